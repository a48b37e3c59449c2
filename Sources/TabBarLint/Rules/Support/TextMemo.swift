#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import TabBarYAML

/// Remembers the results of a pure function of a short text (a title, a
/// symbol name) across the files of a run.
///
/// Why: the title and symbol rules reason over Unicode characters, which is
/// slow in Swift (grapheme breaking, case mapping), while the texts they see
/// are few: a project's tabs are named Search, Settings and Profile again and
/// again, and a rule runs once per platform. Profiling a 5,000-spec corpus
/// showed these analyses at about half of the linter's instructions; looking a
/// title up costs a hash and a lock instead.
///
/// Shared by the threads that lint in parallel, so the table sits behind a
/// mutex (held only to read or store, never while computing). Bounded, so
/// memory stays flat however many files a run lints: when full, the table is
/// emptied and fills again with the texts that keep coming up.
final class TextMemo<Value: Sendable>: @unchecked Sendable {
    /// The table, open-addressed, keyed by each text's UTF-8 bytes: String
    /// hashes and compares non-ASCII text in its normalised form, about
    /// 1,100 and 750 instructions for a short title, on every lookup of the
    /// title rules. Two spellings of one text (a precomposed `é`, and `e`
    /// with a combining accent) are then two keys, each remembering what was
    /// computed from it, which a memo of a function of the text may do.
    /// Slots in arrays rather than a dictionary keyed by a type of this
    /// program: the first such dictionary makes the Swift runtime read every
    /// protocol conformance record of the binary (about 650,000 instructions,
    /// once per run). Unchecked exclusivity: read and written only under
    /// `lock`, which already keeps accesses apart; the dynamic check cost
    /// about 150 instructions a lookup.
    @exclusivity(unchecked) private var slots: [Slot?] = []
    @exclusivity(unchecked) private var count = 0
    private let lock = Lock()
    private let capacity: Int

    /// Longest text remembered, in bytes: far beyond any real title.
    static var longestKey: Int { 256 }

    /// Slots of a table when it is first filled. It doubles whenever it is
    /// half full: a run that lints one file remembers a few texts, and
    /// clearing thousands of slots for them cost more than the lint.
    private static var initialSlotCount: Int { 64 }

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The value for `key`, computed by `compute` the first time (a race
    /// between two threads computes it twice, to the same result).
    func value(for key: String, _ compute: (String) -> Value) -> Value {
        // Only short texts repeat; keeping long ones (a value may be up to
        // 64 KiB) would let a hostile run fill the table with megabytes.
        guard key.utf8.count <= Self.longestKey else { return compute(key) }
        let hash = Self.hash(key)
        if let known = lock.withLock({ lookUp(key, hash: hash) }) { return known }
        let value = compute(key)
        lock.withLock { store(value, for: key, hash: hash) }
        return value
    }

    /// A text, its hash and what was computed from it.
    private struct Slot {
        let key: String
        /// Compared before the bytes: a probe passes other texts' slots
        /// for the price of comparing two numbers.
        let hash: Int
        let value: Value
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: String, hash: Int) -> Int {
        let mask = slots.count - 1
        var slot = hash & mask
        while let stored = slots[slot], stored.hash != hash || !Self.sameBytes(stored.key, key) {
            slot = (slot + 1) & mask
        }
        return slot
    }

    private func lookUp(_ key: String, hash: Int) -> Value? {
        guard !slots.isEmpty else { return nil }
        return slots[slot(of: key, hash: hash)]?.value
    }

    private func store(_ value: Value, for key: String, hash: Int) {
        if count >= capacity {
            // Full: emptied, to fill again with the texts that keep coming up.
            slots = Array(repeating: nil, count: slots.count)
            count = 0
        } else if 2 * (count + 1) > slots.count {
            grow()
        }
        let slot = slot(of: key, hash: hash)
        // Another thread may have stored it between this one's lookup and now.
        guard slots[slot] == nil else { return }
        slots[slot] = Slot(key: key, hash: hash, value: value)
        count += 1
    }

    /// Twice the slots (or the first ones), every entry placed anew.
    private func grow() {
        let old = slots
        slots = Array(repeating: nil, count: max(Self.initialSlotCount, 2 * old.count))
        for case let stored? in old {
            slots[slot(of: stored.key, hash: stored.hash)] = stored
        }
    }

    private static func hash(_ text: String) -> Int {
        var hasher = Hasher()
        let hashedInPlace: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashedInPlace == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        return hasher.finalize()
    }

    private static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        // Compared with memcmp where both lie in memory: the views' own
        // `elementsEqual`, and the buffers', walked them element by element
        // through iterators, about 280 instructions for a title.
        let equal = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in
                guard let leftStart = leftBytes.baseAddress, let rightStart = rightBytes.baseAddress else { return true }
                return memcmp(leftStart, rightStart, leftBytes.count) == 0
            }
        }
        return (equal ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }
}

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
    /// Unchecked: it is read and written only under `lock`, which already
    /// keeps accesses apart; the dynamic exclusivity check on each lookup
    /// cost about 150 instructions for nothing.
    @exclusivity(unchecked) private var table: [String: Value] = [:]
    private let lock = Lock()
    private let capacity: Int

    /// Longest text remembered, in bytes: far beyond any real title.
    static var longestKey: Int { 256 }

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The value for `key`, computed by `compute` the first time (a race
    /// between two threads computes it twice, to the same result).
    func value(for key: String, _ compute: (String) -> Value) -> Value {
        // Only short texts repeat; keeping long ones (a value may be up to
        // 64 KiB) would let a hostile run fill the table with megabytes.
        guard key.utf8.count <= Self.longestKey else { return compute(key) }
        if let known = lock.withLock({ table[key] }) { return known }
        let value = compute(key)
        lock.withLock {
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = value
        }
        return value
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `key<SEPARATOR>value` lines (a tab by default) sorted by the keys' UTF-8
/// bytes, kept as one byte buffer and searched by bisection; a key may have
/// several lines. The generated tables (SF Symbols, the lexicon) use it. Loading is a single pass that notes where
/// each line and its tab are, with no string or dictionary entry per record,
/// so a generated table of thousands of lines costs little on first use.
struct SortedRecords: Sendable {
    fileprivate struct Line: Sendable {
        var start: Int
        /// Where the key ends: the separator, or the line end when there is none.
        var tab: Int
        var end: Int
    }

    private let bytes: [UInt8]
    private let lines: [Line]

    init(_ text: String, separator: Character = "\t") {
        let separator = separator.asciiValue ?? UInt8(ascii: "\t")
        let bytes = Array(text.utf8)
        var lines: [Line] = []
        lines.reserveCapacity(bytes.count / 16)
        // memchr finds the line ends and separators: the lexicon is megabytes,
        // and a loop over every byte was most of what linting one small spec
        // cost (13 million instructions of about 64).
        bytes.withUnsafeBytes { buffer in
            var start = 0
            while start < buffer.count {
                let end = firstIndex(of: UInt8(ascii: "\n"), in: buffer, from: start, to: buffer.count)
                if end > start { lines.append(Line(start: start, tab: firstIndex(of: separator, in: buffer, from: start, to: end), end: end)) }
                start = end + 1
            }
        }
        self.bytes = bytes
        self.lines = lines
    }

    var count: Int { lines.count }

    func key(at index: Int) -> ArraySlice<UInt8> {
        bytes[lines[index].start..<lines[index].tab]
    }

    /// The text after the key's separator (empty when there is none).
    func value(at index: Int) -> ArraySlice<UInt8> {
        let line = lines[index]
        return bytes[min(line.tab + 1, line.end)..<line.end]
    }

    func keyString(at index: Int) -> String { String(decoding: key(at: index), as: UTF8.self) }

    func valueString(at index: Int) -> String { String(decoding: value(at: index), as: UTF8.self) }

    /// The line whose key is exactly `key`.
    func index(of key: String) -> Int? {
        let wanted = Array(key.utf8)
        let index = lowerBound(wanted)
        return index < lines.count && self.key(at: index).elementsEqual(wanted) ? index : nil
    }

    /// The value of the line whose key is exactly `key`.
    func value(for key: String) -> String? {
        index(of: key).map(valueString(at:))
    }

    /// The values of every line whose key is exactly `key`, in order.
    func values(for key: String) -> [String] {
        let wanted = Array(key.utf8)
        var index = lowerBound(wanted)
        var values: [String] = []
        while index < lines.count, self.key(at: index).elementsEqual(wanted) {
            values.append(valueString(at: index))
            index += 1
        }
        return values
    }

    /// Whether every key sorts strictly after the one before, as bisection needs.
    var isSorted: Bool {
        lines.indices.dropFirst().allSatisfy { key(at: $0 - 1).lexicographicallyPrecedes(key(at: $0)) }
    }

    /// The keys where they lie, for a walk over a whole table: the symbol
    /// index reads every name of two tables side by side, and asking the
    /// table for each key (a bounds-checked line, a pointer fetched in a
    /// closure, per question) cost more than reading it.
    func withKeys<Result>(_ body: (Keys) -> Result) -> Result {
        bytes.withUnsafeBytes { table in
            lines.withUnsafeBufferPointer { lines in body(Keys(table: table, lines: lines)) }
        }
    }

    /// A table's keys in order, valid inside `withKeys`.
    struct Keys {
        fileprivate let table: UnsafeRawBufferPointer
        fileprivate let lines: UnsafeBufferPointer<Line>

        var count: Int { lines.count }

        subscript(index: Int) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(rebasing: table[lines[index].start..<lines[index].tab])
        }
    }

    /// The first line whose key does not sort before `key`.
    ///
    /// The keys are compared in place with memcmp: each symbol of a spec is
    /// looked up a few times per rule and platform, and slicing the buffer
    /// for a generic comparison at each bisection step cost ten times more.
    func lowerBound(_ key: [UInt8]) -> Int {
        bytes.withUnsafeBytes { table in
            key.withUnsafeBytes { wanted in
                var low = 0, high = lines.count
                while low < high {
                    let middle = (low + high) / 2
                    let line = lines[middle]
                    if order(table, line.start..<line.tab, wanted) < 0 { low = middle + 1 } else { high = middle }
                }
                return low
            }
        }
    }
}

/// How `table[range]` sorts against `key` byte by byte, as
/// `lexicographicallyPrecedes` orders them (a prefix first): below zero
/// when it comes first, zero when the two are the same.
private func order(_ table: UnsafeRawBufferPointer, _ range: Range<Int>, _ key: UnsafeRawBufferPointer) -> Int {
    byteOrder(UnsafeRawBufferPointer(rebasing: table[range]), key)
}

/// Whether `a` and `b` start with the same `length` bytes; both are at
/// least that long. memcmp: a generic `elementsEqual` over the slices cost
/// several times more.
func sharePrefix(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, length: Int) -> Bool {
    guard length > 0, let aBase = a.baseAddress, let bBase = b.baseAddress else { return true }
    return memcmp(aBase, bBase, length) == 0
}

/// How `bytes` sorts against `key`, as above.
func byteOrder(_ bytes: UnsafeRawBufferPointer, _ key: UnsafeRawBufferPointer) -> Int {
    let common = min(bytes.count, key.count)
    if common > 0, let base = bytes.baseAddress, let keyBase = key.baseAddress {
        let bytesOrder = memcmp(base, keyBase, common)
        if bytesOrder != 0 { return Int(bytesOrder) }
    }
    return bytes.count - key.count
}

/// The same sorted `key<SEPARATOR>value` lines, searched where they lie: each
/// bisection step lands in the middle of the remaining bytes and steps back
/// to its line's start, so loading costs nothing and no table of lines is
/// built.
///
/// Why: the lexicon is 3.6 MB in 90,000 lines. Indexing it on first use (a
/// copy of its bytes and a line table) was a quarter of the instructions of
/// linting one small spec; a lookup here costs a few more comparisons
/// instead, and titles are looked up a few times per run (see `TextMemo`).
/// Used for the lexicon, which needs only `values(for:)`.
struct InPlaceRecords: Sendable {
    /// Kept whole, its UTF-8 contiguous (a string literal's is; `init`
    /// makes any other so).
    private let text: String
    private let separator: UInt8

    init(_ text: String, separator: Character = "\t") {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        self.separator = separator.asciiValue ?? UInt8(ascii: "\t")
    }

    /// How many lines are not empty (a staleness check; walks the text).
    var count: Int {
        withBytes { bytes in
            var count = 0
            var start = 0
            while start < bytes.count {
                let end = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start, to: bytes.count)
                if end > start { count += 1 }
                start = end + 1
            }
            return count
        } ?? 0
    }

    /// The values of every line whose key is exactly `key`, in order.
    func values(for key: String) -> [String] {
        let wanted = Array(key.utf8)
        return withBytes { bytes -> [String] in
            var values: [String] = []
            var start = lowerBound(wanted, in: bytes)
            while start < bytes.count {
                let end = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start, to: bytes.count)
                let keyEnd = firstIndex(of: separator, in: bytes, from: start, to: end)
                guard end > start, UnsafeRawBufferPointer(rebasing: bytes[start..<keyEnd]).elementsEqual(wanted) else { break }
                values.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[min(keyEnd + 1, end)..<end]), as: UTF8.self))
                start = end + 1
            }
            return values
        } ?? []
    }

    /// The start of the first line whose key does not sort before `key`.
    /// `low` and `high` are always line starts; each step probes the line
    /// holding the middle byte and moves one of them past or onto it.
    private func lowerBound(_ key: [UInt8], in bytes: UnsafeRawBufferPointer) -> Int {
        var low = 0
        var high = bytes.count
        while low < high {
            let middle = (low + high) / 2
            var start = middle
            while start > low, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            let end = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start, to: bytes.count)
            let keyEnd = firstIndex(of: separator, in: bytes, from: start, to: end)
            if UnsafeRawBufferPointer(rebasing: bytes[start..<keyEnd]).lexicographicallyPrecedes(key) {
                low = end + 1
            } else {
                high = start
            }
        }
        return min(low, bytes.count)
    }

    private func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        text.utf8.withContiguousStorageIfAvailable { body(UnsafeRawBufferPointer($0)) }
    }

}

/// Where `byte` first occurs in `bytes[start..<end]`, or `end`; memchr, as
/// both record tables scan megabytes of generated text.
private func firstIndex(of byte: UInt8, in bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
    guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return end }
    return UnsafeRawPointer(found) - base
}

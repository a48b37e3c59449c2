/// A point in a source file. `line` and `column` are 1-based and count
/// Unicode scalars, as editors do; `offset` is the 0-based byte offset in the
/// file as read (a byte-order mark included).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The start of a file: where findings about the file as a whole point.
    public static let fileStart = SourcePosition(line: 1, column: 1, offset: 0)
}

/// The span a node occupies, from its first character up to (not including)
/// `end`.
public struct SourceRange: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let start: SourcePosition
    public let end: SourcePosition
    /// `file`'s number in `FileNames` (0 for none). A number rather than the
    /// name, so that a range, and a `Located` value of a plain type, is
    /// trivially copyable: with an optional String in it, every copy and
    /// destruction of a range retained or released it, and an optional
    /// `Located` value was copied through the runtime's generic value
    /// witnesses (Benchmarks/issue-17-yaml-lint.md, round four).
    private let fileNumber: UInt32

    /// The file the range lies in when it is not the file being linted: a
    /// tab bar read from code gathers values from several files (a child
    /// view controller's title, a string table). nil for the linted file.
    public var file: String? { FileNames.name(fileNumber) }

    public init(start: SourcePosition, end: SourcePosition, file: String? = nil) {
        self.start = start
        self.end = max(start, end)
        self.fileNumber = file.map(FileNames.number) ?? 0
    }

    public init(at position: SourcePosition, file: String? = nil) {
        self.init(start: position, end: position, file: file)
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        if lhs.fileNumber != rhs.fileNumber { return (lhs.file ?? "") < (rhs.file ?? "") }
        return (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)-\(end)" }

    public static let fileStart = SourceRange(at: .fileStart)
}

/// The names of the files that ranges point into besides the linted one,
/// numbered from 1 in the order they are first named, for the whole run
/// (the linting threads and the language server's requests share them).
/// A run names each of its source files once or so; the table keeps them.
enum FileNames {
    private final class Table: @unchecked Sendable {
        let lock = Lock()
        var numbers: [String: UInt32] = [:]
        var names: [String] = []
        /// The last name numbered: the Swift front end gives every range of
        /// a source file the same path, which then costs a comparison.
        var last: (name: String, number: UInt32)?
    }

    private static let table = Table()

    static func number(_ name: String) -> UInt32 {
        table.lock.withLock {
            if let last = table.last, last.name == name { return last.number }
            let number: UInt32
            if let known = table.numbers[name] {
                number = known
            } else {
                table.names.append(name)
                number = UInt32(table.names.count)
                table.numbers[name] = number
            }
            table.last = (name, number)
            return number
        }
    }

    static func name(_ number: UInt32) -> String? {
        guard number > 0 else { return nil }
        return table.lock.withLock { table.names[Int(number) - 1] }
    }
}

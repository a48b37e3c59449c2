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
    /// The file the range lies in when it is not the file being linted: a
    /// tab bar read from code gathers values from several files (a child
    /// view controller's title, a string table). nil for the linted file.
    public let file: String?

    public init(start: SourcePosition, end: SourcePosition, file: String? = nil) {
        self.start = start
        self.end = max(start, end)
        self.file = file
    }

    public init(at position: SourcePosition, file: String? = nil) {
        self.init(start: position, end: position, file: file)
    }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        if lhs.file != rhs.file { return (lhs.file ?? "") < (rhs.file ?? "") }
        return (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)-\(end)" }

    public static let fileStart = SourceRange(at: .fileStart)
}

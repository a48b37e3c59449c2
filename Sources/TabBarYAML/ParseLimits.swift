/// Bounds that keep hostile input from exhausting memory or time. Going over
/// one is reported as a problem at the place it happened, never an abort.
public struct ParseLimits: Sendable, Equatable {
    /// Largest input accepted, in bytes. A tab-bar spec is a few kilobytes.
    public var maxFileBytes: Int
    /// Deepest nesting of lists and mappings. A spec needs about 6 levels.
    public var maxDepth: Int
    /// Most nodes that aliases may add to one document once expanded
    /// (defuses "billion laughs").
    public var maxAliasExpansion: Int
    /// Longest single value, in bytes. Titles and labels are a few dozen
    /// characters; the text rules look at every character of one, so a
    /// megabyte-long value would cost seconds for nothing.
    public var maxScalarBytes: Int

    public init(maxFileBytes: Int = 4 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 10_000, maxScalarBytes: Int = 64 << 10) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxScalarBytes = maxScalarBytes
    }

    public static let `default` = ParseLimits()

    /// The deepest `maxDepth` may be set: libyaml's work grows with the
    /// square of the depth, and a few walks over the tree recurse (`--fix`
    /// finds a value's last line that way), so the cap itself must stay far
    /// from time and stack limits.
    public static let largestMaxDepth = 1_000
}

/// Something wrong with the YAML itself, found by libyaml or by the tree
/// builder: a syntax error, a duplicate key, an input over a limit.
public struct YAMLProblem: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case syntax
        case encoding
        case duplicateKey
        case undefinedAlias
        case limit
    }

    public let kind: Kind
    /// The whole sentence: what is wrong and what to do.
    public let message: String
    public let range: SourceRange
    /// Another place that explains this one (the first of two duplicate keys).
    public let related: SourceRange?

    public init(kind: Kind, message: String, range: SourceRange, related: SourceRange? = nil) {
        self.kind = kind
        self.message = message
        self.range = range
        self.related = related
    }
}

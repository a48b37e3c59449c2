import TabBarYAML

/// A spec that is valid YAML but not a valid tab-bar spec: a missing or
/// unknown key, a wrong type, an unknown enum value.
public struct SchemaProblem: Sendable, Equatable {
    /// What is wrong and what to do.
    public let message: String
    /// The most specific node: the misspelled key, the wrong value.
    public let range: SourceRange
    /// Text that would fix the problem if it replaced `range` (did-you-mean).
    public let replacement: String?

    public init(message: String, range: SourceRange, replacement: String? = nil) {
        self.message = message
        self.range = range
        self.replacement = replacement
    }
}

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
    /// Whether the replacement surely says what the author meant (the only
    /// close key), rather than a guess among several or a decision (another
    /// format version).
    public let replacementIsCertain: Bool

    public init(message: String, range: SourceRange, replacement: String? = nil, replacementIsCertain: Bool = true) {
        self.message = message
        self.range = range
        self.replacement = replacement
        self.replacementIsCertain = replacementIsCertain
    }
}

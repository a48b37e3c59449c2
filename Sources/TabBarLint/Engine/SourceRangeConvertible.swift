import TabBarSpec
import TabBarYAML

/// Anything a finding can point at: a range, or a decoded value that knows
/// where it was written.
public protocol SourceRangeConvertible: Sendable {
    var sourceRange: SourceRange { get }
}

extension SourceRange: SourceRangeConvertible {
    public var sourceRange: SourceRange { self }
}

extension Located: SourceRangeConvertible {
    public var sourceRange: SourceRange { range }
}

extension Tab: SourceRangeConvertible {
    public var sourceRange: SourceRange { range }
}

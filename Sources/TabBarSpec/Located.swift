import TabBarYAML

/// A decoded value with the range it was written at, so that a finding can
/// point at the exact scalar.
public struct Located<Value: Sendable>: Sendable {
    public let value: Value
    public let range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

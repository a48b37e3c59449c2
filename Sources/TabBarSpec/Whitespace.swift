/// Whitespace as `Character.isWhitespace` sees it, answered without the
/// Unicode property tables: asking them (`properties.isWhitespace`, or a
/// Character's) cost about 330 instructions a scalar, more than the rest of
/// most title checks, and rules ask it of every title and symbol name.
public enum Whitespace {
    /// Whether `scalar` has the Unicode White_Space property, as
    /// `scalar.properties.isWhitespace` says. The property holds these 25
    /// scalars and has not changed since Unicode 6.3 (a test compares the
    /// two over every scalar).
    @inlinable
    public static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        if value < 0x1680 { return value == 0x85 || value == 0xA0 }
        return value == 0x1680 || (value >= 0x2000 && value <= 0x200A) || value == 0x2028 || value == 0x2029
            || value == 0x202F || value == 0x205F || value == 0x3000
    }

    /// Whether any scalar of `text` is whitespace. A Character is whitespace
    /// when its first scalar is, so text without one has no whitespace
    /// Character either: nothing to trim, split or collapse.
    public static func contains(in text: String) -> Bool {
        text.unicodeScalars.contains(where: isWhitespace)
    }

    /// Whether `text` shows nothing: empty, or only whitespace Characters
    /// (`text.allSatisfy(\.isWhitespace)`), without breaking it into
    /// Characters unless a whitespace scalar is followed by another kind.
    public static func isBlank(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return true }
        // The first scalar starts the first Character.
        guard isWhitespace(first) else { return false }
        if text.unicodeScalars.allSatisfy(isWhitespace) { return true }
        return text.allSatisfy(\.isWhitespace)
    }
}

import TabBarYAML

/// Writing values back into a spec, for fix-its.
enum YAMLText {
    /// A scalar that reads back as `text`: plain when that is safe in both
    /// block and flow context, double-quoted otherwise. A fix-it replaces the
    /// whole scalar, quotes included, so either form fits.
    static func scalar(_ text: String) -> String {
        isSafePlain(text) ? text : doubleQuoted(text)
    }

    /// `text` as a double-quoted scalar.
    static func doubleQuoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// Letters, digits, inner spaces and harmless punctuation, not starting
    /// with an indicator, and still text under the YAML 1.2 core schema
    /// (so not `null`, `true` or a number).
    private static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, !first.isWhitespace, !last.isWhitespace else { return false }
        guard first.isLetter || first.isNumber else { return false }
        let allowed = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || "'+.-!?()/&".contains($0) }
        guard allowed else { return false }
        return ResolvedScalar(value: text, style: .plain, tag: nil) == .string(text)
    }
}

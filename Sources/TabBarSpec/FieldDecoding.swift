import TabBarYAML

/// The typed readers every part of the decoder shares. Each returns nil and
/// records one problem when the node is not what the field needs, so that
/// decoding goes on and one mistake never hides the next.
extension SpecDecoder {
    /// A mapping being decoded: hands out entries by key and, at the end,
    /// reports the keys nobody asked for.
    struct Fields {
        let node: Node
        let entries: MappingEntries
        let known: [String]
        /// How messages name the mapping: "the top level", "tab `home`".
        let owner: String

        func entry(_ key: String) -> MappingEntry? {
            entries.entry(forKey: key)
        }
    }

    /// The mapping's fields, or nil (and a problem) when the node is not a mapping.
    mutating func fields(of node: Node, known: [String], owner: String, expected: String) -> Fields? {
        guard let entries = node.mappingEntries else {
            fail(node, "\(owner) must be \(expected); got \(node.kindDescription)")
            return nil
        }
        return Fields(node: node, entries: entries, known: known, owner: owner)
    }

    /// Reports every key of the mapping that is not one of its known keys,
    /// and returns the known keys that misspelled ones most likely meant.
    @discardableResult
    mutating func reportUnknownKeys(_ fields: Fields) -> Set<String> {
        var meant: Set<String> = []
        for entry in fields.entries {
            guard let key = entry.key.scalarValue, entry.key.mappingEntries == nil else {
                fail(entry.key, "keys in \(fields.owner) must be plain names; got \(entry.key.kindDescription)")
                continue
            }
            // Lengths compared first: two different short keys are otherwise
            // compared by a call into the standard library, for each of a
            // dozen known keys.
            let length = key.utf8.count
            guard !fields.known.contains(where: { $0.utf8.count == length && $0 == key }) else { continue }
            if let suggestion = SpecKeys.meaning(of: key, among: fields.known) {
                meant.insert(suggestion)
                // Renaming to a key the mapping already has would make a duplicate key: no fix then.
                fail(
                    entry.key, "unknown key `\(key)` in \(fields.owner); did you mean `\(suggestion)`?",
                    replacement: fields.entry(suggestion) == nil ? suggestion : nil,
                    replacementIsCertain: Suggestions.closeMatches(to: key, among: fields.known).count <= 1
                )
            } else if let home = SpecKeys.home(of: key) {
                fail(entry.key, "`\(key)` does not belong in \(fields.owner); it is a key of \(home), so move it there")
            } else {
                fail(entry.key, "unknown key `\(key)` in \(fields.owner); expected one of \(Self.list(fields.known))")
            }
        }
        return meant
    }

    mutating func requireKey(_ key: String, in fields: Fields, example: String) {
        guard fields.entry(key) == nil else { return }
        fail(fields.node, "\(fields.owner) has no `\(key)`; add it, for example `\(example)`")
    }

    /// Text; a plain number counts as its written text (`id: 1`, `title: 2048`).
    ///
    /// `field` names the value in messages. Here and in the other field
    /// readers it is an autoclosure, built only when there is a problem to
    /// report: building it for every value read was 3% of linting a corpus.
    mutating func string(_ node: Node, _ field: @autoclosure () -> String) -> Located<String>? {
        switch node.resolved {
        case .string(let value)?: return Located(value, at: node.range)
        case .int?, .float?: return Located(node.scalarValue ?? "", at: node.range)
        case .null?: fail(node, "\(field()) is empty; give it a value or remove the key")
        case .bool(let value)?: fail(node, "\(field()) must be text, not the boolean \(value); quote it (\"\(node.scalarValue ?? "")\") if you mean the word")
        case nil: fail(node, "\(field()) must be text; got \(node.kindDescription)")
        }
        return nil
    }

    mutating func integer(_ node: Node, _ field: @autoclosure () -> String) -> Located<Int>? {
        switch node.resolved {
        case .int(let value)?: return Located(value, at: node.range)
        case .string(let text)? where Int(text) != nil:
            fail(node, "\(field()) must be a number, not the string \"\(text)\"; remove the quotes", replacement: text)
        default: fail(node, "\(field()) must be a whole number; got \(node.kindDescription)")
        }
        return nil
    }

    mutating func number(_ node: Node, _ field: @autoclosure () -> String) -> Located<Double>? {
        switch node.resolved {
        case .int(let value)?: return Located(Double(value), at: node.range)
        case .float(let value)? where value.isFinite: return Located(value, at: node.range)
        case .string(let text)? where Double(text) != nil:
            fail(node, "\(field()) must be a number, not the string \"\(text)\"; remove the quotes", replacement: text)
        default: fail(node, "\(field()) must be a number; got \(node.kindDescription)")
        }
        return nil
    }

    mutating func bool(_ node: Node, _ field: @autoclosure () -> String) -> Located<Bool>? {
        switch node.resolved {
        case .bool(let value)?: return Located(value, at: node.range)
        case .string(let text)?:
            if let meant = ResolvedScalar.resolvePlainBool(text) {
                let reason = node.scalarStyle?.isQuoted == true ? "remove the quotes" : "YAML 1.2 reads `\(text)` as text, so write `\(meant)`"
                fail(node, "\(field()) must be true or false, not the string \"\(text)\"; \(reason)", replacement: String(meant))
            } else {
                fail(node, "\(field()) must be true or false; got \(node.kindDescription)")
            }
        default: fail(node, "\(field()) must be true or false; got \(node.kindDescription)")
        }
        return nil
    }

    mutating func enumeration<E: SpecEnum>(_ type: E.Type, _ node: Node, _ field: @autoclosure () -> String) -> Located<E>? {
        guard case .string(let text)? = node.resolved else {
            fail(node, "\(field()) must be one of \(Self.list(E.spellings)); got \(node.kindDescription)")
            return nil
        }
        if let value = E(rawValue: text) { return Located(value, at: node.range) }
        if let suggestion = Suggestions.closest(to: text, among: E.spellings) {
            fail(node, "\(field()) is `\(text)`, which is not a known value; did you mean `\(suggestion)`? (expected one of \(Self.list(E.spellings)))", replacement: suggestion,
                 replacementIsCertain: Suggestions.closeMatches(to: text, among: E.spellings).count == 1)
        } else {
            fail(node, "\(field()) is `\(text)`, which is not a known value; expected one of \(Self.list(E.spellings))")
        }
        return nil
    }

    /// A platform name, any case (`ios`, `IPADOS`).
    mutating func platform(_ node: Node, _ field: @autoclosure () -> String) -> Located<Platform>? {
        guard case .string(let text)? = node.resolved else {
            fail(node, "\(field()) must be a platform (\(Self.list(Platform.spellings))); got \(node.kindDescription)")
            return nil
        }
        if let platform = Platform(caseInsensitive: text) { return Located(platform, at: node.range) }
        let suggestion = Platform.informalName(text)?.rawValue ?? Suggestions.closest(to: text, among: Platform.spellings)
        if let suggestion {
            fail(node, "`\(text)` is not a platform name; did you mean `\(suggestion)`? (expected one of \(Self.list(Platform.spellings)))", replacement: suggestion)
        } else {
            fail(node, "`\(text)` is not a platform name; expected one of \(Self.list(Platform.spellings))")
        }
        return nil
    }

    /// A `#RRGGBB` or `#RRGGBBAA` color. Catches the classic slip of an
    /// unquoted `#FF3B30`, which YAML reads as a comment and an empty value.
    mutating func color(_ node: Node, _ field: @autoclosure () -> String) -> Located<RGBAColor>? {
        if case .null? = node.resolved, let comment = hexComment(after: node.range.start) {
            fail(comment.range, "\(field()) is empty because an unquoted `\(comment.text)` starts a YAML comment; put the color in quotes: \"\(comment.text)\"", replacement: "\"\(comment.text)\"")
            return nil
        }
        guard case .string(let text)? = node.resolved else {
            fail(node, "\(field()) must be a color written \"#RRGGBB\" or \"#RRGGBBAA\"; got \(node.kindDescription)")
            return nil
        }
        guard let color = RGBAColor(hex: text) else {
            fail(node, "\(field()) is \"\(text)\", which is not a color; write it \"#RRGGBB\" or \"#RRGGBBAA\" with hexadecimal digits, e.g. \"#FF3B30\"")
            return nil
        }
        return Located(color, at: node.range)
    }

    /// An unquoted `#hex` comment on the line of an empty value, if any.
    private func hexComment(after position: SourcePosition) -> (text: String, range: SourceRange)? {
        guard let line = text.lineText(position.line) else { return nil }
        let characters = Array(line)
        var index = position.column - 1
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        guard index < characters.count, characters[index] == "#" else { return nil }
        var end = index + 1
        while end < characters.count, characters[end].isHexDigit { end += 1 }
        guard end > index + 1 else { return nil }
        let start = text.position(line: position.line - 1, column: index)
        let stop = text.position(line: position.line - 1, column: end)
        return (String(characters[index..<end]), SourceRange(start: start, end: stop))
    }

    mutating func fail(_ node: Node, _ message: String, replacement: String? = nil, replacementIsCertain: Bool = true) {
        fail(node.range, message, replacement: replacement, replacementIsCertain: replacementIsCertain)
    }

    mutating func fail(_ range: SourceRange, _ message: String, replacement: String? = nil, replacementIsCertain: Bool = true) {
        problems.append(SchemaProblem(message: message, range: range, replacement: replacement, replacementIsCertain: replacementIsCertain))
    }

    /// "a, b or c" with each name in backticks.
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}

extension ResolvedScalar {
    /// The boolean a YAML 1.1 reader would have seen in `yes`, `off`, ….
    static func resolvePlainBool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "y", "on": return true
        case "false", "no", "n", "off": return false
        default: return nil
        }
    }
}

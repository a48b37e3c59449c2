/// Where a position lies in a spec, read from the text before it rather
/// than from a parse: a buffer being typed into is rarely valid YAML. Block
/// nesting comes from indentation, flow nesting (`{ … }`) from the braces
/// open on the line.
struct YAMLCursor {
    enum Place: Equatable {
        /// Typing a key: what is typed so far.
        case key(String)
        /// Typing the value of `key`: what is typed so far.
        case value(key: String, typed: String)
    }

    /// The keys of the mappings around the position, outermost first (list
    /// levels are not named).
    let path: [String]
    let place: Place

    /// The place `before` (a line's text up to the position) describes, on
    /// line `line` of `lines`; nil inside a comment or a quoted value's
    /// unrelated text.
    init?(before: String, line: Int, lines: LineIndex) {
        var path = Self.blockPath(above: line, column: Self.keyColumn(of: before), lines: lines)
        var segment = Substring(before)
        // Flow mappings still open on the line: each `key: {` adds its key.
        var depth = 0
        var lastOpen: String.Index?
        for index in before.indices {
            switch before[index] {
            case "{": depth += 1; lastOpen = index
            case "}": depth -= 1
            case "#": if index == before.startIndex || before[before.index(before: index)] == " " { return nil }
            default: break
            }
        }
        if depth > 0, let open = lastOpen {
            for opened in Self.openFlowKeys(before[..<open]) { path.append(opened) }
            segment = before[before.index(after: open)...]
            if let comma = segment.lastIndex(of: ",") { segment = segment[segment.index(after: comma)...] }
        } else {
            while let dash = segment.firstIndex(where: { $0 != " " }), segment[dash] == "-",
                segment.index(after: dash) == segment.endIndex || segment[segment.index(after: dash)] == " "
            {
                segment = segment[segment.index(after: dash)...]
            }
        }
        let trimmed = segment.drop { $0 == " " }
        if trimmed.allSatisfy(Self.isKeyCharacter) {
            place = .key(String(trimmed))
        } else if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy(Self.isKeyCharacter) {
            let value = trimmed[trimmed.index(after: colon)...].drop { $0 == " " }
            guard !value.contains(where: { "{}[],".contains($0) }) else { return nil }
            place = .value(key: String(trimmed[..<colon]), typed: String(value).trimmingQuotes)
        } else {
            return nil
        }
        self.path = path
    }

    /// The keys of the block mappings above `line` that hold a key written
    /// at `column`: each line above with a bare `key:` and less indentation.
    private static func blockPath(above line: Int, column: Int, lines: LineIndex) -> [String] {
        var path: [String] = []
        var target = column
        var current = line - 1
        while current >= 0, target > 0 {
            let text = lines.text(ofLine: current)
            current -= 1
            let content = text.drop { $0 == " " }
            guard !content.isEmpty, !content.hasPrefix("#"), !content.hasPrefix("---") else { continue }
            let column = keyColumn(of: text)
            guard column < target else { continue }
            target = column
            var rest = Substring(text.dropFirst(column))
            if let hash = rest.range(of: " #") { rest = rest[..<hash.lowerBound] }
            let trimmed = rest.trimmingTrailingSpaces
            if trimmed.hasSuffix(":"), trimmed.dropLast().allSatisfy(isKeyCharacter) {
                path.insert(String(trimmed.dropLast()), at: 0)
            }
        }
        return path
    }

    /// Where a line's key starts: after its indentation and any `- `.
    static func keyColumn(of text: String) -> Int {
        var column = 0
        var characters = Substring(text)
        while let first = characters.first {
            if first == " " {
                column += 1
                characters = characters.dropFirst()
            } else if first == "-", characters.dropFirst().first == " " {
                column += 2
                characters = characters.dropFirst(2)
            } else {
                break
            }
        }
        return column
    }

    /// The keys of flow mappings opened before `text`'s end and not closed: `icon: {` → icon.
    private static func openFlowKeys(_ text: Substring) -> [String] {
        var stack: [String?] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "{" {
                let before = text[..<index].trimmingTrailingSpaces
                if before.hasSuffix(":") {
                    let key = before.dropLast().reversed().prefix(while: isKeyCharacter).reversed()
                    stack.append(String(key))
                } else {
                    stack.append(nil)
                }
            } else if text[index] == "}", !stack.isEmpty {
                stack.removeLast()
            }
            index = text.index(after: index)
        }
        return stack.compactMap { $0 }
    }

    static func isKeyCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }
}

extension StringProtocol {
    var trimmingTrailingSpaces: SubSequence {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }

    /// Without an opening quote the user has typed.
    var trimmingQuotes: String {
        String(drop { $0 == "\"" || $0 == "'" })
    }
}

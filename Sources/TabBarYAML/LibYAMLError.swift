import CYAML

/// Turns libyaml's error state into a problem at libyaml's own position, with
/// its problem text followed by what it usually means and how to fix it.
enum LibYAMLError {
    static func problem(from parser: yaml_parser_t, text: SourceText) -> YAMLProblem {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        if parser.error == YAML_READER_ERROR {
            return readerProblem(problem, offset: parser.problem_offset, value: parser.problem_value, text: text)
        }
        if parser.error == YAML_MEMORY_ERROR {
            return YAMLProblem(kind: .limit, message: "libyaml ran out of memory reading this file", range: .fileStart)
        }
        let mark = parser.problem_mark
        let position = text.position(line: mark.line, column: mark.column)
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = parser.context_mark
            // The classic cause of an unclosed `{…}`: an unquoted `#RRGGBB`,
            // whose `#` starts a comment that swallows the closing bracket.
            // libyaml points past it, at the next line; point at the `#`.
            if context.hasPrefix("while parsing a flow"),
                let comment = flowComment(
                    from: text.position(line: contextMark.line, column: contextMark.column).offset,
                    to: position.offset, in: text.bytes
                )
            {
                let opened = "the `\(comment.closer)` that closes the \(comment.closer == "}" ? "mapping" : "list") opened at line \(contextMark.line + 1), column \(contextMark.column + 1)"
                let start = text.position(offset: comment.offset)
                return YAMLProblem(
                    kind: .syntax,
                    message: "`\(comment.word)` starts a YAML comment (a `#` after a space), so the rest of line \(start.line), "
                        + "with \(opened), is not read; put the value in quotes: \"\(comment.word)\"",
                    range: SourceRange(start: start, end: text.position(offset: comment.offset + comment.word.utf8.count))
                )
            }
            if contextMark.line != mark.line || contextMark.column != mark.column {
                message += " (\(context) that starts at line \(contextMark.line + 1), column \(contextMark.column + 1))"
            } else {
                message += " (\(context))"
            }
        }
        if let hint = hint(for: problem) {
            message += ": " + hint
        }
        return YAMLProblem(kind: .syntax, message: message, range: SourceRange(at: position))
    }

    /// The last unquoted `#` that starts a value (after `: `, `, ` or the
    /// opening bracket, with a word right after it, unlike `# a remark`)
    /// between a flow collection's start and libyaml's error: the comment
    /// that hid the collection's end.
    private static func flowComment(from start: Int, to end: Int, in bytes: [UInt8]) -> (offset: Int, word: String, closer: Character)? {
        guard start >= 0, start < end, end <= bytes.count else { return nil }
        let closer: Character = bytes[start] == UInt8(ascii: "[") ? "]" : "}"
        var quote: UInt8?
        var lastSignificant = bytes[start]
        var found: (offset: Int, word: String, closer: Character)?
        var index = start + 1
        while index < end {
            let byte = bytes[index]
            if let open = quote {
                if byte == UInt8(ascii: "\\"), open == UInt8(ascii: "\"") {
                    index += 2
                    continue
                }
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#"), Self.isBlank(bytes[index - 1]),
                [UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "[")].contains(lastSignificant)
            {
                var wordEnd = index + 1
                while wordEnd < bytes.count, !Self.isBlank(bytes[wordEnd]),
                    ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[wordEnd])
                {
                    wordEnd += 1
                }
                if wordEnd > index + 1 {
                    found = (index, String(decoding: bytes[index..<wordEnd], as: UTF8.self), closer)
                }
            }
            if !Self.isBlank(byte), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { lastSignificant = byte }
            index += 1
        }
        return found
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func readerProblem(_ problem: String, offset: Int, value: Int32, text: SourceText) -> YAMLProblem {
        let position = text.position(offset: offset)
        let message: String
        switch problem {
        case "control characters are not allowed":
            message = "the file contains the control character U+\(hex(value)), which YAML does not allow; delete it"
        case "invalid trailing UTF-8 octet":
            // libyaml points at the byte that does not continue the
            // character; people look for the character it starts.
            let start = characterStart(before: offset, in: text.bytes)
            return YAMLProblem(
                kind: .encoding,
                message: "the file is not valid UTF-8 at byte \(start) (\(problem)); save the file as UTF-8",
                range: SourceRange(at: text.position(offset: start))
            )
        case "invalid leading UTF-8 octet", "incomplete UTF-8 octet sequence",
            "invalid length of a UTF-8 sequence", "invalid Unicode character":
            message = "the file is not valid UTF-8 at byte \(offset) (\(problem)); save the file as UTF-8"
        default:
            message = "\(problem) at byte \(offset)"
        }
        return YAMLProblem(kind: .encoding, message: message, range: SourceRange(at: position))
    }

    /// The offset of the leading byte of the UTF-8 sequence that `offset`
    /// breaks: at most three bytes back, else `offset` itself.
    private static func characterStart(before offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset - 1
        while index >= 0, index >= offset - 3, index < bytes.count {
            if bytes[index] >= 0xC0 { return index }
            guard bytes[index] & 0xC0 == 0x80 else { break }
            index -= 1
        }
        return offset
    }

    private static func hex(_ value: Int32) -> String {
        let digits = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// What libyaml's terse problems usually mean in a hand-written spec.
    private static func hint(for problem: String) -> String? {
        switch problem {
        case "mapping values are not allowed in this context":
            return "a `: ` inside an unquoted value starts a new key; quote the value, or fix the indentation of this line"
        case "did not find expected key":
            return "this line is not indented like the other keys of its mapping, or the line above is unfinished; align it with its sibling keys"
        case "did not find expected '-' indicator":
            return "a list item (`- `) is expected here; align it with the other items of the list"
        case "could not find expected ':'":
            return "a key must be followed by `: ` and its value; check for a missing colon or an unclosed quote"
        case "found character that cannot start any token":
            return "YAML does not allow a tab for indentation, nor `@` or a backtick at the start of a value; use spaces, or quote the value"
        case "found unexpected end of stream":
            return "the file ends inside a quoted string or a `[…]`/`{…}`; close it"
        case "did not find expected node content":
            return "a value is missing here"
        case "did not find expected ',' or ']'":
            return "a `[…]` list is not closed, or two of its items lack a `,` between them"
        case "did not find expected ',' or '}'":
            return "a `{…}` mapping is not closed, or two of its entries lack a `,` between them"
        case "found unknown escape character":
            return "double-quoted strings only allow YAML escapes such as \\n, \\\" and \\\\; use single quotes for a literal backslash"
        case "block sequence entries are not allowed in this context":
            return "a `- ` item cannot follow a key on the same line; start the list on the next line, indented"
        case "found a tab character that violates indentation", "found a tab character where an indentation space is expected":
            return "indent with spaces, not tabs"
        case "found undefined tag handle":
            return "only `!` and `!!` tag handles are predefined; remove the tag"
        case "found unexpected ':'":
            return "quote a value that contains `:`"
        case "did not find expected alphabetic or numeric character":
            return "an anchor (`&`) or alias (`*`) needs a name; quote the value if `&` or `*` is meant literally"
        case "did not find the expected '>'":
            return "a verbatim tag `!<…>` is not closed"
        case "found unknown directive name", "could not find expected directive name":
            return "a line that starts with `%` is a directive, and only `%YAML` and `%TAG` exist; quote a value that starts with `%`"
        case "did not find expected <document start>":
            return "after a directive or a `...` line, the next document must begin with a `---` line"
        case "found incompatible YAML document":
            return "the `%YAML` directive asks for a version libyaml does not read; remove it, or write `%YAML 1.1`"
        default:
            return nil
        }
    }
}

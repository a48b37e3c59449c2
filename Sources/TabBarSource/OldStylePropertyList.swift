/// A reader for the old-style property lists Xcode writes its projects in
/// (`project.pbxproj`), for the part of the format Xcode uses: dictionaries,
/// arrays, quoted and unquoted strings, and comments. It gives what
/// Foundation's `PropertyListSerialization` gives for such a file
/// (`[String: Any]`, `[Any]`, `String`), and nil for anything else (data,
/// an escape other than a single character's, a byte out of place), which is
/// then left to Foundation: Foundation spent about 500 instructions a byte
/// on Ice Cubes' 71 KB project, a sixth of linting the app.
enum OldStylePropertyList {
    static func dictionary(from bytes: [UInt8]) -> [String: Any]? {
        var reader = Reader(bytes: bytes)
        guard let root = reader.value() as? [String: Any] else { return nil }
        reader.skipBlanksAndComments()
        return reader.index == bytes.count && !reader.hasOpenComment ? root : nil
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        /// A `/*` without its `*/`, which Foundation rejects.
        private(set) var hasOpenComment = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func value() -> Any? {
            skipBlanksAndComments()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            default: return string()
            }
        }

        private mutating func dictionary() -> [String: Any]? {
            index += 1
            var entries: [String: Any] = [:]
            while let closed = closes(with: UInt8(ascii: "}")) {
                if closed { return entries }
                guard let key = string(), consume(UInt8(ascii: "=")), let entry = value(), consume(UInt8(ascii: ";")) else { return nil }
                entries[key] = entry
            }
            return nil
        }

        private mutating func array() -> [Any]? {
            index += 1
            var elements: [Any] = []
            while let closed = closes(with: UInt8(ascii: ")")) {
                if closed { return elements }
                guard let element = value() else { return nil }
                elements.append(element)
                skipBlanksAndComments()
                // A comma after each element, the last one's optional.
                if !consume(UInt8(ascii: ",")), index < bytes.count, bytes[index] != UInt8(ascii: ")") { return nil }
            }
            return nil
        }

        /// Past blanks and comments, whether `closing` is next (then past
        /// it too); nil at the end of the bytes.
        private mutating func closes(with closing: UInt8) -> Bool? {
            skipBlanksAndComments()
            guard index < bytes.count else { return nil }
            guard bytes[index] == closing else { return false }
            index += 1
            return true
        }

        private mutating func string() -> String? {
            skipBlanksAndComments()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") { return quotedString() }
            let start = index
            while index < bytes.count, Self.isUnquotedStringByte(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        private mutating func quotedString() -> String? {
            index += 1
            var text: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count, let escaped = Self.escapes[bytes[index]] else { return nil }
                    text.append(escaped)
                    index += 1
                default: text.append(byte)
                }
            }
            return nil
        }

        /// The escapes of one character; `\U` and octal ones are left to Foundation.
        private static let escapes: [UInt8: UInt8] = [
            UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "'"): UInt8(ascii: "'"),
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
        ]

        private static func isUnquotedStringByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): return true
            default: return false
            }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            skipBlanksAndComments()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// Past spaces, line breaks, `/* … */` and `// …` comments.
        mutating func skipBlanksAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if ByteSearch.isBlank(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    var end = index + 2
                    while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                    hasOpenComment = end + 1 >= bytes.count
                    index = min(end + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}

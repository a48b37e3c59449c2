/// An exclusion pattern, matched against a path relative to the
/// configuration's folder, with gitignore-like rules: `*` and `?` stay inside
/// one path component, `**` spans any number of components, `[a-z]` and
/// `[!a-z]` match one character of a set, and a pattern without a slash
/// matches a name at any depth. A pattern that matches a folder excludes
/// everything below it.
public struct PathGlob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    private let segments: [Segment]

    private enum Segment: Equatable {
        case anyDepth
        case name([Token])
    }

    private enum Token: Equatable {
        case literal(Character)
        case anyCharacter
        case anyRun
        case set([ClosedRange<Character>], negated: Bool)
    }

    public enum ParseError: Error, Equatable, CustomStringConvertible {
        case empty
        case unclosedSet
        case trailingEscape

        public var description: String {
            switch self {
            case .empty: return "the pattern is empty"
            case .unclosedSet: return "a `[` set is not closed with `]`"
            case .trailingEscape: return "the pattern ends with a lone `\\`"
            }
        }
    }

    public init(_ pattern: String) throws(ParseError) {
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        if text.hasPrefix("/") { text = text.dropFirst() }
        guard !text.isEmpty else { throw .empty }
        var segments: [Segment] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            segments.append(part == "**" ? .anyDepth : .name(try Self.tokens(part)))
        }
        // A bare name ("drafts", "*.draft.tabbar.yml") matches at any depth.
        if !pattern.contains("/") { segments.insert(.anyDepth, at: 0) }
        self.pattern = pattern
        self.segments = segments
    }

    public var description: String { pattern }

    /// Whether the pattern matches `relativePath` or one of its folders.
    public func matches(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/").map(String.init)
        return (1...max(1, components.count)).contains { Self.match(segments[...], components.prefix($0)) }
    }

    private static func match(_ segments: ArraySlice<Segment>, _ components: ArraySlice<String>) -> Bool {
        guard let first = segments.first else { return components.isEmpty }
        switch first {
        case .anyDepth:
            let rest = segments.dropFirst()
            return components.indices.contains { match(rest, components[$0...]) } || match(rest, components[components.endIndex...])
        case .name(let tokens):
            guard let component = components.first, matchName(tokens[...], Array(component)[...]) else { return false }
            return match(segments.dropFirst(), components.dropFirst())
        }
    }

    private static func matchName(_ tokens: ArraySlice<Token>, _ name: ArraySlice<Character>) -> Bool {
        guard let token = tokens.first else { return name.isEmpty }
        let rest = tokens.dropFirst()
        switch token {
        case .anyRun:
            return (name.startIndex...name.endIndex).contains { matchName(rest, name[$0...]) }
        case .anyCharacter:
            guard !name.isEmpty else { return false }
            return matchName(rest, name.dropFirst())
        case .literal(let character):
            guard name.first == character else { return false }
            return matchName(rest, name.dropFirst())
        case .set(let ranges, let negated):
            guard let character = name.first, ranges.contains(where: { $0.contains(character) }) != negated else { return false }
            return matchName(rest, name.dropFirst())
        }
    }

    private static func tokens(_ part: Substring) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        var characters = part[...]
        while let character = characters.popFirst() {
            switch character {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
            case "?":
                tokens.append(.anyCharacter)
            case "\\":
                guard let escaped = characters.popFirst() else { throw .trailingEscape }
                tokens.append(.literal(escaped))
            case "[":
                guard let close = characters.dropFirst().firstIndex(of: "]") else { throw .unclosedSet }
                var body = characters[..<close]
                characters = characters[characters.index(after: close)...]
                let negated = body.first == "!" || body.first == "^"
                if negated { body = body.dropFirst() }
                tokens.append(.set(Self.ranges(body), negated: negated))
            default:
                tokens.append(.literal(character))
            }
        }
        return tokens
    }

    /// `a-z0-9_` → [a...z, 0...9, _..._].
    private static func ranges(_ body: Substring) -> [ClosedRange<Character>] {
        var ranges: [ClosedRange<Character>] = []
        var characters = Array(body)[...]
        while let low = characters.popFirst() {
            if characters.count >= 2, characters.first == "-", let high = characters.dropFirst().first, low <= high {
                ranges.append(low...high)
                characters = characters.dropFirst(2)
            } else {
                ranges.append(low...low)
            }
        }
        return ranges
    }
}

/// Title-style capitalization of English titles, as Apple writes UI labels:
/// every major word capitalized, short articles, conjunctions and
/// prepositions lower-case unless they open or close the title.
struct TitleCase {
    /// Words that stay lower-case inside a title.
    static let minorWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "for", "nor", "of", "in", "on", "at", "to", "by", "up", "as", "via",
    ]
    /// Short everyday words that are words, not acronyms, even in capitals
    /// ("MY MUSIC", "FOR YOU", "WATCH NOW"): without them, any all-caps word
    /// of up to `maxAcronymLength` letters would be kept as an acronym.
    static let shortEverydayWords: Set<String> = [
        "all", "book", "buy", "chat", "deal", "feed", "find", "help", "home", "hot", "live", "mail", "maps", "me",
        "more", "my", "new", "news", "now", "our", "play", "read", "sale", "shop", "top", "you", "your",
    ]
    /// All-caps words up to this long are taken for acronyms (TV, AI, NFL, NASA).
    static let maxAcronymLength = 4

    /// Words written exactly as given (brand names: iPhone, eBay); matched
    /// case-insensitively, so `IPHONE` is corrected to `iPhone`.
    let exceptions: [String]

    /// `text` in title style; the input itself when it already is. Spacing
    /// is kept as written.
    func corrected(_ text: String) -> String {
        var tokens = Self.tokens(text)
        let wordIndices = tokens.indices.filter { tokens[$0].isWord }
        let shouting = Self.isShouting(tokens)
        for (position, index) in wordIndices.enumerated() {
            let isEdge = position == 0 || position == wordIndices.count - 1
            tokens[index].text = correctedWord(tokens[index].text, isEdge: isEdge, inShoutingTitle: shouting)
        }
        return tokens.map(\.text).joined()
    }

    private func correctedWord(_ word: String, isEdge: Bool, inShoutingTitle: Bool) -> String {
        // Keep quotes and brackets around a word; judge what is inside.
        let leading = word.prefix { !$0.isLetter && !$0.isNumber }
        let rest = word.dropFirst(leading.count)
        let trailingCount = rest.reversed().prefix { !$0.isLetter && !$0.isNumber }.count
        let core = String(rest.dropLast(trailingCount))
        let trailing = rest.suffix(trailingCount)
        return String(leading) + correctedCore(core, isEdge: isEdge, inShoutingTitle: inShoutingTitle) + String(trailing)
    }

    private func correctedCore(_ core: String, isEdge: Bool, inShoutingTitle: Bool) -> String {
        let lower = core.lowercased()
        if let exception = exceptions.first(where: { $0.lowercased() == lower }) { return exception }
        // Digits (2FA, 4K) and inner capitals (iCloud, macOS, YouTube) are
        // deliberate spellings, not capitalization mistakes.
        if core.contains(where: \.isNumber) || Self.hasInnerCapital(core) { return core }
        let letters = core.filter(\.isLetter)
        let isAllCaps = letters.count > 1 && letters.allSatisfy(\.isUppercase)
        if isAllCaps && letters.count <= Self.maxAcronymLength && !Self.minorWords.contains(lower) {
            // A short all-caps word is an acronym (TV, NFL), unless the whole
            // title is in capitals and the word is an everyday one.
            if !(inShoutingTitle && Self.shortEverydayWords.contains(lower)) { return core }
        }
        if !isEdge && Self.minorWords.contains(lower) { return lower }
        guard let first = lower.first else { return core }
        // Only `String + String` here and in `correctedWord`: `String +
        // Substring` is the generic `+`, whose first use in a process looks
        // a conformance up at run time (a scan of every one in the binary).
        return first.uppercased() + String(lower.dropFirst())
    }

    /// Whether every cased letter of the title is a capital and some word is
    /// too long to be an acronym ("SETTINGS", "MY MUSIC"), or the title is a
    /// few short everyday words in capitals ("FOR YOU").
    private static func isShouting(_ tokens: [Token]) -> Bool {
        let words = tokens.filter(\.isWord).map(\.text)
        let letters = words.joined().filter(\.isLetter)
        guard !letters.isEmpty, letters.allSatisfy({ !$0.isLowercase }) else { return false }
        return words.contains { word in
            let lower = word.lowercased().filter(\.isLetter)
            return lower.count > maxAcronymLength || shortEverydayWords.contains(lower) || minorWords.contains(lower)
        }
    }

    /// A capital after the first letter in a word that is not all capitals
    /// (iCloud, macOS, McDonald), or a lower-case first letter followed by a
    /// capital.
    private static func hasInnerCapital(_ word: String) -> Bool {
        let letters = Array(word.filter(\.isLetter))
        guard letters.count > 1 else { return false }
        let allCaps = letters.allSatisfy { !$0.isLowercase }
        return !allCaps && letters.dropFirst().contains(where: \.isUppercase)
    }

    private struct Token {
        var text: String
        /// Words contain a letter; "&" and "+" between words are kept as is
        /// and do not count as the first or last word.
        var isWord: Bool { text.contains(where: \.isLetter) }
    }

    /// The title split into words and the whitespace between them; joined
    /// back, they give the title as written. Hyphenated words stay whole.
    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var currentIsSpace = false
        for character in text {
            let isSpace = character.isWhitespace
            if !current.isEmpty && isSpace != currentIsSpace {
                tokens.append(Token(text: current))
                current = ""
            }
            current.append(character)
            currentIsSpace = isSpace
        }
        if !current.isEmpty { tokens.append(Token(text: current)) }
        return tokens
    }
}

/// One word of an English title as the lexicon reads it, or a multiword
/// lemma spanning several ("Sign In", "For Sale").
struct TitleWord: Sendable {
    enum Kind: Sendable {
        case function(FunctionWordClass)
        case lexical([WordReading])
        /// Not in the lexicon (a brand name, a word with digits, another script).
        case unknown
    }

    /// As written, without surrounding punctuation ("What's", "Sign In").
    let text: String
    /// Lower case, words joined with `_`, possessive `'s` dropped: the form looked up.
    let key: String
    let kind: Kind
    /// The weight of each role the word can play, from its readings.
    let roles: RoleWeights

    init(text: String, key: String, kind: Kind) {
        self.text = text
        self.key = key
        self.kind = kind
        var roles = RoleWeights()
        if case .lexical(let readings) = kind {
            for reading in readings {
                let role = TitleWordRole(reading)
                roles[role] = max(roles[role] ?? 0, reading.weight)
            }
        }
        self.roles = roles
    }

    var functionClass: FunctionWordClass? {
        if case .function(let wordClass) = kind { return wordClass }
        return nil
    }

    /// Whether the word names a thing or an action, as the HIG's "nouns or
    /// verbs" do: its heaviest noun or verb reading, in any form ("Saved",
    /// "Trending", "Record"), weighs at least as much as its adjective and
    /// adverb readings (ties count: "today" is a noun as often as an
    /// adverb; "now" is mostly an adverb, "new" only describes).
    var isNounOrVerb: Bool {
        guard let named = [roles[.noun], roles[.verb], roles[.participle]].compactMap({ $0 }).max() else { return false }
        return [roles[.adjective], roles[.adverb]].allSatisfy { ($0 ?? 0) <= named }
    }

    /// Whether the word reads as a verb in its base form, outweighing every
    /// other reading ("Watch", "Browse"; not "Top", mostly a noun).
    var isLeadingVerb: Bool {
        outweighs(.verb, TitleWordRole.allCases)
    }

    /// Whether the word is mostly an adverb ("Now", "Soon"), one that may
    /// follow the head of a title ("Reading Now").
    var isAdverb: Bool {
        outweighs(.adverb, TitleWordRole.allCases) && !isNounOrVerb
    }

    /// The roles of greatest weight, for messages.
    var dominantRoles: [TitleWordRole] {
        TitleWordRole.allCases.filter { outweighs($0, TitleWordRole.allCases) }
    }

    private func outweighs(_ role: TitleWordRole, _ others: [TitleWordRole]) -> Bool {
        guard let weight = roles[role] else { return false }
        return others.allSatisfy { other in roles[other].map { $0 <= weight } ?? true }
    }
}

/// The heaviest reading of each role a word can play; nil for a role it
/// has no reading in. One slot per role rather than a dictionary keyed by the
/// role: the dictionary's storage is instantiated at run time with a lookup
/// of the role's `Hashable` conformance, a scan of every conformance in the
/// binary, on the first title of every run.
struct RoleWeights: Sendable {
    private var weights: [Int?] = Array(repeating: nil, count: TitleWordRole.allCases.count)

    subscript(role: TitleWordRole) -> Int? {
        get { weights[role.rawValue] }
        set { weights[role.rawValue] = newValue }
    }
}

/// What a word does in a title. A verb's past and -ing forms are
/// participles: as a title's head they name a section as a verb does
/// ("Saved", "Trending"), but only a verb's base form can lead a title
/// ("Listen Now").
/// The raw value is the role's slot in `RoleWeights`.
enum TitleWordRole: Int, Sendable, CaseIterable {
    case noun, verb, adjective, adverb, participle

    init(_ reading: WordReading) {
        switch (reading.category, reading.form) {
        case (.noun, _): self = .noun
        case (.verb, .base): self = .verb
        case (.verb, _): self = .participle
        case (.adjective, _): self = .adjective
        case (.adverb, _): self = .adverb
        }
    }
}

/// How an English title reads: whether it names a thing or an action.
///
/// A title passes when its head is a noun, a verb in any form or a pronoun,
/// or when it is led by a verb. The head is the last word that is not a
/// function word, skipping adverbs after it ("Reading Now" is about
/// reading; "Now" alone has no head but the adverb). A pronoun is a nominal
/// ("For You", "Me"). A word is a noun or a verb when that reading weighs
/// at least as much as its adjective and adverb readings (WordNet's tagged
/// sense counts). Titles with a word the lexicon does not know are not judged.
enum TitleGrammar {
    enum Verdict: Sendable {
        /// Names a thing or an action.
        case fine
        /// Has a word the lexicon does not know (a brand name), or no word.
        case notJudged
        /// Neither: the words that are not nouns, and the head when there is one.
        case flagged(offending: [TitleWord], head: TitleWord?)
    }

    /// The verdict on `title` with the shared lexicon, remembered across
    /// the files of a run (titles repeat; see `TextMemo`).
    static func verdict(_ title: String) -> Verdict {
        verdicts.value(for: title) { verdict($0, lexicon: .shared) }
    }

    private static let verdicts = TextMemo<Verdict>()

    static func verdict(_ title: String, lexicon: EnglishLexicon) -> Verdict {
        let words = self.words(title, lexicon: lexicon)
        guard !words.isEmpty else { return .notJudged }
        if words.contains(where: { if case .unknown = $0.kind { return true } else { return false } }) { return .notJudged }
        if let first = words.first, first.isLeadingVerb { return .fine }
        let content = words.filter { word in
            guard let wordClass = word.functionClass else { return true }
            return wordClass == .pronoun
        }
        let head = content.last { !$0.isAdverb } ?? content.last
        if let head, head.functionClass == .pronoun || head.isNounOrVerb { return .fine }
        let offending = words.filter { word in
            word.functionClass != .conjunction && !word.isNounOrVerb
        }
        return .flagged(offending: offending, head: head)
    }

    /// The title's words, multiword lemmas joined: at each word, the longest
    /// run of up to three words that WordNet has as one lemma.
    static func words(_ title: String, lexicon: EnglishLexicon = .shared) -> [TitleWord] {
        let tokens = self.tokens(title)
        var words: [TitleWord] = []
        var index = 0
        while index < tokens.count {
            var length = 1
            var word: TitleWord?
            for span in [3, 2] where index + span <= tokens.count {
                let run = tokens[index..<index + span]
                guard run.allSatisfy({ $0.key.allSatisfy(\.isLetter) }) else { continue }
                let key = run.map(\.key).joined(separator: "_")
                // Multiword lemmas are matched as written, without inflection.
                let readings = lexicon.lemmaReadings(of: key)
                guard !readings.isEmpty else { continue }
                word = TitleWord(text: run.map(\.text).joined(separator: " "), key: key, kind: .lexical(readings))
                length = span
                break
            }
            let token = tokens[index]
            words.append(word ?? TitleWord(text: token.text, key: token.key, kind: kind(of: token.key, lexicon: lexicon)))
            index += length
        }
        return words
    }

    private static func kind(of key: String, lexicon: EnglishLexicon) -> TitleWord.Kind {
        if let wordClass = lexicon.functionWordClass(key) { return .function(wordClass) }
        guard !key.contains(where: \.isNumber) else { return .unknown }
        var readings = lexicon.readings(of: key)
        // A hyphenated compound WordNet does not list is read through its
        // last part, its head in English ("Re-Watch" through "watch").
        if readings.isEmpty, key.contains("-"), let last = key.split(separator: "-").last {
            readings = lexicon.readings(of: String(last))
        }
        // "Saved" is listed as an adjective, and is also the verb "save".
        if !readings.contains(where: { $0.category == .verb }), let verb = lexicon.inflectedVerbReading(key) {
            readings.append(verb)
        }
        return readings.isEmpty ? .unknown : .lexical(readings)
    }

    /// Runs of letters, digits, apostrophes and hyphens; anything else ("&",
    /// "+", "/", spaces) separates words and is not one.
    private static func tokens(_ title: String) -> [(text: String, key: String)] {
        var tokens: [(text: String, key: String)] = []
        var current = ""
        func flush() {
            let text = trimmingJoiners(current)
            current = ""
            guard text.contains(where: { $0.isLetter || $0.isNumber }) else { return }
            var key = String(text.lowercased().map { $0 == "’" ? "'" : $0 })
            // "Today's", "What's": the possessive or contracted "'s" is not part of the word.
            if key.hasSuffix("'s"), key.count > 2 { key.removeLast(2) }
            tokens.append((text, key))
        }
        for character in title {
            if character.isLetter || character.isNumber || isJoiner(character) {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        return tokens
    }

    /// `word` without the joiners at either end ("-Check-In-" → "Check-In").
    /// Found by index rather than through `reversed()` and `drop(while:)`:
    /// the nested collection types those make are instantiated at run time,
    /// each with a scan of every protocol conformance in the binary, which
    /// cost more than the rest of analysing a process's first title.
    private static func trimmingJoiners(_ word: String) -> String {
        guard let first = word.firstIndex(where: { !isJoiner($0) }), let last = word.lastIndex(where: { !isJoiner($0) }) else {
            return ""
        }
        return String(word[first..<word.index(after: last)])
    }

    /// Characters inside a word: apostrophes ("O'Clock") and hyphens ("Check-In").
    private static func isJoiner(_ character: Character) -> Bool {
        character == "'" || character == "’" || character == "-" || character == "‐"
    }
}

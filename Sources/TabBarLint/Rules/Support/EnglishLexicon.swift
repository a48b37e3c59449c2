/// The parts of speech WordNet knows.
enum LexicalCategory: Character, Sendable, CaseIterable {
    case noun = "n", verb = "v", adjective = "a", adverb = "r"

    var name: String {
        switch self {
        case .noun: "noun"
        case .verb: "verb"
        case .adjective: "adjective"
        case .adverb: "adverb"
        }
    }
}

/// The closed classes WordNet leaves out; the generator lists them.
enum FunctionWordClass: Character, Sendable {
    case pronoun = "o", determiner = "d", preposition = "p", conjunction = "c"

    var name: String {
        switch self {
        case .pronoun: "pronoun"
        case .determiner: "determiner"
        case .preposition: "preposition"
        case .conjunction: "conjunction"
        }
    }
}

/// How a word relates to the lemma it was found under.
enum WordForm: Sendable, Equatable {
    /// The word is the lemma itself.
    case base
    /// A noun's plural ("alarms", "children").
    case plural
    /// A verb's -s form ("downloads").
    case thirdPerson
    /// A verb's past tense or past participle ("saved", "went").
    case past
    /// A verb's -ing form ("trending").
    case ing
    /// An adjective's or adverb's comparative or superlative ("latest", "better").
    case graded
}

/// One way to read a word: as `lemma` in `category`, through `form`.
struct WordReading: Sendable, Equatable {
    let category: LexicalCategory
    let lemma: String
    let form: WordForm
    /// The lemma's tagged sense count in that category: how many of its senses
    /// turned up in WordNet's hand-tagged corpus, the weight that decides
    /// which part of speech dominates a word.
    let weight: Int
}

/// WordNet 3.0 (Generated/Lexicon.swift) with WordNet's own morphology
/// (`morphy`): a word is looked up as a lemma, else through the exception
/// lists, else through the suffix rules, each candidate checked against the
/// lexicon.
///
/// The data is not parsed at all: lookups are binary searches over the
/// sorted lines where they lie in the generated text (`InPlaceRecords`), so
/// the first English title costs a few lookups, not a load.
struct EnglishLexicon: Sendable {
    static let shared = EnglishLexicon()

    private let lemmas: InPlaceRecords
    private let exceptions: InPlaceRecords
    private let functionWords: InPlaceRecords

    init() {
        lemmas = InPlaceRecords(LexiconData.lemmas, separator: " ")
        exceptions = InPlaceRecords(LexiconData.exceptions, separator: " ")
        functionWords = InPlaceRecords(LexiconData.functionWords, separator: " ")
    }

    /// How many lemmas the data holds (a staleness check for tests).
    var lemmaCount: Int { lemmas.count }

    /// The closed class of a lower-case word, if it has one.
    func functionWordClass(_ word: String) -> FunctionWordClass? {
        functionWords.values(for: word).first?.first.flatMap(FunctionWordClass.init(rawValue:))
    }

    /// The tagged sense counts of a lemma (lower case, `_` between the words
    /// of a multiword lemma), by part of speech; empty when WordNet does not
    /// have it.
    func senses(of lemma: String) -> [LexicalCategory: Int] {
        guard let record = lemmas.values(for: lemma).first else { return [:] }
        var senses: [LexicalCategory: Int] = [:]
        var category: LexicalCategory?
        var count = 0
        for character in record {
            if let next = LexicalCategory(rawValue: character) {
                if let category { senses[category] = count }
                category = next
                count = 0
            } else if let digit = character.wholeNumberValue {
                count = count * 10 + digit
            }
        }
        if let category { senses[category] = count }
        return senses
    }

    /// Every reading of a lower-case word. A word WordNet lists as a lemma is
    /// read as that lemma only ("saved" is the adjective, "shopping" the noun):
    /// in a title, the listed word is what people meant. Other words go
    /// through morphology: the exception lists first ("children" → child,
    /// "went" → go), then the suffix rules, per part of speech. A verb's -s
    /// form is dropped when the word is also a plural noun (a title is not a
    /// sentence: "Alarms" are alarms), and read as a plural noun WordNet does
    /// not have when it is not ("Downloads").
    func readings(of word: String) -> [WordReading] {
        let asLemma = lemmaReadings(of: word)
        if !asLemma.isEmpty { return asLemma }
        let irregular = irregularBases(of: word)
        var readings: [WordReading] = []
        for category in LexicalCategory.allCases {
            let listed = irregular[category] ?? []
            let bases = listed.isEmpty ? Self.suffixCandidates(word, category) : listed
            for base in bases {
                guard let weight = senses(of: base)[category] else { continue }
                let reading = WordReading(category: category, lemma: base, form: Self.form(word, category), weight: weight)
                if !readings.contains(reading) { readings.append(reading) }
            }
        }
        let hasNoun = readings.contains { $0.category == .noun }
        return readings.compactMap { reading in
            guard reading.form == .thirdPerson else { return reading }
            return hasNoun ? nil : WordReading(category: .noun, lemma: reading.lemma, form: .plural, weight: 0)
        }
    }

    /// The verb a word is a past or -ing form of, whether or not WordNet
    /// also lists the word itself ("saved" → save, "following" → follow),
    /// for messages.
    func verbInflected(_ word: String) -> String? {
        guard [.past, .ing].contains(Self.form(word, .verb)) else { return nil }
        let listed = irregularBases(of: word)[.verb] ?? []
        let candidates = listed.isEmpty ? Self.suffixCandidates(word, .verb) : listed
        return candidates.first { $0 != word && senses(of: $0)[.verb] != nil }
    }

    /// `word` read as a past or -ing form of a verb, even when WordNet lists
    /// the word itself only as an adjective ("saved", "shared"): a title
    /// that names a section with a verb form is the HIG's "noun or verb".
    func inflectedVerbReading(_ word: String) -> WordReading? {
        guard let base = verbInflected(word), let weight = senses(of: base)[.verb] else { return nil }
        return WordReading(category: .verb, lemma: base, form: Self.form(word, .verb), weight: weight)
    }

    /// The exception lists' bases for `word`, by part of speech (`better`:
    /// good as an adjective, well as an adverb).
    private func irregularBases(of word: String) -> [LexicalCategory: [String]] {
        var bases: [LexicalCategory: [String]] = [:]
        for record in exceptions.values(for: word) {
            let fields = record.split(separator: " ")
            guard fields.count == 2, let code = fields[0].first, let category = LexicalCategory(rawValue: code) else { continue }
            bases[category, default: []] += fields[1].split(separator: ",").map(String.init)
        }
        return bases
    }

    /// The readings of `lemma` as WordNet lists it, without morphology.
    func lemmaReadings(of lemma: String) -> [WordReading] {
        let senses = senses(of: lemma)
        return LexicalCategory.allCases.compactMap { category in
            senses[category].map { WordReading(category: category, lemma: lemma, form: .base, weight: $0) }
        }
    }

    /// WordNet's detachment rules (morphy): each suffix and what replaces it.
    private static let suffixRules: [LexicalCategory: [(suffix: String, ending: String)]] = [
        .noun: [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y")],
        .verb: [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
        .adjective: [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    ]

    private static func suffixCandidates(_ word: String, _ category: LexicalCategory) -> [String] {
        (suffixRules[category] ?? []).compactMap { rule in
            guard word.count > rule.suffix.count, word.hasSuffix(rule.suffix) else { return nil }
            return String(word.dropLast(rule.suffix.count)) + rule.ending
        }
    }

    /// Which inflection a word is in `category`, judged by its ending (the
    /// exception lists hold irregular past forms, -ing forms with doubled
    /// consonants and plurals alike).
    private static func form(_ word: String, _ category: LexicalCategory) -> WordForm {
        switch category {
        case .noun: return .plural
        case .adjective, .adverb: return .graded
        case .verb:
            if word.hasSuffix("ing") { return .ing }
            if word.hasSuffix("s") { return .thirdPerson }
            return .past
        }
    }
}

import TabBarSpec

/// An English title that names neither a thing nor an action: only
/// adjectives, adverbs or function words ("New", "Popular", "Now").
public struct TitlePartOfSpeechRule: Rule {
    static let allowedTitles = RuleOption<[String]>(
        "allowed-titles",
        default: [],
        "Titles never flagged, matched against the whole title in any case (a house term the lexicon reads as an adjective)."
    )

    public static let metadata = RuleMetadata(
        id: "title-part-of-speech",
        summary: "An English title is only adjectives, adverbs or function words (\"New\", \"Popular\", \"Now\"): "
            + "it neither ends in a noun nor starts with a verb.",
        category: .titles,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Best practices (titles)", revision: "2022–23 text; June 21, 2023 revision (examples)",
            url: HIGSource.tabBarsURL,
            guidance: "The 2022–23 HIG asked for concrete nouns or verbs as tab titles. The June 2023 revision asked for a "
                + "succinct term, a single word or a very short phrase, and gave Music, Shared, Library and For You as examples; "
                + "Apple's own apps add verb phrases such as Listen Now and Watch Now."
        ),
        rationale: "A tab is a place, and its title is the promise of what people will find there (Library, Podcasts) or "
            + "do there (Browse, Listen Now). A title that is only an adjective or an adverb (New, Popular, Nearby, Now) "
            + "describes something it never names, so people have to open the tab to learn what is new. English titles "
            + "are judged (a single-string title when `locales` is unset or includes English, and the `en` entries of a "
            + "title map) with WordNet 3.0: the title passes when its last word that is not a function word is a noun "
            + "or a verb in any form (adverbs after it are skipped: Reading Now), when that word is a pronoun (For You, "
            + "Me), or when its first word is a verb. Verb forms name sections as the HIG's own \"Shared\" does (Saved, "
            + "Trending, Following, Downloaded). A word is a noun or a verb when its heaviest noun or verb reading weighs "
            + "at least as much as its adjective and adverb readings in WordNet's tagged sense counts (\"now\" is a noun "
            + "only rarely, so Now is flagged); inflected words are traced to their lemma (Alarms, Children, Saved). "
            + "A title with a word WordNet does not know, such as a brand name (Spotify, TikTok), is not judged.",
        options: [allowedTitles.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Discover", systemImage: "sparkles") { DiscoverView() }
                            Tab("Popular", systemImage: "chart.line.uptrend.xyaxis") { TrendingView() }  // ←
                            Tab("Saved", systemImage: "bookmark") { SavedView() }
                        }
                    }
                }
                """, note: "SwiftUI: an adjective alone."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: new, title: New, icon: square.grid.2x2 }   # ←
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "\"New\" is only an adjective in WordNet (5 tagged senses, and 1 as an adverb): "
                    + "name what is new, as \"New Releases\" does."),
            RuleExample("""
                version: 1
                app: Video (iPhone OS 2)
                platforms: [iOS]
                tabs:
                  - { id: featured, title: Featured, icon: star }
                  - { id: popular, title: Most Popular, icon: chart.bar }   # ←
                  - { id: search, title: Search, icon: magnifyingglass }
                  - { id: favorites, title: Favorites, icon: bookmark }
                """, note: "\"Popular\" is an adjective (4 tagged senses, no noun or verb). \"Featured\" is a form of the "
                    + "verb \"feature\" and \"Favorites\" the plural of a noun: both name something."),
            RuleExample("""
                version: 1
                app: Local guide
                platforms: [iOS, iPadOS]
                locales: [en, fr]
                tabs:
                  - id: nearby
                    title: { en: Nearby, fr: À proximité }   # ←
                    icon: location
                  - id: search
                    title: { en: Search, fr: Recherche }
                    icon: magnifyingglass
                  - id: me
                    title: { en: Me, fr: Moi }
                    icon: person
                """, note: "\"Nearby\" is as often an adjective as an adverb (1 tagged sense each) and never a noun. "
                    + "Only the English entry is judged; \"Me\" is a pronoun, which names someone."),
            RuleExample("""
                version: 1
                app: Streaming
                platforms: [iOS, tvOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: games, title: Games, icon: gamecontroller }
                  - { id: hot, title: New & Hot, icon: flame }   # ←
                  - { id: mine, title: My Netflix, icon: person.crop.circle }
                """, note: "Two adjectives joined by \"&\". \"My Netflix\" is not judged: WordNet does not know the brand."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Discover", systemImage: "sparkles") { DiscoverView() }
                            Tab("Top Charts", systemImage: "chart.line.uptrend.xyaxis") { ChartsView() }
                            Tab("Saved", systemImage: "bookmark") { SavedView() }
                        }
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: listen, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "\"Listen Now\" and \"Browse\" start with a verb; the others are nouns."),
            RuleExample("""
                version: 1
                app: Pinboard
                platforms: [iOS]
                tabs:
                  - { id: trending, title: Trending, icon: chart.line.uptrend.xyaxis }
                  - { id: following, title: Following, icon: person.2 }
                  - { id: saved, title: Saved, icon: bookmark }
                  - { id: shared, title: Shared, icon: person.crop.rectangle.stack }
                """, note: "Verb forms name a section as nouns do; WordNet knows each as a form of a verb (trend, follow, save, share)."),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: foryou, title: For You, icon: heart.text.square }
                  - { id: albums, title: Albums, icon: rectangle.stack }
                """, note: "\"For You\" ends in a pronoun, which stands for a noun, as the HIG's own example."),
            RuleExample("""
                version: 1
                app: Clock
                platforms: [iOS]
                tabs:
                  - { id: world, title: World Clock, icon: globe }
                  - { id: alarms, title: Alarms, icon: alarm }
                  - { id: stopwatch, title: Stopwatch, icon: stopwatch }
                  - { id: timers, title: Timers, icon: timer }
                """, note: "Plurals are traced to their noun: Alarms to alarm, Timers to timer."),
            RuleExample("""
                version: 1
                app: Books
                platforms: [iOS]
                tabs:
                  - { id: reading, title: Reading Now, icon: book }
                  - { id: library, title: Library, icon: books.vertical }
                  - { id: store, title: Book Store, icon: bag }
                  - { id: audio, title: Audiobooks, icon: headphones }
                """, note: "An adverb after a noun is skipped (\"Reading\" is the head); \"Audiobooks\" is not in "
                    + "WordNet, so its title is not judged."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let allowed = Set(context[Self.allowedTitles].map(TitleWords.comparable))
        // A single-string title is shown in every locale: judge it when the app
        // is in English, or says nothing of its languages.
        let singleIsEnglish = context.spec.locales.isEmpty || context.spec.locales.contains { TitleWords.isEnglish($0.value) }
        return context.titleFindings { title in
            guard title.locale.map(TitleWords.isEnglish) ?? singleIsEnglish else { return nil }
            let written = title.text.value
            // The default allow-list is empty: the title is then not folded
            // to be looked up in it, once per title and spec.
            guard allowed.isEmpty || !allowed.contains(TitleWords.comparable(written)),
                case .flagged(let offending, let head) = TitleGrammar.verdict(written)
            else { return nil }
            return Finding(
                at: title.text,
                "\(title.subject) does not end in a noun or start with a verb: \(Self.describe(offending)); "
                    + Self.suggestion(for: written, head: head, words: offending),
                tab: title.tab
            )
        }
    }

    /// `"Up" is a preposition and "Next" an adjective`; `"New" and "Hot" are adjectives`.
    static func describe(_ words: [TitleWord]) -> String {
        let descriptions = words.map { description(of: $0) }
        if words.count > 1, let shared = descriptions.first, descriptions.allSatisfy({ $0 == shared }),
            let plural = plural(of: shared)
        {
            return Phrases.list(words.map { "\"\($0.text)\"" }) + " are \(plural)"
        }
        return Phrases.list(zip(words, descriptions).enumerated().map { index, pair in
            "\"\(pair.0.text)\" \(index == 0 ? "is " : "")\(pair.1)"
        })
    }

    /// "an adjective" → "adjectives"; nil for a longer description.
    private static func plural(of description: String) -> String? {
        let parts = description.split(separator: " ")
        guard parts.count == 2, ["a", "an"].contains(parts[0]) else { return nil }
        return parts[1] + "s"
    }

    /// "an adjective", "an adverb or an adjective", "a past participle of the verb "rate"".
    static func description(of word: TitleWord, lexicon: EnglishLexicon = .shared) -> String {
        switch word.kind {
        case .function(let wordClass):
            return "a \(wordClass.name)"
        case .unknown:
            return "a word the lexicon does not know"
        case .lexical(let readings):
            let names = word.dominantRoles.map { role -> String in
                switch role {
                case .noun: return "a noun"
                case .verb: return "a verb"
                case .adverb: return "an adverb"
                case .adjective:
                    let verb = word.roles[.participle] == nil ? lexicon.verbInflected(word.key) : nil
                    return "an adjective" + (verb.map { " (from the verb \"\($0)\")" } ?? "")
                case .participle:
                    let participle = readings.filter { TitleWordRole($0) == .participle }.max { $0.weight < $1.weight }
                    guard let participle else { return "a participle" }
                    let form = participle.form == .ing ? "an -ing form" : "a past participle"
                    return "\(form) of the verb \"\(String(participle.lemma.map { $0 == "_" ? " " : $0 }))\""
                }
            }
            return names.joined(separator: " or ")
        }
    }

    /// Name what the adjective describes ("what is new"), or in general what
    /// the tab shows; or lead with a verb.
    static func suggestion(for title: String, head: TitleWord?, words: [TitleWord]) -> String {
        let describes = head.map { !$0.dominantRoles.filter { [.adjective, .participle].contains($0) }.isEmpty } ?? false
        let isQuestion = words.contains { ["what", "which", "whatever"].contains($0.key) }
        let what = describes && !isQuestion ? "what is \(TitleWords.comparable(title))" : "what the tab shows"
        return "name \(what) with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does"
    }
}

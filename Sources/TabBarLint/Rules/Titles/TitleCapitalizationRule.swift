import TabBarSpec

/// An English title not written in title style.
public struct TitleCapitalizationRule: Rule {
    static let exceptions = RuleOption<[String]>(
        "exceptions",
        default: [
            "iPhone", "iPad", "iCloud", "iMessage", "iTunes", "macOS", "iOS", "iPadOS", "tvOS", "watchOS", "visionOS",
            "AirDrop", "AirPlay", "CarPlay", "FaceTime", "eBay", "PayPal", "YouTube", "LinkedIn", "WhatsApp",
        ],
        "Words kept exactly as written here, matched in any case (brand names: a title \"Iphone\" becomes \"iPhone\")."
    )

    public static let metadata = RuleMetadata(
        id: "title-capitalization",
        summary: "An English title is not in title-style capitalization (\"world clock\", \"SETTINGS\").",
        category: .titles,
        defaultSeverity: .info,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Include tab labels to help with navigation", revision: "June 8, 2026 (current); June 21, 2023 revision",
            url: HIGSource.tabBarsURL,
            guidance: "The HIG's tab labels are title-style words and short phrases (Music, Shared, Library, For You in the 2023 text). "
                + "The tab-bar page states no capitalization rule of its own; this check applies the title style Apple uses for "
                + "interface titles: major words capitalized, short articles, conjunctions and prepositions lower-case inside a title."
        ),
        rationale: "A bar whose labels are capitalized differently from each other and from the rest of the system "
            + "looks unfinished, and all-caps labels are harder to read at tab-bar size. The rule judges English "
            + "titles only (a single-string title, or an `en` entry): other languages have their own conventions. "
            + "Words with digits or inner capitals (2FA, iCloud, macOS), acronyms of up to four capitals (TV, NFL) "
            + "and the words in `exceptions` are left as written.",
        options: [exceptions.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Watch now", systemImage: "play.tv") { WatchNowView() }  // ←
                            Tab("Library", systemImage: "rectangle.stack") { LibraryView() }
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                """, note: "SwiftUI: sentence case."),
            RuleExample("""
                version: 1
                app: Clock
                platforms: [iOS]
                tabs:
                  - { id: world, title: world clock, icon: globe }   # ←
                  - { id: alarms, title: Alarms, icon: alarm }
                  - { id: timers, title: TIMERS, icon: timer }   # ←
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, iPadOS]
                tabs:
                  - id: home
                    title: { en: Made For You, de: Für dich }   # ←
                    icon: heart.text.square
                  - { id: library, title: Library, icon: square.stack }
                """, note: "A short preposition inside a title stays lower-case; German follows its own rules and is left alone."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Watch Now", systemImage: "play.tv") { WatchNowView() }
                            Tab("Library", systemImage: "rectangle.stack") { LibraryView() }
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                """, note: "SwiftUI: the untitled search tab shows the system's title, \"Search\"."),
            RuleExample("""
                version: 1
                app: TV
                platforms: [iOS]
                tabs:
                  - { id: home, title: Watch Now, icon: play.tv }
                  - { id: plus, title: Apple TV+, icon: tv }
                  - { id: sports, title: NFL Live, icon: sportscourt }
                  - { id: icloud, title: iCloud Photos, icon: icloud }
                """, note: "Acronyms, brand spellings and a trailing \"+\" stay as written."),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS]
                tabs:
                  - { id: next, title: Up Next, icon: play.circle }
                  - { id: foryou, title: For You, icon: heart.text.square }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "\"Up\" and \"For\" open their titles, so they take a capital like any first word."),
        ],
        fixes: [FixNote(.safe, "The title is rewritten in title style, in the quoting it was written in (a Swift string literal keeps its escapes).")],
    )

    public init() {}

    private static let defaultCorrections = TextMemo<String>()

    public func check(_ context: RuleContext) -> [Finding] {
        let titleCase = TitleCase(exceptions: context[Self.exceptions])
        // With the default exceptions the correction depends on the title
        // alone, so it is remembered across files; configured exceptions are
        // rare and computed afresh.
        let memo = context.isDefault(Self.exceptions) ? Self.defaultCorrections : nil
        return context.titleFindings { title in
            guard title.locale.map(TitleWords.isEnglish) ?? true else { return nil }
            let written = title.text.value
            let corrected = memo?.value(for: written, titleCase.corrected) ?? titleCase.corrected(written)
            guard corrected != written else { return nil }
            return Finding(
                at: title.text,
                "\(title.subject) is not in title-style capitalization; \(Spelling.writeTitle(context.spec.origin, corrected.trimmingWhitespace)), "
                    + "with each major word capitalized and short words such as \"of\" and \"for\" lower-case inside the title",
                tab: title.tab,
                fix: FixIt(range: title.text.range, change: .setText(corrected))
            )
        }
    }
}

import TabBarSpec

/// A title of more than a couple of words.
public struct TitleLengthRule: Rule {
    static let maxWords = RuleOption<Int>("max-words", default: 2, "Most words a title may have, in any locale.")

    public static let metadata = RuleMetadata(
        id: "title-length",
        summary: "A tab's title, in any locale, has more than two words.",
        category: .titles,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Include tab labels to help with navigation", revision: "June 8, 2026 (current); June 21, 2023 revision",
            url: HIGSource.tabBarsURL,
            guidance: "Keep tab labels to single words whenever possible. The 2023 text asked for a single word or a very short "
                + "phrase (Music, Library, For You); visionOS asks for labels short enough to read at a glance."
        ),
        rationale: "A tab gets a fifth of an iPhone's width and its label a small font: a title of three or more "
            + "words truncates or shrinks, and takes longer to scan than the one-word labels around it. "
            + "Translations run longer than English, so every locale is checked. Words are counted at spaces "
            + "(a lone symbol such as \"&\" is not a word); a "
            + "title in a script written without spaces (Chinese, Japanese, Thai) counts as one word, and a "
            + "Vietnamese title, whose spaces separate syllables rather than words, is not counted.",
        options: [maxWords.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Accounts", systemImage: "banknote") { AccountsView() }
                            Tab("Pay and Transfer Money", systemImage: "arrow.left.arrow.right") { TransferView() }  // ←
                            Tab("Cards", systemImage: "creditcard") { CardsView() }
                        }
                    }
                }
                """, note: "SwiftUI: a four-word title."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: recent, title: Recently Played Songs, icon: clock }   # ←
                  - { id: library, title: Library, icon: square.stack }
                """),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS, iPadOS]
                locales: [en, fr]
                tabs:
                  - id: accounts
                    title: { en: Accounts, fr: Comptes }
                    icon: banknote
                  - id: transfers
                    title: { en: Transfers, fr: Virements et paiements }   # ←
                    icon: arrow.left.arrow.right
                """, note: "Only the French title is too long: the message names the locale."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Accounts", systemImage: "banknote") { AccountsView() }
                            Tab("Payments", systemImage: "arrow.left.arrow.right") { TransferView() }
                            Tab("Cards", systemImage: "creditcard") { CardsView() }
                        }
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: foryou, title: For You, icon: heart.text.square }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "Two words are fine."),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [iOS]
                locales: [en, ja]
                tabs:
                  - id: library
                    title: { en: Library, ja: ライブラリ }
                    icon: photo.on.rectangle
                  - id: shared
                    title: { en: Photos & Videos, ja: 写真とビデオ }
                    icon: photo.stack
                """, note: "\"&\" is not a word; Japanese is written without spaces, so its length is not judged by words."),
            RuleExample("""
                version: 1
                app: Messenger
                platforms: [iOS]
                locales: [en, vi]
                tabs:
                  - id: chats
                    title: { en: Chats, vi: Cuộc trò chuyện }
                    icon: bubble.left.and.bubble.right
                  - id: calls
                    title: { en: Calls, vi: Cuộc gọi }
                    icon: phone
                """, note: "Vietnamese puts a space between syllables, not words (\"trò chuyện\" is one word), so spaces do not count its words."),
            RuleExample("""
                version: 1
                app: Social
                platforms: [iOS]
                tab-bar: { titles: hidden }
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: search, title: Search and Explore the Fediverse, icon: magnifyingglass }
                """, note: "Titles nobody sees are not judged by length (`title-missing` reports the hidden titles)."),
            RuleExample("""
                version: 1
                app: Files
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: recents, title: Recents, icon: clock }
                  - { id: browse, title: Browse, icon: folder }
                  - { id: shared, title: Shared With Me, icon: person.2, placement: sidebar-only, section: Locations }
                """, note: "A sidebar-only tab is a row of the sidebar, which has room for a longer name."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let maximum = context[Self.maxWords]
        guard context.spec.tabBar.showsTitles else { return [] }
        // A sidebar row has the width a longer name needs; the bar does not.
        return context.titleFindings(inBarOnly: true) { title in
            // Vietnamese spaces separate syllables, not words.
            if let locale = title.locale, TitleWords.covers("vi", TitleWords.canonicalLocale(locale)) { return nil }
            let count = TitleWords.wordCount(title.text.value)
            guard count > maximum else { return nil }
            return Finding(
                at: title.text,
                "\(title.subject) has \(count) words; a tab label reads best as "
                    + "a single word and should have no more than \(Phrases.count(maximum, "word")), so shorten it to what the tab holds",
                tab: title.tab
            )
        }
    }
}

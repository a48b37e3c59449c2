import TabBarSpec

/// Two tabs that read the same, in some language.
public struct DuplicateTitleRule: Rule {
    public static let metadata = RuleMetadata(
        id: "duplicate-title",
        summary: "Two tabs share a title (ignoring case and surrounding spaces), in any locale.",
        category: .structure,
        defaultSeverity: .error,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Include tab labels to help with navigation", revision: "June 8, 2026 (current)",
            url: HIGSource.tabBarsURL,
            guidance: "A tab's label should make clear what kind of content or function the tab holds, so people can tell where each tab leads before they choose it."
        ),
        rationale: "The title is how people, and VoiceOver, tell tabs apart. Two tabs with the same title "
            + "leave people guessing which one holds what, and Voice Control cannot pick one by name. Titles "
            + "are compared per language: a single-string title is shown in every language, so it clashes with "
            + "any tab that shows the same text in one of them, and a clash that exists only in one translation "
            + "is just as confusing to the people who read that language.",
        triggeringExamples: [
            .swift("""
                import UIKit

                final class ShopTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let browse = BrowseViewController()
                        browse.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
                        let deals = DealsViewController()
                        deals.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "tag"), tag: 1)  // ←
                        let account = AccountViewController()
                        account.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 2)
                        viewControllers = [browse, deals, account]
                    }
                }
                """, note: "UIKit: two items titled alike."),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [iOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: albums, title: Albums, icon: rectangle.stack }
                  - { id: shared, title: library, icon: person.2 }   # ←
                """, note: "Titles are compared without regard to case."),
            RuleExample("""
                version: 1
                app: App Store
                platforms: [iOS, iPadOS]
                locales: [en, es]
                tabs:
                  - id: today
                    title: { en: Today, es: Hoy }
                    icon: text.rectangle.page
                  - id: games
                    title: { en: Games, es: Juegos }
                    icon: gamecontroller
                  - id: arcade
                    title: { en: Arcade, es: Juegos }   # ←
                    icon: arcade.stick
                """, note: "A clash in one translation only: the message names the locale."),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS]
                locales: [en, de]
                tabs:
                  - id: accounts
                    title: Konto
                    icon: banknote
                  - id: cards
                    title: { en: Cards, de: Karten }
                    icon: creditcard
                  - id: profile
                    title: { en: Account, de: Konto }   # ←
                    icon: person.crop.circle
                """, note: "A single-string title is shown in every language, so it clashes with the `de` entry."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class ShopTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let browse = BrowseViewController()
                        browse.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
                        let deals = DealsViewController()
                        deals.tabBarItem = UITabBarItem(title: "Deals", image: UIImage(systemName: "tag"), tag: 1)
                        let account = AccountViewController()
                        account.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 2)
                        viewControllers = [browse, deals, account]
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS]
                locales: [en, de]
                tabs:
                  - id: inbox
                    title: { en: Inbox, de: Posteingang }
                    icon: tray
                  - id: sent
                    title: { en: Sent, de: Gesendet }
                    icon: paperplane
                  - id: archive
                    title: { en: Archive, de: Inbox }
                    icon: archivebox
                """, note: "The same word in different languages is not a clash: nobody sees both."),
        ]
    )

    public init() {}

    /// One clash: a later title that repeats an earlier tab's title.
    private struct Clash {
        let later: TitleText
        let first: TitleText
        var locales: [String]
    }

    public func check(_ context: RuleContext) -> [Finding] {
        let titledTabs = context.titledTabs
        let written = WrittenTitles(titledTabs)
        var clashes: [Clash] = []
        for locale in Self.localesToCompare(context.spec, titledTabs) {
            let wanted = locale.map(TitleWords.canonicalLocale)
            // The first entry shown in this locale, by the number of its comparable text.
            var firstByKey = [Int?](repeating: nil, count: written.keyCount)
            for entries in written.entriesByTab {
                let shown = wanted.map { TitleWords.entry(shownIn: $0, among: written.locales[entries]) } ?? entries.first
                // An empty title (no key) is title-missing's concern.
                guard let shown, let key = written.keys[shown] else { continue }
                guard let first = firstByKey[key] else {
                    firstByKey[key] = shown
                    continue
                }
                guard let title = written.title(shown, in: titledTabs), let firstTitle = written.title(first, in: titledTabs) else { continue }
                // The same two scalars clash in every locale they share; report them once.
                if let index = clashes.firstIndex(where: { $0.later.text.range == title.text.range && $0.first.tab.index == firstTitle.tab.index }) {
                    if let locale { clashes[index].locales.append(locale) }
                } else {
                    clashes.append(Clash(later: title, first: firstTitle, locales: locale.map { [$0] } ?? []))
                }
            }
        }
        return clashes.map(finding)
    }

    /// Every entry of every tab's title, with what the comparison needs of
    /// it worked out once per spec: its locale in canonical spelling and a
    /// number for its comparable text, equal numbers for equal texts. Done
    /// per locale, as before, each title was folded, hashed and its tab's
    /// locales respelt once for every locale of the spec.
    private struct WrittenTitles {
        /// Where each entry is written: its tab's place in the titled tabs
        /// and its place among the tab's title entries. The entries' texts
        /// are made into `TitleText`s only for a clash (`title(_:in:)`):
        /// making one of every entry copied each located text and locale.
        var places: [Place] = []
        /// Each entry's canonical locale; nil for a single-string title.
        var locales: [String?] = []
        /// Each entry's comparable text, numbered; nil when it is empty.
        var keys: [Int?] = []
        /// Which entries belong to each tab, in the tabs' order.
        var entriesByTab: [Range<Int>] = []
        var keyCount = 0

        init(_ titledTabs: [TitledTab]) {
            let entryCount = titledTabs.reduce(0) { $0 + ($1.tab.title?.entries.count ?? 0) }
            var numbers: [String: Int] = [:]
            numbers.reserveCapacity(entryCount)
            places.reserveCapacity(entryCount)
            locales.reserveCapacity(entryCount)
            keys.reserveCapacity(entryCount)
            entriesByTab.reserveCapacity(titledTabs.count)
            for tabPlace in titledTabs.indices {
                let first = places.count
                let entries = titledTabs[tabPlace].tab.title?.entries ?? []
                for entryPlace in entries.indices {
                    places.append(Place(tab: tabPlace, entry: entryPlace))
                    locales.append((entries[entryPlace].locale?.value).map(TitleWords.canonicalLocale))
                    let comparable = TitleWords.comparable(entries[entryPlace].text.value)
                    if comparable.isEmpty {
                        keys.append(nil)
                    } else {
                        // One hash per entry: the subscript's default is
                        // stored when the text is new. Hashing a non-ASCII
                        // title normalises it, which made a lookup followed by
                        // an insertion the largest part of this rule.
                        let next = numbers.count
                        keys.append(Self.read(&numbers[comparable, default: next]))
                    }
                }
                entriesByTab.append(first..<places.count)
            }
            keyCount = numbers.count
        }

        struct Place {
            let tab: Int
            let entry: Int
        }

        /// The entry at `index` as a `TitleText`; nil only if `titledTabs`
        /// are not the ones the entries were read from.
        func title(_ index: Int, in titledTabs: [TitledTab]) -> TitleText? {
            let place = places[index]
            guard titledTabs.indices.contains(place.tab) else { return nil }
            let tab = titledTabs[place.tab].tab
            guard let entries = tab.title?.entries, entries.indices.contains(place.entry) else { return nil }
            return TitleText(tab: tab, locale: entries[place.entry].locale?.value, text: entries[place.entry].text)
        }

        private static func read(_ slot: inout Int) -> Int { slot }
    }

    /// The locales titles are shown in: those the spec lists and those the
    /// titles name. `[nil]` when there are none, so single-string titles
    /// are still compared once.
    private static func localesToCompare(_ spec: TabBarSpec, _ titledTabs: [TitledTab]) -> [String?] {
        var seen: Set<String> = []
        var locales: [String?] = []
        // Walked in place: joining the spec's locales and the titles' into
        // one array first cost more than the comparison that follows.
        func add(_ locale: String) {
            if seen.insert(TitleWords.canonicalLocale(locale)).inserted { locales.append(locale) }
        }
        for locale in spec.locales { add(locale.value) }
        for (_, texts) in titledTabs {
            for text in texts { if let locale = text.locale { add(locale) } }
        }
        return locales.isEmpty ? [nil] : locales
    }

    private func finding(_ clash: Clash) -> Finding {
        let later = clash.later, first = clash.first
        let text = later.text.value.trimmingWhitespace
        // Two single strings clash everywhere; otherwise the clash is only
        // in the languages where a translation repeats the other title.
        let isEverywhere = later.locale == nil && first.locale == nil
        let message: String
        if isEverywhere || clash.locales.isEmpty {
            message = "\(later.tab.displayName) and \(first.tab.displayName) are both titled \"\(text)\"; "
                + "people cannot tell the two tabs apart, so give each a title that names its own content"
        } else {
            let languages = Phrases.list(clash.locales)
            let those = clash.locales.count == 1 ? "that language" : "those languages"
            message = "\(later.tab.displayName) and \(first.tab.displayName) are both \"\(text)\" in \(languages); "
                + "people using \(those) cannot tell the two tabs apart, so give each its own title in \(those)"
        }
        return Finding(
            at: later.text, message, tab: later.tab,
            related: [RelatedLocation(range: first.text.range, message: "\"\(first.text.value.trimmingWhitespace)\" first used here")]
        )
    }
}

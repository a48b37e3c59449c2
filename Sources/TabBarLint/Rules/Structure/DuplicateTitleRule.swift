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
        let spec = context.spec
        let titledTabs = context.titledTabs
        let locales = Self.localesToCompare(spec, titledTabs)
        var clashes: [Clash] = []
        for locale in locales {
            var firstByText: [String: TitleText] = [:]
            firstByText.reserveCapacity(titledTabs.count)
            for (tab, texts) in titledTabs {
                guard let title = locale.map({ TitleWords.text(of: tab, in: $0) }) ?? texts.first else { continue }
                let key = TitleWords.comparable(title.text.value)
                guard !key.isEmpty else { continue }  // an empty title is title-missing's concern
                guard let first = firstByText[key] else {
                    firstByText[key] = title
                    continue
                }
                // The same two scalars clash in every locale they share; report them once.
                if let index = clashes.firstIndex(where: { $0.later.text.range == title.text.range && $0.first.tab.index == first.tab.index }) {
                    if let locale { clashes[index].locales.append(locale) }
                } else {
                    clashes.append(Clash(later: title, first: first, locales: locale.map { [$0] } ?? []))
                }
            }
        }
        return clashes.map(finding)
    }

    /// The locales titles are shown in: those the spec lists and those the
    /// titles name. `[nil]` when there are none, so single-string titles
    /// are still compared once.
    private static func localesToCompare(_ spec: TabBarSpec, _ titledTabs: [TitledTab]) -> [String?] {
        var seen: Set<String> = []
        var locales: [String] = []
        let named = spec.locales.map(\.value) + titledTabs.flatMap { $0.texts.compactMap(\.locale) }
        for locale in named where seen.insert(TitleWords.canonicalLocale(locale)).inserted {
            locales.append(locale)
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

import TabBarSpec

/// A tab without a title, or without one in a language the app ships in.
public struct TitleMissingRule: Rule {
    public static let metadata = RuleMetadata(
        id: "title-missing",
        summary: "A tab has no title, an empty one, or no title for a locale the spec lists in `locales`; or the bar hides its titles.",
        category: .titles,
        defaultSeverity: .error,
        platforms: [.iOS, .iPadOS, .visionOS, .macOS],
        source: HIGSource(
            page: "Tab bars", section: "Include tab labels to help with navigation; visionOS", revision: "June 8, 2026 (current; labels required since the December 2025 revision)",
            url: HIGSource.tabBarsURL,
            guidance: "Give every tab a label that says what kind of content or function it holds. In visionOS, supply both a "
                + "symbol and a text label for each tab. (tvOS is the exception for a few universal icons; see `tvos-icon-only`.)"
        ),
        rationale: "An icon alone is rarely understood the same way by everyone; the label is what makes a tab "
            + "recognizable, what VoiceOver reads and what people say to Voice Control. The iPad tab bar and "
            + "sidebar show titles in place of icons, and the visionOS bar shows them when it expands. A "
            + "localized title that skips a language the app ships in falls back to another language for those "
            + "people. A `role: search` tab in a system bar may leave its title out: the system supplies a "
            + "localized \"Search\".",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            NowPlayingView()
                                .tabItem { Label("Now Playing", systemImage: "play.circle") }
                            QueueView()
                                .tabItem { Image(systemName: "list.bullet") }  // ←
                            LibraryView()
                                .tabItem { Label("Library", systemImage: "square.stack") }
                        }
                    }
                }
                """, note: "SwiftUI: a tab item with only an image."),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: house }
                  - { id: reels, icon: play.rectangle }   # ←
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """, note: "An icon-only tab."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, visionOS]
                tabs:
                  - id: home
                    title: "  "                       # ←
                    icon: play.circle
                  - id: library
                    title: { en: Library, de: "" }    # ←
                    icon: square.stack
                """, note: "Blank titles, including one translation."),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS]
                locales: [en, de, fr]
                tabs:
                  - id: up-next
                    title: { en: Up Next, de: Als Nächstes, fr: À suivre }
                    icon: play.circle
                  - id: library
                    title: { en: Library, de: Mediathek }   # ←
                    icon: square.stack
                """, note: "The spec ships in French, but the Library title has no `fr` entry."),
            RuleExample("""
                version: 1
                app: Social
                platforms: [iOS]
                tab-bar:
                  titles: hidden                      # ←
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: search, title: Search, icon: magnifyingglass }
                """, note: "Titles drawn in a clear color: they are there for VoiceOver, but people see icons only."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class PlayerTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let nowPlaying = NowPlayingViewController()
                        nowPlaying.tabBarItem = UITabBarItem(title: "Now Playing", image: UIImage(systemName: "play.circle"), tag: 0)
                        let library = LibraryViewController()
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.stack"), tag: 1)
                        let search = SearchViewController()
                        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
                        viewControllers = [nowPlaying, library, search]
                    }
                }
                """, note: "UIKit: the system search item brings its own title."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                locales: [en, pt-BR]
                tabs:
                  - { id: home, title: { en: Listen Now, pt: Ouvir Agora }, icon: play.circle }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, icon: magnifyingglass, role: search }
                """, note: "`pt` serves `pt-BR`; a single-string title serves every locale; the system titles a search tab."),
            RuleExample("""
                version: 1
                app: TV
                platforms: [tvOS]
                tabs:
                  - { id: watch-now, title: Watch Now, icon: play.tv }
                  - { id: search, icon: magnifyingglass }
                  - { id: settings, icon: gear }
                """, note: "tvOS allows icon-only tabs for universal symbols; `tvos-icon-only` covers it."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let spec = context.spec
        var found = context.titledTabs.flatMap { findings(for: $0.tab, titled: $0.texts, spec) }
        if let titles = spec.tabBar.titles, titles.value == .hidden {
            found.append(Finding(
                at: titles,
                "the bar hides every tab's title, so people see icons only; tab labels are what makes a tab "
                    + "recognizable, so \(Spelling.showTitles(spec.origin))"
            ))
        }
        return found
    }

    private func findings(for tab: Tab, titled texts: [TitleText], _ spec: TabBarSpec) -> [Finding] {
        guard let title = tab.title else {
            // A title written wrongly is already a schema problem.
            if tab.isUnreadable("title") { return [] }
            // SwiftUI's and UIKit's search tab carry the system's own localized title.
            if tab.role?.value == .search && spec.tabBar.effectiveImplementation == .system { return [] }
            // With an accessibility label VoiceOver has words; people still see none.
            let reason = tab.accessibilityLabel == nil
                ? "an icon alone is hard to recognize and VoiceOver has nothing to read"
                : "an icon alone is hard to recognize, and the accessibility label is only heard, never seen"
            return [Finding(
                at: tab,
                "\(tab.displayName) has no title; add a short one that names what the tab holds, since \(reason)",
                tab: tab
            )]
        }
        // The texts read in place; filtering them first copied every one.
        var findings: [Finding] = []
        for index in texts.indices where Whitespace.isBlank(texts[index].text.value) {
            let which = texts[index].locale.map { "the \($0) title" } ?? "the title"
            findings.append(Finding(
                at: texts[index].text,
                "\(which) of \(tab.displayName) is empty, so the tab shows only its icon; write the title people should read",
                tab: tab
            ))
        }
        if TitleWords.isLocalized(title) {
            // The codes read in place (`?.value`, by index), each listed one
            // made canonical once: mapping the optional located codes and
            // the listed ones into arrays copied each through its value
            // witnesses, for every tab.
            var written: [String] = []
            written.reserveCapacity(title.entries.count)
            for index in title.entries.indices {
                if let code = title.entries[index].locale?.value { written.append(TitleWords.canonicalLocale(code)) }
            }
            var missing: [String] = []
            for index in spec.locales.indices {
                let wanted = TitleWords.canonicalLocale(spec.locales[index].value)
                if !written.contains(where: { TitleWords.covers($0, wanted) }) { missing.append(spec.locales[index].value) }
            }
            if !missing.isEmpty {
                findings.append(Finding(
                    at: title.range,
                    "\(tab.displayName) has no title for \(Phrases.list(missing)), which the spec ships in (`locales`); "
                        + "add \(missing.count == 1 ? "it" : "them"), or people using \(missing.count == 1 ? "that language" : "those languages") see the tab in another language",
                    tab: tab
                ))
            }
        }
        return findings
    }
}

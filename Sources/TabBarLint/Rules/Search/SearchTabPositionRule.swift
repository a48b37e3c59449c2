import TabBarSpec

/// A search tab that is not at the trailing end of the bar.
public struct SearchTabPositionRule: Rule {
    public static let metadata = RuleMetadata(
        id: "search-tab-position",
        summary: "A `role: search` tab is not the trailing tab in the bar, or a search tab in a system bar lacks `role: search`, which sets it apart there.",
        category: .search,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars; Search fields", section: "iOS; Search as a tab",
            revision: "June 8, 2026 (current: \"a dedicated search tab at the trailing end\"; first in the December 16, 2025 revision as \"a distinct search item\")",
            url: HIGSource.tabBarsURL,
            guidance: "A tab bar can end with a dedicated search tab at its trailing edge. SwiftUI and UIKit place a search-role tab "
                + "there, set apart from the other tabs in a compact bar (on the left in right-to-left languages)."
        ),
        rationale: "Since iOS 26 search has a fixed home at the trailing end of the bar, where people now look for "
            + "it in every app. A search tab in the middle is not where they reach for it, and the system's own "
            + "layout expects it last: it sets the trailing search tab apart from the others. Tabs with "
            + "`placement: sidebar-only` are not in the bar and do not count. A system bar sets a tab apart only "
            + "when it has the search role, so a tab titled Search or showing `magnifyingglass` without "
            + "`role: search` sits among the others like any destination.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Listen Now", systemImage: "play.circle") { ListenNowView() }
                            Tab(role: .search) { SearchView() }  // ←
                            Tab("Library", systemImage: "square.stack") { LibraryView() }
                        }
                    }
                }
                """, note: "SwiftUI: the search tab sits in the middle."),
            RuleExample("""
                version: 1
                app: Ice Cubes
                platforms: [iOS]
                tabs:
                  - { id: timeline, title: Timeline, icon: rectangle.stack }
                  - id: explore
                    title: Explore
                    icon: magnifyingglass
                    role: search                      # ←
                  - { id: notifications, title: Notifications, icon: bell }
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: search, title: Search, icon: magnifyingglass, role: search }   # ←
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "A leading search tab: one finding for both platforms."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass }   # ←
                """, note: "A search tab without the role: the system does not set it apart."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class MusicTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let listenNow = ListenNowViewController()
                        listenNow.tabBarItem = UITabBarItem(title: "Listen Now", image: UIImage(systemName: "play.circle"), tag: 0)
                        let library = LibraryViewController()
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "square.stack"), tag: 1)
                        let search = SearchViewController()
                        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
                        viewControllers = [listenNow, library, search]
                    }
                }
                """, note: "UIKit: the system search item, last."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                  - { id: playlists, title: Playlists, icon: music.note.list, placement: sidebar-only }
                """, note: "The playlists tab lives only in the sidebar, so search is the trailing tab in the bar."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let bar = context.tabsInBar
        guard let trailing = bar.last, let lastTab = context.spec.tabs.last else { return [] }
        if let lookAlike = searchWithoutRole(context) { return [lookAlike] }
        return bar.enumerated().compactMap { position, tab in
            guard let role = tab.role, role.value == .search, tab.index != trailing.index else { return nil }
            return Finding(
                at: role,
                "search tab \(tab.displayName) is tab \(position + 1) of \(bar.count), but the system keeps search at the trailing end "
                    + "of the bar; move it after \(trailing.displayName), the trailing tab now",
                tab: tab,
                // The order of the tabs is a design decision: only with --unsafe-fixes.
                fix: FixIt(range: tab.range, change: .moveAfter(lastTab.range), applicability: .unsafe)
            )
        }
    }

    /// A system bar's search tab, recognised by its title or symbol, that
    /// lacks the role (only when no tab has it: a second one is `search-tab-count`'s).
    private func searchWithoutRole(_ context: RuleContext) -> Finding? {
        let spec = context.spec
        guard spec.tabBar.effectiveImplementation == .system,
            !spec.tabs.contains(where: { $0.role?.value == .search }),
            let tab = context.tabsInBar.first(where: { tab in
                guard tab.role == nil, !tab.isUnreadable("role") else { return false }
                let titled = (tab.title?.primaryText).map { TitleWords.comparable($0) == "search" } ?? false
                let symbol = tab.icon?.symbol.map { SymbolNames.isVariant($0.value, of: "magnifyingglass") } ?? false
                return titled || symbol
            })
        else { return nil }
        return Finding(
            at: tab,
            "\(tab.displayName) is a search tab that is not the system's; use \(Spelling.searchRole(context.spec.origin)), so the system sets it apart at the trailing end "
                + "of the bar with the standard title and symbol",
            tab: tab
        )
    }
}

import TabBarSpec

/// More than one search tab.
public struct SearchTabCountRule: Rule {
    public static let metadata = RuleMetadata(
        id: "search-tab-count",
        summary: "More than one tab has `role: search`.",
        category: .search,
        defaultSeverity: .error,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "iOS (search tab); SwiftUI TabRole.search documentation", revision: "June 8, 2026 (current); iOS 18 and later SDKs",
            url: HIGSource.tabBarsURL,
            guidance: "A tab bar can include one dedicated search tab. SwiftUI documents that a searchable tab view has the first "
                + "tab with the search role implement search."
        ),
        rationale: "The search role gives a tab the system's search behaviour: its place at the trailing end, its "
            + "title and symbol, and the search field. Only the first search-role tab gets it, so a second one is a "
            + "tab that looks like search and does something else. Offer one search, and scope it with tokens or "
            + "scopes inside the search tab if the app searches several kinds of content.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Browse", systemImage: "square.grid.2x2") { BrowseView() }
                            Tab("Library", systemImage: "books.vertical") { LibraryView() }
                            Tab("Find in Library", systemImage: "text.magnifyingglass", role: .search) { LibrarySearchView() }
                            Tab(role: .search) { StoreSearchView() }  // ←
                        }
                    }
                }
                """, note: "SwiftUI: two tabs with the search role."),
            RuleExample("""
                version: 1
                app: App Store
                platforms: [iOS]
                tabs:
                  - { id: today, title: Today, icon: text.rectangle.page }
                  - { id: games, title: Games, icon: gamecontroller }
                  - { id: discover, title: Discover, icon: sparkle.magnifyingglass, role: search }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }   # ←
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iPadOS, visionOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - id: search
                    title: Search
                    icon: magnifyingglass
                    role: search
                  - id: search-library
                    title: Find in Library
                    icon: text.magnifyingglass
                    role: search                      # ←
                    placement: sidebar-only
                """, note: "Sidebar-only tabs count too: the role is the same."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Browse", systemImage: "square.grid.2x2") { BrowseView() }
                            Tab("Library", systemImage: "books.vertical") { LibraryView() }
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: App Store
                platforms: [iOS]
                tabs:
                  - { id: today, title: Today, icon: text.rectangle.page }
                  - { id: games, title: Games, icon: gamecontroller }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """),
            RuleExample("""
                version: 1
                app: Maps
                platforms: [iOS]
                tabs:
                  - { id: explore, title: Explore, icon: map }
                  - { id: guides, title: Guides, icon: book }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                  - { id: nearby, title: Nearby, icon: location.magnifyingglass, role: navigation }
                """, note: "A magnifying-glass icon alone does not make a search tab."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let searchTabs = context.spec.tabs.compactMap { tab in
            tab.role.flatMap { $0.value == .search ? (tab: tab, role: $0) : nil }
        }
        guard let first = searchTabs.first else { return [] }
        return searchTabs.dropFirst().map { extra in
            Finding(
                at: extra.role,
                "\(extra.tab.displayName) is another search tab, after \(first.tab.displayName); the system gives search behaviour "
                    + "only to the first search-role tab, so keep one and \(Spelling.makeNavigation(context.spec.origin, role: .search, "this tab")) or make it a scope of that search",
                tab: extra.tab,
                related: [RelatedLocation(range: first.role.range, message: "first search tab")]
            )
        }
    }
}

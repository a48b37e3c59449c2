import TabBarSpec

/// A search tab that is not at the trailing end of the bar.
public struct SearchTabPositionRule: Rule {
    public static let metadata = RuleMetadata(
        id: "search-tab-position",
        summary: "A `role: search` tab is not the trailing tab in the bar.",
        category: .search,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars; Search fields", section: "iOS; Search as a tab", revision: "June 8, 2026 (current; since the June 2025 search-placement update)",
            url: HIGSource.tabBarsURL,
            guidance: "A tab bar can end with a dedicated search tab at its trailing edge. SwiftUI and UIKit place a search-role tab "
                + "there, set apart from the other tabs in a compact bar (on the left in right-to-left languages)."
        ),
        rationale: "Since iOS 26 search has a fixed home at the trailing end of the bar, where people now look for "
            + "it in every app. A search tab in the middle is not where they reach for it, and the system's own "
            + "layout expects it last: it sets the trailing search tab apart from the others. Tabs with "
            + "`placement: sidebar-only` are not in the bar and do not count.",
        triggeringExamples: [
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
        ],
        nonTriggeringExamples: [
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
        guard let trailing = bar.last else { return [] }
        return bar.enumerated().compactMap { position, tab in
            guard let role = tab.role, role.value == .search, tab.index != trailing.index else { return nil }
            return Finding(
                at: role,
                "search tab \(tab.displayName) is tab \(position + 1) of \(bar.count), but the system keeps search at the trailing end "
                    + "of the bar; move it after \(trailing.displayName), the trailing tab now",
                tab: tab
            )
        }
    }
}

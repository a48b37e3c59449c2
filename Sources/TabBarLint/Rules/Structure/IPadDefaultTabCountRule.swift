import TabBarSpec

/// A customizable iPad bar that starts with more than five tabs.
public struct IPadDefaultTabCountRule: Rule {
    static let maximum = RuleOption<Int>(
        "maximum", default: 5,
        "Most tabs a customizable iPad bar shows by default (tabs with `placement: sidebar-only` do not count)."
    )

    public static let metadata = RuleMetadata(
        id: "ipad-default-tab-count",
        summary: "A customizable iPad bar shows more than five tabs by default.",
        category: .structure,
        defaultSeverity: .warning,
        platforms: [.iPadOS],
        source: HIGSource(
            page: "Tab bars", section: "iPadOS: let people customize the tab bar",
            revision: "June 8, 2026 (current; new in the December 16, 2025 revision)",
            url: HIGSource.tabBarsURL,
            guidance: "When people can customize the tab bar, Apple asks for a default set of five tabs or fewer, so that the "
                + "bar people see in compact and regular widths stays the same."
        ),
        rationale: "An iPad app moves between regular width and compact width (Split View, Slide Over, a narrow "
            + "window), and in compact width a sixth tab goes behind More. A customizable bar can start small "
            + "and let people add the tabs they use, so there is no reason to start with more than fits everywhere. "
            + "Keep the rest in the sidebar (`placement: sidebar-only`), where people can drag them into the bar.",
        options: [maximum.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct LibraryRootView: View {
                    @AppStorage("tabs") private var customization = TabViewCustomization()

                    var body: some View {
                        TabView {
                            Tab("Listen Now", systemImage: "play.circle") { ListenNowView() }
                                .customizationID("listen")
                            Tab("Browse", systemImage: "square.grid.2x2") { BrowseView() }
                                .customizationID("browse")
                            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { RadioView() }
                                .customizationID("radio")
                            Tab("Library", systemImage: "square.stack") { LibraryView() }
                                .customizationID("library")
                            Tab("Playlists", systemImage: "music.note.list") { PlaylistsView() }
                                .customizationID("playlists")
                            Tab(role: .search) { SearchView() }
                        }
                        .tabViewStyle(.sidebarAdaptable)
                        .tabViewCustomization($customization)  // ←
                    }
                }
                """, note: "SwiftUI: a customizable sidebar-adaptable bar that starts with six tabs in the bar."),
            RuleExample("""
                version: 1
                platforms: [iPadOS]
                tab-bar:
                  style: sidebar-adaptable
                  customizable: true                  # ←
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: playlists, title: Playlists, icon: music.note.list }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "Six tabs by default in a customizable bar. Search stays pinned in the bar, so the message suggests moving another."),
            RuleExample("""
                version: 1
                platforms: [iOS, iPadOS]
                tab-bar: { style: sidebar-adaptable, customizable: true }   # ←
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                  - { id: insights, title: Insights, icon: chart.bar }
                  - { id: goals, title: Goals, icon: target }
                  - { id: metrics, title: Metrics, icon: gauge.with.dots.needle.bottom.50percent }
                  - { id: events, title: Events, icon: calendar }
                """, note: "Only the iPad is judged; iPhone's overflow is `more-tab-overflow`'s."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct LibraryRootView: View {
                    @AppStorage("tabs") private var customization = TabViewCustomization()

                    var body: some View {
                        TabView {
                            Tab("Listen Now", systemImage: "play.circle") { ListenNowView() }
                                .customizationID("listen")
                            Tab("Browse", systemImage: "square.grid.2x2") { BrowseView() }
                                .customizationID("browse")
                            Tab("Library", systemImage: "square.stack") { LibraryView() }
                                .customizationID("library")
                            TabSection("Collections") {
                                Tab("Playlists", systemImage: "music.note.list") { PlaylistsView() }
                                    .customizationID("playlists")
                                    .defaultVisibility(.hidden, for: .tabBar)
                            }
                            Tab(role: .search) { SearchView() }
                        }
                        .tabViewStyle(.sidebarAdaptable)
                        .tabViewCustomization($customization)
                    }
                }
                """, note: "SwiftUI: the fifth tab starts hidden from the bar, in the sidebar."),
            RuleExample("""
                version: 1
                platforms: [iPadOS]
                tab-bar:
                  style: sidebar-adaptable
                  customizable: true
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: playlists, title: Playlists, icon: music.note.list, placement: sidebar-only }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "Playlists waits in the sidebar until people add it: five tabs by default."),
            RuleExample("""
                version: 1
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: playlists, title: Playlists, icon: music.note.list }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "A bar people cannot customize: its compact width is `more-tab-overflow`'s."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let customizable = context.spec.tabBar.customizable, customizable.value else { return [] }
        let shown = context.tabsInBar
        let maximum = context[Self.maximum]
        guard shown.count > maximum else { return [] }
        // The search tab stays pinned in the bar; suggest moving the others.
        let movable = shown.filter { $0.role?.value != .search }
        let extra = movable.dropFirst(max(0, maximum - (shown.count - movable.count)))
        return [Finding(
            at: customizable,
            "the customizable bar shows \(shown.count) tabs by default, more than \(maximum); in compact width the extra ones go behind More, "
                + "so start with \(maximum) or fewer and move \(Phrases.list(extra.map(Phrases.shortName))) to the sidebar (\(Spelling.sidebarOnly(context.spec.origin))), where people can add them",
            related: extra.first.map { [RelatedLocation(range: $0.range, message: "first tab to move")] } ?? []
        )]
    }
}

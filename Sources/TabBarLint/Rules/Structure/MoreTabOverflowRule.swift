import TabBarSpec

/// Tabs that the system hides behind More, or that a scrolling bar pushes off-screen.
public struct MoreTabOverflowRule: Rule {
    /// UITabBarController shows every tab up to this many; one more, and it
    /// shows `visibleBeforeMore` plus a More tab.
    static let systemCapacity = 5
    static let visibleBeforeMore = 4

    public static let metadata = RuleMetadata(
        id: "more-tab-overflow",
        summary: "A system bar with 6 or more tabs, which iPhone (and iPad in compact width) folds into a More tab; a scrolling custom bar with more than 5.",
        category: .structure,
        defaultSeverity: .error,
        severityNote: "warning for a scrolling custom bar",
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars", section: "Avoid overflow tabs", revision: "June 8, 2026 (current); UITabBarController documentation, iOS 26 SDK",
            url: HIGSource.tabBarsURL,
            guidance: "Apple asks apps to avoid overflow tabs, because the More tab makes the tabs it hides harder to reach and notice. "
                + "UIKit documents the behaviour: with six or more tabs, the bar shows the first four and a More item."
        ),
        rationale: "A tab behind More is two taps away and out of sight, so people stop finding it, and the More "
            + "list lets anyone rearrange the bar. On iPad the same happens whenever the app runs in compact width "
            + "(Split View, Slide Over, a narrow window). A custom bar that scrolls sideways hides its extra tabs "
            + "the same way, with no cue that they exist.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {  // ←
                            Tab("Today", systemImage: "sun.max") { TodayView() }
                            Tab("Habits", systemImage: "checklist") { HabitsView() }
                            Tab("Journal", systemImage: "book") { JournalView() }
                            Tab("Insights", systemImage: "chart.bar") { InsightsView() }
                            Tab("Goals", systemImage: "target") { GoalsView() }
                            Tab("Events", systemImage: "calendar") { EventsView() }
                        }
                    }
                }
                """, note: "SwiftUI: six tabs; the bar is iPhone's and iPad's, so each gets its finding."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:                                 # ←
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                  - { id: insights, title: Insights, icon: chart.bar }
                  - { id: goals, title: Goals, icon: target }
                  - { id: metrics, title: Metrics, icon: gauge.with.dots.needle.bottom.50percent }
                  - { id: events, title: Events, icon: calendar }
                """, note: "Seven tabs in a system bar: Goals, Metrics and Events move into More."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tab-bar: { implementation: custom, scrolls: true }
                tabs:                                 # ←
                  - { id: top, title: Top, icon: star }
                  - { id: world, title: World, icon: globe }
                  - { id: business, title: Business, icon: briefcase }
                  - { id: tech, title: Tech, icon: cpu }
                  - { id: science, title: Science, icon: atom }
                  - { id: sports, title: Sports, icon: sportscourt }
                """, note: "A scrolling custom bar: a warning, the sixth tab starts off-screen."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Today", systemImage: "sun.max") { TodayView() }
                            Tab("Habits", systemImage: "checklist") { HabitsView() }
                            Tab("Journal", systemImage: "book") { JournalView() }
                            Tab("Insights", systemImage: "chart.bar") { InsightsView() }
                            Tab("Goals", systemImage: "target") { GoalsView() }
                            TabSection("More") {
                                Tab("Events", systemImage: "calendar") { EventsView() }
                                    .tabPlacement(.sidebarOnly)
                            }
                        }
                        .tabViewStyle(.sidebarAdaptable)
                    }
                }
                """, note: "SwiftUI: the sixth tab lives in a sidebar-only section of a sidebar-adaptable `TabView`."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                  - { id: insights, title: Insights, icon: chart.bar }
                  - { id: goals, title: Goals, icon: target }
                """, note: "Five tabs: the system shows them all."),
            RuleExample("""
                version: 1
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                  - { id: insights, title: Insights, icon: chart.bar }
                  - { id: goals, title: Goals, icon: target }
                  - { id: archive, title: Archive, icon: archivebox, placement: sidebar-only }
                """, note: "The sixth tab lives only in the sidebar, so the bar keeps five."),
        ],
        subsumes: ["tab-count"]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let tabs = context.tabsShownTogether
        guard tabs.count > Self.systemCapacity else { return [] }
        let spec = context.spec
        let device = context.platform == .iPadOS ? "iPad in compact width (Split View, Slide Over)" : "iPhone"
        switch spec.tabBar.effectiveImplementation {
        case .system:
            let hidden = tabs.dropFirst(Self.visibleBeforeMore)
            let names = Phrases.list(hidden.map(Phrases.shortName))
            return [Finding(
                at: spec.barAnchor,
                "\(tabs.count) tabs; \(device) shows the first \(Self.visibleBeforeMore) and a More tab holding \(names); keep \(Self.systemCapacity) or fewer so every tab stays in sight\(Spelling.fewerTabs(spec.origin))",
                related: hidden.first.map { [RelatedLocation(range: $0.range, message: "first tab moved into More")] } ?? []
            )]
        case .custom:
            guard spec.tabBar.isScrolling else { return [] }
            let offscreen = tabs.dropFirst(Self.systemCapacity)
            let names = Phrases.list(offscreen.map(Phrases.shortName))
            return [Finding(
                at: spec.barAnchor,
                "\(tabs.count) tabs in a scrolling custom bar; \(device) fits about \(Self.systemCapacity), so \(names) start off-screen where people rarely find them; keep \(Self.systemCapacity) or fewer",
                severity: .warning,
                related: offscreen.first.map { [RelatedLocation(range: $0.range, message: "first tab off-screen")] } ?? []
            )]
        }
    }
}

import TabBarSpec

/// Badges on so many tabs that none stands out.
public struct BadgeOveruseRule: Rule {
    static let maximum = RuleOption<Int>("maximum", default: 2, "Most tabs that may carry a badge at once.")

    public static let metadata = RuleMetadata(
        id: "badge-overuse",
        summary: "More than 2 tabs carry a badge at once.",
        category: .badges,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Use a badge to indicate that critical information is available", revision: "June 8, 2026 (current; since the December 2025 revision)",
            url: HIGSource.tabBarsURL,
            guidance: "Keep badges for critical information, so that they keep their impact and meaning. (Until mid-2025 the HIG "
                + "described badges as an unobtrusive hint; the current text reserves them for what is critical.) The threshold of two is ours."
        ),
        rationale: "A badge asks for attention. One or two say \"look here first\"; a badge on most tabs says "
            + "nothing, trains people to ignore them all, and makes the bar look noisy. Keep badges for what needs "
            + "people (unread messages, a failed payment) and show the rest inside the tab.",
        options: [maximum.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {  // ←
                            Tab("Today", systemImage: "sun.max") { TodayView() }
                                .badge(1)
                            Tab("Habits", systemImage: "checklist") { HabitsView() }
                                .badge(2)
                            Tab("Journal", systemImage: "book") { JournalView() }
                                .badge(3)
                            Tab("Insights", systemImage: "chart.bar") { InsightsView() }
                        }
                    }
                }
                """, note: "SwiftUI: three badges in a four-tab bar."),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tabs:                                 # ←
                  - { id: feed, title: Feed, icon: house, badge: 12 }
                  - { id: explore, title: Explore, icon: safari }
                  - { id: reels, title: Reels, icon: play.rectangle, badge: "!" }
                  - { id: shop, title: Shop, icon: bag, badge: 3 }
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS, iPadOS]
                tabs:                                 # ←
                  - id: inbox
                    title: Inbox
                    icon: tray
                    badge: 4
                  - id: vip
                    title: VIP
                    icon: star
                    badge: 1
                  - id: flagged
                    title: Flagged
                    icon: flag
                    badge: { value: 2 }
                  - id: drafts
                    title: Drafts
                    icon: document
                    badge: 7
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Today", systemImage: "sun.max") { TodayView() }
                            Tab("Messages", systemImage: "bubble.left") { MessagesView() }
                                .badge(4)
                            Tab("Journal", systemImage: "book") { JournalView() }
                            Tab("Insights", systemImage: "chart.bar") { InsightsView() }
                        }
                    }
                }
                """, note: "SwiftUI: one badge, for unread messages."),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS]
                tabs:
                  - { id: inbox, title: Inbox, icon: tray, badge: 4 }
                  - { id: vip, title: VIP, icon: star, badge: 1 }
                  - { id: flagged, title: Flagged, icon: flag }
                  - { id: drafts, title: Drafts, icon: document }
                """, note: "Two badges are the most the rule allows by default."),
            RuleExample("""
                version: 1
                app: App Store
                platforms: [iOS]
                tabs:
                  - { id: today, title: Today, icon: text.rectangle.page }
                  - { id: games, title: Games, icon: gamecontroller }
                  - { id: apps, title: Apps, icon: square.stack.3d.up }
                  - { id: updates, title: Updates, icon: square.and.arrow.down, badge: 5 }
                """),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let badged = context.spec.tabs.compactMap { tab in tab.badge?.value.map { (tab: tab, value: $0) } }
        let maximum = context[Self.maximum]
        guard badged.count > maximum else { return [] }
        let names = Phrases.list(badged.map { Phrases.shortName($0.tab) })
        return [Finding(
            at: context.spec.barAnchor,
            "\(badged.count) tabs carry a badge (\(names)), more than \(maximum); badges that are everywhere stop drawing attention, "
                + "so keep them for what is critical, such as unread messages, and show the rest inside the tabs",
            related: badged.map { RelatedLocation(range: $0.value.range, message: "badge of \($0.tab.displayName)") }
        )]
    }
}

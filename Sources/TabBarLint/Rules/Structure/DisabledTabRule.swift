import TabBarSpec

/// A tab shown disabled.
public struct DisabledTabRule: Rule {
    public static let metadata = RuleMetadata(
        id: "disabled-tab",
        summary: "A tab is shown disabled (`enabled: false`).",
        category: .structure,
        defaultSeverity: .error,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Best practices", revision: "June 8, 2026 (current; since the August 2024 rewrite, stronger than the 2023 text)",
            url: HIGSource.tabBarsURL,
            guidance: "Never disable or hide tab bar buttons, even when what they lead to is unavailable: a bar whose buttons stop "
                + "working looks unstable. Let people open the tab and explain there why its content is not available."
        ),
        rationale: "A dimmed tab that ignores taps gives no reason and no way forward: people wonder whether the app "
            + "is broken. Opened, the same tab can say why it is empty (not signed in, no subscription, offline) "
            + "and offer the fix, which turns a dead end into a next step.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    @Environment(Session.self) private var session

                    var body: some View {
                        TabView {
                            Tab("Home", systemImage: "house") { HomeView() }
                            Tab("Orders", systemImage: "shippingbox") { OrdersView() }
                                .disabled(true)  // ←
                            Tab("Account", systemImage: "person") { AccountView() }
                        }
                    }
                }
                """, note: "SwiftUI: `.disabled(true)` on a tab."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - id: library
                    title: Library
                    icon: square.stack
                    enabled: false                    # ←
                """, note: "The library is empty until people subscribe: say so inside the tab."),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: invest, title: Invest, icon: chart.line.uptrend.xyaxis, enabled: false }   # ←
                  - { id: cards, title: Cards, icon: creditcard }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Home", systemImage: "house") { HomeView() }
                            Tab("Orders", systemImage: "shippingbox") { OrdersView() }
                            Tab("Account", systemImage: "person") { AccountView() }
                        }
                        .disabled(false)
                    }
                }
                """, note: "`.disabled(false)` leaves every tab enabled."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack, enabled: true }
                """, note: "`enabled: true` is the default, written out."),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: invest, title: Invest, icon: chart.line.uptrend.xyaxis }
                  - { id: cards, title: Cards, icon: creditcard }
                """, note: "The Invest tab stays enabled and explains inside why investing is not open to this account yet."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            guard let enabled = tab.enabled, !enabled.value else { return nil }
            return Finding(
                at: enabled,
                "\(tab.displayName) is disabled (\(Spelling.disabled(context.spec.origin))), which leaves people tapping a tab that does nothing; "
                    + "keep it enabled and, when its content is unavailable, explain inside the tab why and what to do",
                tab: tab
            )
        }
    }
}

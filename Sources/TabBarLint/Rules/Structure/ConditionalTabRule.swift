import TabBarSpec

/// A tab that exists only under some condition.
public struct ConditionalTabRule: Rule {
    public static let metadata = RuleMetadata(
        id: "conditional-tab",
        summary: "A tab exists only under a condition (`visible-when`), so the set of tabs changes.",
        category: .structure,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Best practices", revision: "June 8, 2026 (current; since the August 2024 rewrite)",
            url: HIGSource.tabBarsURL,
            guidance: "Don't hide tab bar buttons when their content is unavailable; a bar whose tabs come and go feels unstable "
                + "and unpredictable. Keep the tab and, if its section is empty, explain why inside it."
        ),
        rationale: "People learn where each tab sits and reach for it without looking. A tab that appears only when "
            + "signed in, behind a feature flag or once data exists moves every tab after it, changes the tab widths, "
            + "and leaves people who do not meet the condition unaware the section exists. A tab that is always "
            + "there can show an empty state that explains the condition and how to meet it. Letting people "
            + "customize the bar themselves (`customizable`) is different: they choose the change.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    @AppStorage("signedIn") private var isSignedIn = false

                    var body: some View {
                        TabView {
                            Tab("Shop", systemImage: "bag") { ShopView() }
                            if isSignedIn {
                                Tab("Orders", systemImage: "shippingbox") { OrdersView() }  // ←
                            }
                            Tab("Account", systemImage: "person.crop.circle") { AccountView() }
                        }
                    }
                }
                """, note: "SwiftUI: a tab that exists only when signed in."),
            RuleExample("""
                version: 1
                app: Shop
                platforms: [iOS]
                tabs:
                  - { id: shop, title: Shop, icon: bag }
                  - id: orders
                    title: Orders
                    icon: shippingbox
                    visible-when: signed in           # ←
                  - { id: account, title: Account, icon: person.crop.circle }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right, visible-when: "feature flag radio-v2" }   # ←
                  - { id: library, title: Library, icon: square.stack }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    @AppStorage("signedIn") private var isSignedIn = false

                    var body: some View {
                        TabView {
                            Tab("Shop", systemImage: "bag") { ShopView() }
                            Tab("Orders", systemImage: "shippingbox") {
                                if isSignedIn {
                                    OrdersView()
                                } else {
                                    SignInPrompt(reason: "Sign in to see your orders.")
                                }
                            }
                            Tab("Account", systemImage: "person.crop.circle") { AccountView() }
                        }
                    }
                }
                """, note: "SwiftUI: the tab is always there; its content explains what signing in gives."),
            RuleExample("""
                version: 1
                app: Shop
                platforms: [iOS]
                tabs:
                  - { id: shop, title: Shop, icon: bag }
                  - { id: orders, title: Orders, icon: shippingbox }
                  - { id: account, title: Account, icon: person.crop.circle }
                """, note: "Orders is always there; signed out, it shows a sign-in prompt."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable, customizable: true }
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "People may hide tabs themselves in a customizable iPad bar; the app does not."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            guard let condition = tab.visibleWhen else { return nil }
            return Finding(
                at: condition,
                "\(tab.displayName) exists only when \"\(condition.value)\", so the bar changes under people and those who do not meet "
                    + "the condition never learn the tab exists; keep the tab at all times and, while the condition is not met, "
                    + "show an empty state inside it that explains why",
                tab: tab
            )
        }
    }
}

import TabBarSpec

/// A badge in a color other than the system red.
public struct BadgeColorRule: Rule {
    /// systemRed in light and dark appearance.
    static let systemRed: [RGBAColor] = [
        RGBAColor(red: 0xFF, green: 0x3B, blue: 0x30),
        RGBAColor(red: 0xFF, green: 0x45, blue: 0x3A),
    ]

    public static let metadata = RuleMetadata(
        id: "badge-color",
        summary: "A badge color other than the system red (#FF3B30, or #FF453A in dark mode).",
        category: .badges,
        defaultSeverity: .info,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Use a badge to indicate that critical information is available", revision: "June 8, 2026 (current); UITabBarItem.badgeColor documentation",
            url: HIGSource.tabBarsURL,
            guidance: "The HIG describes a tab badge as a red oval with white text. UIKit lets an app pick another badge color, "
                + "and uses systemRed when it does not."
        ),
        rationale: "People across the system read a red badge as \"something here needs you\"; a blue or green one "
            + "reads as decoration, and may not stand out from the bar's tint. Leaving the color to the system "
            + "also gets the dark-mode and increased-contrast variants of red for free.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                app: Shop
                platforms: [iOS]
                tabs:
                  - { id: shop, title: Shop, icon: bag }
                  - { id: cart, title: Cart, icon: cart, badge: { value: 2, color: "#34C759" } }   # ←
                  - { id: account, title: Account, icon: person.crop.circle }
                """),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS, iPadOS]
                tabs:
                  - id: inbox
                    title: Inbox
                    icon: tray
                    badge:
                      value: 3
                      color: "#007aff"                # ←
                  - { id: sent, title: Sent, icon: paperplane }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                app: Shop
                platforms: [iOS]
                tabs:
                  - { id: shop, title: Shop, icon: bag }
                  - { id: cart, title: Cart, icon: cart, badge: { value: 2, color: "#ff3b30" } }
                  - { id: orders, title: Orders, icon: shippingbox, badge: { value: 1, color: "#FF453AFF" } }
                """, note: "Either system red, in any case, with or without full alpha."),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS]
                tabs:
                  - { id: inbox, title: Inbox, icon: tray, badge: 3 }
                  - { id: sent, title: Sent, icon: paperplane }
                """, note: "No color: the system red."),
        ],
        specOnly: "Badge colors are not read from code: `UITabBarItem.badgeColor` and appearance badge colors are usually named or dynamic colors whose value is known only at run time."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            guard let color = tab.badge?.color, !Self.systemRed.contains(color.value) else { return nil }
            return Finding(
                at: color,
                "the badge of \(tab.displayName) is \(color.value) rather than the system red that people read as \"needs you\"; "
                    + "remove `color` and let the system draw its red (#FF3B30, #FF453A in dark mode)",
                tab: tab
            )
        }
    }
}

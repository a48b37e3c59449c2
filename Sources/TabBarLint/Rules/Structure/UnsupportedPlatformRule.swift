import TabBarSpec

/// A tab bar on a platform that has none.
public struct UnsupportedPlatformRule: Rule {
    public static let metadata = RuleMetadata(
        id: "unsupported-platform",
        summary: "The spec targets watchOS, which has no tab bars.",
        category: .structure,
        defaultSeverity: .error,
        platforms: [.watchOS],
        source: HIGSource(
            page: "Tab bars", section: "Platform considerations", revision: "June 8, 2026 (current; unchanged since 2022)",
            url: HIGSource.tabBarsURL,
            guidance: "The HIG lists tab bars as not supported in watchOS."
        ),
        rationale: "Apple Watch has no tab bar. A watchOS app pages between top-level views with a vertical, "
            + "page-style TabView, or uses a navigation list; a spec that promises a tab bar there cannot be built as written.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS, watchOS]             # ←
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: trends, title: Trends, icon: chart.line.uptrend.xyaxis }
                  - { id: settings, title: Settings, icon: gear }
                """),
            RuleExample("""
                version: 1
                platforms:
                  - watchOS                           # ←
                tabs:
                  - { id: now, title: Now, icon: clock }
                  - { id: history, title: History, icon: list.bullet }
                  - { id: settings, title: Settings, icon: gear }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: trends, title: Trends, icon: chart.line.uptrend.xyaxis }
                  - { id: settings, title: Settings, icon: gear }
                """),
            RuleExample("""
                version: 1
                platforms: [macOS]
                tabs:
                  - { id: general, title: General, icon: gearshape }
                  - { id: accounts, title: Accounts, icon: at }
                  - { id: privacy, title: Privacy, icon: hand.raised }
                """, note: "macOS has tab views; the HIG has no extra tab-bar guidance for it, but does not rule it out."),
        ],
        specOnly: "Code never declares a watchOS tab bar: a watchOS `TabView` pages between views and is not read as a tab bar, so no bar read from code has watchOS among its platforms."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.platforms.filter { $0.value == context.platform }.map { entry in
            Finding(
                at: entry,
                "tab bars are not supported on \(context.platform); page between views with a vertical TabView on Apple Watch, or remove \(context.platform) from `platforms`"
            )
        }
    }
}

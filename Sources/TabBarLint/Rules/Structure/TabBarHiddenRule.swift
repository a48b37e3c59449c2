import TabBarSpec

/// A bar that hides when people navigate inside a tab.
public struct TabBarHiddenRule: Rule {
    public static let metadata = RuleMetadata(
        id: "tab-bar-hidden",
        summary: "The bar hides when a view is pushed inside a tab (`tab-bar.hides-on-push: true`).",
        category: .structure,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars", section: "Best practices", revision: "June 8, 2026 (current; reworded in the August 2024 rewrite)",
            url: HIGSource.tabBarsURL,
            guidance: "Keep the tab bar on screen as people move through an app: without it they can lose track of which area they are in. "
                + "The one exception is a modal view, which may cover the bar because it is temporary and self-contained."
        ),
        rationale: "The tab bar tells people where they are and takes them anywhere else in one tap. Hiding it on "
            + "every pushed view (a detail screen, a settings page) strands them a level down: the way out is only "
            + "the back button, and the highlighted tab that says which section they are in is gone. Present the "
            + "view modally (a sheet or a full-screen cover) if it really needs the whole screen.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tab-bar:
                  hides-on-push: true                 # ←
                tabs:
                  - { id: feed, title: Feed, icon: house }
                  - { id: explore, title: Explore, icon: safari }
                  - { id: reels, title: Reels, icon: play.rectangle }
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS, iPadOS]
                tab-bar: { implementation: custom, hides-on-push: true, large-content-viewer: true }   # ←
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: payments, title: Payments, icon: arrow.left.arrow.right }
                  - { id: cards, title: Cards, icon: creditcard }
                """, note: "Custom bars too: one finding for both platforms."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tab-bar:
                  hides-on-push: false
                tabs:
                  - { id: feed, title: Feed, icon: house }
                  - { id: explore, title: Explore, icon: safari }
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [tvOS]
                tab-bar: { hides-on-push: true }
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                """, note: "On tvOS the bar scrolls away with the content by design; the rule is about iPhone and iPad."),
        ],
        specOnly: "`hides-on-push` describes the whole bar; in UIKit, `hidesBottomBarWhenPushed` is set on each pushed screen, not on the bar, and is not read, so a bar read from code never has the key."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let hides = context.spec.tabBar.hidesOnPush, hides.value else { return [] }
        return [Finding(
            at: hides,
            "the tab bar hides whenever a view is pushed inside a tab (`hides-on-push: true`), so people lose sight of where they are "
                + "and of the other sections; keep the bar visible, and present views that need the whole screen modally instead"
        )]
    }
}

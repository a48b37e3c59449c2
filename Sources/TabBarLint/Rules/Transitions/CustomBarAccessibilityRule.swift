import TabBarSpec

/// A custom tab bar that leaves out the Large Content Viewer.
public struct CustomBarAccessibilityRule: Rule {
    public static let metadata = RuleMetadata(
        id: "custom-bar-accessibility",
        summary: "A `custom` tab bar does not show the Large Content Viewer (`large-content-viewer: true`).",
        category: .transitions,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Large Content Viewer (UIKit and SwiftUI documentation; WWDC19 session 261)", section: "UIBarItem.largeContentSizeImage, accessibilityShowsLargeContentViewer",
            revision: "iOS 13 and later (current documentation)",
            url: "https://developer.apple.com/documentation/uikit/uibaritem/largecontentsizeimage",
            guidance: "Bar items keep their size at every text size to leave room for content; instead, system bars show the "
                + "Large Content Viewer, an enlarged copy of the item's icon and title, when someone with a large text size "
                + "presses and holds one. A custom bar has to provide it itself."
        ),
        rationale: "Tab labels do not grow with Dynamic Type, so for people who need large text a tab bar's titles are "
            + "too small to read. The system tab bar makes up for it: press and hold a tab, and the Large Content "
            + "Viewer shows its icon and title large. A custom bar gets none of this unless it adds the interaction "
            + "(UILargeContentViewerInteraction in UIKit, `accessibilityShowsLargeContentViewer()` in SwiftUI).",
        triggeringExamples: [
            RuleExample("""
                version: 1
                app: Habitual
                platforms: [iOS]
                tab-bar:
                  implementation: custom              # ←
                  transition: directional-slide
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                """, note: "Not declared: the finding points at `custom`."),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS, iPadOS]
                tab-bar: { implementation: custom, large-content-viewer: false }   # ←
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - { id: payments, title: Payments, icon: arrow.left.arrow.right }
                """, note: "Declared off: the finding points at `false`."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                app: Habitual
                platforms: [iOS]
                tab-bar:
                  implementation: custom
                  transition: directional-slide
                  large-content-viewer: true
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                """, note: "A custom bar that shows the Large Content Viewer on a long press."),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - { id: payments, title: Payments, icon: arrow.left.arrow.right }
                """, note: "A system bar shows the Large Content Viewer by itself."),
        ],
        specOnly: "It checks custom bars (`implementation: custom`); a bar drawn with the app's own views is not recognized in code, which yields only system bars (`TabView`, `UITabBarController`, storyboard scenes)."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let bar = context.spec.tabBar
        guard bar.effectiveImplementation == .custom, bar.largeContentViewer?.value != true else { return [] }
        guard let anchor = bar.largeContentViewer?.range ?? bar.implementation?.range else { return [] }
        let state = bar.largeContentViewer == nil ? "does not declare the Large Content Viewer" : "turns the Large Content Viewer off"
        return [Finding(
            at: anchor,
            "this custom tab bar \(state); tab titles stay small at every text size, so people who use large text press and hold a tab "
                + "to read it enlarged, which the system bar does by itself; add UILargeContentViewerInteraction (SwiftUI: "
                + "`accessibilityShowsLargeContentViewer()`) to each tab and set `large-content-viewer: true`"
        )]
    }
}

import TabBarSpec

/// More than one prominent tab, or a prominent tab that performs an action.
public struct ProminentTabRule: Rule {
    public static let metadata = RuleMetadata(
        id: "prominent-tab",
        summary: "More than one `role: prominent` tab, or a prominent tab that performs an action (declared or inferred).",
        category: .structure,
        defaultSeverity: .warning,
        severityNote: "error when the prominent tab is an action",
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "SwiftUI TabRole.prominent; UIKit UITabBarController.prominentTabIdentifier", section: "Topics",
            revision: "iOS 27 beta SDK documentation, June 2026 (re-check at release)",
            url: "https://developer.apple.com/documentation/swiftui/tabrole",
            guidance: "The iOS 27 SDK lets an app set one tab apart from the others with the prominent role, and only one "
                + "tab can receive the prominent treatment. The Tab bars page still says a tab bar supports navigation, "
                + "not actions (June 8, 2026)."
        ),
        rationale: "Prominence tells people which destination matters most. Two prominent tabs cancel each other "
            + "out, and the system honours only one, so the spec promises a look the app will not have. A prominent "
            + "tab that opens a composer or a camera is the old centre \"+\" button in new clothes: an action in a "
            + "bar that is for navigation, now drawn as the most important place in the app. Actions are inferred "
            + "from the title and symbol with `action-tab`'s default lists.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Home", systemImage: "house") { HomeView() }
                            Tab("New Post", systemImage: "plus", role: .prominent) { ComposerView() }  // ←
                            Tab("Profile", systemImage: "person") { ProfileView() }
                        }
                    }
                }
                """, note: "SwiftUI: the prominent role on an action."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: listen, title: Listen Now, icon: play.circle, role: prominent }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right, role: prominent }   # ←
                  - { id: library, title: Library, icon: square.stack }
                """, note: "Two prominent tabs: a warning at the second."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - id: post                          # ←
                    title: Post
                    icon: plus
                    role: prominent
                    action: opens the composer as a sheet
                  - { id: profile, title: Profile, icon: person }
                """, note: "A prominent action, declared with `action:`: an error."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - { id: create, title: Create, icon: plus.circle, role: prominent }   # ←
                  - { id: profile, title: Profile, icon: person }
                """, note: "A prominent tab whose title is an action verb: an error too."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Home", systemImage: "house") { HomeView() }
                            Tab("Shop", systemImage: "bag", role: .prominent) { ShopView() }
                            Tab("Profile", systemImage: "person") { ProfileView() }
                        }
                    }
                }
                """, note: "SwiftUI: a destination set apart."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: listen, title: Listen Now, icon: play.circle, role: prominent }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "One prominent destination."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - { id: new, title: New Releases, icon: sparkles, role: prominent }
                  - { id: add, title: Add, icon: plus }
                """, note: "Only the prominent tab is judged here; the `Add` tab is `action-tab`'s."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let prominent = context.spec.tabs.compactMap { tab in
            tab.role.flatMap { $0.value == .prominent ? (tab: tab, role: $0) : nil }
        }
        guard let first = prominent.first else { return [] }
        let inference = ActionTabRule.inference(context)
        var findings: [Finding] = prominent.compactMap { actionFinding($0.tab, inference) }
        for second in prominent.dropFirst() {
            findings.append(Finding(
                at: second.role,
                "\(second.tab.displayName) is another prominent tab, after \(first.tab.displayName); only one tab can be set apart, "
                    + "so keep the one that matters most and \(Spelling.makeNavigation(context.spec.origin, role: .prominent, "this one"))",
                tab: second.tab,
                related: [RelatedLocation(range: first.role.range, message: "first prominent tab")]
            ))
        }
        return findings
    }

    /// An error when the tab the bar elevates is an action.
    private func actionFinding(_ tab: Tab, _ inference: ActionInference) -> Finding? {
        let fix = "make a destination prominent instead, and \(ActionTabRule.advice)"
        if let action = tab.action {
            return Finding(
                at: tab, "\(tab.displayName) is the prominent tab but performs an action (\(action.value)); prominence sets apart a place, not an action: \(fix)",
                severity: .error, tab: tab
            )
        }
        guard let evidence = inference.evidence(for: tab) else { return nil }
        return Finding(at: evidence.range, "\(tab.displayName) is the prominent tab but \(evidence.reason); \(fix)", severity: .error, tab: tab)
    }
}

import TabBarSpec

/// Too few or too many tabs for the platform.
public struct TabCountRule: Rule {
    static let minimum = RuleOption<[Platform: Int]>(
        "minimum", default: [.iOS: 3, .iPadOS: 2, .tvOS: 2, .visionOS: 2],
        "Fewest tabs per platform before the rule warns. A single tab is always an error."
    )
    static let maximum = RuleOption<[Platform: Int]>(
        "maximum", default: [.iOS: 5, .iPadOS: 6, .tvOS: 6, .visionOS: 6],
        "Most tabs per platform before the rule warns."
    )

    public static let metadata = RuleMetadata(
        id: "tab-count",
        summary: "A bar has fewer or more tabs than its platform's guidance (iOS 3 to 5; iPadOS, tvOS, visionOS up to 6).",
        category: .structure,
        defaultSeverity: .warning,
        severityNote: "error when the bar has a single tab",
        platforms: [.iOS, .iPadOS, .tvOS, .visionOS],
        source: HIGSource(
            page: "Tab bars", section: "Best practices", revision: "2022–23 text and its June 21, 2023 revision",
            url: HIGSource.tabBarsURL,
            guidance: "The 2023 HIG advised three to five tabs on iPhone and allowed up to six on iPadOS, tvOS and visionOS. "
                + "The current text drops the numbers but still says that fewer tabs are easier to navigate."
        ),
        rationale: "Every tab is a top-level destination people scan on each visit. Past five, iPhone labels "
            + "shrink and the system starts hiding tabs behind More; below three, a tab bar adds chrome without "
            + "offering a real choice, and a single tab offers no navigation at all. Tabs in `placement: sidebar-only` "
            + "are not in the bar and do not count, and tabs under a condition and under its negation (`visible-when: signed in` "
            + "and `not (signed in)`, as the branches of an `if`/`else` in code become) never show together, so only the larger "
            + "group counts. A bar that overflows into More (or scrolls) is reported once, by "
            + "`more-tab-overflow`, which names the tabs that go out of sight; with that rule off, this one reports it.",
        options: [minimum.erased, maximum.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {  // ←
                            Tab("Timer", systemImage: "timer") { TimerView() }
                            Tab("History", systemImage: "clock") { HistoryView() }
                        }
                    }
                }
                """, note: "SwiftUI: two tabs on iPhone."),
            .swift("""
                import UIKit

                final class RootTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let library = LibraryViewController()
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
                        viewControllers = [UINavigationController(rootViewController: library)]  // ←
                    }
                }
                """, note: "UIKit: a tab bar controller with a single child."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tab-bar: { implementation: custom }
                tabs:                                 # ←
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                  - { id: concerts, title: Concerts, icon: ticket }
                """, note: "Six tabs in a custom iPhone bar that does not scroll. (In a system bar, `more-tab-overflow` reports them instead.)"),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:                                 # ←
                  - { id: library, title: Library, icon: books.vertical }
                """, note: "A single tab is an error: there is nothing to navigate between."),
            RuleExample("""
                version: 1
                platforms: [visionOS]
                tabs:                                 # ←
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: concerts, title: Concerts, icon: ticket }
                  - { id: friends, title: Friends, icon: person.2 }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "Seven tabs on visionOS."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class RootTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let today = TodayViewController()
                        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max"), tag: 0)
                        let library = LibraryViewController()
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 1)
                        let settings = SettingsViewController()
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                        viewControllers = [today, library, settings].map { UINavigationController(rootViewController: $0) }
                    }
                }
                """, note: "UIKit: three children wrapped in navigation controllers."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """),
            RuleExample("""
                version: 1
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                  - { id: playlists, title: Playlists, icon: music.note.list, placement: sidebar-only }
                  - { id: artists, title: Artists, icon: music.microphone, placement: sidebar-only }
                """, note: "Sidebar-only tabs are not in the bar, so they do not count."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tab-bar: { implementation: custom }
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                  - { id: library, title: Library, icon: square.stack, visible-when: signed in }
                  - { id: login, title: Sign In, icon: person.crop.circle, visible-when: not (signed in) }
                """, note: "Library and Sign In never show together, so the bar has five tabs at a time."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let spec = context.spec
        guard !spec.tabs.isEmpty else { return [] }  // `tabs` empty or missing is a schema problem
        // Tabs of `if`/`else` variants that never show together count once.
        let count = context.tabsShownTogether.count
        let sidebarOnly = spec.tabs.count - context.tabsInBar.count
        let aside = sidebarOnly > 0 ? " (not counting \(Phrases.count(sidebarOnly, "sidebar-only tab")))" : ""
        let platform = context.platform
        // When some tabs come from run-time data, the known ones are only a
        // lower bound: too many can be told, too few cannot.
        let countIsComplete = !spec.hasUnknownTabs
        if count == 1, countIsComplete {
            return [Finding(
                at: spec.barAnchor,
                "the bar has a single tab\(aside), which offers nothing to navigate between; show its content directly instead of in a tab bar",
                severity: .error
            )]
        }
        // Only the HIG's own numbers are attributed to it; a team's limits are theirs.
        let source = { (option: RuleOption<[Platform: Int]>, limit: Int) in
            option.defaultValue[platform] == limit ? "the HIG recommends" : "your configuration allows"
        }
        if let maximum = context[Self.maximum][platform], count > maximum {
            return [Finding(
                at: spec.barAnchor,
                "\(count) tabs on \(platform)\(aside), more than the \(maximum) \(source(Self.maximum, maximum)); keep the \(maximum) most important destinations and reach the others from inside them\(Spelling.fewerTabs(spec.origin))"
            )]
        }
        if let minimum = context[Self.minimum][platform], count < minimum, countIsComplete {
            return [Finding(
                at: spec.barAnchor,
                "only \(count) tabs on \(platform)\(aside), fewer than the \(minimum) \(source(Self.minimum, minimum)); with so few destinations, consider a segmented control or a single navigation stack"
            )]
        }
        return []
    }
}

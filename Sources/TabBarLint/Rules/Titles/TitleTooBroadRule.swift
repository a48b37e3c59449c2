import TabBarSpec

/// A catch-all title that does not say what the tab holds.
public struct TitleTooBroadRule: Rule {
    static let words = RuleOption<[String]>(
        "words",
        default: ["Home", "Main", "General", "Misc", "Miscellaneous", "Other", "Stuff", "Things", "Menu", "More"],
        "Titles too vague to describe a tab, matched against the whole title in any case. \"More\" gets its own message."
    )
    /// The title of the tab UIKit adds when a bar overflows.
    static let systemMoreTitle = "more"

    public static let metadata = RuleMetadata(
        id: "title-too-broad",
        summary: "A tab's title is a vague catch-all (Home, Main, Other, Menu…) or \"More\", the name of the system's overflow tab.",
        category: .titles,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Best practices (titles)", revision: "2022–23 text and its June 21, 2023 revision; June 8, 2026 (labels)",
            url: HIGSource.tabBarsURL,
            guidance: "The 2023 HIG warned that a tab called Home is usually too broad and means different things in different apps. "
                + "The current text asks for labels that clearly describe the kind of content or function each tab holds."
        ),
        rationale: "A title like Home, Main or Other tells people nothing about what they will find, so they have "
            + "to open the tab to learn it, and such tabs tend to collect whatever did not fit elsewhere. A title "
            + "that names the content (Listen Now, Feed, Today, Accounts) is a promise people can act on. \"More\" "
            + "is worse: it is the title of the tab UIKit adds when a bar overflows, so people expect that list there.",
        options: [words.erased],
        triggeringExamples: [
            .swift("""
                import UIKit

                final class RootTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let feed = FeedViewController()
                        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
                        let messages = MessagesViewController()
                        messages.tabBarItem = UITabBarItem(title: "Messages", image: UIImage(systemName: "bubble.left"), tag: 1)
                        let misc = MiscViewController()
                        misc.tabBarItem = UITabBarItem(title: "Stuff", image: UIImage(systemName: "ellipsis.circle"), tag: 2)  // ←
                        viewControllers = [feed, messages, misc]
                    }
                }
                """, note: "UIKit: a catch-all title."),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }   # ←
                  - { id: payments, title: Payments, icon: arrow.left.arrow.right }
                  - { id: cards, title: Cards, icon: creditcard }
                """),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: feed, title: Feed, icon: rectangle.stack }
                  - { id: reels, title: Reels, icon: play.rectangle }
                  - id: more
                    title: { en: more, de: Mehr }     # ←
                    icon: ellipsis
                """, note: "\"More\" in any case, judged on the English title, collides with the system's More tab."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class RootTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let feed = FeedViewController()
                        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), tag: 0)
                        let messages = MessagesViewController()
                        messages.tabBarItem = UITabBarItem(title: "Messages", image: UIImage(systemName: "bubble.left"), tag: 1)
                        let account = AccountViewController()
                        account.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person.crop.circle"), tag: 2)
                        viewControllers = [feed, messages, account]
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "The tab's id may be `home`; what people read is specific."),
            RuleExample("""
                version: 1
                app: Real estate
                platforms: [iOS]
                tabs:
                  - { id: homes, title: Homes, icon: house }
                  - { id: saved, title: Saved, icon: heart }
                  - { id: agents, title: Agents, icon: person.2 }
                """, note: "Only whole titles match: \"Homes\" names the listings the tab shows."),
        ]
    )

    public init() {}

    private static let defaultVague = comparableSet(words.defaultValue)

    private static func comparableSet(_ titles: [String]) -> Set<String> {
        Set(titles.map(TitleWords.comparable))
    }

    public func check(_ context: RuleContext) -> [Finding] {
        // The default list is folded and hashed once per run, not per spec and platform.
        let vague = context.isDefault(Self.words) ? Self.defaultVague : Self.comparableSet(context[Self.words])
        // A loop over the title texts, the located title copied out only
        // for a finding: mapping every tab to an optional finding copied
        // each title and destroyed each empty result through value witnesses.
        var findings: [Finding] = []
        for tab in context.spec.tabs {
            guard let text = tab.title?.primaryText else { continue }
            let key = TitleWords.comparable(text)
            guard vague.contains(key), let title = tab.title?.primary else { continue }
            if key == Self.systemMoreTitle {
                findings.append(Finding(
                    at: title,
                    "\(tab.displayName) has the title of the system's More tab, which iPhone adds to hold the tabs that do not fit; "
                        + "people will expect that overflow list here, so name the content the tab shows: Account, Settings, Library",
                    tab: tab
                ))
            } else {
                findings.append(Finding(
                    at: title,
                    "\(tab.displayName) is a catch-all title that does not say what the tab holds; "
                        + "name the content the tab shows: Listen Now, Feed, Today",
                    tab: tab
                ))
            }
        }
        return findings
    }
}

import TabBarSpec

/// A badge that is not a short count or "!".
public struct BadgeValueRule: Rule {
    static let maxLength = RuleOption<Int>("max-length", default: 4, "Most characters a badge may show (\"999+\" is 4).")

    public static let metadata = RuleMetadata(
        id: "badge-value",
        summary: "A badge shows something other than a positive count, a capped count (\"99+\") or \"!\".",
        category: .badges,
        defaultSeverity: .warning,
        severityNote: "error for a negative number",
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Use a badge to indicate that critical information is available", revision: "June 8, 2026 (current); View.badge(_:) documentation",
            url: HIGSource.tabBarsURL,
            guidance: "A tab badge is a red oval holding white text: a number or an exclamation point. SwiftUI's badge documentation asks for the shortest possible content and hides a badge whose count is zero."
        ),
        rationale: "People read a badge as \"this many things need you\". Words, dots and symbols in the oval "
            + "are read as noise or truncated; zero still draws an oval that says nothing is waiting; a negative "
            + "count cannot happen; and long numbers overflow the oval, so cap them (\"99+\").",
        options: [maxLength.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Feed", systemImage: "newspaper") { FeedView() }
                                .badge(12_480)  // ←
                            Tab("Messages", systemImage: "bubble.left") { MessagesView() }
                                .badge(0)
                            Tab("Profile", systemImage: "person") { ProfileView() }
                        }
                    }
                }
                """, note: "SwiftUI: an uncapped count; a count of 0 shows no badge at all."),
            .swift("""
                import UIKit

                final class InboxViewController: UIViewController {
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                        tabBarItem.badgeValue = "●"  // ←
                    }

                    required init?(coder: NSCoder) { nil }
                }

                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let library = UIViewController()
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 1)
                        let settings = UIViewController()
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                        viewControllers = [UINavigationController(rootViewController: InboxViewController()), library, settings]
                    }
                }
                """, note: "UIKit: a dot set as the badge in the child's own class."),
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Inbox", systemImage: "tray") { InboxView() }
                            Tab("Shop", systemImage: "bag") { ShopView() }
                                .badge("New")  // ←
                            Tab("Account", systemImage: "person") { AccountView() }
                        }
                    }
                }
                """, note: "SwiftUI: a word in a badge."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: inbox, title: Inbox, icon: tray, badge: New }   # ←
                  - { id: profile, title: Profile, icon: person }
                """),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - id: inbox
                    title: Inbox
                    icon: tray
                    badge: 0                          # ←
                  - id: alerts
                    title: Alerts
                    icon: bell
                    badge: { value: -2 }              # ←
                  - { id: profile, title: Profile, icon: person, badge: 123456 }   # ←
                """, note: "Zero and a six-digit count are warnings; a negative count is an error."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class MailTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let inbox = InboxViewController()
                        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                        inbox.tabBarItem.badgeValue = "12"
                        let alerts = AlertsViewController()
                        alerts.tabBarItem = UITabBarItem(title: "Alerts", image: UIImage(systemName: "bell"), tag: 1)
                        alerts.tabBarItem.badgeValue = "!"
                        let settings = SettingsViewController()
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 2)
                        viewControllers = [inbox, alerts, settings]
                    }
                }
                """, note: "UIKit: a count as text and \"!\"."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: inbox, title: Inbox, icon: tray, badge: 3 }
                  - { id: alerts, title: Alerts, icon: bell, badge: "!" }
                """),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: inbox, title: Inbox, icon: tray, badge: "99+" }
                  - { id: updates, title: Updates, icon: arrow.down.circle, badge: { value: "12" } }
                """, note: "A capped count and a count written as text are fine."),
        ],
        fixes: [FixNote(.safe, "A `0` badge is removed (its whole `badge` entry in a spec, its `.badge(\"0\")` modifier in SwiftUI, where `.badge(0)` already shows none).")],
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let maxLength = context[Self.maxLength]
        return context.spec.tabs.compactMap { tab in
            guard let badge = tab.badge, let value = badge.value else { return nil }
            return problem(with: value.value, maxLength: maxLength, origin: context.spec.origin).map { problem in
                Finding(
                    at: value, "the badge of \(tab.displayName) \(problem.message)", severity: problem.severity, tab: tab,
                    fix: Self.isZero(value.value) ? FixIt(range: badge.range, change: .removeEntry) : nil
                )
            }
        }
    }

    /// A zero badge means "nothing waiting": removing it says the same.
    private static func isZero(_ value: BadgeValue) -> Bool {
        switch value {
        case .integer(let count): return count == 0
        case .text(let text): return text.allSatisfy(\.isASCII) && Int(text) == 0
        case .decimal: return false
        }
    }

    private func problem(with value: BadgeValue, maxLength: Int, origin: SpecOrigin) -> (message: String, severity: Severity?)? {
        switch value {
        case .integer(let count):
            if count < 0 { return ("is \(count); a badge counts waiting items and cannot be negative, so \(Spelling.showNoBadge(origin))", .error) }
            if count == 0 { return ("is 0, which still draws an empty-looking oval; \(Spelling.removeBadge(origin)) while nothing is waiting", nil) }
            return tooLong(String(count), maxLength: maxLength, origin: origin)
        case .decimal(let literal):
            return ("is \(literal); a badge counts items, so use a whole number", nil)
        case .text(let text):
            if text.isEmpty { return ("is empty, which draws a blank red dot with no meaning; show a count or \"!\", or \(Spelling.removeBadge(origin))", nil) }
            if text == "!" { return nil }
            if let count = Int(text), text.allSatisfy(\.isASCII) {
                return problem(with: .integer(count), maxLength: maxLength, origin: origin)
            }
            if text.count > 1, text.hasSuffix("+"), let count = Int(text.dropLast()), count > 0 {
                return tooLong(text, maxLength: maxLength, origin: origin)
            }
            return ("is \"\(text)\"; a badge shows a count or \"!\", so put \"\(text)\" in the tab's content instead", nil)
        }
    }

    private func tooLong(_ shown: String, maxLength: Int, origin: SpecOrigin) -> (message: String, severity: Severity?)? {
        guard shown.count > maxLength else { return nil }
        let cap = String(repeating: "9", count: max(1, maxLength - 1)) + "+"
        return ("shows \(shown.count) characters (\(shown)), more than the \(maxLength) a badge holds; cap the count, e.g. \(Spelling.badge(origin, cap))", nil)
    }
}

import TabBarSpec

/// Values of a tab bar read from code that cannot be known without running
/// the app. Listing them says which checks could not be made, and where.
public struct SourceUnresolvedRule: Rule {
    public static let metadata = RuleMetadata(
        id: "source-unresolved",
        summary: "A tab bar read from code has values that cannot be known statically; the checks that need them were skipped.",
        category: .source,
        defaultSeverity: .info,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Best practices", revision: "June 8, 2026 (current)",
            url: HIGSource.tabBarsURL,
            guidance: "The guidance on titles, symbols and badges applies to what people see at run time; a value the code only "
                + "computes then (from the network, a setting, an expression) can only be checked by running the app."
        ),
        rationale: "tabbar-lint reads the code, it does not run it. A title from a server, a symbol name built from a "
            + "variable or a tab list from a view model has no value until the app runs, and guessing one would report "
            + "problems that do not exist, or hide real ones. Such values are left unknown, every rule that needs them "
            + "stays silent, and this one finding per tab bar says what was skipped and where, so you know what the "
            + "lint did not cover. Write the value as a literal, a localized key or an enum case with a literal per case "
            + "to have it checked, or turn this rule off in the configuration.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    let model: AppModel

                    var body: some View {
                        TabView {                                             // ←
                            FeedView().tabItem { Label(model.feedTitle, systemImage: "newspaper") }
                            InboxView().tabItem { Label("Inbox", systemImage: model.inboxSymbol) }
                            SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                        }
                    }
                }
                """, note: "A title and a symbol come from a model at run time."),
            .swift("""
                import UIKit

                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = HomeViewController()
                        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                        let profile = ProfileViewController()
                        profile.tabBarItem = UITabBarItem(title: Session.current.name ?? "Profile", image: UIImage(systemName: "person"), tag: 1)
                        let search = SearchViewController()
                        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
                        viewControllers = [home, profile, search]             // ←
                    }
                }
                """, note: "A title read at run time with a literal fallback is unknown, not the fallback."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeedView().tabItem { Label("Feed", systemImage: "newspaper") }
                            InboxView().tabItem { Label("Inbox", systemImage: "tray") }
                            SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                        }
                    }
                }
                """),
            .swift("""
                import SwiftUI

                enum Section: CaseIterable {
                    case feed, inbox, settings

                    var title: LocalizedStringKey {
                        switch self {
                        case .feed: "Feed"
                        case .inbox: "Inbox"
                        case .settings: "Settings"
                        }
                    }

                    var symbol: String {
                        switch self {
                        case .feed: "newspaper"
                        case .inbox: "tray"
                        case .settings: "gear"
                        }
                    }
                }

                struct RootView: View {
                    var body: some View {
                        TabView {
                            ForEach(Section.allCases, id: \\.self) { section in
                                Text("…").tabItem { Label(section.title, systemImage: section.symbol) }
                            }
                        }
                    }
                }
                """, note: "Tabs generated from an enum whose properties give a literal per case are fully known."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let unresolved = context.spec.unresolved
        guard !unresolved.isEmpty else { return [] }
        // One expression read for every tab of a `ForEach` is listed once.
        var groups: [(value: UnresolvedValue, fields: [String])] = []
        for value in unresolved {
            if let index = groups.firstIndex(where: { $0.value.range == value.range && $0.value.reason == value.reason }) {
                groups[index].fields.append(value.field)
            } else {
                groups.append((value, [value.field]))
            }
        }
        let list = groups.map { group in
            "\(Phrases.list(group.fields)) (\(Self.place(of: group.value, barFile: context.spec.barAnchor.file))): \(group.value.reason)"
        }.joined(separator: "; ")
        let count = unresolved.count == 1 ? "1 value" : "\(unresolved.count) values"
        return [Finding(
            at: context.spec.barAnchor,
            "\(count) of this tab bar cannot be known without running the app, so the checks that need \(unresolved.count == 1 ? "it" : "them") were skipped: \(list)",
            related: unresolved.map { RelatedLocation(range: $0.range, message: "\($0.field): \($0.reason)") }
        )]
    }

    /// `Feed.swift:12:9`, or `line 12:9` when the value is in the bar's own file.
    private static func place(of value: UnresolvedValue, barFile: String?) -> String {
        let position = "\(value.range.start.line):\(value.range.start.column)"
        guard let file = value.range.file, file != barFile, let name = file.split(separator: "/").last else { return "line \(position)" }
        return "\(name):\(position)"
    }
}

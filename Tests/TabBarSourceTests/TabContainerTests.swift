import Testing
import TabBarSpec

/// A generic container (a coordinator) that draws whatever tabs it is given:
/// its `ForEach` runs over a property that starts empty and that one method
/// fills from its parameter. The bar is what the app passes that method.
@Suite struct TabContainerTests {
    static let container = """
        import SwiftUI

        @Observable final class TabsCoordinator<Tag: Hashable> {
            struct Entry {
                let screen: AnyView
                let info: TabInfo
            }

            final class TabInfo {
                let tag: Tag
                let title: String
                let symbol: String
                let isSearch: Bool

                init(tag: Tag, title: String, symbol: String, isSearch: Bool = false) {
                    self.tag = tag
                    self.title = title
                    self.symbol = symbol
                    self.isSearch = isSearch
                }
            }

            fileprivate struct Item: Identifiable {
                let info: TabInfo
                var id: ObjectIdentifier { ObjectIdentifier(info) }
            }

            fileprivate var items = [Item]()
            var selection: Tag?

            func install(_ entries: [Entry]) {
                items = entries.map { Item(info: $0.info) }
                selection = items.first?.info.tag
            }
        }

        struct TabsCoordinatorView<Tag: Hashable>: View {
            @Bindable var coordinator: TabsCoordinator<Tag>

            var body: some View {
                TabView(selection: $coordinator.selection) {
                    ForEach(coordinator.items) { item in
                        Tab(value: item.info.tag, role: item.info.isSearch ? .search : nil) {
                            Text("Content")
                        } label: {
                            Label(item.info.title, systemImage: item.info.symbol)
                        }
                    }
                }
            }
        }
        """

    static let sessionFlow = """
        import SwiftUI

        enum MainTab { case inbox, people, search }

        final class SessionFlow {
            private let coordinator = TabsCoordinator<MainTab>()
            private let inboxInfo: TabsCoordinator<MainTab>.TabInfo
            private let peopleInfo: TabsCoordinator<MainTab>.TabInfo
            private let searchInfo: TabsCoordinator<MainTab>.TabInfo?

            init(features: Features) {
                inboxInfo = .init(tag: .inbox, title: "Inbox", symbol: "tray")
                peopleInfo = .init(tag: .people, title: "People", symbol: "person.2")
                if features.globalSearch {
                    searchInfo = .init(tag: .search, title: "Find", symbol: "magnifyingglass", isSearch: true)
                } else {
                    searchInfo = nil
                }
                var entries: [TabsCoordinator<MainTab>.Entry] = [
                    .init(screen: AnyView(Text("Inbox")), info: inboxInfo),
                    .init(screen: AnyView(Text("People")), info: peopleInfo),
                ]
                if let searchInfo {
                    entries.append(.init(screen: AnyView(Text("Search")), info: searchInfo))
                }
                coordinator.install(entries)
            }
        }
        """

    @Test func theBarIsTheListTheContainersOneCallerInstalls() throws {
        let app = FixtureApp(["App/TabsCoordinator.swift": Self.container, "App/SessionFlow.swift": Self.sessionFlow])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Inbox", "People", "Find"])
        #expect(spec.symbols == ["tray", "person.2", "magnifyingglass"])
        #expect(spec.tabs.map { $0.id?.value } == ["inbox", "people", "search"])
        // `isSearch: true` is passed for the third only; the others take the default.
        #expect(spec.tabs.map { $0.role?.value } == [nil, nil, .search])
        // The third is added only when the stored optional is set, which
        // the initializer does under `features.globalSearch`.
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, nil, "features.globalSearch"])
        // Values point where they are written: the caller's literals.
        let find = try #require(spec.tabs[2].title)
        #expect(find.range.file == "App/SessionFlow.swift")
        #expect(find.range.lineColumn == "15:53")
        let reports = app.lint()
        let conditional = try #require(reports.flatMap(\.diagnostics).first { $0.ruleID == "conditional-tab" })
        #expect(conditional.range.file == "App/TabsCoordinator.swift")
        #expect(conditional.range.lineColumn == "43:17")
        #expect(conditional.message.contains("\"Find\" (search) exists only when \"features.globalSearch\""))
    }

    /// The value given in the initializer's `else` makes the tab's
    /// condition the negation of the `if`.
    @Test func aTabSetUpInTheElseBranchIsConditionedOnItsNegation() throws {
        let flow = Self.sessionFlow.replacingOccurrences(
            of: "if features.globalSearch {\n            searchInfo = .init(tag: .search, title: \"Find\", symbol: \"magnifyingglass\", isSearch: true)\n        } else {\n            searchInfo = nil\n        }",
            with: "if features.compactOnly {\n            searchInfo = nil\n        } else {\n            searchInfo = .init(tag: .search, title: \"Find\", symbol: \"magnifyingglass\", isSearch: true)\n        }"
        )
        #expect(flow != Self.sessionFlow, "the fixture was rewritten")
        let spec = try #require(FixtureApp(["App/TabsCoordinator.swift": Self.container, "App/SessionFlow.swift": flow]).bars().first?.spec)
        #expect(spec.titles == ["Inbox", "People", "Find"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, nil, "not (features.compactOnly)"])
    }

    /// A list grown once per pass of a loop has as many tabs as the loop
    /// runs: unknown, never one tab per `append` written (which made a
    /// one-tab bar and a false `tab-count` error).
    @Test func aListGrownInALoopIsUnknown() throws {
        let app = FixtureApp(["App/Root.swift": """
            import UIKit
            final class RootController: UITabBarController {
                let sections: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var controllers: [UIViewController] = []
                    for section in sections {
                        let controller = UIViewController()
                        controller.tabBarItem = UITabBarItem(title: section, image: UIImage(systemName: "folder"), tag: 0)
                        controllers.append(controller)
                    }
                    viewControllers = controllers
                }
            }
            """])
        try expectOnlyAnUnknownList(in: app, saying: "the tab list (line 12:27): `controllers`, grown in a loop at Root.swift:10")
    }

    /// A local list returned after the code changed it is not its first
    /// value (`[]`, which read as no tabs at all, so no bar).
    @Test func aLocalChangedAfterItsFirstValueIsUnknown() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                let sources: [Source]
                var body: some View {
                    TabView {
                        ForEach(items) { item in
                            Color.clear.tabItem { Label(item.title, systemImage: item.symbol) }
                        }
                    }
                }
                var items: [Item] {
                    var items: [Item] = []
                    for source in sources {
                        items.append(Item(title: source.name, symbol: "server.rack"))
                    }
                    return items
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.isEmpty)
        #expect(spec.hasUnknownTabs)
        let message = try #require(app.lint().flatMap(\.diagnostics).first { $0.ruleID == "source-unresolved" }?.message)
        #expect(message.contains("the tab list (line 6:21): `items`, changed after its first value (Root.swift:14)"))
    }

    /// A list handed back to the method that fills it (`install(items)`)
    /// is a cycle: unknown, not a crash.
    @Test func aListPassedBackToTheMethodThatFillsItIsUnknown() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            final class Coordinator {
                var items: [Item] = []
                func install(_ entries: [Item]) {
                    items = entries.map { $0 }
                }
                func reload() {
                    install(items)
                }
            }
            struct Root: View {
                let coordinator: Coordinator
                var body: some View {
                    TabView {
                        ForEach(coordinator.items) { item in
                            Color.clear.tabItem { Label(item.title, systemImage: "star") }
                        }
                    }
                }
            }
            """])
        try expectOnlyAnUnknownList(in: app, saying: "a chain of lists too long to follow")
    }

    /// A bar whose tab list is unknown: no tabs counted, and one finding,
    /// `source-unresolved`, whose message says why.
    private func expectOnlyAnUnknownList(in app: FixtureApp, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let spec = try #require(app.bars().first?.spec, sourceLocation: sourceLocation)
        #expect(spec.tabs.isEmpty, sourceLocation: sourceLocation)
        #expect(spec.hasUnknownTabs, sourceLocation: sourceLocation)
        let diagnostics = app.lint().flatMap(\.diagnostics)
        #expect(diagnostics.map(\.ruleID) == ["source-unresolved"], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.contains(reason) == true, sourceLocation: sourceLocation)
    }
}

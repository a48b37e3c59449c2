import Testing
import TabBarSource
import TabBarSpec

/// A list installed by a method the app adds to `UITabBarController` in an
/// extension (`presenter.install(screens)`), called through a protocol the
/// controller conforms to: each call is a bar, read with the method's
/// parameter bound to what the call passes. Here the list is a dictionary
/// of destinations to screens, sorted by a computed `order` and made into
/// controllers by a `compactMap` closure that sets each one's item.
@Suite struct ListHelperTests {
    private static let presenting = """
        import UIKit

        @MainActor protocol Screen: AnyObject {
            var host: UIViewController? { get }
        }

        protocol TabDescribing {
            var order: Int { get }
            var title: String { get }
            var image: UIImage? { get }
        }

        @MainActor protocol TabPresenting: Screen {
            func install<Tab: Hashable & TabDescribing>(_ tabs: [Tab: Screen])
        }

        extension UINavigationController: Screen {
            var host: UIViewController? { self }
        }

        extension UITabBarController: TabPresenting {
            var host: UIViewController? { self }

            func install<Tab: Hashable & TabDescribing>(_ tabs: [Tab: Screen]) {
                viewControllers = tabs
                    .sorted { $0.key.order < $1.key.order }
                    .compactMap { entry in
                        guard let controller = entry.value.host else { return nil }
                        controller.tabBarItem.title = entry.key.title
                        controller.tabBarItem.image = entry.key.image
                        return controller
                    }
            }

            func append(_ screen: UIViewController) {
                viewControllers = [screen]
            }
        }

        enum Filter: Hashable { case all, unread }

        enum Destination: Hashable {
            case inbox(Filter)
            case profile
            case search
        }

        extension Destination: TabDescribing {
            var order: Int {
                switch self {
                case .inbox: return 0
                case .search: return 1
                case .profile: return 2
                }
            }

            var title: String {
                switch self {
                case .inbox: return "Inbox"
                case .search: return "Look Up"
                case .profile: return "Profile"
                }
            }

            var image: UIImage? {
                switch self {
                case .inbox: return UIImage(systemName: "tray")
                case .search: return UIImage(systemName: "magnifyingglass")
                case .profile: return UIImage(systemName: "person.crop.circle")
                }
            }
        }
        """

    private static func app(start: String) -> FixtureApp {
        FixtureApp(["App/Presenting.swift": presenting, "App/MainFlow.swift": """
            import UIKit

            final class MainFlow {
                weak var presenter: TabPresenting?

                func start() {
                    guard let presenter else { return }
            \(start)
                }
            }
            """])
    }

    @Test func aDictionarySortedByAComputedKeyIsTheBarAtTheCall() throws {
        let app = Self.app(start: """
                    let inbox = UINavigationController()
                    let profile = UINavigationController()
                    let screens: [Destination: Screen] = [
                        .profile: profile,
                        .inbox(.all): inbox,
                    ]
                    presenter.install(screens)
            """)
        let bars = app.bars()
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        #expect(bar.file == "App/MainFlow.swift")
        #expect(bar.spec.range.lineColumn == "14:9")
        #expect(bar.spec.titles == ["Inbox", "Profile"])
        #expect(bar.spec.symbols == ["tray", "person.crop.circle"])
        #expect(bar.spec.tabs[0].title?.entries.first?.text.range.lineColumn == "59:29")
        #expect(bar.spec.unresolved.isEmpty)
    }

    /// Two flows with presenters of their own are two bars, each reported
    /// where its list is given, each tab at its entry; with a search tab
    /// made by hand, the rule speaks at the entry of the list that has it.
    @Test func eachCallIsABarOfItsOwn() throws {
        var app = Self.app(start: """
                    presenter.install([Destination.search: UINavigationController(), Destination.inbox(.unread): UINavigationController()])
            """)
        app.files["App/GuestFlow.swift"] = """
            import UIKit

            final class GuestFlow {
                weak var presenter: TabPresenting?

                func start() {
                    presenter?.install([Destination.inbox(.all): UINavigationController()])
                }
            }
            """
        let bars = app.bars()
        #expect(bars.map { "\($0.file) \($0.spec.range.lineColumn)" } == ["App/GuestFlow.swift 7:9", "App/MainFlow.swift 8:9"])
        #expect(bars.map(\.spec.titles) == [["Inbox"], ["Inbox", "Look Up"]])
        #expect(bars.last?.spec.tabs.map(\.range.lineColumn) == ["8:74", "8:28"])
        let diagnostics = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "search-tab-position" }
        #expect(diagnostics.map { "\($0.range.file ?? "") \($0.range.lineColumn)" } == ["App/MainFlow.swift 8:28"])
    }

    /// Swift gives a dictionary's entries in no fixed order: without a
    /// sort the tabs' order is unknown, so the bar's tabs are too.
    @Test func anUnsortedDictionaryLeavesTheOrderUnknown() throws {
        let app = FixtureApp(["App/Presenting.swift": Self.presenting.replacingOccurrences(
            of: "\n            .sorted { $0.key.order < $1.key.order }", with: ""
        ), "App/MainFlow.swift": Self.app(start: """
                    presenter.install([Destination.profile: UINavigationController()])
            """).files["App/MainFlow.swift"] ?? ""])
        let bar = try #require(app.bars().first)
        #expect(bar.spec.tabs.isEmpty)
        #expect(bar.spec.unresolved.map(\.reason) == [
            "tabs from `[Destination.profile: UINavigationController()]`, a dictionary, whose entries Swift gives in no fixed order",
        ])
    }

    /// Two entries with the same key (`.inbox(.all)` and `.inbox(.unread)`
    /// both have order 0): Swift decides which comes first, so the order is
    /// unknown.
    @Test func entriesSharingASortKeyLeaveTheOrderUnknown() throws {
        let app = Self.app(start: "        presenter.install([Destination.inbox(.all): UINavigationController(), Destination.inbox(.unread): UINavigationController()])")
        let bar = try #require(app.bars().first)
        #expect(bar.spec.tabs.isEmpty)
        #expect(bar.spec.unresolved.map(\.reason) == [
            "tabs from `tabs .sorted { $0.key.order < $1.key.order }`, a dictionary's entries in the order of `$0.key.order`, which the code does not give for each",
        ])
    }

    /// iOS 18's `tabs = list` in a helper that also sets
    /// `mode = .tabSidebar`: the bar is at the call, its style located in
    /// the helper's file.
    @Test func aHelperSettingUITabsAndTheSidebarMode() throws {
        let app = FixtureApp([
            "App/Installing.swift": """
                import UIKit
                extension UITabBarController {
                    func installSidebar(_ list: [UITab]) {
                        tabs = list
                        mode = .tabSidebar
                    }
                }
                """,
            "App/Root.swift": """
                import UIKit
                final class Root {
                    let shell = UITabBarController()
                    func start() {
                        shell.installSidebar([
                            UITab(title: "Home", image: UIImage(systemName: "house"), identifier: "home") { _ in UIViewController() },
                            UITab(title: "Files", image: UIImage(systemName: "folder"), identifier: "files") { _ in UIViewController() },
                        ])
                    }
                }
                """,
        ])
        let bar = try #require(app.bars().first)
        #expect(bar.file == "App/Root.swift")
        #expect(bar.spec.range.lineColumn == "5:9")
        #expect(bar.spec.titles == ["Home", "Files"])
        let style = try #require(bar.spec.tabBar.style)
        #expect(style.value == .sidebarAdaptable)
        #expect(style.range.file == "App/Installing.swift")
        #expect(style.range.lineColumn == "5:16")
    }

    /// Linting the caller's file alone (a pre-commit hook given the files    /// Linting the caller's file alone (a pre-commit hook given the files
    /// that changed) still finds its bar, through the helper in a file read
    /// for context; linting the helper's file alone reports no bar, which
    /// is in the caller's file.
    @Test func theCallersFileAloneHasTheBar() {
        let app = Self.app(start: "        presenter.install([Destination.profile: UINavigationController()])")
        var tree = app.tree
        tree.swiftFiles = ["App/MainFlow.swift"]
        tree.contextSwiftFiles = ["App/Presenting.swift"]
        let bars = SourceFrontEnd(read: app.reader).tabBars(in: tree).bars
        #expect(bars.map { "\($0.file) \($0.spec.range.lineColumn)" } == ["App/MainFlow.swift 8:9"])
        #expect(bars.map(\.spec.titles) == [["Profile"]])
        tree.swiftFiles = ["App/Presenting.swift"]
        tree.contextSwiftFiles = ["App/MainFlow.swift"]
        #expect(SourceFrontEnd(read: app.reader).tabBars(in: tree).bars.isEmpty)
    }

    /// A caller in a class whose name a broken file lost (`final class
    /// )ainFlow`) is read without a crash (a mutation fuzz found the empty
    /// type name searched for); what its `presenter` is declared as cannot
    /// be looked up, so the call is not taken for a tab bar's.
    @Test func aCallerInAClassWithoutANameIsReadWithoutACrash() throws {
        var app = Self.app(start: "        presenter.install([Destination.profile: UINavigationController(), Destination.search: UINavigationController()])")
        app.files["App/MainFlow.swift"] = app.files["App/MainFlow.swift"]?.replacingOccurrences(of: "class MainFlow", with: "class )ainFlow")
        #expect(app.bars().isEmpty)
        #expect(app.lint().flatMap(\.diagnostics).isEmpty)
    }

    /// Another type's method of the helper's name and label
    /// (`rows.install(_:)` on a table's data source) is not a call of the
    /// helper; a call on a controller the code makes is.
    @Test func anotherTypesMethodOfTheSameNameIsNoBar() {
        var app = Self.app(start: "")
        app.files["App/Rows.swift"] = """
            import UIKit

            final class Rows {
                func install<Row: Hashable>(_ rows: [Row: String]) {}
            }

            final class RowsScreen {
                let rows = Rows()

                func load() {
                    rows.install([1: "one"])
                    let shell = UITabBarController()
                    shell.install([Destination.search: UINavigationController(), Destination.inbox(.all): UINavigationController()])
                }
            }
            """
        let bars = app.bars()
        #expect(bars.map { "\($0.file) \($0.spec.range.lineColumn)" } == ["App/Rows.swift 13:9"])
        #expect(bars.map(\.spec.titles) == [["Inbox", "Look Up"]])
    }

    /// A helper that puts one controller in a list of its own
    /// (`viewControllers = [screen]`) is not where a bar's tabs are given.
    @Test func aHelperGivenOneControllerIsNoBar() {
        let app = Self.app(start: """
                    (presenter as? UITabBarController)?.append(UIViewController())
            """)
        #expect(app.bars().isEmpty)
    }
}

/// A list given to a `static` factory's parameter is read where the one
/// caller of that factory passes it: `Shell.make(tabs:)`, not another
/// type's `make(tabs:)` of the same name (and the files that do not name
/// `Shell` are not parsed to look).
@Suite struct StaticFactoryParameterTests {
    private static func app(otherCall: String) -> FixtureApp {
        FixtureApp([
            "App/Shell.swift": """
                import UIKit
                enum Shell {
                    static func make(tabs: [UIViewController]) -> UITabBarController {
                        let controller = UITabBarController()
                        controller.viewControllers = tabs
                        return controller
                    }
                }
                enum Importer {
                    static func make(tabs: [UIViewController]) -> UIViewController { UIViewController() }
                }
                """,
            "App/Start.swift": """
                import UIKit
                final class Start {
                    func root() -> UIViewController {
                        let home = UIViewController()
                        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
                        let files = UIViewController()
                        files.tabBarItem = UITabBarItem(title: "Files", image: UIImage(systemName: "folder"), tag: 1)
                        return Shell.make(tabs: [home, files])
                    }
                }
                """,
            "App/Other.swift": """
                import UIKit
                final class Other {
                    static func inbox() -> UIViewController {
                        let inbox = UIViewController()
                        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                        return inbox
                    }

                    func show() -> UIViewController {
                        \(otherCall)
                    }
                }
                """,
        ])
    }

    @Test func anotherTypesFactoryOfTheSameNameIsNotACaller() throws {
        let spec = try #require(Self.app(otherCall: "Importer.make(tabs: [Self.inbox()])").bars().first?.spec)
        #expect(spec.titles == ["Home", "Files"])
        #expect(spec.symbols == ["house", "folder"])
        #expect(spec.unresolved.isEmpty)
    }

    /// A second caller of the factory itself, with another list: which
    /// one the bar shows is not known.
    @Test func twoCallersOfTheFactoryLeaveTheListUnknown() throws {
        let spec = try #require(Self.app(otherCall: "Shell.make(tabs: [Self.inbox()])").bars().first?.spec)
        #expect(spec.tabs.isEmpty)
        #expect(spec.unresolved.first?.reason.hasPrefix("the parameter `tabs`, passed different values by 2 calls") == true)
    }
}

/// `sorted(by:)` with named parameters and `>`, over keys the code
/// computes per case (a negative number among them), and text keys.
@Suite struct SortKeyTests {
    private static func app(sort: String) -> FixtureApp {
        FixtureApp(["App/Shell.swift": """
            import UIKit
            enum Section: CaseIterable {
                case alpha, beta, gamma
                var rank: Int {
                    switch self {
                    case .alpha: return 1
                    case .beta: return -2
                    case .gamma: return 3
                    }
                }
                var name: String {
                    switch self {
                    case .alpha: return "Zeta"
                    case .beta: return "Eta"
                    case .gamma: return "Theta"
                    }
                }
            }
            final class Shell: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = Section.allCases.\(sort).map { section in
                        let controller = UIViewController()
                        controller.tabBarItem = UITabBarItem(title: section.name, image: UIImage(systemName: "circle"), tag: 0)
                        return controller
                    }
                }
            }
            """])
    }

    @Test func aNumericKeyDescendingWithNamedParameters() throws {
        let spec = try #require(Self.app(sort: "sorted(by: { first, second in first.rank > second.rank })").bars().first?.spec)
        #expect(spec.titles == ["Theta", "Zeta", "Eta"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, nil, nil])
    }

    @Test func aTextKeyAscending() throws {
        let spec = try #require(Self.app(sort: "sorted { $0.name < $1.name }").bars().first?.spec)
        #expect(spec.titles == ["Eta", "Theta", "Zeta"])
    }
}

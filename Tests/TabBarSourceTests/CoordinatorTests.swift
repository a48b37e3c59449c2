import Testing
import TabBarSource
import TabBarSpec

/// Tab lists a coordinator object holds: built by a result-builder closure
/// of static factories, stored as labelled tuples, picked per platform.
@Suite struct CoordinatorTests {
    static let coordinatorApp: [String: String] = [
        "Player.xcodeproj/project.pbxproj": """
            buildSettings = { SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; };
            buildSettings = { SDKROOT = appletvos; TARGETED_DEVICE_FAMILY = 3; };
            """,
        "Shared/Tabs/Destination.swift": """
            import SwiftUI
            struct Destination {
                let view: AnyView
                let name: String
                let key: String
                let symbol: String

                init(key: String, name: String, symbol: String, @ViewBuilder view: () -> some View) {
                    self.view = AnyView(view())
                    self.key = key
                    self.name = name
                    self.symbol = symbol
                }
            }

            extension Destination {
                static var discover: Destination {
                    Destination(key: "discover", name: Strings.discover, symbol: "sparkles") { DiscoverView() }
                }
                static var find: Destination {
                    Destination(key: "find", name: Strings.find, symbol: "magnifyingglass") { FindView() }
                }
                static func shelf(named name: String, symbol: String) -> Destination {
                    Destination(key: "shelf-\\(name)", name: name, symbol: symbol) { ShelfView() }
                }
                static func feed(source: some FeedSource) -> Destination {
                    Destination(key: source.key, name: source.title, symbol: "star.fill") { FeedView() }
                }
            }

            struct HomeSource: FeedSource {
                let title: String = Strings.home
                let key = "home"
            }

            enum Strings {
                static let discover = "Discover"
                static let find = "Find"
                static let home = "Home"
                static let films = "Films"
            }
            """,
        "Shared/Tabs/TabsModel.swift": """
            import SwiftUI
            @resultBuilder enum ListBuilder<Element> {
                static func buildBlock(_ items: Element...) -> [Element] { items }
            }
            final class TabsModel: ObservableObject {
                typealias Entry = (
                    destination: Destination,
                    router: Router
                )
                @Published var current: String?
                let entries: [Entry]

                init(@ListBuilder<Destination> _ build: () -> [Destination]) {
                    let entries = build()
                    self.entries = entries.map { destination in
                        (destination, Router())
                    }
                    current = entries.first?.key
                }
            }
            """,
        "Shared/Tabs/RootTabs.swift": """
            import SwiftUI
            struct RootTabs: View {
                @StateObject private var model: TabsModel

                init() {
                    _model = StateObject(wrappedValue: Self.startingModel)
                }

                private static var startingModel: TabsModel {
                    #if os(iOS)
                    TabsModel {
                        Destination.feed(source: HomeSource())
                        Destination.find
                        Destination.discover
                    }
                    #else
                    TabsModel {
                        Destination.feed(source: HomeSource())
                        Destination.shelf(named: Strings.films, symbol: "film")
                        Destination.find
                    }
                    #endif
                }

                var body: some View {
                    TabView(selection: $model.current) {
                        ForEach(model.entries, id: \\.destination.key) { entry in
                            Tab(value: entry.destination.key, role: entry.destination.key == Destination.find.key ? .search : nil) {
                                entry.destination.view
                            } label: {
                                Label(entry.destination.name, systemImage: entry.destination.symbol)
                            }
                        }
                    }
                }
            }
            """,
    ]

    @Test func aCoordinatorsBuilderListOfFactoriesIsReadPerPlatform() throws {
        let app = FixtureApp(Self.coordinatorApp)
        let bars = app.bars()
        #expect(bars.count == 2)
        let phone = try #require(bars.first?.spec)
        #expect(phone.platformNames == ["iOS", "iPadOS"])
        #expect(phone.titles == ["Home", "Find", "Discover"])
        #expect(phone.symbols == ["star.fill", "magnifyingglass", "sparkles"])
        #expect(phone.tabs.map { $0.role?.value } == [nil, .search, nil])
        // The title is the literal the feed source's stored property comes down to (Destination.swift).
        #expect(phone.tabs[0].title?.entries.first?.text.range.lineColumn == "39:23")
        #expect(!phone.hasUnknownTabs)
        let television = try #require(bars.dropFirst().first?.spec)
        #expect(television.platformNames == ["tvOS"])
        #expect(television.titles == ["Home", "Films", "Find"])
        #expect(television.symbols == ["star.fill", "film", "magnifyingglass"])
        #expect(television.tabs.map { $0.role?.value } == [nil, nil, .search])
    }

    @Test func aFindingOnAValueBothPlatformsShareIsReportedOnce() throws {
        let reports = FixtureApp(Self.coordinatorApp).lint()
        let broad = reports.flatMap(\.diagnostics).filter { $0.ruleID == "title-too-broad" }
        #expect(broad.count == 1)
        #expect(broad.first?.range.file == "Shared/Tabs/Destination.swift")
        #expect(broad.first?.range.lineColumn == "39:23")
        #expect(broad.first?.platforms == [.iOS, .iPadOS, .tvOS])
        // The search tab is misplaced only in the iPhone and iPad list.
        let positions = reports.flatMap(\.diagnostics).filter { $0.ruleID == "search-tab-position" }
        #expect(positions.map(\.platforms) == [[.iOS, .iPadOS]])
    }

    /// No Xcode project: a clause that names tvOS is proof enough. An `if`
    /// in the builder closure adds its tab under its condition, a local
    /// named like the initializer's parameter shadows it, and `#if DEBUG`
    /// in the list makes it unknown rather than guessed.
    @Test func aNamedPlatformClauseAConditionalBuilderTabAndAShadowingLocal() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Page {
                let title: String
                let symbol: String
                static var home: Page { Page(title: "Home", symbol: "house") }
                static var live: Page { Page(title: "Live", symbol: "tv") }
                static var inbox: Page { Page(title: "Inbox", symbol: "tray") }
            }
            final class Pages: ObservableObject {
                let pages: [Page]
                init(@ListBuilder<Page> pages: () -> [Page]) {
                    let pages = pages()
                    self.pages = pages
                }
            }
            struct Root: View {
                @AppStorage("signedIn") var signedIn = false
                @StateObject private var model = Pages {
                    Page.home
                    #if os(tvOS)
                    Page.live
                    #endif
                    if signedIn {
                        Page.inbox
                    }
                }
                var body: some View {
                    TabView {
                        ForEach(model.pages, id: \\.title) { page in
                            Tab(page.title, systemImage: page.symbol) { Text(page.title) }
                        }
                    }
                }
            }
            struct DebugRoot: View {
                @StateObject private var model = Pages {
                    Page.home
                    #if DEBUG
                    Page.live
                    #endif
                }
                var body: some View {
                    TabView {
                        ForEach(model.pages, id: \\.title) { page in
                            Tab(page.title, systemImage: page.symbol) { Text(page.title) }
                        }
                    }
                }
            }
            """])
        let bars = app.bars().map(\.spec)
        #expect(bars.map(\.platformNames) == [["iOS", "iPadOS"], ["tvOS"], ["iOS", "iPadOS"]])
        #expect(bars.map(\.titles) == [["Home", "Inbox"], ["Home", "Live", "Inbox"], []])
        #expect(bars[0].tabs.map { $0.visibleWhen?.value } == [nil, "signedIn"])
        #expect(bars[2].hasUnknownTabs)
        let unresolved = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "source-unresolved" }
        #expect(unresolved.map(\.range.lineColumn) == ["43:9"])
        #expect(unresolved.first?.message.hasSuffix("the tab list (line 38:9): a list that the build's flags decide") == true)
    }

    @Test func withoutAProjectThatBuildsForTVTheElseBranchIsNoBar() throws {
        var files = Self.coordinatorApp
        files["Player.xcodeproj/project.pbxproj"] = "buildSettings = { SDKROOT = iphoneos; };\n"
        let bars = FixtureApp(files).bars()
        #expect(bars.map(\.spec.platformNames) == [["iOS", "iPadOS"]])
        #expect(bars.first?.spec.titles == ["Home", "Find", "Discover"])
    }

    /// Coordinators a builder makes (`builder.garden`, a computed property
    /// of the builder's declared type), each passing the navigation
    /// controller it is given up to a base class reached through a
    /// `typealias` of a composition; the controller from a static property
    /// (`UINavigationController.garden`, `.pond` where the parameter's type
    /// says it); a `filter` deciding some coordinators and not others.
    @Test func builderMadeCoordinatorsFilteredByAFlag() throws {
        let app = FixtureApp(["App/Coordinators.swift": """
            import UIKit
            protocol TabItemInterface { var isEnabled: Bool { get } }
            typealias TabItem = BaseFlow & TabItemInterface
            class BaseFlow: NSObject {
                private(set) var root: UINavigationController
                init(navigationController: UINavigationController) { self.root = navigationController }
            }
            extension UINavigationController {
                static var garden: UINavigationController {
                    let controller = UINavigationController()
                    controller.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), selectedImage: nil)
                    return controller
                }
                static var pond: UINavigationController {
                    let controller = UINavigationController()
                    controller.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), selectedImage: nil)
                    return controller
                }
                static var shed: UINavigationController {
                    let controller = UINavigationController()
                    controller.tabBarItem = UITabBarItem(title: "Shed", image: UIImage(systemName: "house"), selectedImage: nil)
                    return controller
                }
            }
            protocol FlagService { var shedOpen: Bool { get } }
            final class GardenFlow: TabItem {
                var isEnabled: Bool { true }
                init(navigationController: UINavigationController, builder: FlowBuilder) { super.init(navigationController: navigationController) }
            }
            final class PondFlow: TabItem {
                var isEnabled: Bool { true }
                init(navigationController: UINavigationController) { super.init(navigationController: navigationController) }
            }
            final class ShedFlow: TabItem {
                let flags: FlagService
                var isEnabled: Bool { flags.shedOpen }
                init(navigationController: UINavigationController, flags: FlagService) {
                    self.flags = flags
                    super.init(navigationController: navigationController)
                }
            }
            final class FlowBuilder {
                let flags: FlagService
                init(flags: FlagService) { self.flags = flags }
                var garden: TabItem {
                    let navigationController = UINavigationController.garden
                    return GardenFlow(navigationController: navigationController, builder: self)
                }
                var pond: TabItem { PondFlow(navigationController: .pond) }
                var shed: TabItem { ShedFlow(navigationController: .shed, flags: flags) }
            }
            final class YardFlow: BaseFlow {
                private lazy var gardenFlow = builder.garden
                private lazy var shedFlow = builder.shed
                private lazy var pondFlow = builder.pond
                private var flows: [TabItem] { [gardenFlow, shedFlow, pondFlow].filter { $0.isEnabled } }
                private lazy var tabs = UITabBarController()
                private let builder: FlowBuilder
                init(builder: FlowBuilder, navigationController: UINavigationController) {
                    self.builder = builder
                    super.init(navigationController: navigationController)
                }
                func start() {
                    tabs.viewControllers = flows.map { $0.root }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Shed", "Pond"])
        #expect(spec.symbols == ["leaf", "house", "drop"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "shedFlow.isEnabled", nil])
        #expect(spec.tabs[0].title?.range.lineColumn == "11:53")
        #expect(spec.unresolved.isEmpty)
    }

    /// A dependency container hands a factory its own methods as closures
    /// (of the same names); the factory's `makeChildren()` builds the list;
    /// each method passes its controller to `configureForTabBar(_:tabBarItem:)`
    /// with a different case, whose title is the strings type's
    /// `localized(key:)` and whose icon comes from a package.
    @Test func childrenFromAFactoryOfContainerClosures() throws {
        let app = FixtureApp([
            "App/Factory.swift": """
                import UIKit
                import DesignIcons
                protocol ChildrenFactoryProtocol { func makeChildren() -> [UIViewController] }
                final class ChildrenFactory: ChildrenFactoryProtocol {
                    private let makeGarden: () -> UIViewController
                    private let makePond: () -> UIViewController
                    init(makeGarden: @escaping () -> UIViewController, makePond: @escaping () -> UIViewController) {
                        self.makeGarden = makeGarden
                        self.makePond = makePond
                    }
                    func makeChildren() -> [UIViewController] {
                        var children: [UIViewController] = []
                        let garden = makeGarden()
                        children.append(garden)
                        let pond = makePond()
                        children.append(pond)
                        return children
                    }
                }
                final class Shell: UITabBarController {
                    init(children: [UIViewController]) {
                        super.init(nibName: nil, bundle: nil)
                        setViewControllers(children, animated: false)
                    }
                }
                enum Spot: Int { case garden, pond }
                extension Spot {
                    var title: String {
                        switch self {
                        case .garden: return Strings.tab_garden
                        case .pond: return Strings.tab_pond
                        }
                    }
                    var icon: UIImage { switch self { case .garden: return IconSet.leaf; case .pond: return IconSet.drop } }
                }
                enum Strings {
                    static func localized(key: String) -> String { String(localized: .init(key)) }
                    static var tab_garden: String { localized(key: "tab_garden") }
                    static var tab_pond: String { localized(key: "tab_pond") }
                }
                final class Container {}
                extension Container {
                    func makeShell() -> UIViewController {
                        let factory = makeFactory()
                        return Shell(children: factory.makeChildren())
                    }
                    private func makeFactory() -> ChildrenFactoryProtocol {
                        return ChildrenFactory(makeGarden: makeGarden, makePond: makePond)
                    }
                    private func makeGarden() -> UIViewController {
                        let vc = UIViewController()
                        configureForTabBar(vc, tabBarItem: .garden)
                        return vc
                    }
                    private func makePond() -> UIViewController {
                        let vc = UIViewController()
                        configureForTabBar(vc, tabBarItem: .pond)
                        return vc
                    }
                    func configureForTabBar(_ viewController: UIViewController, tabBarItem: Spot) {
                        viewController.tabBarItem.title = tabBarItem.title
                        viewController.tabBarItem.image = tabBarItem.icon
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "tab_garden" = "Garden";
                "tab_pond" = "Pond";
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == [nil, nil])
        #expect(spec.unresolved.map(\.reason) == [
            "an image from `IconSet.leaf`, a type the app's code does not declare (a package's)",
            "an image from `IconSet.drop`, a type the app's code does not declare (a package's)",
        ])
    }

    /// A coordinator sets the tabs of a tab bar controller its base class
    /// declares and is given: the usual shape of a coordinator hierarchy.
    @Test func aTabBarControllerPropertyTheBaseCoordinatorDeclares() throws {
        let app = FixtureApp([
            "App/Coordinators/BaseTabCoordinator.swift": """
                import UIKit

                class BaseTabCoordinator: NSObject {
                    let tabBarController: UITabBarController

                    init(tabBarController: UITabBarController) {
                        self.tabBarController = tabBarController
                    }
                }
                """,
            "App/Coordinators/TabCoordinator.swift": """
                import UIKit

                final class TabCoordinator: BaseTabCoordinator {
                    func start() {
                        let today = UINavigationController(rootViewController: TodayViewController())
                        today.tabBarItem = UITabBarItem(title: "Today", image: UIImage(systemName: "sun.max"), tag: 0)
                        let events = UINavigationController(rootViewController: EventsViewController())
                        events.tabBarItem = UITabBarItem(title: "Events", image: UIImage(systemName: "calendar"), tag: 1)
                        let places = UINavigationController(rootViewController: PlacesViewController())
                        places.tabBarItem = UITabBarItem(title: "Places", image: UIImage(systemName: "map"), tag: 2)
                        tabBarController.viewControllers = [today, events, places]
                    }
                }
                """,
        ])
        let bar = try #require(app.bars().first)
        #expect(bar.file == "App/Coordinators/TabCoordinator.swift")
        #expect(bar.spec.range.lineColumn == "11:9")
        #expect(bar.spec.titles == ["Today", "Events", "Places"])
        #expect(bar.spec.symbols == ["sun.max", "calendar", "map"])
    }
}

import Testing
import TabBarSource
import TabBarLint
import TabBarSpec
import TabBarYAML

@Suite struct UIKitTabBarControllerTests {
    static let app = FixtureApp([
        "App/MainTabBarController.swift": """
            import UIKit

            final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
                private lazy var home: UINavigationController = {
                    let controller = HomeViewController()
                    controller.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
                    return UINavigationController(rootViewController: controller)
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                    let search = SearchViewController()
                    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
                    viewControllers = [
                        home,
                        UINavigationController(rootViewController: search),
                        makeCompose(),
                        UINavigationController(rootViewController: ProfileViewController()),
                        SettingsViewController(),
                    ]
                }

                private func makeCompose() -> UIViewController {
                    let compose = ComposePlaceholderViewController()
                    compose.tabBarItem.title = NSLocalizedString("tab.compose", comment: "")
                    compose.tabBarItem.image = UIImage(systemName: "square.and.pencil")
                    return compose
                }

                func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                    if viewController is ComposePlaceholderViewController {
                        present(ComposerViewController(), animated: true)
                        return false
                    }
                    return true
                }
            }
            """,
        "App/Profile/ProfileViewController.swift": """
            import UIKit

            final class ProfileViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 3)
                    tabBarItem.badgeValue = "New"
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = "My Profile"
                }
            }
            """,
        "App/Settings/SettingsViewController.swift": """
            import UIKit

            final class SettingsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Settings"
                    tabBarItem.image = UIImage(systemName: "gear")
                }
            }
            """,
        "App/Base.lproj/Localizable.strings": """
            "tab.compose" = "Compose";
            """,
        "App/Styling/StyledTabBarController.swift": """
            import UIKit
            /// Only styles the bar: a storyboard's custom class, not a second bar.
            final class StyledTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.tintColor = .systemPink
                }
            }
            """,
    ])

    @Test func childrenThroughWrappersLazyVarsHelpersAndTheirOwnClasses() throws {
        let bars = Self.app.bars()
        try #require(bars.count == 1)
        let spec = bars[0].spec
        #expect(spec.origin == .uiKit)
        #expect(bars[0].file == "App/MainTabBarController.swift")
        #expect(spec.range.lineColumn == "15:9")
        #expect(spec.titles == ["Home", "Search", "Compose", "Profile", "Settings"])
        #expect(spec.symbols == ["house", "magnifyingglass", "square.and.pencil", "person.crop.circle", "gear"])
        #expect(spec.tabs[0].icon?.selectedSymbol?.value == "house.fill")
        #expect(spec.tabs[1].role?.value == .search)
        #expect(spec.tabs[3].badge?.value?.value == .text("New"))
        // The child's own file is where its title is written.
        #expect(spec.tabs[3].title?.range.file == "App/Profile/ProfileViewController.swift")
        #expect(spec.tabs[3].title?.range.lineColumn == "6:42")
        // `title =` titles the tab; `navigationItem.title` does not.
        #expect(spec.tabs[4].title?.range.file == "App/Settings/SettingsViewController.swift")
        #expect(spec.unresolved.isEmpty)
    }

    @Test func shouldSelectRefusingATabMakesItAnActionTab() throws {
        let spec = try #require(Self.app.bars().first?.spec)
        #expect(spec.tabs.map { $0.action != nil } == [false, false, true, false, false])
        let action = Self.app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "action-tab" }
        #expect(action.map(\.severity) == [.error])
        #expect(action.first?.message.contains("refuses its selection at MainTabBarController.swift:32") == true)
    }

    /// A refusal that names the tab by its position in the list, or by a
    /// path to the property its controller is kept in, optional or not.
    @Test func shouldSelectNamingATabByPositionOrByAPropertyPath() throws {
        func app(refusal: String) -> FixtureApp {
            FixtureApp(["App/Tabs.swift": """
                import UIKit
                final class Tabs: UITabBarController, UITabBarControllerDelegate {
                    var composer: UIViewController?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        delegate = self
                        let garden = UIViewController()
                        garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                        let compose = UIViewController()
                        compose.tabBarItem = UITabBarItem(title: "Write", image: UIImage(systemName: "pencil"), tag: 1)
                        composer = compose
                        viewControllers = [garden, compose]
                    }
                    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                        if \(refusal) { present(UIViewController(), animated: true); return false }
                        return true
                    }
                }
                """])
        }
        for refusal in ["tabBarController.viewControllers?.firstIndex(of: viewController) == 1", "viewController === self.composer!"] {
            let spec = try #require(app(refusal: refusal).bars().first?.spec)
            #expect(spec.tabs.map { $0.action != nil } == [false, true], "\(refusal)")
            #expect(spec.tabs[1].action?.range.lineColumn == "15:12", "\(refusal)")
        }
        // A number that is not compared with (`count > 1`) names no tab.
        let counted = try #require(app(refusal: "tabBarController.viewControllers?.count ?? 0 > 1").bars().first?.spec)
        #expect(counted.tabs.allSatisfy { $0.action == nil })
    }

    /// An app with a tab bar controller per target: each is its own
    /// delegate, and one refusing its third tab says nothing of the other's.
    /// A coordinator that sets itself as a bar's delegate answers for it.
    @Test func aControllersShouldSelectAnswersForItsOwnBarsOnly() throws {
        func controller(_ name: String, titles: [String], refusesThird: Bool) -> String {
            let tabs = titles.enumerated().map { index, title in
                "        let tab\(index) = UIViewController()\n        tab\(index).tabBarItem = UITabBarItem(title: \"\(title)\", image: UIImage(systemName: \"circle\"), tag: \(index))\n"
            }.joined()
            return """
                import UIKit

                final class \(name): UITabBarController, UITabBarControllerDelegate {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        delegate = self
                \(tabs)        viewControllers = [tab0, tab1, tab2]
                    }

                    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                        \(refusesThird ? "if viewController.tabBarItem.tag == 2 { presentAssistant(); return false }\n        " : "")return true
                    }
                }
                """
        }
        let app = FixtureApp([
            "Student/StudentTabBarController.swift": controller("StudentTabBarController", titles: ["Courses", "Calendar", "Inbox"], refusesThird: false),
            "Tutor/TutorTabBarController.swift": controller("TutorTabBarController", titles: ["Learn", "Notes", "Assistant"], refusesThird: true),
            // A view controller that holds a plain tab bar controller.
            "Parent/DashboardViewController.swift": """
                import UIKit

                final class DashboardViewController: UIViewController, UITabBarControllerDelegate {
                    let tabsController = UITabBarController()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabsController.delegate = self
                        let courses = UIViewController()
                        courses.tabBarItem = UITabBarItem(title: "Courses", image: UIImage(systemName: "book"), tag: 0)
                        let calendar = UIViewController()
                        calendar.tabBarItem = UITabBarItem(title: "Calendar", image: UIImage(systemName: "calendar"), tag: 1)
                        let alerts = UIViewController()
                        alerts.tabBarItem = UITabBarItem(title: "Alerts", image: UIImage(systemName: "bell"), tag: 2)
                        tabsController.viewControllers = [courses, calendar, alerts]
                    }

                    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                        true
                    }
                }
                """,
        ])
        let bars = app.bars().sorted { ($0.file) < ($1.file) }
        #expect(bars.map(\.file) == [
            "Parent/DashboardViewController.swift", "Student/StudentTabBarController.swift", "Tutor/TutorTabBarController.swift",
        ])
        #expect(bars.map { $0.spec.tabs.map { $0.action != nil } } == [[false, false, false], [false, false, false], [false, false, true]])
        #expect(bars.last?.spec.tabs[2].action?.range.lineColumn == "17:12")

        let coordinated = FixtureApp([
            "App/Coordinator.swift": """
                import UIKit

                final class AppCoordinator: NSObject, UITabBarControllerDelegate {
                    let tabBarController = UITabBarController()

                    func start() {
                        let learn = UIViewController()
                        learn.tabBarItem = UITabBarItem(title: "Learn", image: UIImage(systemName: "book"), tag: 0)
                        let ask = UIViewController()
                        ask.tabBarItem = UITabBarItem(title: "Ask", image: UIImage(systemName: "questionmark.bubble"), tag: 1)
                        tabBarController.delegate = self
                        tabBarController.viewControllers = [learn, ask]
                    }

                    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                        if viewController.tabBarItem.tag == 1 { presentAssistant(); return false }
                        return true
                    }
                }
                """,
        ])
        #expect(coordinated.bars().first?.spec.tabs.map { $0.action != nil } == [false, true])
    }

    /// A tab appended to the controller's list later in the method, under
    /// a condition, is a conditional tab after the others.
    @Test func aTabAppendedAfterTheListIsGiven() throws {
        let app = FixtureApp(["App/StudentTabBarController.swift": """
            import UIKit

            final class StudentTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [coursesTab(), calendarTab()]
                    if Session.current?.isObserver == false {
                        viewControllers?.append(inboxTab())
                    }
                }

                func coursesTab() -> UIViewController { tab("Courses", "book", 0) }
                func calendarTab() -> UIViewController { tab("Calendar", "calendar", 1) }
                func inboxTab() -> UIViewController { tab("Inbox", "tray", 2) }

                private func tab(_ title: String, _ symbol: String, _ tag: Int) -> UIViewController {
                    let controller = UINavigationController(rootViewController: UIViewController())
                    controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: tag)
                    return controller
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Courses", "Calendar", "Inbox"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, nil, "Session.current?.isObserver == false"])
    }

    /// Items given to the children by position in a loop, from a list
    /// beside them, after the list of children is given.
    @Test func itemsGivenByPositionInALoopOverTheChildren() throws {
        let app = FixtureApp(["App/RootTabBarController.swift": """
            import UIKit

            final class RootTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [
                        UINavigationController(rootViewController: ServersViewController()),
                        UINavigationController(rootViewController: HistoryViewController()),
                        UINavigationController(rootViewController: SettingsViewController()),
                    ]
                    let items = [
                        UITabBarItem(title: "Servers", image: UIImage(systemName: "server.rack"), tag: 0),
                        UITabBarItem(title: "History", image: UIImage(systemName: "clock"), tag: 1),
                        UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 2),
                    ]
                    for (index, controller) in viewControllers!.enumerated() {
                        controller.tabBarItem = items[index]
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Servers", "History", "Settings"])
        #expect(spec.symbols == ["server.rack", "clock", "gearshape"])
        #expect(spec.tabs[1].title?.range.lineColumn == "13:33")
        #expect(spec.unresolved.isEmpty)
    }

    @Test func findingsLandInTheFileThatWritesTheValue() throws {
        let reports = Self.app.lint()
        #expect(reports.map(\.path) == [
            "App/MainTabBarController.swift", "App/Profile/ProfileViewController.swift",
        ])
        let profile = try #require(reports.last)
        #expect(profile.diagnostics.map(\.ruleID) == ["badge-value"])
        #expect(profile.diagnostics.first?.range.lineColumn == "7:33")
        #expect(profile.diagnostics.first?.lineText == "        tabBarItem.badgeValue = \"New\"")
    }

    @Test func iOS18TabsGroupsAndSidebarMode() throws {
        let app = FixtureApp(["Root.swift": """
            import UIKit

            final class RootController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    mode = .tabSidebar
                    tabs = [
                        UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { _ in LibraryController() },
                        UITab(title: "Browse", image: UIImage(systemName: "globe"), identifier: "browse") { _ in BrowseController() },
                        UITabGroup(title: "Sources", image: nil, identifier: "sources", children: [
                            UITab(title: "Installed", image: UIImage(systemName: "shippingbox"), identifier: "installed") { _ in InstalledController() },
                        ]),
                        UISearchTab { _ in SearchController() },
                    ]
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Library", "Browse", "Installed", "Search"])
        #expect(spec.tabs.map { $0.id?.value } == ["library", "browse", "installed", nil])
        #expect(spec.tabs[2].section?.value == "Sources")
        #expect(spec.tabs[3].role?.value == .search)
        #expect(spec.tabBar.style?.value == .sidebarAdaptable)
    }

    @Test func aListGrownWithAppendKeepsEveryTabAndItsCondition() throws {
        let app = FixtureApp(["Coordinator.swift": """
            import UIKit

            final class TabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let videos = UIViewController()
                    videos.tabBarItem = UITabBarItem(title: "Videos", image: UIImage(systemName: "film"), tag: 0)
                    let audio = UIViewController()
                    audio.tabBarItem = UITabBarItem(title: "Audio", image: UIImage(systemName: "music.note"), tag: 1)
                    let cloud = UIViewController()
                    cloud.tabBarItem = UITabBarItem(title: "Cloud", image: UIImage(systemName: "icloud"), tag: 2)
                    var controllers = [videos]
                    controllers.append(audio)
                    if Features.cloudEnabled {
                        controllers += [cloud]
                    }
                    viewControllers = controllers
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Videos", "Audio", "Cloud"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, nil, "Features.cloudEnabled"])
        // Three tabs, not one: no single-tab error.
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "tab-count" })
    }

    @Test func aFlaggedChildMadeInsideItsBranchAndAnItemKeptInALazyProperty() throws {
        let app = FixtureApp(["MainController.swift": """
            import UIKit

            final class MainController: UITabBarController {
                private lazy var accountItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person"), tag: 2)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var children = [UIViewController]()
                    let library = UIViewController()
                    library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
                    let account = UIViewController()
                    account.tabBarItem = accountItem
                    if Flags.queueTab {
                        let queue = UIViewController()
                        queue.tabBarItem = UITabBarItem(title: "Queue", image: UIImage(systemName: "list.bullet"), tag: 1)
                        children = [library, queue, account]
                    } else {
                        children = [library, account]
                    }
                    viewControllers = children.map { UINavigationController(rootViewController: $0) }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Library", "Queue", "Account"])
        #expect(spec.symbols == ["books.vertical", "list.bullet", "person"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "Flags.queueTab", nil])
        #expect(spec.tabs[2].title?.range.lineColumn == "4:56")
    }

    @Test func appendsInBothBranchesAreTwoLayoutsAndOtherPlatformsAreLeftOut() throws {
        let app = FixtureApp(["Tabs.swift": """
            import UIKit

            final class TabsController: UITabBarController {
                func setUp(videos: UIViewController, audio: UIViewController, artists: UIViewController, albums: UIViewController, tv: UIViewController) {
                    var controllers = [videos]
                    #if os(iOS)
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        controllers.append(artists)
                        controllers.append(albums)
                    } else {
                        controllers.append(audio)
                    }
                    #else
                    controllers.append(tv)
                    #endif
                    viewControllers = controllers
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        // The phone's layout: videos and audio, not the iPad's two, nor tvOS's.
        #expect(spec.tabs.map(\.range.lineColumn) == ["5:28", "11:32"])
        #expect(spec.tabs.allSatisfy { $0.visibleWhen == nil })
    }

    @Test func aChildSetsItsItemInAMethodItsInitializerCalls() throws {
        let app = FixtureApp([
            "Tabs.swift": """
                import UIKit
                final class TabsController: UITabBarController {
                    private lazy var videos: UINavigationController = {
                        let root = VideosViewController(service: service)
                        return UINavigationController(rootViewController: root)
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [videos, SettingsController()]
                    }
                }
                """,
            "Videos/VideosViewController.swift": """
                import UIKit
                final class VideosViewController: UIViewController {
                    init(service: Service) {
                        super.init(nibName: nil, bundle: nil)
                        setupUI()
                    }
                    private func setupUI() {
                        tabBarItem = UITabBarItem(title: "Videos", image: UIImage(systemName: "film"), selectedImage: nil)
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Videos", nil])
        #expect(spec.tabs[0].title?.range.file == "Videos/VideosViewController.swift")
        #expect(spec.tabs[0].title?.range.lineColumn == "8:42")
    }

    @Test func anInstanceMadeInTheSceneDelegateAndARunTimeFallback() throws {
        let app = FixtureApp(["SceneDelegate.swift": """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    let tabBarController = UITabBarController()
                    let feed = FeedController()
                    feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "list.bullet"), tag: 0)
                    let me = AccountController()
                    me.tabBarItem = UITabBarItem(title: Session.shared.displayName ?? "Me", image: UIImage(named: "Avatar"), tag: 1)
                    tabBarController.setViewControllers([feed, me], animated: false)
                    window?.rootViewController = tabBarController
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.range.lineColumn == "12:9")
        #expect(spec.titles == ["Feed", nil])
        #expect(spec.unresolved.map(\.field) == ["the title of tab 2", "the icon of tab 2"])
        #expect(spec.unresolved.first?.reason == "read at run time (`Session.shared.displayName`); the value after `??` is only a fallback")
    }
}

@Suite struct StoryboardTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" initialViewController="tbc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tbc" customClass="StyledTabBarController" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="nav1" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="vc2" kind="relationship" relationship="viewControllers" id="r2"/>
                                <segue destination="vc3" kind="relationship" relationship="viewControllers" id="r3"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="nb"/>
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="rootViewController" id="rr"/>
                            </connections>
                        </navigationController>
                        <viewController id="vc1" customClass="BrowseViewController" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Browse" image="square.grid.2x2" catalog="system" id="i1"/>
                        </viewController>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" systemItem="favorites" id="i2"/>
                        </viewController>
                        <viewController id="vc3" title="Settings" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" image="gearshape" catalog="system" badgeValue="1" id="i3"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func sceneSeguesAndTabItems() throws {
        let app = FixtureApp(["App/Main.storyboard": Self.storyboard])
        let bars = app.bars()
        try #require(bars.count == 1)
        let spec = bars[0].spec
        #expect(spec.origin == .storyboard)
        #expect(spec.range.lineColumn == "6:17")
        #expect(spec.titles == ["Browse", "Favorites", "Settings"])
        #expect(spec.symbols == ["square.grid.2x2", "star", "gearshape"])
        #expect(spec.tabs[0].range.lineColumn == "25:21")
        #expect(spec.tabs[2].badge?.value?.value == .integer(1))
    }

    @Test func theControllerClassPatchesChildrenByPosition() throws {
        let app = FixtureApp([
            "App/Main.storyboard": Self.storyboard,
            "App/StyledTabBarController.swift": """
                import UIKit
                extension StyledTabBarController {
                    private enum Slot: Int { case browse = 0, favorites, settings }
                }
                final class StyledTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let favorites = self.viewControllers![Slot.favorites.rawValue] as! UINavigationController
                        favorites.tabBarItem.image = UIImage(systemName: "heart")
                        viewControllers?[0].tabBarItem.title = "Discover"
                        let settingsItem = tabBar.items?[2]
                        settingsItem?.title = "Preferences"
                        tabBar.items![1].accessibilityLabel = "Saved places"
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        // `tabBar.items[i]` is the item itself: its `title` is the tab's title.
        #expect(spec.titles == ["Discover", "Favorites", "Preferences"])
        #expect(spec.tabs[1].accessibilityLabel?.value == "Saved places")
        #expect(spec.tabs[2].title?.range.lineColumn == "12:31")
        #expect(spec.symbols == ["square.grid.2x2", "heart", "gearshape"])
        #expect(spec.tabs[0].title?.range.file == "App/StyledTabBarController.swift")
        #expect(spec.tabs[0].title?.range.lineColumn == "10:48")
        #expect(spec.tabs[1].icon?.range.lineColumn == "9:58")
    }

    /// A storyboard in `Base.lproj` is translated per language by the
    /// strings table of its name, keyed by each item's object id.
    @Test func aBaseLocalizedStoryboardTakesEachLanguagesTitlesFromItsStringsTables() throws {
        let app = FixtureApp([
            "App/Base.lproj/Main.storyboard": Self.storyboard,
            "App/de.lproj/Main.strings": """
                /* Class = "UITabBarItem"; title = "Browse"; ObjectID = "i1"; */
                "i1.title" = "Durchsuchen";
                "i3.title" = "Einstellungen";
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.locales.map(\.value) == ["en", "de"])
        let texts = spec.tabs.map { tab in tab.title?.entries.map(\.text.value) }
        #expect(texts == [["Browse", "Durchsuchen"], ["Favorites"], ["Settings", "Einstellungen"]])
    }

    @Test func launchScreensAndBrokenXMLAreNotReadAsBars() {
        let launch = Self.storyboard.replacingOccurrences(of: "initialViewController=\"tbc\"", with: "launchScreen=\"YES\" initialViewController=\"tbc\"")
        let app = FixtureApp(["App/LaunchScreen.storyboard": launch, "App/Broken.storyboard": "<document><tabBarController id=\"x\" sceneMemberID=\"viewController\">"])
        let result = app.result()
        #expect(result.bars.isEmpty)
        #expect(result.problems.map(\.file) == ["App/Broken.storyboard"])
        #expect(result.problems.first?.message == "App/Broken.storyboard:1:67: the storyboard is not well-formed XML (the document ends before its elements are closed); its tab bars are not read until it is fixed")
    }

    /// A damaged byte in a storyboard (not UTF-8, which Foundation's parser
    /// on Linux cannot take in a name) is reported where it is, and the
    /// other files are still read.
    @Test func aStoryboardWithADamagedByteIsReportedWhereItIs() throws {
        var bytes = Array(Self.storyboard.utf8)
        let name = Array("<scenes".utf8)
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: name) })
        bytes[start + 3] = 0xB7
        let damaged = bytes
        let app = FixtureApp(["App/Main.storyboard": "", "App/Other.storyboard": Self.storyboard])
        let reader: SourceFrontEnd.Reader = { path in path == "App/Main.storyboard" ? damaged : app.reader(path) }
        let result = SourceFrontEnd(read: reader).tabBars(in: app.tree)
        #expect(result.bars.map(\.file) == ["App/Other.storyboard"])
        let expected = SourceText(damaged, lineBreaks: .swift).position(offset: start + 3)
        #expect(result.problems.map(\.position) == [expected])
        #expect(result.problems.first?.message == "App/Main.storyboard:\(expected.line):\(expected.column): the storyboard is not valid UTF-8 "
            + "(byte 0xB7 at offset \(start + 3)), as Interface Builder writes it; its tab bars are not read until the damaged bytes are fixed")
        let report = try #require(Linter().lint(app.tree, read: reader, configuration: { _ in .default }).first { $0.path == "App/Main.storyboard" })
        #expect(report.diagnostics.map(\.ruleID) == ["unreadable-file"])
        #expect(report.diagnostics.first?.range.start == expected)
    }

    static let referencing = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tbc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="search" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="scan" kind="relationship" relationship="viewControllers" id="r2"/>
                                <segue destination="settings" kind="relationship" relationship="viewControllers" id="r3"/>
                                <segue destination="help" kind="relationship" relationship="viewControllers" id="r4"/>
                            </connections>
                        </tabBarController>
                        <viewController id="search" customClass="SearchViewController" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" image="magnifyingglass" catalog="system" id="i1">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="search.tab"/>
                                </userDefinedRuntimeAttributes>
                            </tabBarItem>
                        </viewController>
                        <viewController id="scan" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="" image="barcode" id="i2">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="localizableString" value="scanner.tab"/>
                                </userDefinedRuntimeAttributes>
                            </tabBarItem>
                        </viewController>
                        <viewControllerPlaceholder storyboardName="Settings" id="settings" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Item" id="i3"/>
                        </viewControllerPlaceholder>
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="help" id="help" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Item" id="i4"/>
                        </viewControllerPlaceholder>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let referenced = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" image="gearshape" catalog="system" id="s1"/>
                        </navigationController>
                        <viewController storyboardIdentifier="help" id="helpScene" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Help" image="questionmark.circle" catalog="system" id="s2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func referencesRuntimeAttributesAndTheChildClassCode() throws {
        let app = FixtureApp([
            "App/Base.lproj/Main.storyboard": Self.referencing,
            "App/Settings/Settings.storyboard": Self.referenced,
            "App/Assets.xcassets/barcode.imageset/Contents.json": #"{"images": [{"filename": "barcode.pdf", "idiom": "universal"}]}"#,
            "App/en.lproj/Localizable.strings": "\"scanner.tab\" = \"Scanner\";\n",
            "App/lol.lproj/Localizable.strings": "\"scanner.tab\" = \"crwdns1:0crwdne1:0\";\n",
            "App/SearchViewController.swift": """
                import UIKit
                final class SearchViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        title = NSLocalizedString("product-search.title", comment: "")
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        // The search key has no entry; the controller titles itself in code.
        #expect(spec.titles == ["product-search.title", "Scanner", "Settings", "Help"])
        #expect(spec.symbols == ["magnifyingglass", "App/Assets.xcassets/barcode.imageset", "gearshape", "questionmark.circle"])
        #expect(spec.tabs[0].title?.range.file == "App/SearchViewController.swift")
        #expect(spec.tabs[1].title?.range.lineColumn == "24:29")
        #expect(spec.tabs[2].range.file == "App/Settings/Settings.storyboard")
        #expect(spec.tabs[2].range.lineColumn == "7:21")
        #expect(spec.tabs[3].range.lineColumn == "10:21")
        // Crowdin's in-context pseudo-language is nobody's language.
        #expect(spec.locales.isEmpty)
    }

    @Test func aTitleRuntimeAttributeXibLocKeyAndAMissingReferencedStoryboard() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tbc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tabBarController id="tbc" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                                    <segue destination="c" kind="relationship" relationship="viewControllers" id="r3"/>
                                </connections>
                            </tabBarController>
                            <viewController id="a" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Draft" image="house" catalog="system" id="i1">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="title" value="Home"/>
                                    </userDefinedRuntimeAttributes>
                                </tabBarItem>
                            </viewController>
                            <viewController id="b" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" image="tray" catalog="system" id="i2">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="tab.inbox"/>
                                    </userDefinedRuntimeAttributes>
                                </tabBarItem>
                            </viewController>
                            <viewControllerPlaceholder storyboardName="Gone" id="c" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Profile" image="person" catalog="system" id="i3"/>
                            </viewControllerPlaceholder>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let app = FixtureApp([
            "App/Main.storyboard": storyboard,
            "App/en.lproj/Localizable.strings": "\"tab.inbox\" = \"Inbox\";\n",
        ])
        let spec = try #require(app.bars().first?.spec)
        // A storyboard the app does not have leaves the placeholder's item.
        #expect(spec.titles == ["Home", "Inbox", "Profile"])
        #expect(spec.tabs[0].title?.range.lineColumn == "16:29")
        #expect(spec.tabs[2].range.file == "App/Main.storyboard")
        #expect(spec.tabs[2].range.lineColumn == "28:21")
    }
}

@Suite struct LocalizationTests {
    /// A catalog's keys are read entry by entry; an inner field named like
    /// a key (a substitution `count`, a plural `other`) is not its entry.
    @Test func catalogKeysNamedLikeInnerFieldsAreReadFromTheirOwnEntries() throws {
        let app = FixtureApp([
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld new" : { "localizations" : { "en" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld new" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld new" } } } } } } },
                    "Files %#@count@" : { "localizations" : { "en" : {
                      "stringUnit" : { "state" : "translated", "value" : "Files %#@count@" },
                      "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { } } } } } },
                    "count" : { "comment" : "A \\"count\\" : { tab", "localizations" : {
                      "de" : { "stringUnit" : { "state" : "translated", "value" : "Zählung" } },
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Count" } } } },
                    "other" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Andere" } } } }
                  },
                  "version" : "1.0"
                }
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab("count", systemImage: "number") { Counter() }
                            Tab("other", systemImage: "ellipsis") { Other() }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs[0].title?.entries.map { $0.locale?.value } == ["en", "de"])
        #expect(spec.tabs[0].title?.entries.map(\.text.value) == ["Count", "Zählung"])
        // No English text: the key itself, as the app shows it.
        #expect(spec.tabs[1].title?.entries.map(\.text.value) == ["other", "Andere"])
    }

    @Test func aKeyNotFoundInABrokenCatalogIsUnknownAndNamesTheFile() throws {
        let app = FixtureApp([
            "App/Localizable.xcstrings": #"{"sourceLanguage": "en", "strings": {"tab.home": {"localizations": {"#,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab("tab.home", systemImage: "house") { Home() }
                            Tab("tab.saved", systemImage: "bookmark") { Saved() }
                        }
                    }
                }
                """,
        ])
        let reports = app.lint()
        let unresolved = try #require(reports.flatMap(\.diagnostics).first { $0.ruleID == "source-unresolved" })
        #expect(unresolved.message.contains("the key `tab.home` of a string table that cannot be read (App/Localizable.xcstrings)"))
        #expect(unresolved.message.contains("the key `tab.saved` of a string table that cannot be read (App/Localizable.xcstrings)"))
    }

    @Test func stringCatalogsSwiftGenAndTheDevelopmentRegion() throws {
        let app = FixtureApp([
            "App.xcodeproj/project.pbxproj": "developmentRegion = de;\n",
            "App/Localizable.xcstrings": """
                {"sourceLanguage": "de", "strings": {
                  "Start": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Home Feed"}}}},
                  "tab.saved": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Gemerkt"}},
                                                 "en": {"stringUnit": {"state": "translated", "value": "Saved"}}}}
                }}
                """,
            "App/Generated/Strings.swift": """
                internal enum L10n {
                  internal enum Tab {
                    /// Gemerkt
                    internal static let saved = L10n.tr("Localizable", "tab.saved", fallback: "Gemerkt")
                    internal static let missing = L10n.tr("Localizable", "tab.missing", fallback: "Fehlt")
                  }
                  private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
                }
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab("Start", systemImage: "house") { Feed() }
                            Tab(L10n.Tab.saved, systemImage: "bookmark") { Saved() }
                            Tab(L10n.Tab.missing, systemImage: "questionmark") { Other() }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        // The development language is German: its text comes first.
        #expect(spec.titles == ["Start", "Gemerkt", "Fehlt"])
        #expect(spec.tabs[0].title?.entries.map { $0.locale?.value } == ["de", "en"])
        #expect(spec.tabs[0].title?.entries.map(\.text.value) == ["Start", "Home Feed"])
        #expect(spec.tabs[1].title?.entries.map(\.text.value) == ["Gemerkt", "Saved"])
        // The SwiftGen accessor's key is written in the generated file.
        #expect(spec.tabs[1].title?.range.file == "App/Generated/Strings.swift")
        #expect(spec.locales.map(\.value) == ["de", "en"])
    }

    /// SwiftGen nests an enum per key segment, so one file holds many
    /// `enum Title`s with the same member: `L10n.TabItem.Title.home` is
    /// read from the one under `TabItem`, not the first `Title` written.
    @Test func aSwiftGenPathPicksItsOwnNestedEnumAmongOthersOfTheSameName() throws {
        let app = FixtureApp([
            "App/en.lproj/Localizable.strings": """
                "welcome.title.home" = "Welcome home";
                "tab_item.title.home" = "Home";
                """,
            "App/de.lproj/Localizable.strings": """
                "welcome.title.home" = "Willkommen";
                "tab_item.title.home" = "Start";
                """,
            "App/Generated/Strings.swift": """
                internal enum L10n {
                  internal enum Welcome {
                    internal enum Title {
                      internal static let home = L10n.tr("Localizable", "welcome.title.home", fallback: "Welcome home")
                    }
                  }
                  internal enum TabItem {
                    internal enum Title {
                      internal static let home = L10n.tr("Localizable", "tab_item.title.home", fallback: "Home")
                    }
                  }
                  private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
                }
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab(L10n.TabItem.Title.home, systemImage: "house") { Feed() }
                            Tab("Search", systemImage: "magnifyingglass") { Search() }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs[0].title?.entries.map(\.text.value) == ["Home", "Start"])
        #expect(spec.tabs[0].title?.range.lineColumn == "9:57")
    }
}

@Suite struct SwiftSuppressionTests {
    @Test func commentsInSwiftSuppressAndStaleOnesAreReported() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        // tabbar-lint:disable-next-line title-too-broad -- the product team's name for it
                        Tab("Home", systemImage: "house") { Home() }
                        Tab("Menu", systemImage: "list.bullet") { MenuView() } // tabbar-lint-disable-line action-tab
                        Tab("Account", systemImage: "person") { Account() }
                    }
                }
            }
            """])
        let diagnostics = try #require(app.lint().first).diagnostics
        #expect(diagnostics.map(\.ruleID) == ["title-too-broad", "unused-suppression"])
        #expect(diagnostics.map(\.range.lineColumn) == ["7:17", "7:96"])
        #expect(diagnostics[1].message == "nothing from `action-tab` is reported on this line, so the suppression does nothing; remove it")
    }
}

@Suite struct HiddenTitleTests {
    static let bar = """
        import UIKit
        final class RootController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let search = UIViewController()
                search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 2)
                viewControllers = [Feed(), Inbox(), search]
            }
        }
        final class Feed: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                tabBarItem = UITabBarItem(title: "Feed and Trending Posts", image: UIImage(systemName: "house"), tag: 0)
            }
        }
        final class Inbox: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
            }
        }
        """

    @Test func aClearTitleColorInAnItemAppearanceHidesTheTitles() throws {
        let app = FixtureApp([
            "App/Root.swift": Self.bar,
            "Core/Theme.swift": """
                import UIKit
                enum Theme {
                    static func apply() {
                        let tabBarAppearance = UITabBarAppearance()
                        let item = UITabBarItemAppearance()
                        item.selected.titleTextAttributes = [.foregroundColor: UIColor.clear]
                        item.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
                        tabBarAppearance.stackedLayoutAppearance = item
                        UITabBar.appearance().standardAppearance = tabBarAppearance
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabBar.titles?.value == .hidden)
        #expect(spec.tabBar.titles?.range.file == "Core/Theme.swift")
        #expect(spec.tabBar.titles?.range.lineColumn == "7:9")
        // One error for the hidden labels, where they are hidden; no length or
        // truncation judgement of titles nobody sees.
        let diagnostics = app.lint().flatMap(\.diagnostics).filter { $0.severity != .info }
        #expect(diagnostics.map(\.ruleID) == ["title-missing"])
        #expect(diagnostics.first?.range.file == "Core/Theme.swift")
        #expect(diagnostics.first?.message == "the bar hides every tab's title, so people see icons only; tab labels are what makes "
            + "a tab recognizable, so remove the clear title color from the tab bar's appearance")
    }

    @Test func theItemProxyHidesTitlesOnlyWhenTheNormalStateIsClear() throws {
        let proxy = FixtureApp([
            "App/Root.swift": Self.bar,
            "App/Appearance.swift": """
                import UIKit
                func styleTabs() {
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white.withAlphaComponent(0)], for: .normal)
                }
                """,
        ])
        #expect(try #require(proxy.bars().first).spec.tabBar.titles?.range.lineColumn == "3:5")
        let selectedOnly = FixtureApp([
            "App/Root.swift": Self.bar,
            "App/Appearance.swift": """
                import UIKit
                func styleTabs() {
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .selected)
                    let button = UIBarButtonItemAppearance()
                    button.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
                    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
                }
                """,
        ])
        let spec = try #require(selectedOnly.bars().first?.spec)
        #expect(spec.tabBar.titles == nil)
        #expect(selectedOnly.lint().flatMap(\.diagnostics).map(\.ruleID).contains("title-length"))
    }
}

@Suite struct TabListsPassedInTests {
    static let container = """
        import UIKit
        final class RootSplitController: UISplitViewController {
            var tabController: UITabBarController? { viewControllers.first as? UITabBarController }

            func reset(viewControllers: [UIViewController]) {
                tabController?.viewControllers = viewControllers
            }
        }
        """

    static let factories = """
        import UIKit
        func makeInbox() -> UIViewController {
            let nav = UINavigationController(rootViewController: InboxViewController())
            nav.tabBarItem.title = NSLocalizedString("Inbox", comment: "")
            nav.tabBarItem.image = UIImage(systemName: "tray")
            return nav
        }
        func makeSearch() -> UIViewController {
            let nav = UINavigationController(rootViewController: SearchViewController())
            nav.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
            return nav
        }
        """

    static let placeholderStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="split">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                            </connections>
                        </tabBarController>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Notifications" image="bell" catalog="system" id="i1"/>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aListPassedByItsOnlyCallerIsTheBarAndReplacesTheStoryboardPlaceholder() throws {
        let app = FixtureApp([
            "App/RootSplitController.swift": Self.container,
            "App/Factories.swift": Self.factories,
            "App/Main.storyboard": Self.placeholderStoryboard,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let split = RootSplitController()
                    func start() {
                        split.reset(viewControllers: [makeInbox(), makeSearch()])
                    }
                }
                """,
        ])
        let bars = app.bars()
        // The storyboard's one-tab list is a placeholder the code replaces.
        #expect(bars.map(\.file) == ["App/RootSplitController.swift"])
        let spec = try #require(bars.first?.spec)
        #expect(spec.titles == ["Inbox", "Search"])
        #expect(spec.symbols == ["tray", "magnifyingglass"])
        #expect(spec.tabs[0].title?.range.file == "App/Factories.swift")
        #expect(spec.unresolved.isEmpty)
    }

    @Test func differentListsFromSeveralCallersAreUnknown() throws {
        let app = FixtureApp([
            "App/RootSplitController.swift": Self.container,
            "App/Factories.swift": Self.factories,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let split = RootSplitController()
                    func signedIn() { split.reset(viewControllers: [makeInbox(), makeSearch()]) }
                    func guest() { split.reset(viewControllers: [makeSearch()]) }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.isEmpty)
        #expect(spec.unresolved.map(\.reason) == [
            "the parameter `viewControllers`, passed different values by 2 calls (AppCoordinator.swift:4, AppCoordinator.swift:5)",
        ])
        // Nothing is judged on a list that is not known.
        #expect(app.lint().flatMap(\.diagnostics).map(\.ruleID) == ["source-unresolved"])
    }
}

extension TabListsPassedInTests {
    /// A signed-out caller fills the bar with one bare controller behind a
    /// login sheet: not a second bar. The signed-in list names a property
    /// the same function has just made sure is set (`settings = settings ??
    /// makeSettings()`), with a fallback only the compiler needs.
    @Test func aPlaceholderCallerIsNotABarAndAPropertySetJustBeforeIsItsMaker() throws {
        let app = FixtureApp([
            "App/RootSplitController.swift": Self.container,
            "App/Factories.swift": Self.factories + """

                func makeSettings() -> UINavigationController {
                    let nav = UINavigationController(rootViewController: SettingsViewController())
                    nav.tabBarItem.title = NSLocalizedString("Settings", comment: "")
                    nav.tabBarItem.image = UIImage(systemName: "gear")
                    return nav
                }
                """,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let split = RootSplitController()
                    private var settings: UINavigationController?
                    func signedIn() {
                        settings = settings ?? makeSettings()
                        split.reset(viewControllers: [makeInbox(), makeSearch(), settings ?? UINavigationController()])
                    }
                    func signedOut() {
                        let blank = UIViewController()
                        blank.view.backgroundColor = .systemBackground
                        split.reset(viewControllers: [UINavigationController(rootViewController: blank)])
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Inbox", "Search", "Settings"])
        #expect(spec.symbols == ["tray", "magnifyingglass", "gear"])
        #expect(spec.tabs[2].title?.range.lineColumn == "15:46")
        #expect(spec.unresolved.isEmpty)
    }

    /// A bare controller that the caller gives a tab item is a tab.
    @Test func aBareControllerGivenATitleIsNotAPlaceholder() throws {
        let app = FixtureApp([
            "App/RootSplitController.swift": Self.container,
            "App/Factories.swift": Self.factories,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let split = RootSplitController()
                    func signedIn() { split.reset(viewControllers: [makeInbox(), makeSearch()]) }
                    func signedOut() {
                        let welcome = UIViewController()
                        welcome.title = "Welcome"
                        split.reset(viewControllers: [welcome])
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.isEmpty)
        #expect(spec.unresolved.first?.reason.hasPrefix("the parameter `viewControllers`, passed different values by 2 calls") == true)
    }
}

@Suite struct UITabAndLegacyBarTests {
    @Test func iOS26TabsJoinedWithPlusAndTheLegacyListAreTwoBars() throws {
        let app = FixtureApp(["App/TabBarController.swift": """
            import UIKit
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let library = UINavigationController(rootViewController: LibraryViewController())
                    let search = UINavigationController(rootViewController: SearchViewController())
                    if #available(iOS 26.0, *) {
                        let searchTab = UISearchTab { _ in search }
                        let fixedTabs = [
                            UITab(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library") { _ in library },
                        ]
                        tabs = fixedTabs + [searchTab]
                    } else {
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
                        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
                        viewControllers = [library, search]
                    }
                }
            }
            """])
        let bars = app.bars()
        // The parser leaves `fixedTabs + [searchTab]` unfolded after `=`.
        #expect(bars.map(\.spec.range.lineColumn) == ["12:13", "16:13"])
        #expect(bars.map(\.spec.titles) == [["Library", "Search"], ["Library", "Search"]])
        #expect(bars[0].spec.tabs.map { $0.role?.value } == [nil, .search])
        #expect(bars[0].spec.tabs[0].id?.value == "library")
    }

    /// `pages.map(Wrapper.init(rootViewController:))`: each child in a
    /// navigation wrapper given by reference, its item its root's; an
    /// append inside nested `if`s is under both conditions.
    @Test func aNavigationInitializerPassedToMapWrapsEachChildAndNestedConditionsJoin() throws {
        let app = FixtureApp(["App/Root.swift": """
            import UIKit
            final class RootTabsController: UITabBarController {
                let isSignedIn: Bool = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    buildTabs(waiting: false)
                }
                private func buildTabs(waiting: Bool) {
                    var pages: [UIViewController] = [
                        FeedPage(model: 1)
                    ]
                    if isSignedIn && !waiting {
                        pages.append(SearchPage(model: 2))
                        pages.append(AlertsPage())
                        if canMessage {
                            let inbox = ListPage(model: 3)
                            inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "envelope"), selectedImage: nil)
                            pages.append(inbox)
                        }
                    }
                    let button = UIBarButtonItem()
                    for page in pages {
                        page.navigationItem.leftBarButtonItem = button
                    }
                    viewControllers = pages.map(WrapNavigation.init(rootViewController:))
                }
                var canMessage: Bool { true }
            }
            final class WrapNavigation: UINavigationController {}
            final class FeedPage: UIViewController {
                init(model: Int) {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), selectedImage: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class SearchPage: UIViewController {
                init(model: Int) {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), selectedImage: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class AlertsPage: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: "Alerts", image: UIImage(systemName: "bell"), selectedImage: nil)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class ListPage: UIViewController {
                init(model: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Feed", "Search", "Alerts", "Inbox"])
        #expect(spec.symbols == ["newspaper", "magnifyingglass", "bell", "envelope"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "isSignedIn && !waiting", "isSignedIn && !waiting", "isSignedIn && !waiting, canMessage"])
        #expect(spec.tabs[3].title?.range.lineColumn == "17:56")
        // A wrapper class of the app that inherits UINavigationController, given as `.init`.
        let byInit = FixtureApp(["App/Root.swift": app.files["App/Root.swift", default: ""]
            .replacingOccurrences(of: "WrapNavigation.init(rootViewController:)", with: "WrapNavigation.init")])
        #expect(byInit.bars().first?.spec.titles == ["Feed", "Search", "Alerts", "Inbox"])
    }

    /// Helpers that each make a `vc` of their own: a local is only what its
    /// own function sets on it. Static factories are read in their type,
    /// called as `Self.make()` or `OtherType.make()`.
    @Test func localsOfTheSameNameInSeveralHelpersAndStaticFactories() throws {
        let app = FixtureApp([
            "App/Shell.swift": """
                import UIKit
                final class Shell: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [makeKeys(), Self.makePrefs(), HelpScreen.make()]
                    }
                    func makeKeys() -> UIViewController {
                        let vc = UIViewController()
                        vc.tabBarItem = UITabBarItem(title: "Keys", image: UIImage(systemName: "key"), selectedImage: nil)
                        return vc
                    }
                    static func makePrefs() -> UIViewController {
                        let vc = UIViewController()
                        vc.tabBarItem = UITabBarItem(title: "Prefs", image: UIImage(systemName: "gear"), selectedImage: nil)
                        return vc
                    }
                }
                """,
            "App/HelpScreen.swift": """
                import UIKit
                final class HelpScreen: UIViewController {
                    static func make() -> UIViewController {
                        let vc = HelpScreen()
                        vc.tabBarItem = UITabBarItem(title: "Help", image: UIImage(systemName: "questionmark.circle"), selectedImage: nil)
                        return vc
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Keys", "Prefs", "Help"])
        #expect(spec.symbols == ["key", "gear", "questionmark.circle"])
        #expect(spec.tabs[2].title?.range.file == "App/HelpScreen.swift")
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID.hasPrefix("duplicate-") })
    }

    /// A helper in an extension of `UITabBarController` itself is not a
    /// bar; the lists a coordinator gives the one controller it holds, in
    /// two methods, are one bar: the first full list.
    @Test func anExtensionHelperIsNotABarAndAHeldControllersFirstListIsTheBar() throws {
        let app = FixtureApp([
            "App/UITabBarController+Add.swift": """
                import UIKit
                extension UITabBarController {
                    func add(_ child: UIViewController) {
                        viewControllers = (viewControllers ?? []) + [child]
                    }
                }
                """,
            "App/Flow.swift": """
                import UIKit
                final class Flow {
                    let tabs = UITabBarController()
                    let notes = UIViewController()
                    let settings = UIViewController()
                    init() {
                        notes.tabBarItem = UITabBarItem(title: "Notes", image: UIImage(systemName: "note.text"), selectedImage: nil)
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
                    }
                    func compact() {
                        tabs.setViewControllers([notes, settings], animated: false)
                    }
                    func expanded() {
                        tabs.setViewControllers([notes], animated: false)
                    }
                }
                """,
        ])
        let bars = app.bars()
        #expect(bars.count == 1)
        #expect(bars.first?.spec.titles == ["Notes", "Settings"])
        #expect(bars.first?.spec.range.lineColumn == "11:9")
    }

    /// A coordinator's bar: items given through a member path
    /// (`feed?.screen.tabBarItem = item`), an element dropped by
    /// `compactMap` under a condition, an item made with `title: nil` (no
    /// title; its accessibility label set on the item), and a refusal that
    /// compares the selection with the property holding the child.
    @Test func aCoordinatorsBarWithMemberPathsOptionalElementsAndAnIdentityRefusal() throws {
        let app = FixtureApp(["App/AppCoordinator.swift": """
            import UIKit
            final class FeedFlow { let screen = UIViewController() }
            final class InboxFlow { let screen = UIViewController() }
            final class AppCoordinator: NSObject, UITabBarControllerDelegate {
                private let tabs = UITabBarController()
                private let scanPlaceholder = UIViewController()
                private var feed: FeedFlow?
                private var inbox: InboxFlow?
                var isPaused = false

                func start() {
                    feed = FeedFlow()
                    inbox = InboxFlow()
                    let feedItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "newspaper"), selectedImage: nil)
                    feed?.screen.tabBarItem = feedItem
                    let scanItem = UITabBarItem(title: nil, image: UIImage(systemName: "qrcode.viewfinder"), selectedImage: nil)
                    scanItem.accessibilityLabel = "Scan a code"
                    scanPlaceholder.tabBarItem = scanItem
                    inbox?.screen.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: nil)
                    let screens = [feed?.screen, isPaused ? nil : scanPlaceholder, inbox?.screen].compactMap { $0 }
                    tabs.setViewControllers(screens, animated: false)
                    tabs.delegate = self
                }

                func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                    if viewController == scanPlaceholder {
                        presentScanner()
                        return false
                    }
                    return true
                }

                func presentScanner() {}
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Feed", nil, "Inbox"])
        #expect(spec.symbols == ["newspaper", "qrcode.viewfinder", "tray"])
        #expect(spec.tabs[1].accessibilityLabel?.value == "Scan a code")
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "not (isPaused)", nil])
        let findings = app.lint().flatMap(\.diagnostics)
        let action = try #require(findings.first { $0.ruleID == "action-tab" })
        #expect(action.range.lineColumn == "16:24")
        #expect(action.message.contains("refuses its selection at AppCoordinator.swift:26"))
        // No title, said in code: reported, not skipped as unknown.
        #expect(findings.contains { $0.ruleID == "title-missing" && $0.range.lineColumn == "16:24" })
        #expect(!findings.contains { $0.ruleID == "accessibility-label" })
    }

    /// Descriptors from an enum, mapped to controllers by a closure of
    /// several statements; each item is made by a method of the
    /// descriptor, read with `self` bound to the descriptor the enum makes.
    @Test func aMultiStatementMapOverDescriptorsWhoseMethodMakesTheItem() throws {
        let app = FixtureApp(["App/Tabs.swift": """
            import UIKit
            struct PageInfo {
                let title: String
                let controller: UIViewController
                let image: UIImage?
                func makeItem() -> UITabBarItem {
                    UITabBarItem(title: title, image: image, selectedImage: nil)
                }
            }
            enum Section: String {
                case home, catalog, profile
                var info: PageInfo {
                    switch self {
                    case .home:
                        return PageInfo(title: NSLocalizedString("Home", comment: ""), controller: HomeScreen(), image: UIImage(systemName: "house"))
                    case .catalog:
                        return PageInfo(title: NSLocalizedString("Catalog", comment: ""), controller: CatalogScreen(), image: UIImage(systemName: "books.vertical"))
                    case .profile:
                        return PageInfo(title: NSLocalizedString("Profile", comment: ""), controller: ProfileScreen(), image: UIImage(systemName: "person"))
                    }
                }
            }
            final class HomeScreen: UIViewController {}
            final class CatalogScreen: UIViewController {}
            final class ProfileScreen: UIViewController {}
            final class RootTabs: UITabBarController {
                private let pages: [PageInfo] = [Section.home.info, Section.catalog.info, Section.profile.info]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = pages.map { page -> UIViewController in
                        let screen = page.controller
                        screen.tabBarItem = page.makeItem()
                        return screen
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Home", "Catalog", "Profile"])
        #expect(spec.symbols == ["house", "books.vertical", "person"])
        #expect(spec.tabs[1].title?.range.lineColumn == "17:54")
        #expect(spec.tabs[0].range.lineColumn == "7:9")
    }

    /// Screens made by factory values (`factory.makeScreen()`, read in the
    /// factory's type), each wrapped by reference and again in a closure
    /// that gives the wrapper the inner controller's item.
    @Test func factoryValuesAndWrappersThatCopyTheInnerItem() throws {
        let app = FixtureApp(["App/App.swift": """
            import UIKit
            protocol ScreenFactory { func makeScreen() -> UIViewController }
            struct NewsFactory: ScreenFactory {
                func makeScreen() -> UIViewController {
                    let screen = UIViewController()
                    screen.tabBarItem.title = "News"
                    screen.tabBarItem.image = UIImage(systemName: "newspaper")
                    return screen
                }
            }
            struct ShopFactory: ScreenFactory {
                func makeScreen() -> UIViewController {
                    let screen = UIViewController()
                    screen.title = "Shop"
                    screen.tabBarItem.image = UIImage(systemName: "cart")
                    return screen
                }
            }
            final class BrandedNavigation: UINavigationController {
                override init(rootViewController: UIViewController) {
                    super.init(rootViewController: rootViewController)
                    tabBarItem = rootViewController.tabBarItem
                }
                required init?(coder: NSCoder) { nil }
            }
            struct RootAssembly {
                private let factories: [ScreenFactory]
                init(factories: [ScreenFactory]) { self.factories = factories }
                func makeRoot() -> UIViewController {
                    let screens = factories.map({ $0.makeScreen() })
                    let navigations = screens.map(BrandedNavigation.init)
                    let splits = navigations.map { navigation -> UISplitViewController in
                        let split = UISplitViewController()
                        split.viewControllers = [navigation]
                        split.tabBarItem = navigation.tabBarItem
                        return split
                    }
                    let tabs = UITabBarController()
                    tabs.viewControllers = splits
                    return tabs
                }
            }
            final class Launcher {
                func start() -> UIViewController {
                    let factories = components()
                    return RootAssembly(factories: factories).makeRoot()
                }
                private func components() -> [ScreenFactory] {
                    let news = NewsFactory()
                    let shop = ShopFactory()
                    return [news, shop, NewsFactory()]
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["News", "Shop", "News"])
        #expect(spec.symbols == ["newspaper", "cart", "newspaper"])
        #expect(spec.tabs[1].title?.range.lineColumn == "14:24")
    }

    /// A flow controller's bar: children unwrapped by `guard let` from
    /// properties another type fills in (the one value the app gives each),
    /// an item set by a static function the child is passed to, and a
    /// SwiftGen `Asset.x.image`.
    @Test func childrenFromPropertiesOtherTypesFillAndFunctionsTheyArePassedTo() throws {
        let app = FixtureApp([
            "App/App.swift": """
                import UIKit
                final class MainTabs: UITabBarController {}
                final class SplitScreen: UIViewController {
                    var tabs: MainTabs? = MainTabs()
                    var codesNavigation: UINavigationController?
                    var settingsScreen: SettingsScreen?
                }
                final class SettingsScreen: UIViewController {}
                enum SettingsFlow {
                    static func setup() -> SettingsScreen {
                        let view = SettingsScreen()
                        view.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), selectedImage: nil)
                        return view
                    }
                }
                enum CodesFlow {
                    static func showAsTab(in navigation: UINavigationController) {
                        navigation.tabBarItem = UITabBarItem(title: "Codes", image: Asset.tabCodes.image, selectedImage: nil)
                    }
                }
                final class SplitFlow {
                    let screen: SplitScreen
                    init(screen: SplitScreen) { self.screen = screen }
                    static func showAsRoot() -> SplitFlow {
                        let view = SplitScreen()
                        view.settingsScreen = SettingsFlow.setup()
                        return SplitFlow(screen: view)
                    }
                    func prepare() {
                        let navigation = UINavigationController()
                        CodesFlow.showAsTab(in: navigation)
                        screen.codesNavigation = navigation
                    }
                    func toCompact() {
                        guard let codes = screen.codesNavigation, let settings = screen.settingsScreen else { return }
                        screen.tabs?.setViewControllers([codes, settings], animated: false)
                    }
                }
                struct ImageAsset {
                    let name: String
                    var image: UIImage { UIImage(named: name)! }
                }
                enum Asset {
                    static let tabCodes = ImageAsset(name: "TabCodes")
                }
                """,
            "App/Assets.xcassets/TabCodes.imageset/Contents.json": #"{"images": [{"filename": "codes.pdf", "idiom": "universal"}]}"#,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Codes", "Settings"])
        #expect(spec.symbols == ["App/Assets.xcassets/TabCodes.imageset", "gear"])
        #expect(spec.tabs[0].title?.range.lineColumn == "18:53")
    }

    /// SwiftGen's `Asset.Icons.trayFull.image` when SwiftGen writes `Asset`
    /// at build time and the tree does not hold it: the catalog's set of
    /// that name (`tray-full`), and unknown when no catalog has one.
    @Test func swiftGenAssetsWhoseGeneratedFileIsNotInTheTree() throws {
        let app = FixtureApp([
            "App/Shell.swift": """
                import UIKit
                final class Shell: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let inbox = UIViewController()
                        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: Asset.Icons.trayFull.image, selectedImage: nil)
                        let archive = UIViewController()
                        archive.tabBarItem = UITabBarItem(title: "Archive", image: Asset.Icons.archiveBox.image, selectedImage: nil)
                        viewControllers = [inbox, archive]
                    }
                }
                """,
            "App/Assets.xcassets/Icons/tray-full.imageset/Contents.json": #"{"images": [{"filename": "tray.pdf", "idiom": "universal"}]}"#,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["App/Assets.xcassets/Icons/tray-full.imageset", nil])
        #expect(spec.tabs[0].icon?.image?.range.lineColumn == "6:64")
        #expect(spec.unresolved.map(\.reason) == [
            "the image `archiveBox`, which no asset catalog of the app holds (another bundle or package, or made at run time)",
        ])
    }

    /// A service that sets up a tab bar controller of the app's class made
    /// from a storyboard (`{ makeShell() }()`, unwrapped by `guard let`),
    /// in a file that names no other tab API, from a list that starts as
    /// `[UIViewController]()`; children from factories returning
    /// `instantiateViewController(…) as! T` read in their class, one
    /// unwrapped by `if let` (not a condition people see), an item made
    /// with `image: nil` (no icon).
    @Test func aServiceSettingUpAStoryboardControllerOfTheAppsClass() throws {
        let app = FixtureApp([
            "App/Screens.swift": """
                import UIKit
                final class ShellController: UITabBarController {}
                final class GardenVC: UIViewController {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    }
                }
                final class PondVC: UIViewController {
                    override func awakeFromNib() {
                        super.awakeFromNib()
                        tabBarItem = UITabBarItem(title: "Pond", image: nil, tag: 1)
                    }
                }
                """,
            "App/Router.swift": """
                import UIKit
                final class Router {
                    private let board = UIStoryboard(name: "Main", bundle: nil)
                    private lazy var shell = { return makeShell() }()
                    func start() {
                        guard let shell = shell else { return }
                        var screens = [UIViewController]()
                        screens.append(UINavigationController(rootViewController: makeGarden()))
                        if let pond = makePond() {
                            screens.append(UINavigationController(rootViewController: pond))
                        }
                        shell.setViewControllers(screens, animated: false)
                    }
                    private func makeShell() -> ShellController? {
                        board.instantiateViewController(withIdentifier: "Shell") as? ShellController
                    }
                    private func makeGarden() -> UIViewController {
                        let garden = board.instantiateViewController(withIdentifier: "Garden") as! GardenVC
                        return garden
                    }
                    private func makePond() -> PondVC? {
                        board.instantiateViewController(withIdentifier: "Pond") as? PondVC
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.range.file == "App/Router.swift")
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", nil])
        #expect(spec.tabs.allSatisfy { $0.visibleWhen == nil })
        #expect(spec.unresolved.isEmpty)
        #expect(app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "icon-missing" && $0.message.hasPrefix("\"Pond\"") })
    }

    /// iOS 18 tabs built as `[UITab]()` plus appends of stored properties
    /// assigned just before (`pond = UITab(…)`, `append(pond!)`), a
    /// `UITabGroup` whose children come later (one tab), and a tab whose
    /// image the code cannot read (unknown, not missing). A later change
    /// that derives the list from the bar's own (`dropLast()`) is no bar.
    @Test func iOS18TabsFromStoredPropertiesAndAGroupAndAChangeToTheOwnList() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            final class Shell: UITabBarController {
                private var pond: UITab?
                private var meadow: UITab?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var list = [UITab]()
                    list.append(UISearchTab { _ in UIViewController() })
                    pond = UITab(title: "Pond", image: UIImage(systemName: "drop"), identifier: "pond") { _ in UIViewController() }
                    list.append(pond!)
                    meadow = UITab(title: "Meadow", image: Theme.meadowIcon, identifier: "meadow") { _ in UIViewController() }
                    list.append(meadow!)
                    list.append(UITabGroup(title: "Library", image: UIImage(systemName: "books.vertical"), identifier: "library", children: []) { _ in UIViewController() })
                    tabs = list
                }
                func dropPlayer() {
                    viewControllers = viewControllers?.dropLast()
                }
            }
            """])
        let bars = app.bars()
        #expect(bars.count == 1)
        let spec = try #require(bars.first?.spec)
        #expect(spec.titles == ["Search", "Pond", "Meadow", "Library"])
        #expect(spec.symbols == ["magnifyingglass", "drop", nil, "books.vertical"])
        #expect(spec.tabs[2].isUnreadable("icon"))
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "icon-missing" })
    }

    /// Icons from an app's image catalog: an enum property returning an
    /// implicit `UIImage` member (`.garden`) declared in `extension UIImage`
    /// by a `fileprivate static func make(systemName:)` (beside a
    /// `make(_:)` overload) whose body is `UIImage(systemName:) ?? UIImage()`,
    /// from the symbol name of a struct made by `Self("…")`.
    @Test func iconsFromAnImageCatalogOfStaticMembers() throws {
        let app = FixtureApp([
            "App/Shell.swift": """
                import UIKit
                enum Area {
                    case garden
                    var title: String {
                        switch self {
                        case .garden: return "Garden"
                        }
                    }
                    var icon: UIImage {
                        switch self {
                        case .garden: return .garden
                        }
                    }
                }
                final class Shell: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let garden = UITab(title: Area.garden.title, image: Area.garden.icon, identifier: "garden") { _ in UIViewController() }
                        let pond = UITab(title: "Pond", image: .pond, identifier: "pond") { _ in UIViewController() }
                        tabs = [garden, pond]
                    }
                }
                """,
            "Kit/Images.swift": """
                import UIKit
                public struct GardenImage: Sendable {
                    public let systemName: String
                    public let assetName: String
                    private init(_ systemName: String = "", assetName: String = "") {
                        self.systemName = systemName
                        self.assetName = assetName
                    }
                    public static let garden = Self("leaf")
                    public static let pond = Self("drop")
                }
                extension UIImage {
                    public static let garden = UIImage.make(systemName: GardenImage.garden.systemName)
                    public static let pond = UIImage.make(systemName: GardenImage.pond.systemName)
                    private static func make(_ named: String) -> UIImage {
                        UIImage(named: named) ?? UIImage()
                    }
                    fileprivate static func make(systemName: String) -> UIImage {
                        UIImage(systemName: systemName) ?? UIImage()
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[0].icon?.symbol?.range.file == "Kit/Images.swift")
        #expect(spec.tabs[0].icon?.symbol?.range.lineColumn == "9:37")
        #expect(spec.unresolved.isEmpty)
    }

    /// An icon the bar's controller sets again in a Combine `sink` (a
    /// different image when something unread arrives) keeps the one the
    /// code sets up front: the update runs later, on an event. A value only
    /// a later closure sets still counts, as nothing else sets it.
    @Test func anItemUpdatedInAReactionKeepsWhatTheCodeSetsFirst() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import Combine
            import UIKit
            final class Shell: UITabBarController {
                let inbox = UIViewController()
                let pond = UIViewController()
                var bag = Set<AnyCancellable>()
                init(unread: AnyPublisher<Bool, Never>) {
                    super.init(nibName: nil, bundle: nil)
                    inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
                    pond.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "drop"), tag: 1)
                    viewControllers = [inbox, pond]
                    unread.sink { [weak self] hasUnread in
                        let image: UIImage
                        if hasUnread {
                            image = UIImage(systemName: "tray.full")!
                        } else {
                            image = UIImage(systemName: "tray")!
                        }
                        self?.inbox.tabBarItem.image = image
                        self?.pond.tabBarItem.title = "Pond"
                    }
                    .store(in: &bag)
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["tray", "drop"])
        #expect(spec.tabs[0].icon?.symbol?.range.lineColumn == "9:84")
        #expect(spec.titles == ["Inbox", "Pond"])
        #expect(spec.unresolved.isEmpty)
    }

    /// A local named `viewControllers` in the bar's own class is the list
    /// it is given, not the bar's own list read back; `self.viewControllers`
    /// still is.
    @Test func aLocalNamedViewControllersIsTheListGiven() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            final class Shell: UITabBarController {
                let garden = UIViewController()
                let pond = UIViewController()
                func setUp() {
                    garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    pond.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                    let viewControllers = [garden, pond]
                    self.setViewControllers(viewControllers, animated: false)
                }
                func dropLast() {
                    let viewControllers = self.viewControllers?.dropLast() ?? []
                    setViewControllers(Array(viewControllers), animated: false)
                }
            }
            """])
        let bars = app.bars()
        #expect(bars.count == 1)
        let spec = try #require(bars.first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.range.lineColumn == "9:9")
    }

    /// A list made by a closure run on the spot (`{ var list = …;
    /// list.append(…); return list }()`) is what it returns; grown in a
    /// loop inside it, or changed by `insert(_:at:)`, it is unknown, not
    /// one tab per statement nor an empty bar.
    @Test func aListMadeByAClosureRunOnTheSpot() throws {
        let app = FixtureApp([
            "App/Shell.swift": """
                import UIKit
                final class Shell: UITabBarController {
                    let garden = UIViewController()
                    let pond = UIViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                        pond.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                        viewControllers = {
                            var list = [UIViewController]()
                            list.append(garden)
                            list.append(pond)
                            return list
                        }()
                    }
                }
                """,
            "App/Inserted.swift": """
                import UIKit
                final class Inserted: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let garden = UIViewController(), pond = UIViewController()
                        viewControllers = {
                            var list = [garden]
                            list.insert(pond, at: 0)
                            return list
                        }()
                    }
                }
                """,
            "App/Looped.swift": """
                import UIKit
                final class Looped: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = {
                            var list = [UIViewController]()
                            ["a", "b", "c"].forEach { _ in list.append(UIViewController()) }
                            return list
                        }()
                    }
                }
                """,
        ])
        let bars = app.bars()
        #expect(bars.count == 3)
        let inserted = try #require(bars.first { $0.spec.range.file == "App/Inserted.swift" }?.spec)
        #expect(inserted.tabs.isEmpty)
        #expect(inserted.unresolved.map(\.reason) == ["`list`, changed by `list.insert(pond, at: 0)` at Inserted.swift:8"])
        let looped = try #require(bars.first { $0.spec.range.file == "App/Looped.swift" }?.spec)
        #expect(looped.tabs.isEmpty)
        #expect(looped.unresolved.map(\.reason) == ["`list`, grown in a loop at Looped.swift:7"])
        let shell = try #require(bars.first { $0.spec.range.file == "App/Shell.swift" }?.spec)
        #expect(shell.titles == ["Garden", "Pond"])
        #expect(shell.symbols == ["leaf", "drop"])
    }

    /// R.swift's generated accessors, whose file the build writes (not in
    /// the tree): `R.string.localizable.gardenTabbarItemTitle()` is the
    /// table's key that reads as that name, `R.image.tab_pond()` the asset
    /// set of that name; in SwiftUI too (`Image(R.image.tab_hill)`).
    @Test func rSwiftStringsAndImagesWithoutTheirGeneratedFile() throws {
        let app = FixtureApp([
            "App/Shell.swift": """
                import UIKit
                final class Shell: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let garden = UIViewController()
                        garden.tabBarItem = UITabBarItem(title: R.string.localizable.gardenTabbarItemTitle(), image: R.image.tab_garden(), selectedImage: nil)
                        let pond = UIViewController()
                        pond.tabBarItem = UITabBarItem(title: R.string.localizable.aPondNavigationTitle(), image: R.image.tab_pond(), selectedImage: nil)
                        viewControllers = [garden, pond]
                    }
                }
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Text("a").tabItem { Image(R.image.tab_hill); Text(R.string.localizable.hillTitle()) }
                        }
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "garden.tabbar.item.title" = "Garden";
                "a.pond.navigation.title" = "Pond";
                "hill.title" = "Hill";
                """,
            "App/de.lproj/Localizable.strings": #""garden.tabbar.item.title" = "Garten";"#,
            "App/Assets.xcassets/tab_garden.imageset/Contents.json": #"{"images": [{"filename": "g.pdf", "idiom": "universal"}]}"#,
            "App/Assets.xcassets/tab_pond.imageset/Contents.json": #"{"images": [{"filename": "p.pdf", "idiom": "universal"}]}"#,
            "App/Assets.xcassets/tab-hill.imageset/Contents.json": #"{"images": [{"filename": "h.pdf", "idiom": "universal"}]}"#,
        ])
        let specs = app.bars().map(\.spec)
        #expect(specs.map(\.titles) == [["Hill"], ["Garden", "Pond"]])
        #expect(specs.map(\.symbols) == [
            ["App/Assets.xcassets/tab-hill.imageset"],
            ["App/Assets.xcassets/tab_garden.imageset", "App/Assets.xcassets/tab_pond.imageset"],
        ])
        #expect(specs[1].tabs[0].title?.entries.map(\.text.value) == ["Garden", "Garten"])
        #expect(specs[1].tabs[0].title?.range.lineColumn == "6:49")
        #expect(specs.allSatisfy { $0.unresolved.isEmpty })
    }

    /// Coordinators: the list holds each coordinator's navigation
    /// controller, whose class makes a member its root
    /// (`navigationController.viewControllers = [rootViewController]`); the
    /// item is set on `coordinator.rootViewController` by the function that
    /// makes the coordinator, or by the root's own class.
    @Test func coordinatorsNavigationControllersShowTheirRootsItems() throws {
        let app = FixtureApp([
            "App/Coordinators.swift": """
                import UIKit
                final class GardenCoordinator {
                    let navigationController = UINavigationController()
                    lazy var rootViewController: GardenViewController = GardenViewController()
                    func start() {
                        navigationController.viewControllers = [rootViewController]
                    }
                }
                final class PondCoordinator {
                    let navigationController: UINavigationController
                    lazy var rootViewController: PondViewController = PondViewController()
                    init(navigationController: UINavigationController = UINavigationController()) {
                        self.navigationController = navigationController
                    }
                    func start() {
                        navigationController.setViewControllers([rootViewController], animated: false)
                    }
                }
                final class GardenViewController: UIViewController {}
                final class PondViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                    }
                }
                """,
            "App/AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let tabBarController = UITabBarController()
                    func setUp() {
                        var viewControllers = [UIViewController]()
                        let garden = makeGardenCoordinator()
                        viewControllers.append(garden.navigationController)
                        let pond = makePondCoordinator()
                        viewControllers.append(pond.navigationController)
                        tabBarController.viewControllers = viewControllers
                    }
                    private func makeGardenCoordinator() -> GardenCoordinator {
                        let coordinator = GardenCoordinator()
                        coordinator.rootViewController.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), selectedImage: nil)
                        coordinator.start()
                        return coordinator
                    }
                    private func makePondCoordinator() -> PondCoordinator {
                        let coordinator = PondCoordinator()
                        coordinator.start()
                        return coordinator
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[0].title?.range.file == "App/AppCoordinator.swift")
        #expect(spec.tabs[0].title?.range.lineColumn == "14:73")
        #expect(spec.unresolved.isEmpty)
    }

    /// The app's own helpers between the list and the values: wrappers
    /// around `NSLocalizedString` (`Loc(_:value:comment:)`, `L(_:)`), a
    /// navigation wrapper on another object (`router.wrap(controller:
    /// self.garden)`, a parameter left to its default value) or on one whose
    /// type the code does not say (the app's only method of that name),
    /// icons made by static helpers of an icon catalog, an image from the
    /// app's `UIImage` initializer, and properties the one initializer that
    /// does not stop the app gives a value.
    /// A coordinator holds the app's own `NavigationController`, a plain
    /// controller that wraps a `UINavigationController` and hands it its
    /// `viewControllers`; the bar is given the wrapped one. Its tab shows
    /// the root the coordinator gives the wrapper, whose item is set
    /// through the coordinator.
    @Test func theNavigationControllerAWrapperHoldsShowsTheRootTheWrapperIsGiven() throws {
        let app = FixtureApp([
            "App/UI/NavigationController.swift": """
                import UIKit
                final class NavigationController: UIViewController {
                    let wrapped: UINavigationController
                    var viewControllers: [UIViewController] {
                        get { wrapped.viewControllers }
                        set { wrapped.viewControllers = newValue }
                    }
                    init(root: UIViewController = UIViewController()) {
                        wrapped = UINavigationController(rootViewController: root)
                        super.init(nibName: nil, bundle: nil)
                    }
                }
                """,
            "App/Coordinators.swift": """
                import UIKit
                final class GardenCoordinator {
                    let navigationController: NavigationController
                    lazy var rootViewController: GardenViewController = GardenViewController()
                    init(navigationController: NavigationController = NavigationController()) {
                        self.navigationController = navigationController
                    }
                    func start() { navigationController.viewControllers = [rootViewController] }
                }
                final class PondCoordinator {
                    let navigationController = NavigationController()
                    lazy var rootViewController = PondViewController()
                    func start() { navigationController.viewControllers = [rootViewController] }
                }
                final class GardenViewController: UIViewController {}
                final class PondViewController: UIViewController {}
                """,
            "App/MainCoordinator.swift": """
                import UIKit
                final class MainCoordinator {
                    func showTabs() {
                        let tabs = UITabBarController()
                        let garden = GardenCoordinator()
                        garden.rootViewController.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), selectedImage: nil)
                        garden.start()
                        let pond = PondCoordinator()
                        pond.rootViewController.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), selectedImage: nil)
                        pond.start()
                        tabs.viewControllers = [garden.navigationController.wrapped, pond.navigationController.wrapped]
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[1].title?.range.lineColumn == "9:66")
        #expect(spec.unresolved.isEmpty)

        // A wrapper that does not hand its list on says nothing of what
        // the wrapped controller shows.
        var notForwarding = app.files
        notForwarding["App/UI/NavigationController.swift"] = """
            import UIKit
            final class NavigationController: UIViewController {
                let wrapped = UINavigationController()
                var viewControllers: [UIViewController] = []
            }
            """
        let unknown = try #require(FixtureApp(notForwarding).bars().first?.spec)
        #expect(unknown.tabs.allSatisfy { $0.title == nil && $0.isUnreadable("title") })
    }

    @Test func theAppsOwnWrappersAndHelpersAreReadThrough() throws {
        let app = FixtureApp([
            "App/Shell.swift": """
                import UIKit
                final class GardenVC: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil); title = Loc("garden.title", value: "Garden", comment: ""); tabBarItem.image = Icons.garden }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class PondVC: UIViewController {
                    init() { super.init(nibName: nil, bundle: nil); title = L("pond.title"); tabBarItem.image = UIImage(resourceName: "pond") }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class Router {
                    func wrap(controller: UIViewController, largeTitles: Bool = false) -> UINavigationController {
                        let navigation = UINavigationController(rootViewController: controller)
                        navigation.navigationBar.prefersLargeTitles = largeTitles
                        return navigation
                    }
                }
                final class Shell: UITabBarController {
                    let router = Router()
                    let services: Services
                    let garden: GardenVC
                    let pond: PondVC
                    init(services: Services) {
                        self.services = services
                        garden = GardenVC()
                        pond = PondVC()
                        super.init(nibName: nil, bundle: nil)
                        viewControllers = [router.wrap(controller: self.garden), services.router.wrap(controller: self.pond, largeTitles: true)]
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "App/Support.swift": """
                import UIKit
                final class Services {
                    var router: Router { fatalError() }
                }
                func Loc(_ key: String, value: String, comment: String) -> String {
                    NSLocalizedString(key, tableName: nil, bundle: .main, value: value, comment: comment)
                }
                func L(_ key: String) -> String { NSLocalizedString(key, comment: "") }
                extension UIImage {
                    convenience init(resourceName: String) {
                        self.init(named: resourceName)!
                    }
                }
                final class Icons {
                    class var garden: UIImage { tabIcon(symbol(named: "leaf")) }
                    private class func tabIcon(_ image: UIImage) -> UIImage {
                        let configuration = UIImage.SymbolConfiguration(scale: .medium)
                        return image.applyingSymbolConfiguration(configuration)!
                    }
                    private static func symbol(named name: String) -> UIImage {
                        UIImage(systemName: name)!
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": #""pond.title" = "Pond";"#,
            "App/de.lproj/Localizable.strings": #""garden.title" = "Garten"; "pond.title" = "Teich";"#,
            "App/Assets.xcassets/pond.imageset/Contents.json": #"{"images": [{"filename": "p.pdf", "idiom": "universal"}]}"#,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.tabs.map { $0.title?.entries.map(\.text.value) } == [["Garden", "Garten"], ["Pond", "Teich"]])
        #expect(spec.symbols == ["leaf", "App/Assets.xcassets/pond.imageset"])
        #expect(spec.tabs[0].icon?.symbol?.range.lineColumn == "15:55")
        #expect(spec.unresolved.isEmpty)
    }

    /// Controllers other objects hold: a flow's split view controller whose
    /// class sets its item, a flow's navigation controller whose root is a
    /// local its class makes; a list set on `strongSelf` of `if let
    /// strongSelf = self`; controllers made by an enum's method, read for
    /// each case (its `switch self` arms for that case only).
    @Test func controllersHeldByFlowsAndMadeByEnumMethods() throws {
        let app = FixtureApp([
            "App/Flows.swift": """
                import UIKit
                final class GardenFlow {
                    let navigationController = UINavigationController()
                    init() {
                        let root = UIViewController()
                        root.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                        navigationController.viewControllers = [root]
                    }
                }
                final class PondFlow {
                    let splitViewController = UISplitViewController()
                    init() {
                        splitViewController.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                    }
                }
                final class Shell: UITabBarController {
                    let garden = GardenFlow()
                    let pond = PondFlow()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [garden.navigationController, pond.splitViewController]
                    }
                }
                """,
            "App/Spots.swift": """
                import UIKit
                enum Spot {
                    case hill, meadow
                    var title: String {
                        switch self {
                        case .hill: return "Hill"
                        case .meadow: return "Meadow"
                        }
                    }
                    func controller() -> UIViewController {
                        let navigation = UINavigationController(rootViewController: UIViewController())
                        navigation.tabBarItem = UITabBarItem(title: title, image: nil, tag: 0)
                        switch self {
                        case .hill: navigation.tabBarItem.image = UIImage(systemName: "mountain.2")
                        case .meadow: navigation.tabBarItem.image = UIImage(systemName: "sun.max")
                        }
                        return navigation
                    }
                }
                final class SpotsShell: UITabBarController {
                    func load(_ done: @escaping () -> Void) { done() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        load { [weak self] in
                            if let strongSelf = self {
                                let spots: [Spot] = [.hill, .meadow]
                                strongSelf.setViewControllers(spots.map { $0.controller() }, animated: false)
                            }
                        }
                    }
                }
                """,
        ])
        let specs = app.bars().map(\.spec)
        #expect(specs.map(\.titles) == [["Garden", "Pond"], ["Hill", "Meadow"]])
        #expect(specs.map(\.symbols) == [["leaf", "drop"], ["mountain.2", "sun.max"]])
        #expect(specs[1].tabs[1].icon?.symbol?.range.lineColumn == "15:73")
        #expect(specs.allSatisfy { $0.unresolved.isEmpty })
    }
}

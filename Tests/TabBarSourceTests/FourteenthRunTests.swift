import Testing
import TabBarSpec

/// Shapes the fourteenth real-app run found (a coordinator's navigation
/// controller given its root late, enum cases made by the app's own
/// initializer, images given to a local after its declaration, a bar set
/// up again by its holder, a storyboard bar its class trims), in fixtures
/// of our own.
@Suite struct FourteenthRunTests {
    /// `let image: UIImage?` then `image = …`: the one value the code gives
    /// it, or under `if #available(…)` the branch current systems run.
    @Test func aLocalGivenItsValueAfterItsDeclaration() throws {
        let app = FixtureApp(["App/Hub.swift": """
            import UIKit
            final class HubFlow {
                lazy var tabs: UITabBarController = {
                    let bar = UITabBarController()
                    bar.viewControllers = [makeGarden(), makePond(), makeHill()]
                    return bar
                }()
                private func makeGarden() -> UINavigationController {
                    let nav = UINavigationController()
                    let gardenImage: UIImage?
                    gardenImage = UIImage(systemName: "leaf")
                    nav.tabBarItem = UITabBarItem(title: "Garden", image: gardenImage, tag: 0)
                    return nav
                }
                private func makePond() -> UINavigationController {
                    let nav = UINavigationController()
                    let pondImage: UIImage?
                    if #available(iOS 15.0, *) {
                        pondImage = UIImage(systemName: "drop")
                    } else {
                        pondImage = UIImage(named: "pond")
                    }
                    nav.tabBarItem = UITabBarItem(title: "Pond", image: pondImage, tag: 1)
                    return nav
                }
                private func makeHill(windy: Bool) -> UINavigationController {
                    let nav = UINavigationController()
                    let hillImage: UIImage?
                    if windy {
                        hillImage = UIImage(systemName: "wind")
                    } else {
                        hillImage = UIImage(systemName: "mountain.2")
                    }
                    nav.tabBarItem = UITabBarItem(title: "Hill", image: hillImage, tag: 2)
                    return nav
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond", "Hill"])
        // A run-time choice between two values is not guessed.
        #expect(spec.symbols == ["leaf", "drop", nil])
        #expect(spec.tabs[0].icon?.range.lineColumn == "11:43")
        #expect(spec.tabs[1].icon?.range.lineColumn == "19:45")
        #expect(spec.unresolved.map(\.reason).contains { $0.contains("hillImage") })
    }

    /// The controller a stored property's closure makes, set up again by
    /// `self.tabs.setViewControllers(…)`, is one bar, reported where its
    /// first list is given.
    @Test func aHeldBarSetUpAgainIsOneBar() throws {
        let app = FixtureApp(["App/Hub.swift": """
            import UIKit
            final class HubFlow {
                lazy var tabs: UITabBarController = {
                    let bar = UITabBarController()
                    bar.viewControllers = [makeGarden()]
                    return bar
                }()
                lazy var other: UITabBarController = {
                    let bar = UITabBarController()
                    bar.viewControllers = [makeGarden()]
                    return bar
                }()
                func rebuild() {
                    self.tabs.setViewControllers([makeGarden()], animated: false)
                }
                private func makeGarden() -> UIViewController {
                    let garden = UIViewController()
                    garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    return garden
                }
            }
            """])
        let bars = app.bars()
        #expect(bars.map(\.spec.range.lineColumn) == ["5:9", "10:9"])
        #expect(bars.map(\.spec.titles) == [["Garden"], ["Garden"]])
    }

    /// `Spot(.gardenPlace)`, whose initializer switches over its argument
    /// and assigns `self = .garden`: the case, and what it gives.
    @Test func anEnumCaseMadeByTheAppsInitializerFromAnotherEnum() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            enum Spot: Int {
                case garden, pond
                var title: String {
                    switch self {
                    case .garden: "Garden"
                    case .pond: "Pond"
                    }
                }
                private var image: UIImage? {
                    switch self {
                    case .garden: UIImage(systemName: "leaf")
                    case .pond: UIImage(systemName: "drop")
                    }
                }
                var tabBarItem: UITabBarItem { UITabBarItem(title: title, image: image, tag: rawValue) }
                init(_ place: Place) {
                    switch place {
                    case .gardenPlace: self = .garden
                    case .pondPlace, .lakePlace: self = .pond
                    }
                }
            }
            enum Place { case gardenPlace, pondPlace, lakePlace }
            final class ShellTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [make(.gardenPlace), make(.lakePlace)]
                }
                private func make(_ place: Place) -> UIViewController {
                    let vc = UIViewController()
                    vc.tabBarItem = Spot(place).tabBarItem
                    return vc
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[1].title?.range.lineColumn == "7:21")
    }

    /// A coordinator (held in a `lazy var` made by a closure) whose
    /// `rootViewController` is a computed property giving its navigation
    /// controller, made empty and given its root in `start()`: the root's item.
    @Test func aCoordinatorsRootGivenByAComputedPropertyAndSetLate() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            final class GardenListViewController: UIViewController {}
            final class GardenFlow {
                var rootViewController: UIViewController { self.rootNavigationController }
                private(set) lazy var listViewController: GardenListViewController = {
                    let vc = GardenListViewController()
                    vc.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    return vc
                }()
                private lazy var rootNavigationController = UINavigationController()
                func start() {
                    rootNavigationController.setViewControllers([listViewController], animated: false)
                }
            }
            final class ShellTabs: UITabBarController {
                private(set) lazy var gardenFlow: GardenFlow = {
                    let flow = GardenFlow()
                    return flow
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    gardenFlow.start()
                    viewControllers = [gardenFlow.rootViewController]
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden"])
        #expect(spec.symbols == ["leaf"])
        #expect(spec.tabs[0].title?.range.lineColumn == "7:45")
        #expect(spec.unresolved.isEmpty)
    }

    /// A navigation controller made empty in the bar's own function and
    /// given its root there (`setViewControllers([vc], animated:)` or
    /// `viewControllers = [vc]`): the root's item.
    @Test func aLocalNavigationControllerGivenItsRootLater() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            final class ShellTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let gardenNC = UINavigationController()
                    let gardenVC = UIViewController()
                    gardenVC.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    gardenNC.setViewControllers([gardenVC], animated: true)
                    let pondNC = UINavigationController()
                    let pondVC = UIViewController()
                    pondVC.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                    pondNC.viewControllers = [pondVC]
                    setViewControllers([gardenNC, pondNC], animated: true)
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[1].title?.range.lineColumn == "11:49")
    }

    static let yard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController storyboardIdentifier="yard" id="tbc" customClass="YardTabsController" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="vc1" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="vc2" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Seeds" image="seeds-toolbar.png" id="i1"/>
                        </viewController>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Tools" image="hammer" catalog="system" id="i2"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A storyboard bar whose class trims its own list (`var list =
    /// viewControllers!; list.removeLast(); viewControllers = list`, or a
    /// loop keeping some) is the storyboard's bar, not an unknown list of
    /// the code's; a tab removed under a condition shows while it does not
    /// hold (what a loop keeps is not known, so it changes nothing);
    /// `image="x.png"` names the catalog's set `x`.
    @Test(arguments: [
        ("""
        var list = viewControllers!
        list.removeLast()
        self.viewControllers = list
        """, [nil, "not (picked == nil)"]),
        ("""
        var kept: [UIViewController] = []
        for vc in viewControllers ?? [] where !(vc is UISplitViewController) {
            kept.append(vc)
        }
        setViewControllers(kept, animated: false)
        """, [nil, nil]),
    ] as [(String, [String?])])
    func aStoryboardBarItsClassTrims(trimming: String, visibleWhen: [String?]) throws {
        let app = FixtureApp([
            "App/Base.lproj/Yard.storyboard": Self.yard,
            "App/Images.xcassets/seeds-toolbar.imageset/Contents.json": "{}",
            "App/YardTabsController.swift": """
                import UIKit
                final class YardTabsController: UITabBarController {
                    var picked: String?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        if picked == nil {
                            \(trimming)
                        }
                    }
                }
                """,
        ])
        let bars = app.bars()
        try #require(bars.count == 1)
        #expect(bars[0].spec.origin == .storyboard)
        #expect(bars[0].spec.titles == ["Seeds", "Tools"])
        #expect(bars[0].spec.symbols == ["App/Images.xcassets/seeds-toolbar.imageset", "hammer"])
        #expect(bars[0].spec.tabs.map { $0.visibleWhen?.value } == visibleWhen)
    }

    /// `for item in tabBar.items { item.title = nil }` after the list is
    /// given: an icon-only bar, every tab without a title. A refusal in
    /// `shouldSelect` naming the property the code keeps a child in
    /// (`composeViewController = compose`) makes that child an action tab.
    @Test func titlesClearedByTheBarAndARefusalByAPropertyKeepingTheChild() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            final class ShellTabs: UITabBarController, UITabBarControllerDelegate {
                private var composeViewController: UIViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    delegate = self
                    let garden = UIViewController()
                    garden.tabBarItem.image = UIImage(systemName: "leaf")
                    garden.tabBarItem.accessibilityLabel = "Garden"
                    let compose = UIViewController()
                    compose.tabBarItem = UITabBarItem(title: "New", image: UIImage(systemName: "plus"), tag: 1)
                    composeViewController = compose
                    let pond = UIViewController()
                    pond.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 2)
                    viewControllers = [garden, compose, pond]
                    if let items = tabBar.items {
                        for item in items { item.title = nil }
                    }
                }
                func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                    if viewController === composeViewController {
                        present(UIViewController(), animated: true)
                        return false
                    }
                    return true
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == [nil, nil, nil])
        #expect(spec.symbols == ["leaf", "plus", "drop"])
        let diagnostics = app.lint().flatMap(\.diagnostics)
        let missing = diagnostics.filter { $0.ruleID == "title-missing" }
        // In source order: the items made with `UITabBarItem(…)`, then the
        // first child, whose item is the default one, at its place in the list.
        #expect(missing.map(\.range.lineColumn) == ["11:30", "14:27", "15:28"])
        #expect(missing.first?.message.hasSuffix("VoiceOver has nothing to read") == true)
        #expect(missing.last?.message == "tab 1 has no title; add a short one that names what the tab holds, since an icon alone is hard to recognize, and the accessibility label is only heard, never seen")
        let action = try #require(diagnostics.first { $0.ruleID == "action-tab" })
        #expect(action.range.lineColumn == "11:30")
        #expect(action.message.contains("Shell.swift:21"))
    }

    /// A storyboard bar's class refusing a child by its identifier
    /// (`viewController.restorationIdentifier == "LookupStub"`).
    @Test func aStoryboardChildRefusedByItsIdentifierIsAnActionTab() throws {
        let storyboard = Self.yard.replacingOccurrences(
            of: #"<viewController id="vc2" sceneMemberID="viewController">"#,
            with: #"<viewController restorationIdentifier="LookupStub" id="vc2" sceneMemberID="viewController">"#
        )
        let app = FixtureApp([
            "App/Base.lproj/Yard.storyboard": storyboard,
            "App/YardTabsController.swift": """
                import UIKit
                final class YardTabsController: UITabBarController, UITabBarControllerDelegate {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        delegate = self
                    }
                    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                        if viewController.restorationIdentifier == "LookupStub" {
                            showLookup()
                            return false
                        }
                        return true
                    }
                }
                """,
        ])
        let action = try #require(app.lint().flatMap(\.diagnostics).first { $0.ruleID == "action-tab" })
        #expect(action.range.file == "App/Base.lproj/Yard.storyboard")
        #expect(action.range.lineColumn == "21:21")
        #expect(action.message.hasPrefix(#""Tools" performs an action"#))
    }

    /// `UIImage.gardenLeaf` the app does not declare is Xcode's generated
    /// asset symbol for the catalog's `GardenLeaf` set; `UIImage.add` is
    /// UIKit's own image, no asset.
    @Test func generatedAssetSymbolsOnUIImage() throws {
        let app = FixtureApp([
            "App/Assets.xcassets/GardenLeaf.imageset/Contents.json": "{}",
            "App/Shell.swift": """
                import UIKit
                enum Glyphs {
                    static let gardenLeaf = UIImage.gardenLeaf
                }
                final class ShellTabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let garden = UIViewController()
                        garden.tabBarItem = UITabBarItem(title: "Garden", image: Glyphs.gardenLeaf, tag: 0)
                        let pond = UIViewController()
                        pond.tabBarItem = UITabBarItem(title: "Pond", image: UIImage.add, tag: 1)
                        viewControllers = [garden, pond]
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["App/Assets.xcassets/GardenLeaf.imageset", nil])
        #expect(spec.tabs[0].icon?.range.lineColumn == "3:29")
    }
}

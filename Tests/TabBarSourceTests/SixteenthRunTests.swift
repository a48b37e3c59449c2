import Testing
import TabBarSpec

/// Coordinator-pattern plumbing the sixteenth real-app run found, in
/// fixtures of our own: static factories in extensions of UIKit classes,
/// and a base coordinator storing the root its subclasses pass up.
@Suite struct SixteenthRunTests {
    /// `UINavigationController.garden`, a static property of the app's
    /// extension that makes the controller and sets its item; `nav.tabBarItem
    /// = .pond`, a static item of the app's `extension UITabBarItem` made
    /// with `.init(…)`.
    @Test func staticFactoriesInExtensionsOfUIKitClasses() throws {
        let app = FixtureApp(["App/Yard.swift": """
            import UIKit
            extension UITabBarItem {
                static var pond: UITabBarItem { .init(title: "Pond", image: UIImage(systemName: "drop"), selectedImage: nil) }
            }
            extension UINavigationController {
                static var garden: UINavigationController {
                    let nav = UINavigationController()
                    nav.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), selectedImage: nil)
                    return nav
                }
            }
            final class YardCoordinator {
                private let tabs = UITabBarController()
                func start() {
                    let pondNav = UINavigationController()
                    pondNav.tabBarItem = .pond
                    tabs.viewControllers = [UINavigationController.garden, pondNav]
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[1].title?.range.lineColumn == "3:50")
        #expect(spec.unresolved.isEmpty)
    }

    /// `class Flow { init(root:) { self.root = root } }` and subclasses
    /// passing their navigation controller up with `super.init(root: nav)`:
    /// each flow's `root` is that controller, with what was set on it first.
    @Test func aRootPassedUpToTheBaseCoordinator() throws {
        let app = FixtureApp(["App/Yard.swift": """
            import UIKit
            class Flow {
                let root: UINavigationController
                init(root: UINavigationController) { self.root = root }
            }
            final class GardenFlow: Flow {
                init() {
                    let nav = UINavigationController()
                    nav.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), selectedImage: nil)
                    super.init(root: nav)
                }
            }
            final class PondFlow: Flow {
                init() {
                    let nav = UINavigationController()
                    nav.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), selectedImage: nil)
                    super.init(root: nav)
                }
            }
            final class YardCoordinator {
                private let tabs = UITabBarController()
                private lazy var garden = GardenFlow()
                private lazy var pond = PondFlow()
                func start() {
                    tabs.viewControllers = [garden.root, pond.root]
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[0].title?.range.lineColumn == "9:46")
    }

    /// `.localize("Garden")` where a `String` is expected is the app's
    /// `String.localize(_:)`; `list.enumerated().map { index, spot in … }`
    /// gives each element as the second parameter.
    @Test func anImpliedStringHelperAndAnEnumeratedMap() throws {
        let app = FixtureApp([
            "App/en.lproj/Localizable.strings": #""Garden" = "Garden"; "Pond" = "Pond";"#,
            "App/Yard.swift": """
                import UIKit
                extension String {
                    static func localize(_ key: String, comment: String = "") -> String {
                        NSLocalizedString(key, comment: comment)
                    }
                }
                enum Spot: Int, CaseIterable {
                    case garden, pond
                    var name: String {
                        switch self {
                        case .garden: return .localize("Garden")
                        case .pond: return .localize("Pond")
                        }
                    }
                    var icon: UIImage? {
                        switch self {
                        case .garden: return UIImage(systemName: "leaf")
                        case .pond: return UIImage(systemName: "drop")
                        }
                    }
                }
                final class YardTabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = Spot.allCases.enumerated().map { index, spot in
                            let vc = UINavigationController(rootViewController: UIViewController())
                            vc.tabBarItem = UITabBarItem(title: spot.name, image: spot.icon, tag: index)
                            return vc
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[0].title?.range.lineColumn == "11:40")
    }

    /// Items made without images (`UITabBarItem(title:image: nil, …)`) and
    /// given them later in a loop over the bar's items
    /// (`for (tab, item) in zip(tabs, controller.tabBar.items ?? [])`) are
    /// not without images: unknown, and no `icon-missing`.
    @Test func imagesGivenLaterInALoopOverTheItems() throws {
        let app = FixtureApp(["App/Tabs.swift": """
            import SwiftUI
            import UIKit
            struct TabData { let title: String; let image: UIImage? }
            final class Host: UIViewController {
                init(item: TabData) {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: item.title, image: nil, selectedImage: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            struct Tabs: UIViewControllerRepresentable {
                let tabs: [TabData]
                func makeUIViewController(context: Context) -> UITabBarController {
                    let controller = UITabBarController()
                    controller.viewControllers = [Host(item: TabData(title: "Garden", image: nil))]
                    return controller
                }
                func updateUIViewController(_ controller: UITabBarController, context: Context) {
                    for (data, item) in zip(tabs, controller.tabBar.items ?? []) {
                        item.image = data.image
                    }
                }
            }
            struct Yard: View { var body: some View { Tabs(tabs: []) } }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden"])
        #expect(spec.unresolved.map(\.field) == ["the icon of tab 1"])
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "icon-missing" })
    }
}

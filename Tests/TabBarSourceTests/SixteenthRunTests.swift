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
}

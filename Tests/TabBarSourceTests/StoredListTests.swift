import Testing
import TabBarSpec

/// Tab lists kept in a stored property of the tab bar controller: one step
/// of the controller's life builds the list, a later one installs it.
@Suite struct StoredListTests {
    private static func controller(installingIn installer: String, extra: String = "") -> FixtureApp {
        FixtureApp(["App/Shell.swift": """
            import UIKit
            final class ShellController: UITabBarController {
                var pending: [UIViewController] = []
                var firstAppearance = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pending = [GardenViewController(), PondViewController()]
                    let more = UINavigationController(rootViewController: MoreViewController())
                    more.tabBarItem.image = UIImage(systemName: "ellipsis")
                    more.tabBarItem.title = "More"
                    pending.append(more)
                    \(extra)
                }
                override func \(installer)(_ animated: Bool) {
                    super.\(installer)(animated)
                    if firstAppearance {
                        setViewControllers(pending, animated: false)
                        firstAppearance = false
                    }
                }
            }
            final class GardenViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                }
            }
            final class PondViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                }
            }
            final class MoreViewController: UIViewController {}
            """])
    }

    /// `viewDidLoad` builds the list and appends to it; `viewDidAppear`
    /// installs it: the bar is what `viewDidLoad` left, in order.
    @Test func aListBuiltInViewDidLoadAndInstalledOnAppearance() throws {
        let bar = try #require(Self.controller(installingIn: "viewDidAppear").bars().first)
        #expect(bar.spec.titles == ["Garden", "Pond", "More"])
        #expect(bar.spec.symbols == ["leaf", "drop", "ellipsis"])
        #expect(bar.spec.tabs[2].title?.range.lineColumn == "10:33")
        #expect(bar.spec.range.lineColumn == "17:13")
        #expect(bar.spec.unresolved.isEmpty)
    }

    /// A list a closure changes as well (a publisher's sink) may hold
    /// anything by the time it is installed: unknown.
    @Test func aListAlsoChangedInAClosureIsUnknown() throws {
        let app = Self.controller(installingIn: "viewDidAppear", extra: "NotificationCenter.default.addObserver(forName: .reset, object: nil, queue: nil) { [weak self] _ in self?.pending = [] }")
        let bar = try #require(app.bars().first)
        #expect(bar.spec.tabs.isEmpty)
        #expect(bar.spec.unresolved.map(\.reason).contains { $0.contains("`pending`, which the code changes at run time") })
    }

    /// Tabs people pick, with a default for a new install
    /// (`saved[0] ?? .garden`): unknown, and the reason says the default is
    /// only a fallback.
    @Test func tabsPeoplePickAreUnknownNotTheirFallback() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            enum Spot {
                case garden, pond
                var title: String { switch self { case .garden: "Garden"; case .pond: "Pond" } }
                var symbol: UIImage? { switch self { case .garden: UIImage(systemName: "leaf"); case .pond: UIImage(systemName: "drop") } }
            }
            final class ShellController: UITabBarController {
                var pending: [UIViewController] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let saved: [Int: Spot] = Settings.load()
                    pending = [saved[0] ?? Spot.garden].map { spot in
                        let vc = UIViewController()
                        vc.tabBarItem.title = spot.title
                        vc.tabBarItem.image = spot.symbol
                        return vc
                    }
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    setViewControllers(pending, animated: false)
                }
            }
            """])
        let bar = try #require(app.bars().first)
        #expect(bar.spec.tabs.count == 1)
        #expect(bar.spec.unresolved.map(\.reason) == [
            "`title` of a value read at run time (`saved[0]`); the value after `??` is only a fallback",
            "an image: `symbol` of a value read at run time (`saved[0]`); the value after `??` is only a fallback",
        ])
    }

    /// A list filled in `viewDidAppear` and installed in `viewDidLoad`,
    /// which UIKit calls first: still empty there, so nothing is taken for
    /// the bar's tabs.
    @Test func aListFilledAfterItIsInstalledIsUnknown() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            final class ShellController: UITabBarController {
                var pending: [UIViewController] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setViewControllers(pending, animated: false)
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let garden = UIViewController()
                    garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    pending = [garden]
                }
            }
            """])
        let bar = try #require(app.bars().first)
        #expect(bar.spec.tabs.isEmpty)
        #expect(bar.spec.unresolved.map(\.reason) == ["`pending`, which the code changes at run time (Shell.swift:12)"])
    }

    /// `viewWillAppear` runs before `viewDidAppear`, but after `viewDidLoad`:
    /// a list read in `viewWillAppear` is the one `viewDidLoad` left too.
    @Test func aListInstalledInViewWillAppear() throws {
        let bar = try #require(Self.controller(installingIn: "viewWillAppear").bars().first)
        #expect(bar.spec.titles == ["Garden", "Pond", "More"])
    }
}

/// Tabs given to a held tab bar controller only through a method of a
/// package the app imports (`addTab(_:)` of a coordination library).
@Suite struct OutsideMethodTests {
    private static func coordinator(declaringAddTab: Bool = false, holder: String = "let root: UITabBarController") -> FixtureApp {
        FixtureApp(["App/Tabs.swift": """
            import Coordination
            import UIKit
            final class TabsCoordinator: NSObject, TabCoordinator {
                \(holder)
                init(root: UITabBarController) { self.root = root }
                func start() {
                    addTab(GardenCoordinator())
                    addTab(PondCoordinator())
                }
                \(declaringAddTab ? "func addTab(_ child: AnyObject) {}" : "")
            }
            """])
    }

    @Test func tabsAddedByAPackagesMethodAreAnUnknownList() throws {
        let bar = try #require(Self.coordinator().bars().first)
        #expect(bar.spec.tabs.isEmpty)
        #expect(bar.spec.range.lineColumn == "7:9")
        let diagnostics = Self.coordinator().lint().flatMap(\.diagnostics)
        #expect(diagnostics.map(\.ruleID) == ["source-unresolved"])
        #expect(diagnostics.first?.message.hasSuffix(
            "the tab list (line 7:9): tabs added by `addTab(_:)` (lines 7, 8), a method declared outside the app's code, whose effect the code does not show"
        ) == true)
    }

    /// The app's own `addTab` is read where it is declared, not taken for a package's.
    @Test func theAppsOwnAddTabIsNotAnOutsideMethod() {
        #expect(Self.coordinator(declaringAddTab: true).bars().isEmpty)
    }

    /// A type that holds no tab bar controller adds tabs to something else.
    @Test func noTabBarControllerHeldNoBar() {
        #expect(Self.coordinator(holder: "let root: UINavigationController // not a UITabBarController").bars().isEmpty)
    }
}

/// Tab descriptions kept in a struct and handed to the controller that
/// shows each one, as apps that wrap a tab bar controller for SwiftUI do.
@Suite struct TabDescriptorTests {
    /// `Host(item: $0)` sets its item from `item.title` in its
    /// initializer: read with `item` bound to each descriptor. Each
    /// descriptor is made by an initializer of the app's extension that
    /// hands on to the struct's own with `self.init(title:…)`, called with a
    /// trailing closure past a parameter with a default value; the title is
    /// `.init(localized:)` of a `switch self` property.
    @Test func descriptorsMadeByADelegatingInitializer() throws {
        let app = FixtureApp(["App/Tabs.swift": """
            import UIKit
            struct TabDescriptor {
                var title: String
                var content: () -> Void
                init(title: String, content: @escaping () -> Void) {
                    self.title = title
                    self.content = content
                }
            }
            enum Spot {
                case garden, pond
                var label: LocalizedStringResource {
                    switch self {
                    case .garden: "Garden"
                    case .pond: "Pond"
                    }
                }
                func title() -> String { .init(localized: label) }
            }
            extension TabDescriptor {
                init(_ spot: Spot, badge: String? = nil, content: @escaping () -> Void) {
                    self.init(title: spot.title(), content: content)
                }
            }
            final class Host: UIViewController {
                let descriptor: TabDescriptor
                init(descriptor: TabDescriptor) {
                    self.descriptor = descriptor
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: descriptor.title, image: UIImage(systemName: "leaf"), selectedImage: nil)
                }
            }
            final class Shell: UITabBarController {
                let descriptors = [TabDescriptor(.garden) { }, TabDescriptor(.pond) { }]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = descriptors.map { Host(descriptor: $0) }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.tabs[0].title?.range.lineColumn == "14:23")
        #expect(spec.unresolved.isEmpty)
    }
}

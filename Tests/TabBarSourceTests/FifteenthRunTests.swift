import Testing
import TabBarSpec

/// Shapes the fifteenth real-app run found (a capped `ForEach`, icons
/// through `Image(uiImage:)` and the app's own image initializers, a
/// system bar hidden under an app-drawn one), in fixtures of our own.
@Suite struct FifteenthRunTests {
    static let plots = """
        import SwiftUI
        enum Plot: String, CaseIterable {
            case garden, pond, shed, orchard, meadow
            var name: String {
                switch self {
                case .garden: "Garden"
                case .pond: "Pond"
                case .shed: "Shed"
                case .orchard: "Orchard"
                case .meadow: "Meadow"
                }
            }
        }
        """

    /// `prefix(3)` of five known cases is the first three, not five tabs
    /// each "kept by" it; `prefix(3)` of a list decided at run time is a
    /// list of unknown tabs, not all candidates; `dropFirst()` drops.
    @Test(arguments: [
        ("Plot.allCases.prefix(3)", ["Garden", "Pond", "Shed", "Extras"], false),
        ("Plot.allCases.dropFirst().prefix(8)", ["Pond", "Shed", "Orchard", "Meadow", "Extras"], false),
        ("Plot.allCases.filter { UserDefaults.standard.bool(forKey: $0.rawValue) }.prefix(3)", ["Extras"], true),
    ] as [(String, [String], Bool)])
    func aCappedListGivesTheTabsItKeeps(list: String, titles: [String], unknown: Bool) throws {
        let app = FixtureApp([
            "App/Plot.swift": Self.plots,
            "App/Yard.swift": """
                import SwiftUI
                struct Yard: View {
                    var body: some View {
                        TabView {
                            ForEach(Array(\(list).enumerated()), id: \\.element) { index, plot in
                                Text(plot.name).tabItem { Label(plot.name, systemImage: "leaf") }.tag(index)
                            }
                            Text("More").tabItem { Label("Extras", systemImage: "ellipsis") }.tag(9)
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == titles)
        #expect(spec.tabs.allSatisfy { $0.visibleWhen == nil })
        #expect(spec.unresolved.contains { $0.reason.contains("the first of a list decided at run time") } == unknown)
        let rules = Set(app.lint().flatMap(\.diagnostics).map(\.ruleID))
        #expect(rules.isDisjoint(with: ["conditional-tab", "more-tab-overflow"]))
    }

    /// `Image(uiImage: UIImage(named: "garden.tab")!)` is the UIKit image's
    /// set; `Image(pic: .pondTab)`, the app's initializer handing
    /// `pic.name` on to `self.init(_:bundle:)`, reads `.pondTab` as a
    /// member of the parameter's type.
    @Test func iconsThroughUIImagesAndTheAppsImageInitializers() throws {
        let app = FixtureApp([
            "App/Assets.xcassets/garden.tab.imageset/Contents.json": "{}",
            "App/Assets.xcassets/pond.tab.imageset/Contents.json": "{}",
            "App/Garden.swift": """
                import SwiftUI
                import UIKit
                struct PicAsset {
                    let name: String
                    init(_ name: String) { self.name = name }
                    static let pondTab = PicAsset("pond.tab")
                }
                extension Image {
                    init(pic: PicAsset) { self.init(pic.name, bundle: .main) }
                }
                struct GardenRoot: View {
                    var body: some View {
                        TabView {
                            Text("G").tabItem { Image(uiImage: UIImage(named: "garden.tab", in: .main, with: nil)!); Text("Garden") }
                            Text("P").tabItem { Image(pic: .pondTab); Text("Pond") }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["App/Assets.xcassets/garden.tab.imageset", "App/Assets.xcassets/pond.tab.imageset"])
        #expect(spec.tabs[0].icon?.range.lineColumn == "14:63")
        #expect(spec.unresolved.isEmpty)
    }

    /// A tab bar controller hiding its own bar for good draws another: no
    /// system bar, so no findings on items nobody sees. Hidden only under
    /// a condition, the bar is still the system's.
    @Test(arguments: [("tabBar.isHidden = true", 0), ("if isEditing { tabBar.isHidden = true }", 1)])
    func aSystemBarHiddenForGoodIsNoBar(hiding: String, bars: Int) {
        let app = FixtureApp(["App/Hub.swift": """
            import UIKit
            final class HubTabsController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let garden = UIViewController()
                    garden.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "leaf"), tag: 0)
                    let pond = UIViewController()
                    pond.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "drop"), tag: 1)
                    viewControllers = [garden, pond]
                    \(hiding)
                    view.addSubview(GardenStrip())
                }
            }
            """])
        #expect(app.bars().count == bars)
        #expect(app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "title-missing" } == (bars == 1))
    }

    /// Xcode writes a symbol with a configuration as a child element
    /// (`<imageReference key="image" image="leaf" catalog="system" symbolScale="medium"/>`),
    /// the same symbol as the item's own `image="…" catalog="system"`.
    @Test func aStoryboardSymbolWrittenAsAnImageReferenceElement() throws {
        let app = FixtureApp(["App/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tbc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <tabBarController id="tbc" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="vc1" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="vc2" kind="relationship" relationship="viewControllers" id="r2"/>
                                </connections>
                            </tabBarController>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Garden" id="i1">
                                    <imageReference key="image" image="leaf" catalog="system" symbolScale="medium"/>
                                    <imageReference key="selectedImage" image="leaf.fill" catalog="system" symbolScale="medium"/>
                                </tabBarItem>
                            </viewController>
                            <viewController id="vc2" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Pond" image="drop" catalog="system" id="i2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[0].icon?.selectedSymbol?.value == "leaf.fill")
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "icon-missing" })
    }

    /// `String(phraseKey: "Garden_Page")`, the app's `String` initializer
    /// assigning `self = NSLocalizedString(…)` (in either bundle): the
    /// key's text in each language.
    @Test func theAppsStringInitializerOverALocalizedLookup() throws {
        let app = FixtureApp([
            "App/en.lproj/Localizable.strings": #""Garden_Page" = "Garden";"#,
            "App/de.lproj/Localizable.strings": #""Garden_Page" = "Garten";"#,
            "App/Phrase.swift": """
                import Foundation
                extension String {
                    init(phraseKey: String) {
                        if let bundle = LanguageOverride.bundle {
                            self = NSLocalizedString(phraseKey, tableName: nil, bundle: bundle, comment: "")
                        } else {
                            self = NSLocalizedString(phraseKey, tableName: nil, comment: "")
                        }
                    }
                }
                """,
            "App/Shell.swift": """
                import UIKit
                final class ShellTabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let garden = UIViewController()
                        garden.tabBarItem = UITabBarItem(title: String(phraseKey: "Garden_Page"), image: UIImage(systemName: "leaf"), tag: 0)
                        viewControllers = [garden]
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs[0].title?.entries.map { "\($0.locale?.value ?? "-")=\($0.text.value)" } == ["en=Garden", "de=Garten"])
        #expect(spec.tabs[0].title?.range.file == "App/Shell.swift")
    }

    /// The list a helper builds from controllers of its own and returns
    /// (an array literal of locals, or appended), read in its body: a
    /// method of the bar's class, a file-level function, or one whose
    /// result another type passes to the bar's initializer.
    @Test(arguments: [
        ("viewControllers = makeKids()", "private func makeKids() -> [UIViewController] {", "return [garden, pond]"),
        ("setViewControllers(Self.kids(), animated: false)", "static func kids() -> [UIViewController] {", "return [garden, pond]"),
    ])
    func aListAHelperOfTheClassBuildsAndReturns(assignment: String, signature: String, returned: String) throws {
        let app = FixtureApp(["App/Hub.swift": """
            import UIKit
            final class HubTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(assignment)
                }
                \(signature)
                    let garden = UIViewController()
                    garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    let pond = UIViewController()
                    pond.tabBarItem = UITabBarItem(title: "Pond", image: UIImage(systemName: "drop"), tag: 1)
                    \(returned)
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf", "drop"])
        #expect(spec.tabs[1].title?.range.lineColumn == "11:47")
    }

    @Test func aListAFileLevelFunctionAppendsAndAnotherTypePassesIn() throws {
        let app = FixtureApp(["App/Hub.swift": """
            import UIKit
            func makeKids() -> [UIViewController] {
                var kids: [UIViewController] = []
                let garden = UIViewController()
                garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                kids.append(garden)
                return kids
            }
            final class HubTabs: UITabBarController {
                init(children: [UIViewController]) {
                    super.init(nibName: nil, bundle: nil)
                    setViewControllers(children, animated: false)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Yard {
                func build() -> UIViewController { HubTabs(children: makeKids()) }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden"])
        #expect(spec.symbols == ["leaf"])
    }

    /// `sel == 0 ? Image(…) : Image(…)` in a tab item is read as the `if`
    /// it stands for, the unselected look when it tests the selection
    /// (`TabView(selection: $spot)` names it); an icon view the reader does
    /// not follow leaves the icon unknown and the title still read.
    @Test func selectionDependentIconsAndAnIconViewNotFollowed() throws {
        let app = FixtureApp(["App/Garden.swift": """
            import SwiftUI
            struct GardenRoot: View {
                @State private var spot = 0
                var body: some View {
                    TabView(selection: $spot) {
                        Text("G").tabItem {
                            spot == 0 ? Image(systemName: "leaf.circle") : Image(systemName: "leaf")
                            Text("Garden")
                        }.tag(0)
                        Text("P").tabItem {
                            if spot == 1 { Image(systemName: "drop.circle") } else { Image(systemName: "drop") }
                            Text("Pond")
                        }.tag(1)
                        Text("S").tabItem {
                            spot == 2 ? Assets.shedActive.view : Assets.shed.view
                            Text("Shed")
                        }.tag(2)
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond", "Shed"])
        #expect(spec.symbols == ["leaf", "drop", nil])
        #expect(spec.unresolved.map(\.field) == ["the icon of `2`"])
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "icon-missing" })
    }

    /// A `UIViewControllerRepresentable` that only previews make builds a
    /// bar that never ships.
    @Test func aRepresentableOnlyPreviewsMakeIsNoBar() {
        let representable = """
            import SwiftUI
            import UIKit
            struct ShellTabs: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UITabBarController {
                    let bar = UITabBarController()
                    let garden = UIViewController()
                    garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    bar.setViewControllers([garden], animated: false)
                    return bar
                }
                func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
            }
            #Preview { ShellTabs() }
            """
        #expect(FixtureApp(["App/Shell.swift": representable]).bars().isEmpty)
        let used = FixtureApp(["App/Shell.swift": representable, "App/Yard.swift": "import SwiftUI\nstruct Yard: View { var body: some View { ShellTabs() } }"])
        #expect(used.bars().count == 1)
    }

    /// A representable that only a preview-only view makes is no bar
    /// either; a list given again to a controller a `weak` property holds,
    /// made by another bar of the code, is that bar set up again.
    @Test func aPreviewOnlyContainerAndAWeaklyHeldControllerSetUpAgain() {
        let app = FixtureApp([
            "App/Wrapper.swift": """
                import SwiftUI
                import UIKit
                struct TabsWrapper: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UITabBarController {
                        let bar = UITabBarController()
                        let demo = UIViewController()
                        demo.tabBarItem = UITabBarItem(title: "Demo", image: UIImage(systemName: "star"), tag: 0)
                        bar.setViewControllers([demo], animated: false)
                        return bar
                    }
                    func updateUIViewController(_ uiViewController: UITabBarController, context: Context) {}
                }
                struct DemoContainer: View {
                    var body: some View { TabsWrapper() }
                }
                #Preview { DemoContainer() }
                """,
            "App/Hub.swift": """
                import UIKit
                func makeKids() -> [UIViewController] {
                    let garden = UIViewController()
                    garden.tabBarItem = UITabBarItem(title: "Garden", image: UIImage(systemName: "leaf"), tag: 0)
                    return [garden]
                }
                final class HubTabs: UITabBarController {
                    init(children: [UIViewController]) {
                        super.init(nibName: nil, bundle: nil)
                        setViewControllers(children, animated: false)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class HubRefresher {
                    weak var tabBarController: UITabBarController!
                    func refresh() { tabBarController.setViewControllers(makeKids(), animated: false) }
                }
                final class Yard {
                    func build() -> UIViewController {
                        let refresher = HubRefresher()
                        let hub = HubTabs(children: makeKids())
                        refresher.tabBarController = hub
                        return hub
                    }
                }
                """,
        ])
        let bars = app.bars()
        #expect(bars.map(\.file) == ["App/Hub.swift"])
        #expect(bars.map(\.spec.range.lineColumn) == ["10:9"])
    }
}

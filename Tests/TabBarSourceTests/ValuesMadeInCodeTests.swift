import Testing
import TabBarSpec

/// Icons a design system computes (`UIImage(glyph: section.glyph.selected(false))`):
/// a case with a payload read by `case let .filling(name):`, a copy of
/// `self` with a member changed, a closure stored in a case and called,
/// string interpolation, and a child's images given later in a `zip` loop
/// over the same list the bar is made from.
@Suite struct ValuesMadeInCodeTests {
    private static let glyphs = #"""
            import UIKit

            public struct Glyph {
                public enum State { case on, off }

                public enum Naming {
                    case plain(name: String)
                    case filling(name: String)
                    case circled(name: String)
                    case computed((State?) -> String)

                    func imageName(state: State?) -> String {
                        switch self {
                        case let .plain(name):
                            name
                        case let .filling(name):
                            switch state {
                            case .on: "\(name).fill"
                            default: name
                            }
                        case let .circled(name):
                            switch state {
                            case .on: "\(name).circle.fill"
                            case .off: "\(name).circle"
                            case nil: name
                            }
                        case let .computed(pick):
                            pick(state)
                        }
                    }
                }

                let naming: Naming
                var state: State?

                public init(_ naming: Naming) {
                    self.naming = naming
                }

                public init(_ name: String) {
                    self.init(.filling(name: name))
                }

                public static func circled(_ name: String) -> Self {
                    self.init(.circled(name: name))
                }

                public func imageName() -> String {
                    naming.imageName(state: state)
                }

                private func with(_ newState: State) -> Glyph {
                    var copy = self
                    copy.state = newState
                    return copy
                }

                public func selected(_ isSelected: Bool) -> Glyph {
                    with(isSelected ? .on : .off)
                }
            }

            public extension Glyph {
                struct Library {
                    public let home: Glyph = .init("house")
                    public let mail: Glyph = .circled("envelope")
                    public let find: Glyph = .init(.computed { state in
                        switch state {
                        case .on: "sparkle.magnifyingglass"
                        default: "magnifyingglass"
                        }
                    })
                }

                static let library: Library = .init()
            }

            public extension UIImage {
                convenience init?(glyph: Glyph) {
                    self.init(systemName: glyph.imageName())
                }
            }
            """#

    private static func app(rootItems: String) -> FixtureApp {
        FixtureApp(["Glyphs/Glyph.swift": glyphs, "App/Shell.swift": """
            import SwiftUI
            import UIKit

            struct ShellItem {
                var title: String
                var image: UIImage?

                init(title: String, image: UIImage?) {
                    self.title = title
                    self.image = image
                }
            }

            extension ShellItem {
                init(_ section: Section, imageOverride: UIImage? = nil) {
                    self.init(title: section.title, image: imageOverride ?? .init(glyph: section.glyph.selected(false)))
                }
            }

            enum Section: CaseIterable {
                case home, mail, find

                var title: String {
                    switch self {
                    case .home: "Home"
                    case .mail: "Mail"
                    case .find: "Find"
                    }
                }

                var glyph: Glyph {
                    switch self {
                    case .home: .library.home
                    case .mail: .library.mail
                    case .find: .library.find
                    }
                }
            }

            final class ItemHost: UIViewController {
                init(item: ShellItem) {
                    super.init(nibName: nil, bundle: nil)
                    tabBarItem = UITabBarItem(title: item.title, image: nil, selectedImage: nil)
                }

                required init?(coder: NSCoder) { nil }
            }

            struct ShellBar: UIViewControllerRepresentable {
                let items: [ShellItem]

                init(items: [ShellItem]) {
                    self.items = items
                }

                func makeUIViewController(context: Context) -> UITabBarController {
                    let controller = UITabBarController()
                    controller.viewControllers = items.map { ItemHost(item: $0) }
                    return controller
                }

                func updateUIViewController(_ controller: UITabBarController, context: Context) {
                    for (item, barItem) in zip(items, controller.tabBar.items ?? []) {
                        barItem.image = item.image
                    }
                }
            }

            struct RootView: View {
                var body: some View {
                    ShellBar(items: [\(rootItems)])
                }
            }
            """])
    }

    @Test func iconsComputedThroughCopiesPayloadsAndClosures() throws {
        let bar = try #require(Self.app(rootItems: "ShellItem(.home), ShellItem(.mail), ShellItem(.find)").bars().first)
        #expect(bar.spec.titles == ["Home", "Mail", "Find"])
        #expect(bar.spec.symbols == ["house", "envelope.circle", "magnifyingglass"])
        #expect(bar.spec.unresolved.isEmpty)
        // Each symbol points at the literal it comes from.
        #expect(bar.spec.tabs[0].icon?.symbol?.range.file?.hasSuffix("Glyph.swift") == true)
        #expect(bar.spec.tabs[0].icon?.symbol?.range.lineColumn == "65:40")
        #expect(bar.spec.tabs[1].icon?.symbol?.range.lineColumn == "24:28")
        #expect(bar.spec.tabs[2].icon?.symbol?.range.lineColumn == "70:22")
        // With the magnifying glass known, the hand-made search tab is reported.
        let diagnostics = Self.app(rootItems: "ShellItem(.home), ShellItem(.mail), ShellItem(.find)").lint().flatMap(\.diagnostics)
        #expect(diagnostics.map { "\($0.ruleID) \($0.range.lineColumn)" } == ["title-too-broad 25:21", "search-tab-position 43:22"])
        #expect(diagnostics.last?.message.hasPrefix("\"Find\" is a search tab that is not the system's") == true)
    }

    /// An image the call passes from run-time data (`imageOverride:`) is
    /// unknown, however the default would be computed.
    @Test func anImageGivenAtRunTimeStaysUnknown() throws {
        let app = Self.app(rootItems: "ShellItem(.home), ShellItem(.mail, imageOverride: avatar), ShellItem(.find)")
        let bar = try #require(app.bars().first)
        #expect(bar.spec.symbols == ["house", nil, "magnifyingglass"])
        #expect(bar.spec.unresolved.map(\.reason).contains { $0.contains("`imageOverride`") })
        let unresolved = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "source-unresolved" }
        #expect(unresolved.map(\.range.lineColumn) == ["58:9"])
        #expect(unresolved.first?.message.hasSuffix(
            "the icon of tab 2 (line 16:48): an image read at run time (`imageOverride`); the value after `??` is only a fallback"
        ) == true)
    }

    /// A selection state the code does not decide (`selected(isActive)`,
    /// a stored property set at run time) leaves the name unknown rather
    /// than taking one branch.
    @Test func aStateNotDecidedByTheCodeLeavesTheIconUnknown() throws {
        let app = FixtureApp(["Glyphs/Glyph.swift": Self.glyphs, "App/Shell.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                var isActive = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(forName: .active, object: nil, queue: nil) { [weak self] _ in self?.isActive = true }
                    tabBarItem = UITabBarItem(title: "Home", image: UIImage(glyph: Glyph.library.mail.selected(isActive)), tag: 0)
                }
            }
            final class Shell: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [HomeViewController()]
                }
            }
            """])
        let bar = try #require(app.bars().first)
        #expect(bar.spec.titles == ["Home"])
        #expect(bar.spec.symbols == [nil])
        #expect(bar.spec.unresolved.count == 1)
    }

    /// `Watch.default.icon(selected: false)`: a static `default` of type
    /// `Self` that is a case with a payload, an arm binding it with
    /// `case .off(let level)`, a `switch` over that payload, and a `?:`
    /// on the call's `false`.
    @Test func anIconPickedFromAPayloadAndAFlagTheCallGives() throws {
        let app = FixtureApp(["App/Shell.swift": """
            import UIKit
            enum Level: Equatable { case calm, alert(Int) }
            enum Watch: Equatable {
                case on(Level)
                case off(Level)
                static var `default`: Self { .off(.calm) }
            }
            extension Watch {
                func icon(selected: Bool) -> UIImage? {
                    switch self {
                    case let .on(level):
                        switch level {
                        case .calm: selected ? UIImage(systemName: "shield.fill") : UIImage(systemName: "shield")
                        case .alert: UIImage(systemName: "exclamationmark.shield")
                        }
                    case .off(let level):
                        switch level {
                        case .calm: selected ? UIImage(systemName: "eye.fill") : UIImage(systemName: "eye")
                        case .alert: UIImage(systemName: "eye.trianglebadge.exclamationmark")
                        }
                    }
                }
            }
            final class Shell: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let watch = UIViewController()
                    watch.tabBarItem.title = "Watch"
                    watch.tabBarItem.image = Watch.default.icon(selected: false)
                    watch.tabBarItem.selectedImage = Watch.default.icon(selected: true)
                    viewControllers = [watch]
                }
            }
            """])
        let bar = try #require(app.bars().first)
        #expect(bar.spec.titles == ["Watch"])
        #expect(bar.spec.symbols == ["eye"])
        #expect(bar.spec.tabs[0].icon?.symbol?.range.lineColumn == "18:90")
        #expect(bar.spec.unresolved.isEmpty)
    }
}

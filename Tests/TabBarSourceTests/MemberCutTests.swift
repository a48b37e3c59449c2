import Testing
@testable import TabBarSource

/// A large generated strings file is parsed cut down to the accessor a tab
/// names (`MemberCut`), and whole where the cut might not be exact: the
/// titles, files, lines and columns read must be the same either way.
@Suite struct MemberCutTests {
    private func cut(_ text: String, member: String, ofType typeName: String = "L10n") -> String? {
        MemberCut.cut(Array(text.utf8), member: Array(member.utf8), ofType: Array(typeName.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func keepsTheTopLevelTypeHeadersAndTheMembersDeclarations() {
        let file = """
            import Foundation
            enum L10n {
              /// Home
              static let home = L10n.tr("Localizable", "home", fallback: "Home {")
              static let other = L10n.tr("Localizable", "other")
              static func title(_ count: Int) -> String {
                return L10n.home + String(count)
              }
              enum Tab {
                static var home: String {
                  L10n.tr("Localizable", "tab.home")
                }
              }
            }
            let appName = "Garden"
            """
        // The pieces kept, a line break apart: the top level, each type's
        // header and closing brace, the member's declarations (a doc comment
        // with them); not the other members.
        let cut = MemberCut.cut(Array(file.utf8), member: Array("home".utf8), ofType: Array("Tab".utf8))
        #expect(cut.map { String(decoding: $0.bytes, as: UTF8.self) } == """
            import Foundation
            enum L10n {
              /// Home
              static let home = L10n.tr("Localizable", "home", fallback: "Home {")
              enum Tab {
                static var home: String {
                  L10n.tr("Localizable", "tab.home")
                }
            }
            }
            let appName = "Garden"
            """)
        // Each piece's place in the file: the doc comment at byte 30, the
        // line of `enum Tab` at 252, `static var home` at 265, the two
        // closing braces at 344 and 346.
        #expect(cut?.pieces.map(\.fileStart) == [0, 30, 252, 265, 344, 346])
    }

    /// A controller read for its set-up: every initializer, whatever its
    /// modifiers, and `viewDidLoad`, in one cut; not its other members.
    @Test func keepsEveryInitializerAndTheSetUpOfAController() {
        let file = """
            import UIKit
            final class HomeViewController: UIViewController {
                private let store: Store
                init(store: Store) {
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                }
                func reload() { store.initialize() }
                convenience init() { self.init(store: Store()) }
            }
            """
        let setUp = MemberCut.cut(Array(file.utf8), members: ["init", "viewDidLoad", "loadView"].map { Array($0.utf8) }, ofType: Array("HomeViewController".utf8))
        #expect(setUp.map { String(decoding: $0.bytes, as: UTF8.self) } == """
            import UIKit
            final class HomeViewController: UIViewController {
                init(store: Store) {
                    self.store = store
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Home"
                }
                convenience init() { self.init(store: Store()) }
            }
            """)
        // `Maker.init` among the members is a use of the name, not a
        // declaration: the declaration alone is kept.
        #expect(cut("enum L10n {\n  static let make = Maker.init\n  init() {}\n}\n", member: "init") == "enum L10n {\n  init() {}\n}\n")
        // Attributes among the modifiers, but none with arguments.
        #expect(cut("enum L10n {\n  @objc init() {}\n}\n", member: "init") == "enum L10n {\n  @objc init() {}\n}\n")
        #expect(cut("class Home {\n  @objc private func reload() {}\n}\n", member: "reload", ofType: "Home") == "class Home {\n  @objc private func reload() {}\n}\n")
        #expect(cut("enum L10n {\n  @available(iOS 17, *) init() {}\n}\n", member: "init") == nil)
    }

    /// A tab's controller in a file past `MemberCut.Reading.code.minimumFileSize`
    /// (its table view's sixty methods) is read from its initializer, its
    /// `viewDidLoad` and the method that calls, each cut out of the file:
    /// the file is never parsed whole, and the tab is the same.
    @Test func aControllerFileIsReadFromItsSetUpAlone() throws {
        var library = """
            import UIKit
            final class LibraryViewController: UITableViewController {
                init() {
                    super.init(style: .plain)
                    tabBarItem.image = UIImage(systemName: "books.vertical")
                }
                required init?(coder: NSCoder) { fatalError() }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureTab()
                }
                private func configureTab() {
                    title = "Library"
                }

            """
        for index in 0..<60 {
            library += "    func section\(index)Rows() -> Int { items.filter { $0.section == \(index) }.count + \(index) }\n"
        }
        library += "}\n"
        #expect(library.utf8.count > MemberCut.Reading.code.minimumFileSize)
        let app = FixtureApp([
            "App/MainTabBarController.swift": """
                import UIKit
                final class MainTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UINavigationController(rootViewController: LibraryViewController())]
                    }
                }
                """,
            "App/Library/LibraryViewController.swift": library,
        ])
        let result = app.result()
        let spec = try #require(result.bars.first?.spec)
        #expect(spec.titles == ["Library"])
        #expect(spec.symbols == ["books.vertical"])
        #expect(spec.tabs[0].title?.range.file == "App/Library/LibraryViewController.swift")
        #expect(spec.tabs[0].title?.range.lineColumn == "13:17")
        #expect(spec.tabs[0].icon?.range.lineColumn == "5:48")
        #expect(Set(result.parsedFiles.byPath.keys) == ["App/MainTabBarController.swift"])
    }

    /// A file cut again (a strings file, once per tab title) steps over
    /// the nested types the earlier cuts read to their end and that do
    /// not name the type looked in; the cut is the same as a fresh one.
    @Test func aSecondCutStepsOverTheTypesTheFirstRead() throws {
        let file = """
            enum L10n {
              enum Common {
                static let ok = L10n.tr("Localizable", "ok")
                enum Alert {
                  static let home = "Not a tab"
                }
              }
              enum Tab {
                static let home = L10n.tr("Localizable", "tab.home")
              }
              enum Scene {
                enum Tab { static let saved = "Saved" }
                static let home = "Scene home"
              }
            }
            """
        let bytes = Array(file.utf8)
        var map = MemberCut.FileMap()
        _ = try #require(MemberCut.cut(bytes, members: [Array("ok".utf8)], ofType: Array("Common".utf8), for: .declarations, map: &map))
        // `Common`, `Alert`, `Tab`, `Scene` and its `Tab`, by their opening braces.
        #expect(map.closeByOpen.count == 5)
        for (member, typeName) in [("home", "Tab"), ("saved", "Tab"), ("home", "Alert")] {
            var noted = map
            let again = MemberCut.cut(bytes, members: [Array(member.utf8)], ofType: Array(typeName.utf8), for: .declarations, map: &noted)
            let fresh = MemberCut.cut(bytes, member: Array(member.utf8), ofType: Array(typeName.utf8))
            #expect(again.map { String(decoding: $0.bytes, as: UTF8.self) } == fresh.map { String(decoding: $0.bytes, as: UTF8.self) })
            #expect(again?.pieces.map(\.fileStart) == fresh?.pieces.map(\.fileStart))
        }
        // `Common` goes; `Scene` holds a `Tab`, so its `home` stays.
        #expect(cut(file, member: "home", ofType: "Tab") == """
            enum L10n {
              enum Tab {
                static let home = L10n.tr("Localizable", "tab.home")
            }
              enum Scene {
                enum Tab {
            }
                static let home = "Scene home"
            }
            }
            """)
    }

    /// A flat strings enum is cut once per tab title: the cuts after the
    /// first go from line break to line break over the members the first
    /// read, up to where the name they look for is written, and each is
    /// the same as a fresh cut.
    @Test func laterCutsGoOverTheMemberLinesTheFirstRead() throws {
        let file = """
            import Foundation
            internal enum L10n {
              /// Home
              internal static var home: String { return L10n.tr("Localizable", "home") }
              /// Library
              internal static var library: String { return L10n.tr("Localizable", "library") }
              internal static func episodes(_ count: Int) -> String {
                return L10n.tr("Localizable", "episodes", count)
              }
              #if os(iOS)
              internal static var profile: String { return L10n.tr("Localizable", "profile") }
              #endif
              internal static var search: String {
                L10n.tr("Localizable",
                        "search")
              }
              enum Tab {
                static let home = "Tab home"
              }
              internal static var settings = "Settings"
              internal static var discover: String { return L10n.tr("Localizable", "discover") }
            }
            extension L10n {
              static func tr(_ table: String, _ key: String, _ arguments: CVarArg...) -> String { key }
            }
            """
        let bytes = Array(file.utf8)
        var map = MemberCut.FileMap()
        _ = try #require(MemberCut.cut(bytes, members: [Array("home".utf8)], ofType: Array("L10n".utf8), for: .declarations, map: &map))
        // The line breaks noted, by the line they end, in runs. None inside
        // a member (lines 7 and 8, 13 to 15) or while a declaration the
        // first cut keeps may go on (`home`'s, lines 4 and 5; `Tab.home`'s,
        // 18); runs broken by those declarations, the `#if` and `#endif`,
        // and the types' braces.
        let lines = try #require(map.memberLines)
        let runs = lines.runs.map { run in run.map { offset in bytes[..<offset].count { $0 == UInt8(ascii: "\n") } + 1 } }
        #expect(runs == [[2, 3], [6, 9], [10, 11], [12, 16], [17], [19, 20, 21], [23, 24]])
        for (member, typeName) in [
            ("library", "L10n"), ("episodes", "L10n"), ("profile", "L10n"), ("search", "L10n"), ("settings", "L10n"),
            ("discover", "L10n"), ("tr", "L10n"), ("home", "Tab"), ("missing", "L10n"),
        ] {
            var noted = map
            let again = MemberCut.cut(bytes, members: [Array(member.utf8)], ofType: Array(typeName.utf8), for: .declarations, map: &noted)
            let fresh = MemberCut.cut(bytes, member: Array(member.utf8), ofType: Array(typeName.utf8))
            #expect(again != nil, "\(typeName).\(member)")
            #expect(again.map { String(decoding: $0.bytes, as: UTF8.self) } == fresh.map { String(decoding: $0.bytes, as: UTF8.self) })
            #expect(again?.pieces.map(\.fileStart) == fresh?.pieces.map(\.fileStart))
        }
        #expect(cut(file, member: "discover") == """
            import Foundation
            internal enum L10n {
              #if os(iOS)
              #endif
              internal static var discover: String { return L10n.tr("Localizable", "discover") }
            }
            extension L10n {
            }
            """)
    }

    @Test func leavesOutTheNestedTypesThatNeitherHaveNorHoldTheType() {
        let file = """
            enum L10n {
              enum Common {
                enum Tab {
                  static let home = "Home"
                  enum Hint {
                    static let home = "Go home"
                  }
                }
                enum Other {
                  static let home = "Other Home"
                }
              }
              enum Scene { enum Tab {
                static let saved = "Saved"
              } }
            }
            """
        // `Common` holds a `Tab`, `Scene` too (its header is on the line
        // of `enum Tab`); `Hint` and `Other` neither are nor hold one, so
        // their `home` goes with them.
        #expect(cut(file, member: "home", ofType: "Tab") == """
            enum L10n {
              enum Common {
                enum Tab {
                  static let home = "Home"
            }
            }
              enum Scene { enum Tab {
            }
            }
            }
            """)
        // Looked up in `L10n` itself, no nested type is needed.
        #expect(cut(file, member: "home", ofType: "L10n") == "enum L10n {\n}")
    }

    /// Interpolations in a method's log line, with strings, parentheses
    /// and braces in them, are followed to their end, and the method left
    /// out with its body.
    @Test func followsInterpolationsInSingleLineStrings() {
        let file = """
            enum L10n {
              func log(_ count: Int) {
                print("removed \\(count) \\(count == 1 ? "item" : "items}") of \\(max(count, (1))) \\("\\(count)")")
              }
              static let home = "Home \\(1)"
            }

            """
        #expect(cut(file, member: "home") == "enum L10n {\n  static let home = \"Home \\(1)\"\n}\n")
    }

    /// Cut for the changes to a stored property: the members whose lines
    /// may change it are kept whole (a setter's property, a method), with
    /// their doc comments and attributes; those that only read it, and the
    /// nested types' other members, are left out.
    @Test func keepsTheMembersThatMayChangeAProperty() {
        let file = """
            import Foundation
            final class Preferences {
                var _order: [Shelf]?
                /// The order people chose.
                var order: [Shelf] {
                    get { _order ?? [] }
                    set { _order = newValue }
                }
                var isCustom: Bool { _order != nil && _order?.isEmpty == false }
                @MainActor
                func reset(
                    keeping: Bool
                ) {
                    if !keeping { self._order.append(.home) }
                }
                func log() { print("\\(_order?.count ?? 0) shelves") }
                enum Keys {
                    static let order = "order"
                    static func clear(_ p: Preferences) { p._order = nil }
                }
            }

            """
        let changes = MemberCut.cut(Array(file.utf8), member: Array("_order".utf8), ofType: Array("Preferences".utf8), for: .changes)
            .map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(changes == """
            import Foundation
            final class Preferences {
                /// The order people chose.
                var order: [Shelf] {
                    get { _order ?? [] }
                    set { _order = newValue }
                }
                @MainActor
                func reset(
                    keeping: Bool
                ) {
                    if !keeping { self._order.append(.home) }
                }
                enum Keys {
                    static func clear(_ p: Preferences) { p._order = nil }
            }
            }

            """)
        // A change the scan would have to find inside an interpolation declines the cut.
        let interpolated = file.replacingOccurrences(of: "print(\"\\(_order?.count ?? 0) shelves\")", with: "print(\"\\(_order = nil)\")")
        #expect(MemberCut.cut(Array(interpolated.utf8), member: Array("_order".utf8), ofType: Array("Preferences".utf8), for: .changes) == nil)
    }

    /// A method's signature over several lines, its brace after `)` alone,
    /// is a member's body left out; a type's header over several lines,
    /// its brace alone, declines the cut (its members would be lost).
    @Test func readsSignaturesOverSeveralLines() {
        let file = """
            enum L10n {
              @MainActor
              static func label(
                count: Int,
                of total: Int
              ) -> String {
                "\\(count) of \\(total)"
              }
              static func other(
                count: Int
              ) {
              }
              static let home = "Home"
            }

            """
        #expect(cut(file, member: "home") == "enum L10n {\n  static let home = \"Home\"\n}\n")
        let nested = "enum L10n {\n  enum Tab:\n    String\n  {\n    static let home = \"Home\"\n  }\n}\n"
        #expect(cut(nested, member: "home", ofType: "Tab") == nil)
    }

    @Test func declinesWhereTheCutMightNotBeExact() {
        // A `#` among the members that is not a condition's line of its
        // own: a `#warning`, a condition that goes on to the next line.
        #expect(cut("enum L10n {\n  #warning(\"check\")\n  static let home = \"Home\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n#if os(iOS) ||\n  os(tvOS)\n  static let home = \"Home\"\n#endif\n}\n", member: "home") == nil)
        // A name not alone after its keyword (`case a, home`), or used bare.
        #expect(cut("enum Tab {\n  case feed, home\n}\n", member: "home") == nil)
        #expect(cut("enum Tab {\n  static let all = [\n    home\n  ]\n}\n", member: "home") == nil)
        // Strings and comments the scan does not follow.
        #expect(cut("enum L10n {\n  static let home = \"\"\"\n  {\n  \"\"\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  /* } */\n  static let home = \"Home\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  func log() { print(\"\\(x\n) }\") }\n  static let home = \"Home\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  func log() { print(\"\\(x /* } */)\") }\n  static let home = \"Home\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  func log() { print(\"\\(#\"}\"#)\") }\n  static let home = \"Home\"\n}\n", member: "home") == nil)
        // Unbalanced braces, and a declaration that closes its type.
        #expect(cut("enum L10n {\n  static let home = \"Home\"\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  static let home = \"Home\" }\n", member: "home") == nil)
    }

    /// A SwiftGen strings file past `MemberCut.Reading.properties.minimumFileSize`: 500
    /// accessors, then `Other.home` and `Tab.home` (one name in two enums).
    private static func generatedStrings(conditionalSaved: Bool) -> String {
        var text = "// Generated using SwiftGen\nimport Foundation\n\ninternal enum L10n {\n  internal enum Filler {\n"
        for index in 0..<500 {
            text += "    /// Filler \(index)\n    internal static let filler\(index) = L10n.tr(\"Localizable\", \"filler.\(index)\", fallback: \"Filler \(index)\")\n"
        }
        text += """
              }
              internal enum Other {
                internal static let home = L10n.tr("Localizable", "other.home", fallback: "Other Home")
              }
              internal enum Tab {
                /// Home
                internal static let home = L10n.tr("Localizable", "tab.home", fallback: "Home")

            """
        text += conditionalSaved ? "    #if os(iOS)\n" : ""
        text += """
                /// Saved
                internal static var saved: String { return L10n.tr("Localizable", "tab.saved", fallback: "Saved") }

            """
        text += conditionalSaved ? "    #endif\n" : ""
        text += """
              }
            }

            extension L10n {
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
            }

            """
        return text
    }

    private static let root = """
        import SwiftUI
        struct Root: View {
            var body: some View {
                TabView {
                    Tab(L10n.Tab.home, systemImage: "house") { Home() }
                    Tab(L10n.Tab.saved, systemImage: "bookmark") { Saved() }
                }
            }
        }
        """

    private func bar(strings: String) throws -> Reading {
        let app = FixtureApp(["App/Generated/Strings.swift": strings, "App/Root.swift": Self.root])
        let spec = try #require(app.bars().first?.spec)
        return Reading(
            titles: spec.titles, files: spec.tabs.map { $0.title?.range.file }, positions: spec.tabs.map { $0.title?.range.lineColumn }
        )
    }

    private struct Reading: Equatable {
        let titles: [String?]
        let files: [String?]
        let positions: [String?]
    }

    @Test func aSwiftGenAccessorIsReadFromItsDeclarationAlone() throws {
        let strings = Self.generatedStrings(conditionalSaved: false)
        #expect(strings.utf8.count > MemberCut.Reading.properties.minimumFileSize)
        // Cut, and small enough a share of the file to be used.
        for member in ["home", "saved"] {
            let cut = try #require(MemberCut.cut(Array(strings.utf8), member: Array(member.utf8), ofType: Array("Tab".utf8)))
            #expect(Double(cut.bytes.count) <= Double(strings.utf8.count) * MemberCut.largestShare)
        }
        #expect(try bar(strings: strings) == Reading(
            titles: ["Home", "Saved"],
            files: ["App/Generated/Strings.swift", "App/Generated/Strings.swift"],
            positions: ["1012:55", "1014:71"]
        ))
    }

    @Test func aStringsFileOfManyNestedEnumsIsReadFromTheTabsEnumAlone() throws {
        // As SwiftGen writes a strings file whose keys have many parts: an
        // enum per part, 300 of them before `L10n.Tab`. Each header kept,
        // the cut would be too large a share of the file to be used.
        var strings = "import Foundation\n\ninternal enum L10n {\n"
        for index in 0..<300 {
            strings += "  internal enum Scene\(index) {\n    /// Title\n"
                + "    internal static let title = L10n.tr(\"Localizable\", \"scene\(index).title\", fallback: \"Title\")\n  }\n"
        }
        strings += """
              internal enum Tab {
                internal static let home = L10n.tr("Localizable", "tab.home", fallback: "Home")
                internal static let saved = L10n.tr("Localizable", "tab.saved", fallback: "Saved")
              }
            }

            extension L10n {
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
            }

            """
        #expect(strings.utf8.count > MemberCut.Reading.properties.minimumFileSize)
        #expect(try bar(strings: strings) == Reading(
            titles: ["Home", "Saved"],
            files: ["App/Generated/Strings.swift", "App/Generated/Strings.swift"],
            positions: ["1205:55", "1206:56"]
        ))
        let parsedWhole = FixtureApp(["App/Generated/Strings.swift": strings, "App/Root.swift": Self.root]).result().parsedFiles.byPath.keys
        #expect(Set(parsedWhole) == ["App/Root.swift"])
    }

    /// `#if … #endif` among the members: kept on their own lines around
    /// the members kept, which stay conditional, so the cut reads as the
    /// whole file does.
    @Test func conditionsAmongTheMembersAreKeptAroundThem() throws {
        #expect(cut("enum L10n {\n  #if os(iOS)\n  static let home = \"Home\"\n  #else\n  static let other = \"\"\n  #endif\n}\n", member: "home")
            == "enum L10n {\n  #if os(iOS)\n  static let home = \"Home\"\n  #else\n  #endif\n}\n")
        let strings = Self.generatedStrings(conditionalSaved: true)
        let saved = try #require(cut(strings, member: "saved", ofType: "Tab"))
        #expect(saved.contains("    #if os(iOS)\n    /// Saved\n    internal static var saved: String"))
        #expect(try bar(strings: strings) == Reading(
            titles: ["Home", "Saved"],
            files: ["App/Generated/Strings.swift", "App/Generated/Strings.swift"],
            positions: ["1012:55", "1015:71"]
        ))
        let parsedWhole = FixtureApp(["App/Generated/Strings.swift": strings, "App/Root.swift": Self.root]).result().parsedFiles.byPath.keys
        #expect(Set(parsedWhole) == ["App/Root.swift"])
    }

    @Test func aFileTheCutDeclinesIsReadWhole() throws {
        let strings = Self.generatedStrings(conditionalSaved: false).replacingOccurrences(
            of: "  internal enum Other {", with: "  /* Other */\n  internal enum Other {"
        )
        #expect(cut(strings, member: "home") == nil)
        #expect(try bar(strings: strings) == Reading(
            titles: ["Home", "Saved"],
            files: ["App/Generated/Strings.swift", "App/Generated/Strings.swift"],
            positions: ["1013:55", "1015:71"]
        ))
        let parsedWhole = FixtureApp(["App/Generated/Strings.swift": strings, "App/Root.swift": Self.root]).result().parsedFiles.byPath.keys
        #expect(Set(parsedWhole) == ["App/Generated/Strings.swift", "App/Root.swift"])
    }
}

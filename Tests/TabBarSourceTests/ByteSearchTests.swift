import Testing
import TabBarSpec
@testable import TabBarSource

/// The byte search every lookup of the Swift front end stands on: it
/// anchors on the needle's rarest byte, so each position of that byte in
/// the needle, and needles at either end of the text, must be found where
/// they are and nowhere else.
@Suite struct ByteSearchTests {
    private func index(of needle: String, in text: String, from start: Int = 0) -> Int? {
        ByteSearch.firstIndex(of: Array(needle.utf8), in: Array(text.utf8), from: start)
    }

    @Test func findsTheFirstOccurrenceWhereverTheRareByteSits() {
        // `Q`, `B` and `G` are rare in Swift; `e` and `t` are common.
        #expect(index(of: "Qtee", in: "tee Qte Qtee") == 8)
        #expect(index(of: "teeQ", in: "teeQteeQ") == 0)
        #expect(index(of: "UITabBar", in: "let bar: UITabBarController") == 9)
        #expect(index(of: "UITabGroup", in: "UITabGroup") == 0)
        #expect(index(of: "ee", in: "teee") == 1)
    }

    /// A needle anchored within a part of it (an XML strings file's key
    /// element, anchored in the key) is found at the same places.
    @Test func aNeedleAnchoredInItsMiddleIsFoundWhereTheWholeIs() {
        let xml = Array("<plist><dict><key>tab</key><string>T</string><key>tab_home</key><string>Home</string></dict></plist>".utf8)
        let element = Array("<key>tab_home</key>".utf8)
        let anchored = ByteSearch.Needle(element, anchoredWithin: 5..<13)
        #expect(ByteSearch.firstIndex(of: anchored, in: xml) == 45)
        #expect(ByteSearch.firstIndex(of: ByteSearch.Needle(element), in: xml) == 45)
        #expect(ByteSearch.firstIndex(of: anchored, in: xml, from: 46) == nil)
        // Anchored on its last byte, or on its only one.
        #expect(ByteSearch.firstIndex(of: ByteSearch.Needle(Array("<!--".utf8), anchoredWithin: 3..<4), in: Array("a<!- <!--".utf8)) == 5)
        #expect(ByteSearch.firstIndex(of: ByteSearch.Needle(Array("!".utf8), anchoredWithin: 0..<1), in: Array("a!".utf8)) == 1)
    }

    @Test func respectsTheStartAndTheEnds() {
        #expect(index(of: "Tab", in: "Tab Tab", from: 1) == 4)
        #expect(index(of: "Tab", in: "Tab Tab", from: 5) == nil)
        #expect(index(of: "Tab", in: "Ta") == nil)
        #expect(index(of: "TabX", in: "Tab") == nil)
        #expect(index(of: "b", in: "ab") == 1)
        #expect(index(of: "", in: "ab", from: 1) == 1)
        // An empty needle is found at the end, and nowhere past it.
        #expect(index(of: "", in: "ab", from: 2) == 2)
        #expect(index(of: "", in: "ab", from: 3) == nil)
        #expect(!DeclarationScan.declares(ByteSearch.Needle([]), in: Array("class A {}".utf8)))
    }

    @Test func wordsAreWholeIdentifiers() {
        #expect(ByteSearch.containsWord(Array("tr".utf8), in: Array("L10n.tr(\"Localizable\")".utf8)))
        #expect(!ByteSearch.containsWord(Array("tr".utf8), in: Array("let string = tree".utf8)))
        #expect(ByteSearch.containsWord(Array("init".utf8), in: Array("super.init()".utf8)))
        #expect(!ByteSearch.containsWord(Array("init".utf8), in: Array("initial = 1".utf8)))
    }

    /// A file is read for the changes to a property only where its name is
    /// followed by what makes it one: `=` but not `==`, `+=`, a mutating
    /// method, or a comment that might hide one.
    @Test func changesAreTheNameFollowedByAnAssignmentOrAMutatingCall() {
        func changes(_ text: String) -> Bool { MemberMention.change("_order").isWritten(in: Array(text.utf8)) }
        #expect(changes("_order = nil"))
        #expect(changes("self._order = saved"))
        #expect(changes("self?._order\n        = saved"))
        #expect(changes("_order += [.queue]"))
        #expect(changes("_order.append(.queue)"))
        #expect(changes("_order . removeAll()"))
        #expect(changes("_order /* cleared */ = nil"))
        #expect(!changes("if _order == nil { return }"))
        #expect(!changes("_order != nil"))
        #expect(!changes("let count = _order.count"))
        #expect(!changes("my_order = nil; _orders = nil"))
        #expect(!changes("_order?.append(.queue)"))
        #expect(!changes("if let cached = _order { return cached }"))
        #expect(!changes("_order"))
    }

    @Test func aMethodIsDeclaredByFuncAndItsName() {
        func declares(_ text: String) -> Bool { MemberMention.functionDeclaration("data").isWritten(in: Array(text.utf8)) }
        #expect(declares("func data(for key: Key) -> Data?"))
        #expect(declares("@objc  private   func  data<T>(_ t: T)"))
        #expect(!declares("let data = data(for: .order)"))
        #expect(!declares("func dataFor(key: Key)"))
        #expect(!declares("func metadata()"))
        #expect(MemberMention.anyOf(["data"]).isWritten(in: Array("let data = 1".utf8)))
    }

    @Test func aPropertyIsDeclaredAfterVarLetOrACommaOfItsList() {
        func declares(_ text: String, _ name: String = "order") -> Bool { MemberMention.propertyDeclaration(name).isWritten(in: Array(text.utf8)) }
        #expect(declares("@Published private(set) var order: [Tab] = []"))
        #expect(declares("static let\n    order = [Tab]()"))
        #expect(declares("var count = 0, order: [Tab] = []"))
        #expect(declares("var a: Int,\n    order: [Tab]"))
        #expect(declares("var `default`: Tab { .home }", "default"))
        #expect(declares("var /* kept */ order: [Tab]"))
        #expect(!declares("return order.filter { $0.isShown }"))
        #expect(!declares("func order() -> [Tab]"))
        #expect(!declares("var sortOrder = 1; let orders = 2"))
        #expect(!declares("order"))
    }

    /// `extension A.B` extends `B`, not `A`; a name inside a longer one or
    /// after a word that is not a declaration keyword declares nothing.
    @Test func declarationsAreReadFromTheKeywordBeforeTheName() {
        func declares(_ name: String, _ text: String, enumOnly: Bool = false) -> Bool {
            DeclarationScan.declares(
                ByteSearch.Needle(Array(name.utf8)), in: Array(text.utf8), keywords: enumOnly ? DeclarationScan.enumKeyword : DeclarationScan.keywords
            )
        }
        #expect(declares("Tab", "enum Tab: Int {"))
        #expect(declares("Tab", "extension L10n.Tab {"))
        #expect(!declares("L10n", "extension L10n.Tab {"))
        #expect(declares("L10n", "let x = L10n.tab\nextension  L10n {"))
        #expect(!declares("Tab", "enum MyTab {}\nlet tab = Tab()"))
        #expect(!declares("Tab", "struct Tabs {}"))
        #expect(declares("Tab", "final class Tab {}"))
        #expect(!declares("Tab", "extension Tab {}", enumOnly: true))
        #expect(declares("Tab", "extension Tab {}\nenum Tab {}", enumOnly: true))
    }

    /// Where a view is made is looked for in the files that name it as a
    /// whole word: a file that only makes `SupportAppView` is not parsed
    /// for the uses of `AppView`.
    @Test func theUsesOfAViewAreLookedForWhereItsNameIsAWord() throws {
        let app = FixtureApp([
            "App/AppView.swift": """
                import SwiftUI
                struct AppView: View {
                    var body: some View {
                        TabView {
                            Home().tabItem { Label("Home", systemImage: "house") }
                            Search().tabItem { Label("Search", systemImage: "magnifyingglass") }
                        }
                    }
                }
                """,
            "App/MainApp.swift": "import SwiftUI\n@main\nstruct MainApp: App {\n    var body: some Scene { WindowGroup { AppView() } }\n}\n",
            "App/Settings/SupportView.swift": "import SwiftUI\nstruct SupportView: View {\n    var body: some View { SupportAppView() }\n}\n",
        ])
        let result = app.result()
        #expect(result.bars.map(\.spec.titles) == [["Home", "Search"]])
        #expect(Set(result.parsedFiles.byPath.keys) == ["App/AppView.swift", "App/MainApp.swift"])
    }
}

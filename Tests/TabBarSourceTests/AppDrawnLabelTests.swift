import Testing
import TabBarSpec

/// Labels the app draws itself: a view of its own, a method of the view
/// that returns the label, a method of the tab enum that switches over
/// `self`. Each is read where it is written, with the call's arguments.
@Suite struct AppDrawnLabelTests {
    @Test func aViewOfTheAppsOwnIsReadFromItsBodyAndShowsItsUnselectedLook() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct InboxLabel: View {
                var isSelected: Bool = false
                var body: some View {
                    Label { Text("Inbox") } icon: {
                        if isSelected { Image(systemName: "tray.fill") } else { Image(systemName: "tray") }
                    }
                }
            }
            struct SentLabel: View {
                var body: some View { Label("Sent", systemImage: "paperplane") }
            }
            struct Root: View {
                @State private var selection = 0
                var body: some View {
                    TabView(selection: $selection) {
                        Color.red.tabItem { InboxLabel(isSelected: selection == 0) }.tag(0)
                        Color.green.tabItem { SentLabel() }.tag(1)
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Inbox", "Sent"])
        #expect(spec.symbols == ["tray", "paperplane"])
        // The title points into the view that writes it.
        #expect(spec.tabs[0].title?.range.lineColumn == "5:22")
    }

    /// `Label(_:customSymbol:)`: an initializer the app adds to `Label`
    /// is read through the one it hands on to; one from a package the tree
    /// does not hold leaves the label unknown, not without an icon.
    @Test func aLabelInitializerTheAppAddsIsReadThroughTheOneItHandsOnTo() throws {
        let root = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Wallet().tabItem { Label("Wallet", customSymbol: "creditcard") }
                        Market().tabItem { Label("Market", customSymbol: "chart.xyaxis.line") }
                    }
                }
            }
            """
        let declared = FixtureApp([
            "App/Root.swift": root,
            "Design/Label+Custom.swift": """
                import SwiftUI
                extension Label where Title == Text, Icon == Image {
                    init(_ title: String, customSymbol name: String) {
                        self.init { Text(title) } icon: { Image(systemName: name) }
                    }
                }
                """,
        ])
        let spec = try #require(declared.bars().first?.spec)
        #expect(spec.titles == ["Wallet", "Market"])
        #expect(spec.symbols == ["creditcard", "chart.xyaxis.line"])
        // The symbol points at the literal the tab passes.
        #expect(spec.tabs[0].icon?.range.lineColumn == "5:62")
        #expect(spec.unresolved.isEmpty)

        let undeclared = try #require(FixtureApp(["App/Root.swift": root]).bars().first?.spec)
        #expect(undeclared.unresolved.map(\.reason) == Array(
            repeating: "drawn by `Label(_:customSymbol:)`, an initializer the app does not declare", count: 4
        ))

        // The same for iOS 18's `Tab`: its icon is unknown, and no
        // `icon-missing` warning says it has none.
        let tabs = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Wallet", customSymbol: "creditcard", value: 0) { Wallet() }
                        Tab("Market", systemImage: "chart.xyaxis.line", value: 1) { Market() }
                        Tab("Profile", systemImage: "person", value: 2) { Profile() }
                    }
                }
            }
            """])
        let tabSpec = try #require(tabs.bars().first?.spec)
        #expect(tabSpec.titles == ["Wallet", "Market", "Profile"])
        #expect(tabSpec.unresolved.map(\.reason) == ["given by `Tab(_:customSymbol:)`, an initializer SwiftUI does not have"])
        #expect(tabs.lint().flatMap(\.diagnostics).map(\.ruleID) == ["source-unresolved"])
    }

    @Test func aMethodOfTheViewIsReadWithItsArgumentsWithOrWithoutSelf() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                @State private var selection = 0
                func item(_ text: String, _ symbol: String) -> some View {
                    VStack { Image(systemName: symbol); Text(text) }
                }
                var body: some View {
                    TabView(selection: $selection) {
                        Color.red.tabItem { self.item("Inbox", "tray") }.tag(0)
                        Color.green.tabItem { item("Sent", "paperplane") }.tag(1)
                        Color.blue.tabItem { self.item("Drafts", "doc") }.tag(2)
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Inbox", "Sent", "Drafts"])
        #expect(spec.symbols == ["tray", "paperplane", "doc"])
        // Literals point at the call that passes them.
        #expect(spec.tabs[1].title?.range.lineColumn == "10:40")
    }

    /// `settings.look.tabs.item(symbol:title:)`: a method of another of the
    /// app's types, reached through properties whose declared types the
    /// tree gives. Its title hangs on a setting kept by the app's own
    /// property wrapper (it saves to `UserDefaults`), read as a new
    /// install has it, and of the type's own nested `Style`, not another's.
    @Test func aMethodOfAnotherTypeReachedThroughPropertiesIsReadWithItsArguments() throws {
        let files = [
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    @EnvironmentObject var settings: AppSettings
                    var body: some View {
                        TabView {
                            Color.red.tabItem { settings.look.tabs.item(symbol: "tray", title: "Inbox") }
                            Color.green.tabItem { settings.look.tabs.item(symbol: "paperplane", title: "Sent") }
                        }
                    }
                }
                """,
            "Settings/AppSettings.swift": """
                import SwiftUI
                final class AppSettings: ObservableObject {
                    @Published var look: Look = .init()
                }
                struct Look {
                    var tabs = TabLook()
                    var lists = ListLook()
                }
                // Another `Style`, whose default is not the tabs' own.
                struct ListLook {
                    enum Style: String { case compact, roomy; static let standard = Self.compact }
                    @Saved("lists.style") var style: Style = .standard
                }
                """,
            "Settings/TabLook.swift": """
                import SwiftUI
                struct TabLook {
                    enum Style: String { case symbolOnly, symbolAndTitle; static let standard = Self.symbolAndTitle }
                    @Saved("tabs.style") var style: Style = .standard
                    @ViewBuilder func item(symbol: String, title: String) -> some View {
                        Label(style == .symbolAndTitle ? title : "", systemImage: symbol)
                    }
                }
                """,
            "Settings/Saved.swift": """
                import Foundation
                @propertyWrapper struct Saved<Value: RawRepresentable> where Value.RawValue == String {
                    let key: String
                    var initial: Value
                    init(wrappedValue: Value, _ key: String) { self.key = key; initial = wrappedValue }
                    var wrappedValue: Value {
                        get { UserDefaults.standard.string(forKey: key).flatMap(Value.init(rawValue:)) ?? initial }
                        set { UserDefaults.standard.set(newValue.rawValue, forKey: key) }
                    }
                }
                """,
        ]
        let spec = try #require(FixtureApp(files).bars().first?.spec)
        #expect(spec.titles == ["Inbox", "Sent"])
        #expect(spec.symbols == ["tray", "paperplane"])
        // The literals point at the call that passes them.
        #expect(spec.tabs[1].title?.range.lineColumn == "7:88")
        #expect(spec.unresolved.isEmpty)

        // A wrapper that keeps nothing between launches says nothing of
        // what the setting is when the bar shows: the title is unknown.
        var unsaved = files
        unsaved["Settings/Saved.swift"] = """
            @propertyWrapper struct Saved<Value> {
                var wrappedValue: Value
                init(wrappedValue: Value, _ key: String) { self.wrappedValue = wrappedValue }
            }
            """
        unsaved["Settings/Other.swift"] = "func restyle(_ look: inout TabLook) { look.style = .symbolOnly }"
        let unknown = try #require(FixtureApp(unsaved).bars().first?.spec)
        #expect(unknown.symbols == ["tray", "paperplane"])
        #expect(unknown.tabs.allSatisfy { $0.title == nil && $0.isUnreadable("title") })
    }

    @Test func anEnumMethodThatSwitchesOverSelfGivesEachCasesValue() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            enum Section: Int, CaseIterable {
                case inbox, sent, drafts
                func title() -> String {
                    switch self {
                    case .inbox: return "Inbox"
                    case .sent: return "Sent"
                    case .drafts: return "Drafts"
                    }
                }
                func symbol() -> String {
                    switch self {
                    case .inbox: return "tray"
                    case .sent: return "paperplane"
                    case .drafts: return "doc"
                    }
                }
            }
            struct Root: View {
                @State private var selection = Section.inbox
                var body: some View {
                    TabView(selection: $selection) {
                        ForEach(Section.allCases, id: \\.self) { section in
                            Color.clear.tabItem { Label(section.title(), systemImage: section.symbol()) }.tag(section)
                        }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Inbox", "Sent", "Drafts"])
        #expect(spec.symbols == ["tray", "paperplane", "doc"])
        #expect(spec.tabs[2].title?.range.lineColumn == "8:30")
    }

    @Test func anIconViewWhoseImageTheCodeCannotReadIsUnknownNotMissing() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct TokenIcon: View {
                private var image: Image
                init(_ token: KeyPath<IconTokens, Image>) { image = .tokens[keyPath: token] }
                var body: some View { image.resizable().frame(width: 24, height: 24) }
            }
            struct Root: View {
                @State private var selection = 0
                var body: some View {
                    TabView(selection: $selection) {
                        Tab(value: 0) { Color.red } label: {
                            Label { Text("Chats") } icon: { TokenIcon(\\.chat) }
                        }
                        Tab(value: 1) { Color.green } label: {
                            Label { Text("Settings") } icon: { Image(systemName: "gear") }
                        }
                        Tab("Files", systemImage: "folder", value: 2) { Color.blue }
                    }
                }
            }
            """])
        let bar = try #require(app.bars().first)
        #expect(bar.spec.titles == ["Chats", "Settings", "Files"])
        #expect(bar.spec.tabs[0].icon == nil)
        #expect(bar.spec.tabs[0].isUnreadable("icon"))
        #expect(bar.spec.tabs[1].icon?.symbol?.value == "gear")
        // Unknown, so the icon rules stay silent instead of calling it missing.
        #expect(app.lint().flatMap(\.diagnostics).map(\.ruleID) == ["source-unresolved"])
    }
}

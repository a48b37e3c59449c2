import Testing
import TabBarSource
import TabBarSpec

@Suite struct SwiftUITabItemTests {
    @Test func labelsTextImagePairsBadgesAndTags() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI

            struct Root: View {
                @State var selection = 0
                var body: some View {
                    TabView(selection: $selection) {
                        FeedView()
                            .tabItem { Label("Feed", systemImage: "newspaper") }
                            .tag(0)
                        InboxView()
                            .tabItem {
                                Image(systemName: "tray")
                                Text("Inbox")
                            }
                            .badge(3)
                            .tag(1)
                        SettingsView()
                            .tabItem {
                                Label {
                                    Text("Settings")
                                } icon: {
                                    Image(systemName: "gear")
                                }
                            }
                            .tag(2)
                    }
                }
            }
            """])
        let bars = app.bars()
        try #require(bars.count == 1)
        let spec = bars[0].spec
        #expect(bars[0].file == "App/Root.swift")
        #expect(spec.origin == .swiftUI)
        #expect(spec.range.lineColumn == "6:9")
        #expect(spec.platformNames == ["iOS", "iPadOS"])
        #expect(spec.titles == ["Feed", "Inbox", "Settings"])
        #expect(spec.symbols == ["newspaper", "tray", "gear"])
        #expect(spec.tabs.map { $0.id?.value } == ["0", "1", "2"])
        #expect(spec.tabs[1].badge?.value?.value == .integer(3))
        // The title literal is where title findings point.
        #expect(spec.tabs[0].title?.range.lineColumn == "8:34")
        #expect(spec.tabs[0].title?.range.file == "App/Root.swift")
        // The tab points at `.tabItem`, not at the view it is applied to.
        #expect(spec.tabs[0].range.lineColumn == "8:17")
        #expect(spec.unresolved.isEmpty)
    }

    @Test func aSelectedStateBranchIsNotTheTabsIcon() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                @State var selection = 0
                var body: some View {
                    TabView(selection: $selection) {
                        Home().tabItem {
                            if selection == 0 { Image(systemName: "house.fill") } else { Image(systemName: "house") }
                            Text("Home")
                        }.tag(0)
                        Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(1)
                    }
                }
            }
            """])
        // `selection == 0` is this tab's selected state: its own look is the `else`.
        #expect(try #require(app.bars().first?.spec).symbols == ["house", "tray"])
        let other = FixtureApp(["Root.swift": try #require(app.files["Root.swift"]).replacingOccurrences(of: "if selection == 0", with: "if prefersFilledSymbols")])
        #expect(try #require(other.bars().first?.spec).symbols == ["house.fill", "tray"])
    }

    @Test func pageStyleCarouselsWatchPagesAndPreviewsAreNotTabBars() {
        let app = FixtureApp([
            "App/Onboarding.swift": """
                import SwiftUI
                struct Onboarding: View {
                    var body: some View {
                        TabView {
                            PageOne().tabItem { Text("One") }
                            PageTwo().tabItem { Text("Two") }
                        }
                        .frame(maxHeight: 300)
                        .tabViewStyle(.page(indexDisplayMode: .never))
                    }
                }
                struct Gallery: View {
                    var body: some View {
                        TabView { ImageA(); ImageB() }.tabViewStyle(PageTabViewStyle())
                    }
                }
                struct Plain: View {
                    var body: some View {
                        TabView { Text("a"); Text("b") }
                    }
                }
                #Preview {
                    TabView { Text("a").tabItem { Label("A", systemImage: "a.circle") } }
                }
                struct Root_Previews: PreviewProvider {
                    static var previews: some View {
                        TabView { Text("b").tabItem { Label("B", systemImage: "b.circle") } }
                    }
                }
                """,
            "WatchApp/Pages.swift": """
                import SwiftUI
                struct Pages: View {
                    var body: some View {
                        TabView { Text("a").tabItem { Text("A") }; Text("b").tabItem { Text("B") } }
                            .tabViewStyle(.verticalPage)
                    }
                }
                """,
            "Shared/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        #if os(watchOS)
                        TabView { Text("a").tabItem { Text("A") }; Text("b").tabItem { Text("B") } }
                        #else
                        TabView { Text("a").tabItem { Label("Home", systemImage: "house") }; Text("b").tabItem { Label("Me", systemImage: "person") } }
                        #endif
                    }
                }
                """,
        ])
        let bars = app.bars()
        #expect(bars.map(\.file) == ["Shared/Root.swift"])
        #expect(bars.first?.spec.titles == ["Home", "Me"])
        #expect(bars.first?.spec.range.lineColumn == "7:9")
    }

    /// A macOS `Settings` scene's `TabView` draws the settings window's
    /// panes, written in the scene or in a view the scene makes (which a
    /// menu-bar app may show in a window too); a view only windows make is
    /// a window's bar.
    @Test func aSettingsScenesPanesAreNotATabBar() {
        func panes(_ name: String) -> String {
            """
            import SwiftUI
            struct \(name): View {
                var body: some View {
                    TabView {
                        GeneralPane().tabItem { Label("General", systemImage: "gearshape") }
                        AccountsPane().tabItem { Label("Accounts", systemImage: "at") }
                    }
                }
            }
            """
        }
        let app = FixtureApp([
            "Mac/MailApp.swift": """
                import SwiftUI
                @main
                struct MailApp: App {
                    var body: some Scene {
                        WindowGroup { LibraryView() }
                        Window("Settings", id: "settings") { SettingsView() }
                        Settings { SettingsView() }
                        Settings {
                            TabView {
                                GeneralPane().tabItem { Label("General", systemImage: "gearshape") }
                                AccountsPane().tabItem { Label("Accounts", systemImage: "at") }
                            }
                        }
                    }
                }
                """,
            "Mac/SettingsView.swift": panes("SettingsView"),
            "Mac/LibraryView.swift": panes("LibraryView"),
        ])
        #expect(app.bars().map(\.file) == ["Mac/LibraryView.swift"])
    }
}

@Suite struct SwiftUITabTests {
    @Test func iOS18TabsSectionsSearchAndSidebar() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI

            struct Root: View {
                @State private var customization = TabViewCustomization()
                var body: some View {
                    TabView {
                        Tab("Watch Now", systemImage: "play", value: .watchNow) { WatchNow() }
                            .customizationID("watch-now")
                        Tab("Library", image: "LibraryIcon", value: .library) { Library() }
                            .badge("New")
                        TabSection("Collections") {
                            Tab("Favorites", systemImage: "star", value: .favorites) { Favorites() }
                                .defaultVisibility(.hidden, for: .tabBar)
                        }
                        Tab(value: .search, role: .search) { SearchView() }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .tabViewCustomization($customization)
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Watch Now", "Library", "Favorites", "Search"])
        #expect(spec.tabs.map { $0.id?.value } == ["watch-now", "library", "favorites", "search"])
        #expect(spec.tabBar.style?.value == .sidebarAdaptable)
        #expect(spec.tabBar.customizable?.value == true)
        // Modifiers are located where they are written, not at the view they follow.
        #expect(spec.tabBar.customizable?.range.lineColumn == "18:9")
        #expect(spec.tabs[2].section?.value == "Collections")
        // Hidden from the bar where it can be customized (iPad); iPhone's
        // bar shows it.
        #expect(app.bars().map(\.spec.platformNames) == [["iOS"], ["iPadOS"]])
        #expect(spec.tabs[2].placement == nil)
        let iPad = try #require(app.bars().last?.spec)
        #expect(iPad.tabs[2].placement?.value == .sidebarOnly)
        #expect(iPad.tabs[2].placement?.range.lineColumn == "13:21")
        #expect(spec.tabs[1].badge?.value?.value == .text("New"))
        // An untitled search tab shows the system's title and symbol.
        #expect(spec.tabs[3].role?.value == .search)
        #expect(spec.tabs[3].icon?.symbol?.value == "magnifyingglass")
        // No asset catalog holds `LibraryIcon`: the icon is unknown, not guessed.
        #expect(spec.tabs[1].icon == nil)
        #expect(spec.tabs[1].isUnreadable("icon"))
        #expect(spec.unresolved.map(\.field) == ["the icon of `library`"])
        #expect(spec.unresolved.first?.range.lineColumn == "9:35")
    }

    @Test func aDisabledTabAndAFadePointAtTheirModifiers() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Shop", systemImage: "bag") { Shop() }
                        Tab("Orders", systemImage: "shippingbox") { Orders() }
                            .disabled(true)
                        Tab("Account", systemImage: "person") { Account() }
                    }
                    .transition(.opacity)
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs[1].enabled?.value == false)
        #expect(spec.tabs[1].enabled?.range.lineColumn == "7:17")
        #expect(spec.tabBar.transition?.value == .crossfade)
        #expect(spec.tabBar.transition?.range.lineColumn == "10:9")
    }

    @Test func aZeroCountShowsNoBadgeButZeroAsTextDoes() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Inbox", systemImage: "tray") { Inbox() }
                            .badge(0)
                        Tab("Alerts", systemImage: "bell") { Alerts() }
                            .badge("0")
                        Tab("Account", systemImage: "person") { Account() }
                            .badge(3)
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs[0].badge == nil)
        #expect(spec.tabs[1].badge?.value?.value == .text("0"))
        #expect(spec.tabs[2].badge?.value?.value == .integer(3))
    }

    @Test func prominentRoleMapsToTheModel() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Home() }
                        Tab("Create", systemImage: "plus", value: 1, role: .prominent) { Create() }
                        Tab("Profile", systemImage: "person") { Profile() }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.map { $0.role?.value } == [nil, .prominent, nil])
    }
}

@Suite struct EnumDrivenTabsTests {
    static let tabEnum = """
        import SwiftUI

        enum AppTab: String, CaseIterable, Identifiable {
            case timeline, notifications, explore, messages, profile
            var id: String { rawValue }

            var title: String {
                switch self {
                case .timeline: return String(localized: "tab.timeline")
                case .notifications: return NSLocalizedString("tab.notifications", comment: "")
                case .explore: return "Explore"
                case .messages, .profile: return rawValue.capitalized
                }
            }

            @ViewBuilder var label: some View {
                switch self {
                case .timeline: Label(title, systemImage: "rectangle.stack")
                case .notifications: Label(title, systemImage: "bell")
                case .explore: Label(title, systemImage: "magnifyingglass")
                case .messages: Label("Messages", systemImage: "envelope")
                case .profile: Label("Profile", systemImage: "person.crop.circle")
                }
            }
        }
        """

    @Test func forEachOverAllCasesResolvesEachCaseInOrder() throws {
        let app = FixtureApp([
            "App/AppTab.swift": Self.tabEnum,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    @State var selected: AppTab = .timeline
                    var body: some View {
                        TabView(selection: $selected) {
                            ForEach(AppTab.allCases) { tab in
                                tab.makeContent()
                                    .tabItem { tab.label }
                                    .tag(tab)
                            }
                        }
                    }
                }
                """,
            "App/en.lproj/Localizable.strings": """
                "tab.timeline" = "Timeline";
                "tab.notifications" = "Notifications";
                """,
            "App/de.lproj/Localizable.strings": "utf16:\"tab.timeline\" = \"Zeitleiste\";\n\"tab.notifications\" = \"Mitteilungen\";\n",
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles[0..<3] == ["Timeline", "Notifications", "Explore"])
        #expect(spec.symbols == ["rectangle.stack", "bell", "magnifyingglass", "envelope", "person.crop.circle"])
        #expect(spec.tabs.map { $0.id?.value } == ["timeline", "notifications", "explore", "messages", "profile"])
        // German comes from a UTF-16 table; a key missing there falls back.
        let timeline = try #require(spec.tabs[0].title)
        #expect(timeline.entries.map { $0.locale?.value } == ["en", "de"])
        #expect(timeline.entries.map(\.text.value) == ["Timeline", "Zeitleiste"])
        #expect(spec.locales.map(\.value) == ["en", "de"])
        // The key literal, in the enum's file, is where title findings point.
        #expect(timeline.range.file == "App/AppTab.swift")
        #expect(timeline.range.lineColumn == "9:50")
        // `rawValue.capitalized` is not evaluated: unknown, never guessed…
        // except that the label's own literal gives the title.
        #expect(spec.titles[3...] == ["Messages", "Profile"])
    }

    @Test func staticListWithTypeAnnotationAndFilter() throws {
        let app = FixtureApp([
            "AppTab.swift": Self.tabEnum,
            "Root.swift": """
                import SwiftUI
                struct Root: View {
                    let tabs: [AppTab] = [.profile, .timeline]
                    var body: some View {
                        TabView {
                            ForEach(tabs) { tab in
                                Color.clear.tabItem { tab.label }
                            }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Profile", "tab.timeline"])
        #expect(spec.symbols == ["person.crop.circle", "rectangle.stack"])
    }

    @Test func aComputedValueWithAnAvailabilityBranchIsTheNewerSystemsValue() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                private var historySymbol: String {
                    if #available(iOS 17.0, *) {
                        return "book.pages"
                    } else {
                        return "book"
                    }
                }
                private var todaySymbol: String {
                    if Settings.compactIcons { return "sun.min" }
                    return "sun.max"
                }
                var body: some View {
                    TabView {
                        Color.clear.tabItem { Label("History", systemImage: historySymbol) }
                        Color.clear.tabItem { Label("Today", systemImage: todaySymbol) }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["book.pages", nil])
        #expect(spec.tabs[0].icon?.symbol?.range.lineColumn == "5:20")
    }

    /// A property looked up by name is read only from the files that
    /// write its name, and among them from the one compiled for the bar's
    /// platform; a file that never names it (the enum's other extension)
    /// plays no part.
    @Test func aPropertyDeclaredOncePerPlatformInExtensionsIsTheBarPlatformsOne() throws {
        let app = FixtureApp([
            "App/Section.swift": """
                enum Section: CaseIterable {
                    case home, search
                    var symbol: String {
                        switch self {
                        case .home: "house"
                        case .search: "magnifyingglass"
                        }
                    }
                }
                """,
            "App/Section+Sorting.swift": "extension Section { var order: Int { 0 } }\n",
            "App/Section+TV.swift": """
                #if os(tvOS)
                extension Section {
                    var name: String {
                        switch self {
                        case .home: "Home TV"
                        case .search: "Search TV"
                        }
                    }
                }
                #endif
                """,
            "App/Section+Phone.swift": """
                #if os(iOS)
                extension Section {
                    var name: String {
                        switch self {
                        case .home: "Home"
                        case .search: "Search"
                        }
                    }
                }
                #endif
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            ForEach(Section.allCases, id: \\.self) { section in
                                Color.clear.tabItem { Label(section.name, systemImage: section.symbol) }
                            }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.platformNames == ["iOS", "iPadOS"])
        #expect(spec.titles == ["Home", "Search"])
        #expect(spec.symbols == ["house", "magnifyingglass"])
        #expect(spec.tabs[0].title?.range.file == "App/Section+Phone.swift")
        #expect(spec.tabs[0].title?.range.lineColumn == "5:21")
    }

    @Test func anEnumMadeFromItsRawValueAndAStructMadeWithItsMemberwiseInitializer() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct TabInfo {
                let title: String
                let symbol: String
            }
            enum AppTab: String {
                case home, search
                var info: TabInfo {
                    switch self {
                    case .home: TabInfo(title: "Home", symbol: "house")
                    case .search: TabInfo(title: "Search", symbol: "magnifyingglass")
                    }
                }
            }
            struct Root: View {
                var body: some View {
                    TabView {
                        Color.clear.tabItem { Label(AppTab(rawValue: "home")!.info.title, systemImage: AppTab(rawValue: "home")!.info.symbol) }
                        Color.clear.tabItem { Label(AppTab(rawValue: "search")!.info.title, systemImage: AppTab(rawValue: "search")!.info.symbol) }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Home", "Search"])
        #expect(spec.symbols == ["house", "magnifyingglass"])
        #expect(spec.tabs[1].title?.entries.first?.text.range.lineColumn == "11:38")
    }

    @Test func aRunTimeTabListIsUnknownAndNotCounted() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                let model: Model
                var body: some View {
                    TabView {
                        ForEach(model.tabs) { tab in
                            Color.clear.tabItem { Label(tab.title, systemImage: tab.icon) }
                        }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.isEmpty)
        #expect(spec.hasUnknownTabs)
        let reports = app.lint()
        let ids = reports.flatMap(\.diagnostics).map(\.ruleID)
        #expect(ids == ["source-unresolved"])
        #expect(reports.first?.diagnostics.first?.message.contains("the tab list (line 6:21): tabs from `model.tabs`, a list known only at run time") == true)
    }
}

@Suite struct ConditionTests {
    @Test func ifAndCompilationConditionsBecomeVisibleWhenOrPlatforms() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                @AppStorage("signedIn") var isSignedIn = false
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Home() }
                        if isSignedIn {
                            Tab("Orders", systemImage: "shippingbox") { Orders() }
                        } else {
                            Tab("Sign In", systemImage: "person.badge.key") { SignIn() }
                        }
                        #if DEBUG
                        Tab("Debug", systemImage: "ladybug") { DebugMenu() }
                        #endif
                        #if os(iOS)
                        Tab("Scan", systemImage: "barcode.viewfinder") { Scanner() }
                        #endif
                        Tab("Settings", systemImage: "gear") { SettingsView() }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Home", "Orders", "Sign In", "Debug", "Scan", "Settings"])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "isSignedIn", "not (isSignedIn)", "#if DEBUG", nil, nil])
    }

    @Test func platformConditionsAroundTabsSplitTheBar() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { Home() }
                        #if os(visionOS)
                        Tab("Spaces", systemImage: "cube") { Spaces() }
                        #endif
                        Tab("Settings", systemImage: "gear") { SettingsView() }
                    }
                }
            }
            #if os(tvOS)
            struct TVRoot: View {
                var body: some View {
                    TabView {
                        Tab("Live", systemImage: "tv") { Live() }
                        Tab("Search", systemImage: "magnifyingglass") { SearchView() }
                    }
                }
            }
            #endif
            """])
        let bars = app.bars().map(\.spec)
        #expect(bars.map(\.platformNames) == [["iOS", "iPadOS"], ["tvOS"]])
        #expect(bars.map(\.titles) == [["Home", "Settings"], ["Live", "Search"]])
    }
}

@Suite struct SwiftUIActionTabTests {
    @Test func onChangeThatResetsTheSelectionMakesAnActionTab() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            enum Tab: Hashable { case feed, compose, profile }
            struct Root: View {
                @State private var selection: Tab = .feed
                @State private var previous: Tab = .feed
                @State private var showComposer = false
                var body: some View {
                    TabView(selection: $selection) {
                        Feed().tabItem { Label("Feed", systemImage: "house") }.tag(Tab.feed)
                        Color.clear.tabItem { Label("Compose", systemImage: "square.and.pencil") }.tag(Tab.compose)
                        Profile().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
                    }
                    .onChange(of: selection) { oldValue, newValue in
                        if newValue == .compose {
                            selection = oldValue
                            showComposer = true
                        }
                    }
                    .sheet(isPresented: $showComposer) { Composer() }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.map { $0.action != nil } == [false, true, false])
        let reports = app.lint()
        let action = reports.flatMap(\.diagnostics).filter { $0.ruleID == "action-tab" }
        #expect(action.count == 1)
        #expect(action.first?.severity == .error)
        #expect(action.first?.range.lineColumn == "10:24")
        #expect(action.first?.message.contains("intercepted at Root.swift:14") == true)
    }

    /// A selection handler that sets a property named for what it presents
    /// (`activeSheet = .composer`) intercepts the tab; one that only notes
    /// the tab (`lastVisited = …`) does not.
    @Test(arguments: [("activeSheet = .composer", true), ("lastVisited = newValue", false)])
    func aPresentingPropertySetOnSelectionMakesAnActionTab(assignment: String, intercepts: Bool) throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            enum Tab: Hashable { case feed, compose }
            enum Sheet: Identifiable { case composer; var id: Self { self } }
            struct Root: View {
                @State private var selection: Tab = .feed
                @State private var activeSheet: Sheet?
                @State private var lastVisited: Tab = .feed
                var body: some View {
                    TabView(selection: $selection) {
                        Feed().tabItem { Label("Feed", systemImage: "house") }.tag(Tab.feed)
                        Color.clear.tabItem { Label("Compose", systemImage: "square.and.pencil") }.tag(Tab.compose)
                    }
                    .onChange(of: selection) { _, newValue in
                        if newValue == .compose { \(assignment) }
                    }
                    .sheet(item: $activeSheet) { _ in Composer() }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.map { $0.action != nil } == [false, intercepts])
    }

    /// A flag whose sheet is only in the other branch of the layout (the
    /// iPad's) shows nothing over this bar: selecting the tab shows its
    /// section. With the sheet where the bar is shown, it is an action tab.
    @Test(arguments: [false, true])
    func aFlagPresentsOnlyWhereItsSheetIsShownWithTheBar(sheetWithBar: Bool) throws {
        let iPhoneSheet = sheetWithBar ? "\n                .sheet(isPresented: $showEnter) { EnterView() }" : ""
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @State private var selection = 0
                @State private var showEnter = false
                var body: some View {
                    if sizeClass == .regular {
                        SplitLayout()
                            .sheet(isPresented: $showEnter) { EnterView() }
                    } else {
                        TabView(selection: $selection) {
                            Overview().tabItem { Label("Overview", systemImage: "chart.pie") }.tag(0)
                            EnterView().tabItem { Label("Enter", systemImage: "plus.circle") }.tag(1)
                            Settings().tabItem { Label("Settings", systemImage: "gearshape") }.tag(2)
                        }
                        .onChange(of: selection) { _, tab in
                            if tab == 1 { showEnter = true }
                        }\(iPhoneSheet)
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.map { $0.action != nil } == [false, sheetWithBar, false])
    }
}

@Suite struct PersistedSettingTests {
    @Test func tabsFromAppStorageAreTheirDefaultsAndTheBarIsCustomizable() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI

            enum AppTab: String, CaseIterable, Identifiable {
                case timeline, notifications, explore, profile
                var id: String { rawValue }
                var title: String {
                    switch self {
                    case .timeline: "Timeline"
                    case .notifications: "Notifications"
                    case .explore: "Explore"
                    case .profile: "Profile"
                    }
                }
                var icon: String {
                    switch self {
                    case .timeline: "rectangle.stack"
                    case .notifications: "bell"
                    case .explore: "magnifyingglass"
                    case .profile: "person.crop.circle"
                    }
                }
            }

            struct Root: View {
                @AppStorage("tab.first") private var first: AppTab = AppTab.timeline
                @AppStorage("tab.second") private var second: AppTab = .notifications
                @AppStorage("tab.third") private var third: AppTab = AppTab.profile

                var body: some View {
                    TabView {
                        ForEach([first, second, third]) { tab in
                            Text(tab.title).tabItem { Label(tab.title, systemImage: tab.icon) }
                        }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        // What a new install shows: each setting's declared default.
        #expect(spec.titles == ["Timeline", "Notifications", "Profile"])
        #expect(spec.symbols == ["rectangle.stack", "bell", "person.crop.circle"])
        // People can change them, so the bar is theirs to customize.
        #expect(spec.tabBar.customizable?.value == true)
        #expect(spec.tabBar.customizable?.range.lineColumn == "25:5")
    }

    @Test func aRegisteredDefaultWinsOverTheDeclaredOneAndEnumsAreRegisteredByRawValue() throws {
        let app = FixtureApp([
            "App/AppTab.swift": """
                enum AppTab: String, CaseIterable, Identifiable {
                    case timeline, explore, profile
                    var id: String { rawValue }
                    var title: String {
                        switch self {
                        case .timeline: "Timeline"
                        case .explore: "Explore"
                        case .profile: "Profile"
                        }
                    }
                    var icon: String {
                        switch self {
                        case .timeline: "rectangle.stack"
                        case .explore: "magnifyingglass"
                        case .profile: "person.crop.circle"
                        }
                    }
                }
                """,
            "App/AppDelegate.swift": """
                import UIKit
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let defaults: [String: Any] = ["tab.second": AppTab.explore.rawValue, "feed.name": "Feed"]
                        UserDefaults.standard.register(defaults: defaults)
                        return true
                    }
                }
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    @AppStorage("tab.first") private var first: AppTab = .timeline
                    @AppStorage("tab.second") private var second: AppTab = .profile

                    var body: some View {
                        TabView {
                            ForEach([first, second]) { tab in
                                Text(tab.title).tabItem { Label(tab.title, systemImage: tab.icon) }
                            }
                            FeedView().tabItem { Label(UserDefaults.standard.string(forKey: "feed.name")!, systemImage: "newspaper") }
                            InboxView().tabItem { Label(UserDefaults.standard.string(forKey: "inbox.name")!, systemImage: "tray") }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        // `tab.second` is registered as Explore's raw value; `tab.first` is not registered.
        #expect(spec.titles == ["Timeline", "Explore", "Feed", nil])
        #expect(spec.symbols == ["rectangle.stack", "magnifyingglass", "newspaper", "tray"])
        #expect(spec.tabs[2].title?.entries.first?.text.range.file == "App/AppDelegate.swift")
        #expect(spec.tabBar.customizable?.value == true)
        let unresolved = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "source-unresolved" }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.message.contains("the setting `\"inbox.name\"` read from `UserDefaults`, for which the app registers no default") == true)
    }

    @Test func slotsOfASingletonPersistedByIDAndThePhoneBranchOfTheSections() throws {
        let app = FixtureApp([
            "App/AppTab.swift": """
                import SwiftUI
                enum AppTab: Hashable, Identifiable {
                    case home, inbox, search, saved, me
                    var id: Int {
                        switch self {
                        case .home: 0
                        case .inbox: 1
                        case .search: 2
                        case .saved: 3
                        case .me: 4
                        }
                    }
                    init(with id: Int) {
                        switch id {
                        case 0: self = .home
                        case 1: self = .inbox
                        case 2: self = .search
                        case 3: self = .saved
                        default: self = .me
                        }
                    }
                    var title: String {
                        switch self {
                        case .home: "Home"
                        case .inbox: "Inbox"
                        case .search: "Search"
                        case .saved: "Saved"
                        case .me: "Me"
                        }
                    }
                    var icon: String {
                        switch self {
                        case .home: "house"
                        case .inbox: "tray"
                        case .search: "magnifyingglass"
                        case .saved: "bookmark"
                        case .me: "person"
                        }
                    }
                    var placement: TabPlacement { .pinned }
                }

                enum Sections: Identifiable {
                    case phone, library
                    var id: Self { self }
                    var tabs: [AppTab] {
                        switch self {
                        case .phone: return iPhoneSlots.shared.tabs
                        case .library: return [.saved, .me]
                        }
                    }
                }

                final class iPhoneSlots {
                    final class Storage {
                        @AppStorage("slot.first") var first = AppTab.home.id
                        @AppStorage("slot.second") var second = AppTab.search.id
                        @AppStorage("slot.third") var third = AppTab.me.id
                    }
                    private let storage = Storage()
                    static let shared = iPhoneSlots()
                    var first: AppTab { didSet { storage.first = first.id } }
                    var second: AppTab { didSet { storage.second = second.id } }
                    var third: AppTab { didSet { storage.third = third.id } }
                    var tabs: [AppTab] { [first, second, third] }
                    private init() {
                        first = .init(with: storage.first)
                        second = .init(with: storage.second)
                        third = AppTab(with: storage.third)
                    }
                }
                """,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var sections: [Sections] {
                        if UIDevice.current.userInterfaceIdiom == .phone || sizeClass == .compact {
                            return [.phone]
                        }
                        var all: [Sections] = [.library]
                        return all
                    }
                    var body: some View {
                        TabView {
                            ForEach(sections) { section in
                                TabSection("Section") {
                                    ForEach(section.tabs) { tab in
                                        Tab(value: tab, role: tab == .search ? .search : nil) {
                                            Text(tab.title)
                                        } label: {
                                            Label(tab.title, systemImage: tab.icon)
                                        }
                                        .tabPlacement(tab.placement)
                                    }
                                }
                                .tabPlacement(.sidebarOnly)
                            }
                        }
                        .tabViewStyle(.sidebarAdaptable)
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        // The phone's sections; each slot's stored default ID made into a case.
        #expect(spec.titles == ["Home", "Search", "Me"])
        #expect(spec.symbols == ["house", "magnifyingglass", "person"])
        #expect(spec.tabs.map { $0.role?.value } == [nil, .search, nil])
        // A tab's own placement wins over its section's.
        #expect(spec.tabs.map { $0.placement?.value } == [.pinned, .pinned, .pinned])
        #expect(spec.tabBar.customizable?.value == true)
    }
}

extension SwiftUITabItemTests {
    /// A `Spacer()` between tab items, under a button laid over the bar,
    /// is an empty tab slot: no title, no icon, no name for VoiceOver.
    @Test func aSpacerChildIsAnEmptySlotOfTheBar() throws {
        let app = FixtureApp(["Home.swift": """
            import SwiftUI
            struct HomeRoot: View {
                @State private var selection = 0
                var body: some View {
                    ZStack(alignment: .bottom) {
                        TabView(selection: $selection) {
                            Dashboard().tabItem { Label("Dashboard", systemImage: "gauge") }.tag(0)
                            Spacer()
                            Journal().tabItem { Label("Journal", systemImage: "book") }.tag(1)
                        }
                        Button { } label: { Image(systemName: "plus.circle.fill") }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Dashboard", nil, "Journal"])
        #expect(spec.symbols == ["gauge", nil, "book"])
        let slot = app.lint().flatMap(\.diagnostics).filter { $0.range.lineColumn == "8:17" }
        #expect(slot.map(\.ruleID).sorted() == ["accessibility-label", "icon-missing", "title-missing"])
    }
}

extension SwiftUITabItemTests {
    /// A condition written over several lines is quoted on one line.
    @Test func aConditionOverSeveralLinesIsQuotedOnOneLine() throws {
        let app = FixtureApp(["Root.swift": """
            import SwiftUI
            struct Root: View {
                @State private var playing = false
                var body: some View {
                    TabView {
                        Feed().tabItem { Label("Feed", systemImage: "list.bullet") }
                        if playing,
                           let video = player.video {
                            Player(video).tabItem { Label("Playing", systemImage: "play") }
                        }
                    }
                }
            }
            """])
        let conditional = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "conditional-tab" }
        #expect(conditional.map(\.range.lineColumn) == ["9:30"])
        #expect(conditional.first?.message.contains("exists only when \"playing, let video = player.video\"") == true)
    }

    /// An asset set's name is everything before its extension, dots
    /// included: `custom.box.symbolset` is the image `custom.box`.
    @Test func assetNamesWithDotsFindTheirSets() throws {
        let app = FixtureApp([
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab("Boxes", image: "custom.box") { Color.red }
                            Tab("Stacks", image: "stack.v2") { Color.green }
                            Tab("Settings", systemImage: "gear") { Color.blue }
                        }
                    }
                }
                """,
            "App/Assets.xcassets/Symbols/custom.box.symbolset/Contents.json": #"{"symbols": [{"filename": "custom.box.svg", "idiom": "universal"}]}"#,
            "App/Assets.xcassets/stack.v2.imageset/Contents.json": #"{"images": [{"filename": "stack.pdf", "idiom": "universal"}]}"#,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.symbols == ["App/Assets.xcassets/Symbols/custom.box.symbolset", "App/Assets.xcassets/stack.v2.imageset", "gear"])
    }

    /// A setting the view keeps (`@AppStorage`, the Defaults package's
    /// `@Default(.key)`) is read as a new install has it: its declared
    /// default decides a title's `?:`; a `?:` over the `ForEach` element
    /// decides its badge per tab. Neither makes the bar customizable.
    @Test func settingsDefaultsAndTheElementDecideConditionalValues() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            import Defaults
            struct LookSettings: Codable, Defaults.Serializable {
                var blur: Bool = true
                var showNameInTabBar: Bool = false
            }
            extension Defaults.Keys {
                static let look = Key<LookSettings>("look", default: .init())
            }
            enum Section: CaseIterable { case posts, inbox }
            struct Root: View {
                @Default(.look) private var look
                @AppStorage("compact") private var compact = false
                var account: String?
                var unread = 0
                var body: some View {
                    TabView {
                        ForEach(Section.allCases, id: \\.self) { section in
                            Color.red.tabItem { Label(section == .posts ? "Posts" : "Inbox", systemImage: "tray") }
                                .badge(section == .inbox ? unread : 0)
                        }
                        Color.green.tabItem { Label(look.showNameInTabBar ? account ?? "Me" : "Me", systemImage: "person") }
                        Color.blue.tabItem { Label(compact ? "Find" : "Search", systemImage: "magnifyingglass") }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Posts", "Inbox", "Me", "Search"])
        #expect(spec.tabs[2].title?.range.lineColumn == "22:83")
        #expect(spec.tabs[0].badge == nil)
        #expect(spec.tabs[1].isUnreadable("badge"))
        #expect(spec.unresolved.map(\.field) == ["the badge of tab 2"])
        #expect(spec.tabBar.customizable == nil)
    }

    /// A view that only preview code makes never ships: its bar is not
    /// reported. The same view made by the app is.
    @Test func aViewOnlyPreviewsMakeIsNotABar() throws {
        let demo = """
            import SwiftUI
            struct DemoTabs<Content: View>: View {
                let content: Content
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house") { content }
                        Tab("Post", systemImage: "plus") { content }
                    }
                }
            }
            """
        let previewOnly = FixtureApp([
            "App/DemoTabs.swift": demo,
            "App/Card.swift": """
                import SwiftUI
                struct Card: View { var body: some View { Text("card") } }
                #Preview { DemoTabs(content: Card()) }
                struct Card_Previews: PreviewProvider { static var previews: some View { DemoTabs(content: Card()) } }
                """,
        ])
        #expect(previewOnly.bars().isEmpty)
        let shipped = FixtureApp([
            "App/DemoTabs.swift": demo,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View { var body: some View { DemoTabs(content: Text("a")) } }
                #Preview { DemoTabs(content: Text("b")) }
                """,
        ])
        #expect(shipped.bars().first?.spec.titles == ["Home", "Post"])
        // Made with a trailing closure, in previews only.
        let shell = FixtureApp([
            "App/Shell.swift": """
                import SwiftUI
                struct Shell<Content: View>: View {
                    @ViewBuilder var content: () -> Content
                    var body: some View {
                        TabView {
                            Tab("Home", systemImage: "house") { content() }
                            Tab("Post", systemImage: "plus") { content() }
                        }
                    }
                }
                #Preview { Shell { Text("a") } }
                """,
        ])
        #expect(shell.bars().isEmpty)
    }

    /// A selection `Binding` whose setter sends one tab's selection to
    /// another tab intercepts it (an action tab, whatever role it claims);
    /// a branch that keeps the selected value does not.
    @Test func aBindingSetterThatMovesTheSelectionAwayMakesAnActionTab() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                @State private var current = "home"
                var body: some View {
                    TabView(selection: Binding(
                        get: { current },
                        set: { picked in
                            if picked == "compose" {
                                current = "home"
                            } else if picked == "home" {
                                current = picked
                            } else {
                                current = picked
                            }
                        }
                    )) {
                        Tab("Home", systemImage: "house", value: "home") { Text("a") }
                        Tab("Saved", systemImage: "bookmark", value: "saved") { Text("b") }
                        Tab("New Note", systemImage: "square.and.pencil", value: "compose", role: .search) { Text("c") }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.tabs.map { $0.action != nil } == [false, false, true])
        let findings = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "action-tab" }
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.first?.message.contains("intercepted at Root.swift:8") == true)
    }

    /// Tab items applied by helpers outside the view: a file-level function
    /// (given `.garden`, a static member of the app's `String` extension)
    /// and a method of the app's `View` extension.
    @Test func tabItemHelpersOutsideTheViewAreRead() throws {
        let app = FixtureApp([
            "App/Root.swift": """
                import SwiftUI
                extension String { static let garden = "Garden"; static let pond = "Pond" }
                struct Root: View {
                    var body: some View {
                        TabView {
                            pane(text: .garden, imageName: "leaf")
                            pane(text: .pond, imageName: "drop")
                            Text("c").meadowTabItem().tag(2)
                        }
                    }
                }
                private func pane(text: String, imageName: String) -> some View {
                    Text(text).tabItem { Text(text); Image(systemName: imageName) }
                }
                """,
            "Shared/View+Tabs.swift": """
                import SwiftUI
                public extension View {
                    func meadowTabItem() -> some View {
                        self.tabItem { Label("Meadow", systemImage: "sun.max") }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond", "Meadow"])
        #expect(spec.symbols == ["leaf", "drop", "sun.max"])
        #expect(spec.tabs[0].title?.range.lineColumn == "2:40")
        #expect(spec.tabs[2].title?.range.file == "Shared/View+Tabs.swift")
    }

    /// `.tabItem(pane.label)`, a method given by name; `.tabItem` on a
    /// `Group`; the SFSafeSymbols package's `systemSymbol:`.
    @Test func aLabelMethodByNameAGroupAndSafeSymbols() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            enum Pane: Int, CaseIterable, Identifiable {
                var id: Int { rawValue }
                case home, search
                var title: String {
                    switch self {
                    case .home: return "Home"
                    case .search: return "Search"
                    }
                }
                var symbol: SFSymbol {
                    switch self {
                    case .home: return .houseCircle
                    case .search: return .magnifyingglassCircle
                    }
                }
                func label() -> Label<Text, Image> {
                    Label(title, systemSymbol: symbol)
                }
            }
            struct Root: View {
                var body: some View {
                    TabView {
                        ForEach(Pane.allCases) { pane in
                            Group {
                                switch pane {
                                case .home: Text("h")
                                case .search: Text("s")
                                }
                            }
                            .tabItem(pane.label).tag(pane)
                        }
                        Group { Text("x") }.tabItem { Label("Garden", systemSymbol: .leaf) }
                Text("y").tabItem { Label("People", systemSymbol: SFSymbol.person2Fill) }
                Text("z").tabItem { Text("Zero"); Image(systemSymbol: ._0Circle) }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Home", "Search", "Garden", "People", "Zero"])
        #expect(spec.symbols == ["house.circle", "magnifyingglass.circle", "leaf", "person.2.fill", "0.circle"])
        #expect(spec.tabs[1].title?.range.lineColumn == "8:30")
    }

    /// SwiftGen's SwiftUI images: `Assets.x.swiftUIImage`, a property
    /// inside `#if canImport(SwiftUI)` that returns `SwiftUI.Image(asset:
    /// self)` (a type named through its module), whose initializer in an
    /// `extension SwiftUI.Image` hands on to `self.init(asset.name, bundle:)`:
    /// the asset's image set, and the `Text` beside it read too.
    @Test func swiftGenSwiftUIImagesThroughTheirInitializer() throws {
        let app = FixtureApp([
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Text("a").tabItem {
                                GardenAssets.garden.swiftUIImage.renderingMode(.template)
                                Text("Garden")
                            }
                            Text("b").tabItem {
                                GardenAssets.pond.swiftUIImage
                                Text("Pond")
                            }
                        }
                    }
                }
                """,
            "App/Generated/Assets.swift": """
                import SwiftUI
                public enum GardenAssets {
                    public static let garden = ImageAsset(name: "garden")
                    public static let pond = ImageAsset(name: "pond_inactive")
                }
                public struct ImageAsset {
                    public let name: String
                    #if canImport(SwiftUI)
                    public var swiftUIImage: SwiftUI.Image {
                        SwiftUI.Image(asset: self)
                    }
                    #endif
                }
                public extension SwiftUI.Image {
                    init(asset: ImageAsset) {
                        let bundle = Bundle.main
                        self.init(asset.name, bundle: bundle)
                    }
                }
                """,
            "App/Assets.xcassets/garden.imageset/Contents.json": #"{"images": [{"filename": "garden.pdf", "idiom": "universal"}]}"#,
            "App/Assets.xcassets/pond_inactive.imageset/Contents.json": #"{"images": [{"filename": "pond.pdf", "idiom": "universal"}]}"#,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["App/Assets.xcassets/garden.imageset", "App/Assets.xcassets/pond_inactive.imageset"])
        #expect(spec.tabs[0].icon?.image?.range.file == "App/Generated/Assets.swift")
        #expect(spec.tabs[0].icon?.image?.range.lineColumn == "3:49")
        #expect(spec.unresolved.isEmpty)
    }

    /// `ForEach(Array(panes.enumerated()), id: \.offset) { index, pane in … }`
    /// and `ForEach(panes.enumerated(), id: \.offset) { $1 … }` over a
    /// stored array of struct values: one tab per element, in order.
    @Test func forEachOverAnEnumeratedList() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Pane { let icon: String; let title: String }
            struct Root: View {
                let panes: [Pane] = [
                    Pane(icon: "leaf", title: "Garden"),
                    Pane(icon: "drop", title: "Pond"),
                ]
                var body: some View {
                    TabView {
                        ForEach(Array(panes.enumerated()), id: \\.offset) { index, pane in
                            Text("\\(index)").tabItem { Label(pane.title, systemImage: pane.icon) }
                        }
                    }
                }
            }
            struct Other: View {
                let panes: [Pane] = [Pane(icon: "sun.max", title: "Meadow")]
                var body: some View {
                    TabView {
                        ForEach(panes.enumerated(), id: \\.offset) {
                            Text("x").tabItem { Label($1.title, systemImage: $1.icon) }
                        }
                    }
                }
            }
            """])
        let specs = app.bars().map(\.spec)
        #expect(specs.map(\.titles) == [["Garden", "Pond"], ["Meadow"]])
        #expect(specs.map(\.symbols) == [["leaf", "drop"], ["sun.max"]])
        #expect(specs[0].tabs[1].title?.range.lineColumn == "6:35")
    }

    /// The branches of a `switch` (or of an `if` ending in `else`) inside
    /// a `TabView` are alternatives: a tab each branch gives with the same
    /// tag is one tab always there (a title the branches give differently
    /// is decided at run time), not two tabs that overflow the bar or share
    /// an id; a tab only one branch gives keeps that branch's condition.
    @Test func branchesOfASwitchOrIfElseAreAlternatives() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            enum Layout { case list, gallery }
            enum Area: Hashable { case home, programs, discover, downloads, profile }
            struct Root: View {
                let layout: Layout
                let isSignedIn: Bool
                var body: some View {
                    TabView {
                        switch layout {
                        case .list:
                            Text("a").tabItem { Label("Dashboard", systemImage: "house") }.tag(Area.home)
                            Text("b").tabItem { Label("Programs", systemImage: "books.vertical") }.tag(Area.programs)
                        case .gallery:
                            Text("a").tabItem { Label("Learn", systemImage: "house") }.tag(Area.home)
                        }
                        Text("c").tabItem { Label("Discover", systemImage: "safari") }.tag(Area.discover)
                        Text("d").tabItem { Label("Downloads", systemImage: "arrow.down.circle") }.tag(Area.downloads)
                        if isSignedIn {
                            Text("e").tabItem { Label("Profile", systemImage: "person") }.tag(Area.profile)
                        } else {
                            Text("e").tabItem { Label("Profile", systemImage: "person.crop.circle") }.tag(Area.profile)
                        }
                    }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == [nil, "Programs", "Discover", "Downloads", "Profile"])
        #expect(spec.symbols == ["house", "books.vertical", "safari", "arrow.down.circle", nil])
        #expect(spec.tabs.map { $0.visibleWhen?.value } == [nil, "`switch layout` case .list:", nil, nil, nil])
        #expect(spec.tabs[0].isUnreadable("title"))
        #expect(spec.tabs[4].isUnreadable("icon"))
        #expect(spec.unresolved.map(\.reason) == [
            "different in each branch of `switch layout`",
            "different in each branch of `if isSignedIn`",
        ])
        let rules = Set(app.lint().flatMap(\.diagnostics).map(\.ruleID))
        #expect(rules.isDisjoint(with: ["more-tab-overflow", "duplicate-id"]))
        #expect(rules.contains("conditional-tab"))
    }

    /// A helper given a type (`pane(GardenPane.self)`) that reads its
    /// static members, and SFSafeSymbols' `SFSymbol` cases as raw values
    /// (`Pane.symbol.rawValue`, `SFSymbol.drop.rawValue`).
    @Test func aHelperGivenATypeAndSafeSymbolRawValues() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SFSafeSymbols
            import SwiftUI
            protocol Pane: View {
                static var paneTitle: LocalizedStringResource { get }
                static var paneSymbol: SFSymbol { get }
                init()
            }
            struct GardenPane: Pane {
                static var paneTitle: LocalizedStringResource { "Garden" }
                static var paneSymbol: SFSymbol { .leafCircle }
                var body: some View { Text("g") }
            }
            struct Root: View {
                var body: some View {
                    TabView {
                        pane(GardenPane.self)
                        Tab("Pond", systemImage: SFSymbol.drop.rawValue) { Text("p") }
                    }
                }
                private func pane(_ type: (some Pane).Type) -> some TabContent<Never> {
                    Tab(String(localized: type.paneTitle), systemImage: type.paneSymbol.rawValue) { type.init() }
                }
            }
            """])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Garden", "Pond"])
        #expect(spec.symbols == ["leaf.circle", "drop"])
        #expect(spec.unresolved.isEmpty)
    }
}

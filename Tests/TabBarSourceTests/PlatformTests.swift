import Testing
import TabBarSpec

/// Which platforms a bar and each of its tabs are on when no `#if os(…)`
/// says: the folder's target, a device test, a visibility that applies
/// only where the bar can be customized.
@Suite struct PlatformTests {
    static let textOnlyBar = """
        import SwiftUI
        struct Home: View {
            var body: some View {
                TabView {
                    Color.red.tabItem { Text("Now Playing") }.tag(0)
                    Color.green.tabItem { Text("Upcoming") }.tag(1)
                    Color.blue.tabItem { Text("Genres") }.tag(2)
                }
            }
        }
        """

    @Test func aFolderNamedForAPlatformIsThatPlatformsTarget() throws {
        let tv = try #require(FixtureApp(["App tvOS/Home.swift": Self.textOnlyBar]).bars().first?.spec)
        #expect(tv.platformNames == ["tvOS"])
        #expect(FixtureApp(["WatchApp/Home.swift": Self.textOnlyBar]).bars().isEmpty, "watchOS TabViews page")
    }

    /// `MovieAppTV/` is the tvOS target's folder when the project builds for
    /// tvOS; in an app that does not, a folder so named is a feature.
    @Test func aFolderEndingInTVIsTheTVTargetOnlyWhenTheProjectBuildsForTVOS() throws {
        let project = "buildSettings = {\n\tSDKROOT = iphoneos;\n};\nbuildSettings = {\n\tSDKROOT = appletvos;\n};\n"
        let withTV = try #require(FixtureApp([
            "MovieAppTV/Home.swift": Self.textOnlyBar, "MovieApp.xcodeproj/project.pbxproj": project,
        ]).bars().first?.spec)
        #expect(withTV.platformNames == ["tvOS"])
        // On tvOS a text-only tab is the norm: no icon-missing.
        let reports = FixtureApp(["MovieAppTV/Home.swift": Self.textOnlyBar, "MovieApp.xcodeproj/project.pbxproj": project]).lint()
        #expect(!reports.flatMap(\.diagnostics).contains { $0.ruleID == "icon-missing" })

        let phoneOnly = try #require(FixtureApp([
            "LiveTV/Home.swift": Self.textOnlyBar, "MovieApp.xcodeproj/project.pbxproj": "buildSettings = {\n\tSDKROOT = iphoneos;\n};\n",
        ]).bars().first?.spec)
        #expect(phoneOnly.platformNames == ["iOS", "iPadOS"])
    }

    /// A tab added only on one kind of device is that device's: the bar
    /// is read once per platform, with no `visible-when` (the bar never
    /// changes under the person using it, so `conditional-tab` is silent).
    @Test func aDeviceTestMakesTheTabThatDevicesNotAConditionalOne() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                @Environment(\\.deviceType) private var deviceType
                var body: some View {
                    TabView {
                        Tab("Library", systemImage: "books.vertical") { Color.red }
                        Tab("Browse", systemImage: "square.grid.2x2") { Color.green }
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            Tab("Files", systemImage: "folder") { Color.blue }
                        } else {
                            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Color.orange }
                        }
                        if deviceType != .phone {
                            Tab("History", systemImage: "clock") { Color.gray }
                        }
                    }
                }
            }
            """])
        let specs = app.bars().map(\.spec)
        #expect(specs.map(\.platformNames) == [["iOS"], ["iPadOS"]])
        #expect(specs.map(\.titles) == [["Library", "Browse", "Radio"], ["Library", "Browse", "Files", "History"]])
        #expect(specs.flatMap(\.tabs).allSatisfy { $0.visibleWhen == nil })
        #expect(!app.lint().flatMap(\.diagnostics).contains { $0.ruleID == "conditional-tab" })
    }

    /// `.defaultVisibility(.hidden, for: .tabBar)` has an effect only where
    /// the bar can be customized (iPad): on iPhone the tab is in the bar.
    /// `.hidden(horizontalSizeClass == .compact)` keeps it off the iPhone.
    @Test func visibilityModifiersPlaceATabPerPlatform() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                @AppStorage("guest") private var isGuest = false
                var body: some View {
                    TabView {
                        Tab("Library", systemImage: "books.vertical") { Color.red }
                        Tab("Browse", systemImage: "square.grid.2x2") { Color.green }
                        Tab("Settings", systemImage: "gear") { Color.gray }
                            .defaultVisibility(.hidden, for: .tabBar)
                        Tab("Sources", systemImage: "globe") { Color.blue }
                            .defaultVisibility(.hidden, for: .tabBar)
                            .hidden(horizontalSizeClass == .compact)
                        Tab("Account", systemImage: "person") { Color.orange }
                            .hidden(isGuest)
                        Tab("Debug", systemImage: "ladybug") { Color.black }
                            .hidden()
                        Tab("Help", systemImage: "questionmark.circle") { Color.white }
                            .hidden(false)
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """])
        let specs = app.bars().map(\.spec)
        #expect(specs.map(\.platformNames) == [["iOS"], ["iPadOS"]])
        // `.hidden()` is nowhere, `.hidden(false)` everywhere.
        #expect(specs.map(\.titles) == [["Library", "Browse", "Settings", "Account", "Help"], ["Library", "Browse", "Settings", "Sources", "Account", "Help"]])
        #expect(specs[0].tabs.allSatisfy { $0.placement == nil })
        #expect(specs[1].tabs.map { $0.placement?.value } == [nil, nil, .sidebarOnly, .sidebarOnly, nil, nil])
        #expect(specs[0].tabs.map { $0.visibleWhen?.value } == [nil, nil, nil, "not (isGuest)", nil])
    }
}

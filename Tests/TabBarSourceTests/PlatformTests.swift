import Testing
import TabBarSpec
@testable import TabBarSource

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

    /// An Xcode project with an iPhone target and a tvOS target: which of
    /// them compiles a file decides its bar's platform, whatever the folder
    /// is called. A file both compile is read as the iPhone and iPad code;
    /// a synchronized folder (Xcode 16) holds every file it does not exclude.
    static let twoTargetProject = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                P0 = { isa = PBXProject; targets = (T1, T2); mainGroup = G0; buildConfigurationList = L0; };
                L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
                C0 = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; }; name = Release; };
                G0 = { isa = PBXGroup; children = (G1, G2, S1); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = (F1); path = Shared; sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; children = (F2); name = "Living Room"; path = Couch; sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Root.swift; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shell.swift; sourceTree = "<group>"; };
                S1 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1); path = Screens; sourceTree = "<group>"; };
                X1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Phone.swift); target = T2; };
                T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (B1); name = Phone; };
                T2 = { isa = PBXNativeTarget; buildConfigurationList = L2; buildPhases = (B2); fileSystemSynchronizedGroups = (S1); name = Couch; };
                L1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
                C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; name = Release; };
                B1 = { isa = PBXSourcesBuildPhase; files = (BF1); };
                B2 = { isa = PBXSourcesBuildPhase; files = (BF2, BF3); };
                BF1 = { isa = PBXBuildFile; fileRef = F1; };
                BF2 = { isa = PBXBuildFile; fileRef = F1; };
                BF3 = { isa = PBXBuildFile; fileRef = F2; };
            };
            rootObject = P0;
        }
        """

    @Test func theXcodeTargetThatCompilesAFileDecidesItsPlatform() throws {
        func platforms(of path: String) throws -> [String] {
            let app = FixtureApp([path: Self.textOnlyBar, "Couch.xcodeproj/project.pbxproj": Self.twoTargetProject])
            return try #require(app.bars().first?.spec).platformNames
        }
        // Only the tvOS target compiles it, through its group's folder `Couch`.
        #expect(try platforms(of: "Couch/Shell.swift") == ["tvOS"])
        // Both targets compile it: the iPhone and iPad code.
        #expect(try platforms(of: "Shared/Root.swift") == ["iOS", "iPadOS"])
        // In the tvOS target's synchronized folder, unless it is excluded there.
        #expect(try platforms(of: "Screens/Home.swift") == ["tvOS"])
        #expect(try platforms(of: "Screens/Phone.swift") == ["iOS", "iPadOS"])
        // No target names it: judged from its folders, as without a project.
        #expect(try platforms(of: "Extras tvOS/Home.swift") == ["tvOS"])
    }

    /// The targets are parsed only when they can change a file's answer:
    /// a setting builds for one family alone, or the file's folder names a
    /// platform that a target compiling it for several overrules. An app
    /// whose targets each build for iPhone, iPad and visionOS together is
    /// read from its settings' text alone.
    @Test func theTargetsAreParsedOnlyWhenTheyCanTellAFileApart() {
        final class Reads {
            var count = 0
        }
        func platforms(of path: String, in project: String) -> (platforms: Set<Platform>?, reads: Int) {
            let reads = Reads()
            let built = BuiltPlatforms(projectFiles: ["Couch.xcodeproj/project.pbxproj"]) { _ in
                reads.count += 1
                return Array(project.utf8)
            }
            return (built.platforms(ofFile: path), reads.count)
        }
        let together = Self.twoTargetProject
            .replacing("SDKROOT = appletvos;", with: #"SDKROOT = iphoneos; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";"#)
            .replacing("path = Couch;", with: "path = CouchVisionOS;")
        // Two reads: the two settings' values. The project is not parsed.
        let plain = platforms(of: "Shared/Root.swift", in: together)
        #expect(plain.platforms == nil)
        #expect(plain.reads == 2)
        // The folder says visionOS, but the target that compiles the file
        // builds for iPhone and iPad too: the project is parsed to say so.
        let named = platforms(of: "CouchVisionOS/Shell.swift", in: together)
        #expect(named.platforms == nil)
        #expect(named.reads == 3)
        // A tvOS-only setting: parsed for any file, and the tvOS target's
        // own file is tvOS's.
        let apart = platforms(of: "Couch/Shell.swift", in: Self.twoTargetProject)
        #expect(apart.platforms == [.tvOS])
        #expect(apart.reads == 3)
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

    /// The size class under a name of the app's (`sizeClass`), compared
    /// either way round and with `!=` or `.regular`, on a tab or a section:
    /// a tab hidden in compact width is on iPad only, where the bar rules
    /// (which judge an iPad's bar in compact width) see it as a sidebar
    /// tab; a tab hidden where the width is not compact is on iPhone only.
    /// The iPad's extra tabs make no overflow or truncation finding.
    @Test func sizeClassConditionsUnderAnyNameSplitTheBar() throws {
        let app = FixtureApp(["App/Root.swift": """
            import SwiftUI
            struct Root: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    TabView {
                        Tab("Pantry", systemImage: "cabinet") { Color.red }
                        Tab("Shopping", systemImage: "cart") { Color.green }
                        Tab("Stock journal entries", systemImage: "list.bullet") { Color.gray }
                            .hidden(sizeClass == .compact)
                        TabSection("Master data") {
                            Tab("Products", systemImage: "shippingbox") { Color.blue }
                            Tab("Locations", systemImage: "mappin") { Color.blue }
                            Tab("Stores", systemImage: "storefront") { Color.blue }
                            Tab("Quantity units", systemImage: "scalemass") { Color.blue }
                        }
                        .hidden(.compact == sizeClass)
                        Tab("More data", systemImage: "tablecells") { Color.orange }
                            .hidden(sizeClass != .compact)
                        Tab("Settings", systemImage: "gear") { Color.black }
                            .hidden(sizeClass == .regular)
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """])
        let specs = app.bars().map(\.spec)
        #expect(specs.map(\.platformNames) == [["iOS"], ["iPadOS"]])
        #expect(specs.map(\.titles) == [
            ["Pantry", "Shopping", "More data", "Settings"],
            ["Pantry", "Shopping", "Stock journal entries", "Products", "Locations", "Stores", "Quantity units"],
        ])
        #expect(specs[1].tabs.map { $0.placement?.value } == [nil, nil] + Array(repeating: .sidebarOnly, count: 5))
        #expect(specs[1].tabs[2].placement?.range.lineColumn == "9:17")
        #expect(specs.allSatisfy { $0.tabs.allSatisfy { $0.visibleWhen == nil } })
        let rules = Set(app.lint().flatMap(\.diagnostics).map(\.ruleID))
        #expect(rules.isDisjoint(with: ["more-tab-overflow", "title-truncation", "title-length", "conditional-tab", "tab-count"]))
    }
    /// A bar the app shows under a device test, around the view or helper
    /// that holds it, is that device's bar: iPhone apps often give the iPad
    /// a split view instead (`if idiom == .pad { split } else { tabs }`).
    @Test func aBarShownOnOneDeviceIsThatDevicesBar() throws {
        let tabs = #"Tab("Home", systemImage: "house") { Color.red }; Tab("Search", systemImage: "magnifyingglass") { Color.blue }"#
        let app = FixtureApp([
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var body: some View {
                        #if os(iOS)
                        if sizeClass == .compact || UIDevice.current.userInterfaceIdiom == .phone {
                            PhoneTabs()
                        } else {
                            PadTabs()
                        }
                        #endif
                    }
                }
                #Preview { PadTabs() }
                """,
            "App/PhoneTabs.swift": """
                import SwiftUI
                struct PhoneTabs: View {
                    var body: some View {
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            Text("Unused")
                        } else {
                            tabs()
                        }
                    }
                    func tabs() -> some View {
                        TabView {
                            \(tabs)
                        }
                    }
                }
                """,
            "App/PadTabs.swift": """
                import SwiftUI
                struct PadTabs: View {
                    var body: some View {
                        TabView {
                            \(tabs)
                        }
                    }
                }
                """,
            "App/Shared.swift": """
                import SwiftUI
                struct Shared: View {
                    @AppStorage("compactTabs") private var compactTabs = true
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var body: some View {
                        if sizeClass == .compact, compactTabs { self.bar } else { Text("Sidebar") }
                        NavigationStack { bar }
                    }
                    var bar: some View {
                        TabView {
                            Tab("Home", systemImage: "house") { Color.red }
                            Tab("Search", systemImage: "magnifyingglass") { Color.blue }
                        }
                    }
                }
                struct Launcher: View {
                    var body: some View { Shared() }
                }
                """,
        ])
        let bars = app.bars()
        #expect(bars.map(\.file) == ["App/PadTabs.swift", "App/PhoneTabs.swift", "App/Shared.swift"])
        // PadTabs: the `else` of "compact or iPhone"; PhoneTabs: the `else` of
        // "iPad" inside the view, under "compact or iPhone" where it is made.
        // Shared's bar is also shown outside any device test.
        #expect(bars.map(\.spec.platformNames) == [["iPadOS"], ["iOS"], ["iOS", "iPadOS"]])
    }
}

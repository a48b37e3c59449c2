import Testing
import TabBarSpec

/// A file with no `#if os(…)` is compiled where its folder's target is:
/// Xcode projects keep each platform's target in its own folder.
@Suite struct FolderPlatformTests {
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
}

import Foundation
import Testing

/// The commands that read tab bars from an app's code, end to end.
@Suite(.serialized) struct SourceCommandTests {
    @Test func extractAsJSONGivesFileLineAndTheSpecKeys() throws {
        let run = runCLI(["extract", "examples/swiftui-app", "--format", "json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        #expect(json.count == 1)
        #expect(json.first?["file"] as? String == "examples/swiftui-app/RootView.swift")
        #expect(json.first?["line"] as? Int == 9)
        #expect(json.first?["column"] as? Int == 9)
        let spec = try #require(json.first?["spec"] as? [String: Any])
        #expect(spec["locales"] as? [String] == ["en", "de"])
        let tabs = try #require(spec["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["id"] as? String } == ["timeline", "notifications", "compose", "explore", "profile"])
        #expect(tabs.map { $0["icon"] as? String } == ["rectangle.stack", "bell", "square.and.pencil", "safari", "person.crop.circle"])
        #expect((tabs[2]["title"] as? [String: String])?["de"] == "Beitrag verfassen")
        // A badge the code computes is unknown: null; `tab == .notifications ?
        // count : 0` is no badge on the other tabs.
        #expect(tabs[1]["badge"] is NSNull)
        #expect(tabs[0]["badge"] == nil)
    }

    @Test func extractedYAMLIsASpecThatLintsToTheSameRules() throws {
        let folder = try TemporaryFolder("extract")
        let run = runCLI(["extract", "examples/swiftui-app"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("# examples/swiftui-app/RootView.swift:9: SwiftUI TabView\nversion: 1\n"))
        let spec = try folder.write("app.tabbar.yml", Array(run.output.utf8))
        let fromSpec = runCLI([spec, "--format", "json"])
        let fromCode = runCLI(["examples/swiftui-app", "--format", "json"])
        func ruleIDs(_ output: String) throws -> [String] {
            let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let files = try #require(report["files"] as? [[String: Any]])
            return files.flatMap { ($0["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String } }
                .filter { $0 != "source-unresolved" }.sorted()
        }
        #expect(try ruleIDs(fromSpec.output) == (try ruleIDs(fromCode.output)))
        #expect(try ruleIDs(fromCode.output) == ["action-tab", "title-truncation", "title-truncation"])
    }

    @Test func driftExitsOneOnDriftZeroWhenTheSpecMatchesAndTwoWithoutABar() throws {
        let folder = try TemporaryFolder("drift")
        let matching = try folder.write("design.tabbar.yml", Array("""
            version: 1
            platforms: [iOS, iPadOS]
            tabs:
              - { id: timeline, title: { en: Timeline, de: Zeitleiste }, icon: rectangle.stack }
              - { id: notifications, title: { en: Notifications, de: Benachrichtigungen }, icon: bell }
              - { id: compose, title: { en: New Post, de: Beitrag verfassen }, icon: square.and.pencil, action: opens the composer }
              - { id: explore, title: { en: Explore, de: Entdecken }, icon: safari }
              - { id: profile, title: { en: Profile, de: Profil }, icon: person.crop.circle }
            """.utf8))
        #expect(runCLI(["drift", matching, "examples/swiftui-app"]).status == 0)
        let drifted = try folder.write("drifted.tabbar.yml", Array("""
            version: 1
            platforms: [iOS, iPadOS]
            tabs:
              - { id: timeline, title: Timeline, icon: rectangle.stack }
              - { id: notifications, title: { en: Notifications, de: Mitteilungen }, icon: bell }
              - { id: compose, title: New Post, icon: square.and.pencil }
              - { id: explore, title: Explore, icon: safari }
              - { id: profile, title: Profile, icon: person.crop.circle }
            """.utf8))
        let run = runCLI(["drift", drifted, "examples/swiftui-app"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("""
            examples/swiftui-app/AppTab.swift:12:30: error: the de title of "Notifications" (notifications) is "Benachrichtigungen" in code; the spec says "Mitteilungen" (\(drifted):5) [spec-drift]
            """))
        let noBar = runCLI(["drift", drifted, "LICENSES"])
        #expect(noBar.status == 2)
        #expect(noBar.errorOutput.contains("no tab bar found in the code at LICENSES"))
    }

    @Test func initInAnAppFolderWritesTheSpecItsCodeDeclares() throws {
        let folder = try TemporaryFolder("init-code")
        for name in ["AppTab.swift", "RootView.swift", "en.lproj/Localizable.strings", "de.lproj/Localizable.strings"] {
            try folder.write(name, Array(try #require(readFile("examples/swiftui-app/" + name)).utf8))
        }
        let run = runCLI(["init", folder.path])
        #expect(run.status == 0)
        #expect(run.output.contains("app.tabbar.yml holds the tab bar the code declares"))
        let spec = try #require(try? String(contentsOfFile: folder.path + "/app.tabbar.yml", encoding: .utf8))
        #expect(spec.hasPrefix("# yaml-language-server: $schema=https://raw.githubusercontent.com/tabbar-lint/tabbar-lint/main/docs/tabbar-spec.schema.json\n# \(folder.path)/RootView.swift:9: SwiftUI TabView\nversion: 1\n"))
        // The extracted spec and the code agree.
        #expect(runCLI(["drift", folder.path + "/app.tabbar.yml", folder.path]).status == 0)
        let starter = try TemporaryFolder("init-starter")
        try starter.write("RootView.swift", Array(try #require(readFile("examples/swiftui-app/RootView.swift")).utf8))
        #expect(runCLI(["init", starter.path, "--starter"]).output.contains("next: describe your tab bar in"))
    }
}

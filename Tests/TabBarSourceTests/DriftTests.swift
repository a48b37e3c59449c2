import Testing
import TabBarLint
import TabBarSource
import TabBarSpec
import TabBarYAML

@Suite struct SpecDriftTests {
    static let code = FixtureApp([
        "App/Root.swift": """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        Tab("Home", systemImage: "house", value: 0) { Home() }
                        Tab("Inbox", systemImage: "tray", value: 1) { Inbox() }.badge(2)
                        Tab("Profile", systemImage: "person", value: 2) { Profile() }
                        Tab("Labs", systemImage: "flask", value: 3) { Labs() }
                    }
                }
            }
            """,
    ])

    static func design(_ yaml: String) throws -> TabBarSpec {
        let decoded = SpecDecoder.decode(YAMLParser.parse(Array(yaml.utf8)))
        try #require(decoded.problems.isEmpty)
        return try #require(decoded.specs.first)
    }

    @Test func everyKindOfDifferenceAtTheCodesPosition() throws {
        let design = try Self.design("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: inbox, title: Inbox, icon: tray.full }
              - { id: home, title: Home, icon: house }
              - { id: profile, title: Account, icon: person }
              - { id: search, title: Search, icon: magnifyingglass, role: search }
            """)
        let code = try #require(Self.code.bars().first?.spec)
        let drift = SpecDrift.differences(design: design, designPath: "design.tabbar.yml", code: code)
        #expect(drift.map(\.message) == [
            "the spec's tab \"Search\" (search) (design.tabbar.yml:7) is not in the code's tab bar; add it, or remove it from the spec",
            "\"Home\" (0) is tab 1 in code but tab 2 in the spec; put the tabs in the spec's order",
            "\"Inbox\" (1) is tab 2 in code but tab 1 in the spec; put the tabs in the spec's order",
            "the symbol of \"Inbox\" (1) is `tray` in code; the spec says `tray.full` (design.tabbar.yml:4)",
            "\"Inbox\" (1) has a badge in code; the spec gives it none (design.tabbar.yml:4)",
            "the title of \"Profile\" (2) is \"Profile\" in code; the spec says \"Account\" (design.tabbar.yml:6)",
            "\"Labs\" (3) is in the code's tab bar but not in the spec; add it to the spec, or remove it from the bar",
        ])
        #expect(drift.allSatisfy { $0.ruleID == "spec-drift" && $0.severity == .error })
        #expect(drift.allSatisfy { $0.range.file == "App/Root.swift" })
        // Neither id nor title pairs "Account" with "Profile"; the symbol does.
        #expect(drift[5].related.map(\.range.file) == ["design.tabbar.yml"])
    }

    @Test func aSpecThatMatchesHasNoDrift() throws {
        let design = try Self.design("""
            version: 1
            platforms: [iOS, iPadOS]
            tabs:
              - { id: home, title: Home, icon: house }
              - { id: inbox, title: Inbox, icon: tray, badge: 2 }
              - { id: profile, title: Profile, icon: person }
              - { id: labs, title: Labs, icon: flask }
            """)
        let code = try #require(Self.code.bars().first?.spec)
        #expect(SpecDrift.differences(design: design, designPath: "d.yml", code: code).isEmpty)
    }
}

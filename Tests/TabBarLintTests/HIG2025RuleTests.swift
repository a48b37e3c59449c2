import Testing
import TabBarSpec
@testable import TabBarLint

/// What the December 2025 and later HIG added: one prominent destination,
/// a small default iPad set, search set apart at the trailing end.
private func findings(_ ruleID: String, _ yaml: String) -> [Diagnostic] {
    Linter().lint(source: Array(yaml.utf8), path: "t.tabbar.yml").diagnostics.filter { $0.ruleID == ruleID }
}

@Suite struct ProminentTabTests {
    @Test func aSecondProminentTabIsAWarningPointingBackAtTheFirst() throws {
        let found = findings("prominent-tab", """
            version: 1
            platforms: [iOS, iPadOS]
            tabs:
              - { id: listen, title: Listen Now, icon: play.circle, role: prominent }
              - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right, role: prominent }
              - { id: library, title: Library, icon: square.stack }
            """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.range.start.line == 5 && finding.range.start.column == 75)
        #expect(finding.message == "\"Radio\" (radio) is another prominent tab, after \"Listen Now\" (listen); only one tab can be set apart, so keep the one that matters most and give this one `role: navigation`")
        #expect(finding.related.map(\.range.start.line) == [4])
    }

    @Test func aProminentActionIsAnErrorWhetherDeclaredOrInferred() throws {
        let declared = try #require(findings("prominent-tab", """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: feed, title: Feed, icon: newspaper }
              - { id: post, title: Post, icon: plus, role: prominent, action: opens the composer }
            """).first)
        #expect(declared.severity == .error)
        #expect(declared.range.start.line == 5 && declared.range.start.column == 5)
        #expect(declared.message.hasPrefix("\"Post\" (post) is the prominent tab but performs an action (opens the composer); prominence sets apart a place, not an action:"))
        let bySymbol = try #require(findings("prominent-tab", """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: feed, title: Feed, icon: newspaper }
              - { id: studio, title: Studio, icon: camera.fill, role: prominent }
            """).first)
        #expect(bySymbol.severity == .error)
        #expect(bySymbol.range.start.line == 5 && bySymbol.range.start.column == 40)
        #expect(bySymbol.message.hasPrefix("\"Studio\" (studio) is the prominent tab but uses `camera.fill`, a symbol that suggests an action rather than a place;"))
    }

    @Test func aProminentActionIsNotAlsoASchemaErrorNorAnActionTabFinding() {
        let yaml = """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: feed, title: Feed, icon: newspaper }
              - { id: post, title: Post, icon: plus, role: prominent, action: opens the composer }
            """
        #expect(findings("spec-schema", yaml).isEmpty)
        #expect(findings("action-tab", yaml).isEmpty)
    }

    @Test func theProminentRoleIsReadAndOffered() {
        let typo = findings("spec-schema", """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: feed, title: Feed, icon: newspaper, role: prominet }
            """)
        #expect(typo.first?.message == "`role` of tab `feed` is `prominet`, which is not a known value; did you mean `prominent`? (expected one of `navigation`, `action`, `search` or `prominent`)")
    }
}

@Suite struct IPadDefaultTabCountTests {
    @Test func aCustomizableBarWithSixDefaultTabsNamesTheOnesToMove() throws {
        let found = findings("ipad-default-tab-count", """
            version: 1
            platforms: [iOS, iPadOS]
            tab-bar: { customizable: true }
            tabs:
              - { id: a, title: Alpha, icon: a.circle }
              - { id: b, title: Bravo, icon: b.circle }
              - { id: search, title: Search, icon: magnifyingglass, role: search }
              - { id: c, title: Charlie, icon: c.circle }
              - { id: d, title: Delta, icon: d.circle }
              - { id: e, title: Echo, icon: e.circle }
              - { id: f, title: Foxtrot, icon: f.circle }
            """)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.platforms == [.iPadOS])
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 3 && finding.range.start.column == 26)
        #expect(finding.message == "the customizable bar shows 7 tabs by default, more than 5; in compact width the extra ones go behind More, so start with 5 or fewer and move Echo and Foxtrot to the sidebar (`placement: sidebar-only`), where people can add them")
    }

    @Test func sidebarOnlyTabsAndFixedBarsAreNotCounted() {
        let tabs = (1...6).map { "  - { id: t\($0), title: Tab \($0), icon: circle }\n" }.joined()
        #expect(findings("ipad-default-tab-count", "version: 1\nplatforms: [iPadOS]\ntabs:\n" + tabs).isEmpty)
        let sidebar = "version: 1\nplatforms: [iPadOS]\ntab-bar: { customizable: true }\ntabs:\n" + tabs
            + "  - { id: t7, title: Tab 7, icon: circle, placement: sidebar-only }\n"
        #expect(findings("ipad-default-tab-count", sidebar).count == 1, "six in the bar, the seventh in the sidebar")
    }
}

@Suite struct SearchSetApartTests {
    @Test func aSearchTabWithoutTheRoleIsAskedForIt() throws {
        let finding = try #require(findings("search-tab-position", """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: find, title: Find, icon: magnifyingglass }
              - { id: home, title: Listen Now, icon: play.circle }
              - { id: library, title: Library, icon: square.stack }
            """).first)
        #expect(finding.range.start.line == 4 && finding.range.start.column == 5)
        #expect(finding.message == "\"Find\" (find) is a search tab that is not the system's; use `role: search`, so the system sets it apart at the trailing end of the bar with the standard title and symbol")
    }

    @Test func aCustomBarOrARoleAlreadyGivenIsLeftAlone() {
        #expect(findings("search-tab-position", """
            version: 1
            platforms: [iOS]
            tab-bar: { implementation: custom }
            tabs:
              - { id: home, title: Listen Now, icon: play.circle }
              - { id: search, title: Search, icon: magnifyingglass }
            """).isEmpty)
        #expect(findings("search-tab-position", """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Listen Now, icon: play.circle }
              - { id: search, title: Search, icon: magnifyingglass, role: search }
            """).isEmpty)
        // A misspelled role is `spec-schema`'s finding alone.
        #expect(findings("search-tab-position", """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Listen Now, icon: play.circle }
              - { id: search, title: Search, icon: magnifyingglass, role: serach }
            """).isEmpty)
    }
}

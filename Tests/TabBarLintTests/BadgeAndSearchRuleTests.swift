import Testing
import TabBarSpec
import TabBarYAML
@testable import TabBarLint

/// Lints YAML with all rules and returns the findings of one rule.
fileprivate func findings(_ ruleID: String, _ yaml: String) -> [Diagnostic] {
    Linter().lint(source: Array(yaml.utf8), path: "t.tabbar.yml").diagnostics.filter { $0.ruleID == ruleID }
}

fileprivate func bar(_ platforms: String, head: String = "", tabs: [String]) -> String {
    "version: 1\nplatforms: [\(platforms)]\n" + head + "tabs:\n" + tabs.map { "  - \($0)\n" }.joined()
}

@Suite struct BadgeOveruseTests {
    static let badged = [
        "{ id: inbox, title: Inbox, icon: tray, badge: 4 }",
        "{ id: vip, title: VIP, icon: star, badge: \"!\" }",
        "{ id: flagged, title: Flagged, icon: flag }",
        "{ id: drafts, title: Drafts, icon: doc, badge: { value: 7, color: \"#FF3B30\" } }",
    ]

    @Test func threeBadgesAreAWarningAtTheTabsKeyWithEachBadgeRelated() throws {
        let found = findings("badge-overuse", bar("iOS, iPadOS", tabs: Self.badged))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 3 && finding.range.start.column == 1)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.message == "3 tabs carry a badge (Inbox, VIP and Drafts), more than 2; badges that are everywhere stop drawing attention, so keep them for what is critical, such as unread messages, and show the rest inside the tabs")
        #expect(finding.related.map(\.range.start.line) == [4, 5, 7])
        #expect(finding.related.map(\.range.start.column) == [51, 47, 61])
        #expect(finding.related.first?.message == "badge of \"Inbox\" (inbox)")
    }

    @Test func twoBadgesPassAndTheMaximumIsAnOption() throws {
        #expect(findings("badge-overuse", bar("iOS", tabs: Array(Self.badged.prefix(3)))).isEmpty)
        let spec = try #require(SpecDecoder.decode(YAMLParser.parse(Array(bar("iOS", tabs: Self.badged).utf8))).specs.first)
        #expect(BadgeOveruseRule().check(RuleContext(spec: spec, platform: .iOS, optionOverrides: ["maximum": .int(3)])).isEmpty)
        #expect(BadgeOveruseRule().check(RuleContext(spec: spec, platform: .iOS, optionOverrides: ["maximum": .int(1)])).count == 1)
    }
}

@Suite struct BadgeColorTests {
    @Test(arguments: ["#34C759", "#007aff", "#FF3B3080", "#FF3B31"])
    func otherColorsAreInfoAtTheColor(color: String) throws {
        let yaml = bar("iOS", tabs: ["{ id: cart, title: Cart, icon: cart, badge: { value: 2, color: \"\(color)\" } }"])
        let finding = try #require(findings("badge-color", yaml).first)
        #expect(finding.severity == .info)
        #expect(finding.range.start.column == 68)
        #expect(finding.message == "the badge of \"Cart\" (cart) is \(color.uppercased()) rather than the system red that people read as \"needs you\"; remove `color` and let the system draw its red (#FF3B30, #FF453A in dark mode)")
    }

    @Test(arguments: ["#FF3B30", "#ff3b30", "#FF453A", "#ff453aff", "#FF3B30FF"])
    func systemRedPasses(color: String) {
        let yaml = bar("iOS", tabs: ["{ id: cart, title: Cart, icon: cart, badge: { value: 2, color: \"\(color)\" } }"])
        #expect(findings("badge-color", yaml).isEmpty)
    }
}

@Suite struct SearchTabTests {
    @Test func aSearchTabBeforeTheTrailingTabIsAWarningAtItsRole() throws {
        let yaml = bar("iOS, iPadOS, macOS", tabs: [
            "{ id: home, title: Listen Now, icon: play.circle }",
            "{ id: search, title: Search, icon: magnifyingglass, role: search }",
            "{ id: library, title: Library, icon: square.stack }",
        ])
        let found = findings("search-tab-position", yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.range.start.line == 5 && finding.range.start.column == 63)
        #expect(finding.message == "search tab \"Search\" (search) is tab 2 of 3, but the system keeps search at the trailing end of the bar; move it after \"Library\" (library), the trailing tab now")
    }

    @Test func sidebarOnlyTabsAreNotInTheBar() {
        let trailingInBar = bar("iPadOS", tabs: [
            "{ id: home, title: Home, icon: house }",
            "{ id: search, title: Search, icon: magnifyingglass, role: search }",
            "{ id: archive, title: Archive, icon: archivebox, placement: sidebar-only }",
        ])
        #expect(findings("search-tab-position", trailingInBar).isEmpty)
        let searchInSidebar = bar("iPadOS", tabs: [
            "{ id: search, title: Search, icon: magnifyingglass, role: search, placement: sidebar-only }",
            "{ id: home, title: Home, icon: house }",
        ])
        #expect(findings("search-tab-position", searchInSidebar).isEmpty)
    }

    @Test func everyExtraSearchTabIsAnErrorRelatedToTheFirst() {
        let yaml = bar("iOS", tabs: [
            "{ id: discover, title: Discover, icon: sparkles, role: search }",
            "{ id: home, title: Home, icon: house }",
            "{ id: find, title: Find, icon: magnifyingglass, role: search }",
            "{ id: search, title: Search, icon: magnifyingglass, role: search }",
        ])
        let found = findings("search-tab-count", yaml)
        #expect(found.map(\.range.start.line) == [6, 7])
        #expect(found.allSatisfy { $0.severity == .error && $0.related.map(\.range.start.line) == [4] })
        #expect(found.first?.message == "\"Find\" (find) is another search tab, after \"Discover\" (discover); the system gives search behaviour only to the first search-role tab, so keep one and give this tab `role: navigation` or make it a scope of that search")
        #expect(findings("search-tab-position", yaml).map(\.range.start.line) == [4, 6], "the trailing search tab is where it belongs")
    }
}

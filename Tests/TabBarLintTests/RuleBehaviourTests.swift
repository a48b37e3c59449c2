import Testing
import TabBarSpec
@testable import TabBarLint

/// Lints YAML with all rules and returns the findings of one rule.
private func findings(_ ruleID: String, _ yaml: String) -> [Diagnostic] {
    Linter().lint(source: Array(yaml.utf8), path: "t.tabbar.yml").diagnostics.filter { $0.ruleID == ruleID }
}

private func bar(_ platforms: String, tabBar: String = "", tabs: [String]) -> String {
    "version: 1\nplatforms: [\(platforms)]\n" + (tabBar.isEmpty ? "" : "tab-bar: \(tabBar)\n")
        + "tabs:\n" + tabs.map { "  - \($0)\n" }.joined()
}

private func tabs(_ titles: [String]) -> [String] {
    titles.map { "{ id: \($0.lowercased()), title: \($0), icon: circle }" }
}

@Suite struct TabCountTests {
    @Test func sevenTabsOnIPhoneIsAWarningAtTheTabsKey() throws {
        // A custom bar that does not scroll: no More tab, so the count is the finding.
        let found = findings("tab-count", bar("iOS", tabBar: "{ implementation: custom }", tabs: tabs(["A", "B", "C", "D", "E", "F", "G"])))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 4 && finding.range.start.column == 1)
        #expect(finding.message == "7 tabs on iOS, more than the 5 the HIG recommends; keep the 5 most important destinations and reach the others from inside them")
    }

    @Test func aSingleTabIsAnError() throws {
        let finding = try #require(findings("tab-count", bar("iOS, iPadOS", tabs: tabs(["Library"]))).first)
        #expect(finding.severity == .error)
        #expect(finding.platforms == [.iOS, .iPadOS], "the same finding on both platforms is reported once")
    }

    @Test func limitsDifferByPlatformAndSidebarOnlyTabsDoNotCount() {
        let six = bar("iOS, iPadOS", tabBar: "{ implementation: custom }", tabs: tabs(["A", "B", "C", "D", "E", "F"]))
        #expect(findings("tab-count", six).map(\.platforms) == [[.iOS]])
        let sidebar = bar("iPadOS", tabs: tabs(["A", "B", "C", "D", "E", "F"]) + ["{ id: x, title: X, icon: circle, placement: sidebar-only }"])
        #expect(findings("tab-count", sidebar).isEmpty)
        #expect(findings("tab-count", bar("iOS", tabs: tabs(["A", "B"]))).first?.message.hasPrefix("only 2 tabs on iOS, fewer than the 3") == true)
    }

    @Test func aSystemBarThatOverflowsIsReportedByMoreTabOverflowAlone() {
        let seven = bar("iOS", tabs: tabs(["A", "B", "C", "D", "E", "F", "G"]))
        #expect(findings("tab-count", seven).isEmpty)
        #expect(findings("more-tab-overflow", seven).count == 1)
    }

    @Test func macOSAndWatchOSAreNotCounted() {
        #expect(findings("tab-count", bar("macOS", tabs: tabs(["A", "B", "C", "D", "E", "F", "G", "H"]))).isEmpty)
    }
}

@Suite struct MoreTabOverflowTests {
    @Test func namesTheTabsThatMoveIntoMore() throws {
        let yaml = bar("iOS", tabs: tabs(["Today", "Habits", "Journal", "Insights", "Goals", "Metrics", "Events"]))
        let finding = try #require(findings("more-tab-overflow", yaml).first)
        #expect(finding.severity == .error)
        #expect(finding.message == "7 tabs; iPhone shows the first 4 and a More tab holding Goals, Metrics and Events; keep 5 or fewer so every tab stays in sight")
        #expect(finding.related.first?.range.start.line == 8)
    }

    /// Tabs under a condition and under its negation never show together
    /// (code's `if`/`else` lists): the larger variant is what is counted.
    @Test func variantsThatNeverShowTogetherCountOnce() throws {
        let variants = tabs(["A", "B", "C", "D"]) + [
            "{ id: feed, title: Feed, icon: list.bullet, visible-when: signed in }",
            "{ id: login, title: Log In, icon: person, visible-when: not (signed in) }",
        ]
        #expect(findings("more-tab-overflow", bar("iOS", tabs: variants)).isEmpty)
        #expect(findings("tab-count", bar("iOS", tabs: variants)).isEmpty)
        // Both variants are still reported as conditional.
        #expect(findings("conditional-tab", bar("iOS", tabs: variants)).map(\.tabID) == ["feed", "login"])
        // Conditions that are not each other's negation can hold together.
        let unrelated = variants.dropLast() + ["{ id: login, title: Log In, icon: person, visible-when: beta }"]
        let finding = try #require(findings("more-tab-overflow", bar("iOS", tabs: Array(unrelated))).first)
        #expect(finding.message.hasPrefix("6 tabs; iPhone shows the first 4 and a More tab holding Feed and Log In;"))
    }

    /// A title that truncates in five slots fits in four: with one of
    /// five tabs under the negation of another's condition, the bar is
    /// four tabs wide.
    @Test func truncationIsJudgedByTheTabsShownTogether() throws {
        let title = "{ id: long, title: Entdeckungen, icon: newspaper }"
        let exclusive = [title] + tabs(["A", "B"]) + [
            "{ id: feed, title: Feed, icon: list.bullet, visible-when: signed in }",
            "{ id: login, title: Log In, icon: person, visible-when: not (signed in) }",
        ]
        #expect(findings("title-truncation", bar("iOS", tabs: exclusive)).isEmpty)
        let together = Array(exclusive.dropLast()) + ["{ id: login, title: Log In, icon: person, visible-when: beta }"]
        let finding = try #require(findings("title-truncation", bar("iOS", tabs: together)).first)
        #expect(finding.range.start.line == 4)
        #expect(finding.message.contains("is about 70.5 pt wide, but each of 5 tabs has about 64.6 pt for its label"))
    }

    @Test func iPadIsNamedForCompactWidth() {
        let yaml = bar("iOS, iPadOS", tabs: tabs(["A", "B", "C", "D", "E", "F"]))
        let found = findings("more-tab-overflow", yaml)
        #expect(found.map(\.platforms) == [[.iOS], [.iPadOS]])
        #expect(found.last?.message.contains("iPad in compact width (Split View, Slide Over) shows the first 4") == true)
    }

    @Test func aScrollingCustomBarIsAWarningAndAFixedOneIsNotThisRulesConcern() throws {
        let names = ["A", "B", "C", "D", "E", "F", "G"]
        let scrolling = try #require(findings("more-tab-overflow", bar("iOS", tabBar: "{ implementation: custom, scrolls: true }", tabs: tabs(names))).first)
        #expect(scrolling.severity == .warning)
        #expect(scrolling.message.contains("so F and G start off-screen"))
        #expect(findings("more-tab-overflow", bar("iOS", tabBar: "{ implementation: custom }", tabs: tabs(names))).isEmpty)
    }
}

@Suite struct ActionTabTests {
    @Test func aDeclaredActionIsAnErrorAtTheTab() throws {
        let yaml = bar("iOS", tabs: tabs(["Feed", "Profile"]) + ["{ id: post, title: New Post, icon: doc, action: opens a sheet }"])
        let finding = try #require(findings("action-tab", yaml).first)
        #expect(finding.severity == .error)
        #expect(finding.range.start.line == 6 && finding.range.start.column == 5)
        #expect(finding.tabID == "post")
        #expect(finding.message == "\"New Post\" (post) performs an action (opens a sheet); tab bars are for navigation, so put the action in a toolbar or a button in the content")
    }

    @Test(arguments: ["Compose", "Log Out", "add photo", "Upload"])
    func actionTitlesAreInferredAsWarningsAtTheTitle(title: String) throws {
        let yaml = bar("iOS", tabs: ["{ id: a, title: \(title), icon: doc }"])
        let finding = try #require(findings("action-tab", yaml).first)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.column == 21)
        #expect(finding.message.contains("\"\(title)\" is something people do, not a place"))
    }

    @Test(arguments: ["plus", "plus.circle.fill", "square.and.pencil", "camera.fill", "arrow.clockwise.circle"])
    func actionSymbolsAreInferred(symbol: String) {
        #expect(findings("action-tab", bar("iOS", tabs: ["{ id: a, title: Photos, icon: \(symbol) }"])).count == 1)
    }

    @Test(arguments: ["camera.on.rectangle", "plus.magnifyingglass", "pencil.and.ruler", "house"])
    func otherSymbolsAreNot(symbol: String) {
        #expect(findings("action-tab", bar("iOS", tabs: ["{ id: a, title: Photos, icon: \(symbol) }"])).isEmpty)
    }

    @Test func anExplicitNavigationRoleSilencesTheInference() {
        #expect(findings("action-tab", bar("iOS", tabs: ["{ id: a, title: Compose, icon: plus, role: navigation }"])).isEmpty)
        #expect(findings("action-tab", bar("iOS", tabs: ["{ id: a, title: Posts, icon: doc }"])).isEmpty)
    }
}

@Suite struct BadgeValueTests {
    @Test(arguments: [
        ("0", "is 0, which still draws an empty-looking oval; remove the badge while nothing is waiting", Severity.warning),
        ("-3", "is -3; a badge counts waiting items and cannot be negative, so show no badge", .error),
        ("\"-3\"", "is -3; a badge counts waiting items and cannot be negative, so show no badge", .error),
        ("New", "is \"New\"; a badge shows a count or \"!\", so put \"New\" in the tab's content instead", .warning),
        ("\"●\"", "is \"●\"; a badge shows a count or \"!\", so put \"●\" in the tab's content instead", .warning),
        ("\"\"", "is empty, which draws a blank red dot with no meaning; show a count or \"!\", or remove the badge", .warning),
        ("12345", "shows 5 characters (12345), more than the 4 a badge holds; cap the count, e.g. \"999+\"", .warning),
        ("\"1000+\"", "shows 5 characters (1000+), more than the 4 a badge holds; cap the count, e.g. \"999+\"", .warning),
        ("2.5", "is 2.5; a badge counts items, so use a whole number", .warning),
    ])
    func badValuesAreExplained(value: String, message: String, severity: Severity) throws {
        let finding = try #require(findings("badge-value", bar("iOS", tabs: ["{ id: inbox, title: Inbox, icon: tray, badge: \(value) }"])).first)
        #expect(finding.message == "the badge of \"Inbox\" (inbox) " + message)
        #expect(finding.severity == severity)
        #expect(finding.range.start.column == 51)
    }

    @Test(arguments: ["1", "\"7\"", "\"99+\"", "\"!\"", "9999", "{ value: 3 }"])
    func goodValuesPass(value: String) {
        #expect(findings("badge-value", bar("iOS", tabs: ["{ id: inbox, title: Inbox, icon: tray, badge: \(value) }"])).isEmpty)
    }
}

@Suite struct DuplicateIDAndPlatformTests {
    @Test func theSecondIdIsFlaggedWithTheFirstAsRelated() throws {
        let yaml = bar("iOS, iPadOS", tabs: tabs(["Home", "Search"]) + ["{ id: home, title: Start, icon: house }"])
        let found = findings("duplicate-id", yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1, "reported once for both platforms")
        #expect(finding.range.start.line == 6 && finding.range.start.column == 11)
        #expect(finding.message == "tab id `home` is already used by tab 1 (line 4); give tab 3 an id of its own")
        #expect(finding.related.map(\.range.start.line) == [4])
    }

    @Test func watchOSIsFlaggedAtItsEntryAndOtherRulesSkipIt() throws {
        let yaml = bar("iOS, watchOS", tabs: tabs(["A", "B", "C", "D", "E", "F", "G"]))
        let finding = try #require(findings("unsupported-platform", yaml).first)
        #expect(finding.range.start.column == 18)
        #expect(findings("more-tab-overflow", yaml).map(\.platforms) == [[.iOS]])
    }
}

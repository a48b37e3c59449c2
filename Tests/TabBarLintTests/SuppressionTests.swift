import Testing
@testable import TabBarLint

/// Lints with every rule and returns "LINE:COL rule-id severity" for each finding.
private func lint(_ yaml: String, _ configuration: Configuration = .default) -> [String] {
    Linter().lint(source: Array(yaml.utf8), path: "app.tabbar.yml", configuration: configuration).diagnostics
        .map { "\($0.range.start.line):\($0.range.start.column) \($0.ruleID) \($0.severity)" }
}

private func messages(_ yaml: String) -> [String] {
    Linter().lint(source: Array(yaml.utf8), path: "app.tabbar.yml").diagnostics.map(\.message)
}

/// A spec whose only finding is the inferred `action-tab` warning on line 5.
private func composeBar(line5Comment: String = "", before: String = "") -> String {
    """
    version: 1
    platforms: [iOS]
    \(before)tabs:
      - { id: feed, title: Feed, icon: newspaper }
      - { id: compose, title: Compose, icon: pencil }   \(line5Comment)
      - { id: profile, title: Profile, icon: person }
    """
}

@Suite struct SuppressionTests {
    @Test func withoutACommentTheFindingIsReported() {
        #expect(lint(composeBar()) == ["5:27 action-tab warning"])
    }

    @Test func disableLineHidesTheFindingOnItsLine() {
        #expect(lint(composeBar(line5Comment: "# tabbar-lint-disable-line action-tab")).isEmpty)
        #expect(lint(composeBar(line5Comment: "#tabbar-lint-disable-line all -- the composer is a destination")).isEmpty)
    }

    @Test func disableNextLineHidesOnlyTheNextLine() {
        let yaml = composeBar().replacingOccurrences(of: "  - { id: compose", with: "  # tabbar-lint-disable-next-line action-tab\n  - { id: compose")
        #expect(lint(yaml).isEmpty)
        let tooEarly = composeBar(before: "# tabbar-lint-disable-next-line action-tab\n")
        #expect(lint(tooEarly) == ["3:33 unused-suppression info", "6:27 action-tab warning"])
    }

    @Test func disableCoversTheRestOfTheDocumentUntilEnable() {
        #expect(lint(composeBar(before: "# tabbar-lint-disable action-tab, badge-value\n")) == ["3:35 unused-suppression info"])
        let ended = """
            version: 1
            platforms: [iOS]
            # tabbar-lint-disable action-tab
            tabs:
              - { id: feed, title: Feed, icon: newspaper }
              # tabbar-lint-enable action-tab
              - { id: compose, title: Compose, icon: pencil }
              - { id: profile, title: Profile, icon: person }
            """
        #expect(lint(ended) == ["3:23 unused-suppression info", "7:27 action-tab warning"])
    }

    @Test func disableStopsAtTheEndOfItsDocument() {
        let twoDocuments = composeBar(before: "# tabbar-lint-disable action-tab\n") + "\n---\n" + composeBar()
        #expect(lint(twoDocuments) == ["13:27 action-tab warning"])
    }

    @Test func aHashInsideAValueIsNotAComment() {
        let quoted = composeBar().replacingOccurrences(of: "title: Feed", with: "title: \"Feed # tabbar-lint-disable action-tab\"")
        // The long title draws title findings of its own; only the ones that matter here are compared.
        #expect(lint(quoted).filter { $0.contains("action-tab") || $0.contains("unused-suppression") } == ["5:27 action-tab warning"])
        let block = """
            version: 1
            platforms: [iOS]
            app: |
              # tabbar-lint-disable action-tab
            tabs:
              - { id: feed, title: Feed, icon: newspaper }
              - { id: compose, title: Compose, icon: pencil }
              - { id: profile, title: Profile, icon: person }
            """
        #expect(lint(block) == ["7:27 action-tab warning"])
    }

    @Test func unknownAndMissingRuleIDsAreWarnings() {
        let yaml = composeBar(line5Comment: "# tabbar-lint-disable-line action-tabs")
        #expect(lint(yaml) == ["5:27 action-tab warning", "5:80 unused-suppression warning"])
        #expect(messages(yaml).last == "unknown rule `action-tabs` in a suppression comment; did you mean `action-tab`?")
        let bare = composeBar(line5Comment: "# tabbar-lint-disable-line")
        #expect(messages(bare).last == "`tabbar-lint-disable-line` names no rule; list the rule ids it is for, or `all`")
        let syntax = composeBar(line5Comment: "# tabbar-lint-disable-line yaml-syntax")
        #expect(messages(syntax).last?.hasPrefix("`yaml-syntax` cannot be suppressed") == true)
    }

    @Test func anEnableWithoutADisableIsReported() {
        let yaml = composeBar(before: "# tabbar-lint-enable action-tab\n")
        #expect(messages(yaml).first == "`tabbar-lint-enable action-tab` has no earlier `tabbar-lint-disable` of it to end in this document; remove it")
    }

    @Test func schemaProblemsCanBeSuppressedButNotSyntaxErrors() {
        let schema = """
            version: 1
            platforms: [iOS]
            experimental-glass: true   # tabbar-lint-disable-line spec-schema
            tabs:
              - { id: feed, title: Feed, icon: newspaper }
              - { id: inbox, title: Inbox, icon: tray }
              - { id: profile, title: Profile, icon: person }
            """
        #expect(lint(schema).isEmpty)
    }

    @Test func configurationCanTurnTheCheckOffOrRegradeIt() throws {
        let yaml = composeBar(before: "# tabbar-lint-disable-next-line tab-count\n")
        let off = try ConfigurationLoader.load(Array("rules: { unused-suppression: off }".utf8), path: "c", baseDirectory: "/").get()
        #expect(lint(yaml, off) == ["6:27 action-tab warning"])
        let strict = try ConfigurationLoader.load(Array("rules: { unused-suppression: error }".utf8), path: "c", baseDirectory: "/").get()
        #expect(lint(yaml, strict) == ["3:33 unused-suppression error", "6:27 action-tab warning"])
    }

    @Test func findingsKeepTheirQuotedLine() throws {
        let report = Linter().lint(source: Array(composeBar(before: "# tabbar-lint-disable badge-value\n").utf8), path: "a.tabbar.yml")
        let unused = try #require(report.diagnostics.first { $0.ruleID == "unused-suppression" })
        #expect(unused.lineText == "# tabbar-lint-disable badge-value")
    }
}

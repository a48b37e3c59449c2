import Testing
import TabBarSpec
@testable import TabBarLint

private func load(_ yaml: String) -> Result<Configuration, ConfigurationError> {
    ConfigurationLoader.load(Array(yaml.utf8), path: ".tabbar-lint.yml", baseDirectory: "/project")
}

private func problems(_ yaml: String) -> [String] {
    guard case .failure(let error) = load(yaml) else { return [] }
    return error.problems.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
}

/// Six tabs on iPhone: a `tab-count` warning and a `more-tab-overflow` error by default.
private let sixTabs = """
    version: 1
    platforms: [iOS]
    tabs:
      - { id: today, title: Today, icon: sun.max }
      - { id: habits, title: Habits, icon: checklist }
      - { id: journal, title: Journal, icon: book }
      - { id: insights, title: Insights, icon: chart.bar }
      - { id: goals, title: Goals, icon: target }
      - { id: metrics, title: Metrics, icon: chart.xyaxis.line }
    """

private func lint(_ yaml: String, _ configuration: Configuration) -> [Diagnostic] {
    Linter().lint(source: Array(yaml.utf8), path: "app.tabbar.yml", configuration: configuration).diagnostics
}

@Suite struct ConfigurationLoaderTests {
    @Test func readsEverySettingForm() throws {
        let configuration = try load("""
            rules:
              more-tab-overflow: off
              badge-value: false
              action-tab: warning
              tab-count:
                severity: error
                maximum: { ios: 6 }
              unused-suppression: on
            exclude:
              - legacy/**
              - "*.draft.tabbar.yml"
            """).get()
        #expect(!configuration.isEnabled("more-tab-overflow"))
        #expect(!configuration.isEnabled("badge-value"))
        #expect(configuration.isEnabled("tab-count") && configuration.isEnabled("unused-suppression"))
        #expect(configuration.rules["action-tab"] == Configuration.RuleSetting(severity: .warning))
        let tabCount = try #require(configuration.rules["tab-count"])
        #expect(tabCount.severity == .error)
        // `ios` is spelled as Apple does, and the other platforms keep their defaults.
        #expect(tabCount.options["maximum"] == .map(["iOS": .int(6), "iPadOS": .int(6), "tvOS": .int(6), "visionOS": .int(6)]))
        #expect(configuration.excludes.map(\.pattern) == ["legacy/**", "*.draft.tabbar.yml"])
    }

    @Test func anEmptyFileMeansTheDefaults() throws {
        let configuration = try load("# nothing configured yet\n").get()
        #expect(configuration.rules.isEmpty && configuration.excludes.isEmpty)
    }

    @Test func everyMistakeIsReportedWithItsPositionAndASuggestion() {
        #expect(problems("""
            rules:
              tab-cuont: off
              badge-value: { severity: warnin, max-lenght: 3 }
              tab-count:
                maximum: { iOS: six }
              yaml-syntax: off
            exclude: ["[abc", 3]
            extra: 1
            """) == [
                "2:3 unknown rule `tab-cuont`; did you mean `tab-count`?",
                "3:28 `warnin` is not a setting for `badge-value`; did you mean `warning`?",
                "3:36 unknown key `max-lenght` in the settings of `badge-value`; did you mean `max-length`?",
                "5:14 `maximum` of `tab-count` must be a map from platform to whole number, such as `{ iOS: 5 }`; got `{ iOS: six }` (the default is `{ iOS: 5, iPadOS: 6, tvOS: 6, visionOS: 6 }`)",
                "6:3 `yaml-syntax` is reported by the reader itself and cannot be configured; fix the problems it reports",
                "7:11 `[abc` is not a valid pattern: a `[` set is not closed with `]`",
                "7:19 `exclude` takes path patterns such as `legacy/**` or `*.draft.tabbar.yml`; got the number 3",
                "8:1 unknown key `extra` in the configuration; expected `rules`, `exclude`",
            ])
    }

    @Test func aListOptionGivenOneWordIsAWrongType() {
        let found = problems("rules:\n  action-tab: { action-titles: Compose }\n")
        #expect(found == ["2:32 `action-titles` of `action-tab` must be a list of text; got the string \"Compose\" (the default is `[Compose, Post, New Post, Add, Create, Upload, Share, Send, Scan, Record, Edit, Log Out, Sign Out, Refresh, Delete, Buy]`)"])
    }

    @Test func yamlMistakesAndWrongShapesAreConfigurationProblems() {
        #expect(problems("rules: [tab-count]\n") == ["1:8 `rules` must map rule ids to a setting (`off`, `info`, `warning`, `error`, or options); got a list"])
        #expect(problems("- rules\n") == ["1:1 a configuration must be a mapping with `rules` and `exclude`; got a list"])
        #expect(problems("rules:\n  tab-count: off\n  tab-count: on\n").first?.hasPrefix("3:3 ") == true)
        #expect(problems("rules: {}\n---\nrules: {}\n") == ["2:1 a configuration is one YAML document; remove the `---` and merge the documents"])
    }
}

@Suite struct ConfigurationEffectTests {
    @Test func theOverflowIsReportedOnceByTheRuleThatNamesTheHiddenTabs() {
        #expect(lint(sixTabs, .default).map(\.ruleID) == ["more-tab-overflow"])
    }

    @Test func withTheOverflowRuleOffTheCountReportsIt() throws {
        let configuration = try load("rules:\n  more-tab-overflow: off\n").get()
        #expect(lint(sixTabs, configuration).map(\.ruleID) == ["tab-count"])
    }

    @Test func aSeverityOverrideRegradesEveryFinding() throws {
        let configuration = try load("rules:\n  more-tab-overflow: warning\n  tab-count: error\n").get()
        #expect(lint(sixTabs, configuration).map(\.severity) == [.warning])
        let countOnly = try load("rules:\n  more-tab-overflow: off\n  tab-count: error\n").get()
        #expect(lint(sixTabs, countOnly).map(\.severity) == [.error])
    }

    @Test func anOptionChangesTheOutcome() throws {
        let fiveTabs = sixTabs.split(separator: "\n").dropLast().joined(separator: "\n")
        #expect(lint(fiveTabs, .default).isEmpty)
        let lowered = try load("rules:\n  tab-count: { maximum: { iOS: 4 } }\n").get()
        let finding = lint(fiveTabs, lowered).first { $0.ruleID == "tab-count" }
        #expect(finding?.message == "5 tabs on iOS, more than the 4 your configuration allows; keep the 4 most important destinations and reach the others from inside them")
    }
}

@Suite struct PathGlobTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try PathGlob(pattern).matches(path)
    }

    @Test func starsStayInOneComponentAndDoubleStarsSpanMany() throws {
        #expect(try matches("legacy/*.tabbar.yml", "legacy/old.tabbar.yml"))
        #expect(try !matches("legacy/*.tabbar.yml", "legacy/v1/old.tabbar.yml"))
        #expect(try matches("legacy/**/*.tabbar.yml", "legacy/v1/old.tabbar.yml"))
        #expect(try matches("legacy/**/*.tabbar.yml", "legacy/old.tabbar.yml"))
        #expect(try matches("**/drafts/**", "apps/mail/drafts/a.tabbar.yml"))
    }

    @Test func aBareNameMatchesAtAnyDepthAndAFolderExcludesItsContents() throws {
        #expect(try matches("*.draft.tabbar.yml", "apps/mail/inbox.draft.tabbar.yml"))
        #expect(try matches("legacy", "legacy/v1/old.tabbar.yml"))
        #expect(try matches("legacy/", "legacy/old.tabbar.yml"))
        #expect(try !matches("legacy", "apps/legacy-free.tabbar.yml"))
        #expect(try matches("./apps/mail", "apps/mail/tabbar.yml"))
        #expect(try !matches("apps/mail", "other/apps/mail/tabbar.yml"), "a pattern with a slash is anchored")
    }

    @Test func setsAndSingleCharacters() throws {
        #expect(try matches("v[0-9]/*.yml", "v2/a.yml"))
        #expect(try !matches("v[!0-9]/*.yml", "v2/a.yml"))
        #expect(try matches("tab?.tabbar.yml", "tab1.tabbar.yml"))
        #expect(try matches("a\\*b", "a*b") && !matches("a\\*b", "axb"))
        #expect(throws: PathGlob.ParseError.unclosedSet) { try PathGlob("v[0-9") }
        #expect(throws: PathGlob.ParseError.empty) { try PathGlob("./") }
    }

    @Test func exclusionIsRelativeToTheConfigurationFolder() throws {
        let configuration = try load("exclude: [legacy/**]\n").get()
        #expect(configuration.excludes(absolutePath: "/project/legacy/a.tabbar.yml"))
        #expect(!configuration.excludes(absolutePath: "/project/apps/legacy/a.tabbar.yml"))
        #expect(!configuration.excludes(absolutePath: "/elsewhere/legacy/a.tabbar.yml"))
    }
}

@Suite struct ConfigurationFinderTests {
    /// A file system holding the given files.
    private func fileSystem(_ files: [String: String]) -> ConfigurationFileSystem {
        ConfigurationFileSystem(
            isFile: { files[$0] != nil },
            read: { path in files[path].map { .success(Array($0.utf8)) } ?? .failure(ReadError(reason: "cannot read \(path)")) }
        )
    }

    @Test func theNearestConfigurationAboveASpecGoverns() throws {
        let finder = ConfigurationFinder(currentDirectory: "/repo", fileSystem: fileSystem([
            "/repo/.tabbar-lint.yml": "rules: { duplicate-id: off }\n",
            "/repo/apps/tv/.tabbar-lint.yaml": "rules: { tab-count: off }\n",
        ]))
        let top = try finder.configuration(forSpecAt: "apps/ios/app.tabbar.yml").get()
        #expect(top.path == ".tabbar-lint.yml" && !top.isEnabled("duplicate-id"))
        let nested = try finder.configuration(forSpecAt: "/repo/apps/tv/deep/tv.tabbar.yml").get()
        #expect(nested.path == "apps/tv/.tabbar-lint.yaml" && !nested.isEnabled("tab-count") && nested.isEnabled("duplicate-id"))
        #expect(try finder.configuration(forSpecAt: nil).get().path == ".tabbar-lint.yml", "standard input uses the working directory's")
        let outside = try finder.configuration(forSpecAt: "/other/app.tabbar.yml").get()
        #expect(outside.path == nil, "no configuration above: the defaults")
    }

    /// The files of one folder share one answer, found once; a file at the
    /// root and one in the working directory are in different folders,
    /// though neither path has a folder before its last slash.
    @Test func filesOfOneFolderShareItsConfigurationAndTheRootIsItsOwnFolder() throws {
        let finder = ConfigurationFinder(currentDirectory: "/repo", fileSystem: fileSystem([
            "/.tabbar-lint.yml": "rules: { tab-count: off }\n",
            "/repo/.tabbar-lint.yml": "rules: { duplicate-id: off }\n",
            "/repo/app/.tabbar-lint.yml": "rules: { icon-missing: off }\n",
        ]))
        let paths = ["RootView.swift", "/RootView.swift", "app/A.swift", "app/B.swift", "/repo/app/C.swift", "./RootView.swift"]
        let governing = try paths.map { try finder.configuration(forSpecAt: $0).get() }
        #expect(governing.map(\.path) == [".tabbar-lint.yml", "/.tabbar-lint.yml", "app/.tabbar-lint.yml", "app/.tabbar-lint.yml", "app/.tabbar-lint.yml", ".tabbar-lint.yml"])
        #expect(!governing[1].isEnabled("tab-count") && governing[1].isEnabled("duplicate-id"))
        #expect(!governing[3].isEnabled("icon-missing"))
    }

    @Test func anExplicitConfigurationGovernsEverySpec() throws {
        let finder = ConfigurationFinder(explicitPath: "ci/lint.yml", currentDirectory: "/repo", fileSystem: fileSystem([
            "/repo/ci/lint.yml": "exclude: [legacy]\n",
            "/repo/apps/.tabbar-lint.yml": "rules: { tab-count: off }\n",
        ]))
        let configuration = try finder.configuration(forSpecAt: "apps/app.tabbar.yml").get()
        #expect(configuration.path == "ci/lint.yml" && configuration.isEnabled("tab-count"))
        #expect(configuration.excludes(absolutePath: "/repo/ci/legacy/x.tabbar.yml"), "patterns are relative to the configuration's folder")
    }

    @Test func aMissingExplicitConfigurationIsAProblem() {
        let finder = ConfigurationFinder(explicitPath: "nope.yml", currentDirectory: "/repo", fileSystem: fileSystem([:]))
        guard case .failure(let error) = finder.configuration(forSpecAt: "a.tabbar.yml") else {
            Issue.record("a missing configuration must fail")
            return
        }
        #expect(error.problems.map(\.formatted) == ["nope.yml:1:1: error: cannot read /repo/nope.yml"])
    }
}

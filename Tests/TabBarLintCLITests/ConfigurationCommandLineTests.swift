import Foundation
import Testing
@testable import TabBarLintCLI
import TabBarLint

/// A throwaway project folder: a spec with six iPhone tabs (a `more-tab-overflow`
/// error by default, a `tab-count` warning with that rule off) and a legacy spec with a single tab.
private func makeProject(configuration: String?) throws -> String {
    let root = NSTemporaryDirectory() + "tabbar-lint-config-" + UUID().uuidString
    let files = [
        "apps/habits.tabbar.yml": """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: today, title: Today, icon: sun.max }
              - { id: habits, title: Habits, icon: checklist }
              - { id: journal, title: Journal, icon: book }
              - { id: insights, title: Insights, icon: chart.bar }
              - { id: goals, title: Goals, icon: target }
              - { id: metrics, title: Metrics, icon: chart.xyaxis.line }

            """,
        "legacy/old.tabbar.yml": "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: only, title: Library, icon: books.vertical }\n",
    ].merging(configuration.map { [".tabbar-lint.yml": $0] } ?? [:]) { $1 }
    for (path, text) in files {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return root
}

private func ruleIDs(_ output: String) -> [String] {
    output.split(separator: "\n").compactMap { line in
        guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
        return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
    }
}

@Suite struct ConfigurationCommandLineTests {
    @Test func withoutAConfigurationEveryRuleRunsAtItsDefault() throws {
        let root = try makeProject(configuration: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = runCLI([root, "--color", "never"])
        #expect(run.status == 1)
        #expect(ruleIDs(run.output) == ["more-tab-overflow", "tab-count"])
    }

    @Test func theNearestConfigurationChangesTheOutcome() throws {
        let root = try makeProject(configuration: """
            rules:
              more-tab-overflow: warning      # the app ships a custom More screen
              tab-count: { maximum: { iOS: 6 } }
            exclude: [legacy]
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = runCLI([root])
        #expect(run.status == 0, "a warning alone does not fail")
        #expect(ruleIDs(run.output) == ["more-tab-overflow"])
        #expect(run.output.contains(": warning: 6 tabs; iPhone shows the first 4 and a More tab holding Goals and Metrics"))
        #expect(run.output.hasSuffix("0 errors, 1 warning in 1 file\n"), "the legacy folder is excluded")
        #expect(runCLI([root, "--strict"]).status == 1)
        #expect(runCLI([root, "--fail-on", "warning"]).status == 1)
        #expect(runCLI([root + "/apps/habits.tabbar.yml"]).status == 0, "a spec named directly is governed the same way")
    }

    @Test func anExplicitConfigurationReplacesTheNearestOne() throws {
        let root = try makeProject(configuration: "rules: { more-tab-overflow: off }\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "rules: { tab-count: off }\n".write(toFile: root + "/ci.yml", atomically: true, encoding: .utf8)
        let run = runCLI([root + "/apps", "--config", root + "/ci.yml"])
        #expect(ruleIDs(run.output) == ["more-tab-overflow"])
        #expect(run.status == 1)
    }

    @Test func configurationMistakesStopTheRunWithStatusTwo() throws {
        let root = try makeProject(configuration: "rules:\n  more-tab-overflw: off\n  tab-count: loud\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = runCLI([root])
        #expect(run.status == 2)
        #expect(run.output.isEmpty, "nothing is linted with a broken configuration")
        let lines = run.errorOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("/.tabbar-lint.yml:2:3: error: unknown rule `more-tab-overflw`; did you mean `more-tab-overflow`?"))
        #expect(lines[1].hasSuffix("/.tabbar-lint.yml:3:14: error: `loud` is not a setting for `tab-count`; use `off`, `on`, `info`, `warning` or `error`"))
        #expect(lines[2] == "tabbar-lint: error: the configuration has 2 mistakes (above); fix them and run again")
        let missing = runCLI(["examples/clean.tabbar.yml", "--config", "no-such-config.yml"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput == "tabbar-lint: error: --config: cannot read \(packageRoot)/no-such-config.yml: No such file or directory; check the path and its permissions\n")
    }

    @Test func failOnAndStrictSetTheThreshold() {
        // One warning-level finding (`more-tab-overflow` on a scrolling custom bar and `tab-count`).
        let spec = "examples/habit-tracker-scrolling.tabbar.yml"
        #expect(runCLI([spec]).status == 0)
        #expect(runCLI([spec, "--strict"]).status == 1)
        #expect(runCLI([spec, "--fail-on", "warning"]).status == 1)
        #expect(runCLI([spec, "--fail-on", "info"]).status == 1)
        #expect(runCLI(["examples/clean.tabbar.yml", "--fail-on", "info"]).status == 0)
        #expect(runCLI([spec, "--strict", "--fail-on", "error"]).status == 1, "--strict fails on warnings whatever --fail-on says")
        #expect(runCLI([spec, "--fail-on", "fatal"]).status == 2)
    }
}

@Suite struct DocumentedConfigurationTests {
    /// The configuration excerpt on every rule's page is a configuration
    /// that loads and sets exactly the defaults, so the docs cannot drift.
    @Test(arguments: RuleRegistry.documented.filter { RuleRegistry.isConfigurable($0.id) }.map(\.id))
    func theSnippetOnARulesPageLoadsAndSetsTheDefaults(ruleID: String) throws {
        let rule = try #require(RuleRegistry.documentation(id: ruleID))
        let snippet = try #require(RuleDocs.configurationSnippet(for: rule))
        let configuration = try ConfigurationLoader.load(Array(snippet.utf8), path: "snippet", baseDirectory: "/").get()
        let setting = try #require(configuration.rules[ruleID])
        #expect(setting.severity == rule.defaultSeverity && setting.isEnabled)
        #expect(setting.options.count == rule.options.count)
        for option in rule.options {
            #expect(setting.options[option.key] == option.defaultValue, "\(ruleID).\(option.key)")
        }
    }

    @Test func checksThatCannotBeConfiguredHaveNoSnippet() throws {
        let yamlSyntax = try #require(RuleRegistry.documentation(id: "yaml-syntax"))
        #expect(RuleDocs.configurationSnippet(for: yamlSyntax) == nil)
    }
}

@Suite struct TeamConfigurationExampleTests {
    @Test func theBundledConfigurationChangesTheOutcome() {
        let configured = runCLI(["examples/team-config"])
        #expect(configured.status == 1, "title-capitalization is an error there")
        #expect(ruleIDs(configured.output) == ["badge-value", "title-capitalization", "title-part-of-speech", "unused-suppression"])
        #expect(configured.output.contains(": error: the title of \"sections\" is not in title-style capitalization"))
        #expect(configured.output.hasSuffix("1 error, 2 warnings, 1 info in 1 file\n[*] 1 fixable with --fix\n"), "the draft is excluded")

        // An empty configuration means the defaults: the draft is linted, the
        // badge fits the system's 4 characters, capitalization is advice.
        let defaults = runCLI(["examples/team-config", "--config", "/dev/null"])
        #expect(defaults.status == 1, "the draft's single tab is an error")
        #expect(ruleIDs(defaults.output) == ["tab-count", "title-capitalization", "title-part-of-speech", "unused-suppression"])
        #expect(defaults.output.contains(": info: the title of \"sections\" is not in title-style capitalization"))
    }
}

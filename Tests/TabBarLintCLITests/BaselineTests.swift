import Foundation
import Testing
import TabBarLint
import TabBarLintCLI

/// A folder with one spec (`app.tabbar.yml`) and room for a baseline.
private final class Project {
    let root = NSTemporaryDirectory() + "tabbar-lint-baseline-" + UUID().uuidString
    var spec: String { root + "/app.tabbar.yml" }
    var baseline: String { root + "/tabbar-lint-baseline.json" }

    init(_ yaml: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try write(yaml)
    }

    func write(_ yaml: String) throws {
        try yaml.write(toFile: spec, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}

/// Six iPhone tabs (more-tab-overflow) and a text badge (badge-value on `inbox`).
private let legacySpec = """
    version: 1
    platforms: [iOS]
    tabs:
      - { id: today, title: Today, icon: sun.max }
      - { id: inbox, title: Inbox, icon: tray, badge: "New" }
      - { id: journal, title: Journal, icon: book }
      - { id: insights, title: Insights, icon: chart.bar }
      - { id: goals, title: Goals, icon: target }
      - { id: metrics, title: Metrics, icon: chart.xyaxis.line }

    """

@Suite struct BaselineTests {
    @Test func aBaselineHidesTheFindingsItRecorded() throws {
        let project = try Project(legacySpec)
        let write = runCLI([project.spec, "--write-baseline", project.baseline])
        #expect(write.status == 0)
        #expect(write.errorOutput == "tabbar-lint: recorded 2 findings in \(project.baseline)\n")
        let text = try String(contentsOfFile: project.baseline, encoding: .utf8)
        #expect(text.contains("{\"file\": \"app.tabbar.yml\", \"ruleId\": \"badge-value\", \"tabId\": \"inbox\", \"count\": 1,"), "paths are relative to the baseline's folder")
        let run = runCLI([project.spec, "--baseline", project.baseline])
        #expect(run.status == 0)
        #expect(run.output == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func editsElsewhereDoNotBringFindingsBackButNewOnesShow() throws {
        let project = try Project(legacySpec)
        _ = runCLI([project.spec, "--write-baseline", project.baseline])
        // Lines move: matching is by file, rule and tab, not line.
        try project.write("# Habits, redesigned\n# (owner: design systems)\n" + legacySpec
            + "  - { id: events, title: Events, icon: calendar, badge: \"Soon\" }\n")
        let run = runCLI([project.spec, "--baseline", project.baseline])
        #expect(run.status == 0, "the new badge finding is a warning")
        let findings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") || $0.contains(": error: ") }
        #expect(findings.count == 1)
        #expect(findings.first?.contains("the badge of \"Events\" (events) is \"Soon\"") == true)
    }

    @Test func fixedFindingsMakeStaleEntriesThatAreReported() throws {
        let project = try Project(legacySpec)
        _ = runCLI([project.spec, "--write-baseline", project.baseline])
        try project.write(legacySpec.replacingOccurrences(of: ", badge: \"New\"", with: ""))
        let run = runCLI([project.spec, "--baseline", project.baseline])
        #expect(run.status == 0)
        #expect(run.errorOutput == "tabbar-lint: note: \(project.baseline): a finding of `badge-value` in app.tabbar.yml (tab `inbox`) no longer occurs; rewrite the baseline with --write-baseline to drop it\n")
    }

    @Test func aFileNotLintedInThisRunIsNotJudged() throws {
        let project = try Project(legacySpec)
        _ = runCLI([project.spec, "--write-baseline", project.baseline])
        let run = runCLI(["examples/clean.tabbar.yml", "--baseline", project.baseline])
        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty, "a pre-commit hook lints only changed files")
    }

    @Test func anUnreadableOrForeignBaselineIsAUsageError() throws {
        let project = try Project(legacySpec)
        #expect(runCLI([project.spec, "--baseline", project.root + "/missing.json"]).status == 2)
        try "{\"findings\": []}".write(toFile: project.baseline, atomically: true, encoding: .utf8)
        let foreign = runCLI([project.spec, "--baseline", project.baseline])
        #expect(foreign.status == 2)
        #expect(foreign.errorOutput.contains("not a tabbar-lint baseline (version 1); write one with --write-baseline"))
    }
}

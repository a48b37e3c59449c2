import Foundation
import Testing
import TabBarLint
import TabBarSpec
@testable import TabBarLintCLI

/// The conventions of mature linters (ruff, SwiftLint, actionlint) that a
/// newcomer expects (issue 16).
@Suite struct CLIConventionTests {
    @Test func aMistypedCommandIsNotReadAsAPath() {
        let rule = runCLI(["rule"])
        #expect(rule.status == 2)
        #expect(rule.output == "")
        #expect(rule.errorOutput == "tabbar-lint: error: unknown command `rule`, and no file of that name; did you mean `rules`?\n")
        let explain = runCLI(["explian", "tab-count"])
        #expect(explain.status == 2)
        #expect(explain.errorOutput == "tabbar-lint: error: unknown command `explian`, and no file of that name; did you mean `explain`?\n")
        // A real folder with such a name is linted, as before.
        #expect(runCLI(["examples"]).status == 1)
    }

    @Test func theMaintainersCommandIsHiddenFromHelp() {
        let help = runCLI(["--help"])
        #expect(!help.output.contains("generate-docs"))
        #expect(help.output.contains("  config "))
        #expect(help.output.contains("  init "))
    }

    @Test func anExcludedFileNamedExplicitlyIsLintedUnlessForced() throws {
        let folder = try TemporaryFolder("force-exclude")
        try folder.write(".tabbar-lint.yml", Array("exclude: [legacy/**]\n".utf8))
        let spec = try folder.write("legacy/old.tabbar.yml", Array("version: 1\nplatforms: [iOS]\ntabs:\n  - { id: only, title: Library, icon: books.vertical }\n".utf8))
        let named = runCLI([spec])
        #expect(named.status == 1)
        #expect(named.output.hasPrefix("\(spec):3:1: error: the bar has a single tab"))
        #expect(named.output.hasSuffix("1 error, 0 warnings in 1 file\n"))
        let forced = runCLI(["--force-exclude", spec])
        #expect(forced.status == 0)
        #expect(forced.output == "0 errors, 0 warnings in 0 files\n")
        #expect(forced.errorOutput == "tabbar-lint: note: \(spec) is not linted: \(folder.path)/.tabbar-lint.yml excludes it (--force-exclude)\n")
        // Found by searching the folder, it is skipped either way.
        #expect(runCLI([folder.path]).output == "0 errors, 0 warnings in 0 files\n")
    }

    @Test func quietPrintsOnlyFailingFindingsAndNoSummary() {
        let run = runCLI(["--quiet", "examples/social-compose.tabbar.yml"])
        #expect(run.status == 1)
        let headlines = run.output.split(separator: "\n").filter { $0.hasPrefix("examples/") }
        #expect(headlines == ["examples/social-compose.tabbar.yml:17:5: error: \"New Post\" (post) performs an action (opens the post composer as a sheet); tab bars are for navigation, so put the action in a toolbar or a button in the content [action-tab]"])
        #expect(!run.output.contains(" in 1 file"))
        #expect(runCLI(["--quiet", "examples/clean.tabbar.yml"]).output == "")
    }

    @Test func statisticsCountFindingsPerRule() {
        let run = runCLI(["--statistics", "examples/social-compose.tabbar.yml"])
        #expect(run.status == 1)
        #expect(run.output == """
            1  action-tab   error
            1  action-tab   warning
            1  badge-value  warning
            1 error, 2 warnings in 1 file

            """)
    }

    @Test func standardInputCanBeNamed() throws {
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: Library, icon: books.vertical }\n"
        let run = runCLI(["--stdin-filename", "design/app.tabbar.yml"], standardInput: spec)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("design/app.tabbar.yml:3:1: error: the bar has a single tab"))
        // The name decides the configuration: the team's turns tab-count off for drafts/.
        let folder = try TemporaryFolder("stdin-filename")
        try folder.write(".tabbar-lint.yml", Array("rules: { tab-count: off }\n".utf8))
        let configured = runCLI(["--stdin-filename", folder.path + "/app.tabbar.yml"], standardInput: spec)
        #expect(configured.status == 0)
        #expect(configured.output == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func initWritesAConfigurationAndASpecThatLintClean() throws {
        let folder = try TemporaryFolder("init")
        let run = runCLI(["init", folder.path])
        #expect(run.status == 0)
        #expect(run.output == "wrote \(folder.path)/.tabbar-lint.yml\nwrote \(folder.path)/app.tabbar.yml\nnext: describe your tab bar in \(folder.path)/app.tabbar.yml, then run `tabbar-lint \(folder.path)`\n")
        let lint = runCLI([folder.path])
        #expect(lint.status == 0)
        #expect(lint.output == "0 errors, 0 warnings in 1 file\n")
        let again = runCLI(["init", folder.path])
        #expect(again.status == 2)
        #expect(again.errorOutput == "tabbar-lint: error: \(folder.path)/.tabbar-lint.yml exists; leave it, or run `tabbar-lint init --force` to replace it\n")
        #expect(runCLI(["init", "--force", folder.path]).status == 0)
        // Missing folders are created.
        #expect(runCLI(["init", folder.path + "/design/tabs"]).status == 0)
        #expect(runCLI([folder.path + "/design/tabs/app.tabbar.yml"]).status == 0)
    }

    @Test func configShowsEachValueAndWhereItCameFrom() throws {
        let run = runCLI(["config", "examples/team-config/news.tabbar.yml"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "configuration: examples/team-config/.tabbar-lint.yml (the nearest .tabbar-lint.yml above examples/team-config/news.tabbar.yml)")
        #expect(lines[1] == "exclude: drafts/**  (examples/team-config/.tabbar-lint.yml)")
        #expect(lines.contains("title-capitalization       error    (examples/team-config/.tabbar-lint.yml)"))
        #expect(lines.contains("    max-length: 3  (examples/team-config/.tabbar-lint.yml)"))
        #expect(lines.contains("tab-count                  warning  (default)"))
        let none = runCLI(["config", "--config", "no/such.yml"])
        #expect(none.status == 2)
        #expect(none.errorOutput == "tabbar-lint: error: --config: cannot read \(packageRoot)/no/such.yml: No such file or directory; check the path and its permissions\n")
        let folder = try TemporaryFolder("config-mistake")
        let broken = try folder.write("c.yml", Array("rules: { tab-cout: off }\n".utf8))
        let mistake = runCLI(["config", "--config", broken])
        #expect(mistake.status == 2)
        #expect(mistake.errorOutput == "\(broken):1:10: error: unknown rule `tab-cout`; did you mean `tab-count`?\ntabbar-lint: error: the configuration has a mistake (above); fix it and run again\n")
    }

    @Test func rulesShowsAConfigurationsSeveritiesAndSpeaksJSON() throws {
        let text = runCLI(["rules", "--config", "examples/team-config/.tabbar-lint.yml"])
        #expect(text.status == 0)
        #expect(text.output.contains("\n  title-capitalization       error    An English title is not in title-style capitalization"))
        let offFolder = try TemporaryFolder("rules-config")
        let offConfig = try offFolder.write("c.yml", Array("rules: { tab-count: off }\n".utf8))
        #expect(runCLI(["rules", "--config", offConfig]).output.contains("\n  tab-count                  off      "))
        let json = runCLI(["rules", "--format", "json"])
        #expect(json.status == 0)
        let rules = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(rules.count == RuleRegistry.documented.count)
        let prominent = try #require(rules.first { $0["id"] as? String == "prominent-tab" })
        #expect(prominent["severity"] as? String == "warning")
        #expect(prominent["enabled"] as? Bool == true)
        #expect(prominent["url"] as? String == "https://github.com/tabbar-lint/tabbar-lint/blob/main/rules/prominent-tab.md")
    }

    @Test func theManPageIsGeneratedAndCurrent() throws {
        let page = ManPage.render()
        if updatingGoldens { try writeFile(ManPage.path, page) }
        #expect(readFile(ManPage.path) == page, "\(ManPage.path) is stale; run `swift run tabbar-lint generate-docs`")
        #expect(page.hasPrefix(".TH TABBAR-LINT 1 "))
        #expect(page.contains(".SH COMMAND: LINT\n"))
        #expect(page.contains("--force-exclude"))
        #expect(!page.contains("COMMAND: GENERATE-DOCS"))
    }

    @Test func theSchemaIdIsAURLEditorsCanFetchAndTheReadmePointsAtIt() throws {
        let id = "https://raw.githubusercontent.com/tabbar-lint/tabbar-lint/main/docs/tabbar-spec.schema.json"
        #expect(SpecJSONSchema.id == id)
        #expect(runCLI(["schema"]).output.contains("\"$id\": \"\(id)\""))
        let readme = try #require(readFile("README.md"))
        let modeline = readme.split(separator: "\n").filter { $0.contains("yaml-language-server: $schema=") }
        #expect(!modeline.isEmpty)
        #expect(modeline.allSatisfy { $0 == "# yaml-language-server: $schema=\(id)" })
        #expect(InitCommand.specText.hasPrefix("# yaml-language-server: $schema=\(id)\n"))
    }
}

import Testing
import TabBarLintCLI

/// The mistakes a new user makes first (issue 16), each with its exact
/// finding, position and exit status.
@Suite struct NewcomerMessageTests {
    private func lint(_ spec: String, _ arguments: [String] = []) -> CLIRun {
        runCLI(arguments + ["-"], standardInput: spec)
    }

    @Test func anUnquotedHexColorInAFlowMappingIsNamedAsAComment() {
        let run = lint("""
            version: 1
            platforms: [iOS]
            tab-bar:
              implementation: custom
              colors: {selected: #FF0000, unselected: "#8E8E93"}
            tabs:
              - { id: a, title: Library, icon: books.vertical }
            """)
        #expect(run.status == 1)
        #expect(run.output == """
            <stdin>:5:22: error: `#FF0000` starts a YAML comment (a `#` after a space), so the rest of line 5, with the `}` that closes the mapping opened at line 5, column 11, is not read; put the value in quotes: "#FF0000" [yaml-syntax]
              |
            5 |   colors: {selected: #FF0000, unselected: "#8E8E93"}
              |                      ^~~~~~~
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func aRemarkInAMultiLineFlowMappingIsNotTakenForTheColor() {
        let run = lint("""
            version: 1
            platforms: [iOS]
            tab-bar:
              colors: {
                background: "#000000",  # black
                selected: #FF0000 }
            tabs: []
            """)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<stdin>:6:15: error: `#FF0000` starts a YAML comment (a `#` after a space), so the rest of line 6, with the `}` that closes the mapping opened at line 4, column 11, is not read; put the value in quotes: \"#FF0000\" [yaml-syntax]\n"))
    }

    @Test func aForeignKeyForTheTitleIsOneFindingWithItsMeaning() {
        let run = lint("""
            version: 1
            platforms: [iOS]
            tabs:
              - id: library
                label: Library
                icon: books.vertical
              - { id: browse, title: Browse, icon: square.grid.2x2 }
              - { id: settings, title: Settings, icon: gear }
            """)
        #expect(run.status == 1)
        #expect(run.output == """
            <stdin>:5:5: error: unknown key `label` in tab `library`; did you mean `title`? [*] [spec-schema]
              |
            5 |     label: Library
              |     ^~~~~
            1 error, 0 warnings in 1 file
            [*] 1 fixable with --fix

            """)
    }

    @Test func aTitleGivenAsAListShowsTheLocaleMap() {
        let run = lint("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: library, title: [Library, Mediathek], icon: books.vertical }
              - { id: browse, title: Browse, icon: square.grid.2x2 }
              - { id: settings, title: Settings, icon: gear }
            """)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<stdin>:4:27: error: `title` of tab `library` is a list; give one text, or one title per locale as a map keyed by language code: `{ en: Library, de: … }` [spec-schema]\n"))
        #expect(run.output.hasSuffix("1 error, 0 warnings in 1 file\n"))
    }

    @Test func aDotTooManyInASymbolNameSuggestsTheWholeName() {
        let run = lint("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: saved, title: Bookmarks, icon: book.mark }
              - { id: browse, title: Browse, icon: square.grid.2x2 }
              - { id: settings, title: Settings, icon: gear }
            """)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<stdin>:4:42: error: the symbol of \"Bookmarks\" (saved), `book.mark`, is not an SF Symbol name; did you mean `bookmark` or `book`? [unknown-symbol]\n"))
    }

    @Test func sevenTabsOnIPhoneAreOneOverflowFindingNamingTheHiddenTabs() {
        let run = lint("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: today, title: Today, icon: sun.max }
              - { id: habits, title: Habits, icon: checklist }
              - { id: journal, title: Journal, icon: book }
              - { id: insights, title: Insights, icon: chart.bar }
              - { id: goals, title: Goals, icon: target }
              - { id: metrics, title: Metrics, icon: gauge.with.dots.needle.bottom.50percent }
              - { id: events, title: Events, icon: calendar }
            """)
        #expect(run.status == 1)
        #expect(run.output == """
            <stdin>:3:1: error: 7 tabs; iPhone shows the first 4 and a More tab holding Goals, Metrics and Events; keep 5 or fewer so every tab stays in sight [more-tab-overflow]
              |
            3 | tabs:
              | ^~~~
            <stdin>:8:5: note: first tab moved into More
            1 error, 0 warnings in 1 file

            """)
    }

    @Test func aMissingConfigFileIsAWrongPathNotAMistake() {
        let run = runCLI(["--config", "no/such/config.yml", "examples/clean.tabbar.yml"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(run.errorOutput == "tabbar-lint: error: --config: cannot read \(packageRoot)/no/such/config.yml: No such file or directory; check the path and its permissions\n")
    }

    @Test func baselineErrorsHaveOnePrefix() throws {
        let folder = try TemporaryFolder("baseline-errors")
        let broken = try folder.write("baseline.json", Array("{\n".utf8))
        let run = runCLI(["--baseline", broken, "examples/clean.tabbar.yml"])
        #expect(run.status == 2)
        #expect(run.errorOutput == """
            \(broken):2:1: error: did not find expected node content (while parsing a flow node): a value is missing here
            tabbar-lint: error: --baseline \(broken) is not a baseline file; fix it, or record a new one with --write-baseline

            """)
        let missing = runCLI(["--baseline", folder.path + "/none.json", "examples/clean.tabbar.yml"])
        #expect(missing.status == 2)
        #expect(missing.errorOutput == "tabbar-lint: error: --baseline: cannot read \(folder.path)/none.json: No such file or directory; check the path and its permissions\n")
    }

    @Test func usageErrorsSayErrorOnceInLowerCase() {
        let run = runCLI(["explain", "tab-cout"])
        #expect(run.status == 2)
        #expect(run.errorOutput == "tabbar-lint: error: unknown rule `tab-cout`; did you mean `tab-count`? Run `tabbar-lint rules` for the list\n")
        let parser = runCLI(["--max-depth", "0", "examples"])
        #expect(parser.status == 2)
        #expect(parser.errorOutput.hasPrefix("tabbar-lint: error: --max-depth must be between 1 and 1000\n"))
    }

    @Test func explainAllSeparatesThePages() {
        let run = runCLI(["explain", "all"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("# `yaml-syntax`\n"))
        #expect(run.output.contains("\n---\n\n# `spec-schema`\n"))
        #expect(run.output.contains("\n---\n\n# `tint-contrast`\n"))
    }

    @Test func ruleIDsLinkToTheirPagesOnTerminalsThatDrawLinks() {
        let file = "examples/social-compose.tabbar.yml"
        let link = "\u{1B}]8;;https://github.com/tabbar-lint/tabbar-lint/blob/main/rules/action-tab.md\u{1B}\\action-tab\u{1B}]8;;\u{1B}\\"
        let vscode = runCLI([file], terminal: true, environment: ["TERM_PROGRAM": "vscode"])
        #expect(vscode.output.contains("[\(link)]"))
        // A terminal not known to draw links, a file, or no color: plain ids.
        #expect(!runCLI([file], terminal: true, environment: ["TERM": "xterm"]).output.contains("\u{1B}]8;;"))
        #expect(!runCLI([file], terminal: true, environment: ["TERM_PROGRAM": "vscode", "NO_COLOR": "1"]).output.contains("\u{1B}]8;;"))
        #expect(runCLI([file], environment: ["FORCE_COLOR": "1", "FORCE_HYPERLINK": "1"]).output.contains("[\(link)]"))
        #expect(!runCLI([file], terminal: true, environment: ["TERM_PROGRAM": "vscode", "FORCE_HYPERLINK": "0"]).output.contains("\u{1B}]8;;"))
    }
}

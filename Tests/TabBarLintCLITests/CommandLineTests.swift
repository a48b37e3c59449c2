import Foundation
import Testing
@testable import TabBarLintCLI

@Suite struct CommandLineTests {
    /// `StringEnumerationArgument` spells the values and defaults of enumeration
    /// options as ArgumentParser's generic defaults did: raw values, no descriptions.
    @Test func enumerationOptionsListTheirRawValuesAndDefault() {
        let help = runCLI(["lint", "--help"]).output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(values: text, json, sarif, github, gitlab, junit, checkstyle, xcode, html)"))
        #expect(help.contains("(values: info, warning, error; default: error)"))
        #expect(help.contains("(values: auto, always, never; default: auto)"))
        #expect(runCLI(["--fail-on", "severe", "."]).errorOutput.contains("Please provide one of 'info', 'warning' or 'error'"))
    }

    /// Plain `tabbar-lint PATH…` is parsed as the lint command alone (the
    /// fast start of the pre-commit hook): the same findings, status and
    /// errors as `tabbar-lint lint PATH…`; help and mistakes still answer
    /// for the whole tool.
    @Test func theDefaultCommandAnswersAsTheLintCommandDoes() {
        for arguments in [["examples", "--format", "json"], ["examples/clean.tabbar.yml", "--strict"], ["--format", "sarif", "examples/social-compose.tabbar.yml"]] {
            let direct = runCLI(arguments)
            let named = runCLI(["lint"] + arguments)
            #expect(direct.status == named.status)
            #expect(direct.output == named.output)
            #expect(direct.errorOutput == named.errorOutput)
        }
        #expect(runCLI(["--help"]).output.contains("SUBCOMMANDS:"))
        let mistake = runCLI(["--fromat", "json", "examples"])
        #expect(mistake.status == 2)
        #expect(mistake.errorOutput.hasPrefix("tabbar-lint: error: Unknown option '--fromat'"))
    }

    /// `tabbar-lint PATH…` runs without ArgumentParser: the lint command's
    /// defaults with those paths are what ArgumentParser reads from the
    /// same arguments, and the output is `tabbar-lint lint PATH…`'s. An
    /// option, standard input or a command name goes through ArgumentParser.
    @Test func pathsAloneRunAsTheParsedLintCommand() throws {
        for arguments in [["examples"], ["examples/clean.tabbar.yml", "examples/social-compose.tabbar.yml"], ["examples", "missing.tabbar.yml"]] {
            #expect(CLI.pathsOnlyRun(arguments) == (try LintCommand.parse(arguments).run), "\(arguments)")
            let direct = runCLI(arguments)
            let named = runCLI(["lint"] + arguments)
            #expect(direct.status == named.status)
            #expect(direct.output == named.output)
            #expect(direct.errorOutput == named.errorOutput)
        }
        #expect(try LintCommand.parse([]).run == LintRun.defaults)
        for arguments in [["examples", "--strict"], ["-"], ["rules"], [], ["examples", "-q"]] {
            #expect(CLI.pathsOnlyRun(arguments) == nil, "\(arguments)")
        }
    }

    /// The lint command names `tabbar-lint` as its super-command, so that
    /// parsing it alone skips the completion-script check: the whole tree
    /// still answers `--generate-completion-script`.
    @Test func theCompletionScriptIsStillGenerated() {
        let run = runCLI(["--generate-completion-script", "bash"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("#!/bin/bash"))
        #expect(run.output.contains("tabbar-lint"))
    }

    @Test func aCleanSpecExitsZero() {
        let run = runCLI(["examples/clean.tabbar.yml"])
        #expect(run.status == 0)
        #expect(run.output == "0 errors, 0 warnings in 1 file\n")
    }

    @Test func warningsAloneDoNotFail() {
        let run = runCLI(["examples/habit-tracker-scrolling.tabbar.yml"])
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("0 errors, 1 warning in 1 file\n"))
    }

    @Test func anUnreadablePathIsADiagnosticAndTheOthersAreStillLinted() {
        let run = runCLI(["no/such.tabbar.yml", "examples/clean.tabbar.yml"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("no/such.tabbar.yml:1:1: error: cannot read no/such.tabbar.yml: No such file or directory; check the path [unreadable-file]\n"))
        #expect(run.output.hasSuffix("1 error, 0 warnings in 2 files\n"))
    }

    @Test func aDashReadsStandardInputAlongsideFiles() {
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: Library, icon: books.vertical }\n"
        let run = runCLI(["-", "examples/clean.tabbar.yml"], standardInput: spec)
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("<stdin>:3:1: error: the bar has a single tab, which offers nothing to navigate between; show its content directly instead of in a tab bar [tab-count]\n"))
        #expect(run.output.hasSuffix("1 error, 0 warnings in 2 files\n"))
    }

    @Test func usageErrorsExitTwo() {
        let badOption = runCLI(["--format", "xml", "examples"])
        #expect(badOption.status == 2)
        #expect(badOption.errorOutput.contains("xml"))
        // A folder with neither specs nor Swift or storyboard files.
        let noSpecs = runCLI(["LICENSES"])
        #expect(noSpecs.status == 2)
        #expect(noSpecs.errorOutput.contains("no tab-bar specs or app sources found in LICENSES"))
        let unknownRule = runCLI(["explain", "tab-cout"])
        #expect(unknownRule.status == 2)
        #expect(unknownRule.errorOutput.contains("unknown rule `tab-cout`; did you mean `tab-count`?"))
        #expect(runCLI(["--max-depth", "0", "examples"]).status == 2)
        let tooDeep = runCLI(["--max-depth", "5000", "examples"])
        #expect(tooDeep.status == 2)
        #expect(tooDeep.errorOutput.contains("--max-depth must be between 1 and 1000"))
    }

    @Test func helpAndVersionExitZero() {
        let help = runCLI(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: tabbar-lint"))
        #expect(runCLI(["--version"]).output == TabBarLintVersion.current + "\n")
        // Each subcommand has its own screen, however help is asked for.
        let lint = runCLI(["lint", "--help"])
        #expect(lint.status == 0)
        #expect(lint.output.contains("USAGE: tabbar-lint lint "))
        #expect(lint.output.contains("--max-scalar-size <size>"))
        #expect(runCLI(["help", "rules"]).output.contains("USAGE: tabbar-lint rules"))
        #expect(runCLI(["schema", "-h"]).output.contains("USAGE: tabbar-lint schema"))
    }

    @Test func colorFollowsTheFlagThenFORCE_COLORThenNO_COLORThenTheTerminal() {
        let file = "examples/social-compose.tabbar.yml"
        #expect(!runCLI([file]).output.contains("\u{1B}["))
        #expect(runCLI([file], terminal: true).output.contains("\u{1B}[1;31merror:"))
        #expect(!runCLI([file], terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}["))
        #expect(runCLI([file], terminal: true, environment: ["NO_COLOR": ""]).output.contains("\u{1B}["), "an empty NO_COLOR is unset")
        // An explicit flag beats both variables.
        #expect(runCLI(["--color", "always", file], environment: ["NO_COLOR": "1"]).output.contains("\u{1B}[1;31merror:"))
        #expect(!runCLI(["--color", "never", file], environment: ["FORCE_COLOR": "1"]).output.contains("\u{1B}["))
        // FORCE_COLOR beats NO_COLOR and a pipe; `0` and `false` mean no.
        #expect(runCLI([file], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).output.contains("\u{1B}[1;31merror:"))
        #expect(!runCLI([file], terminal: true, environment: ["FORCE_COLOR": "0"]).output.contains("\u{1B}["))
        #expect(!runCLI([file], terminal: true, environment: ["FORCE_COLOR": "false"]).output.contains("\u{1B}["))
        #expect(runCLI(["--color", "always", file]).output.contains("\u{1B}["))
        #expect(!runCLI(["--color", "never", file], terminal: true).output.contains("\u{1B}["))
    }

    @Test func limitsCanBeRaisedAndLowered() {
        let small = runCLI(["--max-file-size", "100", "examples/clean.tabbar.yml"])
        #expect(small.status == 1)
        #expect(small.output.hasPrefix("examples/clean.tabbar.yml:1:1: error: the file is larger than the 100 bytes limit for a spec, so it is not read"))
        #expect(runCLI(["--max-file-size", "1M", "examples/clean.tabbar.yml"]).status == 0)
        #expect(runCLI(["--max-file-size", "lots", "examples/clean.tabbar.yml"]).status == 2)
        let shallow = runCLI(["--max-depth", "3", "examples/clean.tabbar.yml"])
        #expect(shallow.output.contains("nested more than 3 levels deep"))
    }

    @Test func rulesListsEveryRuleByCategory() {
        let run = runCLI(["rules"])
        #expect(run.status == 0)
        for id in ["yaml-syntax", "spec-schema", "tab-count", "more-tab-overflow", "duplicate-id", "unsupported-platform", "action-tab", "badge-value"] {
            #expect(run.output.contains("  \(id) "), "\(id)")
        }
        #expect(run.output.hasPrefix("Syntax and schema\n"))
    }
}

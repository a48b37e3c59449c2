import Testing
import TabBarYAML
import TabBarLint
@testable import TabBarReporters

private func position(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column, offset: 0)
}

private func diagnostic(_ line: String, from: (Int, Int), to: (Int, Int), severity: Severity = .error) -> Diagnostic {
    Diagnostic(
        ruleID: "action-tab", severity: severity, message: "\"New Post\" performs an action",
        range: SourceRange(start: position(from.0, from.1), end: position(to.0, to.1)), lineText: line
    )
}

@Suite struct TextReporterTests {
    @Test func printsTheParseableLineThenTheUnderlinedSource() {
        var reporter = TextReporter(color: false)
        let report = FileReport(path: "examples/icecubes.tabbar.yml", diagnostics: [
            diagnostic("  - id: post", from: (15, 5), to: (18, 5)),
        ])
        #expect(reporter.render(report) == """
            examples/icecubes.tabbar.yml:15:5: error: "New Post" performs an action [action-tab]
               |
            15 |   - id: post
               |     ^~~~~~~~

            """)
    }

    @Test func relatedPlacesBecomeNotes() {
        var reporter = TextReporter(color: false)
        var item = diagnostic("  - { id: home }", from: (6, 11), to: (6, 15))
        item.related = [RelatedLocation(range: SourceRange(at: position(4, 11)), message: "`home` first used here")]
        let text = reporter.render(FileReport(path: "a.yml", diagnostics: [item]))
        #expect(text.hasSuffix("  |           ^~~~\na.yml:4:11: note: `home` first used here\n"))
    }

    @Test func underlinesAlignWithTabsAndWideCharacters() {
        let tabbed = Underline(line: "\ttitle: 日本語", range: SourceRange(start: position(1, 9), end: position(1, 12)))
        #expect(tabbed.padding == "\t       ")
        #expect(tabbed.marks == "^~~~~~", "three wide characters take six columns")
        let wide = Underline(line: "日本: x", range: SourceRange(start: position(1, 5), end: position(1, 6)))
        #expect(wide.padding == "      ")
        #expect(wide.marks == "^")
    }

    @Test func multiLineNodesUnderlineTheirFirstLineWithoutTheComment() {
        let underline = Underline(line: "  - id: post   # the composer", range: SourceRange(start: position(3, 5), end: position(6, 1)))
        #expect(underline.marks == "^~~~~~~~")
        let quoted = Underline(line: "  - title: \"A # B\"", range: SourceRange(start: position(3, 5), end: position(4, 1)))
        #expect(quoted.marks == String("^") + String(repeating: "~", count: 13))
        let apostrophe = Underline(line: "  - title: Editor's Picks # x", range: SourceRange(start: position(3, 5), end: position(4, 1)))
        #expect(apostrophe.marks == String("^") + String(repeating: "~", count: 20))
    }

    @Test func longLinesAreCutAroundTheNodeAndControlCharactersHidden() {
        let line = String(repeating: "[", count: 1_000)
        let underline = Underline(line: line, range: SourceRange(at: position(1, 500)))
        #expect(underline.shownLine.hasPrefix("…[") && underline.shownLine.hasSuffix("[…"))
        #expect(underline.shownLine.count == Underline.window + 2)
        #expect(underline.padding.count == Underline.leadingContext + 1)
        #expect(Underline(line: "a\u{01}b\u{7F}", range: SourceRange(at: position(1, 1))).shownLine == "a\u{FFFD}b\u{FFFD}")
    }

    @Test func colorIsOnlyAddedWhenAsked() {
        var plain = TextReporter(color: false)
        var colored = TextReporter(color: true)
        let report = FileReport(path: "a.yml", diagnostics: [diagnostic("x: y", from: (1, 1), to: (1, 2), severity: .warning)])
        #expect(!plain.render(report).contains("\u{1B}["))
        #expect(colored.render(report).contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
    }

    @Test func theSummaryCountsBySeverity() {
        var summary = RunSummary()
        #expect(summary.sentence == "0 errors, 0 warnings in 0 files")
        summary.add(FileReport(path: "a", diagnostics: [
            diagnostic("", from: (1, 1), to: (1, 1)), diagnostic("", from: (1, 1), to: (1, 1), severity: .warning),
            diagnostic("", from: (1, 1), to: (1, 1), severity: .info),
        ]))
        summary.add(FileReport(path: "b", diagnostics: []))
        #expect(summary.sentence == "1 error, 1 warning, 1 info in 2 files")
    }
}

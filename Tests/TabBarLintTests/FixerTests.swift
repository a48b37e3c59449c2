import Testing
import TabBarYAML
@testable import TabBarLint

/// The fixer's core: applying edits to bytes, and the passes to a fixed point.
@Suite struct FixerTests {
    private static func edit(_ start: Int, _ end: Int, _ text: String) -> TextEdit {
        TextEdit(
            range: SourceRange(start: SourcePosition(line: 1, column: start + 1, offset: start), end: SourcePosition(line: 1, column: end + 1, offset: end)),
            replacement: text
        )
    }

    @Test func editsAreAppliedBackToFrontWhateverTheirOrder() {
        let (bytes, applied) = Fixer.apply([Self.edit(6, 11, "Earth"), Self.edit(0, 5, "Howdy")], to: Array("hello world!".utf8))
        #expect(String(decoding: bytes, as: UTF8.self) == "Howdy Earth!")
        #expect(applied == 2)
    }

    @Test func anOverlappingEditWaitsForTheNextPass() {
        let (bytes, applied) = Fixer.apply([Self.edit(0, 5, "HELLO"), Self.edit(3, 8, "xx"), Self.edit(5, 5, ",")], to: Array("hello world".utf8))
        // The insertion at 5 touches the first edit's end but not its inside: it fits.
        #expect(String(decoding: bytes, as: UTF8.self) == "HELLO, world")
        #expect(applied == 2)
    }

    @Test func editsOutsideTheFileAreIgnored() {
        let (bytes, applied) = Fixer.apply([Self.edit(3, 40, "x")], to: Array("abc".utf8))
        #expect(bytes == Array("abc".utf8))
        #expect(applied == 0)
    }

    @Test func passesStopAtAFixedPoint() {
        // A spec whose fixes settle: the title and the symbol in one pass.
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: world clock, icon: house.fill }\n  - { id: b, title: Bb, icon: tray }\n  - { id: c, title: Cc, icon: person }\n"
        let linter = Linter()
        let outcome = Fixer().fix(read: { $0 == "a.tabbar.yml" ? Array(spec.utf8) : nil }) { read in
            [linter.lint(source: read("a.tabbar.yml") ?? [], path: "a.tabbar.yml", assets: nil)]
        }
        #expect(outcome.fixed["a.tabbar.yml"].map { String(decoding: $0, as: UTF8.self) }
            == "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: World Clock, icon: house }\n  - { id: b, title: Bb, icon: tray }\n  - { id: c, title: Cc, icon: person }\n")
        #expect(outcome.fixCounts["a.tabbar.yml"] == 2)
        #expect(!outcome.reachedPassLimit)
        #expect(outcome.reports.first?.diagnostics.isEmpty == true)
        #expect(outcome.initialReports.first?.diagnostics.map(\.ruleID) == ["title-capitalization", "symbol-variant"])
    }

    @Test func aMisspelledKeyIsNotRenamedToAKeyItsMappingAlreadyHas() throws {
        // Found by the fuzzer: `$icon` renamed to `icon` beside `icon: calendar`
        // gave a file with a duplicate key.
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: Home, icon: house, icno: tray }\n  - { id: b, title: Inbox, icno: tray }\n  - { id: c, title: Me, icon: person }\n"
        let linter = Linter()
        let outcome = Fixer(allowingUnsafe: true).fix(read: { $0 == "a.tabbar.yml" ? Array(spec.utf8) : nil }) { read in
            [linter.lint(source: read("a.tabbar.yml") ?? [], path: "a.tabbar.yml", assets: nil)]
        }
        let schema = try #require(outcome.initialReports.first?.diagnostics.filter { $0.ruleID == "spec-schema" })
        #expect(schema.map { $0.fix != nil } == [false, true])
        #expect(schema.map(\.range.start.line) == [4, 5])
        #expect(schema.map(\.message) == [
            "unknown key `icno` in tab `a`; did you mean `icon`?", "unknown key `icno` in tab `b`; did you mean `icon`?",
        ])
        // Only tab b's key is renamed; tab a keeps its one `icon`.
        #expect(outcome.fixed["a.tabbar.yml"].map { String(decoding: $0, as: UTF8.self) }
            == "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: Home, icon: house, icno: tray }\n  - { id: b, title: Inbox, icon: tray }\n  - { id: c, title: Me, icon: person }\n")
    }

    @Test func fixesThatNeverSettleStopAtThePassLimit() {
        // A lint that always asks for one more character.
        let grow: (@escaping Fixer.Reader) -> [FileReport] = { read in
            let count = read("f")?.count ?? 0
            var diagnostic = Diagnostic(ruleID: "grow", severity: .info, message: "more", range: .fileStart)
            var fix = FixIt(range: .fileStart, change: .replaceSource("x"))
            fix.edit = Self.edit(count, count, "x")
            diagnostic.fix = fix
            return [FileReport(path: "f", diagnostics: [diagnostic])]
        }
        let outcome = Fixer(maxPasses: 3).fix(read: { _ in [] }, lint: grow)
        #expect(outcome.fixed["f"] == Array("xxx".utf8))
        #expect(outcome.reachedPassLimit)
    }

    @Test func unsafeFixesWaitForPermission() {
        var diagnostic = Diagnostic(ruleID: "r", severity: .info, message: "m", range: .fileStart)
        var fix = FixIt(range: .fileStart, change: .removeEntry, applicability: .unsafe)
        #expect(diagnostic.applicableFix(allowingUnsafe: true) == nil, "no fix")
        diagnostic.fix = fix
        #expect(diagnostic.applicableFix(allowingUnsafe: true) == nil, "not spelled")
        fix.edit = Self.edit(0, 0, "")
        diagnostic.fix = fix
        #expect(diagnostic.applicableFix(allowingUnsafe: false) == nil)
        #expect(diagnostic.applicableFix(allowingUnsafe: true) == fix)
    }

    @Test func aSingleQuotedScalarKeepsItsQuotesAndDoublesItsApostrophes() {
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: 'kid''s corner', icon: house }\n"
        let found = Linter().lint(source: Array(spec.utf8), path: "a.tabbar.yml", assets: nil).diagnostics
        #expect(found.compactMap(\.fix?.edit?.replacement) == ["'Kid''s Corner'"])
    }
}

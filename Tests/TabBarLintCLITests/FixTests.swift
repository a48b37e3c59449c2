import Foundation
import Testing

/// `--fix`: byte-exact before and after for each fixable rule, in YAML and
/// Swift, with what is around each fix left as written; a second run that
/// changes nothing; files that must not be touched.
@Suite struct FixTests {
    /// Writes `before` as `name` in a fresh folder, runs `tabbar-lint
    /// --fix` (plus `extra`) on it, and returns the run and the file's bytes after.
    func fix(_ before: String, name: String = "app.tabbar.yml", _ extra: [String] = []) throws -> (run: CLIRun, after: String) {
        let folder = try TemporaryFolder("fix")
        let path = try folder.write(name, Array(before.utf8))
        let run = runCLI(["--fix"] + extra + [path])
        return (run, try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test func titleCapitalizationKeepsEachScalarsQuotingAndTheComments() throws {
        let before = """
            version: 1   # the format
            platforms: [iOS]
            tabs:
              - id: clock
                title: world clock   # plain
                icon: globe
              - { id: alarms, title: 'alarm list', icon: alarm }
              - id: timers
                title: "timers: all"
                icon: timer

            """
        let (run, after) = try fix(before)
        #expect(after == """
            version: 1   # the format
            platforms: [iOS]
            tabs:
              - id: clock
                title: World Clock   # plain
                icon: globe
              - { id: alarms, title: 'Alarm List', icon: alarm }
              - id: timers
                title: "Timers: All"
                icon: timer

            """)
        #expect(run.errorOutput.contains("tabbar-lint: applied 3 fixes in 1 file"))
        #expect(!run.output.contains("[title-capitalization]"))
    }

    @Test func filledSymbolOfASystemBarBecomesItsOutline() throws {
        let (_, after) = try fix("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Home Feed, icon: house.fill }
              - id: library
                title: Library
                icon: { symbol: "books.vertical.fill" }
              - { id: profile, title: Profile, icon: person }

            """)
        #expect(after == """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Home Feed, icon: house }
              - id: library
                title: Library
                icon: { symbol: "books.vertical" }
              - { id: profile, title: Profile, icon: person }

            """)
    }

    @Test func misspelledSymbolAndKeyWithOneCloseMatchAreCorrected() throws {
        let (run, after) = try fix("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Home Feed, icon: house }
              - id: library
                titel: Library
                icon: books.vertikal
              - { id: profile, title: Profile, icon: person }

            """)
        #expect(after == """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Home Feed, icon: house }
              - id: library
                title: Library
                icon: books.vertical
              - { id: profile, title: Profile, icon: person }

            """)
        #expect(run.status == 0, "nothing remains: \(run.output)")
    }

    @Test func zeroBadgeIsRemovedFromBlockAndFlowMappings() throws {
        let (_, after) = try fix("""
            version: 1
            platforms: [iOS]
            tabs:
              - id: home
                title: Home Feed
                badge: 0   # nothing waiting
                icon: house
              - { id: inbox, title: Inbox, badge: 0, icon: tray }
              - { id: profile, title: Profile, icon: person, badge: 0 }

            """)
        #expect(after == """
            version: 1
            platforms: [iOS]
            tabs:
              - id: home
                title: Home Feed
                icon: house
              - { id: inbox, title: Inbox, icon: tray }
              - { id: profile, title: Profile, icon: person }

            """)
    }

    static let searchFirst = """
        version: 1
        platforms: [iOS]
        tabs:
          - id: search   # find anything
            title: Search
            icon: magnifyingglass
            role: search
          - { id: home, title: Home Feed, icon: house }
          # the last one
          - id: profile
            title: Profile
            icon: person
        """

    @Test func searchTabMovesToTheTrailingEndOnlyWithUnsafeFixes() throws {
        let (safeRun, unchanged) = try fix(Self.searchFirst)
        #expect(unchanged == Self.searchFirst)
        #expect(safeRun.output.contains("[search-tab-position]"))
        #expect(safeRun.output.contains("0 fixable with --fix (1 more with --fix --unsafe-fixes)"))
        let (_, after) = try fix(Self.searchFirst, ["--unsafe-fixes"])
        // The file had no final line break, and still has none.
        #expect(after == """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, title: Home Feed, icon: house }
              # the last one
              - id: profile
                title: Profile
                icon: person
              - id: search   # find anything
                title: Search
                icon: magnifyingglass
                role: search
            """)
    }

    @Test func twoSearchTabsGetNoMoveThatWouldNeverSettle() throws {
        let before = """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: find, title: Find, icon: magnifyingglass, role: search }
              - { id: home, title: Home Feed, icon: house }
              - { id: search, title: Search, icon: magnifyingglass, role: search }

            """
        let (run, after) = try fix(before, ["--unsafe-fixes"])
        #expect(after == before)
        #expect(run.output.contains("[search-tab-count]") && run.output.contains("[search-tab-position]"))
        #expect(!run.errorOutput.contains("passes"))
    }

    @Test func swiftLiteralsAreRewrittenWithTheirEscapesAndABadgeModifierGoes() throws {
        let (_, after) = try fix(#"""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("world \"clock\"", systemImage: "house.fill") { Text("a") }
                            .badge("0")
                        Tab("Library", systemImage: "books.vertikal") { Text("b") }
                        Tab(#"Profile"#, systemImage: "person") { Text("c") }
                    }
                }
            }

            """#, name: "RootView.swift")
        #expect(after == #"""
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("World \"Clock\"", systemImage: "house") { Text("a") }
                        Tab("Library", systemImage: "books.vertical") { Text("b") }
                        Tab(#"Profile"#, systemImage: "person") { Text("c") }
                    }
                }
            }

            """#)
    }

    /// A symbol written in an app-wide constant (`static let`) or an enum
    /// case's raw value is used beyond the tab: its fix waits for
    /// `--unsafe-fixes`, while one written for the tab alone is applied.
    @Test func aSymbolInASharedConstantIsFixedOnlyWithUnsafeFixes() throws {
        let before = #"""
            import SwiftUI

            enum Symbol: String {
                case garden = "leaf.fill"
            }

            struct Icons {
                static let pond = "drop.fill"
            }

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("Garden", systemImage: Symbol.garden.rawValue) { Text("a") }
                        Tab("Pond", systemImage: Icons.pond) { Text("b") }
                        Tab("Meadow", systemImage: "sun.max.fill") { Text("c") }
                    }
                }
            }

            """#
        let (safeRun, safe) = try fix(before, name: "RootView.swift")
        #expect(safeRun.output.contains("0 fixable with --fix (2 more with --fix --unsafe-fixes)"))
        #expect(safe == before.replacingOccurrences(of: "\"sun.max.fill\"", with: "\"sun.max\""))
        let (_, unsafe) = try fix(before, name: "RootView.swift", ["--unsafe-fixes"])
        #expect(unsafe == before
            .replacingOccurrences(of: "\"sun.max.fill\"", with: "\"sun.max\"")
            .replacingOccurrences(of: "\"leaf.fill\"", with: "\"leaf\"")
            .replacingOccurrences(of: "\"drop.fill\"", with: "\"drop\""))
    }

    @Test func aSecondRunChangesNothing() throws {
        let folder = try TemporaryFolder("fix-twice")
        let path = try folder.write("app.tabbar.yml", Array("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: clock, title: world clock, icon: house.fill, badge: 0 }
              - { id: b, title: Bb, icon: books.vertikal }
              - { id: c, title: Cc, icon: person }

            """.utf8))
        let first = runCLI(["--fix", path])
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        let second = runCLI(["--fix", path])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == fixed)
        #expect(first.errorOutput.contains("applied 4 fixes in 1 file"))
        #expect(second.errorOutput.contains("applied 0 fixes in 0 files"))
    }

    @Test func diffPrintsTheChangeAndWritesNothing() throws {
        let before = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: world clock, icon: house }\n  - { id: b, title: Bb, icon: tray }\n  - { id: c, title: Cc, icon: person }\n"
        let (run, after) = try fix(before, ["--diff"])
        #expect(after == before)
        #expect(run.output.hasSuffix("""
            @@ -1,6 +1,6 @@
             version: 1
             platforms: [iOS]
             tabs:
            -  - { id: a, title: world clock, icon: house }
            +  - { id: a, title: World Clock, icon: house }
               - { id: b, title: Bb, icon: tray }
               - { id: c, title: Cc, icon: person }

            """))
        #expect(run.errorOutput.contains("would apply 1 fix in 1 file"))
        #expect(run.status == 0)
    }

    @Test func aReadOnlyFileIsLeftAloneWithAClearMessage() throws {
        let folder = try TemporaryFolder("fix-read-only")
        let before = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: world clock, icon: house }\n"
        let path = try folder.write("app.tabbar.yml", Array(before.utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let run = runCLI(["--fix", path])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == before)
        #expect(run.errorOutput.contains("tabbar-lint: error: \(path) is read-only; it was not changed (make it writable to fix it)"))
        // The finding is still reported, since it is still there.
        #expect(run.output.contains("[title-capitalization]"))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o444)
    }

    @Test func theFileModeIsKept() throws {
        let folder = try TemporaryFolder("fix-mode")
        let path = try folder.write("app.tabbar.yml", Array("version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: world clock, icon: house }\n".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        _ = runCLI(["--fix", path])
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("World Clock"))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["app.tabbar.yml"], "no temporary file left")
    }

    @Test func aFileThatDoesNotParseIsNeverEdited() throws {
        let before = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: world clock, icon: house.fill\n"
        let (run, after) = try fix(before)
        #expect(after == before)
        #expect(run.errorOutput.contains("was not fixed: it is not valid YAML; fix its yaml-syntax error first"))
        #expect(run.status == 1)
    }

    @Test func jsonAndSARIFCarryTheReplacement() throws {
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: world clock, icon: house }\n  - { id: b, title: Bb, icon: tray, badge: 0 }\n"
        let json = runCLI(["--format", "json", "-"], standardInput: spec).output
        #expect(json.contains(#""fix": {"line": 4, "column": 21, "endLine": 4, "endColumn": 32, "replacement": "World Clock", "applicability": "safe", "description": "Change to \"World Clock\""}"#))
        #expect(json.contains(#""fix": {"line": 5, "column": 35, "endLine": 5, "endColumn": 45, "replacement": "", "applicability": "safe", "description": "Remove the entry"}"#))
        let sarif = runCLI(["--format", "sarif", "-"], standardInput: spec).output
        #expect(sarif.contains(#""fixes": [{"description": {"text": "Change to \"World Clock\""}, "artifactChanges": [{"artifactLocation": {"uri": "%3Cstdin%3E"}, "replacements": [{"deletedRegion": {"startLine": 4, "startColumn": 21, "endLine": 4, "endColumn": 32}, "insertedContent": {"text": "World Clock"}}]}], "properties": {"applicability": "safe"}}]"#))
        let text = runCLI(["-"], standardInput: spec).output
        #expect(text.contains("write \"World Clock\", with each major word capitalized and short words such as \"of\" and \"for\" lower-case inside the title [*] [title-capitalization]\n"))
        #expect(text.hasSuffix("[*] 2 fixable with --fix\n"))
    }

    @Test func aSwiftFileThatDoesNotParseIsNeverEdited() throws {
        let before = """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("world clock", systemImage: "globe") { Text("a") }
                        Tab("Alarms", systemImage: "alarm") { Text("b")
                        Tab("Timers", systemImage: "timer") { Text("c") }
                    }
                }
            }

            """
        let (run, after) = try fix(before, name: "RootView.swift")
        #expect(after == before)
        #expect(run.errorOutput.contains("RootView.swift was not fixed: it does not parse as Swift; fix its syntax errors first"))
        #expect(run.output.contains("[title-capitalization]") && !run.output.contains("[*]"))
    }

    @Test func fixCannotTakeStandardInput() {
        let run = runCLI(["--fix", "-"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("--fix changes files in place, so it cannot fix standard input"))
    }
}

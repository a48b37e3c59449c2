import Foundation
import Testing
import TabBarSourceLint
import TabBarLint
import TabBarLintCLI

/// Pins the exact CLI output for every bundled example, with its exit
/// status on the first line. `UPDATE_GOLDENS=1 swift test` rewrites them.
@Suite struct GoldenTests {
    /// Every spec below examples/, as `examples/…` paths, found the way the CLI finds them.
    static let examples: [String] = {
        _ = packageRoot
        return SpecFinder().find(["examples"]).inputs.map(\.displayPath)
    }()

    @Test func thereAreExamplesToPin() {
        #expect(Self.examples.count >= 7)
    }

    @Test(arguments: examples)
    func outputMatchesTheGoldenFile(example: String) throws {
        let run = runCLI([example])
        let actual = "exit \(run.status)\n" + run.output
        let name = example.dropFirst("examples/".count).replacingOccurrences(of: "/", with: "__")
        let golden = "Tests/TabBarLintCLITests/Golden/\(name).txt"
        if updatingGoldens {
            try writeFile(golden, actual)
            return
        }
        let expected = try #require(readFile(golden), "missing \(golden); run UPDATE_GOLDENS=1 swift test")
        #expect(actual == expected)
        #expect(run.errorOutput.isEmpty)
    }

    @Test func theWholeFolderMatchesTheGoldenFile() throws {
        let run = runCLI(["examples"])
        let actual = "exit \(run.status)\n" + run.output
        let golden = "Tests/TabBarLintCLITests/Golden/examples-folder.txt"
        if updatingGoldens {
            try writeFile(golden, actual)
            return
        }
        #expect(actual == readFile(golden))
        #expect(run.status == 1)
    }

    /// The examples are the tour of the catalog: each rule fires somewhere in them.
    @Test func theExamplesExerciseEveryRule() {
        let output = runCLI(["examples"]).output
        let fired = Set(output.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        })
        // A path that cannot be read cannot be bundled; `spec-drift` comes
        // from `drift`, which SourceCommandTests runs on the examples.
        let expected = Set(RuleRegistry.allIDs).subtracting([BuiltinRuleID.unreadableFile, "spec-drift"])
        #expect(expected.subtracting(fired).sorted() == [], "rules no example triggers")
    }
}

/// `rules/` is generated from the rules' metadata; it must not drift.
@Suite struct GeneratedDocsTests {
    @Test func rulesFolderIsUpToDate() throws {
        _ = packageRoot
        let pages = RuleDocs.allPages()
        for (name, text) in pages {
            let path = "rules/" + name
            if updatingGoldens {
                try writeFile(path, text)
                continue
            }
            #expect(readFile(path) == text, "\(path) is stale; run `swift run tabbar-lint generate-docs`")
        }
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/rules").filter { $0.hasSuffix(".md") }
        #expect(Set(onDisk) == Set(pages.keys), "rules/ holds pages for rules that no longer exist")
    }

    /// docs/swift-sources.md lists the rules that apply to specs only, as
    /// their metadata says.
    @Test func theSwiftSourcesGuideListsTheSpecOnlyRules() throws {
        let guide = try #require(readFile("docs/swift-sources.md"))
        let heading = "## Rules that apply to specs only\n"
        let section = try #require(guide.components(separatedBy: heading).dropFirst().first?.components(separatedBy: "\n## ").first)
        let listed = Set(section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- [`"), let end = line.dropFirst(4).firstIndex(of: "`") else { return nil }
            return String(line.dropFirst(4)[..<end])
        })
        let specOnly = Set(RuleRegistry.all.map(\.metadata).filter { $0.specOnly != nil }.map(\.id))
        #expect(listed == specOnly)
    }

    @Test func explainPrintsTheSamePage() {
        let run = runCLI(["explain", "tab-count"])
        #expect(run.status == 0)
        #expect(run.output == RuleDocs.allPages()["tab-count.md"])
        #expect(run.output.contains("$ tabbar-lint example.tabbar.yml\nexample.tabbar.yml:4:1: warning: 6 tabs on iOS"))
    }
}

/// The README shows real output and what a newcomer needs first; the
/// rule list and the reference live in docs/. Keep both honest.
@Suite struct ReadmeTests {
    @Test func theSampleOutputIsWhatTheToolPrints() throws {
        let readme = try #require(readFile("README.md"))
        let run = runCLI(["examples/social-compose.tabbar.yml"])
        #expect(readme.contains("$ swift run tabbar-lint examples/social-compose.tabbar.yml\n" + run.output))
    }

    @Test func everyRuleIsListedInTheRulesOverview() throws {
        let overview = try #require(readFile("docs/rules.md"))
        for id in RuleRegistry.allIDs {
            #expect(overview.contains("[`\(id)`](../rules/\(id).md)"), "\(id)")
        }
    }

    @Test func theReadmeIsShortAndHasTheTwoCommands() throws {
        let readme = try #require(readFile("README.md"))
        #expect(readme.utf8.count < 12 * 1024)
        #expect(readme.contains("```sh\nswift run tabbar-lint examples\n```"))
        #expect(readme.contains("```sh\nswift test\n```"))
    }

    @Test func everyLocalLinkInTheReadmeAndDocsLeadsToAFile() throws {
        let pages = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs"))
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let link = try NSRegularExpression(pattern: #"\]\(([^)#:]+)(#[^)]*)?\)"#)
        for page in pages {
            let text = try #require(readFile(page))
            let folder = (page as NSString).deletingLastPathComponent
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let target = ((folder.isEmpty ? "" : folder + "/") + text[range] as NSString).standardizingPath
                #expect(FileManager.default.fileExists(atPath: packageRoot + "/" + target), "\(page) links to \(text[range])")
            }
        }
    }
}

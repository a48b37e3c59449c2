import Foundation
import Testing
import TabBarLint
@testable import TabBarReporters
@testable import TabBarLintCLI

/// Output with the machine's own folder replaced, so goldens hold anywhere.
private func portable(_ text: String) -> String {
    let root = packageRoot
    let uriRoot = "file://" + root.split(separator: "/").map { part in
        part.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? String(part)
    }.reduce("") { $0 + "/" + $1 }
    return text.replacingOccurrences(of: uriRoot, with: "file://$ROOT").replacingOccurrences(of: root, with: "$ROOT")
}

private func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "tabbar-lint-\(UUID().uuidString)-\(name)"
}

/// CI sets this so that a missing validator fails the test instead of skipping it.
private let validatorRequired = ProcessInfo.processInfo.environment["TABBAR_LINT_REQUIRE_SCHEMA_CHECK"] == "1"

@Suite struct FormatGoldenTests {
    static let formats = OutputFormat.allCases.filter { $0 != .text }

    @Test(arguments: formats)
    func theExamplesInEachFormatMatchTheGoldenFile(format: OutputFormat) throws {
        let run = runCLI(["examples", "--format", format.rawValue])
        #expect(run.status == 1)
        #expect(run.errorOutput.isEmpty)
        let actual = portable(run.output)
        let golden = "Tests/TabBarLintCLITests/Golden/formats/examples.\(format.rawValue).txt"
        if updatingGoldens {
            try writeFile(golden, actual)
            return
        }
        let expected = try #require(readFile(golden), "missing \(golden); run UPDATE_GOLDENS=1 swift test")
        #expect(actual == expected)
    }
}

@Suite struct FormatContentTests {
    @Test func jsonCarriesEveryFindingWithItsPositionAndTab() throws {
        let run = runCLI(["examples/social-compose.tabbar.yml", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 1)
        #expect((document["tool"] as? [String: Any])?["version"] as? String == TabBarLintVersion.current)
        let files = try #require(document["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        let first = findings[0]
        #expect(first["ruleId"] as? String == "action-tab")
        #expect(first["severity"] as? String == "error")
        #expect(first["file"] as? String == "examples/social-compose.tabbar.yml")
        #expect(first["line"] as? Int == 17 && first["column"] as? Int == 5)
        #expect(first["endLine"] as? Int == 20)
        #expect(first["tabId"] as? String == "post")
        #expect(first["platforms"] as? [String] == ["iOS", "iPadOS"])
        #expect((document["summary"] as? [String: Int]) == ["files": 1, "errors": 1, "warnings": 2, "info": 0])
    }

    @Test func aRunWithoutFindingsIsStillAWholeDocument() throws {
        for format in [OutputFormat.json, .sarif, .junit, .checkstyle] {
            let run = runCLI(["examples/clean.tabbar.yml", "--format", format.rawValue])
            #expect(run.status == 0, "\(format)")
            if format == .json || format == .sarif {
                #expect((try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) != nil, "\(format): \(run.output)")
            } else {
                #expect(run.output.hasPrefix("<?xml") && run.output.hasSuffix(">\n"), "\(format)")
            }
        }
    }

    @Test func githubAnnotationsEscapeWhatTheRunnerParses() {
        let run = runCLI(["examples/social-compose.tabbar.yml", "--format", "github"])
        #expect(run.output.split(separator: "\n").first == "::error file=examples/social-compose.tabbar.yml,line=17,col=5,endLine=20,endColumn=47,title=action-tab::\"New Post\" (post) performs an action (opens the post composer as a sheet); tab bars are for navigation, so put the action in a toolbar or a button in the content")
    }

    @Test func xcodeLinesUseAbsolutePathsAndNotesForInfo() {
        let run = runCLI(["examples/team-config/news.tabbar.yml", "--format", "xcode"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == packageRoot + "/examples/team-config/news.tabbar.yml:10:12: warning: the badge of \"Today\" (today) shows 4 characters (1000), more than the 3 a badge holds; cap the count, e.g. \"99+\" [badge-value]")
        #expect(lines.contains { $0.contains(": note: nothing from `badge-value`") })
    }

    @Test func severalFormatsGoToTheirOwnFilesInOneRun() throws {
        let sarif = temporaryPath("out.sarif"), junit = temporaryPath("out.xml")
        defer { try? FileManager.default.removeItem(atPath: sarif); try? FileManager.default.removeItem(atPath: junit) }
        let run = runCLI(["examples/social-compose.tabbar.yml", "--format", "sarif", "--output", sarif, "--format", "junit", "--output", junit, "--format", "text"])
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("1 error, 2 warnings in 1 file\n"), "the last format, without a file, goes to standard output")
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"ruleId\": \"badge-value\""))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testcase classname=\"examples/social-compose.tabbar.yml\" name=\"badge-value\">"))
    }

    @Test func outputMistakesAreUsageErrors() {
        let twoToStdout = runCLI(["examples", "--format", "json", "--format", "sarif"])
        #expect(twoToStdout.status == 2)
        #expect(twoToStdout.errorOutput.contains("only one format can go to standard output"))
        let extraOutput = runCLI(["examples", "--output", "a.json", "--output", "b.json"])
        #expect(extraOutput.status == 2)
        let unwritable = runCLI(["examples", "--format", "json", "--output", "/no/such/folder/out.json"])
        #expect(unwritable.status == 2)
        #expect(unwritable.errorOutput.contains("cannot write /no/such/folder/out.json"))
    }
}

/// The machine-readable outputs validate against their schemas, with
/// check-jsonschema (PyPI), which CI installs.
@Suite struct SchemaValidationTests {
    private func validate(format: OutputFormat, schema: String) throws {
        let output = temporaryPath("out.\(format.rawValue)")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = runCLI(["examples", "--format", format.rawValue, "--output", output])
        #expect(run.status == 1)
        guard pythonModuleAvailable("check_jsonschema") else {
            #expect(!validatorRequired, "check-jsonschema is not installed (pip install check-jsonschema)")
            return
        }
        let result = try runPython(["-m", "check_jsonschema", "--schemafile", schema, output])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func sarifValidatesAgainstTheOASISSchema() throws {
        try validate(format: .sarif, schema: packageRoot + "/Tests/TabBarLintCLITests/Schemas/sarif-schema-2.1.0.json")
    }

    @Test func jsonValidatesAgainstItsPublishedSchema() throws {
        try validate(format: .json, schema: packageRoot + "/docs/json-output.schema.json")
    }

    @Test func gitlabValidatesAgainstTheCodeQualityRequiredFields() throws {
        try validate(format: .gitlab, schema: packageRoot + "/Tests/TabBarLintCLITests/Schemas/gitlab-codequality.schema.json")
    }
}

/// GitLab Code Quality: the fields GitLab reads, and fingerprints that
/// survive edits elsewhere in a spec.
@Suite struct GitLabFormatTests {
    private func issues(_ spec: String) throws -> [[String: Any]] {
        let run = runCLI(["--format", "gitlab", "--stdin-filename", "app.tabbar.yml"], standardInput: spec)
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
    }

    private let spec = """
        version: 1
        platforms: [iOS]
        tabs:
          - { id: feed, title: Feed, icon: newspaper, badge: "New" }
          - { id: post, title: Compose, icon: square.and.pencil, action: opens the composer }
          - { id: me, title: Profile, icon: person, badge: "Hot" }
        """

    @Test func eachFindingIsAnIssueWithItsRuleSeverityAndLine() throws {
        let found = try issues(spec)
        #expect(found.count == 3)
        let action = try #require(found.first { $0["check_name"] as? String == "action-tab" })
        #expect(action["severity"] as? String == "major")
        #expect(action["description"] as? String == "\"Compose\" (post) performs an action (opens the composer); tab bars are for navigation, so put the action in a toolbar or a button in the content")
        let location = try #require(action["location"] as? [String: Any])
        #expect(location["path"] as? String == "app.tabbar.yml")
        #expect((location["lines"] as? [String: Int])?["begin"] == 5)
        #expect(found.filter { $0["check_name"] as? String == "badge-value" }.map { $0["severity"] as? String } == ["minor", "minor"])
        #expect(GitLabReporter.severity(.info) == "info")
    }

    @Test func fingerprintsAreStableAcrossEditsAndDistinctPerFinding() throws {
        let before = try issues(spec).compactMap { $0["fingerprint"] as? String }
        #expect(Set(before).count == 3)
        #expect(before.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        let moved = spec.replacingOccurrences(of: "tabs:\n", with: "app: Moved\n\ntabs:\n")
        let after = try issues(moved).compactMap { $0["fingerprint"] as? String }
        #expect(after == before, "lines moved, findings did not change")
    }

    @Test func noFindingsIsAnEmptyArray() {
        #expect(runCLI(["--format", "gitlab", "examples/clean.tabbar.yml"]).output == "[]\n")
    }
}

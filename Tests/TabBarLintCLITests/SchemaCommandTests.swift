import Foundation
import Testing
import TabBarSourceLint
import TabBarLint
import TabBarSpec
import TabBarLintCLI

@Suite struct SchemaCommandTests {
    static let committed = "docs/tabbar-spec.schema.json"

    @Test func theCommittedSchemaIsWhatTheCommandPrints() throws {
        let run = runCLI(["schema"])
        #expect(run.status == 0)
        if updatingGoldens {
            try writeFile(Self.committed, run.output)
            return
        }
        #expect(run.output == readFile(Self.committed), "run UPDATE_GOLDENS=1 swift test (or tabbar-lint schema > \(Self.committed))")
    }

    @Test func everyFieldIsDescribed() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(runCLI(["schema"]).output.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: Any])
        func keys(_ object: Any?) -> [String: [String: Any]] {
            ((object as? [String: Any])?["properties"] as? [String: [String: Any]]) ?? [:]
        }
        let groups: [([String], [String: [String: Any]])] = [
            (SpecKeys.topLevel, keys(schema)), (SpecKeys.tabBar, keys(definitions["tabBar"])),
            (SpecKeys.tab, keys(definitions["tab"])), (SpecKeys.icon, keys(definitions["icon"])),
        ]
        for (expected, properties) in groups {
            #expect(Set(properties.keys) == Set(expected))
            for (key, property) in properties {
                #expect((property["description"] as? String)?.isEmpty == false, "\(key) has no description")
            }
        }
        let tab = try #require(definitions["tab"] as? [String: Any])
        let role = try #require(keys(tab)["role"])
        #expect(role["enum"] as? [String] == TabRole.spellings)
    }

    /// Each document of each example is valid under the schema exactly when
    /// the linter finds no YAML or schema problem in it: editor and linter agree.
    @Test func theExamplesValidateExactlyWhenTheLinterAcceptsThem() throws {
        guard pythonModuleAvailable("check_jsonschema") else {
            #expect(ProcessInfo.processInfo.environment["TABBAR_LINT_REQUIRE_SCHEMA_CHECK"] != "1", "check-jsonschema is not installed")
            return
        }
        let folder = NSTemporaryDirectory() + "tabbar-lint-schema-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var accepted: [String] = [], rejected: [String] = []
        for path in SpecFinder().find(["examples"]).inputs.map(\.displayPath) {
            let text = try #require(readFile(path))
            for (index, document) in text.components(separatedBy: "\n---\n").enumerated() {
                let report = Linter().lint(source: Array(document.utf8), path: path)
                let copy = folder + "/" + path.replacingOccurrences(of: "/", with: "_") + ".\(index + 1).yaml"
                try document.write(toFile: copy, atomically: true, encoding: .utf8)
                let problem = report.diagnostics.contains { $0.ruleID == BuiltinRuleID.specSchema || $0.ruleID == BuiltinRuleID.yamlSyntax }
                if problem { rejected.append(copy) } else { accepted.append(copy) }
            }
        }
        let schema = packageRoot + "/" + Self.committed
        // One run for every document the linter accepts, one per document it rejects.
        let together = try runPython(["-m", "check_jsonschema", "--schemafile", schema] + accepted)
        #expect(together.status == 0, "\(together.output)")
        for copy in rejected {
            #expect(try runPython(["-m", "check_jsonschema", "--schemafile", schema, copy]).status != 0, "\(copy) passes the schema")
        }
        let checked = accepted.count + rejected.count
        #expect(checked >= 15)
    }
}

func pythonModuleAvailable(_ module: String) -> Bool {
    (try? runPython(["-c", "import \(module)"]).status) == 0
}

func runPython(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

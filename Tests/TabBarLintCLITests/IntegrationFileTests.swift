import Foundation
import Testing
import TabBarSourceLint
import TabBarLint
import TabBarYAML

/// The integration files are YAML other tools read; they must parse, and
/// the pre-commit hook must pick exactly the files tabbar-lint lints.
@Suite struct IntegrationFileTests {
    @Test(arguments: [".pre-commit-hooks.yaml", "action.yml", "docs/github-workflow-example.yml", "docs/gitlab-ci-example.yml"])
    func parsesAsYAML(path: String) throws {
        let text = try #require(readFile(path))
        let file = YAMLParser.parse(Array(text.utf8))
        #expect(file.problems.isEmpty, "\(file.problems.map(\.message))")
        #expect(file.documents.first?.root != nil)
    }

    @Test func theHookPatternMatchesExactlyTheSpecFileNames() throws {
        let hooks = try #require(readFile(".pre-commit-hooks.yaml"))
        let root = try #require(YAMLParser.parse(Array(hooks.utf8)).documents.first?.root)
        let hook = try #require(root.sequenceItems?.first)
        #expect(hook.value(forKey: "id")?.scalarValue == "tabbar-lint")
        #expect(hook.value(forKey: "language")?.scalarValue == "swift")
        let pattern = try #require(hook.value(forKey: "files")?.scalarValue)
        let regex = try NSRegularExpression(pattern: pattern)
        let names = [
            "tabbar.yml", "tabbar.yaml", "app.tabbar.yml", "design/ios/app.tabbar.yaml", "a/tabbar.yml",
            "notes.yml", "tabbar.yml.bak", "mytabbar.yml", "app.tabbar.yml/readme.md", "tabbar.json",
        ]
        for name in names {
            let matched = regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
            let base = String(name.split(separator: "/").last ?? "")
            #expect(matched == SpecFinder.isSpecFileName(base), "\(name)")
        }
    }

    @Test func theActionRunsFlagsTheCommandLineAccepts() throws {
        let action = try #require(readFile("action.yml"))
        #expect(action.contains("Scripts/install-tabbar-lint.sh\" --scratch-path \"$GITHUB_WORKSPACE/.tabbar-lint-build\""))
        #expect(action.contains("path: .tabbar-lint-build"), "the cached folder is the one the build uses")
        #expect(!action.contains("sudo apt-get"), "sudo is the install script's choice, not the Action's")
        let lint = try #require(readFile("Scripts/action-lint.sh"))
        #expect(lint.contains("--format sarif --output \"$sarif\" --format github"))
        let sarif = NSTemporaryDirectory() + "tabbar-lint-action-\(UUID().uuidString).sarif"
        defer { try? FileManager.default.removeItem(atPath: sarif) }
        let run = runCLI(["examples/clean.tabbar.yml", "--format", "sarif", "--output", sarif, "--format", "github"])
        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: sarif))
    }

    @Test func sarifUploadIsOptInAndNamesItsPermission() throws {
        let action = try #require(readFile("action.yml"))
        let root = try #require(YAMLParser.parse(Array(action.utf8)).documents.first?.root)
        let upload = try #require(root.value(forKey: "inputs")?.value(forKey: "upload-sarif"))
        #expect(upload.value(forKey: "default")?.scalarValue == "false")
        #expect(upload.value(forKey: "description")?.scalarValue?.contains("security-events: write") == true)
        let example = try #require(readFile("docs/github-workflow-example.yml"))
        #expect(example.contains("container: swift:6.1"), "the example runs in a container, where there is no sudo")
        #expect(example.contains("# security-events: write   # only with upload-sarif: \"true\""))
    }
}

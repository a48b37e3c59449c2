import Foundation
import Testing
import TabBarYAML
import TabBarSpec
@testable import TabBarLint

/// Lints YAML with all rules, its images looked up among `files` (nil: as
/// standard input, with no folder), and returns the findings of one rule.
func lintFindings(_ ruleID: String, _ yaml: String, files: [ExampleFile]? = []) -> [Diagnostic] {
    let assets = files.map { RuleExample("", files: $0).assets }
    return Linter().lint(source: Array(yaml.utf8), path: "app.tabbar.yml", assets: assets).diagnostics.filter { $0.ruleID == ruleID }
}

/// Runs one rule directly on the first spec in `yaml`, for option overrides.
func check(_ rule: some Rule, _ yaml: String, on platform: Platform, options: [String: OptionValue]) -> [Finding] {
    let decoded = SpecDecoder.decode(YAMLParser.parse(Array(yaml.utf8)))
    guard let spec = decoded.specs.first else { return [] }
    return rule.check(RuleContext(spec: spec, platform: platform, optionOverrides: options))
}

/// A spec for `platforms` with `tabs` (one YAML line each, without the dash).
func spec(_ platforms: String, tabBar: String = "", kind: String = "", tabs: [String]) -> String {
    "version: 1\nplatforms: [\(platforms)]\n" + (kind.isEmpty ? "" : "kind: \(kind)\n") + (tabBar.isEmpty ? "" : "tab-bar: \(tabBar)\n")
        + "tabs:\n" + tabs.map { "  - \($0)\n" }.joined()
}

/// A temporary folder on disk holding a spec and the files beside it,
/// removed when the value goes away.
final class SpecFolder {
    /// The folder that holds the spec's own folder, for files "outside" it.
    let parent: String
    /// The spec's folder.
    let root: String

    init() throws {
        parent = NSTemporaryDirectory() + "tabbar-lint-tests-" + UUID().uuidString
        root = parent + "/project"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: parent)
    }

    /// Writes `bytes` at `path` below `folder` (default: the spec's folder).
    func write(_ path: String, _ bytes: [UInt8], in folder: String? = nil) throws {
        let full = (folder ?? root) + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: full, contents: Data(bytes)))
    }

    func write(_ files: [ExampleFile]) throws {
        for file in files { try write(file.path, file.bytes) }
    }

    /// A symbolic link at `path` (below the spec's folder) to `destination`.
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
    }

    /// Lints the spec written to `app.tabbar.yml` in the folder, by the
    /// path a user would give, and returns one rule's findings.
    func lint(_ ruleID: String, _ yaml: String) throws -> [Diagnostic] {
        try write("app.tabbar.yml", Array(yaml.utf8))
        return Linter().lint(input: .file(root + "/app.tabbar.yml")).diagnostics.filter { $0.ruleID == ruleID }
    }
}

import TabBarLint
import TabBarSource

/// Lints a rule's documented example the way the docs and the example test
/// see it: the whole pipeline, keeping only the rule's own findings plus any
/// YAML or schema problem (an example must be a valid spec). The example's
/// own files are its folder: nothing on disk is read.
public enum ExampleLinting {
    /// The path examples are linted under, in tests and in the docs.
    public static let path = "example.tabbar.yml"
    /// The path Swift examples are linted under.
    public static let swiftPath = "Example.swift"

    public static func report(for example: RuleExample, ruleID: String) -> FileReport {
        // A built-in check's examples see every rule: a suppression comment
        // is only used when some rule reports what it suppresses.
        let isBuiltin = BuiltinChecks.all.contains { $0.id == ruleID }
        let rules = isBuiltin ? RuleRegistry.all : RuleRegistry.all.filter { $0.metadata.id == ruleID }
        let linter = Linter(engine: RuleEngine(rules: rules))
        var report: FileReport
        switch example.language {
        case .yaml:
            report = linter.lint(source: Array(example.yaml.utf8), path: path, assets: example.assets)
        case .swift:
            // The example's files are its app's asset catalogs.
            let files = Dictionary(
                (example.files.map { ($0.path, $0.bytes) } + [(swiftPath, Array(example.yaml.utf8))]), uniquingKeysWith: { _, last in last }
            )
            let tree = SourceTree(root: ".", swiftFiles: [swiftPath], assetSets: assetSets(in: example.files))
            let reports = linter.lint(tree, read: { files[$0] }, assets: example.assets, configuration: { _ in .default })
            report = reports.first { $0.path == swiftPath } ?? FileReport(path: swiftPath, diagnostics: [])
        }
        let builtins: Set<String> = [BuiltinRuleID.yamlSyntax, BuiltinRuleID.specSchema]
        report.diagnostics.removeAll { $0.ruleID != ruleID && !builtins.contains($0.ruleID) }
        return report
    }

    /// The asset catalog sets (`Assets.xcassets/Shows.imageset`) the files are in.
    private static func assetSets(in files: [ExampleFile]) -> [String] {
        var sets: [String] = []
        for file in files {
            let folders = file.path.split(separator: "/").dropLast()
            guard let last = folders.lastIndex(where: { AssetIndex.isAssetSet(String($0)) }) else { continue }
            let set = folders[...last].joined(separator: "/")
            if !sets.contains(set) { sets.append(set) }
        }
        return sets
    }
}

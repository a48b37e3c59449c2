import TabBarLint
import TabBarSourceLint
import TabBarReporters
import TabBarSpec

/// Renders rule documentation from the rules' metadata: one Markdown page
/// per rule (also what `explain` prints) and an index. Each example is shown
/// with the exact output tabbar-lint gives for it, so the pages cannot drift
/// from the behaviour; a test regenerates them and fails when `rules/` is stale.
public enum RuleDocs {
    /// File name → contents, for `rules/`.
    public static func allPages() -> [String: String] {
        var pages = ["README.md": index()]
        for rule in RuleRegistry.documented {
            pages["\(rule.id).md"] = page(for: rule)
        }
        return pages
    }

    public static func index() -> String {
        var text = """
            # tabbar-lint rules

            Generated from the rules' metadata by `swift run tabbar-lint generate-docs`; do not edit by hand.
            Severity is the default; configuration can change it.

            """
        for category in RuleCategory.allCases {
            let rules = RuleRegistry.documented.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            text += "\n## \(category.rawValue)\n\n| rule | severity | platforms | summary |\n|---|---|---|---|\n"
            for rule in rules {
                text += "| [`\(rule.id)`](\(rule.id).md) | \(severityText(rule)) | \(platformText(rule)) | \(rule.summary) |\n"
            }
        }
        return text
    }

    public static func page(for rule: RuleMetadata) -> String {
        var text = "# `\(rule.id)`\n\n\(rule.summary)\n\n"
        text += "| | |\n|---|---|\n"
        text += "| Category | \(rule.category.rawValue) |\n"
        text += "| Default severity | \(severityText(rule)) |\n"
        text += "| Platforms | \(platformText(rule)) |\n"
        if let inputs = inputsText(rule) { text += "| Checks | \(inputs) |\n" }
        let source = rule.source
        text += "| Source | [\(source.page) — \(source.section)](\(source.url)), \(source.revision) |\n\n"
        text += "## Why\n\n\(rule.rationale)\n\n"
        // Built-in checks follow the tool's own contract, not Apple's guidance.
        text += rule.category == .syntax ? "## The contract\n\n" : "## What Apple says\n\n"
        text += "\(source.guidance)\n\n"
        if let reason = rule.specOnly {
            text += "## Swift code and storyboards\n\nThis rule checks YAML specs only. \(reason)\n\n"
        }
        if !rule.options.isEmpty {
            text += "## Options\n\n| option | type | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                text += "| `\(option.key)` | \(option.typeDescription) | `\(option.defaultValue)` | \(option.summary) |\n"
            }
            text += "\n"
        }
        if let configuration = configurationSnippet(for: rule) {
            text += "## Configuration\n\nIn `.tabbar-lint.yml` (values shown are the defaults):\n\n```yaml\n\(configuration)```\n\n"
        }
        text += fixSection(rule)
        if !rule.triggeringExamples.isEmpty {
            text += "## Triggering examples\n\nLines marked `\(RuleExample.findingMarker)` (`\(RuleExample.swiftFindingMarker)` in Swift) are where the findings point.\n\n"
            for example in rule.triggeringExamples {
                text += exampleSection(example, rule: rule)
            }
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "## Non-triggering examples\n\n"
            for example in rule.nonTriggeringExamples {
                text += exampleSection(example, rule: rule, showOutput: false)
            }
        }
        return text
    }

    /// Which findings `--fix` fixes alone (safe), which only with
    /// `--unsafe-fixes`, and which need a person.
    static func fixSection(_ rule: RuleMetadata) -> String {
        guard !rule.fixes.isEmpty else {
            return "## Fix\n\nNone: each finding needs a person's decision.\n\n"
        }
        var text = "## Fix\n\n`tabbar-lint --fix` applies the safe fixes; unsafe ones only with `--unsafe-fixes` (editors offer both as quick fixes). See [fixing.md](../docs/fixing.md).\n\n"
        text += "| applicability | change |\n|---|---|\n"
        for fix in rule.fixes { text += "| \(fix.applicability.rawValue) | \(fix.change) |\n" }
        return text + "\n"
    }

    /// A `.tabbar-lint.yml` excerpt that sets the rule's severity and every
    /// option to its default; nil for checks a configuration cannot change.
    static func configurationSnippet(for rule: RuleMetadata) -> String? {
        guard RuleRegistry.isConfigurable(rule.id) else { return nil }
        var text = "rules:\n  \(rule.id):\n    severity: \(rule.defaultSeverity)   # or off\n"
        for option in rule.options {
            text += "    \(option.key): \(option.defaultValue.yamlFlowText)\n"
        }
        return text
    }

    /// What tabbar-lint prints for an example, counting only the rule's own findings.
    public static func output(of example: RuleExample, rule: RuleMetadata) -> String {
        let report = ExampleLinting.report(for: example, ruleID: rule.id)
        var reporter = TextReporter(color: false)
        return reporter.render(report)
    }

    private static func exampleSection(_ example: RuleExample, rule: RuleMetadata, showOutput: Bool = true) -> String {
        var text = ""
        if let note = example.note { text += "\(note)\n\n" }
        text += "```\(example.language.rawValue)\n\(example.yaml)\n```\n\n"
        if !example.files.isEmpty {
            text += example.language == .swift ? "Files in the app:\n\n" : "Files beside the spec:\n\n"
            text += example.files.map { "- `\($0.path)` — \($0.summary)\n" }.joined() + "\n"
        }
        if showOutput {
            let path = example.language == .swift ? ExampleLinting.swiftPath : ExampleLinting.path
            text += "```text\n$ tabbar-lint \(path)\n\(output(of: example, rule: rule))```\n\n"
        }
        return text
    }

    /// What a rule reads: specs and code, or specs only; nil for the
    /// built-in checks, which are about the files themselves.
    private static func inputsText(_ rule: RuleMetadata) -> String? {
        guard RuleRegistry.rule(id: rule.id) != nil else { return nil }
        return rule.specOnly == nil ? "YAML specs, Swift code, storyboards" : "YAML specs only (see below)"
    }

    private static func severityText(_ rule: RuleMetadata) -> String {
        rule.severityNote.map { "\(rule.defaultSeverity) (\($0))" } ?? rule.defaultSeverity.rawValue
    }

    private static func platformText(_ rule: RuleMetadata) -> String {
        rule.platforms == Platform.allCases ? "all" : rule.platforms.map(\.rawValue).joined(separator: ", ")
    }
}

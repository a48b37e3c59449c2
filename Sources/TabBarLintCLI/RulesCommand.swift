import ArgumentParser
import TabBarLint
import TabBarSpec

struct RulesCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its default severity and summary."
    )

    func execute(_ console: Console) throws -> Int32 {
        let all = RuleRegistry.documented
        let idWidth = all.map(\.id.count).max() ?? 0
        for category in RuleCategory.allCases {
            let rules = all.filter { $0.category == category }
            guard !rules.isEmpty else { continue }
            console.write("\(category.rawValue)\n")
            for rule in rules {
                let id = rule.id + String(repeating: " ", count: idWidth - rule.id.count)
                let severity = rule.defaultSeverity.rawValue + String(repeating: " ", count: 7 - rule.defaultSeverity.rawValue.count)
                console.write("  \(id)  \(severity)  \(rule.summary)\n")
            }
        }
        console.write("\nRun `tabbar-lint explain RULE-ID` for a rule's documentation.\n")
        return ExitStatus.success
    }
}

struct ExplainCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's documentation: what it checks, why, its options and examples."
    )

    @Argument(help: ArgumentHelp("The rule to explain, e.g. tab-count, or `all` for every rule.", valueName: "rule-id"))
    var ruleID: String

    /// Between pages of `explain all`: a Markdown thematic break, so the
    /// output reads as one document in a pager and when saved.
    static let pageSeparator = "\n---\n\n"

    func execute(_ console: Console) throws -> Int32 {
        if ruleID == "all" {
            console.write(RuleRegistry.documented.map(RuleDocs.page(for:)).joined(separator: Self.pageSeparator))
            return ExitStatus.success
        }
        guard let rule = RuleRegistry.documentation(id: ruleID) else {
            let list = "`tabbar-lint rules` for the list"
            if let suggestion = Suggestions.closest(to: ruleID, among: RuleRegistry.allIDs) {
                throw UsageError("unknown rule `\(ruleID)`; did you mean `\(suggestion)`? Run \(list)")
            }
            throw UsageError("unknown rule `\(ruleID)`; run \(list)")
        }
        console.write(RuleDocs.page(for: rule))
        return ExitStatus.success
    }
}

struct GenerateDocsCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-docs",
        abstract: "Write the rule documentation (README.md and one page per rule) from the rules' metadata."
    )

    @Option(help: "Folder to write into.")
    var output = "rules"

    func execute(_ console: Console) throws -> Int32 {
        let pages = RuleDocs.allPages()
        for (name, text) in pages.sorted(by: { $0.key < $1.key }) {
            let path = output + "/" + name
            try FileWriting.write(text, to: path)
        }
        console.write("wrote \(pages.count) files to \(output)/\n")
        return ExitStatus.success
    }
}

struct SchemaCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the spec format, for editor completion and validation.",
        discussion: """
            With the YAML language server (VS Code's YAML extension, Neovim, JetBrains), put \
            `# yaml-language-server: $schema=PATH-OR-URL` on a spec's first line, or map \
            *.tabbar.yml to the schema in the editor's settings. The same schema is committed as \
            docs/tabbar-spec.schema.json.
            """
    )

    func execute(_ console: Console) throws -> Int32 {
        console.write(SpecJSONSchema.text)
        return ExitStatus.success
    }
}

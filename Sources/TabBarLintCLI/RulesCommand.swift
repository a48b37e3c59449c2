import ArgumentParser
import TabBarLint
import TabBarSpec

struct RulesCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule with its severity and summary (as a configuration sets them, with --config)."
    )

    enum ListFormat: String, CaseIterable, StringEnumerationArgument {
        case text
        case json
    }

    @Option(help: ArgumentHelp("Show each rule as this configuration file sets it (off, or its severity).", valueName: "file"))
    var config: String?

    @Option(help: "text (default) or json.")
    var format: ListFormat = .text

    func execute(_ console: Console) throws -> Int32 {
        let configuration = try config.map { try ResolvedConfiguration.load($0, governing: ".") } ?? .default
        let all = RuleRegistry.documented
        switch format {
        case .json:
            let entries = all.map { rule in
                let state = Self.state(of: rule, in: configuration)
                return "  {\"id\": \(JSONText.quoted(rule.id)), \"category\": \(JSONText.quoted(rule.category.rawValue)), "
                    + "\"defaultSeverity\": \(JSONText.quoted(rule.defaultSeverity.rawValue)), "
                    + "\"enabled\": \(state != "off"), \"severity\": \(state == "off" ? "null" : JSONText.quoted(state)), "
                    + "\"platforms\": [\(rule.platforms.map { JSONText.quoted($0.rawValue) }.joined(separator: ", "))], "
                    + "\"summary\": \(JSONText.quoted(rule.summary)), \"url\": \(JSONText.quoted(TabBarLintVersion.rulesURL + rule.id + ".md"))}"
            }
            console.write("[\n" + entries.joined(separator: ",\n") + "\n]\n")
        case .text:
            let idWidth = all.map(\.id.count).max() ?? 0
            for category in RuleCategory.allCases {
                let rules = all.filter { $0.category == category }
                guard !rules.isEmpty else { continue }
                console.write("\(category.rawValue)\n")
                for rule in rules {
                    let id = rule.id + String(repeating: " ", count: idWidth - rule.id.count)
                    let state = Self.state(of: rule, in: configuration)
                    let severity = state + String(repeating: " ", count: max(0, 7 - state.count))
                    console.write("  \(id)  \(severity)  \(rule.summary)\n")
                }
            }
            console.write("\nRun `tabbar-lint explain RULE-ID` for a rule's documentation.\n")
        }
        return ExitStatus.success
    }

    /// `off`, or the severity the rule's findings get.
    private static func state(of rule: RuleMetadata, in configuration: Configuration) -> String {
        guard configuration.isEnabled(rule.id) else { return "off" }
        return (configuration.rules[rule.id]?.severity ?? rule.defaultSeverity).rawValue
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
        abstract: "Write the rule documentation (README.md and one page per rule) and the manual page from the tool's own metadata.",
        // For the project's maintainers, not its users.
        shouldDisplay: false
    )

    @Option(help: "Folder to write the rule pages into.")
    var output = "rules"

    @Option(help: "Where to write the manual page.")
    var manPage = ManPage.path

    func execute(_ console: Console) throws -> Int32 {
        let pages = RuleDocs.allPages()
        for (name, text) in pages.sorted(by: { $0.key < $1.key }) {
            let path = output + "/" + name
            try FileWriting.write(text, to: path)
        }
        // The manual page, from the same command definitions as --help.
        try FileWriting.write(ManPage.render(), to: manPage)
        console.write("wrote \(pages.count) files to \(output)/ and \(manPage)\n")
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

import ArgumentParser
import TabBarLint
import TabBarLSP

struct LSPCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server over standard input and output (for editors; see docs/editors.md).",
        discussion: "Lints tab-bar specs and Swift files as they are typed, offers the fixes of --fix and suppressions as "
            + "code actions, explains keys, symbols and findings on hover, and completes keys, values and SF Symbol names. "
            + "Honors the .tabbar-lint.yml at the workspace root."
    )

    func execute(_ console: Console) throws -> Int32 {
        console.flush()
        return LanguageServer.serveStandardIO(rulesURL: TabBarLintVersion.rulesURL) { id in
            RuleRegistry.documentation(id: id).map(RuleDocs.page(for:))
        }
    }
}

import ArgumentParser
import TabBarLint
import TabBarSpec

/// The entry point, separate from `main` so tests can run the whole CLI
/// in-process with a capturing console.
public enum CLI {
    /// Runs the command line and returns the exit status: 0 no error-level
    /// finding, 1 findings at or above the failing severity, 2 usage or
    /// configuration error.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        defer { console.flush() }
        do {
            try rejectMistypedCommand(arguments)
            if let run = pathsOnlyRun(arguments) {
                try run.validate()
                return try run.execute(console)
            }
            var command = try lintCommand(arguments) ?? TabBarLintCommand.parseAsRoot(arguments)
            guard let runnable = command as? ConsoleCommand else {
                // `help` and `--help` come back as ArgumentParser's own help
                // command, whose run throws the help screen of the command
                // asked about (caught below).
                try command.run()
                return ExitStatus.success
            }
            return try runnable.execute(console)
        } catch {
            let code = TabBarLintCommand.exitCode(for: error)
            if code == .success {
                console.write(TabBarLintCommand.fullMessage(for: error) + "\n")
                return ExitStatus.success
            }
            console.writeError(usageMessage(for: error))
            return ExitStatus.usage
        }
    }

    /// `tabbar-lint FILE…` (the default `lint` command, by far the most
    /// run, once per commit by the pre-commit hook): parsed as that command
    /// alone. Parsing the whole command tree first makes ArgumentParser
    /// look up the protocol conformances of every command, which in a binary
    /// holding swift-syntax cost two thirds of linting one small spec. Any
    /// other arguments, and any the lint command does not take (`--help`,
    /// a typo), go through the whole tree, which words the answer.
    private static func lintCommand(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let first = arguments.first, !TabBarLintCommand.commandNames.contains(first),
              let parsed = try? LintCommand.parseAsRoot(arguments), parsed is LintCommand
        else { return nil }
        // `--help` parses as a help command, whose screen is the whole tree's.
        return parsed
    }

    /// `tabbar-lint PATH…`, paths and nothing else (`tabbar-lint .`, the
    /// command line people type most): the lint command's defaults with
    /// those paths, as ArgumentParser would read them
    /// (CommandLineTests.pathsAloneRunAsTheParsedLintCommand), without
    /// its reflection over the command's options, a sixth of the
    /// instructions of linting an app. Any argument that starts with `-`
    /// (an option, or `-` for standard input, as the hooks, the plugins
    /// and the Action pass) or a command name first goes through
    /// ArgumentParser.
    static func pathsOnlyRun(_ arguments: [String]) -> LintRun? {
        guard let first = arguments.first, !TabBarLintCommand.commandNames.contains(first),
              !arguments.contains(where: { $0.hasPrefix("-") })
        else { return nil }
        var run = LintRun.defaults
        run.paths = arguments
        return run
    }

    /// A first argument that names no file but is close to a command name
    /// (`rule`, `explian`) is a typo, not a path to lint: say so, as git does.
    static func rejectMistypedCommand(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/"),
            !TabBarLintCommand.commandNames.contains(first), !InputReader.exists(first),
            let meant = Suggestions.closest(to: first, among: TabBarLintCommand.commandNames)
        else { return }
        throw UsageError("unknown command `\(first)`, and no file of that name; did you mean `\(meant)`?")
    }

    /// `tabbar-lint: error: …`, one prefix however the error came: our own
    /// usage errors (with the lines that explain them first), or
    /// ArgumentParser's, whose text starts with its own "Error: ".
    static func usageMessage(for error: any Error) -> String {
        if let usage = error as? UsageError {
            return usage.details.map { $0 + "\n" }.joined() + "tabbar-lint: error: \(usage.description)\n"
        }
        var message = TabBarLintCommand.fullMessage(for: error)
        if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
        return "tabbar-lint: error: " + message + (message.hasSuffix("\n") ? "" : "\n")
    }
}

public enum ExitStatus {
    public static let success: Int32 = 0
    public static let findings: Int32 = 1
    public static let usage: Int32 = 2
}

/// A subcommand that runs against a console rather than the real terminal.
protocol ConsoleCommand: ParsableCommand {
    func execute(_ console: Console) throws -> Int32
}

extension ConsoleCommand {
    public func run() throws {
        let status = try execute(StandardConsole())
        if status != 0 { throw ExitCode(status) }
    }
}

/// An option whose values are the cases of a string enumeration, spelled
/// as their raw values: what ArgumentParser's own defaults give such a type,
/// written for `String` raw values. ArgumentParser's defaults are generic over
/// any raw value and reach it through run-time conformance lookups, each a
/// scan of every conformance in the binary, on every start.
protocol StringEnumerationArgument: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension StringEnumerationArgument {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}

/// A usage mistake found after parsing (an unknown rule id); exits 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    /// Lines printed before the error, each complete (`path:line:col: error: …`).
    let details: [String]

    init(_ description: String, details: [String] = []) {
        self.description = description
        self.details = details
    }
}

public struct TabBarLintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "tabbar-lint",
        abstract: "Check an app's tab bars, in its Swift code, storyboards or specs, against Apple's Human Interface Guidelines.",
        discussion: """
            Lints the tab bars that SwiftUI and UIKit code (*.swift) and storyboards (*.storyboard) \
            declare below the given directories, each directory read as one app tree, and the \
            tab-bar specs there (*.tabbar.yml, *.tabbar.yaml, tabbar.yml, tabbar.yaml). A file named \
            explicitly is read by its extension, with its app's other files for what it refers to; \
            `-` reads a spec from standard input.

            Settings come from the nearest .tabbar-lint.yml above each file (or --config): rules \
            turned off or re-graded, rule options, excluded paths. Comments such as \
            `# tabbar-lint-disable-next-line RULE-ID` in a spec or \
            `// tabbar-lint:disable-next-line RULE-ID` in Swift suppress findings.

            Exit status: 0 when no finding reaches the failing severity (error, unless --fail-on or \
            --strict say otherwise), 1 when one does (or a path cannot be read), 2 for a usage or \
            configuration error.
            """,
        version: TabBarLintVersion.current,
        subcommands: [
            LintCommand.self, RulesCommand.self, ExplainCommand.self, ConfigCommand.self, InitCommand.self,
            SchemaCommand.self, ExtractCommand.self, DriftCommand.self, PreviewCommand.self, LSPCommand.self, GenerateDocsCommand.self, ParseFloorCommand.self,
        ],
        defaultSubcommand: LintCommand.self
    )

    public init() {}

    /// The names a first argument may be, for the did-you-mean of a typo.
    static var commandNames: [String] {
        configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }
}

public enum TabBarLintVersion {
    public static let current = "0.1.0"
    /// The project's home, named in SARIF output.
    public static let homepage = "https://github.com/tabbar-lint/tabbar-lint"
    /// Where rule pages are published; SARIF help links are this + `RULE-ID.md`.
    public static let rulesURL = homepage + "/blob/main/rules/"
}

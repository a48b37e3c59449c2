import ArgumentParser
import TabBarLint
import TabBarReporters
import TabBarYAML

extension OutputFormat: ExpressibleByArgument {}

enum ColorMode: String, CaseIterable, ExpressibleByArgument {
    case auto
    case always
    case never
}

struct LintCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint spec files and directories (the default command)."
    )

    @Argument(help: ArgumentHelp("Spec files, directories to search, or - for standard input.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Option(help: "Color the text output: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    @Option(help: ArgumentHelp("Largest spec file accepted, in bytes (suffixes K and M allowed).", valueName: "size"))
    var maxFileSize: ByteSize = ByteSize(ParseLimits.default.maxFileBytes)

    @Option(help: "Deepest nesting of lists and mappings accepted.")
    var maxDepth: Int = ParseLimits.default.maxDepth

    @Option(help: "Most nodes that aliases may add to one document.")
    var maxAliasExpansion: Int = ParseLimits.default.maxAliasExpansion

    func validate() throws {
        guard (1...ParseLimits.largestMaxDepth).contains(maxDepth) else {
            throw ValidationError("--max-depth must be between 1 and \(ParseLimits.largestMaxDepth)")
        }
        guard maxAliasExpansion >= 0 else { throw ValidationError("--max-alias-expansion cannot be negative") }
    }

    func execute(_ console: Console) throws -> Int32 {
        let limits = ParseLimits(maxFileBytes: maxFileSize.bytes, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion)
        let linter = Linter(limits: limits)
        let found = SpecFinder().find(paths)
        if found.inputs.isEmpty, found.unreadable.isEmpty {
            throw UsageError("no tab-bar specs found in \(paths.joined(separator: ", ")) "
                + "(looked for *.tabbar.yml, *.tabbar.yaml, tabbar.yml and tabbar.yaml)")
        }
        for directory in found.emptyDirectories {
            console.writeError("tabbar-lint: warning: no tab-bar specs found in \(directory)\n")
        }
        var reporter = format.makeReporter(color: useColor(console))
        var summary = RunSummary()
        let emit = { (report: FileReport) in
            summary.add(report)
            console.write(reporter.render(report))
        }
        found.unreadable.forEach(emit)
        // Standard input is read through the console, before the parallel
        // work starts, so it is read once and tests can supply it.
        var inputs: [LintInput] = []
        for input in found.inputs {
            guard input == .standardInput else {
                inputs.append(input)
                continue
            }
            switch console.readStandardInput(maxBytes: limits.maxFileBytes + 1) {
            case .success(let bytes): inputs.append(.contents(path: input.displayPath, bytes: bytes))
            case .failure(let error): emit(FileReport(path: input.displayPath, diagnostics: [error.diagnostic]))
            }
        }
        linter.lint(inputs, each: emit)
        console.write(reporter.finish(summary))
        return summary.errorCount > 0 ? ExitStatus.findings : ExitStatus.success
    }

    private func useColor(_ console: Console) -> Bool {
        if let noColor = console.environment("NO_COLOR"), !noColor.isEmpty { return false }
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return console.isTerminal
        }
    }
}

/// A byte count written as `4194304`, `512K` or `4M`.
struct ByteSize: ExpressibleByArgument {
    let bytes: Int

    init(_ bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let units: [Character: Int] = ["k": 1 << 10, "K": 1 << 10, "m": 1 << 20, "M": 1 << 20]
        var digits = Substring(argument)
        var multiplier = 1
        if let last = argument.last, let unit = units[last] {
            multiplier = unit
            digits = digits.dropLast()
        }
        guard let value = Int(digits), value > 0 else { return nil }
        let (product, overflow) = value.multipliedReportingOverflow(by: multiplier)
        guard !overflow else { return nil }
        bytes = product
    }

    var defaultValueDescription: String { "\(bytes >> 20)M" }
}

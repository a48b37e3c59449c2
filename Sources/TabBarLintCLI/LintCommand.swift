import ArgumentParser
import TabBarLint
import TabBarSourceLint
import TabBarReporters
import TabBarSource
import TabBarYAML

extension OutputFormat: StringEnumerationArgument {}
extension Severity: StringEnumerationArgument {}

enum ColorMode: String, CaseIterable, StringEnumerationArgument {
    case auto
    case always
    case never
}

struct LintCommand: ConsoleCommand {
    // `tabbar-lint` is named as the super-command so that `CLI.lintCommand`,
    // which parses the default command on its own for speed, is not also
    // asked for `--generate-completion-script`: ArgumentParser answers that
    // by building two more parsers, half of what parsing a lint command
    // line cost, while the whole command tree handles the flag anyway
    // (LintCommand is never the root of the tree users see).
    static let configuration = CommandConfiguration(
        commandName: "lint",
        _superCommandName: "tabbar-lint",
        abstract: "Lint the tab bars in Swift code, storyboards and specs (the default command)."
    )

    @Argument(help: ArgumentHelp("Directories to search, Swift, storyboard or spec files, or - for a spec on standard input.", valueName: "path"))
    var paths: [String] = LintRun.defaults.paths

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default text). "
            + "Repeat with --output for several outputs in one run.",
        valueName: "name"
    ))
    var formats: [OutputFormat] = LintRun.defaults.formats

    @Option(name: .customLong("output"), help: ArgumentHelp(
        "Write the output of the matching --format (the first --output goes with the first --format, and so on) to this file instead of standard output.",
        valueName: "file"
    ))
    var outputs: [String] = LintRun.defaults.outputs

    @Option(help: ArgumentHelp(
        "Use this configuration file for every spec, instead of the nearest .tabbar-lint.yml above each one.",
        valueName: "file"
    ))
    var config: String?

    @Option(help: ArgumentHelp(
        "Hide the findings recorded in this baseline file (matched by file, rule and tab, not by line); report entries that no longer match.",
        valueName: "file"
    ))
    var baseline: String?

    @Option(help: ArgumentHelp(
        "Record this run's findings in a baseline file, to hide them later with --baseline. The run then exits 0.",
        valueName: "file"
    ))
    var writeBaseline: String?

    @Option(help: "Exit with status 1 when a finding is at least this severe: error, warning or info.")
    var failOn: Severity = LintRun.defaults.failOn

    @Flag(help: "Fail on warnings too (--fail-on warning, unless --fail-on info).")
    var strict = LintRun.defaults.strict

    @Option(help: "Color the text output: auto (FORCE_COLOR, else not with NO_COLOR, else on a terminal), always or never.")
    var color: ColorMode = LintRun.defaults.color

    @Flag(help: "Print only the findings that fail the run (errors, unless --fail-on or --strict say otherwise), and no summary.")
    var quiet = LintRun.defaults.quiet

    @Flag(help: "Print how many findings each rule reported instead of the findings (text format).")
    var statistics = LintRun.defaults.statistics

    @Option(help: ArgumentHelp(
        "Lint standard input as if it were this file: its name in findings, its configuration and exclusions (for editors and pipes).",
        valueName: "path"
    ))
    var stdinFilename: String?

    @Flag(help: "Skip files the configuration excludes even when named on the command line (for pre-commit hooks and editors).")
    var forceExclude = LintRun.defaults.forceExclude

    @Flag(help: "Apply the safe fixes to the files in place, then report what remains.")
    var fix = LintRun.defaults.fix

    @Flag(name: [.customLong("diff"), .customLong("dry-run")], help: "With --fix: print the fixes as a unified diff and change no file.")
    var diff = LintRun.defaults.diff

    @Flag(help: "With --fix: apply the unsafe fixes too (those that change a design decision, such as the order of the tabs).")
    var unsafeFixes = LintRun.defaults.unsafeFixes

    @Option(help: ArgumentHelp("Largest spec file accepted, in bytes (suffixes K and M allowed).", valueName: "size"))
    var maxFileSize: ByteSize = LintRun.defaults.maxFileSize

    @Option(help: ArgumentHelp("Longest single value accepted, in bytes (suffixes K and M allowed).", valueName: "size"))
    var maxScalarSize: ByteSize = LintRun.defaults.maxScalarSize

    @Option(help: "Deepest nesting of lists and mappings accepted.")
    var maxDepth: Int = LintRun.defaults.maxDepth

    @Option(help: "Most nodes that aliases may add to one document.")
    var maxAliasExpansion: Int = LintRun.defaults.maxAliasExpansion

    /// The run these options ask for.
    var run: LintRun {
        LintRun(
            paths: paths, formats: formats, outputs: outputs, config: config, baseline: baseline, writeBaseline: writeBaseline,
            failOn: failOn, strict: strict, color: color, quiet: quiet, statistics: statistics, stdinFilename: stdinFilename,
            forceExclude: forceExclude, fix: fix, diff: diff, unsafeFixes: unsafeFixes, maxFileSize: maxFileSize,
            maxScalarSize: maxScalarSize, maxDepth: maxDepth, maxAliasExpansion: maxAliasExpansion
        )
    }

    func validate() throws { try run.validate() }

    func execute(_ console: Console) throws -> Int32 { try run.execute(console) }
}

/// What a lint run does, as plain values: the lint command's options once
/// ArgumentParser has read them, or, for a command line of paths alone
/// (`tabbar-lint PATH…`), their defaults with those paths, which `CLI`
/// fills in without ArgumentParser's reflection over two dozen options (a
/// sixth of the instructions of linting an app).
struct LintRun: Equatable {
    /// Every option at its default.
    static let defaults = LintRun()

    var paths: [String] = ["."]
    var formats: [OutputFormat] = []
    var outputs: [String] = []
    var config: String?
    var baseline: String?
    var writeBaseline: String?
    var failOn: Severity = .error
    var strict = false
    var color: ColorMode = .auto
    var quiet = false
    var statistics = false
    var stdinFilename: String?
    var forceExclude = false
    var fix = false
    var diff = false
    var unsafeFixes = false
    var maxFileSize: ByteSize = ByteSize(ParseLimits.default.maxFileBytes)
    var maxScalarSize: ByteSize = ByteSize(ParseLimits.default.maxScalarBytes)
    var maxDepth: Int = ParseLimits.default.maxDepth
    var maxAliasExpansion: Int = ParseLimits.default.maxAliasExpansion

    func validate() throws {
        guard outputs.count <= max(1, formats.count) else {
            throw ValidationError("each --output needs its own --format (\(outputs.count) outputs, \(formats.count) formats)")
        }
        guard max(1, formats.count) - outputs.count <= 1 else {
            throw ValidationError("only one format can go to standard output; give the others an --output file")
        }
        guard (1...ParseLimits.largestMaxDepth).contains(maxDepth) else {
            throw ValidationError("--max-depth must be between 1 and \(ParseLimits.largestMaxDepth)")
        }
        guard maxAliasExpansion >= 0 else { throw ValidationError("--max-alias-expansion cannot be negative") }
        if (diff || unsafeFixes) && !fix {
            throw ValidationError("\(diff ? "--diff" : "--unsafe-fixes") works with --fix: tabbar-lint --fix \(diff ? "--diff" : "--unsafe-fixes") PATH")
        }
        if fix, stdinFilename != nil || paths.contains("-") {
            throw ValidationError("--fix changes files in place, so it cannot fix standard input; name the files")
        }
    }

    /// What to search: with `--stdin-filename` and no path, standard input.
    private var requestedPaths: [String] {
        stdinFilename != nil && paths == ["."] ? ["-"] : paths
    }

    /// The least severe finding that fails the run: `--strict` lowers
    /// `--fail-on` to warnings at most.
    private var failureThreshold: Severity { strict ? min(failOn, .warning) : failOn }

    func execute(_ console: Console) throws -> Int32 {
        let limits = ParseLimits(
            maxFileBytes: maxFileSize.bytes, maxDepth: maxDepth,
            maxAliasExpansion: maxAliasExpansion, maxScalarBytes: maxScalarSize.bytes
        )
        let linter = Linter(limits: limits)
        let found = SpecFinder().find(requestedPaths)
        if found.inputs.isEmpty, found.unreadable.isEmpty, found.sourceTrees.isEmpty {
            throw UsageError("no tab-bar specs or app sources found in \(requestedPaths.joined(separator: ", ")) "
                + "(looked for *.tabbar.yml, *.tabbar.yaml, tabbar.yml, tabbar.yaml, *.swift and *.storyboard)")
        }
        for directory in found.emptyDirectories where !quiet {
            console.writeError("tabbar-lint: warning: no tab-bar specs or app sources found in \(directory)\n")
        }
        let configurationFinder = ConfigurationFinder(explicitPath: config)
        let configured = try configure(found.inputs, sources: found.sourceTrees, configurationFinder, console)
        // The HTML report shows the bars: drawn first, from the same files and configurations.
        let previews = formats.contains(.html)
            ? try PreviewCommand.previews(of: found, devices: [], locales: [], finder: configurationFinder).figures : []
        var destinations = try openDestinations(console, previews: previews)
        defer { destinations.forEach { $0.sink.close() } }
        let workingDirectory = FilePaths.currentDirectory()
        let baselineFilter = try loadBaseline(workingDirectory)
        var recorded: [FileReport] = []
        var summary = RunSummary()
        let threshold = failureThreshold
        let emit = { (report: FileReport) in
            if writeBaseline != nil { recorded.append(report) }
            var shown = baselineFilter?.apply(to: report) ?? report
            if quiet { shown.diagnostics.removeAll { $0.severity < threshold } }
            summary.add(shown)
            for index in destinations.indices {
                destinations[index].sink.write(destinations[index].reporter.render(shown))
            }
        }
        found.unreadable.forEach(emit)
        // Standard input is read through the console, before the parallel
        // work starts, so it is read once and tests can supply it.
        var inputs: [LintInput] = []
        var configurations: [Configuration] = []
        for (input, configuration) in configured {
            guard input == .standardInput else {
                inputs.append(input)
                configurations.append(configuration)
                continue
            }
            switch console.readStandardInput(maxBytes: limits.maxFileBytes + 1) {
            case .success(let bytes):
                inputs.append(.contents(path: stdinFilename ?? input.displayPath, bytes: bytes))
                configurations.append(configuration)
            case .failure(let error): emit(FileReport(path: stdinFilename ?? input.displayPath, diagnostics: [error.diagnostic]))
            }
        }
        let sourceConfiguration = { path in configuredSource(path, configurationFinder, workingDirectory: workingDirectory) }
        if fix {
            let fixRun = FixRun(linter: linter, allowingUnsafe: unsafeFixes, writing: !diff, console: console)
            for (input, configuration) in zip(inputs, configurations) {
                fixRun.fix(input, configuration: configuration).forEach(emit)
            }
            for tree in found.sourceTrees {
                fixRun.fix(tree, configuration: sourceConfiguration).forEach(emit)
            }
            fixRun.summarize()
        } else {
            linter.lint(inputs, configuration: { configurations[$0] }, each: emit)
            for tree in found.sourceTrees {
                linter.lint(tree, configuration: sourceConfiguration).forEach(emit)
            }
        }
        for index in destinations.indices {
            let closing = destinations[index].reporter.finish(summary)
            // Quiet text ends with the last finding; other formats need their closing.
            if !(quiet && destinations[index].format == .text) { destinations[index].sink.write(closing) }
        }
        if let baselineFilter, let baseline, !quiet {
            for (entry, unused) in baselineFilter.staleEntries {
                let tab = entry.tabID.map { " (tab `\($0)`)" } ?? ""
                console.writeError("tabbar-lint: note: \(baseline): \(unused == 1 ? "a finding" : "\(unused) findings") of `\(entry.ruleID)` in \(entry.file)\(tab) "
                    + "no longer \(unused == 1 ? "occurs" : "occur"); rewrite the baseline with --write-baseline to drop \(unused == 1 ? "it" : "them")\n")
            }
        }
        if let writeBaseline {
            let folder = FilePaths.directory(of: FilePaths.absolute(writeBaseline, from: workingDirectory))
            let recordedBaseline = Baseline(reports: recorded, folder: folder, workingDirectory: workingDirectory)
            do {
                try FileWriting.write(recordedBaseline.json, to: writeBaseline)
            } catch {
                throw UsageError("\(error)")
            }
            let count = recordedBaseline.counts.values.reduce(0, +)
            console.writeError("tabbar-lint: recorded \(count == 1 ? "1 finding" : "\(count) findings") in \(writeBaseline)\n")
            return ExitStatus.success
        }
        return summary.count(atLeast: failureThreshold) > 0 ? ExitStatus.findings : ExitStatus.success
    }

    /// Pairs each input with the configuration that governs it and drops the
    /// inputs it excludes. A mistake in any configuration stops the run
    /// before anything is linted (exit status 2), listing every mistake.
    private func configure(
        _ inputs: [LintInput], sources: [SourceTree], _ finder: ConfigurationFinder, _ console: Console
    ) throws -> [(LintInput, Configuration)] {
        let workingDirectory = FilePaths.currentDirectory()
        var configured: [(LintInput, Configuration)] = []
        var problems: [ConfigurationProblem] = []
        var reported = Set<String>()
        let named = Set(requestedPaths)
        for input in inputs {
            let path: String? = input == .standardInput ? stdinFilename : input.displayPath
            switch finder.configuration(forSpecAt: path) {
            case .success(let configuration):
                // The path is made absolute only when there are patterns to match.
                if let path, !configuration.excludes.isEmpty,
                    configuration.excludes(absolutePath: FilePaths.absolute(path, from: workingDirectory)) {
                    // A file found in a folder is skipped; one named explicitly
                    // is linted (the user asked for it), unless --force-exclude.
                    let explicit = named.contains(path) || input == .standardInput
                    if explicit, !forceExclude {
                        configured.append((input, configuration))
                    } else if explicit, !quiet {
                        console.writeError("tabbar-lint: note: \(path) is not linted: \(configuration.path ?? "the configuration") excludes it (--force-exclude)\n")
                    }
                    continue
                }
                configured.append((input, configuration))
            case .failure(let error) where error.isUnreadable:
                throw ResolvedConfiguration.unreadable(error, explicit: config != nil)
            case .failure(let error):
                // Many specs share one configuration; its mistakes are listed once.
                guard let first = error.problems.first, reported.insert(first.path).inserted else { continue }
                problems += error.problems
            }
        }
        // Every configuration that governs a source file is checked now too,
        // so a mistake in one stops the run before anything is linted.
        for path in sources.flatMap({ $0.swiftFiles + $0.storyboards }) {
            guard case .failure(let error) = finder.configuration(forSpecAt: path),
                  let first = error.problems.first, reported.insert(first.path).inserted else { continue }
            problems += error.problems
        }
        guard problems.isEmpty else {
            for problem in problems { console.writeError(problem.formatted + "\n") }
            throw ConfigurationFailure(count: problems.count)
        }
        return configured
    }

    /// The configuration of a source file, or nil when it excludes the file.
    private func configuredSource(_ path: String, _ finder: ConfigurationFinder, workingDirectory: String) -> Configuration? {
        guard case .success(let configuration) = finder.configuration(forSpecAt: path) else { return .default }
        return configuration.excludes(absolutePath: FilePaths.absolute(path, from: workingDirectory)) ? nil : configuration
    }

    /// The `--baseline` file, read before anything is linted; a file that
    /// cannot be read or is not a baseline is a usage error.
    private func loadBaseline(_ workingDirectory: String) throws -> BaselineFilter? {
        guard let baseline else { return nil }
        let bytes: [UInt8]
        switch InputReader.read(.file(baseline), maxBytes: 64 << 20) {
        case .success(let read): bytes = read
        case .failure(let error): throw UsageError("--baseline: \(error.reason)")
        }
        switch Baseline.parse(bytes, path: baseline) {
        case .success(let parsed):
            let folder = FilePaths.directory(of: FilePaths.absolute(baseline, from: workingDirectory))
            return BaselineFilter(parsed, folder: folder, workingDirectory: workingDirectory)
        case .failure(let error):
            // The problems in the file's own `path:line:col: error:` shape, then one line that says what stops.
            throw UsageError(
                "--baseline \(baseline) is not a baseline file; fix it, or record a new one with --write-baseline",
                details: error.problems.map(\.formatted)
            )
        }
    }

    /// A reporter per `--format`, each writing to its `--output` file or to
    /// standard output. Files are opened before anything is linted, so an
    /// unwritable path is a usage error (exit 2), not a lost report.
    private func openDestinations(
        _ console: Console, previews: [PreviewFigure]
    ) throws -> [(format: OutputFormat, reporter: any Reporter, sink: OutputSink)] {
        let chosen = formats.isEmpty ? [OutputFormat.text] : formats
        return try chosen.enumerated().compactMap { index, format in
            let path = index < outputs.count ? outputs[index] : nil
            // --diff owns standard output; reports still go to their files.
            if diff, path == nil { return nil }
            // Color and links only ever go to the terminal.
            let terminal = path == nil ? TerminalFeatures(colorMode: color, console: console) : nil
            let context = ReporterContext(
                toolVersion: TabBarLintVersion.current, workingDirectory: FilePaths.currentDirectory(),
                informationURL: TabBarLintVersion.homepage, rulesURL: TabBarLintVersion.rulesURL,
                color: terminal?.color ?? false, hyperlinks: terminal?.hyperlinks ?? false, previews: previews
            )
            let sink: OutputSink = try path.map { try .file(FileSink(path: $0)) } ?? .console(console)
            let reporter: any Reporter = statistics && format == .text ? StatisticsReporter() : format.makeReporter(context)
            return (format, reporter, sink)
        }
    }

}

/// A byte count written as `4194304`, `512K` or `4M`.
struct ByteSize: ExpressibleByArgument, Equatable {
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

    var defaultValueDescription: String { bytes >= 1 << 20 ? "\(bytes >> 20)M" : "\(bytes >> 10)K" }
}

/// Stops a run whose configuration has mistakes (already printed).
struct ConfigurationFailure: Error, CustomStringConvertible {
    let count: Int

    var description: String {
        "the configuration has \(count == 1 ? "a mistake" : "\(count) mistakes") (above); fix \(count == 1 ? "it" : "them") and run again"
    }
}

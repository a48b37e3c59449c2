import ArgumentParser
import TabBarLint
import TabBarReporters
import TabBarSource
import TabBarSourceLint
import TabBarSpec
import TabBarYAML

/// `tabbar-lint drift SPEC PATH…`: the design spec against the tab bar the
/// code ships.
struct DriftCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare a tab-bar spec with the tab bar the app's code declares.",
        discussion: """
            Each document of SPEC is matched with a tab bar found in the Swift and storyboard files below the \
            paths (the only one; else the one for the same platforms, the one whose file names the spec's app, \
            or the one sharing most titles). Every difference (a tab missing or extra, order, a title in a locale, \
            a symbol, a role, a badge) is a `spec-drift` error at the code's position, with the spec's value. \
            Exit status: 0 no drift, 1 drift, 2 the spec cannot be read or no tab bar is found.
            """
    )

    @Argument(help: ArgumentHelp("The design spec.", valueName: "spec"))
    var spec: String

    @Argument(help: ArgumentHelp("The app's Swift or storyboard files or folders.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var format: OutputFormat = .text

    func execute(_ console: Console) throws -> Int32 {
        let designs = try readDesign()
        let found = SpecFinder().find(paths)
        let linter = Linter()
        var bars: [(file: String, spec: TabBarSpec)] = []
        for tree in found.sourceTrees {
            bars += SourceFrontEnd(read: linter.diskReader).tabBars(in: tree).bars.map { ($0.file, $0.spec) }
        }
        guard !bars.isEmpty else { throw UsageError("no tab bar found in the code at \(paths.joined(separator: ", "))") }
        var byFile: [String: [Diagnostic]] = [:]
        for design in designs {
            guard let index = SpecDrift.counterpart(of: design, among: bars) else { continue }
            for difference in SpecDrift.differences(design: design, designPath: spec, code: bars[index].spec) {
                byFile[difference.range.file ?? bars[index].file, default: []].append(difference)
            }
        }
        let context = ReporterContext(
            toolVersion: TabBarLintVersion.current, workingDirectory: FilePaths.currentDirectory(),
            informationURL: TabBarLintVersion.homepage, rulesURL: TabBarLintVersion.rulesURL
        )
        var reporter = format.makeReporter(context)
        var summary = RunSummary()
        for path in byFile.keys.sorted() {
            let text = (try? InputReader.read(.file(path), maxBytes: linter.limits.maxFileBytes).get()).map { SourceText($0, lineBreaks: .swift) }
            var diagnostics = byFile[path] ?? []
            for index in diagnostics.indices { diagnostics[index].lineText = text?.lineText(diagnostics[index].range.start.line) }
            let report = FileReport(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.precedes))
            summary.add(report)
            console.write(reporter.render(report))
        }
        console.write(reporter.finish(summary))
        return summary.count(atLeast: .error) > 0 ? ExitStatus.findings : ExitStatus.success
    }

    /// The spec's documents; a spec with YAML or schema errors is not compared.
    private func readDesign() throws -> [TabBarSpec] {
        let bytes: [UInt8]
        switch InputReader.read(.file(spec), maxBytes: ParseLimits.default.maxFileBytes) {
        case .success(let read): bytes = read
        case .failure(let error): throw UsageError(error.reason)
        }
        let file = YAMLParser.parse(bytes)
        let decoded = SpecDecoder.decode(file)
        let problems = file.problems.map { "\(spec):\($0.range.start): \($0.message)" } + decoded.problems.map { "\(spec):\($0.range.start): \($0.message)" }
        guard problems.isEmpty else {
            throw UsageError("the spec has problems; fix them (`tabbar-lint \(spec)`) before comparing it with the code:\n" + problems.joined(separator: "\n"))
        }
        return decoded.specs
    }
}

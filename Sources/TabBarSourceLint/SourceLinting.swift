import TabBarLint
import TabBarSource
import TabBarSpec
import TabBarYAML

extension Linter {
    /// Reads files from disk with this linter's size limit.
    public var diskReader: SourceFrontEnd.Reader {
        let maxBytes = limits.maxFileBytes
        return { path in try? InputReader.read(.file(path), maxBytes: maxBytes).get() }
    }

    /// Lints the tab bars an app tree declares in code, with the same rules
    /// as specs. Findings are reported in the file they point into (a
    /// child's title may be set in another file than its bar), one report
    /// per file in path order; a file that declares a bar is reported even
    /// when clean. `configuration(path)` governs a file, nil when its
    /// configuration excludes it.
    public func lint(_ tree: SourceTree, configuration: (String) -> Configuration?) -> [FileReport] {
        lint(tree, read: diskReader, configuration: configuration)
    }

    /// Lints an app tree whose files `read` gives (on disk, or in memory for
    /// rule examples and editors); `assets` holds its images, the tree's
    /// folder on disk unless given.
    public func lint(
        _ tree: SourceTree, read: @escaping SourceFrontEnd.Reader, assets: (any SpecAssets)? = nil, configuration: (String) -> Configuration?
    ) -> [FileReport] {
        let found = SourceFrontEnd(read: read).tabBars(in: tree)
        var diagnosticsByFile: [String: [Diagnostic]] = [:]
        var configurationByFile: [String: Configuration] = [:]
        let assets = assets ?? DiskAssets(folder: tree.root)
        for bar in found.bars {
            guard let barConfiguration = configuration(bar.file) else { continue }
            configurationByFile[bar.file] = barConfiguration
            diagnosticsByFile[bar.file, default: []] += []
            for diagnostic in engine.run(on: bar.spec, assets: assets, configuration: barConfiguration) {
                diagnosticsByFile[diagnostic.range.file ?? bar.file, default: []].append(diagnostic)
            }
        }
        for problem in found.problems {
            diagnosticsByFile[problem.file, default: []].append(ReadError(reason: problem.message).diagnostic)
        }
        return diagnosticsByFile.keys.sorted().compactMap { path in
            guard let fileConfiguration = configurationByFile[path] ?? configuration(path) else { return nil }
            return report(for: path, bytes: read(path), diagnostics: diagnosticsByFile[path] ?? [], configuration: fileConfiguration)
        }
    }

    /// A source file's findings with its suppression comments applied and
    /// its lines quoted.
    private func report(for path: String, bytes: [UInt8]?, diagnostics: [Diagnostic], configuration: Configuration) -> FileReport {
        guard let bytes else {
            return FileReport(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.precedes))
        }
        let text = SourceText(bytes, lineBreaks: .swift)
        var diagnostics = diagnostics
        if path.hasSuffix(".swift"), bytes.firstRange(of: SuppressionComment.marker) != nil {
            diagnostics = Suppressions.apply(
                to: diagnostics, inSwift: text, commentSpans: SwiftComments.spans(in: bytes), configuration: configuration
            )
        }
        for index in diagnostics.indices {
            diagnostics[index].lineText = text.lineText(diagnostics[index].range.start.line)
        }
        diagnostics.sort(by: Diagnostic.precedes)
        return FileReport(path: path, diagnostics: diagnostics)
    }
}

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
        lintTabBars(tree, read: read, assets: assets, configuration: configuration).reports
    }

    /// Lints an app tree and keeps its tab bars, each with the reported
    /// findings it caused, for those that draw them (the preview, the HTML
    /// report).
    public func lintTabBars(
        _ tree: SourceTree, read: @escaping SourceFrontEnd.Reader, assets: (any SpecAssets)? = nil,
        configuration: (String) -> Configuration?
    ) -> (reports: [FileReport], bars: [LintedTabBar]) {
        let found = SourceFrontEnd(read: read).tabBars(in: tree)
        var diagnosticsByFile: [String: [Diagnostic]] = [:]
        // Where each bar finding sits in its file's list.
        var indexByFinding: [FindingIdentity: Int] = [:]
        var configurationByFile: [String: Configuration] = [:]
        var bars: [LintedTabBar] = []
        let assets = assets ?? DiskAssets(folder: tree.root)
        for bar in found.bars {
            guard let barConfiguration = configuration(bar.file) else { continue }
            configurationByFile[bar.file] = barConfiguration
            diagnosticsByFile[bar.file, default: []] += []
            let diagnostics = engine.run(on: bar.spec, assets: assets, configuration: barConfiguration)
            for diagnostic in diagnostics {
                let file = diagnostic.range.file ?? bar.file
                // One declaration read as several platforms' bars (an iOS and a
                // tvOS list) reports a finding on a shared value once.
                let identity = FindingIdentity(file: file, ruleID: diagnostic.ruleID, range: diagnostic.range, message: diagnostic.message)
                if let same = indexByFinding[identity] {
                    let platforms = Set(diagnosticsByFile[file]?[same].platforms ?? []).union(diagnostic.platforms)
                    diagnosticsByFile[file]?[same].platforms = platforms.sorted()
                    continue
                }
                indexByFinding[identity] = diagnosticsByFile[file, default: []].count
                diagnosticsByFile[file, default: []].append(diagnostic)
            }
            bars.append(LintedTabBar(file: bar.file, spec: bar.spec, assets: assets, configuration: barConfiguration, diagnostics: diagnostics))
        }
        for problem in found.problems {
            diagnosticsByFile[problem.file, default: []].append(
                Diagnostic(ruleID: BuiltinRuleID.unreadableFile, severity: .error, message: problem.reason, range: SourceRange(at: problem.position))
            )
        }
        let reports = diagnosticsByFile.keys.sorted().compactMap { path -> FileReport? in
            guard let fileConfiguration = configurationByFile[path] ?? configuration(path) else { return nil }
            return report(
                for: path, bytes: read(path), diagnostics: diagnosticsByFile[path] ?? [], configuration: fileConfiguration, parsedFiles: found.parsedFiles
            )
        }
        // A bar keeps only the findings that survived suppression comments,
        // with their quoted lines.
        let reported = reports.flatMap(\.diagnostics)
        for index in bars.indices {
            bars[index].diagnostics = bars[index].diagnostics.compactMap { diagnostic in
                reported.first { $0.ruleID == diagnostic.ruleID && $0.range == diagnostic.range && $0.message == diagnostic.message }
            }
        }
        return (reports, bars)
    }

    /// A source file's findings with its suppression comments applied and
    /// its lines quoted.
    private func report(
        for path: String, bytes: [UInt8]?, diagnostics: [Diagnostic], configuration: Configuration, parsedFiles: ParsedSwiftFiles
    ) -> FileReport {
        guard let bytes else {
            return FileReport(path: path, diagnostics: diagnostics.sorted(by: Diagnostic.precedes))
        }
        let text = SourceText(bytes, lineBreaks: .swift)
        var diagnostics = diagnostics
        if path.hasSuffix(".swift"), ByteSearch.contains(SuppressionComment.marker, in: bytes) {
            diagnostics = Suppressions.apply(
                to: diagnostics, inSwift: text, commentSpans: SwiftComments.spans(in: bytes), configuration: configuration
            )
        }
        for index in diagnostics.indices {
            diagnostics[index].lineText = text.lineText(diagnostics[index].range.start.line)
        }
        diagnostics = Self.spellFixes(diagnostics, path: path, text: text, parsedFiles: parsedFiles)
        diagnostics.sort(by: Diagnostic.precedes)
        return FileReport(path: path, diagnostics: diagnostics)
    }

    /// The fixes written as Swift (see `SwiftFixSpelling`); a fix that would
    /// touch a string table or a storyboard, or that Swift cannot take
    /// without a rewrite (moving a tab), is dropped.
    private static func spellFixes(_ diagnostics: [Diagnostic], path: String, text: SourceText, parsedFiles: ParsedSwiftFiles) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.fix != nil }) else { return diagnostics }
        let spelling = path.hasSuffix(".swift") ? SwiftFixSpelling(path: path, bytes: text.bytes, parsedFiles: parsedFiles) : nil
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            guard var fix = diagnostic.fix else { return diagnostic }
            diagnostic.fix = nil
            guard let spelling, fix.range.file == path else { return diagnostic }
            let bytes = fix.range.start.offset..<fix.range.end.offset
            let edit: TextEdit?
            switch fix.change {
            case .setText(let value):
                edit = spelling.literal(replacingLiteralAt: bytes, with: value).map { TextEdit(range: fix.range, replacement: $0) }
            case .removeEntry:
                edit = spelling.modifierRemoval(forArgumentAt: bytes).map {
                    TextEdit(range: SourceRange(start: text.position(offset: $0.lowerBound), end: text.position(offset: $0.upperBound), file: path), replacement: "")
                }
            case .moveAfter, .replaceSource:
                edit = nil
            }
            fix.edit = edit
            if fix.applicability == .safe, spelling.isSharedConstant(valueAt: bytes) { fix.applicability = .unsafe }
            if edit != nil { diagnostic.fix = fix }
            return diagnostic
        }
    }
}

extension Linter {
    /// Every tab bar the finder found, from specs and from code alike, linted
    /// with the configuration `configuration(path)` gives its file (nil: the
    /// file is excluded). Files that cannot be read are reported, not drawn.
    /// Standard input is not read here: it has no folder for images.
    public func lintedTabBars(in found: SpecFinder.Result, configuration: (String) -> Configuration?) -> (reports: [FileReport], bars: [LintedTabBar]) {
        var reports = found.unreadable
        var bars: [LintedTabBar] = []
        for input in found.inputs where input != .standardInput {
            guard let fileConfiguration = configuration(input.displayPath) else { continue }
            switch InputReader.read(input, maxBytes: limits.maxFileBytes) {
            case .success(let bytes):
                let linted = lintTabBars(
                    source: bytes, path: input.displayPath, assets: DiskAssets.forSpec(at: input.displayPath), configuration: fileConfiguration
                )
                reports.append(linted.report)
                bars += linted.bars
            case .failure(let error):
                reports.append(FileReport(path: input.displayPath, diagnostics: [error.diagnostic]))
            }
        }
        for tree in found.sourceTrees {
            let linted = lintTabBars(tree, read: diskReader, configuration: configuration)
            reports += linted.reports
            bars += linted.bars
        }
        return (reports, bars)
    }
}

/// What makes two findings the same finding: one file, rule, place and message.
private struct FindingIdentity: Hashable {
    let file: String
    let ruleID: String
    let range: SourceRange
    let message: String
}

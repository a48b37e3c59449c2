import TabBarSpec
import TabBarYAML

/// The whole pipeline for one input: bytes → YAML tree → spec model → rules
/// → sorted diagnostics that quote their source lines.
public struct Linter: Sendable {
    public var limits: ParseLimits
    public var engine: RuleEngine

    public init(limits: ParseLimits = .default, engine: RuleEngine = RuleEngine()) {
        self.limits = limits
        self.engine = engine
    }

    /// Lints a spec read from `path`; the images it names are looked up
    /// beside that file (standard input has no folder to look in).
    public func lint(source bytes: [UInt8], path: String, configuration: Configuration = .default) -> FileReport {
        lint(source: bytes, path: path, assets: DiskAssets.forSpec(at: path), configuration: configuration)
    }

    /// Lints a spec whose images are looked up in `assets` (nil: nowhere).
    public func lint(
        source bytes: [UInt8], path: String, assets: (any SpecAssets)?, configuration: Configuration = .default
    ) -> FileReport {
        // The tab bars are not built: a run that only reports made a copy of
        // each spec, its assets and its findings for nothing, and freed them.
        FileReport(path: path, diagnostics: lintSpecs(source: bytes, assets: assets, configuration: configuration).diagnostics)
    }

    /// Lints a spec and keeps its tab bars, each with the findings in its
    /// document, for those that draw them (the preview, the HTML report).
    public func lintTabBars(
        source bytes: [UInt8], path: String, assets: (any SpecAssets)?, configuration: Configuration = .default
    ) -> (report: FileReport, bars: [LintedTabBar]) {
        let (diagnostics, specs) = lintSpecs(source: bytes, assets: assets, configuration: configuration)
        let bars = specs.map { spec in
            LintedTabBar(
                file: path, spec: spec, assets: assets, configuration: configuration,
                diagnostics: diagnostics.filter { spec.range.start <= $0.range.start && $0.range.start <= spec.range.end }
            )
        }
        return (FileReport(path: path, diagnostics: diagnostics), bars)
    }

    /// The sorted diagnostics of a spec file, and the specs its documents hold.
    private func lintSpecs(
        source bytes: [UInt8], assets: (any SpecAssets)?, configuration: Configuration
    ) -> (diagnostics: [Diagnostic], specs: [TabBarSpec]) {
        let file = YAMLParser.parse(bytes, limits: limits)
        var diagnostics = file.problems.map(Self.diagnostic(for:))
        let decoded = SpecDecoder.decode(file)
        diagnostics += decoded.problems.map(Self.diagnostic(for:))
        for spec in decoded.specs {
            diagnostics += engine.run(on: spec, assets: assets, configuration: configuration)
        }
        diagnostics = Suppressions.apply(to: diagnostics, in: file, configuration: configuration)
        diagnostics = YAMLFixSpelling(file: file).spell(diagnostics)
        for index in diagnostics.indices {
            diagnostics[index].lineText = file.text.lineText(diagnostics[index].range.start.line)
        }
        diagnostics.sort(by: Diagnostic.precedes)
        return (diagnostics, decoded.specs)
    }

    /// Reads and lints a file; a file that cannot be read is reported, not thrown.
    public func lint(input: LintInput, configuration: Configuration = .default) -> FileReport {
        switch InputReader.read(input, maxBytes: limits.maxFileBytes) {
        case .success(let bytes):
            return lint(source: bytes, path: input.displayPath, configuration: configuration)
        case .failure(let error):
            return FileReport(path: input.displayPath, diagnostics: [error.diagnostic])
        }
    }

    static func diagnostic(for problem: YAMLProblem) -> Diagnostic {
        Diagnostic(
            ruleID: BuiltinRuleID.yamlSyntax,
            severity: .error,
            message: problem.message,
            range: problem.range,
            related: problem.related.map { [RelatedLocation(range: $0, message: "first set here")] } ?? []
        )
    }

    static func diagnostic(for problem: SchemaProblem) -> Diagnostic {
        Diagnostic(
            ruleID: BuiltinRuleID.specSchema,
            severity: .error,
            message: problem.message,
            range: problem.range,
            fix: problem.replacement.map {
                FixIt(range: problem.range, change: .replaceSource($0), applicability: problem.replacementIsCertain ? .safe : .unsafe)
            }
        )
    }
}

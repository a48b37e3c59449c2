import TabBarLint
import TabBarSource
import TabBarSourceLint

/// `--fix`: each spec, and each app tree, fixed in memory to a fixed point
/// (see `Fixer`), then written back atomically or shown as a diff. What
/// remains is returned for the reporters; what happened goes to standard
/// error.
final class FixRun {
    let linter: Linter
    let fixer: Fixer
    /// false for `--diff`: print the changes, write nothing.
    let writing: Bool
    let console: Console
    private var fixCount = 0
    private var fileCount = 0

    init(linter: Linter, allowingUnsafe: Bool, writing: Bool, console: Console) {
        self.linter = linter
        self.fixer = Fixer(allowingUnsafe: allowingUnsafe)
        self.writing = writing
        self.console = console
    }

    func fix(_ input: LintInput, configuration: Configuration) -> [FileReport] {
        let reader = linter.diskReader, path = input.displayPath
        // A file that cannot be read is reported as the linter reports it.
        guard let bytes = reader(path) else { return [linter.lint(input: input, configuration: configuration)] }
        let outcome = fixer.fix(read: { $0 == path ? bytes : reader($0) }) { read in
            [linter.lint(source: read(path) ?? bytes, path: path, configuration: configuration)]
        }
        return finish(outcome, original: { $0 == path ? bytes : reader($0) })
    }

    func fix(_ tree: SourceTree, configuration: @escaping (String) -> Configuration?) -> [FileReport] {
        let reader = linter.diskReader
        let outcome = fixer.fix(read: reader) { read in linter.lint(tree, read: read, configuration: configuration) }
        return finish(outcome, original: reader)
    }

    /// Writes (or shows) the changed files, and returns the reports that
    /// hold afterwards: the fixed text's where it was written, the original
    /// text's where it could not be.
    private func finish(_ outcome: Fixer.Outcome, original: Fixer.Reader) -> [FileReport] {
        var unwritten = Set<String>()
        for path in outcome.fixed.keys.sorted() {
            guard let new = outcome.fixed[path], let old = original(path) else { continue }
            let count = outcome.fixCounts[path] ?? 0
            if writing {
                do {
                    try FileWriting.replace(path, with: new)
                } catch {
                    console.writeError("tabbar-lint: error: \(error)\n")
                    unwritten.insert(path)
                    continue
                }
            } else {
                console.write(UnifiedDiff.render(path: path, old: old, new: new))
            }
            fixCount += count
            fileCount += 1
        }
        if outcome.reachedPassLimit {
            console.writeError("tabbar-lint: warning: fixes kept producing new fixes after \(fixer.maxPasses) passes; run --fix again and report this\n")
        }
        for report in outcome.reports {
            if report.diagnostics.contains(where: { $0.ruleID == BuiltinRuleID.yamlSyntax }) {
                console.writeError("tabbar-lint: note: \(report.path) was not fixed: it is not valid YAML; fix its yaml-syntax error first\n")
            } else if report.path.hasSuffix(".swift"), report.diagnostics.contains(where: Self.mayHaveFix),
                let bytes = original(report.path), SwiftFixSpelling(bytes: bytes) == nil
            {
                console.writeError("tabbar-lint: note: \(report.path) was not fixed: it does not parse as Swift; fix its syntax errors first\n")
            }
        }
        guard !unwritten.isEmpty else { return outcome.reports }
        let initial = Dictionary(outcome.initialReports.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return outcome.reports.map { unwritten.contains($0.path) ? initial[$0.path] ?? $0 : $0 }
    }

    /// Whether the finding's rule offers fixes at all (only then is a file
    /// that could not be fixed worth a note).
    private static func mayHaveFix(_ diagnostic: Diagnostic) -> Bool {
        RuleRegistry.documentation(id: diagnostic.ruleID).map { !$0.fixes.isEmpty } ?? false
    }

    /// "fixed 3 findings in 2 files" (or "would fix" for --diff), on standard error.
    func summarize() {
        let findings = fixCount == 1 ? "1 fix" : "\(fixCount) fixes"
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        console.writeError("tabbar-lint: \(writing ? "applied" : "would apply") \(findings) in \(files)\n")
    }
}

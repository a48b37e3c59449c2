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
        let reader = linter.diskReader
        let outcome = fixer.fix(read: reader) { read in
            [linter.lint(source: read(input.displayPath) ?? [], path: input.displayPath, configuration: configuration)]
        }
        guard let bytes = reader(input.displayPath) else { return [linter.lint(input: input, configuration: configuration)] }
        return finish(outcome, original: { $0 == input.displayPath ? bytes : reader($0) })
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
        for report in outcome.reports where report.diagnostics.contains(where: { $0.ruleID == BuiltinRuleID.yamlSyntax }) {
            console.writeError("tabbar-lint: note: \(report.path) was not fixed: it is not valid YAML; fix its yaml-syntax error first\n")
        }
        guard !unwritten.isEmpty else { return outcome.reports }
        let initial = Dictionary(outcome.initialReports.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return outcome.reports.map { unwritten.contains($0.path) ? initial[$0.path] ?? $0 : $0 }
    }

    /// "fixed 3 findings in 2 files" (or "would fix" for --diff), on standard error.
    func summarize() {
        let findings = fixCount == 1 ? "1 fix" : "\(fixCount) fixes"
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        console.writeError("tabbar-lint: \(writing ? "applied" : "would apply") \(findings) in \(files)\n")
    }
}

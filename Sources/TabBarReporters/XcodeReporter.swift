import TabBarLint

/// `PATH:LINE:COL: error|warning|note: MESSAGE [RULE-ID]`, one line per
/// finding, with absolute paths: the shape Xcode turns into inline issues
/// when a build phase or build-tool plugin prints it.
public struct XcodeReporter: Reporter {
    let context: ReporterContext

    public init(context: ReporterContext) {
        self.context = context
    }

    public mutating func render(_ report: FileReport) -> String {
        let path = context.absolutePath(report.path)
        return report.diagnostics.map { diagnostic in
            let start = diagnostic.range.start
            return "\(path):\(start.line):\(start.column): \(Self.kind(diagnostic.severity)): \(diagnostic.message) [\(diagnostic.ruleID)]\n"
        }.joined()
    }

    public mutating func finish(_ summary: RunSummary) -> String { "" }

    /// Xcode knows errors, warnings and notes.
    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

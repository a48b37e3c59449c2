import TabBarLint

/// Checkstyle XML, which Jenkins, GitLab code quality converters, reviewdog
/// and Danger read: one `<file>` per linted file, an `<error>` per finding.
public struct CheckstyleReporter: Reporter {
    private var started = false

    public init() {}

    public mutating func render(_ report: FileReport) -> String {
        var out = header()
        out += "  <file name=\"\(Escaping.xml(report.path))\">\n"
        for diagnostic in report.diagnostics {
            let start = diagnostic.range.start
            out += "    <error line=\"\(start.line)\" column=\"\(start.column)\" severity=\"\(diagnostic.severity)\" "
                + "message=\"\(Escaping.xml(diagnostic.message))\" source=\"tabbar-lint.\(Escaping.xml(diagnostic.ruleID))\"/>\n"
        }
        return out + "  </file>\n"
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        header() + "</checkstyle>\n"
    }

    /// The XML declaration and root element, once, before the first file.
    private mutating func header() -> String {
        guard !started else { return "" }
        started = true
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    }
}

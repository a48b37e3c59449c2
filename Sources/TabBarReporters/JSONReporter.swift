import TabBarLint
import TabBarSpec
import TabBarYAML

/// The JSON format, version 1 (documented in docs/json-output.md, with a JSON
/// Schema in docs/json-output.schema.json). Streamed: the document is
/// opened before the first file, each file is written as soon as it is
/// linted (one per line), and the summary closes it.
public struct JSONReporter: Reporter {
    public static let schemaVersion = 1
    let context: ReporterContext
    private var filesWritten = 0

    public init(context: ReporterContext) {
        self.context = context
    }

    public mutating func render(_ report: FileReport) -> String {
        let separator = filesWritten == 0 ? opening() : ",\n"
        filesWritten += 1
        let findings = report.diagnostics.map { Self.finding($0, path: report.path) }
        return separator + "    {\"path\": \(JSONText.quoted(report.path)), \"findings\": [" + findings.joined(separator: ", ") + "]}"
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        let start = filesWritten == 0 ? opening() : "\n"
        return start + "  ],\n  \"summary\": {\"files\": \(summary.fileCount), \"errors\": \(summary.errorCount), "
            + "\"warnings\": \(summary.warningCount), \"info\": \(summary.infoCount)}\n}\n"
    }

    private func opening() -> String {
        "{\n  \"schemaVersion\": \(Self.schemaVersion),\n"
            + "  \"tool\": {\"name\": \"tabbar-lint\", \"version\": \(JSONText.quoted(context.toolVersion))},\n"
            + "  \"files\": [\n"
    }

    static func finding(_ diagnostic: Diagnostic, path: String) -> String {
        var fields = [
            "\"ruleId\": \(JSONText.quoted(diagnostic.ruleID))",
            "\"severity\": \"\(diagnostic.severity)\"",
            "\"message\": \(JSONText.quoted(diagnostic.message))",
            "\"file\": \(JSONText.quoted(path))",
            position(diagnostic.range),
            "\"tabId\": \(diagnostic.tabID.map(JSONText.quoted) ?? "null")",
            "\"platforms\": [" + diagnostic.platforms.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]",
        ]
        fields.append("\"related\": [" + diagnostic.related.map { related in
            "{" + (related.range.file.map { "\"file\": \(JSONText.quoted($0)), " } ?? "") + position(related.range)
                + ", \"message\": \(JSONText.quoted(related.message))}"
        }.joined(separator: ", ") + "]")
        if let fix = diagnostic.fix, let edit = fix.edit {
            fields.append("\"fix\": {" + position(edit.range) + ", \"replacement\": \(JSONText.quoted(edit.replacement)), "
                + "\"applicability\": \"\(fix.applicability.rawValue)\", \"description\": \(JSONText.quoted(fix.title))}")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func position(_ range: SourceRangeConvertible) -> String {
        let range = range.sourceRange
        return "\"line\": \(range.start.line), \"column\": \(range.start.column), \"endLine\": \(range.end.line), \"endColumn\": \(range.end.column)"
    }
}

import TabBarLint

/// GitHub Actions workflow commands: each finding becomes an annotation on
/// the pull request's changed line
/// (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE-ID::message`).
public struct GitHubReporter: Reporter {
    public init() {}

    public mutating func render(_ report: FileReport) -> String {
        report.diagnostics.map { diagnostic in
            let start = diagnostic.range.start, end = diagnostic.range.end
            var properties = ["file=\(Self.property(report.path))", "line=\(start.line)", "col=\(start.column)"]
            // GitHub draws a multi-line range from line to endLine; a node
            // ending at the start of the next line ends on its own line.
            if end.line > start.line || end.column > start.column {
                properties += ["endLine=\(max(start.line, end.line))", "endColumn=\(end.column)"]
            }
            properties.append("title=\(Self.property(diagnostic.ruleID))")
            return "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.data(diagnostic.message))\n"
        }.joined()
    }

    public mutating func finish(_ summary: RunSummary) -> String { "" }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// A message: `%`, CR and LF escaped as the runner expects.
    static func data(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case "\r\n": out += "%0D%0A"
            default: out.append(character)
            }
        }
        return out
    }

    /// A property value: also `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}

import TabBarLint

/// Totals for the closing line and the exit code.
public struct RunSummary: Sendable, Equatable {
    public var fileCount = 0
    public var errorCount = 0
    public var warningCount = 0
    public var infoCount = 0
    /// Findings `--fix` would fix.
    public var fixableCount = 0
    /// Findings only `--fix --unsafe-fixes` would fix.
    public var unsafeFixableCount = 0

    public init() {}

    public mutating func add(_ report: FileReport) {
        fileCount += 1
        for diagnostic in report.diagnostics {
            switch diagnostic.severity {
            case .error: errorCount += 1
            case .warning: warningCount += 1
            case .info: infoCount += 1
            }
            switch diagnostic.fixApplicability {
            case .safe?: fixableCount += 1
            case .unsafe?: unsafeFixableCount += 1
            case nil: break
            }
        }
    }

    /// "3 fixable with --fix (1 more with --unsafe-fixes)", or nil when nothing is.
    public var fixableSentence: String? {
        guard fixableCount + unsafeFixableCount > 0 else { return nil }
        let more = unsafeFixableCount > 0 ? " (\(unsafeFixableCount) more with --fix --unsafe-fixes)" : ""
        return "\(fixableCount) fixable with --fix" + more
    }

    /// Findings at `severity` or above: what decides the exit status.
    public func count(atLeast severity: Severity) -> Int {
        switch severity {
        case .error: return errorCount
        case .warning: return errorCount + warningCount
        case .info: return errorCount + warningCount + infoCount
        }
    }

    /// "3 errors, 5 warnings in 12 files" (info counts appear when there are any).
    public var sentence: String {
        var parts = [Self.count(errorCount, "error"), Self.count(warningCount, "warning")]
        if infoCount > 0 { parts.append("\(infoCount) info") }
        return parts.joined(separator: ", ") + " in " + Self.count(fileCount, "file")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// An output format. Reporters get each file's findings as soon as the file
/// is linted, in input order, and write what they want; formats that need the
/// whole run (a JSON document) write at `finish`.
public protocol Reporter {
    /// Text for one linted file ("" when the format writes only at the end).
    mutating func render(_ report: FileReport) -> String
    /// Text that closes the run.
    mutating func finish(_ summary: RunSummary) -> String
}

/// The formats `--format` accepts.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text
    case json
    case sarif
    case github
    case gitlab
    case junit
    case checkstyle
    case xcode
    case html

    public func makeReporter(_ context: ReporterContext) -> any Reporter {
        switch self {
        case .text: return TextReporter(color: context.color, ruleLink: context.hyperlinks ? context.helpURL(for:) : nil)
        case .json: return JSONReporter(context: context)
        case .sarif: return SARIFReporter(context: context)
        case .github: return GitHubReporter()
        case .gitlab: return GitLabReporter()
        case .junit: return JUnitReporter()
        case .checkstyle: return CheckstyleReporter()
        case .xcode: return XcodeReporter(context: context)
        case .html: return HTMLReporter(context: context, figures: context.previews)
        }
    }
}

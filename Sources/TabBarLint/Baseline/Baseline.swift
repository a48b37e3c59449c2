import TabBarSpec
import TabBarYAML

/// Findings a team has accepted for now (`--write-baseline`), hidden on
/// later runs (`--baseline`) so that only new findings fail CI. Entries
/// match by file, rule and tab id, never by line, so edits elsewhere in a
/// spec do not bring them back; an entry counts how many findings it covers.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable {
        /// Relative to the baseline file's folder, with `/` separators.
        public var file: String
        public var ruleID: String
        public var tabID: String?

        public init(file: String, ruleID: String, tabID: String?) {
            self.file = file
            self.ruleID = ruleID
            self.tabID = tabID
        }
    }

    public static let formatVersion = 1
    /// How many findings each entry covers.
    public var counts: [Entry: Int]
    /// A message of each entry's first finding, kept for people reading the file.
    public var examples: [Entry: String]

    public init(counts: [Entry: Int] = [:], examples: [Entry: String] = [:]) {
        self.counts = counts
        self.examples = examples
    }

    /// The baseline of a run's reports, with paths relative to `folder`
    /// (the absolute folder of the baseline file).
    public init(reports: [FileReport], folder: String, workingDirectory: String) {
        self.init()
        for report in reports {
            let file = Self.key(report.path, folder: folder, workingDirectory: workingDirectory)
            for diagnostic in report.diagnostics {
                let entry = Entry(file: file, ruleID: diagnostic.ruleID, tabID: diagnostic.tabID)
                counts[entry, default: 0] += 1
                if examples[entry] == nil { examples[entry] = diagnostic.message }
            }
        }
    }

    /// How a spec path is recorded: relative to the baseline's folder when
    /// below it, absolute otherwise; standard input as `<stdin>`.
    static func key(_ path: String, folder: String, workingDirectory: String) -> String {
        guard path != LintInput.standardInput.displayPath else { return path }
        let absolute = FilePaths.absolute(path, from: workingDirectory)
        return FilePaths.relative(absolute, to: folder) ?? absolute
    }

    /// The file's text: JSON, one entry per line, sorted, so that it diffs
    /// well in review.
    public var json: String {
        let sorted = counts.keys.sorted { ($0.file, $0.ruleID, $0.tabID ?? "") < ($1.file, $1.ruleID, $1.tabID ?? "") }
        let lines = sorted.map { entry in
            "    {\"file\": \(JSONText.quoted(entry.file)), \"ruleId\": \(JSONText.quoted(entry.ruleID)), "
                + "\"tabId\": \(entry.tabID.map(JSONText.quoted) ?? "null"), \"count\": \(counts[entry] ?? 0), "
                + "\"message\": \(JSONText.quoted(examples[entry] ?? ""))}"
        }
        return "{\n  \"tabbarLintBaseline\": \(Self.formatVersion),\n  \"findings\": [\n" + lines.joined(separator: ",\n")
            + (lines.isEmpty ? "" : "\n") + "  ]\n}\n"
    }

    /// Reads a baseline written by `json` (it is JSON, which YAML reads too).
    public static func parse(_ bytes: [UInt8], path: String) -> Result<Baseline, ConfigurationError> {
        let file = YAMLParser.parse(bytes)
        func problem(_ range: SourceRange, _ message: String) -> Result<Baseline, ConfigurationError> {
            .failure(ConfigurationError([ConfigurationProblem(path: path, range: range, message: message)]))
        }
        if let first = file.problems.first { return problem(first.range, first.message) }
        guard let root = file.documents.first?.root, root.value(forKey: "tabbarLintBaseline")?.resolved == .int(formatVersion),
              let items = root.value(forKey: "findings")?.sequenceItems else {
            return problem(.fileStart, "not a tabbar-lint baseline (version \(formatVersion)); write one with --write-baseline")
        }
        var baseline = Baseline()
        for item in items {
            guard case .string(let file)? = item.value(forKey: "file")?.resolved,
                  case .string(let ruleID)? = item.value(forKey: "ruleId")?.resolved,
                  case .int(let count)? = item.value(forKey: "count")?.resolved, count > 0 else {
                return problem(item.range, "a baseline entry needs `file`, `ruleId` and a positive `count`")
            }
            let tabID: String?
            switch item.value(forKey: "tabId")?.resolved {
            case .string(let id)?: tabID = id
            case .null?, nil: tabID = nil
            default: return problem(item.range, "`tabId` must be text or null")
            }
            let entry = Entry(file: file, ruleID: ruleID, tabID: tabID)
            baseline.counts[entry, default: 0] += count
            if case .string(let message)? = item.value(forKey: "message")?.resolved { baseline.examples[entry] = message }
        }
        return .success(baseline)
    }
}

/// Applies a baseline to reports as they arrive, and tells afterwards which
/// entries matched less than they used to.
public final class BaselineFilter: @unchecked Sendable {
    private var remaining: [Baseline.Entry: Int]
    private var seenFiles: Set<String> = []
    private let baseline: Baseline
    private let folder: String
    private let workingDirectory: String

    /// Used from one thread: reports are handed over in input order.
    public init(_ baseline: Baseline, folder: String, workingDirectory: String) {
        self.baseline = baseline
        self.remaining = baseline.counts
        self.folder = folder
        self.workingDirectory = workingDirectory
    }

    /// The report without the findings the baseline covers.
    public func apply(to report: FileReport) -> FileReport {
        let file = Baseline.key(report.path, folder: folder, workingDirectory: workingDirectory)
        seenFiles.insert(file)
        var kept = report
        kept.diagnostics = report.diagnostics.filter { diagnostic in
            let entry = Baseline.Entry(file: file, ruleID: diagnostic.ruleID, tabID: diagnostic.tabID)
            guard let left = remaining[entry], left > 0 else { return true }
            remaining[entry] = left - 1
            return false
        }
        return kept
    }

    /// Entries of files linted in this run that covered fewer findings than
    /// recorded: what was fixed since. Files not linted this run (a
    /// pre-commit hook lints only what changed) are not judged.
    public var staleEntries: [(entry: Baseline.Entry, unused: Int)] {
        remaining.filter { seenFiles.contains($0.key.file) && $0.value > 0 }
            .map { (entry: $0.key, unused: $0.value) }
            .sorted { ($0.entry.file, $0.entry.ruleID, $0.entry.tabID ?? "") < ($1.entry.file, $1.entry.ruleID, $1.entry.tabID ?? "") }
    }
}

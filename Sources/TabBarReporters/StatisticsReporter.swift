import TabBarLint

/// `--statistics`: how many findings each rule reported, most first, in
/// place of the findings themselves (as ruff's `--statistics` does), then
/// the summary line.
public struct StatisticsReporter: Reporter {
    private var counts: [Key: Int] = [:]

    private struct Key: Hashable {
        let ruleID: String
        let severity: Severity
    }

    public init() {}

    public mutating func render(_ report: FileReport) -> String {
        for diagnostic in report.diagnostics {
            counts[Key(ruleID: diagnostic.ruleID, severity: diagnostic.severity), default: 0] += 1
        }
        return ""
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        let rows = counts.sorted { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value
                : lhs.key.ruleID != rhs.key.ruleID ? lhs.key.ruleID < rhs.key.ruleID : lhs.key.severity > rhs.key.severity
        }
        let countWidth = rows.map { String($0.value).count }.max() ?? 0
        let idWidth = rows.map(\.key.ruleID.count).max() ?? 0
        var text = ""
        for (key, count) in rows {
            let number = String(count)
            text += String(repeating: " ", count: countWidth - number.count) + number + "  "
                + key.ruleID + String(repeating: " ", count: idWidth - key.ruleID.count) + "  " + key.severity.rawValue + "\n"
        }
        return text + summary.sentence + "\n"
    }
}

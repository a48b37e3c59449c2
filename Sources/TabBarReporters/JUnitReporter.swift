import TabBarLint

/// JUnit XML for CI dashboards: a test suite per file and a test case per
/// rule that reported something in it, failing with its findings (info-only
/// rules pass, their findings in the case's output). A file without findings
/// is one passing case, so every linted file shows up. Written at the end,
/// because the root element carries the totals.
public struct JUnitReporter: Reporter {
    private var suites: [String] = []
    private var testCount = 0
    private var failureCount = 0

    public init() {}

    public mutating func render(_ report: FileReport) -> String {
        let path = Escaping.xml(report.path)
        var cases: [String] = []
        var failures = 0
        var ruleIDs: [String] = []
        for diagnostic in report.diagnostics where !ruleIDs.contains(diagnostic.ruleID) {
            ruleIDs.append(diagnostic.ruleID)
        }
        for ruleID in ruleIDs {
            let findings = report.diagnostics.filter { $0.ruleID == ruleID }
            let text = findings.map { "\(report.path):\($0.range.start.line):\($0.range.start.column): \($0.severity): \($0.message)" }
                .joined(separator: "\n")
            let open = "    <testcase classname=\"\(path)\" name=\"\(Escaping.xml(ruleID))\">\n"
            if let worst = findings.map(\.severity).max(), worst > .info {
                failures += 1
                let summary = findings.count == 1 ? findings[0].message : "\(findings.count) findings"
                cases.append(open + "      <failure type=\"\(worst)\" message=\"\(Escaping.xml(summary))\">\(Escaping.xml(text))</failure>\n    </testcase>\n")
            } else {
                cases.append(open + "      <system-out>\(Escaping.xml(text))</system-out>\n    </testcase>\n")
            }
        }
        if cases.isEmpty {
            cases.append("    <testcase classname=\"\(path)\" name=\"tabbar-lint\"/>\n")
        }
        testCount += cases.count
        failureCount += failures
        suites.append("  <testsuite name=\"\(path)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\">\n" + cases.joined() + "  </testsuite>\n")
        return ""
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"tabbar-lint\" tests=\"\(testCount)\" failures=\"\(failureCount)\" errors=\"0\">\n"
            + suites.joined() + "</testsuites>\n"
    }
}

import TabBarLint
import TabBarSpec

/// GitLab's Code Quality report: a JSON array of issues, each with
/// `description`, `check_name`, `fingerprint`, `severity` and
/// `location.path` / `location.lines.begin`, which GitLab shows in merge
/// requests (`artifacts: reports: codequality:`).
///
/// The fingerprint identifies a finding across pipelines, so GitLab can tell
/// new findings from fixed ones: it hashes the file, the rule, the tab (or,
/// without one, the message) and how many such findings came before in the
/// file, never the line, so editing elsewhere in a spec keeps it.
public struct GitLabReporter: Reporter {
    private var issuesWritten = 0

    public init() {}

    public mutating func render(_ report: FileReport) -> String {
        var occurrences: [String: Int] = [:]
        var text = ""
        for diagnostic in report.diagnostics {
            let identity = [report.path, diagnostic.ruleID, diagnostic.tabID ?? diagnostic.message].joined(separator: "\u{0}")
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            text += (issuesWritten == 0 ? "[\n" : ",\n") + "  " + Self.issue(diagnostic, path: report.path, fingerprint: Self.fingerprint(identity + "\u{0}\(occurrence)"))
            issuesWritten += 1
        }
        return text
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        issuesWritten == 0 ? "[]\n" : "\n]\n"
    }

    /// GitLab's scale: info, minor, major, critical, blocker. A finding that
    /// fails the run by default is major; tabbar-lint has nothing above.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .info: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }

    private static func issue(_ diagnostic: Diagnostic, path: String, fingerprint: String) -> String {
        "{\"description\": \(JSONText.quoted(diagnostic.message)), \"check_name\": \(JSONText.quoted(diagnostic.ruleID)), "
            + "\"fingerprint\": \"\(fingerprint)\", \"severity\": \"\(severity(diagnostic.severity))\", "
            + "\"location\": {\"path\": \(JSONText.quoted(path)), \"lines\": {\"begin\": \(diagnostic.range.start.line)}}}"
    }

    /// 128 bits as 32 hex digits: two 64-bit FNV-1a hashes with different
    /// offsets. Not cryptographic; it only has to be stable and spread.
    static func fingerprint(_ identity: String) -> String {
        let halves: [UInt64] = [0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142].map { offset in
            identity.utf8.reduce(offset) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return halves.map { half in
            let digits = String(half, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}

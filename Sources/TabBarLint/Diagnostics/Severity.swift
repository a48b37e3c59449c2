/// How serious a finding is. `error` breaks an explicit Apple requirement or
/// a system behaviour, `warning` departs from a checkable guideline, `info` is
/// advice. Ordered, so `--fail-on` can compare.
public enum Severity: String, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public var description: String { rawValue }
}

/// Applies fixes to files in memory, ruff's way: every applicable fix that
/// does not overlap another, back to front on the original bytes; then the
/// files are linted again and the fixes that now apply are applied, until
/// nothing changes (a fixed point) or `maxPasses` is reached. Writing the
/// result anywhere is the caller's business.
public struct Fixer: Sendable {
    /// Whether fixes that change a design decision are applied too.
    public var allowingUnsafe: Bool
    /// Passes before giving up on reaching a fixed point; each pass applies
    /// at least one fix, and fixes do not undo each other, so real files
    /// settle in two or three.
    public var maxPasses: Int

    public init(allowingUnsafe: Bool = false, maxPasses: Int = 8) {
        self.allowingUnsafe = allowingUnsafe
        self.maxPasses = maxPasses
    }

    public typealias Reader = @Sendable (String) -> [UInt8]?

    public struct Outcome: Sendable {
        /// The first lint, before any fix.
        public var initialReports: [FileReport]
        /// The lint of the fixed files: what remains.
        public var reports: [FileReport]
        /// The new bytes of each file a fix changed.
        public var fixed: [String: [UInt8]]
        /// How many fixes were applied to each changed file.
        public var fixCounts: [String: Int]
        /// Whether the last pass still had fixes to apply.
        public var reachedPassLimit: Bool
    }

    /// Lints with `lint` (given a reader that sees the fixes so far, falling
    /// back on `read`) and fixes what the reports' fixes allow.
    public func fix(read: @escaping Reader, lint: (@escaping Reader) -> [FileReport]) -> Outcome {
        var fixed: [String: [UInt8]] = [:]
        var counts: [String: Int] = [:]
        let initial = lint(read)
        var reports = initial
        for _ in 0..<maxPasses {
            var changed = false
            for report in reports {
                let edits = report.diagnostics.compactMap { $0.applicableFix(allowingUnsafe: allowingUnsafe)?.edit }
                guard !edits.isEmpty, let bytes = fixed[report.path] ?? read(report.path) else { continue }
                let (result, applied) = Self.apply(edits, to: bytes)
                guard applied > 0, result != bytes else { continue }
                fixed[report.path] = result
                counts[report.path, default: 0] += applied
                changed = true
            }
            guard changed else { return Outcome(initialReports: initial, reports: reports, fixed: fixed, fixCounts: counts, reachedPassLimit: false) }
            let snapshot = fixed
            reports = lint { snapshot[$0] ?? read($0) }
        }
        let unsettled = reports.contains { $0.diagnostics.contains { $0.applicableFix(allowingUnsafe: allowingUnsafe) != nil } }
        return Outcome(initialReports: initial, reports: reports, fixed: fixed, fixCounts: counts, reachedPassLimit: unsettled)
    }

    /// `bytes` with the edits that fit applied: in order of position, an edit
    /// that overlaps one already taken waits for the next pass (when the
    /// file is linted again, it may no longer be needed). Applied back to
    /// front, so each edit's offsets still hold when it is applied.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> (bytes: [UInt8], applied: Int) {
        var taken: [TextEdit] = []
        for edit in edits.sorted(by: { ($0.range.start.offset, $0.range.end.offset) < ($1.range.start.offset, $1.range.end.offset) }) {
            let start = edit.range.start.offset, end = edit.range.end.offset
            guard start >= 0, end <= bytes.count, start <= end else { continue }
            if let previous = taken.last {
                let previousEnd = previous.range.end.offset
                // Two insertions at one point, or overlapping ranges, are ambiguous.
                guard start >= previousEnd, !(start == previousEnd && start == previous.range.start.offset) else { continue }
            }
            taken.append(edit)
        }
        var result = bytes
        for edit in taken.reversed() {
            result.replaceSubrange(edit.range.start.offset..<edit.range.end.offset, with: Array(edit.replacement.utf8))
        }
        return (result, taken.count)
    }
}

import TabBarSpec

/// The tabs of a bar that can be on screen at once. Tabs under a condition
/// and tabs under its negation (`visible-when: "authorized"` and
/// `"not (authorized)"`, as the branches of an `if`/`else` in code
/// become) never show together: of each such pair of groups the larger
/// one is kept (the one under the condition itself when they are as
/// large), so a bar's width and count are judged as the app shows them.
public enum ShownTogether {
    public static func tabs(_ tabs: [Tab]) -> [Tab] {
        var sizes: [String: Int] = [:]
        for tab in tabs {
            guard let condition = tab.visibleWhen?.value else { continue }
            sizes[condition, default: 0] += 1
        }
        guard sizes.count > 1 else { return tabs }
        var dropped: Set<String> = []
        for (condition, size) in sizes {
            guard let positive = negated(condition), let positiveSize = sizes[positive] else { continue }
            dropped.insert(size > positiveSize ? positive : condition)
        }
        guard !dropped.isEmpty else { return tabs }
        return tabs.filter { tab in tab.visibleWhen.map { !dropped.contains($0.value) } ?? true }
    }

    /// `c` of `not (c)` or `!c`.
    private static func negated(_ condition: String) -> String? {
        if condition.hasPrefix("not ("), condition.hasSuffix(")") { return String(condition.dropFirst("not (".count).dropLast()) }
        if condition.hasPrefix("!"), condition.count > 1 { return String(condition.dropFirst()) }
        return nil
    }
}

import TabBarSpec

/// Wording shared by rule messages.
enum Phrases {
    /// "Goals", "Goals and Metrics", "Goals, Metrics and Events".
    static func list(_ items: [String]) -> String {
        joined(items, lastSeparator: " and ")
    }

    /// "`a`", "`a` or `b`", "`a`, `b` or `c`": choices to pick one of.
    static func alternatives(_ items: [String]) -> String {
        joined(items, lastSeparator: " or ")
    }

    /// The items separated by commas, the last two by `lastSeparator`.
    /// Appended one by one rather than `dropLast().joined(…)`: joining an
    /// `ArraySlice` looks its `Collection` conformance up at run time on
    /// first use, a scan of every conformance in the binary.
    private static func joined(_ items: [String], lastSeparator: String) -> String {
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += index == items.count - 1 ? lastSeparator : ", " }
            text += item
        }
        return text
    }

    /// "1 tab", "7 tabs".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// How a tab reads in a list of tabs: its title, else its id.
    static func shortName(_ tab: Tab) -> String {
        if let title = tab.title?.primaryText, !Whitespace.isBlank(title) { return Tab.abbreviated(title) }
        return (tab.id?.value).map(Tab.abbreviated) ?? "tab \(tab.index + 1)"
    }

    /// A measurement as people write it: `25`, not `25.0`.
    static func number(_ value: Double) -> String {
        PointSize.format(value)
    }
}

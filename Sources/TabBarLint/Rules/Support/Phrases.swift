import TabBarSpec

/// Wording shared by rule messages.
enum Phrases {
    /// "Goals", "Goals and Metrics", "Goals, Metrics and Events".
    static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "`a`", "`a` or `b`", "`a`, `b` or `c`": choices to pick one of.
    static func alternatives(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// "1 tab", "7 tabs".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// How a tab reads in a list of tabs: its title, else its id.
    static func shortName(_ tab: Tab) -> String {
        if let title = tab.title?.primaryText, !title.allSatisfy(\.isWhitespace) { return Tab.abbreviated(title) }
        return (tab.id?.value).map(Tab.abbreviated) ?? "tab \(tab.index + 1)"
    }

    /// A measurement as people write it: `25`, not `25.0`.
    static func number(_ value: Double) -> String {
        PointSize.format(value)
    }
}

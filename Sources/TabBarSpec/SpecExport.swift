import TabBarYAML

/// A spec model written back out as a spec: the keys of SPEC.md in their
/// documented order, as YAML (for `extract`, with the source of the bar and
/// of each tab in comments) or as JSON. A value the model holds as unknown
/// is `null` in JSON and left out of YAML with a comment saying why, so the
/// YAML stays a valid spec.
public enum SpecExport {
    /// An ordered JSON-like value.
    public indirect enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case number(String)
        case bool(Bool)
        case null
        case list([Value])
        case map([(String, Value)])

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.string(a), .string(b)), let (.number(a), .number(b)): return a == b
            case let (.integer(a), .integer(b)): return a == b
            case let (.bool(a), .bool(b)): return a == b
            case (.null, .null): return true
            case let (.list(a), .list(b)): return a == b
            case let (.map(a), .map(b)): return a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
            default: return false
            }
        }
    }

    /// The spec's keys as values; each tab's entry, in on-screen order.
    public static func value(of spec: TabBarSpec) -> Value {
        var top: [(String, Value)] = [("version", .integer(1))]
        if let app = spec.app { top.append(("app", .string(app.value))) }
        top.append(("platforms", .list(spec.platforms.map { .string($0.value.rawValue) })))
        if !spec.locales.isEmpty { top.append(("locales", .list(spec.locales.map { .string($0.value) }))) }
        var bar: [(String, Value)] = []
        if let style = spec.tabBar.style { bar.append(("style", .string(style.value.rawValue))) }
        if let transition = spec.tabBar.transition { bar.append(("transition", .string(transition.value.rawValue))) }
        if let customizable = spec.tabBar.customizable { bar.append(("customizable", .bool(customizable.value))) }
        if let titles = spec.tabBar.titles { bar.append(("titles", .string(titles.value.rawValue))) }
        if !bar.isEmpty { top.append(("tab-bar", .map(bar))) }
        var usedIDs = Set<String>()
        top.append(("tabs", .list(spec.tabs.map { .map(entries(of: $0, usedIDs: &usedIDs)) })))
        return .map(top)
    }

    private static func entries(of tab: Tab, usedIDs: inout Set<String>) -> [(String, Value)] {
        var entries: [(String, Value)] = [("id", .string(identifier(of: tab, usedIDs: &usedIDs)))]
        if let title = tab.title {
            if title.entries.count == 1, let only = title.entries.first, only.locale == nil {
                entries.append(("title", .string(only.text.value)))
            } else {
                entries.append(("title", .map(title.entries.map { ($0.locale?.value ?? "en", .string($0.text.value)) })))
            }
        } else if tab.isUnreadable("title") {
            entries.append(("title", .null))
        }
        if let icon = tab.icon {
            if let symbol = icon.symbol, icon.selectedSymbol == nil {
                entries.append(("icon", .string(symbol.value)))
            } else {
                var fields: [(String, Value)] = []
                if let symbol = icon.symbol { fields.append(("symbol", .string(symbol.value))) }
                if let selected = icon.selectedSymbol { fields.append(("selected-symbol", .string(selected.value))) }
                if let image = icon.image { fields.append(("image", .string(image.value))) }
                entries.append(("icon", .map(fields)))
            }
        } else if tab.isUnreadable("icon") {
            entries.append(("icon", .null))
        }
        if let badge = tab.badge {
            switch badge.value?.value {
            case .integer(let number)?: entries.append(("badge", .integer(number)))
            case .decimal(let literal)?: entries.append(("badge", .number(literal)))
            case .text(let text)?: entries.append(("badge", .string(text)))
            case nil: entries.append(("badge", .null))
            }
        }
        if let role = tab.role, role.value != .navigation { entries.append(("role", .string(role.value.rawValue))) }
        if let action = tab.action { entries.append(("action", .string(action.value))) }
        if let enabled = tab.enabled { entries.append(("enabled", .bool(enabled.value))) }
        if let condition = tab.visibleWhen { entries.append(("visible-when", .string(condition.value))) }
        if let placement = tab.placement { entries.append(("placement", .string(placement.value.rawValue))) }
        if let section = tab.section { entries.append(("section", .string(section.value))) }
        if let label = tab.accessibilityLabel { entries.append(("accessibility-label", .string(label.value))) }
        return entries
    }

    /// The tab's id as code gives it, else one made from its title
    /// (`New Post` → `new-post`), unique in the bar.
    private static func identifier(of tab: Tab, usedIDs: inout Set<String>) -> String {
        var base = tab.id?.value ?? ""
        if base.isEmpty, let title = tab.title?.primaryText {
            let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
            base = words.joined(separator: "-")
        }
        if base.isEmpty { base = "tab-\(tab.index + 1)" }
        var candidate = base
        var suffix = 2
        while !usedIDs.insert(candidate).inserted {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        return candidate
    }

    // MARK: Rendering

    public static func json(_ value: Value, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case .string(let text): return JSONText.quoted(text)
        case .integer(let number): return String(number)
        case .number(let literal): return literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .list(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .map(let fields):
            guard !fields.isEmpty else { return "{}" }
            return "{\n" + fields.map { inner + JSONText.quoted($0.0) + ": " + json($0.1, indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A value on one line, JSON's flow syntax (which YAML reads):
    /// `["iOS", "iPadOS"]`, `{"en": "Library"}`.
    static func flow(_ value: Value) -> String {
        switch value {
        case .list(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let fields): return "{" + fields.map { JSONText.quoted($0.0) + ": " + flow($0.1) }.joined(separator: ", ") + "}"
        default: return json(value)
        }
    }

    /// YAML in block style; strings double-quoted (JSON's escapes are
    /// YAML's), so no title can turn into a number, a boolean or a comment.
    /// `comment(path)` gives a comment for a map entry, by its key path
    /// (`tabs.2` for the third tab).
    public static func yaml(_ value: Value, comment: (String) -> String? = { _ in nil }) -> String {
        var lines: [String] = []
        writeYAML(value, indent: "", path: "", comment: comment, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func writeYAML(_ value: Value, indent: String, path: String, comment: (String) -> String?, into lines: inout [String]) {
        guard case .map(let fields) = value else { return }
        for (key, field) in fields {
            let fieldPath = path.isEmpty ? key : path + "." + key
            switch field {
            case .null:
                lines.append("\(indent)# \(key): unknown")
            case .map(let inner) where !inner.isEmpty:
                lines.append("\(indent)\(key):")
                writeYAML(field, indent: indent + "  ", path: fieldPath, comment: comment, into: &lines)
            case .list(let items) where items.contains(where: { if case .map = $0 { return true } else { return false } }):
                lines.append("\(indent)\(key):")
                for (index, item) in items.enumerated() {
                    if let note = comment("\(fieldPath).\(index)") { lines.append("\(indent)  # \(note)") }
                    var itemLines: [String] = []
                    writeYAML(item, indent: indent + "    ", path: "\(fieldPath).\(index)", comment: comment, into: &itemLines)
                    if let first = itemLines.first {
                        lines.append(indent + "  - " + first.dropFirst(indent.count + 4))
                        lines += itemLines.dropFirst()
                    }
                }
            default:
                lines.append("\(indent)\(key): \(flow(field))")
            }
        }
    }
}

import TabBarYAML

extension SpecDecoder {
    mutating func decodeTabs(_ node: Node) -> [Tab] {
        guard let items = node.sequenceItems else {
            fail(node, "`tabs` must be a list of tabs (`- id: home`), leading to trailing; got \(node.kindDescription)")
            return []
        }
        if items.isEmpty {
            fail(node, "`tabs` is empty; a tab bar needs tabs, each with at least an `id`")
        }
        return items.enumerated().compactMap { decodeTab($1, index: $0) }
    }

    mutating func decodeTab(_ node: Node, index: Int) -> Tab? {
        guard let entries = node.mappingEntries else {
            var message = "tab \(index + 1) must be a mapping of its keys; got \(node.kindDescription)"
            if case .string(let word)? = node.resolved {
                message += "; write it as `- id: \(word)` with a `title` and an `icon`"
            }
            fail(node, message)
            return nil
        }
        var tab = Tab(index: index, range: node.range)
        // Keys written but not read: a value of the wrong type, or (below) a
        // key misspelled so that it likely meant one of these. Noted as each
        // value is decoded; asking the finished tab key by key copied each
        // field out of it.
        var unreadable: Set<String> = []
        let idNode = node.value(forKey: "id")
        if let idNode { tab.id = Self.noting(string(idNode, "the `id` of tab \(index + 1)"), unread: "id", in: &unreadable) }
        let owner = tab.id.map { "tab `\($0.value)`" } ?? "tab \(index + 1)"
        let fields = Fields(node: node, entries: entries, known: SpecKeys.tab, owner: owner)
        if idNode == nil {
            fail(node, "\(owner) has no `id`; add a stable identifier, unique in this spec, e.g. `id: \(Self.suggestedID(node))`")
        }

        if let entry = fields.entry("title") { tab.title = Self.noting(decodeTitle(entry.value, owner: owner), unread: "title", in: &unreadable) }
        if let entry = fields.entry("icon") { tab.icon = Self.noting(decodeIcon(entry.value, owner: owner), unread: "icon", in: &unreadable) }
        if let entry = fields.entry("accessibility-label") {
            tab.accessibilityLabel = Self.noting(
                string(entry.value, "`accessibility-label` of \(owner)"), unread: "accessibility-label", in: &unreadable
            )
        }
        if let entry = fields.entry("badge") { tab.badge = Self.noting(decodeBadge(entry.value, owner: owner), unread: "badge", in: &unreadable) }
        if let entry = fields.entry("role") {
            tab.role = Self.noting(enumeration(TabRole.self, entry.value, "`role` of \(owner)"), unread: "role", in: &unreadable)
        }
        if let entry = fields.entry("action") {
            tab.action = Self.noting(string(entry.value, "`action` of \(owner)"), unread: "action", in: &unreadable)
            // A prominent tab that performs an action is a design `prominent-tab`
            // reports in its own words; other roles contradict `action`.
            if let role = tab.role, role.value != .action, role.value != .prominent {
                fail(entry.key, "\(owner) has an `action`, which makes it an action tab, but its `role` is `\(role.value.rawValue)`; remove one of the two")
            }
        }
        if let entry = fields.entry("enabled") { tab.enabled = Self.noting(bool(entry.value, "`enabled` of \(owner)"), unread: "enabled", in: &unreadable) }
        if let entry = fields.entry("visible-when") {
            tab.visibleWhen = Self.noting(string(entry.value, "`visible-when` of \(owner)"), unread: "visible-when", in: &unreadable)
        }
        if let entry = fields.entry("placement") {
            tab.placement = Self.noting(enumeration(TabPlacement.self, entry.value, "`placement` of \(owner)"), unread: "placement", in: &unreadable)
        }
        if let entry = fields.entry("section") { tab.section = Self.noting(string(entry.value, "`section` of \(owner)"), unread: "section", in: &unreadable) }
        if let entry = fields.entry("content") {
            tab.content = Self.noting(enumeration(TabContentKind.self, entry.value, "`content` of \(owner)"), unread: "content", in: &unreadable)
        }
        unreadable.formUnion(reportUnknownKeys(fields))
        tab.unreadableKeys = unreadable
        return tab
    }

    /// `value`, with `key` noted in `unreadable` when the value written
    /// could not be read (it is nil).
    private static func noting<Value>(_ value: Value?, unread key: String, in unreadable: inout Set<String>) -> Value? {
        if value == nil { unreadable.insert(key) }
        return value
    }

    /// An id to suggest for a tab without one: its title, lowercased.
    private static func suggestedID(_ tab: Node) -> String {
        let title = tab.value(forKey: "title")?.scalarValue ?? ""
        let slug = title.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        return slug.isEmpty ? "home" : slug
    }

    mutating func decodeTitle(_ node: Node, owner: String) -> Title? {
        if let entries = node.mappingEntries {
            var titles: [Title.Entry] = []
            // One allocation: grown from empty, two locales were two.
            titles.reserveCapacity(entries.count)
            for entry in entries {
                guard let locale = string(entry.key, "each locale of the `title` of \(owner)") else { continue }
                guard Self.isLocaleCode(locale.value) else {
                    fail(entry.key, "`\(locale.value)` in the `title` of \(owner) is not a locale code; key each title by a language code such as `en` or `de`")
                    continue
                }
                guard let text = string(entry.value, "the `\(locale.value)` title of \(owner)") else { continue }
                titles.append(Title.Entry(locale: locale, text: text))
            }
            return titles.isEmpty ? nil : Title(range: node.range, entries: titles)
        }
        if let items = node.sequenceItems {
            // A list reads as "these are the translations"; show the map form with its first item.
            let first = items.first?.scalarValue.map { "en: \($0), " } ?? "en: …, "
            fail(node, "`title` of \(owner) is a list; give one text, or one title per locale as a map keyed by language code: `{ \(first)de: … }`")
            return nil
        }
        guard let text = string(node, "`title` of \(owner)") else { return nil }
        return Title(range: node.range, entries: [Title.Entry(locale: nil, text: text)])
    }

    mutating func decodeIcon(_ node: Node, owner: String) -> Icon? {
        var icon = Icon(range: node.range)
        guard node.mappingEntries != nil else {
            guard let symbol = string(node, "`icon` of \(owner)") else { return nil }
            icon.symbol = symbol
            return icon
        }
        guard let fields = fields(of: node, known: SpecKeys.icon, owner: "the `icon` of \(owner)", expected: "a mapping") else { return nil }
        if let entry = fields.entry("symbol") { icon.symbol = string(entry.value, "`icon.symbol` of \(owner)") }
        if let entry = fields.entry("selected-symbol") {
            icon.selectedSymbol = string(entry.value, "`icon.selected-symbol` of \(owner)")
        }
        if let entry = fields.entry("image") { icon.image = string(entry.value, "`icon.image` of \(owner)") }
        if let entry = fields.entry("shape") { icon.shape = enumeration(IconShape.self, entry.value, "`icon.shape` of \(owner)") }
        if let entry = fields.entry("size") { icon.size = decodeIconSize(entry.value, owner: owner) }
        switch (fields.entry("symbol"), fields.entry("image")) {
        case (nil, nil):
            fail(node, "the `icon` of \(owner) needs `symbol` (an SF Symbol name) or `image` (a path to a custom image)")
        case (_?, let image?):
            fail(image.key, "the `icon` of \(owner) has both `symbol` and `image`; keep one")
        default:
            break
        }
        reportUnknownKeys(fields)
        return icon
    }

    mutating func decodeIconSize(_ node: Node, owner: String) -> IconSize? {
        guard let fields = fields(
            of: node, known: SpecKeys.iconSize, owner: "`icon.size` of \(owner)",
            expected: "a mapping such as `{ regular: [25, 25], compact: [18, 18] }`"
        ) else { return nil }
        var size = IconSize(range: node.range)
        if let entry = fields.entry("regular") { size.regular = pointSize(entry.value, "`icon.size.regular` of \(owner)") }
        if let entry = fields.entry("compact") { size.compact = pointSize(entry.value, "`icon.size.compact` of \(owner)") }
        reportUnknownKeys(fields)
        return size
    }

    /// `[width, height]` in points, both above zero.
    mutating func pointSize(_ node: Node, _ field: @autoclosure () -> String) -> Located<PointSize>? {
        guard let items = node.sequenceItems, items.count == 2 else {
            fail(node, "\(field()) must be `[width, height]` in points, e.g. `[25, 25]`; got \(node.kindDescription)")
            return nil
        }
        guard let width = positive(number(items[0], "the width in \(field())"), items[0], "the width in \(field())"),
            let height = positive(number(items[1], "the height in \(field())"), items[1], "the height in \(field())")
        else { return nil }
        return Located(PointSize(width: width.value, height: height.value), at: node.range)
    }

    mutating func decodeBadge(_ node: Node, owner: String) -> Badge? {
        var badge = Badge(range: node.range)
        if node.mappingEntries != nil {
            guard let fields = fields(of: node, known: SpecKeys.badge, owner: "the `badge` of \(owner)", expected: "a mapping") else {
                return nil
            }
            requireKey("value", in: fields, example: "value: 3")
            if let entry = fields.entry("value") { badge.value = badgeValue(entry.value, "`badge.value` of \(owner)") }
            if let entry = fields.entry("color") { badge.color = color(entry.value, "`badge.color` of \(owner)") }
            reportUnknownKeys(fields)
        } else {
            badge.value = badgeValue(node, "`badge` of \(owner)")
        }
        return badge
    }

    mutating func badgeValue(_ node: Node, _ field: @autoclosure () -> String) -> Located<BadgeValue>? {
        switch node.resolved {
        case .int(let value)?: return Located(.integer(value), at: node.range)
        case .float?: return Located(.decimal(node.scalarValue ?? ""), at: node.range)
        case .string(let text)?: return Located(.text(text), at: node.range)
        case .null?: fail(node, "\(field()) is empty; give the number the badge shows, or remove the badge")
        case .bool(let value)?: fail(node, "\(field()) must be a number or short text such as \"!\", not the boolean \(value)")
        case nil: fail(node, "\(field()) must be a number, short text such as \"!\", or a mapping `{ value: 3, color: \"#FF3B30\" }`; got \(node.kindDescription)")
        }
        return nil
    }
}

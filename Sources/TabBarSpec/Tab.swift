import TabBarYAML

/// One tab, leading to trailing.
///
/// A value, but its fields live in one shared, copy-on-write box: rules pass
/// tabs around (in findings, in title lists, filtered into the tabs in the
/// bar) once per rule and platform, and copying a struct of a dozen
/// `Located` strings retained and released each of them. Profiling the
/// benchmark corpus put those copies at about a third of the rules' cost;
/// copying a `Tab` now retains one reference. The getters are inlinable so
/// that a rule reading `tab.icon?.symbol` loads that field, rather than
/// calling across the module for a copy of the whole `Icon`.
public struct Tab: Sendable {
    @usableFromInline var storage: Storage

    /// 0-based position in the bar.
    public var index: Int {
        @inlinable get { storage.fields.index }
        set { uniqueStorage().fields.index = newValue }
    }
    /// The tab's mapping, where tab-level findings point.
    public var range: SourceRange {
        @inlinable get { storage.fields.range }
        set { uniqueStorage().fields.range = newValue }
    }
    public var id: Located<String>? {
        @inlinable get { storage.fields.id }
        set { uniqueStorage().fields.id = newValue }
    }
    public var title: Title? {
        @inlinable get { storage.fields.title }
        set { uniqueStorage().fields.title = newValue }
    }
    public var icon: Icon? {
        @inlinable get { storage.fields.icon }
        set { uniqueStorage().fields.icon = newValue }
    }
    public var accessibilityLabel: Located<String>? {
        @inlinable get { storage.fields.accessibilityLabel }
        set { uniqueStorage().fields.accessibilityLabel = newValue }
    }
    public var badge: Badge? {
        @inlinable get { storage.fields.badge }
        set { uniqueStorage().fields.badge = newValue }
    }
    public var role: Located<TabRole>? {
        @inlinable get { storage.fields.role }
        set { uniqueStorage().fields.role = newValue }
    }
    public var action: Located<String>? {
        @inlinable get { storage.fields.action }
        set { uniqueStorage().fields.action = newValue }
    }
    public var enabled: Located<Bool>? {
        @inlinable get { storage.fields.enabled }
        set { uniqueStorage().fields.enabled = newValue }
    }
    public var visibleWhen: Located<String>? {
        @inlinable get { storage.fields.visibleWhen }
        set { uniqueStorage().fields.visibleWhen = newValue }
    }
    public var placement: Located<TabPlacement>? {
        @inlinable get { storage.fields.placement }
        set { uniqueStorage().fields.placement = newValue }
    }
    public var section: Located<String>? {
        @inlinable get { storage.fields.section }
        set { uniqueStorage().fields.section = newValue }
    }
    public var content: Located<TabContentKind>? {
        @inlinable get { storage.fields.content }
        set { uniqueStorage().fields.content = newValue }
    }
    /// Keys written for this tab that could not be read: a value of the
    /// wrong type, or a misspelled key that most likely meant this one
    /// (`titel:` → `title`). Each already has its `spec-schema` problem, so
    /// rules treat such a field as unknown rather than absent: one mistake,
    /// one finding.
    public var unreadableKeys: Set<String> {
        @inlinable get { storage.fields.unreadableKeys }
        set { uniqueStorage().fields.unreadableKeys = newValue }
    }

    public init(index: Int, range: SourceRange) {
        storage = Storage(Fields(index: index, range: range))
    }

    /// The box, copied first when another tab shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
        return storage
    }

    @usableFromInline struct Fields {
        @usableFromInline var index: Int
        @usableFromInline var range: SourceRange
        @usableFromInline var id: Located<String>? = nil
        @usableFromInline var title: Title? = nil
        @usableFromInline var icon: Icon? = nil
        @usableFromInline var accessibilityLabel: Located<String>? = nil
        @usableFromInline var badge: Badge? = nil
        @usableFromInline var role: Located<TabRole>? = nil
        @usableFromInline var action: Located<String>? = nil
        @usableFromInline var enabled: Located<Bool>? = nil
        @usableFromInline var visibleWhen: Located<String>? = nil
        @usableFromInline var placement: Located<TabPlacement>? = nil
        @usableFromInline var section: Located<String>? = nil
        @usableFromInline var content: Located<TabContentKind>? = nil
        @usableFromInline var unreadableKeys: Set<String> = []
    }

    /// Mutated only through `uniqueStorage()`, that is when no other tab
    /// holds it, so sharing it between threads is safe.
    @usableFromInline final class Storage: @unchecked Sendable {
        /// Unchecked: every read of a field (rules read a tab's fields a few
        /// hundred times per spec) began and ended a dynamic exclusivity
        /// access, about 150 instructions each. No access to it can overlap
        /// another: reads copy a field out, and a write happens only while
        /// the box is unshared (`uniqueStorage()`).
        @exclusivity(unchecked) @usableFromInline var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// `role`, or `action` when only `action:` says what the tab does.
    public var effectiveRole: TabRole {
        role?.value ?? (action?.value != nil ? .action : .navigation)
    }

    /// How messages name the tab: `"New Post" (post)`, or `tab 3` when it has
    /// neither title nor id.
    public var displayName: String {
        let title = (self.title?.primaryText).map(Self.abbreviated)
        let id = (self.id?.value).map(Self.abbreviated)
        switch (title, id) {
        case let (title?, id?) where !Whitespace.isBlank(title) && title != id: return "\"\(title)\" (\(id))"
        case let (title?, _) where !Whitespace.isBlank(title): return "\"\(title)\""
        case let (_, id?): return "`\(id)`"
        default: return "tab \(index + 1)"
        }
    }

    /// `text` cut to its first 60 characters and an ellipsis, so that a
    /// runaway title does not fill every message that names its tab.
    public static func abbreviated(_ text: String) -> String {
        let limit = 60
        // prefix(_:) stops early: a long text is not counted to its end.
        let head = text.prefix(limit + 1)
        return head.count <= limit ? text : text.prefix(limit - 1) + "…"
    }

    /// Whether `key` was written but could not be read (see `unreadableKeys`).
    public func isUnreadable(_ key: String) -> Bool { unreadableKeys.contains(key) }

    /// Whether the tab has a title with visible text in some locale.
    public var hasTitle: Bool {
        title?.entries.contains { !Whitespace.isBlank($0.text.value) } ?? false
    }

    /// Whether the tab has an `accessibility-label` with text in it.
    public var hasAccessibilityLabel: Bool {
        accessibilityLabel.map { !Whitespace.isBlank($0.value) } ?? false
    }

    /// Whether the tab sits in the bar (a sidebar-only tab does not).
    public var isInBar: Bool { placement?.value != .sidebarOnly }
}

/// A tab's label: one string for every locale, or one per locale.
public struct Title: Sendable {
    public struct Entry: Sendable {
        /// nil when the title is a single string for every locale.
        public var locale: Located<String>?
        public var text: Located<String>

        public init(locale: Located<String>?, text: Located<String>) {
            self.locale = locale
            self.text = text
        }
    }

    /// The `title` value node.
    public var range: SourceRange
    public var entries: [Entry] {
        didSet { primaryIndex = Self.primaryIndex(of: entries) }
    }
    /// Where the entry `primary` picks is, found when the entries are set:
    /// rules and messages ask for a tab's primary title several times per
    /// rule and platform, and each search copied every entry's locale in
    /// and out through its generic value witnesses.
    private var primaryIndex: Int?

    public init(range: SourceRange, entries: [Entry]) {
        self.range = range
        self.entries = entries
        primaryIndex = Self.primaryIndex(of: entries)
    }

    /// The title people read first: the single string, else the `en` entry,
    /// else the first one written.
    public var primary: Located<String>? { primaryIndex.map { entries[$0].text } }

    /// `primary`'s text, read in place rather than through a copy of the
    /// whole located value (messages and rules ask for it on every tab).
    public var primaryText: String? { primaryIndex.map { entries[$0].text.value } }

    /// The locale of the entry `primary` picks (nil for a single string).
    public var primaryLocale: String? { primaryIndex.flatMap { entries[$0].locale?.value } }

    private static func primaryIndex(of entries: [Entry]) -> Int? {
        // Each entry's locale code is read in place (`?.value`): comparing
        // the whole optional locale with nil, or mapping it, copied and
        // destroyed it through its value witnesses, twice per entry.
        var english: Int?
        for index in entries.indices {
            guard let code = entries[index].locale?.value else { return index }
            if english == nil, startsWithEnglish(code) { english = index }
        }
        return english ?? (entries.isEmpty ? nil : 0)
    }

    /// Whether a locale code starts with `en` in any case, as
    /// `lowercased().hasPrefix("en")` says; byte-wise for an ASCII code
    /// (any code a spec can hold), without a lower-cased copy.
    static func startsWithEnglish(_ locale: String) -> Bool {
        guard locale.utf8.allSatisfy({ $0 < 0x80 }) else { return locale.lowercased().hasPrefix("en") }
        var bytes = locale.utf8.makeIterator()
        // ORing 0x20 lower-cases an ASCII letter; only `E`/`e` and `N`/`n` map to these two.
        return bytes.next().map { $0 | 0x20 } == UInt8(ascii: "e") && bytes.next().map { $0 | 0x20 } == UInt8(ascii: "n")
    }
}

/// A tab's icon: an SF Symbol or a custom image.
public struct Icon: Sendable {
    public var range: SourceRange
    public var symbol: Located<String>?
    public var selectedSymbol: Located<String>?
    public var image: Located<String>?
    public var shape: Located<IconShape>?
    public var size: IconSize?

    public init(range: SourceRange) { self.range = range }
}

/// Target sizes of a custom icon, in points.
public struct IconSize: Sendable {
    public var range: SourceRange
    public var regular: Located<PointSize>?
    public var compact: Located<PointSize>?

    public init(range: SourceRange) { self.range = range }
}

public struct PointSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(Self.format(width))×\(Self.format(height))" }

    /// A number as people write it: `25`, `25.5`.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

public struct Badge: Sendable {
    /// The `badge` value node.
    public var range: SourceRange
    public var value: Located<BadgeValue>?
    public var color: Located<RGBAColor>?

    public init(range: SourceRange) { self.range = range }
}

/// What a badge shows, as written: `3` is a number, `"3"` and `"99+"` text.
public enum BadgeValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int)
    /// A number with a fraction or exponent (`2.5`), kept as written.
    case decimal(String)
    case text(String)

    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .decimal(let literal): return literal
        case .text(let text): return "\"\(text)\""
        }
    }
}

import TabBarYAML

/// Decodes the documents of a parsed file into `TabBarSpec`s, collecting a
/// `SchemaProblem` for everything that does not fit SPEC.md. Decoding never
/// stops at the first problem: each field is read on its own.
public struct SpecDecoder {
    let text: SourceText
    var problems: [SchemaProblem] = []

    /// The format version this decoder reads.
    public static let supportedVersion = 1

    init(text: SourceText) {
        self.text = text
    }

    public struct Result: Sendable {
        public let specs: [TabBarSpec]
        public let problems: [SchemaProblem]
    }

    public static func decode(_ file: YAMLFile) -> Result {
        var decoder = SpecDecoder(text: file.text)
        let documents = file.documents.filter { document in
            guard let root = document.root else { return false }
            return root.resolved != .null
        }
        if documents.isEmpty, file.problems.isEmpty {
            decoder.fail(.fileStart, "the file holds no YAML content; a tab-bar spec needs at least `version`, `platforms` and `tabs`")
        }
        var specs: [TabBarSpec] = []
        for document in documents {
            if let root = document.root, let spec = decoder.decodeDocument(root, index: document.index) {
                specs.append(spec)
            }
        }
        return Result(specs: specs, problems: decoder.problems)
    }

    mutating func decodeDocument(_ root: Node, index: Int) -> TabBarSpec? {
        guard let entries = root.mappingEntries else {
            fail(root, "a tab-bar spec must be a mapping of keys such as `version`, `platforms` and `tabs`; this document is \(root.kindDescription)")
            return nil
        }
        var spec = TabBarSpec(range: root.range, documentIndex: index)
        let fields = Fields(node: root, entries: entries, known: SpecKeys.topLevel, owner: "the top level")

        requireKey("version", in: fields, example: "version: 1")
        requireKey("platforms", in: fields, example: "platforms: [iOS]")
        requireKey("tabs", in: fields, example: "tabs: [{ id: home, title: Home, icon: house }]")

        if let entry = fields.entry("version"), let version = integer(entry.value, "`version`") {
            if version.value == Self.supportedVersion {
                spec.version = version
            } else {
                fail(entry.value, "`version` is \(version.value), but this tabbar-lint reads format version \(Self.supportedVersion); write `version: \(Self.supportedVersion)`",
                     replacement: String(Self.supportedVersion), replacementIsCertain: false)
            }
        }
        if let entry = fields.entry("app") {
            spec.app = string(entry.value, "`app`")
        }
        if let entry = fields.entry("platforms") {
            spec.platformsKey = entry.key.range
            spec.platforms = decodePlatforms(entry.value)
        }
        if let entry = fields.entry("min-os") {
            spec.minOS = decodeMinOS(entry.value)
        }
        if let entry = fields.entry("kind") {
            spec.kind = enumeration(SpecKind.self, entry.value, "`kind`")
        }
        if let entry = fields.entry("locales") {
            spec.locales = decodeLocales(entry.value)
        }
        if let entry = fields.entry("tab-bar") {
            spec.tabBar = decodeTabBar(entry.value)
        }
        if let entry = fields.entry("tabs") {
            spec.tabsKey = entry.key.range
            spec.tabs = decodeTabs(entry.value)
        }
        reportUnknownKeys(fields)
        return spec
    }

    mutating func decodePlatforms(_ node: Node) -> [Located<Platform>] {
        let nodes = node.itemsOrSelf
        if nodes.isEmpty {
            fail(node, "`platforms` is empty; list where the tab bar runs, e.g. `platforms: [iOS, iPadOS]`")
        }
        var platforms: [Located<Platform>] = []
        for item in nodes {
            guard let platform = platform(item, "each entry of `platforms`") else { continue }
            if let first = platforms.first(where: { $0.value == platform.value }) {
                fail(item, "`\(platform.value)` is listed twice in `platforms` (first at line \(first.range.start.line)); remove one")
                continue
            }
            platforms.append(platform)
        }
        return platforms
    }

    mutating func decodeMinOS(_ node: Node) -> [Platform: Located<String>] {
        guard let entries = node.mappingEntries else {
            fail(node, "`min-os` must map platforms to versions, e.g. `min-os: { iOS: \"17.0\" }`; got \(node.kindDescription)")
            return [:]
        }
        var result: [Platform: Located<String>] = [:]
        for entry in entries {
            guard let platform = platform(entry.key, "each key of `min-os`"),
                let version = string(entry.value, "`min-os.\(platform.value)`")
            else { continue }
            guard Self.isVersion(version.value) else {
                fail(entry.value, "`min-os.\(platform.value)` is \"\(version.value)\", which is not an OS version; write it like \"17.0\"")
                continue
            }
            result[platform.value] = version
        }
        return result
    }

    mutating func decodeLocales(_ node: Node) -> [Located<String>] {
        var locales: [Located<String>] = []
        for item in node.itemsOrSelf {
            guard let locale = string(item, "each entry of `locales`") else { continue }
            guard Self.isLocaleCode(locale.value) else {
                fail(item, "\"\(locale.value)\" is not a locale code; write a language code such as `en`, `de`, `pt-BR` or `zh-Hans`")
                continue
            }
            locales.append(locale)
        }
        return locales
    }

    mutating func decodeTabBar(_ node: Node) -> TabBarSettings {
        var settings = TabBarSettings()
        guard let fields = fields(of: node, known: SpecKeys.tabBar, owner: "`tab-bar`", expected: "a mapping such as `{ implementation: system }`") else {
            return settings
        }
        settings.range = node.range
        if let entry = fields.entry("implementation") {
            settings.implementation = enumeration(BarImplementation.self, entry.value, "`tab-bar.implementation`")
        }
        if let entry = fields.entry("style") {
            settings.style = enumeration(BarStyle.self, entry.value, "`tab-bar.style`")
        }
        if let entry = fields.entry("scrolls") {
            settings.scrolls = bool(entry.value, "`tab-bar.scrolls`")
        }
        if let entry = fields.entry("transition") {
            settings.transition = enumeration(Transition.self, entry.value, "`tab-bar.transition`")
        }
        if let entry = fields.entry("hides-on-push") {
            settings.hidesOnPush = bool(entry.value, "`tab-bar.hides-on-push`")
        }
        if let entry = fields.entry("customizable") {
            settings.customizable = bool(entry.value, "`tab-bar.customizable`")
        }
        if let entry = fields.entry("large-content-viewer") {
            settings.largeContentViewer = bool(entry.value, "`tab-bar.large-content-viewer`")
        }
        if let entry = fields.entry("titles") {
            settings.titles = enumeration(TitleVisibility.self, entry.value, "`tab-bar.titles`")
        }
        if let entry = fields.entry("colors") {
            settings.colors = decodeColors(entry.value)
        }
        if let entry = fields.entry("logo") {
            settings.logo = decodeLogo(entry.value)
        }
        reportUnknownKeys(fields)
        return settings
    }

    mutating func decodeColors(_ node: Node) -> BarColors? {
        guard let fields = fields(of: node, known: SpecKeys.colors, owner: "`tab-bar.colors`", expected: "a mapping such as `{ selected: \"#007AFF\" }`") else {
            return nil
        }
        var colors = BarColors(range: node.range)
        if let entry = fields.entry("selected") { colors.selected = color(entry.value, "`colors.selected`") }
        if let entry = fields.entry("unselected") { colors.unselected = color(entry.value, "`colors.unselected`") }
        if let entry = fields.entry("background") { colors.background = color(entry.value, "`colors.background`") }
        reportUnknownKeys(fields)
        return colors
    }

    mutating func decodeLogo(_ node: Node) -> Logo? {
        guard let fields = fields(of: node, known: SpecKeys.logo, owner: "`tab-bar.logo`", expected: "a mapping such as `{ width: 180, height: 60 }`") else {
            return nil
        }
        var logo = Logo(range: node.range)
        if let entry = fields.entry("width") { logo.width = positive(number(entry.value, "`logo.width`"), entry.value, "`logo.width`") }
        if let entry = fields.entry("height") { logo.height = positive(number(entry.value, "`logo.height`"), entry.value, "`logo.height`") }
        reportUnknownKeys(fields)
        return logo
    }

    /// Passes a size through when it is above zero, reporting it otherwise.
    mutating func positive(_ value: Located<Double>?, _ node: Node, _ field: @autoclosure () -> String) -> Located<Double>? {
        guard let value else { return nil }
        guard value.value > 0 else {
            fail(node, "\(field()) must be greater than 0; got \(node.scalarValue ?? "")")
            return nil
        }
        return value
    }

    /// One to three parts of ASCII digits, split at dots (`17`, `17.0`,
    /// `15.4.1`).
    static func isVersion(_ text: String) -> Bool {
        // Byte by byte (the only ASCII characters that are numbers are the
        // digits, and a non-ASCII byte fails either way): splitting into
        // substrings and asking each Character cost about 4,600
        // instructions per spec.
        var parts = 1
        var length = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard length > 0 else { return false }
                parts += 1
                length = 0
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                length += 1
            } else {
                return false
            }
        }
        return length > 0 && parts <= 3
    }

    /// A BCP 47-style code: a 2–3 letter language, then optional subtags.
    static func isLocaleCode(_ text: String) -> Bool {
        // Byte by byte, as a code is ASCII: this runs for every localized
        // title, and splitting into substrings was 2% of linting a corpus.
        // Parts split at `-` or `_`: the language, 2 or 3 letters; then
        // subtags of 1 to 8 letters or digits.
        var part = 0
        var length = 0
        func partFits() -> Bool { part == 0 ? (2...3).contains(length) : (1...8).contains(length) }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard partFits() else { return false }
                part += 1
                length = 0
                continue
            }
            let isLetter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard isLetter || (part > 0 && isDigit) else { return false }
            length += 1
        }
        return partFits()
    }
}

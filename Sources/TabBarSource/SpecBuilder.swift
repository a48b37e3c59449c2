import TabBarSpec
import TabBarYAML

/// Turns a bar read from code into the model the rules check: keys looked
/// up in the string tables, image names in the asset catalogs, conditions
/// into `visible-when`, and one model per group of platforms that shows the
/// same tabs. What could not be known becomes `unresolved`, never a guess.
struct SpecBuilder {
    let tables: StringTables
    /// Asset catalog sets by name (`Profile` → `App/Assets.xcassets/Profile.imageset`).
    let assetSets: [String: String]

    /// Platforms a bar has when nothing in the code limits it: SwiftUI and
    /// UIKit bars run on iPhone and iPad.
    static let defaultPlatforms: [Platform] = [.iOS, .iPadOS]

    func specs(for bar: SourceBar, index: Int) -> [TabBarSpec] {
        let platforms = bar.platforms.map { set in Platform.allCases.filter { set.contains($0) } } ?? Self.defaultPlatforms
        // Platforms that show the same tabs, placed the same way, share a model.
        // (Tabs a `ForEach` makes share one position, so tabs are told apart by index.)
        var groups: [(platforms: [Platform], tabs: [Int], placed: [Int])] = []
        for platform in platforms {
            let shown = bar.tabs.indices.filter { bar.tabs[$0].platforms?.contains(platform) ?? true }
            let placed = shown.filter { bar.tabs[$0].placementPlatforms?.contains(platform) ?? true }
            if let group = groups.firstIndex(where: { $0.tabs == shown && $0.placed == placed }) {
                groups[group].platforms.append(platform)
            } else {
                groups.append(([platform], shown, placed))
            }
        }
        return groups.map { group in
            let tabs = group.tabs.map { index in
                var tab = bar.tabs[index]
                if !group.placed.contains(index) { tab.placement = nil }
                return tab
            }
            return spec(for: bar, platforms: group.platforms, tabs: tabs, index: index)
        }
    }

    private func spec(for bar: SourceBar, platforms: [Platform], tabs sourceTabs: [SourceTab], index: Int) -> TabBarSpec {
        var spec = TabBarSpec(range: bar.range, documentIndex: index)
        spec.origin = bar.origin
        spec.tabsKey = bar.range
        spec.version = Located(1, at: bar.range)
        spec.platforms = platforms.map { Located($0, at: bar.range) }
        spec.tabBar.style = bar.style
        spec.tabBar.customizable = bar.customizable
        spec.tabBar.transition = bar.transition
        spec.unresolved = bar.unknownTabs.map { UnresolvedValue(field: "the tab list", reason: $0.reason, range: $0.range) }
        spec.hasUnknownTabs = !bar.unknownTabs.isEmpty
        // The languages the bar's titles are translated into; a title whose
        // key one of them lacks shows the development language's text there.
        var keysByTable: [String?: [String]] = [:]
        for source in sourceTabs {
            guard case .localized(let key)? = source.title,
                  let tableKey = key.isGeneratedAccessor ? tables.key(matchingIdentifier: key.key) : key.key
            else { continue }
            keysByTable[key.table, default: []].append(tableKey)
        }
        var languages = Set<String>()
        for (table, keys) in keysByTable {
            tables.lookUp(keys, table: table)
            for key in keys { languages.formUnion(tables.translations(of: key, table: table).keys) }
        }
        languages.remove(tables.developmentLanguage)
        // Translator notes (translatewiki.net's `qqq`) and pseudo-languages
        // (Crowdin's in-context `lol`, Xcode's accented and bidi pseudo
        // locales) are not shown to anyone.
        languages.subtract(["qqq", "qqx", "lol", "en-XA", "ar-XB"])
        let barLanguages = languages.isEmpty ? [] : [tables.developmentLanguage] + languages.sorted()
        for (position, source) in sourceTabs.enumerated() {
            var tab = Tab(index: position, range: source.range)
            tab.id = source.identifier
            let name = source.identifier.map { "`\($0.value)`" } ?? "tab \(position + 1)"
            if let title = source.title {
                switch localized(title, languages: barLanguages) {
                case .known(let known):
                    tab.title = known
                case .unknown(let unknown):
                    tab.unreadableKeys.insert("title")
                    spec.unresolved.append(UnresolvedValue(field: "the title of \(name)", reason: unknown.reason, range: unknown.range))
                }
            }
            if let icon = source.icon {
                switch self.icon(icon, selected: source.selectedIcon, at: source.range) {
                case .known(let known): tab.icon = known
                case .unknown(let unknown):
                    tab.unreadableKeys.insert("icon")
                    spec.unresolved.append(UnresolvedValue(field: "the icon of \(name)", reason: unknown.reason, range: unknown.range))
                }
            }
            switch source.badge {
            case .value(let value)?:
                var badge = Badge(range: value.range)
                badge.value = value
                tab.badge = badge
            case .unknown(let unknown)?:
                // There is a badge (it counts towards badge-overuse); its value is unknown.
                tab.badge = Badge(range: unknown.range)
                tab.unreadableKeys.insert("badge")
                spec.unresolved.append(UnresolvedValue(field: "the badge of \(name)", reason: unknown.reason, range: unknown.range))
            case nil:
                break
            }
            tab.role = source.role
            tab.action = source.action
            tab.enabled = source.enabled
            tab.placement = source.placement
            if let section = source.section, case .known(let title) = localized(section), let text = title.primary {
                tab.section = text
            }
            if let label = source.accessibilityLabel, case .known(let title) = localized(label), let text = title.primary {
                tab.accessibilityLabel = text
            }
            if !source.conditions.isEmpty {
                tab.visibleWhen = Located(source.conditions.joined(separator: " and "), at: source.range)
            }
            spec.tabs.append(tab)
        }
        spec.locales = barLanguages.map { Located($0, at: bar.range) }
        return spec
    }

    enum Resolution<Value> {
        case known(Value)
        case unknown(UnknownValue)
    }

    /// A text as the app shows it: a key's text in the development language,
    /// and per language when the tables have other languages. A language
    /// whose table lacks the key shows the development language's text, as
    /// the app does.
    func localized(_ text: TextValue, languages: [String] = []) -> Resolution<Title> {
        switch text {
        case .unknown(let unknown):
            return .unknown(unknown)
        case .literal(let literal):
            return .known(Title(range: literal.range, entries: [Title.Entry(locale: nil, text: literal)]))
        case .localized(var key):
            if key.isGeneratedAccessor {
                guard let tableKey = tables.key(matchingIdentifier: key.key) else {
                    return .unknown(UnknownValue(reason: "`\(key.key)`, a generated accessor whose key no string table of the app holds", range: key.range))
                }
                key.key = tableKey
            }
            let translations = tables.translations(of: key.key, table: key.table)
            if translations.isEmpty, let file = tables.unreadable[key.table ?? "Localizable"] {
                return .unknown(UnknownValue(reason: "the key `\(key.key)` of a string table that cannot be read (\(file))", range: key.range))
            }
            let development = translations[tables.developmentLanguage] ?? key.fallback ?? key.key
            guard !languages.isEmpty else {
                return .known(Title(range: key.range, entries: [Title.Entry(locale: nil, text: Located(development, at: key.range))]))
            }
            let entries = languages.map { language in
                Title.Entry(locale: Located(language, at: key.range), text: Located(translations[language] ?? development, at: key.range))
            }
            return .known(Title(range: key.range, entries: entries))
        }
    }

    private func icon(_ value: IconValue, selected: IconValue?, at range: SourceRange) -> Resolution<Icon> {
        switch value {
        case .unknown(let unknown):
            return .unknown(unknown)
        case .symbol(let symbol):
            var icon = Icon(range: symbol.range)
            icon.symbol = symbol
            if case .symbol(let selectedSymbol)? = selected { icon.selectedSymbol = selectedSymbol }
            return .known(icon)
        case .image(let name):
            // A custom image: the asset catalog's set when the app has one by
            // that name; its shape is not known from code.
            // `image="tab-home.png"` in a storyboard or `UIImage(named:)`
            // from before the app's images moved into a catalog: UIKit finds
            // the set without the extension.
            let setName = name.value.hasSuffix(".png") ? String(name.value.dropLast(".png".count)) : name.value
            guard let path = assetSets[setName] ?? assetSets[Self.assetName(fromSymbol: setName)] else {
                return .unknown(UnknownValue(
                    reason: "the image `\(name.value)`, which no asset catalog of the app holds (another bundle or package, or made at run time)",
                    range: name.range
                ))
            }
            var icon = Icon(range: name.range)
            icon.image = Located(path, at: name.range)
            return .known(icon)
        }
    }

    /// Xcode's generated `ImageResource` member `.tabProfile` names the set
    /// `TabProfile` or `tab-profile`; the catalog index holds lowercased,
    /// separator-free names for that lookup.
    static func assetName(fromSymbol name: String) -> String {
        AssetIndex.normalized(name)
    }
}

/// Asset catalog sets by name, found while walking the app's tree.
public enum AssetIndex {
    /// `App/Assets.xcassets/Tabs/Profile.imageset` → names `Profile` and `profile`.
    /// Paths are cut at their slashes and dots as bytes: an app has
    /// hundreds of sets (Pocket Casts over a thousand), and cutting them as
    /// `Character`s was a tenth of its lint.
    static func index(_ paths: [String], relativeTo root: String) -> [String: String] {
        let prefix = root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
        var index: [String: String] = [:]
        for walked in paths {
            let path = walked.utf8.starts(with: prefix.utf8) ? String(decoding: walked.utf8.dropFirst(prefix.utf8.count), as: UTF8.self) : walked
            guard let last = lastComponent(of: path) else { continue }
            // The set's name is all before its extension: `custom.box.symbolset` is `custom.box`.
            let name = String(decoding: last.lastIndex(of: UInt8(ascii: ".")).map { last[..<$0] } ?? last, as: UTF8.self)
            if index[name] == nil { index[name] = path }
            let key = normalized(name)
            if index[key] == nil { index[key] = path }
        }
        return index
    }

    /// The bytes of a path's last name, trailing slashes left out; nil for
    /// a path of no name.
    private static func lastComponent(of path: String) -> ArraySlice<UInt8>? {
        let bytes = Array(path.utf8)
        let slash = UInt8(ascii: "/")
        guard let end = bytes.lastIndex(where: { $0 != slash }).map({ $0 + 1 }) else { return nil }
        let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
        return bytes[start..<end]
    }

    /// A name lowercased, with only its letters and digits.
    static func normalized(_ name: String) -> String {
        name.asciiLettersAndDigitsLowercased ?? String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Whether a folder is an asset catalog set a tab icon can name.
    public static func isAssetSet(_ name: String) -> Bool {
        name.hasSuffix(".imageset") || name.hasSuffix(".symbolset")
    }
}

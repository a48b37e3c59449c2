import TabBarSpec

/// How SF Symbol names relate: `plus.circle.fill` is `plus` restyled, and
/// `house.fill` draws the same glyph as `house`. Names are dot-separated
/// components.
enum SymbolNames {
    /// Name components that restyle a symbol without changing what it depicts.
    static let styleComponents: Set<String> = ["fill", "circle", "square", "rectangle", "app"]

    /// Whether `name` is `base` itself or `base` with only style components
    /// after it (`gearshape.fill`, `magnifyingglass.circle`).
    static func isVariant(_ name: String, of base: String) -> Bool {
        guard name == base || name.hasPrefix(base + ".") else { return false }
        return name.dropFirst(base.count).split(separator: ".").allSatisfy { styleComponents.contains(String($0)) }
    }

    /// The symbol with its `fill` component removed: `heart.circle.fill` →
    /// `heart.circle`.
    static func withoutFill(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false)
            .filter { $0 != "fill" }
            .joined(separator: ".")
    }

    /// Whether the name has a `fill` component (`house.fill`,
    /// `person.crop.circle.fill.badge.plus`), as filled variants do.
    static func isFilled(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).contains("fill")
    }

    /// The name with a `fill` component added, likeliest first: at the end
    /// (`heart.circle` → `heart.circle.fill`), then before each earlier
    /// component down to the second, which is where it goes before a badge
    /// or a script suffix (`person.crop.circle.badge.plus` →
    /// `person.crop.circle.fill.badge.plus`, `character.book.closed.ja` →
    /// `character.book.closed.fill.ja`). Which of these exist is the
    /// catalog's business.
    static func withFillCandidates(_ name: String) -> [String] {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.count > 0, !components.contains("fill") else { return [] }
        return stride(from: components.count, through: 1, by: -1).map { position in
            var filled = components
            filled.insert("fill", at: position)
            return filled.joined(separator: ".")
        }
    }

    /// The SF Symbol names a tab gives (`icon: house`, `icon.symbol`,
    /// `icon.selected-symbol`), each with how a message names the field.
    static func symbols(of tab: Tab) -> [(field: String, name: Located<String>)] {
        guard let icon = tab.icon else { return [] }
        return [("symbol", icon.symbol), ("selected symbol", icon.selectedSymbol)].compactMap { field, name in
            name.map { (field, $0) }
        }
    }
}

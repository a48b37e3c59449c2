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
}

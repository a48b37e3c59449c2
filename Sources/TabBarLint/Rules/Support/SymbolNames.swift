/// SF Symbol name handling shared by icon rules.
enum SymbolNames {
    /// The symbol with its `fill` name component removed: `house.fill` and
    /// `house` draw the same glyph, as do `heart.circle.fill` and
    /// `heart.circle`. Names are dot-separated components.
    static func withoutFill(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false)
            .filter { $0 != "fill" }
            .joined(separator: ".")
    }
}

import TabBarSpec

/// Whether a tab reads as an action from its title or its symbol: what
/// `action-tab` infers for a tab without a role, and what `prominent-tab`
/// checks on the tab it elevates. One place, so the two never disagree.
struct ActionInference {
    /// What gave the action away, and where.
    enum Evidence {
        case title(Located<String>)
        case symbol(Located<String>)

        /// Where the finding points: the title or the symbol.
        var range: SourceRangeConvertible {
            switch self {
            case .title(let title): return title
            case .symbol(let symbol): return symbol
            }
        }

        /// Why the tab reads as an action, to follow its name in a message.
        var reason: String {
            switch self {
            case .title(let title): return "reads as an action: \"\(title.value)\" is something people do, not a place"
            case .symbol(let symbol): return "uses `\(symbol.value)`, a symbol that suggests an action rather than a place"
            }
        }
    }

    /// Every title, lower-cased: a tab titled exactly so is an action.
    private let phrases: Set<String>
    /// The one-word titles (action verbs), which may also lead a short object.
    private let verbs: Set<String>
    private let symbols: [String]
    private let titlesAreDefault: Bool
    private let symbolsAreDefault: Bool

    /// The lists hashed once rather than lower-cased and compared one by one
    /// for every tab. `titlesAreDefault`, `symbolsAreDefault`: the answers
    /// for titles, or symbols, can then be shared across specs.
    init(titles: [String], symbols: [String], titlesAreDefault: Bool, symbolsAreDefault: Bool) {
        let lowered = titles.map { $0.lowercased() }
        phrases = Set(lowered)
        verbs = Set(lowered.filter { !$0.contains(" ") })
        self.symbols = symbols
        self.titlesAreDefault = titlesAreDefault
        self.symbolsAreDefault = symbolsAreDefault
    }

    /// The title, else the symbol, that reads as an action; nil for neither.
    func evidence(for tab: Tab) -> Evidence? {
        // The texts are read in place, and the located values copied out
        // only for the few tabs that are actions.
        if let title = tab.title?.primaryText, isActionTitle(title), let located = tab.title?.primary { return .title(located) }
        if let symbol = tab.icon?.symbol?.value, isActionSymbol(symbol), let located = tab.icon?.symbol { return .symbol(located) }
        return nil
    }

    private func isActionTitle(_ title: String) -> Bool {
        // With the default list the answer depends on the title alone, and
        // folding and splitting it for every tab on every platform was most
        // of action-tab's cost (see `TextMemo`).
        titlesAreDefault ? Self.defaultActionTitles.value(for: title, readsAsAction) : readsAsAction(title)
    }

    private static let defaultActionTitles = TextMemo<Bool>()

    private func readsAsAction(_ title: String) -> Bool {
        // The title lower-cased with its words joined by single spaces.
        let phrase = TitleWords.comparable(title)
        if phrases.contains(phrase) { return true }
        // "Add Photo": a one-word action verb leading a short object.
        let words = phrase.split(separator: " ")
        guard words.count > 1, words.count <= 3, let first = words.first else { return false }
        return verbs.contains(String(first))
    }

    private func isActionSymbol(_ name: String) -> Bool {
        let check = { (name: String) in symbols.contains { SymbolNames.isVariant(name, of: $0) } }
        // With the default list the answer depends on the name alone; a
        // project uses few names, and matching each against every action
        // symbol is string work (see `TextMemo`).
        return symbolsAreDefault ? Self.defaultActionSymbols.value(for: name, check) : check(name)
    }

    private static let defaultActionSymbols = TextMemo<Bool>()
}

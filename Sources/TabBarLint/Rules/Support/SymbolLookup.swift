import TabBarSpec

/// What the SF Symbols catalog says about a name, for editors: where it is
/// available, and the names that start with what has been typed.
public enum SymbolLookup {
    /// Whether `name` is an SF Symbol name (an old name that still works included).
    public static func exists(_ name: String) -> Bool {
        SymbolCatalog.exists(name)
    }

    /// One line per platform with tab bars: "iOS 13.0", "tvOS: not available";
    /// nil when `name` is not a symbol.
    public static func availability(of name: String) -> [String]? {
        guard SymbolCatalog.exists(name) else { return nil }
        return Platform.withTabBars.map { platform in
            switch SymbolCatalog.introduced(name, on: platform) {
            case .since(let version)?: return "\(platform) \(version.description)"
            case .unavailable?, nil: return "\(platform): not available"
            }
        }
    }

    /// The SF Symbols release that brought `name` ("SF Symbols 4 (2022)"),
    /// and its current name when it was renamed.
    public static func history(of name: String) -> (release: String?, renamedTo: String?) {
        (SymbolCatalog.releaseName(of: name), SymbolCatalog.renamed(name))
    }

    /// Names starting with `prefix` that every platform in `minimums` has
    /// at its minimum version (a platform mapped to nil: any version), in
    /// name order, at most `limit`.
    public static func names(startingWith prefix: String, availableOn minimums: [Platform: String?], limit: Int) -> [String] {
        let versions = minimums.mapValues { $0.flatMap(OSVersion.init) }
        var names: [String] = []
        for index in 0..<SymbolCatalog.count {
            let name = SymbolCatalog.name(at: index)
            guard name.hasPrefix(prefix), versions.allSatisfy({ SymbolCatalog.isAvailable(name, on: $0.key, from: $0.value) }) else {
                continue
            }
            names.append(name)
            if names.count == limit { break }
        }
        return names
    }
}

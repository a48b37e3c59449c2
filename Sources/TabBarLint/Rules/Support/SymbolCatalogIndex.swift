import TabBarSpec

/// SF Symbol names, the OS versions that introduced them, and renamed names:
/// the generated `SymbolCatalogData`, parsed on first use (a `static let`,
/// which Swift initializes once, thread-safely), so linting a spec without
/// symbols costs nothing.
enum SymbolCatalog {
    /// When a symbol arrived on a platform.
    enum Introduction: Equatable, Sendable {
        case since(OSVersion)
        /// The platform does not have the symbol at all.
        case unavailable
    }

    // Sorted by name: found by bisection, no per-name strings built.
    private static let symbols = SortedRecords(SymbolCatalogData.symbols)
    private static let aliases = SortedRecords(SymbolCatalogData.aliases)
    private static let releases: [String: [OSVersion?]] = {
        let table = SortedRecords(SymbolCatalogData.releases)
        var releases: [String: [OSVersion?]] = [:]
        for index in 0..<table.count {
            let versions = table.valueString(at: index).split(separator: "\t", omittingEmptySubsequences: false)
            releases[table.keyString(at: index)] = versions.map { OSVersion(String($0)) }
        }
        return releases
    }()

    /// How many names the catalog holds.
    static var count: Int { symbols.count }

    /// The name at `index` of the catalog's name order.
    static func name(at index: Int) -> String { symbols.keyString(at: index) }

    /// Forces the tables to load, for tests that measure the first-use cost.
    static func load() -> Int { symbols.count + aliases.count + releases.count }

    /// Whether the generated tables are in the order bisection needs.
    static var tablesAreSorted: Bool { symbols.isSorted && aliases.isSorted }

    /// What the tables say of one name, looked up once per run (see
    /// `TextMemo`): the symbol rules ask about each of a spec's names
    /// several times per platform, and the same few dozen names come back
    /// spec after spec, where each bisection of a table cost about 1,500
    /// instructions. A rule that asks several questions of one name looks
    /// it up once (`entry(_:)`) and asks the entry.
    struct Entry: Sendable {
        /// The release that introduced the name; nil when it is not a symbol.
        let release: String?
        /// The OS versions of that release, one per column of `platformColumns`.
        let versions: [OSVersion?]?
        /// The current name of a renamed symbol (`gauge` →
        /// `gauge.with.dots.needle.bottom.50percent`), nil when this one was
        /// not renamed.
        let renamed: String?

        init(_ name: String) {
            release = symbols.value(for: name)
            versions = release.flatMap { releases[$0] }
            renamed = aliases.value(for: name)
        }

        /// Whether the name is an SF Symbol name. Old names that were
        /// renamed but still work are symbols.
        var exists: Bool { release != nil }

        /// When the name came to `platform`; nil when it is not a symbol.
        /// iPadOS shares iOS's versions.
        func introduced(on platform: Platform) -> Introduction? {
            guard release != nil else { return nil }
            let column = platform == .iPadOS ? Platform.iOS.rawValue : platform.rawValue
            guard let versions, let index = SymbolCatalogData.platformColumns.firstIndex(of: column),
                index < versions.count, let version = versions[index]
            else { return .unavailable }
            return .since(version)
        }
    }

    private static let entries = TextMemo<Entry>()

    /// What the tables say of `name` (names are case-sensitive).
    static func entry(_ name: String) -> Entry {
        entries.value(for: name, Entry.init)
    }

    /// Whether `name` is an SF Symbol name (exactly: names are case-sensitive).
    /// Old names that were renamed but still work are symbols.
    static func exists(_ name: String) -> Bool {
        entry(name).exists
    }

    /// The current name of a renamed symbol, nil when `old` was not renamed.
    static func renamed(_ old: String) -> String? {
        entry(old).renamed
    }

    /// The release that introduced `name`: its year, with a point release
    /// after the dot ("2022", "2023.2").
    static func release(of name: String) -> String? {
        entry(name).release
    }

    /// The SF Symbols release that introduced `name`, as people know it:
    /// "SF Symbols 4 (2022)" (version 1 came in 2019).
    static func releaseName(of name: String) -> String? {
        guard let key = release(of: name), let year = Int(key.prefix { $0 != "." }) else { return nil }
        return "SF Symbols \(year - 2018) (\(year))"
    }

    /// When `name` came to `platform`; nil when it is not a symbol.
    static func introduced(_ name: String, on platform: Platform) -> Introduction? {
        entry(name).introduced(on: platform)
    }

    /// Whether an app whose oldest supported `platform` version is `minimum`
    /// can use `name` there; with no minimum, any symbol the platform has.
    static func isAvailable(_ name: String, on platform: Platform, from minimum: OSVersion?) -> Bool {
        switch introduced(name, on: platform) {
        case .since(let version)?: return minimum.map { version <= $0 } ?? true
        case .unavailable?, nil: return false
        }
    }

    /// The filled variant of an outline symbol (`heart.circle` →
    /// `heart.circle.fill`), nil when the catalog has none. A derived name
    /// that only exists as an old alias counts through its new name
    /// (`photo.on.rectangle.fill` → `photo.fill.on.rectangle.fill`).
    static func filledVariant(of name: String) -> String? {
        let candidates = SymbolNames.withFillCandidates(name)
        if let filled = candidates.first(where: exists) { return filled }
        return candidates.lazy.compactMap { renamed($0) }.first { exists($0) && SymbolNames.isFilled($0) }
    }

    /// The outline of a filled symbol (`house.fill` → `house`), nil when the
    /// name is not filled or the catalog has no outline of it.
    static func outlineVariant(of name: String) -> String? {
        guard SymbolNames.isFilled(name) else { return nil }
        let outline = SymbolNames.withoutFill(name)
        return exists(outline) ? outline : nil
    }

    // MARK: Did you mean

    /// Current names grouped by first component (`house` → house,
    /// house.fill, house.circle…), and the first components by length, so a
    /// misspelling is compared only with the names whose first component is
    /// close to its own: a few dozen to a few hundred, not the whole catalog.
    private struct ComponentIndex: Sendable {
        /// The names that share a first component: their lines in the table.
        struct Group: Sendable {
            let firstComponent: [UInt8]
            var lines: [Int]
        }

        /// At each length in bytes, the groups whose first component is that
        /// long, in the table's (byte) order. Lists rather than a table keyed
        /// by the component: making a String of each component and hashing
        /// it into a dictionary was 1.4 million of the 3.3 million
        /// instructions building the index took (the first misspelt symbol
        /// of a run pays for it), and the few lookups by text a misspelling
        /// needs search one length's list.
        var groupsByLength: [[Group]] = []

        init(symbols: SortedRecords, aliases: SortedRecords) {
            // Both tables are sorted the same way, so one walk finds the
            // renamed names: they still work, but suggesting one would only
            // trade this finding for another.
            var alias = 0
            // Names that share a first component sort together (`house`,
            // `house.circle`, `house.fill`), so a run of them is gathered and
            // stored at once: two dictionary lookups per name were most of
            // building the index, which the first misspelt symbol of a run pays.
            // The names are compared where they lie in the tables, with no
            // array per name: slicing and comparing them generically cost
            // about a thousand instructions a name, ten million in all.
            var run: [Int] = []
            var runPrefixLength = 0
            symbols.withKeys { names in
                aliases.withKeys { renamedNames in
                    for line in 0..<names.count {
                        let name = names[line]
                        var isRenamed = false
                        while alias < renamedNames.count {
                            let comparison = byteOrder(renamedNames[alias], name)
                            isRenamed = comparison == 0
                            guard comparison < 0 else { break }
                            alias += 1
                        }
                        if isRenamed { continue }
                        let prefixLength = name.firstIndex(of: UInt8(ascii: ".")) ?? name.count
                        if let runStart = run.first,
                            prefixLength != runPrefixLength || !sharePrefix(names[runStart], name, length: prefixLength)
                        {
                            store(run, of: symbols, prefixLength: runPrefixLength)
                            // Emptied with its room kept: a new array per run grew
                            // from empty, about three allocations a run.
                            run.removeAll(keepingCapacity: true)
                        }
                        runPrefixLength = prefixLength
                        run.append(line)
                    }
                }
            }
            store(run, of: symbols, prefixLength: runPrefixLength)
        }

        /// Adds a run of names, which share their first `prefixLength`
        /// bytes, to their group. A group may come in several runs where
        /// other names sort between them (`a`, `a-b`, `a.c`); every name
        /// between two runs of one first component starts with that
        /// component and a byte other than a dot, so its own first component
        /// is longer, and the group is the last one of its length.
        private mutating func store(_ run: [Int], of symbols: SortedRecords, prefixLength: Int) {
            guard let line = run.first else { return }
            let first = symbols.key(at: line).prefix(prefixLength)
            while groupsByLength.count <= prefixLength { groupsByLength.append([]) }
            if let last = groupsByLength[prefixLength].indices.last, groupsByLength[prefixLength][last].firstComponent.elementsEqual(first) {
                groupsByLength[prefixLength][last].lines.append(contentsOf: run)
            } else {
                groupsByLength[prefixLength].append(Group(firstComponent: Array(first), lines: run))
            }
        }

        /// The groups whose first components are `length` bytes long.
        func groups(ofLength length: Int) -> [Group] {
            length < groupsByLength.count ? groupsByLength[length] : []
        }

        /// Where the group of names whose first component is `component` is
        /// kept, if there is one.
        func place(of component: [UInt8]) -> GroupPlace? {
            groups(ofLength: component.count).firstIndex { $0.firstComponent == component }.map { GroupPlace(length: component.count, index: $0) }
        }
    }

    /// A group of `ComponentIndex`, by the length of its first component and
    /// its place among the groups of that length.
    private struct GroupPlace {
        let length: Int
        let index: Int
    }

    private static let componentIndex = ComponentIndex(symbols: symbols, aliases: aliases)

    /// Current symbol names that `name` most likely misspells, best first, at
    /// most `limit`. A candidate qualifies by edit distance (a swap of
    /// neighbours counts once; case is ignored: `House` → `house`), by having
    /// the same components in another order (`fill.heart` → `heart.fill`), or
    /// by one component more or less after the first (`person.crop` →
    /// `person.crop.circle`).
    /// Ties go to the candidate with as many components, then the shorter.
    static func suggestions(for name: String, limit: Int = 3) -> [String] {
        // The search scores thousands of names; a typo copied into several
        // specs is scored once (see `TextMemo`).
        guard limit == 3 else { return scoredSuggestions(for: name, limit: limit) }
        return suggestionMemo.value(for: name) { scoredSuggestions(for: $0, limit: 3) }
    }

    private static let suggestionMemo = TextMemo<[String]>(capacity: 1024)

    private static func scoredSuggestions(for name: String, limit: Int) -> [String] {
        let typed = Array(name.lowercased().utf8)
        let parts = components(typed)
        let tolerance = Suggestions.tolerance(forLength: typed.count)
        var scored: [(score: Int, componentGap: Int, name: [UInt8])] = []
        for line in candidates(typed, parts) {
            let candidate = Array(symbols.key(at: line))
            guard let score = score(typed, parts, candidate, tolerance: tolerance) else { continue }
            scored.append((score, abs(components(candidate).count - parts.count), candidate))
        }
        scored.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score < rhs.score }
            if lhs.componentGap != rhs.componentGap { return lhs.componentGap < rhs.componentGap }
            if lhs.name.count != rhs.name.count { return lhs.name.count < rhs.name.count }
            return lhs.name.lexicographicallyPrecedes(rhs.name)
        }
        return scored.prefix(limit).map { String(decoding: $0.name, as: UTF8.self) }
    }

    /// How many names a misspelling is compared with, for tests that make
    /// sure the index keeps it to a small share of the catalog.
    static func candidateCount(for name: String) -> Int {
        let typed = Array(name.lowercased().utf8)
        return candidates(typed, components(typed)).count
    }

    /// The lines of the names in the groups whose first component is within
    /// reach of the typed one, and in the groups of the other typed
    /// components (for a reordered name).
    private static func candidates(_ typed: [UInt8], _ parts: [[UInt8]]) -> [Int] {
        guard let first = parts.first, !typed.isEmpty else { return [] }
        let index = componentIndex
        var places = firstComponents(near: first, in: index)
        // A dot typed inside a one-component name (`book.mark` for
        // `bookmark`): the whole typed name is near that first component.
        if parts.count > 1 { places += firstComponents(near: typed, in: index) }
        places += parts.dropFirst().compactMap(index.place)
        // Each group once (a typed component may be both near the first and
        // one of the others); the order does not matter, as the scores are
        // sorted with the names as the last key.
        var seen: [GroupPlace] = []
        for place in places where !seen.contains(where: { $0.length == place.length && $0.index == place.index }) { seen.append(place) }
        return seen.flatMap { index.groupsByLength[$0.length][$0.index].lines }
    }

    /// The groups whose first components are within edit distance of `word`.
    private static func firstComponents(near word: [UInt8], in index: ComponentIndex) -> [GroupPlace] {
        let tolerance = Suggestions.tolerance(forLength: word.count)
        return (max(1, word.count - tolerance)...(word.count + tolerance)).flatMap { length in
            index.groups(ofLength: length).indices.filter {
                Suggestions.osaDistance(word, index.groupsByLength[length][$0].firstComponent, limit: tolerance) <= tolerance
            }.map { GroupPlace(length: length, index: $0) }
        }
    }

    /// How far `candidate` is from what was typed, or nil when too far to
    /// suggest. The component checks run only where they can match (same
    /// length for a reordering, one dot more or less for a component more or
    /// less), so most candidates cost one bounded edit distance.
    private static func score(_ typed: [UInt8], _ parts: [[UInt8]], _ candidate: [UInt8], tolerance: Int) -> Int? {
        let distance = Suggestions.osaDistance(typed, candidate, limit: tolerance)
        if distance <= tolerance { return distance }
        let dotGap = dots(candidate) - (parts.count - 1)
        if dotGap == 0, candidate.count == typed.count, sorted(components(candidate)) == sorted(parts) { return 1 }
        // One component more or less, keeping the first: a component added
        // is likelier what was meant (`person.crop` → `person.crop.circle`)
        // than one dropped (`magnifyingglass.fill` → `magnifyingglass`).
        guard abs(dotGap) == 1, let first = parts.first, candidate.starts(with: first) else { return nil }
        let theirs = components(candidate)
        guard theirs.first == first, isOneComponentApart(parts, theirs) else { return nil }
        return dotGap > 0 ? 2 : 3
    }

    private static func dots(_ name: [UInt8]) -> Int {
        name.reduce(0) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) }
    }

    private static func components(_ name: [UInt8]) -> [[UInt8]] {
        name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Array.init)
    }

    private static func sorted(_ components: [[UInt8]]) -> [[UInt8]] {
        components.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Whether one list is the other with exactly one component more.
    private static func isOneComponentApart(_ a: [[UInt8]], _ b: [[UInt8]]) -> Bool {
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var skipped = false
        var shortIndex = 0
        for component in long {
            if shortIndex < short.count, short[shortIndex] == component {
                shortIndex += 1
            } else if skipped {
                return false
            } else {
                skipped = true
            }
        }
        return shortIndex == short.count
    }
}

import TabBarSpec
import TabBarYAML

/// Where a design spec and the tab bar the code ships part ways: tabs
/// missing or extra, order, titles per locale, symbols, roles and badges.
/// Each difference is a `spec-drift` finding at the code's position, naming
/// the spec's value and where the spec says it.
public enum SpecDrift {
    public static let ruleID = "spec-drift"

    /// The code bar a spec document describes: the only one; else one with
    /// the same platforms; else the one whose file names the spec's `app`;
    /// else the one sharing the most tab titles.
    public static func counterpart(of spec: TabBarSpec, among bars: [(file: String, spec: TabBarSpec)]) -> Int? {
        guard bars.count > 1 else { return bars.isEmpty ? nil : 0 }
        var candidates = Array(bars.indices)
        let platforms = Set(spec.platforms.map(\.value))
        let samePlatforms = candidates.filter { !platforms.isDisjoint(with: bars[$0].spec.platforms.map(\.value)) }
        if !samePlatforms.isEmpty { candidates = samePlatforms }
        if let app = spec.app?.value.lowercased().filter({ $0.isLetter || $0.isNumber }), !app.isEmpty {
            let named = candidates.filter { bars[$0].file.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "/" }.contains(app) }
            if named.count == 1 { return named[0] }
        }
        let titles = Set(spec.tabs.compactMap { $0.title?.primaryText?.lowercased() })
        return candidates.max { left, right in
            shared(titles, bars[left].spec) < shared(titles, bars[right].spec)
        }
    }

    private static func shared(_ titles: Set<String>, _ spec: TabBarSpec) -> Int {
        spec.tabs.filter { tab in tab.title?.entries.contains { titles.contains($0.text.value.lowercased()) } ?? false }.count
    }

    /// The differences, at positions in the code (each range carries its file).
    public static func differences(design: TabBarSpec, designPath: String, code: TabBarSpec) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let pairs = match(design.tabs, code.tabs)
        func finding(_ range: SourceRange, _ message: String, tab: Tab?, designRange: SourceRange?) -> Diagnostic {
            Diagnostic(
                ruleID: ruleID, severity: .error, message: message, range: range,
                related: designRange.map { [RelatedLocation(range: SourceRange(start: $0.start, end: $0.end, file: designPath), message: "the spec says so here")] } ?? [],
                tabID: tab?.id?.value
            )
        }
        let matchedDesign = Set(pairs.map(\.design))
        for (index, tab) in design.tabs.enumerated() where !matchedDesign.contains(index) {
            found.append(finding(
                code.barAnchor,
                "the spec's tab \(tab.displayName) (\(place(tab.range, designPath))) is not in the code's tab bar; add it, or remove it from the spec",
                tab: tab, designRange: tab.range
            ))
        }
        let matchedCode = Set(pairs.map(\.code))
        for (index, tab) in code.tabs.enumerated() where !matchedCode.contains(index) {
            found.append(finding(tab.range, "\(tab.displayName) is in the code's tab bar but not in the spec; add it to the spec, or remove it from the bar", tab: tab, designRange: nil))
        }
        // Order: the matched tabs, read in the code's order, must follow the spec's.
        let byCode = pairs.sorted { $0.code < $1.code }
        let designOrder = byCode.map(\.design).sorted()
        for (position, pair) in byCode.enumerated() where designOrder[position] != pair.design {
            let tab = code.tabs[pair.code]
            found.append(finding(
                tab.range,
                "\(tab.displayName) is tab \(pair.code + 1) in code but tab \(pair.design + 1) in the spec; put the tabs in the spec's order",
                tab: tab, designRange: design.tabs[pair.design].range
            ))
        }
        for pair in pairs {
            found += fieldDifferences(design.tabs[pair.design], code.tabs[pair.code], designPath: designPath, finding: finding)
        }
        return found.sorted(by: Diagnostic.precedes)
    }

    private static func fieldDifferences(
        _ designTab: Tab, _ codeTab: Tab, designPath: String, finding: (SourceRange, String, Tab?, SourceRange?) -> Diagnostic
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let name = codeTab.displayName
        if let designTitle = designTab.title, let codeTitle = codeTab.title {
            for entry in designTitle.entries {
                let locale = entry.locale?.value
                let codeEntry = codeTitle.entries.first { $0.locale?.value == locale }
                    ?? (locale == nil || locale?.hasPrefix("en") == true ? codeTitle.entries.first : nil)
                guard let codeEntry, codeEntry.text.value != entry.text.value else { continue }
                let language = locale.map { "the \($0) title" } ?? "the title"
                found.append(finding(
                    codeEntry.text.range,
                    "\(language) of \(name) is \"\(codeEntry.text.value)\" in code; the spec says \"\(entry.text.value)\" (\(place(entry.text.range, designPath)))",
                    codeTab, entry.text.range
                ))
            }
        }
        if let designSymbol = designTab.icon?.symbol, let codeIcon = codeTab.icon, let codeSymbol = codeIcon.symbol, designSymbol.value != codeSymbol.value {
            found.append(finding(
                codeSymbol.range,
                "the symbol of \(name) is `\(codeSymbol.value)` in code; the spec says `\(designSymbol.value)` (\(place(designSymbol.range, designPath)))",
                codeTab, designSymbol.range
            ))
        }
        if designTab.effectiveRole != codeTab.effectiveRole {
            found.append(finding(
                codeTab.role?.range ?? codeTab.range,
                "\(name) is \(codeTab.effectiveRole == .action ? "an" : "a") \(codeTab.effectiveRole.rawValue) tab in code; the spec says `role: \(designTab.effectiveRole.rawValue)` (\(place(designTab.role?.range ?? designTab.range, designPath)))",
                codeTab, designTab.role?.range ?? designTab.range
            ))
        }
        // A badge whose value the code computes may be hidden (a zero count): not compared.
        if (designTab.badge == nil) != (codeTab.badge == nil), !codeTab.isUnreadable("badge") {
            let message = designTab.badge == nil
                ? "\(name) has a badge in code; the spec gives it none (\(place(designTab.range, designPath)))"
                : "\(name) has no badge in code; the spec gives it one (\(place(designTab.badge?.range ?? designTab.range, designPath)))"
            found.append(finding(codeTab.badge?.range ?? codeTab.range, message, codeTab, designTab.badge?.range ?? designTab.range))
        }
        return found
    }

    /// Pairs each spec tab with a code tab: same id, else same title in
    /// some locale, else same symbol; each code tab is used once.
    static func match(_ design: [Tab], _ code: [Tab]) -> [(design: Int, code: Int)] {
        var pairs: [(design: Int, code: Int)] = []
        var used = Set<Int>()
        let keys: [(Tab) -> [String]] = [
            { $0.id.map { [normalized($0.value)] } ?? [] },
            { $0.title?.entries.map { normalized($0.text.value) } ?? [] },
            { $0.icon?.symbol.map { [$0.value] } ?? [] },
        ]
        var pending = Array(design.indices)
        for key in keys {
            pending = pending.filter { designIndex in
                let wanted = Set(key(design[designIndex]))
                guard !wanted.isEmpty, let codeIndex = code.indices.first(where: { !used.contains($0) && !wanted.isDisjoint(with: key(code[$0])) }) else {
                    return true
                }
                used.insert(codeIndex)
                pairs.append((designIndex, codeIndex))
                return false
            }
        }
        return pairs
    }

    /// `New Post`, `new-post` and `newPost` are one name.
    private static func normalized(_ text: String) -> String {
        text.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    private static func place(_ range: SourceRange, _ path: String) -> String {
        "\(path):\(range.start.line)"
    }
}

/// "Did you mean" for misspelled keys, enum values and rule ids.
public enum Suggestions {
    /// The candidate a word most likely misspells, or nil when none is close.
    /// Case and `_`/`-` differences match outright (`Min_OS` → `min-os`);
    /// otherwise the nearest candidate by optimal-string-alignment distance
    /// (a swap of neighbours counts once: `titel` → `title`) within a bound
    /// that grows with the word's length.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let normalized = normalize(word)
        if let exact = candidates.first(where: { normalize($0) == normalized }) { return exact }
        let limit = tolerance(forLength: normalized.count)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = osaDistance(Array(normalized), Array(normalize(candidate)), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Every candidate within the bound `closest` uses: when there is only
    /// one, a fix can apply it without asking.
    public static func closeMatches(to word: String, among candidates: [String]) -> [String] {
        let normalized = normalize(word)
        let exact = candidates.filter { normalize($0) == normalized }
        if !exact.isEmpty { return exact }
        let limit = tolerance(forLength: normalized.count)
        return candidates.filter { osaDistance(Array(normalized), Array(normalize($0)), limit: limit) <= limit }
    }

    /// How many edits a misspelling of a word of `length` characters may
    /// have and still be suggested: a third of its length, 1 to 3.
    public static func tolerance(forLength length: Int) -> Int {
        max(1, min(3, length / 3))
    }

    static func normalize(_ word: String) -> String {
        String(word.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
    }

    /// Optimal string alignment distance, giving up (returning limit + 1) as
    /// soon as every cell of a row exceeds the limit. Generic so callers with
    /// many candidates can compare UTF-8 bytes instead of Characters;
    /// inlinable so that their modules specialise it for bytes (unspecialised,
    /// each comparison went through the generic `Equatable` witness, and the
    /// SF Symbols "did you mean" search spent most of its time there).
    @inlinable
    public static func osaDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

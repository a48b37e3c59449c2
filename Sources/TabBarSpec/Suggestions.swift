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
    /// The three rows live in one temporary allocation on the stack: three
    /// arrays per comparison were a quarter of the search's instructions.
    @inlinable
    public static func osaDistance<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // Where each row starts in `rows`; they rotate instead of moving.
            var previousPrevious = 0, previous = width, current = 2 * width
            for j in 0...b.count {
                rows[previousPrevious + j] = 0
                rows[previous + j] = j
            }
            for i in 1...a.count {
                rows[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[previousPrevious + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return limit + 1 }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return rows[previous + b.count]
        }
    }
}

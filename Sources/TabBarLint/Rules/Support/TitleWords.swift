import TabBarSpec

/// One title as people read it in one language: a single-string title, or
/// one entry of a title map.
///
/// A class: made once per spec (`SpecFacts`) and handed to every title rule
/// on every platform, a struct of a tab, a locale and a located text was
/// copied and destroyed through its value witnesses at each hand-over,
/// about 300 instructions a title and rule; a reference is retained.
final class TitleText: Sendable {
    let tab: Tab
    /// The entry's locale as written; nil for a single string, which every
    /// locale shows.
    let locale: String?
    let text: Located<String>

    init(tab: Tab, locale: String?, text: Located<String>) {
        self.tab = tab
        self.locale = locale
        self.text = text
    }

    /// Whether a message should name the locale: only when the title is a
    /// map with more than one entry and this is not the entry people read
    /// first (the one `displayName` already quotes).
    var localeWorthNaming: String? {
        guard let locale, let title = tab.title, title.entries.count > 1 else { return nil }
        // By locale, not position: a title read from code gives every
        // language's text at the one place its key is written.
        return title.primaryLocale == locale ? nil : locale
    }

    /// How messages name this text: "the title of "Library" (library)",
    /// or "the de title "Mediathek" of "Library" (library)" for a
    /// translation, which `displayName` does not quote.
    var subject: String {
        if let locale = localeWorthNaming { return "the \(locale) title \"\(text.value.trimmingWhitespace)\" of \(tab.displayName)" }
        return "the title of \(tab.displayName)"
    }
}

/// Title text handling shared by the title and duplicate rules: iterating
/// the entries of a (possibly localized) title, matching locales, and
/// splitting titles into words.
enum TitleWords {
    /// Every written title of a tab, in the order written.
    /// Each distinct text once: a locale showing the same words as an
    /// earlier one (a translation that falls back, `en` and `en-GB` alike)
    /// would only repeat its findings.
    static func texts(of tab: Tab) -> [TitleText] {
        guard let entries = tab.title?.entries else { return [] }
        // Called by every title rule on every platform, so it avoids a set:
        // hashing a non-ASCII title normalises it, which made this the
        // rules' most expensive helper. A single string (most titles) has
        // nothing to repeat; a few translations are compared with the ones
        // kept (the same equality the set used); only a long map is hashed.
        var texts: [TitleText] = []
        texts.reserveCapacity(entries.count)
        if entries.count <= Self.linearDeduplicationLimit {
            for entry in entries where !texts.contains(where: { ASCIIText.mayBeEqual($0.text.value, entry.text.value) && $0.text.value == entry.text.value }) {
                texts.append(TitleText(tab: tab, locale: entry.locale?.value, text: entry.text))
            }
        } else {
            var seen = Set<String>()
            for entry in entries where seen.insert(entry.text.value).inserted {
                texts.append(TitleText(tab: tab, locale: entry.locale?.value, text: entry.text))
            }
        }
        return texts
    }

    /// Up to this many entries, comparing each with the kept ones is cheaper
    /// than hashing them; beyond, the quadratic comparison would not be.
    static let linearDeduplicationLimit = 8

    /// Whether the title is a map of locales rather than one string.
    static func isLocalized(_ title: Title) -> Bool {
        // The code read in place: comparing the whole optional locale with
        // nil copied it through its value witnesses.
        title.entries.contains { $0.locale?.value != nil }
    }

    /// Which of a title's entries a tab shows in the canonical locale
    /// `wanted`, given each entry's canonical locale (nil for a single
    /// string): the single string (which applies to every locale), the
    /// entry for that locale, or the entry for its language (`pt` serves
    /// `pt-BR`, as the system falls back). The language's entry is looked
    /// for only when the locale has none of its own.
    static func entry<Locales: Collection>(shownIn wanted: String, among locales: Locales) -> Locales.Index?
    where Locales.Element == String? {
        if let shared = locales.firstIndex(where: { $0 == nil }) { return shared }
        return locales.firstIndex { $0 == wanted } ?? locales.firstIndex { $0.map { covers($0, wanted) } ?? false }
    }

    /// `pt_BR` and `PT-br` are the same locale: compare in one spelling.
    static func canonicalLocale(_ locale: String) -> String {
        // Locale codes are ASCII and mostly canonical already (`en`, `de`,
        // `pt-br`): return those as they are, map other ASCII codes byte-wise
        // (character-wise case mapping was a visible cost per title lookup).
        // Read from a buffer: `allSatisfy` over the UTF-8 view cost about
        // 50 instructions a byte, and this runs for every title entry.
        let isCanonical = ASCIIText.withBytes(of: locale) { bytes in
            for byte in bytes where !isCanonicalLocaleByte(byte) { return false }
            return true
        } ?? locale.utf8.allSatisfy(isCanonicalLocaleByte)
        if isCanonical {
            return locale
        }
        if let ascii = ASCIIText.map(locale, { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : ASCIIText.lowercase($0) }) {
            return ascii
        }
        return String(locale.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// A lower-case letter or a hyphen: what a canonical locale code is made of.
    private static func isCanonicalLocaleByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "-")
    }

    /// Whether a title written for `entry` is shown to people using `wanted`:
    /// the same locale, or its language (`en` covers `en-GB`).
    static func covers(_ entry: String, _ wanted: String) -> Bool {
        entry == wanted || wanted.hasPrefix(entry + "-")
    }

    /// Whether a locale is English (`en`, `en-GB`).
    static func isEnglish(_ locale: String) -> Bool {
        covers("en", canonicalLocale(locale))
    }

    /// The form titles are compared in: case folded, surrounding whitespace
    /// dropped and inner runs of whitespace read as one space.
    static func comparable(_ text: String) -> String {
        if let ascii = ASCIIText.collapsedLowercase(text) { return ascii }
        // Lower-casing text in a script without case (Arabic, Devanagari,
        // kana, CJK, Hangul…) changes nothing, and lower-casing it scalar by
        // scalar cost about 2,800 instructions a title.
        let lowered = isUnchangedWhenLowercased(text) ? text : text.lowercased()
        // A Character is whitespace when its first scalar is, so text with
        // no whitespace scalar (most titles in any script) has nothing to
        // collapse: splitting it walked its Characters for nothing.
        guard Whitespace.contains(in: lowered) else { return lowered }
        return collapsingWhitespace(lowered)
    }

    /// Whether `text.lowercased()` is `text`: every scalar is ASCII other
    /// than a capital letter, or lies in a block of a script without case,
    /// whose scalars lower-case to themselves.
    static func isUnchangedWhenLowercased(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            let value = scalar.value
            if value < 0x80 { return !(value >= 0x41 && value <= 0x5A) }
            return caselessScripts.contains { $0.first <= value && value <= $0.last }
        }
    }

    /// Unicode blocks of scripts without case, first and last code point
    /// (pairs, as `spacelessScripts`, for the same reason).
    private static let caselessScripts: [(first: UInt32, last: UInt32)] = [
        (0x0590, 0x05FF),  // Hebrew
        (0x0600, 0x06FF),  // Arabic
        (0x0900, 0x097F),  // Devanagari
        (0x0E00, 0x0E7F),  // Thai
        (0x1100, 0x11FF),  // Hangul Jamo
        (0x3040, 0x30FF),  // Hiragana, Katakana
        (0x4E00, 0x9FFF),  // CJK Unified Ideographs
        (0xAC00, 0xD7A3),  // Hangul syllables
    ]

    /// `text` split at whitespace Characters and joined with single spaces.
    static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Words as people count them: whitespace-separated runs that contain a
    /// letter or digit ("&" in "Photos & Videos" is not a word). A title in a
    /// script written without spaces (Chinese, Japanese, Thai…) is one word:
    /// splitting on whitespace says nothing about its length.
    /// Remembered across files (see `TextMemo`): counting walks characters.
    static func wordCount(_ text: String) -> Int {
        // ASCII text is counted byte-wise for less than the lookup costs.
        if let ascii = ASCIIText.wordCount(text) { return ascii }
        return wordCounts.value(for: text, countWords)
    }

    private static let wordCounts = TextMemo<Int>()

    static func countWords(_ text: String) -> Int {
        if isWrittenWithoutSpaces(text) { return Whitespace.isBlank(text) ? 0 : 1 }
        // Without a whitespace scalar the text is one run (see `Whitespace`),
        // a word when some Character is a letter or digit: usually the first.
        guard Whitespace.contains(in: text) else { return text.contains { $0.isLetter || $0.isNumber } ? 1 : 0 }
        return text.split(whereSeparator: \.isWhitespace)
            .filter { $0.contains { $0.isLetter || $0.isNumber } }
            .count
    }

    /// Whether the text uses a script that does not separate words with
    /// spaces.
    static func isWrittenWithoutSpaces(_ text: String) -> Bool {
        guard !ASCIIText.isASCII(text) else { return false }
        return text.unicodeScalars.contains { scalar in
            spacelessScripts.contains { $0.first <= scalar.value && scalar.value <= $0.last }
        }
    }

    /// Unicode blocks of scripts written without spaces between words, first
    /// and last code point. Pairs rather than `ClosedRange<UInt32>`: an array
    /// of ranges is instantiated at run time with a lookup of `UInt32`'s
    /// `Comparable` conformance, a scan of every conformance in the binary.
    private static let spacelessScripts: [(first: UInt32, last: UInt32)] = [
        (0x0E00, 0x0EFF),  // Thai, Lao
        (0x0F00, 0x0FFF),  // Tibetan
        (0x1000, 0x109F),  // Myanmar
        (0x1780, 0x17FF),  // Khmer
        (0x3040, 0x30FF),  // Hiragana, Katakana
        (0x3400, 0x4DBF),  // CJK Extension A
        (0x4E00, 0x9FFF),  // CJK Unified Ideographs
        (0xF900, 0xFAFF),  // CJK Compatibility Ideographs
        (0xFF66, 0xFF9F),  // half-width Katakana
        (0x20000, 0x2FA1F),  // CJK Extensions B and later
    ]
}

/// Byte-wise versions of character-wise text operations, for the common
/// case of ASCII text, where they give the same result at a fraction of the
/// cost; each returns nil (or false) for other text, which then takes the
/// general path.
enum ASCIIText {
    static func isASCII(_ text: String) -> Bool {
        withBytes(of: text, isASCII) ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte is below 0x80, their bits ORed in a plain loop:
    /// `allSatisfy` with a closure, over the bytes or the UTF-8 view, cost
    /// about 50 instructions a byte, a few thousand for a file path.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// False when `a` and `b` are surely different Strings by their first
    /// bytes, true when they may be equal (and `==` must tell). String
    /// equality is canonical equivalence, and two equal strings decompose
    /// to the same scalars: an ASCII character decomposes to itself, and
    /// nothing is reordered before it, so two texts starting with different
    /// ASCII characters differ, and so do one starting with ASCII and one
    /// starting with a character that cannot decompose to ASCII. Comparing
    /// the translations of a title with `==` went through the normalising
    /// comparison whenever one was not ASCII, about 1,000 instructions a
    /// pair, most of them pairs like `Home` and `ホーム` or `الصور`.
    static func mayBeEqual(_ a: String, _ b: String) -> Bool {
        guard let first = a.utf8.first, let other = b.utf8.first else { return true }
        if first < 0x80, other < 0x80 { return first == other }
        if first < 0x80 { return mayDecomposeToASCII(lead: other) }
        if other < 0x80 { return mayDecomposeToASCII(lead: first) }
        return true
    }

    /// Whether a character whose UTF-8 starts with the non-ASCII byte
    /// `lead` may decompose to scalars starting with ASCII: those are the
    /// Latin letters with marks (U+00C0–U+024F, leads C3–C8), the Greek
    /// question mark among the combining marks (U+037E, lead CD), Latin
    /// Extended Additional and Greek Extended (U+1E00–U+1FFF, lead E1), and
    /// the Kelvin and Ångström signs and three negated relations
    /// (U+212A–U+226F, lead E2). No character from U+2270 on decomposes to
    /// ASCII (Unicode's stability policy keeps decompositions as they are).
    static func mayDecomposeToASCII(lead: UInt8) -> Bool {
        (0xC3...0xC8).contains(lead) || lead == 0xCD || lead == 0xE1 || lead == 0xE2
    }

    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// What `Character.isWhitespace` says of an ASCII character: tab, line
    /// feed, vertical tab, form feed, carriage return and space.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Each byte of an ASCII `text` mapped by `transform`.
    static func map(_ text: String, _ transform: (UInt8) -> UInt8) -> String? {
        withBytes(of: text) { bytes in
            writing(upTo: bytes.count) { output in
                var length = 0
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    output[length] = transform(byte)
                    length += 1
                }
                return length
            }
        }
    }

    /// `body` over the UTF-8 of `text` where it lies in memory (a native or
    /// small string; nil for a bridged one, which then takes the general
    /// path): walking a buffer instead of the string's UTF-8 view, whose
    /// iterator tells small from native storage at every byte, cost about a
    /// tenth of the instructions.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        text.utf8.withContiguousStorageIfAvailable(body) ?? nil
    }

    /// A string of at most `capacity` ASCII bytes written by `write`, which
    /// returns how many it wrote, or nil to give up. Written straight into
    /// the string (a title fits in a small string, with no allocation at
    /// all): building an array of bytes first and decoding it cost a heap
    /// allocation and a copy per title, most of what folding one cost.
    static func writing(upTo capacity: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Int?) -> String? {
        var gaveUp = false
        let text = String(unsafeUninitializedCapacity: capacity) { output in
            guard let length = write(output) else {
                gaveUp = true
                return 0
            }
            return length
        }
        return gaveUp ? nil : text
    }

    /// `text.split(separator:omittingEmptySubsequences:)` at an ASCII
    /// `separator`, for ASCII text, byte by byte: splitting at a Character
    /// broke the text into Characters, about 10,000 instructions for a file
    /// path. nil for other text, where a separator followed by a combining
    /// mark is one Character and no separator.
    /// The bytes are read from a buffer and each part made a Substring of
    /// `text` by offsets: the UTF-8 view's generic `split` cost about 4,700
    /// instructions per spec. nil too for a string without contiguous UTF-8
    /// (a bridged one), whose general path gives the same parts.
    static func split(_ text: String, separator: UInt8, omittingEmptySubsequences: Bool = true) -> [Substring]? {
        withBytes(of: text) { bytes in
            guard isASCII(bytes) else { return nil }
            let utf8 = text.utf8
            var parts: [Substring] = []
            var start = 0
            func addPart(endingAt end: Int) {
                guard !omittingEmptySubsequences || end > start else { return }
                parts.append(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
            }
            for index in 0..<bytes.count where bytes[index] == separator {
                addPart(endingAt: index)
                start = index + 1
            }
            addPart(endingAt: bytes.count)
            return parts
        }
    }

    /// What `TitleWords.countWords` says of ASCII text: the whitespace
    /// separated runs holding a letter or a digit.
    static func wordCount(_ text: String) -> Int? {
        withBytes(of: text) { bytes in
            var count = 0
            var runHasLetterOrDigit = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if isWhitespace(byte) {
                    if runHasLetterOrDigit { count += 1 }
                    runHasLetterOrDigit = false
                } else if isLetterOrDigit(byte) {
                    runHasLetterOrDigit = true
                }
            }
            return runHasLetterOrDigit ? count + 1 : count
        }
    }

    /// What `Character.isLetter || Character.isNumber` says of an ASCII character.
    static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `text.lowercased()` split at whitespace and joined with single spaces.
    static func collapsedLowercase(_ text: String) -> String? {
        withBytes(of: text) { bytes in
            // Never longer than `text`: a run of whitespace becomes one space or none.
            writing(upTo: bytes.count) { output in
                var length = 0
                var pendingSpace = false
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    if isWhitespace(byte) {
                        pendingSpace = length > 0
                        continue
                    }
                    if pendingSpace {
                        output[length] = 0x20
                        length += 1
                        pendingSpace = false
                    }
                    output[length] = lowercase(byte)
                    length += 1
                }
                return length
            }
        }
    }
}

extension String {
    /// The text without leading or trailing whitespace.
    var trimmingWhitespace: String {
        // Text that starts and ends with a visible ASCII character (nearly
        // every title) has nothing to trim, and finding that out Character
        // by Character cost about 2,000 instructions a title. A Character is
        // whitespace when its first scalar is, and an ASCII scalar at either
        // end is that Character's first scalar or follows a non-whitespace
        // one (a prepended mark), so the answer is the same.
        if let first = utf8.first, let last = utf8.last, first < 0x80, last < 0x80,
            !ASCIIText.isWhitespace(first), !ASCIIText.isWhitespace(last)
        {
            return self
        }
        // No whitespace scalar, no whitespace Character (see `Whitespace`):
        // most titles in other scripts, which the check above cannot pass.
        guard Whitespace.contains(in: self) else { return self }
        return trimmingWhitespaceCharacters
    }

    /// `trimmingWhitespace`, Character by Character.
    var trimmingWhitespaceCharacters: String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<end])
    }
}

import Foundation
import Testing
@testable import TabBarYAML
@testable import TabBarSpec
@testable import TabBarLint

/// The shortcuts taken for speed (issue 17) give what the general path
/// gives: each test runs both paths on the same kind of input.
@Suite struct FastPathTests {
    /// The first tab of a spec whose only tab has a title map of `entries`.
    private func tab(titled entries: [(String, String)]) throws -> Tab {
        let map = entries.map { "\($0.0): \"\($0.1)\"" }.joined(separator: ", ")
        let yaml = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: home, title: { \(map) }, icon: house }\n"
        let spec = try #require(SpecDecoder.decode(YAMLParser.parse(Array(yaml.utf8))).specs.first)
        return try #require(spec.tabs.first)
    }

    /// `count` distinct locale codes (at most 12).
    private func locales(_ count: Int) -> [String] {
        Array(["en", "de", "fr", "es", "it", "ja", "ko", "ru", "pt", "nl", "sv", "da"].prefix(count))
    }

    @Test(arguments: [3, TitleWords.linearDeduplicationLimit, TitleWords.linearDeduplicationLimit + 4])
    func titleTextsKeepEachDistinctTextOnce(entryCount: Int) throws {
        // Repeats in ASCII, in another script, and a canonically equal
        // spelling (precomposed "é" and "e" with a combining accent), which
        // String equality and hashing both treat as the same text.
        let texts = ["Home", "Home", "Начало", "Начало", "Caf\u{E9}", "Cafe\u{301}"]
            + (0..<max(0, entryCount - 6)).map { "Title \($0)" }
        let entries = Array(zip(locales(entryCount), texts.prefix(entryCount)))
        let kept = TitleWords.texts(of: try tab(titled: entries))

        var expected: [String] = []
        for (_, text) in entries where !expected.contains(text) { expected.append(text) }
        #expect(kept.map(\.text.value) == expected)
        #expect(kept.map(\.locale) == expected.map { text in entries.first { $0.1 == text }?.0 })
    }

    /// `ASCIIText.mayBeEqual` never calls two equal Strings different: each
    /// scalar of Unicode is equal to its canonical decomposition, which
    /// starts with ASCII for the Latin letters with marks and a few signs.
    @Test func surelyDifferentTextsAreNeverEqual() {
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let decomposed = text.decomposedStringWithCanonicalMapping
            guard text == decomposed else { continue }
            #expect(ASCIIText.mayBeEqual(text, decomposed), "U+\(String(value, radix: 16, uppercase: true))")
            #expect(ASCIIText.mayBeEqual(decomposed + "s", text + "s"))
        }
        #expect(ASCIIText.mayBeEqual("Caf\u{E9}", "Cafe\u{301}"))
        #expect(ASCIIText.mayBeEqual("\u{212A}elvin", "Kelvin"))
        #expect(ASCIIText.mayBeEqual("\u{E9}t\u{E9}", "e\u{301}t\u{E9}"))
        #expect(!ASCIIText.mayBeEqual("Home", "Photos"))
        #expect(!ASCIIText.mayBeEqual("Home", "ホーム"))
        #expect(!ASCIIText.mayBeEqual("الصور", "Photos"))
        #expect(ASCIIText.mayBeEqual("", "Home"))
    }

    /// `SpecDecoder.isVersion` reads bytes; the Character-wise reading it
    /// replaced says the same.
    @Test(arguments: [
        "17", "17.0", "15.4.1", "1.2.3.4", "", ".", "17.", ".5", "1..2", "\u{FF11}\u{FF17}", "17a", "1\u{301}7",
        "17.\u{301}0", "\u{663}", "17 ", "-1", "0.0.0",
    ])
    func versionsReadAsBytes(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let byCharacter = (1...3).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        #expect(SpecDecoder.isVersion(text) == byCharacter)
    }

    @Test func titleTextsOfASingleString() throws {
        let yaml = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: home, title: Home, icon: house }\n"
        let spec = try #require(SpecDecoder.decode(YAMLParser.parse(Array(yaml.utf8))).specs.first)
        let texts = TitleWords.texts(of: try #require(spec.tabs.first))
        #expect(texts.map(\.text.value) == ["Home"])
        #expect(texts.map(\.locale) == [nil])
    }

    @Test(arguments: [
        "/work/app/specs/main.tabbar.yml", "/work//app/./specs/../main.tabbar.yml", "/", "//", "/..", "/a/b/../../..",
        "/a/./b/.", "/a/.../b/..x", "/work/app/", "/.hidden/./x", "/a/b/c/../../d", "/x/./../y/..", "/x/y/z.",
    ])
    func asciiPathsResolveAsCharactersDo(path: String) throws {
        let bytewise = try #require(FilePaths.asciiAbsolute(path))
        #expect(bytewise == FilePaths.characterAbsolute(path))
        #expect(FilePaths.absolute(path, from: "/elsewhere") == bytewise)
    }

    @Test(arguments: [
        "/work/app/main.tabbar.yml", "main.tabbar.yml", "/", "a/b/", "/Übersicht/main.tabbar.yml", "/work/a/\u{301}x.yml",
        "/work/a\u{301}/x.yml", "", "Übersicht",
    ])
    func lastSeparatorBytewiseMatchesCharacters(path: String) {
        #expect(FilePaths.lastSeparator(in: path) == path.lastIndex(of: "/"))
    }

    @Test func nonASCIIPathsTakeTheCharacterPath() {
        // "/" and a combining acute accent are one Character, so this path
        // has a part "/\u{301}x", not a separator there.
        let path = "/work/Übersicht/./a/\u{301}x/../b.tabbar.yml"
        #expect(FilePaths.asciiAbsolute(path) == nil)
        #expect(FilePaths.absolute(path, from: "/") == FilePaths.characterAbsolute(path))
        #expect(FilePaths.absolute("Übersicht/../main.tabbar.yml", from: "/work") == "/work/main.tabbar.yml")
    }

    @Test func positionsWalkedOnAlongALineMatchPositionsFromItsStart() {
        let text = SourceText(Array("title: { de: Über, ja: ホーム, hi: होम }\nicon: house\né: x\u{301}y\n".utf8))
        for line in 0..<text.lineCount {
            for column in 0..<40 {
                let direct = text.position(line: line, column: column)
                for earlierColumn in 0...column {
                    let earlier = text.position(line: line, column: earlierColumn)
                    #expect(text.position(line: line, column: column, after: earlier) == direct)
                }
                // A hint from another line, or past the column, is ignored.
                #expect(text.position(line: line, column: column, after: text.position(line: line + 1, column: 0)) == direct)
                #expect(text.position(line: line, column: column, after: text.position(line: line, column: column + 1)) == direct)
            }
        }
    }

    /// Duplicate keys are found by searching a small mapping's entries and
    /// through an index in a long one; both report the same.
    @Test(arguments: [3, 40])
    func duplicateKeysInSmallAndLongMappings(keyCount: Int) {
        let keys = (0..<keyCount).map { "k\($0): \($0)" }
        let yaml = "m:\n" + (keys + ["k1: again", "k\(keyCount - 1): again", "k1: thrice"]).map { "  \($0)\n" }.joined()
        let problems = YAMLParser.parse(Array(yaml.utf8)).problems
        #expect(problems.map(\.message) == [
            "duplicate key `k1`: it is already set at line 3; YAML parsers disagree on which value wins, so keep one",
            "duplicate key `k\(keyCount - 1)`: it is already set at line \(keyCount + 1); YAML parsers disagree on which value wins, so keep one",
            "duplicate key `k1`: it is already set at line 3; YAML parsers disagree on which value wins, so keep one",
        ])
        #expect(problems.map(\.related?.start.line) == [3, keyCount + 1, 3])
    }

    /// Non-ASCII titles without whitespace skip the split; with it (a
    /// no-break space, an ideographic space, a line separator) they take it.
    @Test(arguments: [
        "Начало", "ホーム", "Caf\u{E9}", "ÜBERSICHT", "होम", "Мой профиль", " Мой\u{A0}\u{A0}профиль ", "マイ\u{3000}ページ",
        "Ünd\u{2028}so", "\u{2003}", "", "الرئيسية", "홈 화면", "ホームA", "ホーム\u{FF21}", "検索 Ab", "שלום", "ΑΒΓ",
    ])
    func comparableTitlesMatchTheCharacterSplit(title: String) {
        #expect(TitleWords.comparable(title) == TitleWords.collapsingWhitespace(title.lowercased()))
        #expect(!TitleWords.isUnchangedWhenLowercased(title) || title.lowercased() == title)
    }

    /// ASCII titles are counted byte-wise, as the Character split counts them.
    @Test(arguments: ["Home", "  Watch   Now ", "Photos & Videos", "Sign-in Options Menu", "", " ", "\r\nA\tB", "_ - 1", "a_b"])
    func asciiWordCountsMatchTheCharacterSplit(title: String) {
        #expect(ASCIIText.wordCount(title) == TitleWords.countWords(title))
    }

    /// ASCII symbol names are split as bytes, others as Characters.
    @Test(arguments: [
        "house", "house.fill", "heart.circle.fill", "fill", "fill.fill", "person.crop.circle.fill.badge.plus", ".fill.",
        "a..fill..b", "", "fillet.filled", "héart.fill", "house.\u{301}fill", "星.fill",
    ])
    func symbolNamesLoseTheirFillAsCharactersDo(name: String) {
        #expect(SymbolNames.withoutFill(name) == SymbolNames.characterWithoutFill(name))
        #expect(SymbolNames.isFilled(name) == SymbolNames.characterIsFilled(name))
    }

    /// ASCII locale codes are checked for a leading `en` byte-wise, others
    /// by lower-casing them.
    @Test(arguments: ["en", "EN-GB", "eN_us", "enx", "e", "", "de", "ne", "fr-EN", "én", "en\u{301}", "ＥＮ", "EN\u{130}"])
    func englishLocalesAreFoundAsLowercasingFindsThem(locale: String) {
        #expect(Title.startsWithEnglish(locale) == locale.lowercased().hasPrefix("en"))
    }

    /// The in-place bisection finds what a search with
    /// `lexicographicallyPrecedes` finds, for keys, prefixes, and bytes
    /// above 0x7F (compared unsigned).
    @Test func sortedRecordsBisectAsLexicographicOrderDoes() {
        let keys = ["", "a", "ab", "abc", "b", "house", "house.fill", "housefly", "z", "é", "星"]
            .map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let records = SortedRecords(keys.dropFirst().map { String(decoding: $0, as: UTF8.self) + "\tv" }.joined(separator: "\n"))
        let stored = Array(keys.dropFirst())
        for probe in keys + ["aa", "abcd", "house.", "zz", "ée", "\u{7F}"].map({ Array($0.utf8) }) {
            let expected = stored.firstIndex { !$0.lexicographicallyPrecedes(probe) } ?? stored.count
            #expect(records.lowerBound(probe) == expected, "\(String(decoding: probe, as: UTF8.self))")
        }
    }

    /// Text with visible ASCII at both ends, or without a whitespace scalar,
    /// is returned as it is; any other text is trimmed Character by
    /// Character; both agree.
    @Test(arguments: [
        "Home", " Home", "Home ", "\tHome\n", "Listen Now", "", " ", "\r\n", "Home\r\n", "\u{A0}Start\u{A0}", "Начало ",
        "\u{600}a", "a\u{301}", "x\u{3000}", "\u{2003}y", "ホーム", "खोजें", "Начало", " \u{301}x",
    ])
    func trimmingMatchesTheCharacterPath(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingWhitespaceCharacters)
    }

    /// ASCII paths and file names are split as bytes, as Characters split them.
    @Test(arguments: ["icons/tab@2x.png", "/a//b/", "", "/", "..", "a.", ".png", "x.y.z", "Assets.xcassets/Home.imageset"])
    func asciiSplitsMatchTheCharacterSplit(text: String) {
        for separator: Character in ["/", "."] {
            let byte = UInt8(ascii: separator.unicodeScalars.first ?? "/")
            for omitting in [true, false] {
                #expect(ASCIIText.split(text, separator: byte, omittingEmptySubsequences: omitting)
                    == text.split(separator: separator, omittingEmptySubsequences: omitting))
            }
        }
        #expect(ASCIIText.split("ho\u{301}me/x", separator: UInt8(ascii: "/")) == nil)
    }

    /// The memo gives back what was computed for the same bytes, computes
    /// each text once while it has room (however often its table grew),
    /// keeps two spellings of one text apart, and starts again when full.
    @Test func textMemoRemembersEachTextByItsBytes() {
        let memo = TextMemo<Int>(capacity: 300)
        let computed = CheckCount()
        func value(_ text: String) -> Int {
            memo.value(for: text) { text in
                computed.add()
                return text.utf8.count
            }
        }
        let texts = (0..<200).map { "title \($0)" } + ["Caf\u{E9}", "Cafe\u{301}", "ホーム"]
        for _ in 0..<2 {
            for text in texts { #expect(value(text) == text.utf8.count) }
            #expect(computed.count == texts.count)
        }
        for index in 200..<300 { _ = value("title \(index)") }
        let beforeEmptied = computed.count
        #expect(value("title 0") == 7)
        #expect(computed.count == beforeEmptied + 1)
    }

    /// A rule that does not read the platform is checked once per spec and
    /// reports on every platform; one that reads it is checked per platform.
    @Test func rulesThatIgnoreThePlatformAreCheckedOnce() throws {
        let yaml = "version: 1\nplatforms: [iOS, iPadOS]\ntabs:\n  - { id: home, title: Home, icon: house }\n"
        let spec = try #require(SpecDecoder.decode(YAMLParser.parse(Array(yaml.utf8))).specs.first)
        CountingRule.checks.reset()
        PlatformNamingRule.checks.reset()
        let diagnostics = RuleEngine(rules: [CountingRule(), PlatformNamingRule()]).run(on: spec)
        #expect(CountingRule.checks.count == 1)
        #expect(PlatformNamingRule.checks.count == 2)
        #expect(diagnostics.map(\.message) == ["counted", "on iOS", "on iPadOS"])
        #expect(diagnostics.map(\.platforms) == [[.iOS, .iPadOS], [.iOS], [.iPadOS]])
    }
}

/// How many times a test rule was checked.
private final class CheckCount: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
    func reset() { count = 0 }
}

private func testMetadata(_ id: String) -> RuleMetadata {
    RuleMetadata(
        id: id, summary: "A test rule.", category: .structure, defaultSeverity: .warning, platforms: Platform.withTabBars,
        source: HIGSource(page: "test", section: "test", revision: "test", url: "https://example.com", guidance: "test"),
        rationale: "test", triggeringExamples: [], nonTriggeringExamples: []
    )
}

private struct CountingRule: Rule {
    static let metadata = testMetadata("counting")
    static let checks = CheckCount()
    func check(_ context: RuleContext) -> [Finding] {
        Self.checks.add()
        return [Finding(at: context.spec.range, "counted")]
    }
}

private struct PlatformNamingRule: Rule {
    static let metadata = testMetadata("platform-naming")
    static let checks = CheckCount()
    func check(_ context: RuleContext) -> [Finding] {
        Self.checks.add()
        return [Finding(at: context.spec.range, "on \(context.platform)")]
    }
}

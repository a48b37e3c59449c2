import Testing
import TabBarSpec
import TabBarYAML
@testable import TabBarLint

/// Lints YAML with all rules and returns the findings of one rule.
fileprivate func findings(_ ruleID: String, _ yaml: String) -> [Diagnostic] {
    Linter().lint(source: Array(yaml.utf8), path: "t.tabbar.yml").diagnostics.filter { $0.ruleID == ruleID }
}

/// Runs one rule on the first spec in `yaml` for `platform`, with options.
fileprivate func check(_ rule: some Rule, _ yaml: String, platform: Platform = .iOS, options: [String: OptionValue]) -> [Finding] {
    let decoded = SpecDecoder.decode(YAMLParser.parse(Array(yaml.utf8)))
    guard let spec = decoded.specs.first else { return [] }
    return rule.check(RuleContext(spec: spec, platform: platform, optionOverrides: options))
}

fileprivate func bar(_ platforms: String, head: String = "", tabs: [String]) -> String {
    "version: 1\nplatforms: [\(platforms)]\n" + head + "tabs:\n" + tabs.map { "  - \($0)\n" }.joined()
}

/// One tab titled `title` (YAML as written) between two plain ones.
fileprivate func titled(_ title: String, platforms: String = "iOS", head: String = "") -> String {
    bar(platforms, head: head, tabs: ["{ id: a, title: \(title), icon: house }", "{ id: b, title: Bees, icon: ant }"])
}

@Suite struct TitleMissingTests {
    @Test func aTabWithoutTitleIsAnErrorAtTheTab() throws {
        let yaml = bar("iOS, iPadOS, tvOS", tabs: ["{ id: feed, title: Feed, icon: house }", "{ id: reels, icon: play.rectangle }"])
        let finding = try #require(findings("title-missing", yaml).first)
        #expect(finding.severity == .error)
        #expect(finding.range.start.line == 5 && finding.range.start.column == 5)
        #expect(finding.platforms == [.iOS, .iPadOS], "tvOS has its own rule for icon-only tabs")
        #expect(finding.message == "`reels` has no title; add a short one that names what the tab holds, since an icon alone is hard to recognize and VoiceOver has nothing to read")
    }

    @Test func blankTitlesPointAtTheScalarAndNameTheLocale() {
        let yaml = bar("iOS", tabs: ["{ id: a, title: \"\", icon: house }", "{ id: b, title: { en: Bees, de: \" \" }, icon: ant }"])
        let found = findings("title-missing", yaml)
        #expect(found.map(\.message) == [
            "the title of `a` is empty, so the tab shows only its icon; write the title people should read",
            "the de title of \"Bees\" (b) is empty, so the tab shows only its icon; write the title people should read",
        ])
        #expect(found.map(\.range.start.column) == [21, 37])
    }

    @Test func missingLocalesAreNamedAtTheTitleMap() throws {
        let yaml = bar("iOS", head: "locales: [en, de, fr, pt-BR, zh-Hans]\n", tabs: [
            "{ id: a, title: { en: Library, de: Mediathek, pt: Biblioteca }, icon: house }",
            "{ id: b, title: Bees, icon: ant }",
        ])
        let found = findings("title-missing", yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1, "a single-string title serves every locale")
        #expect(finding.range.start.line == 5 && finding.range.start.column == 21)
        #expect(finding.message == "\"Library\" (a) has no title for fr and zh-Hans, which the spec ships in (`locales`); add them, or people using those languages see the tab in another language")
    }

    @Test func aSearchTabInASystemBarGetsTheSystemTitleButNotInACustomBar() {
        let tabs = ["{ id: home, title: Home, icon: house }", "{ id: search, icon: magnifyingglass, role: search }"]
        #expect(findings("title-missing", bar("iOS", tabs: tabs)).isEmpty)
        #expect(findings("title-missing", bar("iOS", head: "tab-bar: { implementation: custom }\n", tabs: tabs)).count == 1)
    }
}

@Suite struct TitleTooBroadTests {
    @Test(arguments: ["Home", "home", "  MAIN ", "Misc", "Other"])
    func vagueTitlesAreWarningsAtTheTitle(title: String) throws {
        let finding = try #require(findings("title-too-broad", titled("\"\(title)\"")).first)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 4 && finding.range.start.column == 21)
        #expect(finding.message.hasSuffix("is a catch-all title that does not say what the tab holds; name the content the tab shows: Listen Now, Feed, Today"))
    }

    @Test func moreHasItsOwnMessage() throws {
        let finding = try #require(findings("title-too-broad", titled("{ en: More, fr: Plus }")).first)
        #expect(finding.message == "\"More\" (a) has the title of the system's More tab, which iPhone adds to hold the tabs that do not fit; people will expect that overflow list here, so name the content the tab shows: Account, Settings, Library")
        #expect(finding.range.start.column == 27)
    }

    @Test func onlyWholePrimaryTitlesMatch() {
        #expect(findings("title-too-broad", titled("Home Screen")).isEmpty)
        #expect(findings("title-too-broad", titled("{ en: Start, de: Home }")).isEmpty)
    }

    @Test func theWordListIsAnOption() {
        let rule = TitleTooBroadRule()
        #expect(check(rule, titled("Home"), options: ["words": .list([.string("Explore")])]).isEmpty)
        #expect(check(rule, titled("explore"), options: ["words": .list([.string("Explore")])]).count == 1)
    }
}

@Suite struct TitleLengthTests {
    @Test func aThreeWordTitleIsAWarning() throws {
        let finding = try #require(findings("title-length", titled("Recently Played Songs")).first)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.column == 21)
        #expect(finding.message == "the title of \"Recently Played Songs\" (a) has 3 words; a tab label reads best as a single word and should have no more than 2 words, so shorten it to what the tab holds")
    }

    @Test func everyLocaleIsCheckedAndATranslationIsNamed() {
        let found = findings("title-length", titled("{ en: Transfers, fr: Virements et paiements, de: Überweisungen }"))
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the fr title \"Virements et paiements\" of \"Transfers\" (a) has 3 words;") == true)
        #expect(found.first?.range.start.column == 42)
    }

    @Test func theOnlyEntryOfAMapIsNotNamed() {
        #expect(findings("title-length", titled("{ fr: Virements et paiements }")).first?.message.hasPrefix("the title of \"Virements et paiements\" (a) has 3 words") == true)
    }

    @Test(arguments: ["For You", "Photos & Videos", "最近播放的歌曲", "ライブラリ と 写真", "Apple TV+"])
    func shortOrSpacelessTitlesPass(title: String) {
        #expect(findings("title-length", titled("\"\(title)\"")).isEmpty)
    }

    @Test func theLimitIsAnOption() {
        let rule = TitleLengthRule()
        #expect(check(rule, titled("Listen Now"), options: ["max-words": .int(1)]).count == 1)
        #expect(check(rule, titled("Recently Played Songs"), options: ["max-words": .int(3)]).isEmpty)
    }

    @Test func wordsAreCountedAtWhitespace() {
        #expect(TitleWords.wordCount("  Watch   Now ") == 2)
        #expect(TitleWords.wordCount("Photos & Videos") == 2)
        #expect(TitleWords.wordCount("สินค้าใหม่") == 1)
        #expect(TitleWords.wordCount("Sign-in Options Menu") == 3)
    }
}

@Suite struct TitleCapitalizationTests {
    @Test(arguments: [
        ("world clock", "World Clock"),
        ("SETTINGS", "Settings"),
        ("MY MUSIC", "My Music"),
        ("NFL SCORES", "NFL Scores"),
        ("FOR YOU", "For You"),
        ("Made For You", "Made for You"),
        ("top of the charts", "Top of the Charts"),
        ("what's new", "What's New"),
        ("iphone tips", "iPhone Tips"),
        ("sign-in", "Sign-in"),
        ("(beta) features", "(Beta) Features"),
    ])
    func titlesAreCorrected(written: String, expected: String) {
        #expect(TitleCase(exceptions: TitleCapitalizationRule.exceptions.defaultValue).corrected(written) == expected)
    }

    @Test(arguments: ["Listen Now", "For You", "Apple TV+", "TV", "NFL Live", "iCloud Photos", "macOS Tips", "2FA Codes", "Up Next",
                      "Photos & Videos", "McDonald's", "WiFi", "Top of the Charts", "Ab", "Mediathek", "ライブラリ"])
    func titleStyleTitlesPass(title: String) {
        #expect(TitleCase(exceptions: []).corrected(title) == title)
        #expect(findings("title-capitalization", titled("\"\(title)\"")).isEmpty)
    }

    @Test func theFindingCarriesAFixAndTheCorrectionInItsMessage() throws {
        let finding = try #require(findings("title-capitalization", titled("world clock")).first)
        #expect(finding.severity == .info)
        #expect(finding.range.start.column == 21)
        #expect(finding.message == "the title of \"world clock\" (a) is not in title-style capitalization; write \"World Clock\", with each major word capitalized and short words such as \"of\" and \"for\" lower-case inside the title")
        #expect(finding.fix?.edit == TextEdit(range: finding.range, replacement: "World Clock"))
        #expect(finding.fix?.applicability == .safe)
    }

    @Test func aQuotedTitleIsReplacedWhole() throws {
        let finding = try #require(findings("title-capitalization", titled("\"news: today\"")).first)
        #expect(finding.fix?.edit?.replacement == "\"News: Today\"")
        #expect(finding.range.end.column - finding.range.start.column == 13, "the range covers the quotes")
    }

    @Test func onlyEnglishEntriesAreJudged() {
        // en-GB is the entry people read first, so the message does not name it.
        let found = findings("title-capitalization", titled("{ de: für dich, en-GB: made for you, fr: pour vous }"))
        #expect(found.map(\.message) == [
            "the title of \"made for you\" (a) is not in title-style capitalization; write \"Made for You\", with each major word capitalized and short words such as \"of\" and \"for\" lower-case inside the title",
        ])
    }

    @Test func exceptionsAreAnOption() {
        let rule = TitleCapitalizationRule()
        #expect(check(rule, titled("npm Packages"), options: [:]).first?.fix?.change == .setText("Npm Packages"))
        #expect(check(rule, titled("npm Packages"), options: ["exceptions": .list([.string("npm")])]).isEmpty)
        #expect(check(rule, titled("NPM PACKAGES"), options: ["exceptions": .list([.string("npm")])]).first?.fix?.change == .setText("npm Packages"))
    }
}

@Suite struct UnreadableFieldTests {
    @Test func aMisspelledOrMistypedTitleOrIconIsOneSchemaProblemNotAlsoAMissingOne() {
        let broken = [
            "{ id: home, titel: Home, icon: house }", "{ id: home, title: [Home], icon: house }",
            "{ id: library, title: Library, icno: books.vertical }", "{ id: library, title: Library, icon: [books.vertical] }",
        ]
        for tab in broken {
            let yaml = bar("iOS, visionOS, tvOS", tabs: [tab, "{ id: feed, title: Feed, icon: newspaper }", "{ id: me, title: Profile, icon: person }"])
            let all = Linter().lint(source: Array(yaml.utf8), path: "t.tabbar.yml").diagnostics
            #expect(all.map(\.ruleID) == ["spec-schema"], "\(tab): \(all.map(\.message))")
        }
    }

    @Test func aTabWithNoTitleKeyAtAllIsStillMissingItsTitle() {
        let yaml = bar("iOS", tabs: ["{ id: home, icon: house }", "{ id: feed, title: Feed, icon: newspaper }", "{ id: me, title: Profile, icon: person }"])
        #expect(findings("title-missing", yaml).count == 1)
    }
}

@Suite struct PhrasesTests {
    @Test func listsJoinWithCommasAndTheLastTwoWithAndOrOr() {
        #expect(Phrases.list([]) == "")
        #expect(Phrases.list(["Goals"]) == "Goals")
        #expect(Phrases.list(["Goals", "Metrics"]) == "Goals and Metrics")
        #expect(Phrases.list(["Goals", "Metrics", "Events"]) == "Goals, Metrics and Events")
        #expect(Phrases.alternatives(["`a`"]) == "`a`")
        #expect(Phrases.alternatives(["`a`", "`b`", "`c`", "`d`"]) == "`a`, `b`, `c` or `d`")
    }
}

@Suite struct TitleCaseTests {
    /// Quotes and brackets around a word stay as written; the word inside is capitalized.
    @Test func punctuationAroundAWordIsKept() {
        #expect(TitleCase(exceptions: []).corrected("(top) “charts”") == "(Top) “Charts”")
        #expect(TitleCase(exceptions: []).corrected("\"new\"") == "\"New\"")
    }
}

@Suite struct TitleGrammarTokenTests {
    /// Apostrophes and hyphens join a word's parts; at its ends they are dropped.
    @Test func joinersAtTheEndsOfAWordAreDropped() {
        #expect(TitleGrammar.words("--Re-Watch-- 'Saved'").map(\.text) == ["Re-Watch", "Saved"])
        #expect(TitleGrammar.words("- ' ‐").isEmpty)
    }
}

import Testing
import TabBarSpec
@testable import TabBarLint

/// Lints YAML with all rules and returns the findings of one rule.
fileprivate func findings(_ ruleID: String, _ yaml: String) -> [Diagnostic] {
    Linter().lint(source: Array(yaml.utf8), path: "t.tabbar.yml").diagnostics.filter { $0.ruleID == ruleID }
}

/// A spec with one tab per line, each written as a flow mapping.
fileprivate func bar(_ platforms: String, head: String = "", tabs: [String]) -> String {
    "version: 1\nplatforms: [\(platforms)]\n" + head + "tabs:\n" + tabs.map { "  - \($0)\n" }.joined()
}

@Suite struct DuplicateTitleTests {
    @Test func theLaterTitleIsFlaggedIgnoringCaseAndSpaces() throws {
        let yaml = bar("iOS, iPadOS", tabs: [
            "{ id: library, title: Library, icon: photo }",
            "{ id: albums, title: Albums, icon: rectangle.stack }",
            "{ id: shared, title: \"  library \", icon: person.2 }",
        ])
        let found = findings("duplicate-title", yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1, "one finding for both platforms")
        #expect(finding.severity == .error)
        #expect(finding.range.start.line == 6 && finding.range.start.column == 26)
        #expect(finding.tabID == "shared")
        #expect(finding.message == "\"  library \" (shared) and \"Library\" (library) are both titled \"library\"; people cannot tell the two tabs apart, so give each a title that names its own content")
        #expect(finding.related.map(\.range.start.line) == [4])
        #expect(finding.related.first?.message == "\"Library\" first used here")
    }

    @Test func aClashInOneLocaleNamesIt() throws {
        let yaml = bar("iOS", head: "locales: [en, es]\n", tabs: [
            "{ id: home, title: { en: Home, es: Inicio }, icon: house }",
            "{ id: start, title: { en: Start, es: inicio }, icon: flag }",
        ])
        let finding = try #require(findings("duplicate-title", yaml).first)
        #expect(finding.range.start.line == 6 && finding.range.start.column == 42)
        #expect(finding.message == "\"Start\" (start) and \"Home\" (home) are both \"inicio\" in es; people using that language cannot tell the two tabs apart, so give each its own title in that language")
        #expect(finding.related.first?.range.start.column == 40)
    }

    @Test func aSingleStringClashesWithATranslationOnlyInThatLocale() throws {
        let yaml = bar("iOS", head: "locales: [en, de, fr]\n", tabs: [
            "{ id: library, title: { en: Library, de: Mediathek }, icon: books.vertical }",
            "{ id: media, title: Mediathek, icon: play.rectangle }",
        ])
        let finding = try #require(findings("duplicate-title", yaml).first)
        #expect(finding.range.start.line == 6)
        #expect(finding.message.hasPrefix("\"Mediathek\" (media) and \"Library\" (library) are both \"Mediathek\" in de;"))
    }

    @Test func singleStringsClashOnceWhateverTheLocales() {
        let yaml = bar("iOS", head: "locales: [en, de, fr]\n", tabs: ["{ id: a, title: Library, icon: house }", "{ id: b, title: Library, icon: star }"])
        let found = findings("duplicate-title", yaml)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("\"Library\" (b) and \"Library\" (a) are both titled \"Library\"; people cannot") == true)
    }

    @Test func aTranslationForARegionClashesWithItsLanguage() {
        let yaml = bar("iOS", tabs: ["{ id: a, title: { en: Home, fr: Accueil }, icon: house }", "{ id: b, title: { en-GB: home }, icon: star }"])
        #expect(findings("duplicate-title", yaml).first?.message.contains("are both \"home\" in en-GB;") == true)
    }

    @Test func translationsOfDifferentLanguagesDoNotClash() {
        let yaml = bar("iOS", tabs: [
            "{ id: inbox, title: { en: Inbox, de: Posteingang }, icon: tray }",
            "{ id: archive, title: { en: Archive, de: Inbox }, icon: archivebox }",
        ])
        #expect(findings("duplicate-title", yaml).isEmpty)
    }

    @Test func threeTabsWithOneTitleGiveTwoFindingsBothRelatedToTheFirst() {
        let yaml = bar("iOS", tabs: [
            "{ id: a, title: Feed, icon: house }",
            "{ id: b, title: Feed, icon: star }",
            "{ id: c, title: FEED, icon: heart }",
        ])
        let found = findings("duplicate-title", yaml)
        #expect(found.map(\.range.start.line) == [5, 6])
        #expect(found.map { $0.related.map(\.range.start.line) } == [[4], [4]])
    }

    @Test func aDuplicateIdIsStillADuplicateTitleAndEmptyTitlesAreLeftAlone() {
        let yaml = bar("iOS", tabs: [
            "{ id: a, title: Feed, icon: house }",
            "{ id: a, title: Feed, icon: star }",
            "{ id: c, title: \"\", icon: heart }",
            "{ id: d, title: \" \", icon: gear }",
        ])
        #expect(findings("duplicate-title", yaml).map(\.range.start.line) == [5])
        #expect(findings("duplicate-id", yaml).count == 1)
    }
}

@Suite struct DuplicateIconTests {
    @Test func theSameSymbolIsFlaggedAtTheLaterSymbol() throws {
        let yaml = bar("iOS", tabs: [
            "{ id: up-next, title: Up Next, icon: play.circle }",
            "{ id: episodes, title: Episodes, icon: play.circle }",
        ])
        let finding = try #require(findings("duplicate-icon", yaml).first)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 5 && finding.range.start.column == 44)
        #expect(finding.message == "\"Episodes\" (episodes) uses `play.circle`, already the symbol of \"Up Next\" (up-next); give each tab an icon of its own so people can tell them apart at a glance")
        #expect(finding.related.first?.range.start.line == 4)
    }

    @Test(arguments: [("house", "house.fill"), ("heart.circle.fill", "heart.circle"), ("tray.fill", "tray.fill")])
    func fillVariantsAreTheSameGlyph(first: String, second: String) throws {
        let yaml = bar("iOS", tabs: ["{ id: a, title: A, icon: \(first) }", "{ id: b, title: B, icon: { symbol: \(second) } }"])
        let finding = try #require(findings("duplicate-icon", yaml).first)
        if first != second {
            #expect(finding.message.contains("uses `\(second)`, the same glyph as `\(first)` of \"A\" (a) (only the fill differs)"))
        }
    }

    @Test(arguments: ["house.circle", "person.fill.checkmark", "houses", "fill"])
    func otherSymbolsDiffer(symbol: String) {
        #expect(findings("duplicate-icon", bar("iOS", tabs: ["{ id: a, title: A, icon: house }", "{ id: b, title: B, icon: \(symbol) }"])).isEmpty)
    }

    @Test func imagesAreComparedByPath() throws {
        let yaml = bar("iOS", tabs: [
            "{ id: a, title: A, icon: { image: Icons/bag.pdf } }",
            "{ id: b, title: B, icon: { image: ./Icons/bag.pdf } }",
            "{ id: c, title: C, icon: { image: Icons/cart.pdf } }",
        ])
        let found = findings("duplicate-icon", yaml)
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("\"B\" (b) uses the image `./Icons/bag.pdf`, already the icon of \"A\" (a);") == true)
    }
}

@Suite struct BarStabilityTests {
    @Test func hidesOnPushPointsAtTheValueOnIPhoneAndIPadOnly() throws {
        let yaml = bar("iOS, iPadOS, tvOS", head: "tab-bar:\n  hides-on-push: true\n", tabs: ["{ id: a, title: A, icon: house }"])
        let finding = try #require(findings("tab-bar-hidden", yaml).first)
        #expect(finding.range.start.line == 4 && finding.range.start.column == 18)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.severity == .warning)
        #expect(findings("tab-bar-hidden", bar("iOS", head: "tab-bar: { hides-on-push: false }\n", tabs: ["{ id: a, title: A, icon: house }"])).isEmpty)
        #expect(findings("tab-bar-hidden", bar("tvOS", head: "tab-bar: { hides-on-push: true }\n", tabs: ["{ id: a, title: A, icon: house }"])).isEmpty)
    }

    @Test func aDisabledTabIsAnErrorAtItsEnabledValue() throws {
        let yaml = bar("iOS", tabs: ["{ id: invest, title: Invest, icon: chart.bar, enabled: false }", "{ id: cards, title: Cards, icon: creditcard, enabled: true }"])
        let found = findings("disabled-tab", yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .error)
        #expect(finding.range.start.line == 4 && finding.range.start.column == 60)
        #expect(finding.tabID == "invest")
        #expect(finding.message == "\"Invest\" (invest) is disabled (`enabled: false`), which leaves people tapping a tab that does nothing; keep it enabled and, when its content is unavailable, explain inside the tab why and what to do")
    }

    @Test func aConditionalTabQuotesItsCondition() throws {
        let yaml = bar("iOS, macOS", tabs: ["{ id: orders, title: Orders, icon: shippingbox, visible-when: signed in }"])
        let finding = try #require(findings("conditional-tab", yaml).first)
        #expect(finding.severity == .warning)
        #expect(finding.platforms == [.iOS, .macOS])
        #expect(finding.range.start.column == 67)
        #expect(finding.message.hasPrefix("\"Orders\" (orders) exists only when \"signed in\", so the bar changes under people"))
        #expect(findings("conditional-tab", bar("watchOS", tabs: ["{ id: a, title: A, icon: house, visible-when: x }"])).isEmpty)
    }
}

import Testing
import TabBarSpec

/// A key's text is read from its own entry in each language's `.strings`
/// file (old-style, XML or UTF-16), and the file is parsed whole only when
/// the entry cannot be found alone: the texts must be those the app shows
/// (entries in comments are not entries; of two, the last wins).
@Suite struct StringTableTests {
    static let root = """
        import SwiftUI
        struct Root: View {
            var body: some View {
                TabView {
                    HomeView().tabItem { Label(String(localized: "tab.home"), systemImage: "house") }
                    SearchView().tabItem { Label(String(localized: "tab.search"), systemImage: "magnifyingglass") }
                }
            }
        }
        """

    /// The texts of each tab by locale, in the order the bar lists locales.
    private func texts(_ files: [String: String]) throws -> [[String: String]] {
        let spec = try #require(FixtureApp(files.merging(["App/Root.swift": Self.root]) { $1 }).bars().first?.spec)
        return try spec.tabs.map { tab in
            let title = try #require(tab.title)
            return Dictionary(uniqueKeysWithValues: title.entries.map { ($0.locale?.value ?? "", $0.text.value) })
        }
    }

    @Test func oldStyleEntriesSkipCommentsAndTakeTheLastOfTwo() throws {
        let texts = try texts([
            "App/en.lproj/Localizable.strings": """
                "tab.home" = "Start";
                "tab.search" = "Search \\"all\\"";
                "tab.home" = "Home";
                /* Retired.
                "tab.home" = "Commented out";
                */
                // "tab.search" = "Commented out too";
                """
        ])
        #expect(texts == [["": "Home"], ["": "Search \"all\""]])
    }

    @Test func xmlAndUTF16FilesGiveTheirLanguagesTexts() throws {
        let texts = try texts([
            "App/en.lproj/Localizable.strings": "\"tab.home\" = \"Home\";\n\"tab.search\" = \"Search\";\n",
            "App/de.lproj/Localizable.strings": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                  <dict>
                    <key>tab.home</key>
                    <string>Start &amp; Feed</string>
                    <!--
                    <key>tab.home</key><string>Auskommentiert</string>
                    -->
                    <key>tab.search</key>
                    <string>Suche</string>
                  </dict>
                </plist>
                """,
            "App/fr.lproj/Localizable.strings": "utf16:/* Accueil */\n\"tab.home\" = \"Acc\\U00e8s\";\n\"tab.search\" = \"Recherche\";\n",
        ])
        #expect(texts == [
            ["en": "Home", "de": "Start & Feed", "fr": "Accès"],
            ["en": "Search", "de": "Suche", "fr": "Recherche"],
        ])
    }

    /// Two entries on one line are not cut out alone: the file is parsed
    /// whole, and a key that file lacks falls back to the development
    /// language.
    @Test func anEntryNotFoundAloneIsReadFromTheWholeFile() throws {
        let texts = try texts([
            "App/en.lproj/Localizable.strings": "\"tab.home\" = \"Home\"; \"tab.search\" = \"Search\";\n",
            "App/es.lproj/Localizable.strings": "\"tab.home\" = \"Inicio\";\n",
        ])
        #expect(texts == [["en": "Home", "es": "Inicio"], ["en": "Search", "es": "Search"]])
    }

    /// A file's entries are parsed together; when one of them does not
    /// parse (an unknown XML entity), each is read alone, and the file that
    /// then has to be parsed whole (and cannot be) still gives the texts
    /// found alone. The broken entry's language shows the development
    /// language's text.
    @Test func anEntryThatDoesNotParseLeavesTheOtherEntriesOfItsFile() throws {
        let texts = try texts([
            "App/en.lproj/Localizable.strings": "\"tab.home\" = \"Home\";\n\"tab.search\" = \"Search\";\n",
            "App/de.lproj/Localizable.strings": """
                <plist version="1.0"><dict>
                <key>tab.home</key><string>Start</string>
                <key>tab.search</key><string>Suche &bogus;</string>
                </dict></plist>
                """,
            "App/it.lproj/Localizable.strings": "\"tab.home\" = \"Home page\";\n\"tab.search\" = \"Cerca\";\n",
        ])
        #expect(texts == [["en": "Home", "de": "Start", "it": "Home page"], ["en": "Search", "de": "Search", "it": "Cerca"]])
    }

    /// An old-style entry that does not parse (a lone surrogate) costs its
    /// own language only: the other languages keep their texts, the broken
    /// file keeps the entry found alone, and its broken entry is read from
    /// the whole file by Foundation's untyped reader, which takes the lone
    /// surrogate for U+FFFD.
    @Test func oneLanguagesBrokenEntryLeavesTheOtherLanguagesTexts() throws {
        let texts = try texts([
            "App/en.lproj/Localizable.strings": "\"tab.home\" = \"Home\";\n\"tab.search\" = \"Search\";\n",
            "App/de.lproj/Localizable.strings": "\"tab.home\" = \"Start\";\n\"tab.search\" = \"Suche \\UD800\";\n",
            "App/it.lproj/Localizable.strings": "\"tab.home\" = \"Home page\";\n\"tab.search\" = \"Cerca\";\n",
            "App/fr.lproj/Localizable.strings": "\"tab.search\" = \"Recherche\";\n\"tab.home\" = \"Accueil\";\n",
        ])
        #expect(texts == [
            ["en": "Home", "de": "Start", "it": "Home page", "fr": "Accueil"],
            ["en": "Search", "de": "Suche \u{FFFD}", "it": "Cerca", "fr": "Recherche"],
        ])
    }

    /// A String Catalog's empty value that is not yet translated (`new`,
    /// `needs_review`) is a placeholder: the language falls back to the
    /// source text. An empty value marked translated is an empty title.
    @Test func untranslatedEmptyCatalogValuesFallBackToTheSourceLanguage() throws {
        let texts = try texts([
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "tab.home" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Start" } },
                        "fi" : { "stringUnit" : { "state" : "needs_review", "value" : "" } },
                        "nl" : { "stringUnit" : { "state" : "new", "value" : "" } }
                      }
                    },
                    "tab.search" : {
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                        "fi" : { "stringUnit" : { "state" : "translated", "value" : "Haku" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        // Dutch has no text anywhere: not a language the bar ships in.
        #expect(texts[0] == ["en": "tab.home", "de": "Start", "fi": "tab.home"])
        #expect(texts[1]["de"] == "")
        #expect(texts[1]["fi"] == "Haku")
    }

    /// A generated accessor (`R.string.localizable.tabBibliothèque()`)
    /// names its key without case or punctuation: letters of any script,
    /// their marks and digits are what the two have in common, so keys
    /// that differ only by a letter outside ASCII are told apart.
    @Test func generatedAccessorsMatchKeysOfAnyScriptByTheirLettersAndDigits() throws {
        let root = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    TabView {
                        A().tabItem { Label(R.string.localizable.tabBibliothèque(), systemImage: "books.vertical") }
                        B().tabItem { Label(R.string.localizable.tab2faCodes(), systemImage: "key") }
                        C().tabItem { Label(R.string.localizable.tabनक्शा(), systemImage: "map") }
                    }
                }
            }
            """
        let app = FixtureApp([
            "App/Root.swift": root,
            "App/en.lproj/Localizable.strings": """
                "tab.bibliothèque" = "Library";
                "tab.2fa_codes" = "Codes";
                "tab.नक्शा" = "Map";
                "tab.other" = "Other";
                "tab" = "Tabs";
                "tab.bibliothque" = "Misspelt";
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        #expect(spec.titles == ["Library", "Codes", "Map"])
        #expect(spec.unresolved.isEmpty)
    }
}

import Testing
import TabBarSpec
@testable import TabBarLint

/// Lints YAML with all rules and returns the findings of one rule.
fileprivate func findings(_ yaml: String) -> [Diagnostic] {
    lintFindings("title-part-of-speech", yaml)
}

/// A real tab title, the app that ships (or shipped) it, and whether the rule
/// flags it.
struct ShippedTitle: CustomTestStringConvertible, Sendable {
    let title: String
    let app: String
    let flagged: Bool
    var testDescription: String { "\"\(title)\" (\(app)) \(flagged ? "flagged" : "passes")" }
}

fileprivate func passes(_ title: String, _ app: String) -> ShippedTitle { ShippedTitle(title: title, app: app, flagged: false) }
fileprivate func flagged(_ title: String, _ app: String) -> ShippedTitle { ShippedTitle(title: title, app: app, flagged: true) }

/// Tab titles from shipping apps, with the verdict the rule gives each.
let shippedTitles: [ShippedTitle] = [
    // Nouns, singular and plural.
    passes("Today", "App Store"), passes("Games", "App Store"), passes("Arcade", "App Store"),
    passes("Radio", "Music"), passes("Library", "Music, Photos, Podcasts"), passes("Albums", "Photos"),
    passes("World Clock", "Clock"), passes("Alarms", "Clock"), passes("Stopwatch", "Clock"), passes("Timers", "Clock"),
    passes("Favorites", "Phone"), passes("Recents", "Phone"), passes("Contacts", "Phone"), passes("Keypad", "Phone"),
    passes("Voicemail", "Phone"), passes("Summary", "Health, Fitness"), passes("Sharing", "Health, Fitness"),
    passes("Fitness+", "Fitness"), passes("People", "Find My"), passes("Devices", "Find My"), passes("Items", "Find My"),
    passes("Book Store", "Books"), passes("News+", "News"), passes("Movies", "iTunes Store"),
    passes("TV Shows", "iTunes Store"), passes("Categories", "App Store (iPhone OS 2)"), passes("Top Charts", "App Store"),
    passes("Updates", "App Store, WhatsApp"), passes("Bookmarks", "YouTube (iPhone OS 2)"), passes("Home", "Instagram, X, Spotify"),
    passes("Reels", "Instagram"), passes("Profile", "Instagram, TikTok"), passes("Shorts", "YouTube"),
    passes("Subscriptions", "YouTube"), passes("Communities", "X, WhatsApp"), passes("Notifications", "X, LinkedIn"),
    passes("Messages", "X, Airbnb"), passes("Activity", "Threads, Cash App"), passes("Friends", "TikTok"),
    passes("Your Library", "Spotify"), passes("Premium", "Spotify"), passes("Quests", "Duolingo"),
    passes("Accounts", "Chase"), passes("Pay & Transfer", "Chase"), passes("Offers & More", "Chase"),
    passes("Payments", "Revolut"), passes("Money", "Cash App"), passes("Card", "Cash App"), passes("Wallet", "PayPal"),
    passes("Investing", "Robinhood"), passes("Radar", "The Weather Channel"), passes("Trips", "Airbnb"),
    passes("Jobs", "LinkedIn"), passes("My Network", "LinkedIn"), passes("Chats", "WhatsApp"), passes("Calls", "WhatsApp"),
    passes("Settings", "WhatsApp"), passes("Saved Homes", "Zillow"), passes("Grocery", "Uber Eats"),
    passes("Selling", "eBay"), passes("Coming Soon", "Netflix (2019)"), passes("Reading Now", "Books (2018)"),
    // Pronouns stand for nouns: the HIG's own "For You".
    passes("For You", "Photos, Music"), passes("You", "YouTube, Strava"), passes("Me", "Find My"),
    // Led by a verb.
    passes("Listen Now", "Music, Podcasts"), passes("Watch Now", "TV"), passes("Browse", "Music, Podcasts, Todoist"),
    passes("Search", "App Store, Spotify"), passes("Explore", "Airbnb, Google Maps"), passes("Discover", "Calm"),
    passes("Learn", "Duolingo"), passes("Shop", "Instagram, Duolingo"), passes("Create", "Spotify, Pinterest"),
    passes("Invest", "Revolut"), passes("Go", "Google Maps (2018)"), passes("Contribute", "Google Maps"),
    passes("Scan", "Starbucks"), passes("Record", "Strava"), passes("Live", "tvOS live-viewing apps"),
    // Verb forms name a section as a noun does: the HIG's own "Shared" (June 2023).
    passes("Shared", "Photos (iOS 8), HIG June 2023"), passes("Following", "News, Twitch"),
    passes("Featured", "App Store (iPhone OS 2), YouTube (iPhone OS 2)"), passes("Most Viewed", "YouTube (iPhone OS 2)"),
    passes("Top Rated", "YouTube (iPhone OS 2)"), passes("Purchased", "iTunes Store"), passes("Trending", "YouTube (2017)"),
    passes("Saved", "Pinterest, Google Maps"), passes("Recently Played", "music players"), passes("Downloaded", "Music (library)"),
    // Words WordNet does not know: not judged.
    passes("Apps", "App Store"), passes("Audiobooks", "Books"), passes("Inbox", "TikTok, Airbnb"),
    passes("Leaderboards", "Duolingo"), passes("Crypto", "Revolut"), passes("Wishlists", "Airbnb"),
    passes("My Netflix", "Netflix"), passes("10 Day", "The Weather Channel"), passes("Top 25", "App Store (iPhone OS 2)"),
    // Only adjectives, adverbs, participles or function words.
    flagged("New", "Music (iOS 18)"), flagged("New & Hot", "Netflix"),
    flagged("Upcoming", "Todoist"), flagged("Hourly", "The Weather Channel"),
    flagged("Daily", "The Weather Channel"), flagged("Nearby", "Yelp"), flagged("Popular", "Reddit (feed)"),
    flagged("Now", "news apps"), flagged("Latest", "news apps"), flagged("Most Popular", "YouTube (iPhone OS 2)"),
]

@Suite struct TitlePartOfSpeechTests {
    @Test func thereAreEnoughRealTitles() {
        #expect(shippedTitles.count >= 60)
        #expect(shippedTitles.filter(\.flagged).count >= 10)
    }

    @Test(arguments: shippedTitles)
    func shippedTitle(_ shipped: ShippedTitle) {
        let verdict = TitleGrammar.verdict(shipped.title)
        if case .flagged = verdict {
            #expect(shipped.flagged, "\(shipped.title) should pass")
        } else {
            #expect(!shipped.flagged, "\(shipped.title) should be flagged")
        }
    }

    @Test func theFindingPointsAtTheTitleAndNamesTheWord() throws {
        let yaml = spec("iOS", tabs: ["{ id: home, title: Home, icon: house }", "{ id: new, title: New, icon: sparkles }"])
        let finding = try #require(findings(yaml).first)
        #expect(findings(yaml).count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 5 && finding.range.start.column == 23)
        #expect(finding.message == "the title of \"New\" (new) does not end in a noun or start with a verb: \"New\" is an adjective; "
            + "name what is new with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does")
    }

    @Test func messagesNameEachWordsPartOfSpeech() {
        let titles = ["Up Next", "Nearby", "Now", "Trending", "Saved", "Top Rated", "Most Popular", "New & Hot", "All", "What's New", "For Sale"]
        let yaml = spec("iOS", tabs: titles.enumerated().map { "{ id: t\($0.offset), title: \"\($0.element)\", icon: circle }" })
        let messages = findings(yaml).map { String($0.message.split(separator: ":", maxSplits: 1)[1]) }
        #expect(messages == [
            " \"Up\" is a preposition and \"Next\" an adjective; name what is up next with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"Nearby\" is an adjective or an adverb; name what is nearby with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"Now\" is an adverb; name what the tab shows with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"Most\" is a determiner and \"Popular\" an adjective; name what is most popular with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"New\" and \"Hot\" are adjectives; name what is new & hot with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"All\" is a determiner; name what the tab shows with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"What's\" is a determiner and \"New\" an adjective; name what the tab shows with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
            " \"For Sale\" is an adjective; name what is for sale with a noun, as \"New Releases\" does, or lead with a verb, as \"Listen Now\" does",
        ])
    }

    @Test func inflectedWordsAreTracedToTheirLemma() {
        for title in ["Alarms", "Timers", "Children", "Settings", "Stories", "Downloads", "Women"] {
            #expect(!isFlagged(title), "\(title) is a plural noun")
        }
        for title in ["Trending", "Saved", "Shared", "Purchased", "Most Viewed", "Downloaded", "Following", "Record"] {
            #expect(!isFlagged(title), "\(title) is a form of a verb the lexicon knows")
        }
        for title in ["Latest", "Popular", "New", "Now"] {
            #expect(isFlagged(title), "\(title) is only a graded adjective, an adjective or mostly an adverb")
        }
    }

    @Test func multiwordLemmasAreReadWhole() {
        let words = TitleGrammar.words("Sign In")
        #expect(words.map(\.key) == ["sign_in"])
        #expect(!isFlagged("Sign In") && !isFlagged("Log Out") && !isFlagged("Check In"))
        #expect(TitleGrammar.words("For Sale").map(\.key) == ["for_sale"])
        #expect(isFlagged("For Sale"), "an adjective phrase, though \"sale\" alone is a noun")
    }

    @Test func pronounsAreNominalHeads() {
        for title in ["For You", "Made For You", "Near Me", "You", "Everything"] {
            #expect(!isFlagged(title), "\(title)")
        }
        for title in ["All", "More", "Other", "Up", "Most Popular"] {
            #expect(isFlagged(title), "\(title)")
        }
    }

    @Test func unknownWordsAreNotJudged() {
        for title in ["Spotify", "TikTok Shop", "Popular on TikTok", "New 2FA", "iCloud", "Neu", "新着", "•••", ""] {
            #expect(!isFlagged(title), "\(title)")
        }
    }

    @Test func punctuationCaseAndHyphensAreHandled() {
        #expect(isFlagged("NEW"))
        #expect(isFlagged("new!"))
        #expect(!isFlagged("Today's Picks"))
        #expect(!isFlagged("Check-In"))
        #expect(!isFlagged("Re-Watch"), "an unlisted hyphenated word is read through its last part")
        #expect(!isFlagged("Photos / Videos"))
        #expect(!isFlagged("Apple TV+"))
    }

    @Test func onlyEnglishTitlesAreJudged() {
        let localized = """
            version: 1
            platforms: [iOS]
            locales: [en, en-GB, de]
            tabs:
              - id: new
                title: { de: Neu, en: New, en-GB: Latest }
                icon: sparkles
              - { id: library, title: Library, icon: square.stack }
            """
        let found = findings(localized)
        #expect(found.map(\.range.start.line) == [6, 6])
        #expect(found.map(\.range.start.column) == [27, 39])
        #expect(found.last?.message.hasPrefix("the en-GB title \"Latest\" of \"New\" (new) does not end in a noun") == true)
        // A single-string title is English when the spec's locales include English or are not given.
        let german = "version: 1\nplatforms: [iOS]\nlocales: [de, fr]\ntabs:\n  - { id: new, title: New, icon: sparkles }\n"
        #expect(findings(german).isEmpty)
        let british = "version: 1\nplatforms: [iOS]\nlocales: [de, en_GB]\ntabs:\n  - { id: new, title: New, icon: sparkles }\n"
        #expect(findings(british).count == 1)
    }

    @Test func findingsMergeAcrossPlatforms() {
        let yaml = spec("iOS, iPadOS, tvOS, visionOS, macOS", tabs: ["{ id: popular, title: Popular, icon: flame }"])
        #expect(findings(yaml).map(\.platforms) == [[.iOS, .iPadOS, .tvOS, .visionOS, .macOS]])
        let watch = spec("watchOS", tabs: ["{ id: popular, title: Popular, icon: flame }"])
        #expect(findings(watch).isEmpty)
    }

    @Test func allowedTitlesAreNeverFlagged() {
        let yaml = spec("iOS", tabs: ["{ id: a, title: Following, icon: person.2 }", "{ id: b, title: Nearby, icon: location }"])
        let found = check(TitlePartOfSpeechRule(), yaml, on: .iOS, options: ["allowed-titles": .list([.string("following")])])
        #expect(found.map { $0.tab?.id?.value } == ["b"])
    }

    @Test func tabsWithoutTitlesAreSkipped() {
        #expect(findings(spec("iOS", tabs: ["{ id: a, icon: house }", "{ id: b, title: Library, icon: books.vertical }"])).isEmpty)
    }

    private func isFlagged(_ title: String) -> Bool {
        if case .flagged = TitleGrammar.verdict(title) { return true }
        return false
    }
}

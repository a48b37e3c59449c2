import Testing
import TabBarLint
import TabBarSpec
@testable import TabBarPreview

@Suite struct PreviewStructureTests {
    static let books = """
        version: 1
        app: Books
        platforms: [iOS]
        locales: [en, de]
        tabs:
          - { id: home, title: { en: Home, de: Start }, icon: house }
          - { id: library, title: { en: Library, de: Mediathek }, icon: books.vertical, badge: 3 }
          - { id: store, title: { en: Book Store, de: Buchladen }, icon: bag, enabled: false }
          - { id: audio, title: { en: Audiobooks, de: Hörbuchsammlung }, icon: headphones }
          - { id: search, title: { en: Search, de: Suche }, icon: magnifyingglass, role: search }
        """

    @Test func theRootIsAsWideAsTheDeviceAndNamesWhatItShows() throws {
        let root = try #require(draw(Self.books, device: "iphone-se").root)
        #expect(root.name == "svg")
        #expect(root["width"] == "375")
        #expect(root["data-platform"] == "iOS")
        #expect(root["data-device"] == "iphone-se")
        #expect(root["data-locale"] == "en")
        #expect(try #require(draw(Self.books, device: "iphone-pro-max").root)["width"] == "440")
    }

    @Test func everyTabIsAGroupWithItsTitleAndSearchIsARoundButtonAtTheEnd() throws {
        let root = try #require(draw(Self.books, device: "iphone-se").root)
        let tabs = root.with("data-tab-id")
        #expect(tabs.map { $0["data-tab-id"] ?? "" } == ["home", "library", "store", "audio", "search"])
        #expect(tabs.map { $0.title ?? "" } == ["Home", "Library", "Book Store", "Audiobooks", "Search"])
        let search = try #require(tabs.last)
        #expect(search["data-role"] == "search")
        #expect(search.all("circle").contains { $0["class"] == "search-button" })
        // The bar ends where the search button's slot begins: 4 of 5 slots of 333 pt.
        let bar = try #require(root.all("rect").first { $0["class"] == "bar" })
        #expect(bar["width"] == "266.4")
    }

    @Test func badgesDisabledTabsAndSymbolPlaceholders() throws {
        let root = try #require(draw(Self.books, device: "iphone-se").root)
        let library = try #require(root.with("data-tab-id", "library").first)
        let badge = try #require(library.with("class", "badge").first)
        #expect(badge["data-badge"] == "3")
        #expect(badge.all("rect").first?["fill"] == "#FF3B30")
        #expect(root.with("data-tab-id", "store").first?["data-disabled"] == "true")
        #expect(library.all("text").contains { $0["class"] == "symbol-name" && $0.text == "books.vertical" })
    }

    @Test func truncatedTitlesAreCutExactlyWhereTitleTruncationSaysSo() throws {
        for device in ["iphone-se", "iphone-pro", "iphone-pro-max"] {
            for locale in ["en", "de"] {
                let drawn = draw(Self.books, device: device, locale: locale)
                let root = try #require(drawn.root)
                // The rule's verdict on the same spec at the device's width.
                var configuration = Configuration.default
                configuration.rules["title-truncation"] = Configuration.RuleSetting(options: ["device-width": .number(try #require(Device.named(device)).width)])
                let bar = try #require(lintedBars(Self.books).first)
                let flagged = RuleEngine(rules: [TitleTruncationRule()]).run(on: bar.spec, configuration: configuration)
                let titles = ["home": ("Home", "Start"), "library": ("Library", "Mediathek"), "store": ("Book Store", "Buchladen"),
                              "audio": ("Audiobooks", "Hörbuchsammlung"), "search": ("Search", "Suche")]
                for group in root.with("data-tab-id") {
                    let id = try #require(group["data-tab-id"])
                    let full = try #require(titles[id].map { locale == "de" ? $0.1 : $0.0 })
                    let ruleTruncates = flagged.contains { $0.tabID == id && $0.message.contains(locale == "de" ? "the de title" : "the en title") }
                    let shown = try #require(group.title)
                    #expect(shown.hasSuffix("…") == ruleTruncates, "\(device) \(locale) \(id): \(shown)")
                    if ruleTruncates {
                        #expect(full.hasPrefix(String(shown.dropLast())))
                    } else {
                        #expect(shown == full)
                    }
                    let pinned = root.with("data-rule", "title-truncation").contains { $0["class"] == "legend-entry" }
                    #expect(pinned == flagged.contains { $0.message.contains("the \(locale) title") })
                }
            }
        }
        // The German "Hörbuchsammlung" truncates on the narrowest iPhone, and is pinned there.
        let narrow = try #require(draw(Self.books, device: "iphone-se", locale: "de").root)
        #expect(narrow.with("data-tab-id", "audio").first?.title == "Hörbuchsa…")
        #expect(narrow.all("rect").contains { $0["class"] == "finding-outline" && $0["data-pinned-tab"] == "audio" })
    }

    static let overflowing = """
        version: 1
        app: Tracks
        platforms: [iOS]
        tabs:
          - { id: now, title: Listen Now, icon: play.circle }
          - { id: browse, title: Browse, icon: square.grid.2x2 }
          - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
          - { id: library, title: Library, icon: square.stack }
          - { id: playlists, title: Playlists, icon: music.note.list }
          - { id: downloads, title: Downloaded Music and Podcasts, icon: arrow.down.circle, badge: 2 }
          - { id: settings, title: Settings, icon: gear }
        """

    @Test func aSystemBarOfSixOrMoreEndsInMoreWhichListsTheRest() throws {
        let root = try #require(draw(Self.overflowing, device: "iphone-se").root)
        let inBar = root.with("data-tab-id").filter { $0["data-in-more"] == nil }
        #expect(inBar.map { $0["data-tab-id"] ?? "" } == ["now", "browse", "radio", "library"])
        let more = try #require(root.with("data-more-tab").first)
        #expect(more.title == "More")
        let listed = root.with("data-in-more", "true")
        #expect(listed.map { $0["data-tab-id"] ?? "" } == ["playlists", "downloads", "settings"])
        // Titles in More are not squeezed.
        #expect(listed.map { $0.title ?? "" } == ["Playlists", "Downloaded Music and Podcasts", "Settings"])
        #expect(listed[1].with("class", "badge").first?["data-badge"] == "2")
        #expect(root.with("data-rule", "more-tab-overflow").isEmpty == false)
    }

    /// Tabs under a condition and under its negation never show together:
    /// the bar is drawn with the larger group only, as `title-truncation`
    /// judges it (five slots, not six and a More tab).
    @Test func variantsThatNeverShowTogetherAreDrawnAsTheLargerGroup() throws {
        let yaml = """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: now, title: Listen Now, icon: play.circle }
              - { id: browse, title: Browse, icon: square.grid.2x2 }
              - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
              - { id: library, title: Library, icon: square.stack }
              - { id: feed, title: Feed, icon: list.bullet, visible-when: signed in }
              - { id: login, title: Sign In, icon: person, visible-when: not (signed in) }
            """
        let root = try #require(draw(yaml, device: "iphone-se").root)
        #expect(root.with("data-tab-id").map { $0["data-tab-id"] ?? "" } == ["now", "browse", "radio", "library", "feed"])
        #expect(root.with("data-more-tab").isEmpty)
    }

    @Test func findingsArePinnedWithTheirRuleIDsAndALegend() throws {
        let spec = """
            version: 1
            app: Social
            platforms: [iOS]
            tabs:
              - { id: feed, title: Feed, icon: house }
              - { id: post, title: New Post, icon: square.and.pencil, action: opens the composer }
              - { id: profile, title: Profile, icon: person, badge: "New" }
            """
        let root = try #require(draw(spec, device: "iphone-se").root)
        let markers = root.with("class", "finding-marker")
        let legend = root.with("class", "legend-entry")
        #expect(markers.count == legend.count)
        #expect(Set(legend.compactMap { $0["data-rule"] }).isSuperset(of: ["action-tab", "badge-value"]))
        let action = try #require(legend.first { $0["data-rule"] == "action-tab" })
        #expect(action["data-severity"] == "error")
        #expect(action.allText.hasPrefix("1 action-tab: \"New Post\" (post) performs an action"))
        #expect(root.all("rect").contains { $0["class"] == "finding-outline" && $0["data-pinned-tab"] == "post" && $0["stroke"] == "#D70015" })
        // Markers are numbered in legend order.
        #expect(legend.map { $0["data-finding"] ?? "" } == (1...legend.count).map(String.init))
    }

    @Test func colorsGiveTheSelectedTabAndTheBackground() throws {
        let spec = """
            version: 1
            platforms: [iOS]
            tab-bar: { colors: { selected: "#AA2200", unselected: "#445566", background: "#101820" } }
            tabs:
              - { id: a, title: One, icon: house }
              - { id: b, title: Two, icon: star }
              - { id: c, title: Three, icon: gear }
            """
        let root = try #require(draw(spec, device: "iphone-se").root)
        #expect(root.all("rect").first { $0["class"] == "bar" }?["fill"] == "#101820")
        let titles = root.with("data-tab-id").compactMap { $0.all("text").first { $0["class"] == "tab-title" }?["fill"] }
        #expect(titles == ["#AA2200", "#445566", "#445566"])
    }

    @Test func iPadDrawsTheFloatingBarAndTheSidebarOfAnAdaptableBar() throws {
        let spec = """
            version: 1
            app: Music
            platforms: [iPadOS]
            tab-bar: { style: sidebar-adaptable }
            tabs:
              - { id: now, title: Listen Now, icon: play.circle }
              - { id: browse, title: Browse, icon: square.grid.2x2 }
              - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right, section: Stations }
              - { id: mixes, title: Mixes, icon: music.note.list, placement: sidebar-only, section: Stations }
            """
        let root = try #require(draw(spec, device: "ipad-mini").root)
        #expect(root["width"] == "744")
        #expect(root["data-platform"] == "iPadOS")
        #expect(root.with("data-tab-id").map { $0.title ?? "" } == ["Listen Now", "Browse", "Radio"])
        #expect(root.with("data-sidebar-tab-id").map { $0["data-sidebar-tab-id"] ?? "" } == ["now", "browse", "radio", "mixes"])
        #expect(root.all("text").filter { $0["class"] == "sidebar-section" }.map(\.text) == ["STATIONS"])
        #expect(root.with("class", "sidebar-button").count == 1)
    }

    @Test func tvOSDrawsTitlesAtTheTopAndTheLogo() throws {
        let spec = """
            version: 1
            app: Sports
            platforms: [tvOS]
            tab-bar: { logo: { width: 180, height: 60 } }
            tabs:
              - { id: live, title: Live, icon: play.tv }
              - { id: scores, title: Scores, icon: list.number }
              - { id: search, title: Search, icon: magnifyingglass, role: search }
            """
        let root = try #require(draw(spec, device: "apple-tv").root)
        #expect(root["width"] == "1920")
        #expect(root["data-platform"] == "tvOS")
        let tabs = root.with("data-tab-id")
        #expect(tabs.map { $0.title ?? "" } == ["Live", "Scores", "Search"])
        #expect(tabs.allSatisfy { $0.all("text").first { $0["class"] == "tab-title" }?["font-size"] == "29" })
        #expect(root.with("class", "logo").first?.allText == "logo 180×60")
    }

    @Test func visionOSDrawsTheOrnamentWithIconsBesideTitles() throws {
        let spec = """
            version: 1
            app: Gallery
            platforms: [visionOS]
            tabs:
              - { id: library, title: Library, icon: photo.on.rectangle }
              - { id: spatial, icon: cube, accessibility-label: Spatial }
            """
        let root = try #require(draw(spec, device: "vision-pro").root)
        #expect(root["width"] == "1280")
        #expect(root["data-platform"] == "visionOS")
        let tabs = root.with("data-tab-id")
        #expect(tabs.map { $0.title ?? "-" } == ["Library", ""])
        #expect(tabs[1].all("text").contains { $0["class"] == "symbol-name" && $0.text == "cube" })
        #expect(root.with("data-rule", "title-missing").isEmpty == false)
        #expect(root.all("rect").contains { $0["class"] == "window" })
    }

    @Test func macOSDrawsASegmentedControl() throws {
        let spec = """
            version: 1
            platforms: [macOS]
            tabs:
              - { id: general, title: General, icon: gear }
              - { id: accounts, title: Accounts, icon: person }
            """
        let root = try #require(draw(spec, device: "mac").root)
        #expect(root["data-platform"] == "macOS")
        #expect(root.with("data-tab-id").map { $0.title ?? "" } == ["General", "Accounts"])
        #expect(root.all("rect").contains { $0["class"] == "toolbar" })
    }

    @Test func defaultRequestsCoverEveryPlatformOnItsNarrowestDeviceAndEveryLocale() throws {
        let spec = """
            version: 1
            platforms: [iOS, iPadOS, watchOS]
            locales: [en, fr]
            tabs:
              - { id: a, title: { en: One, fr: Un }, icon: house }
            """
        let bar = try #require(lintedBars(spec).first)
        let planned = TabBarPreview.requests(for: bar)
        #expect(planned.requests.map { "\($0.device.name)/\($0.locale)" } == ["iphone-se/en", "iphone-se/fr", "ipad-mini/en", "ipad-mini/fr"])
        #expect(planned.skipped == ["watchOS has no tab bar to draw (its tabs are pages)"])
        let chosen = TabBarPreview.requests(for: bar, devices: [try #require(Device.named("iphone-pro-max"))], locales: ["fr"])
        #expect(chosen.requests.map { "\($0.platform)/\($0.device.name)/\($0.locale)" } == ["iOS/iphone-pro-max/fr"])
        #expect(TabBarPreview.fileName(planned.requests[1], barsInFile: 1) == "app-ios-iphone-se-fr.svg")
    }

    @Test func devicesByName() {
        #expect(Device.named("iPhone-SE")?.width == 375)
        #expect(Device.named("iphone-pro-max")?.width == 440)
        #expect(Device.narrowest(for: .iOS)?.name == "iphone-se")
        #expect(Device.narrowest(for: .tvOS)?.name == "apple-tv")
        #expect(Device.narrowest(for: .visionOS)?.name == "vision-pro")
        #expect(Device.narrowest(for: .watchOS) == nil)
        #expect(Device.named("iphone-xl") == nil)
    }
}

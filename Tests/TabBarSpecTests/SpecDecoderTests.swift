import Testing
import TabBarYAML
@testable import TabBarSpec

private func decode(_ text: String) -> SpecDecoder.Result {
    SpecDecoder.decode(YAMLParser.parse(Array(text.utf8)))
}

private let specExample = """
    version: 1
    app: Ice Cubes
    platforms: [iOS, iPadOS]
    min-os: { iOS: "17.0" }
    tab-bar:
      transition: none
      colors: { selected: "#0A84FF", background: "#FFFFFFCC" }
    tabs:
      - id: timeline
        title: Timeline
        icon: rectangle.stack
      - id: notifications
        title: { en: Notifications, de: Mitteilungen }
        icon: bell
        badge: 3
      - id: post
        title: New Post
        icon: square.and.pencil
        action: opens the post composer
      - id: explore
        title: Explore
        icon: magnifyingglass
        role: search
      - id: profile
        title: Profile
        icon:
          image: Assets.xcassets/Profile.imageset
          shape: circular
          size: { regular: [25, 25], compact: [18, 18] }
    """

@Suite struct SpecDecoderTests {
    @Test func decodesEveryFieldOfTheSpecExample() throws {
        let result = decode(specExample)
        #expect(result.problems.isEmpty, "\(result.problems)")
        let spec = try #require(result.specs.first)
        #expect(spec.version?.value == 1)
        #expect(spec.app?.value == "Ice Cubes")
        #expect(spec.platforms.map(\.value) == [.iOS, .iPadOS])
        #expect(spec.platforms[1].range.start.column == 18)
        #expect(spec.minOS[.iOS]?.value == "17.0")
        #expect(spec.tabBar.transition?.value == Transition.none)
        #expect(spec.tabBar.colors?.selected?.value == RGBAColor(red: 0x0A, green: 0x84, blue: 0xFF))
        #expect(spec.tabBar.colors?.background?.value.alpha == 0xCC)
        #expect(spec.tabsKey?.start.line == 8)
        #expect(spec.tabs.count == 5)

        let notifications = spec.tabs[1]
        #expect(notifications.title?.entries.map { $0.locale?.value } == ["en", "de"])
        #expect(notifications.title?.primaryText == "Notifications")
        #expect(notifications.badge?.value?.value == .integer(3))
        #expect(notifications.badge?.value?.range.start == SourcePosition(line: 15, column: 12, offset: 330))

        let post = spec.tabs[2]
        #expect(post.effectiveRole == .action)
        #expect(post.displayName == "\"New Post\" (post)")
        #expect(spec.tabs[3].role?.value == .search)

        let icon = try #require(spec.tabs[4].icon)
        #expect(icon.image?.value == "Assets.xcassets/Profile.imageset")
        #expect(icon.shape?.value == .circular)
        #expect(icon.size?.regular?.value == PointSize(width: 25, height: 25))
        #expect(icon.size?.compact?.value == PointSize(width: 18, height: 18))
    }

    @Test func unknownKeysSuggestTheClosestKnownKey() throws {
        let result = decode("version: 1\nplatforms: [iOS]\ntabs:\n  - id: home\n    titel: Home\n")
        let problem = try #require(result.problems.first)
        #expect(result.problems.count == 1)
        #expect(problem.message == "unknown key `titel` in tab `home`; did you mean `title`?")
        #expect(problem.range.start == SourcePosition(line: 5, column: 5, offset: 51))
        #expect(problem.replacement == "title")
    }

    @Test func keysInTheWrongMappingSayWhereTheyBelong() {
        let result = decode("version: 1\nplatforms: [iOS]\nbadge: 3\ntabs: [{ id: a }]\n")
        #expect(result.problems.map(\.message) == ["`badge` does not belong in the top level; it is a key of a tab, so move it there"])
    }

    @Test func unknownKeysWithoutANeighbourListTheKnownOnes() {
        let result = decode("version: 1\nplatforms: [iOS]\ntabs: [{ id: a, icon: { symbol: house, colour: red } }]\n")
        #expect(result.problems.first?.message.contains("expected one of `symbol`, `selected-symbol`, `image`, `shape` or `size`") == true)
    }

    @Test func enumValuesSuggestTheClosestSpelling() throws {
        let result = decode("version: 1\nplatforms: [iOS]\ntabs: [{ id: a, role: serach }]\n")
        let problem = try #require(result.problems.first)
        #expect(problem.message.hasPrefix("`role` of tab `a` is `serach`, which is not a known value; did you mean `search`?"))
        #expect(problem.range.start.column == 23)
        #expect(problem.replacement == "search")
    }

    @Test func platformsMatchInAnyCaseAndSuggestOfficialNames() {
        let result = decode("version: 1\nplatforms: [ios, IPADOS, tvos, iPhone, iOS]\ntabs: [{ id: a }]\n")
        #expect(result.specs.first?.platforms.map(\.value) == [.iOS, .iPadOS, .tvOS])
        #expect(result.problems.map(\.message) == [
            "`iPhone` is not a platform name; did you mean `iOS`? (expected one of `iOS`, `iPadOS`, `tvOS`, `visionOS`, `macOS` or `watchOS`)",
            "`iOS` is listed twice in `platforms` (first at line 2); remove one",
        ])
    }

    @Test func wrongTypesNameWhatWasFound() {
        let result = decode("version: \"1\"\nplatforms: iOS\ntabs: home\n")
        #expect(result.problems.map(\.message) == [
            "`version` must be a number, not the string \"1\"; remove the quotes",
            "`tabs` must be a list of tabs (`- id: home`), leading to trailing; got the string \"home\"",
        ])
        #expect(result.specs.first?.platforms.map(\.value) == [.iOS])
    }

    @Test func missingRequiredKeysAreReportedAtTheDocument() {
        let result = decode("app: Demo\n")
        #expect(result.problems.map(\.message) == [
            "the top level has no `version`; add it, for example `version: 1`",
            "the top level has no `platforms`; add it, for example `platforms: [iOS]`",
            "the top level has no `tabs`; add it, for example `tabs: [{ id: home, title: Home, icon: house }]`",
        ])
        #expect(result.problems.allSatisfy { $0.range.start.line == 1 && $0.range.start.column == 1 })
    }

    @Test func yamlOneOneBooleansAreExplained() {
        let result = decode("version: 1\nplatforms: [iOS]\ntab-bar: { scrolls: yes, customizable: \"false\" }\ntabs: [{ id: a }]\n")
        #expect(result.problems.map(\.message) == [
            "`tab-bar.scrolls` must be true or false, not the string \"yes\"; YAML 1.2 reads `yes` as text, so write `true`",
            "`tab-bar.customizable` must be true or false, not the string \"false\"; remove the quotes",
        ])
    }

    @Test func anUnquotedColorIsRecognisedAsAComment() throws {
        let result = decode("version: 1\nplatforms: [iOS]\ntab-bar:\n  colors:\n    selected: #FF3B30\ntabs: [{ id: a }]\n")
        let problem = try #require(result.problems.first)
        #expect(problem.message == "`colors.selected` is empty because an unquoted `#FF3B30` starts a YAML comment; put the color in quotes: \"#FF3B30\"")
        #expect(problem.range.start.column == 15)
        #expect(problem.range.end.column == 22)
        #expect(problem.replacement == "\"#FF3B30\"")
    }

    @Test func iconsTakeExactlyOneOfSymbolAndImage() {
        let both = decode("version: 1\nplatforms: [iOS]\ntabs: [{ id: a, icon: { symbol: house, image: a.png } }]\n")
        #expect(both.problems.map(\.message) == ["the `icon` of tab `a` has both `symbol` and `image`; keep one"])
        let neither = decode("version: 1\nplatforms: [iOS]\ntabs: [{ id: a, icon: { shape: wide } }]\n")
        #expect(neither.problems.map(\.message) == ["the `icon` of tab `a` needs `symbol` (an SF Symbol name) or `image` (a path to a custom image)"])
    }

    @Test func badgesKeepTheirWrittenForm() throws {
        let result = decode("version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, badge: 3 }\n  - { id: b, badge: \"3\" }\n  - { id: c, badge: { value: 2.5, color: \"#FF3B30\" } }\n")
        #expect(result.problems.isEmpty)
        let tabs = try #require(result.specs.first?.tabs)
        #expect(tabs.map { $0.badge?.value?.value } == [.integer(3), .text("3"), .decimal("2.5")])
        #expect(tabs[2].badge?.color?.value == RGBAColor(red: 0xFF, green: 0x3B, blue: 0x30))
    }

    @Test func anActionContradictingAnExplicitRoleIsReported() {
        let result = decode("version: 1\nplatforms: [iOS]\ntabs: [{ id: a, role: search, action: opens a sheet }]\n")
        #expect(result.problems.map(\.message) == ["tab `a` has an `action`, which makes it an action tab, but its `role` is `search`; remove one of the two"])
    }

    @Test func decodingContinuesPastEveryProblem() throws {
        let result = decode("""
            version: 1
            platforms: [iOS]
            tabs:
              - { id: a, titel: A, role: serach, enabled: 1 }
              - { id: b, title: B, badge: [1] }
              - c
            """)
        #expect(result.problems.map { $0.range.start.line } == [4, 4, 4, 5, 6])
        let spec = try #require(result.specs.first)
        #expect(spec.tabs.map { $0.id?.value } == ["a", "b"])
        #expect(spec.tabs[1].title?.primaryText == "B")
    }

    @Test func documentsThatAreNotMappingsAreReported() {
        #expect(decode("- a\n- b\n").problems.first?.message.hasSuffix("this document is a list") == true)
        #expect(decode("just text\n").problems.first?.message.hasSuffix("this document is the string \"just text\"") == true)
        #expect(decode("").problems.map(\.message) == ["the file holds no YAML content; a tab-bar spec needs at least `version`, `platforms` and `tabs`"])
        #expect(decode("# only a comment\n").problems.count == 1)
    }

    @Test func aNewerFormatVersionIsRefused() {
        #expect(decode("version: 2\nplatforms: [iOS]\ntabs: [{ id: a }]\n").problems.map(\.message) == [
            "`version` is 2, but this tabbar-lint reads format version 1; write `version: 1`",
        ])
    }

    @Test func localesAndVersionsAreValidated() {
        let result = decode("version: 1\nplatforms: [iOS]\nmin-os: { iOS: seventeen, tvos: 17.4 }\nlocales: [en, pt-BR, english_language]\ntabs: [{ id: a }]\n")
        #expect(result.problems.map(\.message) == [
            "`min-os.iOS` is \"seventeen\", which is not an OS version; write it like \"17.0\"",
            "\"english_language\" is not a locale code; write a language code such as `en`, `de`, `pt-BR` or `zh-Hans`",
        ])
        #expect(result.specs.first?.minOS[.tvOS]?.value == "17.4")
        #expect(result.specs.first?.locales.map(\.value) == ["en", "pt-BR"])
    }
}

@Suite struct SuggestionsTests {
    @Test(arguments: [
        ("titel", "title"), ("serach", "search"), ("Min_OS", "min-os"), ("platfroms", "platforms"),
        ("acessibility-label", "accessibility-label"), ("TITLE", "title"),
    ])
    func closeWordsFindTheirKey(word: String, expected: String) {
        let candidates = SpecKeys.topLevel + SpecKeys.tab + ["search", "navigation", "action"]
        #expect(Suggestions.closest(to: word, among: candidates) == expected)
    }

    @Test func distantWordsFindNothing() {
        #expect(Suggestions.closest(to: "colour", among: SpecKeys.tab) == nil)
        #expect(Suggestions.closest(to: "x", among: ["id"]) == nil)
    }

    /// The textbook optimal string alignment distance, without a limit: what
    /// `osaDistance` (its rows in one temporary allocation) must agree with
    /// wherever the distance is within its limit.
    private func referenceDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test(arguments: [
        ("house", "house"), ("house", "hosue"), ("house", "hose"), ("house", "houses"), ("house", "mouse"),
        ("magnifyingglass", "magnifingglas"), ("bookmark", "book.mark"), ("gear", "gearshape"), ("", "tray"),
        ("person.crop.circle", "person.circle.crop"), ("ab", "ba"), ("abc", "ca"), ("star.fill", "star"),
    ])
    func theDistanceIsTheTextbookOneWithinTheLimit(pair: (String, String)) {
        let a = Array(pair.0.utf8), b = Array(pair.1.utf8)
        let exact = referenceDistance(a, b)
        // Beyond the limit, only "more than the limit" is promised.
        for limit in 0...4 {
            for distance in [Suggestions.osaDistance(a, b, limit: limit), Suggestions.osaDistance(b, a, limit: limit)] {
                #expect(exact <= limit ? distance == exact : distance > limit, "limit \(limit)")
            }
        }
    }
}

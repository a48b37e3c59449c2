import Testing
import TabBarSpec
@testable import TabBarLint

@Suite struct LabelWidthTests {
    private let label = LabelWidth(fontSize: 10)

    @Test func latinLettersUseInterMediumAdvancesPlusTracking() {
        // "M" is 2528 units of 2816 in Inter Medium, plus 0.12 pt of tracking at 10 pt.
        #expect(abs(label.points("M") - (2528.0 / 2816.0 * 10 + 0.12)) < 0.001)
        #expect(label.points("MM") > label.points("ii") * 2)
        #expect(label.points("") == 0)
    }

    @Test func cjkIsAFullEmAndCombiningMarksAreFree() {
        #expect(abs(label.points("検索") - 2 * (10 + 0.12)) < 0.001)
        #expect(abs(label.points("라이브러리") - 5 * (10 + 0.12)) < 0.001)
        // "é" written as e + U+0301 is as wide as "e".
        #expect(label.points("e\u{301}") == label.points("e"))
    }

    @Test func scriptsTheFontLacksGetAnAverageLetter() {
        let average = LabelWidth.advance(of: "ก")  // Thai: not in Inter
        #expect(average > 1000 && average < 2000)
        #expect(LabelWidth.advance(of: "д") != average, "Cyrillic is in Inter")
    }

    @Test func theGeneratedTableIsComplete() {
        #expect(InterMediumMetrics.unitsPerEm == 2816)
        let codePoints = InterMediumMetrics.advanceRuns.split(separator: "\n").reduce(0) { $0 + $1.split(separator: " ").count - 1 }
        #expect(codePoints == 2505)
        for scalar in "AZaz09ÄÖÜßéñçøłŁдЖΩ€–—…".unicodeScalars {
            #expect(LabelWidth.advance(of: scalar) > 0, "\(scalar)")
        }
    }

    /// The bisection finds every width the generated text lists, at its code
    /// point, and nothing just before or after a run.
    @Test func theRunsGiveEveryListedWidthAndNoOther() throws {
        let runs = AdvanceRuns(InterMediumMetrics.advanceRuns)
        var listed: [UInt32: Int] = [:]
        for line in InterMediumMetrics.advanceRuns.split(separator: "\n") {
            let fields = line.split(separator: " ")
            let first = try #require(fields.first.flatMap { UInt32($0, radix: 16) })
            for (offset, width) in fields.dropFirst().enumerated() {
                listed[first + UInt32(offset)] = Int(width)
            }
        }
        #expect(listed.count == 2505)
        for (codePoint, width) in listed {
            #expect(runs.advance(of: codePoint) == width, "U+\(String(codePoint, radix: 16))")
            for neighbour in [codePoint &- 1, codePoint + 1] where listed[neighbour] == nil {
                #expect(runs.advance(of: neighbour) == nil, "U+\(String(neighbour, radix: 16))")
            }
        }
        #expect(runs.advance(of: 0) == nil)
        #expect(runs.advance(of: 0x10FFFF) == nil)
    }
}

@Suite struct TitleTruncationTests {
    private func titles(_ titles: [String], tabBar: String = "", platforms: String = "iOS") -> String {
        spec(platforms, tabBar: tabBar, tabs: titles.enumerated().map { "{ id: t\($0.offset), title: \"\($0.element)\", icon: circle }" })
    }

    @Test func aLongTitleAmongFiveTabsIsReportedWithBothWidths() throws {
        let yaml = titles(["Home", "Investment Portfolio", "Cards", "Payments", "Profile"])
        let found = lintFindings("title-truncation", yaml)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.range.start.line == 5 && finding.range.start.column == 22)
        #expect(finding.message == "the title of \"Investment Portfolio\" (t1) is about 99.4 pt wide, but each of 5 tabs has about 64.6 pt for its label on a 375 pt wide iPhone, so it will be truncated; shorten it")
        #expect(finding.platforms == [.iOS])
    }

    @Test func fewerTabsLeaveMoreRoom() {
        #expect(lintFindings("title-truncation", titles(["Home", "Achievements", "Cards", "Payments", "Profile"])).count == 1)
        #expect(lintFindings("title-truncation", titles(["Home", "Achievements", "Cards"])).isEmpty)
    }

    @Test func everyLocaleIsMeasuredAndNamed() throws {
        let yaml = spec("iOS, iPadOS", tabs: [
            "{ id: a, title: { en: Library, ja: お気に入りのプレイリスト }, icon: circle }",
            "{ id: b, title: B, icon: circle }", "{ id: c, title: C, icon: circle }", "{ id: d, title: D, icon: circle }",
        ])
        let finding = try #require(lintFindings("title-truncation", yaml).first)
        #expect(finding.message.hasPrefix("the ja title \"お気に入りのプレイリスト\" of \"Library\" (a) is about 121.4 pt wide, but each of 4 tabs has about 81.3 pt"))
        #expect(finding.message.hasSuffix("shorten it in that language"))
        #expect(finding.platforms == [.iOS, .iPadOS], "the same estimate on both platforms is one finding")
    }

    @Test func anOverflowingSystemBarDividesByFiveAndChecksOnlyTheVisibleTabs() {
        let yaml = titles(["Today", "Habits", "Journal", "Insights", "Goals", "Extraordinarily Long"])
        #expect(lintFindings("title-truncation", yaml).isEmpty, "the sixth tab is listed under More, not squeezed")
        let visible = titles(["Today", "Extraordinarily Long", "Journal", "Insights", "Goals", "Metrics"])
        #expect(lintFindings("title-truncation", visible).first?.message.contains("each of 5 tabs") == true)
    }

    @Test func scrollingCustomBarsAreNotCheckedButFixedOnesAre() {
        let long = ["Home", "Investment Portfolio", "Cards", "Payments", "Profile"]
        #expect(lintFindings("title-truncation", titles(long, tabBar: "{ implementation: custom, scrolls: true }")).isEmpty)
        #expect(lintFindings("title-truncation", titles(long, tabBar: "{ implementation: custom }")).count == 1)
    }

    @Test func optionsDescribeTheNarrowestDevice() {
        let yaml = titles(["Home", "Achievements", "Cards", "Payments", "Profile"])
        #expect(check(TitleTruncationRule(), yaml, on: .iOS, options: ["device-width": .int(430)]).isEmpty)
        #expect(check(TitleTruncationRule(), yaml, on: .iOS, options: ["bar-inset": .int(0)]).isEmpty, "the edge-to-edge bar of iOS 18")
        let larger = check(TitleTruncationRule(), titles(["Home", "Cards", "Payments"]), on: .iOS, options: ["font-size": .number(30)])
        #expect(larger.count == 1)
    }

    /// The estimate runs a few percent wide (Inter for SF Pro, no kerning),
    /// so a title up to 5% over its room is not claimed to truncate.
    @Test func aTitleWithinTheEstimatesMarginIsNotReportedUnlessTheMarginIsZero() throws {
        let near = titles(["Start", "Einstellungen", "Karten", "Suche", "Profil"])
        #expect(lintFindings("title-truncation", near).isEmpty, "65.9 pt, 2% over 64.6 pt")
        let strict = check(TitleTruncationRule(), near, on: .iOS, options: ["estimate-margin": .int(0)])
        #expect(strict.map(\.message) == [
            "the title of \"Einstellungen\" (t1) is about 65.9 pt wide, but each of 5 tabs has about 64.6 pt for its label on a 375 pt wide iPhone, so it will be truncated; shorten it",
        ])
        let over = titles(["Inicio", "Configuración", "Tarjetas", "Buscar", "Perfil"])
        #expect(lintFindings("title-truncation", over).first?.message.contains("about 68.9 pt wide") == true, "7% over: beyond the margin")
    }
}

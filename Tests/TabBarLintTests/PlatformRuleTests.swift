import Testing
import TabBarSpec
@testable import TabBarLint

@Suite struct TVOSLogoSizeTests {
    let tabs = ["{ id: live, title: Live, icon: tv }", "{ id: scores, title: Scores, icon: list.number }"]

    @Test func eachDimensionOverTheLimitIsFoundAtItsValue() {
        let found = lintFindings("tvos-logo-size", spec("tvOS, iOS", tabBar: "{ logo: { width: 240.5, height: 80 } }", tabs: tabs))
        #expect(found.map(\.range.start.column) == [27, 42])
        #expect(found.map(\.platforms) == [[.tvOS], [.tvOS]])
        #expect(found.map(\.message) == [
            "the tab-bar logo is 240.5 pt wide, more than the 200 pt tvOS leaves for it beside the tabs; scale it to 200 pt wide or less",
            "the tab-bar logo is 80 pt high, taller than the 68 pt it may take beside the tab bar, so it hangs into the content; scale it to 68 pt high or less",
        ])
    }

    @Test func limitsAreOptions() {
        let yaml = spec("tvOS", tabBar: "{ logo: { width: 240, height: 80 } }", tabs: tabs)
        let found = check(TVOSLogoSizeRule(), yaml, on: .tvOS, options: ["max-width": .int(300), "max-height": .number(90)])
        #expect(found.isEmpty)
        #expect(check(TVOSLogoSizeRule(), yaml, on: .tvOS, options: ["max-width": .int(220)]).map(\.message).first?.contains("more than the 220 pt") == true)
    }

    @Test func aLogoWithinTheLimitsOrWithoutSizesPasses() {
        #expect(lintFindings("tvos-logo-size", spec("tvOS", tabBar: "{ logo: { width: 200, height: 68 } }", tabs: tabs)).isEmpty)
        #expect(lintFindings("tvos-logo-size", spec("tvOS", tabBar: "{ logo: { width: 120 } }", tabs: tabs)).isEmpty)
    }
}

@Suite struct TVOSLiveOrderTests {
    private func live(_ contents: [String]) -> String {
        spec("tvOS", kind: "live-viewing", tabs: contents.enumerated().map { index, content in
            "{ id: t\(index), title: T\(index), icon: tv\(content.isEmpty ? "" : ", content: \(content)") }"
        })
    }

    @Test func theFirstTabOutOfOrderIsFoundWithTheOneItFollows() throws {
        let found = lintFindings("tvos-live-order", live(["live", "other", "recorded", "live"]))
        let finding = try #require(found.first)
        #expect(found.count == 1, "only the first tab out of order")
        #expect(finding.range.start.line == 7 && finding.range.start.column == 45)
        #expect(finding.tabID == "t2")
        #expect(finding.message == "\"T2\" (t2) holds recorded content but comes after \"T1\" (t1), which holds other content; a live-viewing app orders its tabs live, then recorded, then other, so move T2 before T1")
        #expect(finding.related.map(\.range.start.line) == [6])
    }

    @Test func tabsWithoutContentAreNotCompared() {
        #expect(lintFindings("tvos-live-order", live(["", "live", "", "recorded", "recorded", "other", ""])).isEmpty)
    }

    @Test func onlyLiveViewingAppsOnTVOSAreChecked() {
        let general = spec("tvOS", tabs: ["{ id: a, title: A, icon: tv, content: other }", "{ id: b, title: B, icon: tv, content: live }"])
        #expect(lintFindings("tvos-live-order", general).isEmpty)
        #expect(lintFindings("tvos-live-order", live(["other", "live"]).replacingOccurrences(of: "[tvOS]", with: "[iOS]")).isEmpty)
    }
}

@Suite struct TVOSIconOnlyTests {
    @Test(arguments: ["magnifyingglass", "magnifyingglass.circle.fill", "gear", "gearshape", "gearshape.fill"])
    func searchAndSettingsMayStandAlone(symbol: String) {
        #expect(lintFindings("tvos-icon-only", spec("tvOS", tabs: ["{ id: a, title: Live, icon: tv }", "{ id: b, icon: \(symbol) }"])).isEmpty)
    }

    @Test func anotherSymbolAloneIsFoundAtTheSymbol() throws {
        let finding = try #require(lintFindings("tvos-icon-only", spec("tvOS", tabs: ["{ id: live, title: Live, icon: tv }", "{ id: prefs, icon: gearshape.2 }"])).first)
        #expect(finding.range.start.line == 5 && finding.range.start.column == 24)
        #expect(finding.message == "`prefs` shows only the `gearshape.2` symbol; tvOS lets an icon stand alone only when everyone knows it, such as search (magnifyingglass) or settings (gear); give the tab a title")
    }

    @Test func blankTitlesImagesAndMissingIconsAreFound() {
        let found = lintFindings("tvos-icon-only", spec("tvOS", tabs: [
            "{ id: a, title: \"  \", icon: tv }",
            "{ id: b, icon: { image: Icons/b.pdf } }",
            "{ id: c }",
            "{ id: d, title: { en: Movies, de: Filme }, icon: film }",
        ]))
        #expect(found.map(\.tabID) == ["a", "b", "c"])
        #expect(found.last?.message == "`c` has neither a title nor an icon, so its place in the tab bar is blank; give the tab a title")
    }

    @Test func theRecognizedSymbolsAreAnOption() {
        let yaml = spec("tvOS", tabs: ["{ id: live, title: Live, icon: tv }", "{ id: home, icon: house.fill }"])
        #expect(check(TVOSIconOnlyRule(), yaml, on: .tvOS, options: [:]).count == 1)
        #expect(check(TVOSIconOnlyRule(), yaml, on: .tvOS, options: ["recognized-symbols": .list([.string("house")])]).isEmpty)
    }
}

@Suite struct VisionOSSymbolAndTitleTests {
    @Test func eachMissingHalfIsAnErrorAtTheTab() {
        let found = lintFindings("visionos-symbol-and-title", spec("visionOS, iOS", tabs: [
            "{ id: a, title: Library, icon: books.vertical }",
            "{ id: b, title: Memories }",
            "{ id: c, icon: magnifyingglass, accessibility-label: Search }",
            "{ id: d }",
            "{ id: e, title: Collections, icon: { image: c.pdf } }",
        ]))
        #expect(found.map(\.tabID) == ["b", "c", "d"])
        #expect(found.allSatisfy { $0.severity == .error && $0.platforms == [.visionOS] && $0.range.start.column == 5 })
        #expect(found.map(\.message) == [
            "\"Memories\" (b) has no symbol; visionOS shows only symbols while the tab bar is collapsed, so this tab would be blank; add an SF Symbol with `icon:`",
            "`c` has no title; visionOS shows titles beside the symbols when people look at the tab bar, so this tab would have none; add a short `title`",
            "`d` has neither a symbol nor a title; visionOS shows symbols in the collapsed tab bar and titles when it expands, so this tab would be blank in both; add an `icon` and a short `title`",
        ])
    }
}

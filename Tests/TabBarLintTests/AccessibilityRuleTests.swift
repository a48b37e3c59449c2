import Testing
import TabBarSpec
@testable import TabBarLint

@Suite struct AccessibilityLabelTests {
    @Test func anIconOnlyTabWithoutALabelIsOneErrorForAllPlatforms() throws {
        let found = lintFindings("accessibility-label", spec("iOS, tvOS, macOS", tabs: ["{ id: live, title: Live, icon: tv }", "{ id: search, icon: magnifyingglass }"]))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .error)
        #expect(finding.platforms == [.iOS, .tvOS, .macOS])
        #expect(finding.range.start.line == 5 && finding.range.start.column == 5)
        #expect(finding.message == "`search` has no title and no `accessibility-label`, so VoiceOver and Voice Control have no name for it; add `accessibility-label:` with the name of the section it shows")
    }

    @Test func blankLabelsAndTitlesDoNotCount() {
        let found = lintFindings("accessibility-label", spec("iOS", tabs: [
            "{ id: a, title: \"\", icon: tv, accessibility-label: \" \" }",
            "{ id: b, title: { en: \"\", de: \"\" }, icon: tv }",
            "{ id: c, title: { en: \"\", de: Suche }, icon: magnifyingglass }",
            "{ id: d, icon: gear, accessibility-label: Settings }",
        ]))
        #expect(found.map(\.tabID) == ["a", "b"])
    }
}

@Suite struct TintContrastTests {
    private func bar(_ colors: String, platforms: String = "iOS") -> String {
        spec(platforms, tabBar: "{ colors: \(colors) }", tabs: ["{ id: a, title: Home, icon: house }", "{ id: b, title: Search, icon: magnifyingglass }"])
    }

    @Test func unselectedBelowThreeToOneIsFoundAtItsValue() throws {
        let found = lintFindings("tint-contrast", bar(##"{ selected: "#1C1C1E", unselected: "#8E8E93", background: "#F2F2F7" }"##, platforms: "iOS, iPadOS"))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.range.start.line == 3 && finding.range.start.column == 55)
        #expect(finding.message == "the unselected color #8E8E93 on the background #F2F2F7 is 2.92:1, below the 3:1 that tab icons and titles need to stand out (WCAG non-text contrast); darken the unselected color or change the background")
        #expect(finding.related.map(\.message) == ["background set here"])
    }

    @Test func onADarkBarTheAdviceIsToLighten() throws {
        let finding = try #require(lintFindings("tint-contrast", bar(##"{ selected: "#FFD60A", unselected: "#636366", background: "#1C1C1E" }"##)).first)
        #expect(finding.message.hasPrefix("the unselected color #636366 on the background #1C1C1E is 2.84:1, below the 3:1"))
        #expect(finding.message.hasSuffix("; lighten the unselected color or change the background"))
    }

    @Test func translucentColorsAreCompositedAndTheWorseBackdropNamed() throws {
        // 40% black on a 60% white bar: 2.85:1 over white content, worse over black.
        let found = lintFindings("tint-contrast", bar(##"{ selected: "#000000", unselected: "#00000066", background: "#FFFFFF99" }"##))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.hasPrefix("the unselected color #00000066 on the background #FFFFFF99 is 2.35:1 where the bar is over black content, below the 3:1"))
    }

    @Test func selectedAndUnselectedTooAlikeIsFoundAtTheSelectedColor() throws {
        let finding = try #require(lintFindings("tint-contrast", bar(##"{ selected: "#FF2D55", unselected: "#FF3B30" }"##)).first)
        #expect(finding.range.start.column == 32)
        #expect(finding.related.map(\.message) == ["unselected color set here"])
        #expect(finding.message == "the selected color #FF2D55 and the unselected color #FF3B30 are 1.02:1 apart, below 1.5:1, so the selected tab hardly stands out; make them differ in lightness, not only in hue")
    }

    @Test func thresholdsAreOptions() {
        let yaml = bar(##"{ selected: "#007AFF", unselected: "#8E8E93", background: "#FFFFFF" }"##)
        #expect(check(TintContrastRule(), yaml, on: .iOS, options: [:]).count == 1, "blue and gray are 1.23:1 apart")
        #expect(check(TintContrastRule(), yaml, on: .iOS, options: ["minimum-state-contrast": .number(1.2)]).isEmpty)
        #expect(check(TintContrastRule(), yaml, on: .iOS, options: ["minimum-state-contrast": .number(1.2), "minimum-contrast": .number(4.5)]).count == 2)
    }

    @Test func partialColorsCheckWhatTheyCan() {
        #expect(lintFindings("tint-contrast", bar(##"{ selected: "#AEAEB2" }"##)).isEmpty)
        #expect(lintFindings("tint-contrast", bar(##"{ unselected: "#AEAEB2", background: "#FFFFFF" }"##)).count == 1)
        #expect(lintFindings("tint-contrast", bar(##"{ selected: "#FFFFFF", unselected: "#6E6E73", background: "#000000" }"##)).isEmpty)
    }
}

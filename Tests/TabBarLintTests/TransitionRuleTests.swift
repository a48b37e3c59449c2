import Testing
import TabBarSpec
@testable import TabBarLint

private let threeTabs = ["{ id: a, title: Today, icon: sun.max }", "{ id: b, title: Habits, icon: checklist }", "{ id: c, title: Journal, icon: book }"]

@Suite struct TransitionDirectionTests {
    @Test func aCrossfadeIsAWarningAtItsValueOnEveryPlatform() throws {
        let found = lintFindings("transition-direction", spec("iOS, iPadOS, tvOS, visionOS, macOS", tabBar: "{ transition: crossfade }", tabs: threeTabs))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .warning)
        #expect(finding.platforms == [.iOS, .iPadOS, .tvOS, .visionOS, .macOS])
        #expect(finding.range.start.line == 3 && finding.range.start.column == 24)
        #expect(finding.message == "`transition: crossfade` fades every tab switch the same way, so nothing shows whether people moved left or right; use `directional-slide`, which slides the content in from the side of the chosen tab")
    }

    @Test func noTransitionOnACustomBarIsInfoAtTheTransitionOrTheImplementation() throws {
        let written = try #require(lintFindings("transition-direction", spec("iOS", tabBar: "{ implementation: custom, transition: none }", tabs: threeTabs)).first)
        #expect(written.severity == .info)
        #expect(written.range.start.column == 48)
        #expect(written.message.hasPrefix("this custom tab bar switches tabs with `transition: none`, so content swaps without any cue of where people went"))
        let implied = try #require(lintFindings("transition-direction", spec("iOS", tabBar: "{ implementation: custom }", tabs: threeTabs)).first)
        #expect(implied.range.start.column == 28)
        #expect(implied.message == "this custom tab bar switches tabs with no transition (`none` is the default), so content swaps without any cue of where people went, and without the familiarity of the system bar's instant switch; consider `directional-slide`, which slides the content in from the side of the chosen tab")
    }

    @Test(arguments: ["{ transition: none }", "{ implementation: system }", "{ transition: directional-slide }", "{ implementation: custom, transition: page }", ""])
    func otherTransitionsPass(tabBar: String) {
        #expect(lintFindings("transition-direction", spec("iOS", tabBar: tabBar, tabs: threeTabs)).isEmpty)
    }
}

@Suite struct CustomBarAccessibilityTests {
    @Test func anUndeclaredViewerIsFoundAtTheImplementation() throws {
        let found = lintFindings("custom-bar-accessibility", spec("iOS, iPadOS, tvOS", tabBar: "{ implementation: custom }", tabs: threeTabs))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.range.start.column == 28)
        #expect(finding.message == "this custom tab bar does not declare the Large Content Viewer; tab titles stay small at every text size, so people who use large text press and hold a tab to read it enlarged, which the system bar does by itself; add UILargeContentViewerInteraction (SwiftUI: `accessibilityShowsLargeContentViewer()`) to each tab and set `large-content-viewer: true`")
    }

    @Test func aViewerTurnedOffIsFoundAtFalse() throws {
        let finding = try #require(lintFindings("custom-bar-accessibility", spec("iOS", tabBar: "{ large-content-viewer: false, implementation: custom }", tabs: threeTabs)).first)
        #expect(finding.range.start.column == 34)
        #expect(finding.message.hasPrefix("this custom tab bar turns the Large Content Viewer off;"))
    }

    @Test func systemBarsAndDeclaredViewersPass() {
        #expect(lintFindings("custom-bar-accessibility", spec("iOS", tabBar: "{ implementation: custom, large-content-viewer: true }", tabs: threeTabs)).isEmpty)
        #expect(lintFindings("custom-bar-accessibility", spec("iOS", tabBar: "{ large-content-viewer: false }", tabs: threeTabs)).isEmpty)
    }
}

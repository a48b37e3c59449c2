import TabBarSpec

/// A tab switch whose animation says nothing about where people went.
public struct TransitionDirectionRule: Rule {
    public static let metadata = RuleMetadata(
        id: "transition-direction",
        summary: "Content crossfades on a tab switch (`transition: crossfade`), giving no cue of direction; or a custom bar switches with no transition at all.",
        category: .transitions,
        defaultSeverity: .warning,
        severityNote: "info for a custom bar with `transition: none`",
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Motion", section: "Best practices",
            revision: "current text; applying it to tab switches is this project's reading, as the Tab bars page says nothing about transitions",
            url: "https://developer.apple.com/design/human-interface-guidelines/motion",
            guidance: "Apple asks that motion serve a purpose: that it show how things relate and where they went, so people "
                + "keep their bearings, and that it stay brief and never be gratuitous."
        ),
        rationale: "Tabs sit in a row, so moving between them is moving sideways. A transition that slides the new "
            + "content in from the side of the chosen tab (`directional-slide`) confirms which way people went; a "
            + "crossfade looks the same whichever tab they pick, so it spends time on animation and tells them nothing. "
            + "The system tab bar switches instantly, which people know; a custom bar that does the same has no such "
            + "familiarity to rely on, so it gets a milder note.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Listen Now", systemImage: "play.circle") { ListenNowView() }
                            Tab("Browse", systemImage: "square.grid.2x2") { BrowseView() }
                            Tab("Library", systemImage: "square.stack") { LibraryView() }
                        }
                        .transition(.opacity)  // ←
                    }
                }
                """, note: "SwiftUI: a fade on the tab view."),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS]
                tab-bar:
                  transition: crossfade               # ←
                tabs:
                  - { id: listen-now, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "A crossfade on every switch: a warning."),
            RuleExample("""
                version: 1
                app: Habitual
                platforms: [iOS]
                tab-bar:
                  implementation: custom              # ←
                  large-content-viewer: true
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                """, note: "A custom bar with the default `transition: none`: info, at the `custom` value."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Listen Now", systemImage: "play.circle") { ListenNowView() }
                            Tab("Browse", systemImage: "square.grid.2x2") { BrowseView() }
                            Tab("Library", systemImage: "square.stack") { LibraryView() }
                        }
                    }
                }
                """, note: "SwiftUI: the system's instant switch."),
            RuleExample("""
                version: 1
                app: Habitual
                platforms: [iOS]
                tab-bar:
                  implementation: custom
                  transition: directional-slide
                  large-content-viewer: true
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: habits, title: Habits, icon: checklist }
                  - { id: journal, title: Journal, icon: book }
                """, note: "A custom bar that slides toward the chosen tab."),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS, iPadOS]
                tab-bar:
                  transition: none
                tabs:
                  - { id: listen-now, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "A system bar that switches instantly, as the system does."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let bar = context.spec.tabBar
        let slide = Spelling.directionalSlide(context.spec.origin)
        switch bar.effectiveTransition {
        case .crossfade:
            guard let transition = bar.transition else { return [] }
            return [Finding(
                at: transition,
                "\(Spelling.crossfade(context.spec.origin)) fades every tab switch the same way, so nothing shows whether people moved left or right; use \(slide)"
            )]
        case .none:
            guard bar.effectiveImplementation == .custom, let anchor = bar.transition?.range ?? bar.implementation?.range else { return [] }
            let written = bar.transition == nil ? "no transition (`none` is the default)" : "`transition: none`"
            return [Finding(
                at: anchor,
                "this custom tab bar switches tabs with \(written), so content swaps without any cue of where people went, and without the familiarity "
                    + "of the system bar's instant switch; consider \(slide)",
                severity: .info
            )]
        case .directionalSlide, .page:
            return []
        }
    }
}

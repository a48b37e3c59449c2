import TabBarSpec

/// A tab that gives assistive technologies no name.
public struct AccessibilityLabelRule: Rule {
    public static let metadata = RuleMetadata(
        id: "accessibility-label",
        summary: "A tab has neither a title nor an `accessibility-label`, so VoiceOver has no name for it.",
        category: .accessibility,
        defaultSeverity: .error,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "VoiceOver; Icons", section: "Best practices", revision: "VoiceOver page of March 7, 2025; Icons page of June 9, 2025",
            url: "https://developer.apple.com/design/human-interface-guidelines/voiceover",
            guidance: "Every key interface element needs a text label that VoiceOver can speak, and custom icons need "
                + "alternative text that says what they mean."
        ),
        rationale: "VoiceOver speaks a tab's title, and Voice Control lets people say it to select the tab. A tab that "
            + "shows only an icon has no words to offer either, so VoiceOver reads a symbol name or just \"button\" "
            + "and Voice Control users cannot name it. An `accessibility-label` gives the tab the name its title "
            + "would have.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab { MapScreen() } label: { Image(systemName: "map") }  // ←
                            Tab { GuidesView() } label: { Image(systemName: "book") }
                                .accessibilityLabel("Guides")
                            Tab { TripsView() } label: { Image(systemName: "suitcase") }
                                .accessibilityLabel("Trips")
                        }
                    }
                }
                """, note: "SwiftUI: icon-only tabs, one of them without `.accessibilityLabel`."),
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, title: Replays, icon: play.rectangle }
                  - { id: search, icon: magnifyingglass, role: search }   # ←
                """, note: "An icon-only search tab without a label."),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: feed, title: Feed, icon: house }
                  - { id: reels, title: Reels, icon: play.rectangle }
                  - id: profile                    # ←
                    title: " "
                    icon: person.crop.circle
                """, note: "A blank title is no title."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab { MapScreen() } label: { Image(systemName: "map") }
                                .accessibilityLabel("Map")
                            Tab { GuidesView() } label: { Image(systemName: "book") }
                                .accessibilityLabel("Guides")
                            Tab { TripsView() } label: { Image(systemName: "suitcase") }
                                .accessibilityLabel("Trips")
                        }
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, title: Replays, icon: play.rectangle }
                  - { id: search, icon: magnifyingglass, role: search, accessibility-label: Search }
                """, note: "The icon-only tab has a label."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                locales: [en, de]
                tabs:
                  - { id: listen-now, title: { en: Listen Now, de: Jetzt hören }, icon: play.circle }
                  - { id: radio, title: { en: Radio, de: Radio }, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: { en: Library, de: Mediathek }, icon: square.stack }
                """, note: "Titles are what VoiceOver speaks; they need no separate label."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            guard !tab.hasTitle, !tab.hasAccessibilityLabel else { return nil }
            // A title or label written wrongly is already a schema problem.
            guard !tab.isUnreadable("title"), !tab.isUnreadable("accessibility-label") else { return nil }
            return Finding(
                at: tab,
                "\(tab.displayName) has no title and no \(Spelling.accessibilityLabel(context.spec.origin)), so VoiceOver and Voice Control have no name for it; "
                    + Spelling.addAccessibilityLabel(context.spec.origin),
                tab: tab
            )
        }
    }
}

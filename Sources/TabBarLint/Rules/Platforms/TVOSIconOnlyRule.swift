import TabBarSpec

/// A tvOS tab that shows only an icon people may not recognize.
public struct TVOSIconOnlyRule: Rule {
    static let recognizedSymbols = RuleOption<[String]>(
        "recognized-symbols", default: ["magnifyingglass", "gear", "gearshape"],
        "SF Symbols that may stand alone as a tab's title; their variants (`.fill`, `.circle`, …) count too."
    )

    public static let metadata = RuleMetadata(
        id: "tvos-icon-only",
        summary: "A tvOS tab has no title and its symbol is not universally recognized (only search and settings are).",
        category: .platforms,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        source: HIGSource(
            page: "Tab bars", section: "tvOS",
            revision: "2022–23 text through the June 2025 text; the June 8, 2026 text keeps only icons for settings and search",
            url: HIGSource.tabBarsURL,
            guidance: "On tvOS an icon can stand in for a tab's title to save room, but only when the symbol is universally "
                + "recognized, such as search or settings."
        ),
        rationale: "Across a room, people read tvOS tabs from the couch and move focus to them one by one; a symbol "
            + "without words makes them guess, and guesses cost trips into the wrong section. A magnifying glass and a "
            + "gear are understood everywhere. Anything else needs a title.",
        options: [recognizedSymbols.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                #if os(tvOS)
                struct TVRootView: View {
                    var body: some View {
                        TabView {
                            Tab("Watch Now", systemImage: "play.tv") { WatchNowView() }
                            Tab("Sports", systemImage: "sportscourt") { SportsView() }
                            Tab { KidsView() } label: { Image(systemName: "figure.and.child.holdinghands") }  // ←
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                #endif
                """, note: "SwiftUI: a tvOS bar (`#if os(tvOS)`) with an untitled tab."),
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, accessibility-label: Replays, icon: play.rectangle }   # ←
                  - { id: search, accessibility-label: Search, icon: magnifyingglass }
                """, note: "A play symbol alone: people cannot tell replays from live."),
            RuleExample("""
                version: 1
                app: Cinema Club
                platforms: [tvOS]
                tabs:
                  - { id: featured, title: Featured, icon: star }
                  - id: profile
                    accessibility-label: Profile
                    icon:
                      image: Icons/profile.pdf          # ←
                      shape: circular
                  - { id: settings, accessibility-label: Settings, icon: gearshape }
                """, note: "A custom image alone.", files: [.pdf("Icons/profile.pdf")]),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                #if os(tvOS)
                struct TVRootView: View {
                    var body: some View {
                        TabView {
                            Tab("Watch Now", systemImage: "play.tv") { WatchNowView() }
                            Tab("Sports", systemImage: "sportscourt") { SportsView() }
                            Tab { SettingsView() } label: { Image(systemName: "gear") }
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                #endif
                """, note: "SwiftUI: the settings gear may stand alone on tvOS."),
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, title: Replays, icon: play.rectangle }
                  - { id: search, accessibility-label: Search, icon: magnifyingglass }
                  - { id: settings, accessibility-label: Settings, icon: gearshape.fill }
                """, note: "Search and settings may be icons alone."),
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [iOS]
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, accessibility-label: Replays, icon: play.rectangle }
                  - { id: search, title: Search, icon: magnifyingglass }
                """, note: "The rule is about tvOS; on iOS other rules ask for titles."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let recognized = context[Self.recognizedSymbols]
        let advice = "tvOS lets an icon stand alone only when everyone knows it, such as search (magnifyingglass) or settings (gear); give the tab a title"
        return context.tabsInBar.compactMap { tab in
            guard !tab.hasTitle, !tab.isUnreadable("title") else { return nil }
            if let symbol = tab.icon?.symbol {
                guard !recognized.contains(where: { SymbolNames.isVariant(symbol.value, of: $0) }) else { return nil }
                return Finding(at: symbol, "\(tab.displayName) shows only the `\(symbol.value)` symbol; \(advice)", tab: tab)
            }
            if let image = tab.icon?.image {
                return Finding(at: image, "\(tab.displayName) shows only a custom image (\(image.value)); \(advice)", tab: tab)
            }
            return Finding(at: tab, "\(tab.displayName) has neither a title nor an icon, so its place in the tab bar is blank; give the tab a title", tab: tab)
        }
    }
}

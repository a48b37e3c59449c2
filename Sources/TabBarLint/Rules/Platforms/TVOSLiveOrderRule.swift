import TabBarSpec

/// A tvOS live-viewing app whose tabs are not ordered live, recorded, other.
public struct TVOSLiveOrderRule: Rule {
    public static let metadata = RuleMetadata(
        id: "tvos-live-order",
        summary: "A tvOS live-viewing app (`kind: live-viewing`) does not order its tabs' `content` live, then recorded, then other.",
        category: .platforms,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        source: HIGSource(
            page: "Tab bars", section: "tvOS", revision: "June 8, 2026 (current; same guidance since 2022)",
            url: HIGSource.tabBarsURL,
            guidance: "Live-viewing apps should organize their tabs consistently: live content first, then recorded or "
                + "cloud-DVR content, then everything else."
        ),
        rationale: "People switch between live TV apps often and expect what is on now to be one click from the top, "
            + "with their recordings next. When every live-viewing app keeps that order, moving between them costs no "
            + "thought. Tabs without a `content` kind are left out of the comparison.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                kind: live-viewing
                tabs:
                  - { id: replays, title: Replays, icon: play.rectangle, content: recorded }
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right, content: live }   # ←
                  - { id: scores, title: Scores, icon: list.number, content: other }
                """, note: "Live comes after recorded."),
            RuleExample("""
                version: 1
                app: Channel 7
                platforms: [tvOS]
                kind: live-viewing
                tabs:
                  - id: on-now
                    title: On Now
                    icon: tv
                    content: live
                  - id: shows
                    title: Shows
                    icon: square.grid.2x2
                    content: other
                  - id: recordings
                    title: Recordings
                    icon: recordingtape
                    content: recorded                   # ←
                """, note: "Recordings sit after other content."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                kind: live-viewing
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right, content: live }
                  - { id: replays, title: Replays, icon: play.rectangle, content: recorded }
                  - { id: highlights, title: Highlights, icon: sparkles, content: recorded }
                  - { id: scores, title: Scores, icon: list.number, content: other }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "Live, recorded, other; the search tab declares no content and is not compared."),
            RuleExample("""
                version: 1
                app: Cinema Club
                platforms: [tvOS]
                tabs:
                  - { id: featured, title: Featured, icon: star, content: other }
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right, content: live }
                """, note: "Not a live-viewing app: the order is the app's to choose."),
        ],
        specOnly: "It needs `kind: live-viewing` and each tab's `content` (live, recorded or other), which code does not state."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.spec.kind?.value == .liveViewing else { return [] }
        var latest: (tab: Tab, content: Located<TabContentKind>)?
        for tab in context.tabsInBar {
            guard let content = tab.content else { continue }
            if let earlier = latest, Self.rank(content.value) < Self.rank(earlier.content.value) {
                return [Finding(
                    at: content,
                    "\(tab.displayName) holds \(content.value.rawValue) content but comes after \(earlier.tab.displayName), which holds "
                        + "\(earlier.content.value.rawValue) content; a live-viewing app orders its tabs live, then recorded, then other, "
                        + "so move \(Phrases.shortName(tab)) before \(Phrases.shortName(earlier.tab))",
                    tab: tab,
                    related: [RelatedLocation(range: earlier.content.range, message: "\(earlier.content.value.rawValue) content comes first here")]
                )]
            }
            if latest.map({ Self.rank(content.value) > Self.rank($0.content.value) }) ?? true { latest = (tab, content) }
        }
        return []
    }

    private static func rank(_ kind: TabContentKind) -> Int {
        switch kind {
        case .live: return 0
        case .recorded: return 1
        case .other: return 2
        }
    }
}

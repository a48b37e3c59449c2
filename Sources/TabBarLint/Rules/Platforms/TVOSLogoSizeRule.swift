import TabBarSpec

/// A tvOS branded logo larger than the space beside the tab bar.
public struct TVOSLogoSizeRule: Rule {
    static let maxWidth = RuleOption<Double>("max-width", default: 200, "Widest logo, in points.")
    static let maxHeight = RuleOption<Double>("max-height", default: 68, "Tallest logo, in points (the tvOS tab bar is 68 pt high).")

    public static let metadata = RuleMetadata(
        id: "tvos-logo-size",
        summary: "The tvOS tab bar's branded logo (`tab-bar.logo`) is wider than 200 pt or taller than 68 pt.",
        category: .platforms,
        defaultSeverity: .warning,
        platforms: [.tvOS],
        source: HIGSource(
            page: "Tab bars", section: "tvOS", revision: "2022–23 text through the June 2025 text (gone from the December 2025 revision)",
            url: HIGSource.tabBarsURL,
            guidance: "A tvOS app can show a branded logo at the leading or trailing end of the tab bar, within the safe margin. "
                + "Apple gave its maximum size as 200 pt wide and 68 pt high, the height of the tab bar itself."
        ),
        rationale: "The logo shares the top of the screen with the tab bar, whose height (68 pt) and position are fixed. "
            + "A logo taller than the bar overhangs it into the content, and a wider one crowds the tabs toward the "
            + "middle of the screen, where they compete with what people came to watch.",
        options: [maxWidth.erased, maxHeight.erased],
        triggeringExamples: [
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                tab-bar:
                  logo: { width: 260, height: 60 }   # ←
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, title: Replays, icon: play.rectangle }
                  - { id: scores, title: Scores, icon: list.number }
                """, note: "260 pt wide."),
            RuleExample("""
                version: 1
                app: Cinema Club
                platforms: [tvOS]
                tab-bar:
                  logo:
                    width: 180
                    height: 90                       # ←
                tabs:
                  - { id: featured, title: Featured, icon: star }
                  - { id: movies, title: Movies, icon: film }
                  - { id: watchlist, title: Watchlist, icon: bookmark }
                """, note: "90 pt high, taller than the tab bar."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                app: Stadium
                platforms: [tvOS]
                tab-bar:
                  logo: { width: 200, height: 68 }
                tabs:
                  - { id: live, title: Live, icon: dot.radiowaves.left.and.right }
                  - { id: replays, title: Replays, icon: play.rectangle }
                  - { id: scores, title: Scores, icon: list.number }
                """, note: "Exactly at the limits."),
            RuleExample("""
                version: 1
                app: Cinema Club
                platforms: [iOS]
                tab-bar:
                  logo: { width: 320, height: 90 }
                tabs:
                  - { id: featured, title: Featured, icon: star }
                  - { id: movies, title: Movies, icon: film }
                  - { id: watchlist, title: Watchlist, icon: bookmark }
                """, note: "The logo only applies to tvOS."),
        ],
        specOnly: "The tvOS tab-bar logo (`tab-bar.logo`) is not read from code: its size is that of a view the app lays out beside the bar at run time."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let logo = context.spec.tabBar.logo else { return [] }
        var findings: [Finding] = []
        let maxWidth = context[Self.maxWidth], maxHeight = context[Self.maxHeight]
        if let width = logo.width, width.value > maxWidth {
            findings.append(Finding(
                at: width,
                "the tab-bar logo is \(Phrases.number(width.value)) pt wide, more than the \(Phrases.number(maxWidth)) pt tvOS leaves for it beside the tabs; "
                    + "scale it to \(Phrases.number(maxWidth)) pt wide or less"
            ))
        }
        if let height = logo.height, height.value > maxHeight {
            findings.append(Finding(
                at: height,
                "the tab-bar logo is \(Phrases.number(height.value)) pt high, taller than the \(Phrases.number(maxHeight)) pt it may take beside the tab bar, "
                    + "so it hangs into the content; scale it to \(Phrases.number(maxHeight)) pt high or less"
            ))
        }
        return findings
    }
}

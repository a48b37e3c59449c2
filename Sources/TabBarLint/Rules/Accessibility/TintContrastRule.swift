import TabBarSpec

/// Tab colors that do not stand out from the bar, or from each other.
public struct TintContrastRule: Rule {
    static let minimumContrast = RuleOption<Double>(
        "minimum-contrast", default: 3,
        "Least contrast of the selected and of the unselected color against the background (WCAG 2.x non-text contrast asks 3:1)."
    )
    static let minimumStateContrast = RuleOption<Double>(
        "minimum-state-contrast", default: 1.5,
        "Least contrast between the selected and the unselected color, for the selected tab to stand out."
    )
    /// Stands in for a background the spec does not give: fully transparent,
    /// so what shows is whatever content lies beneath, from white to black.
    private static let unknownBackground = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    public static let metadata = RuleMetadata(
        id: "tint-contrast",
        summary: "The tab-bar colors contrast too little: selected or unselected against the background below 3:1, or selected against unselected below 1.5:1.",
        category: .accessibility,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Accessibility; Tab bars", section: "Color and effects; Best practices",
            revision: "Accessibility page (2025); Tab bars page of June 8, 2026",
            url: "https://developer.apple.com/design/human-interface-guidelines/accessibility",
            guidance: "Apple asks for colors that meet minimum contrast standards, and for tab-bar accent colors that stand "
                + "clearly apart from what is around them. WCAG 2.x sets 3:1 as the least contrast for icons and other "
                + "graphics people need to see."
        ),
        rationale: "A tab's icon and title are how people find it, and the difference between the selected tab and "
            + "the rest is how they know where they are. Below 3:1 against the bar, icons fade for people with low "
            + "vision, in sunlight, or on a dim screen; when the selected and unselected colors are nearly alike, the "
            + "selection disappears. Colors with alpha are composited over the background; a translucent background "
            + "is checked over both white and black content, and the worse case counts.",
        options: [minimumContrast.erased, minimumStateContrast.erased],
        triggeringExamples: [
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tab-bar:
                  colors:
                    selected: "#FA2D48"
                    unselected: "#AEAEB2"               # ←
                    background: "#FFFFFF"
                tabs:
                  - { id: listen-now, title: Listen Now, icon: play.circle }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "Light gray unselected tabs on white: 2.21:1."),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS, iPadOS]
                tab-bar:
                  colors:
                    selected: "#0A84FF"                 # ←
                    unselected: "#007AFF"
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - { id: payments, title: Payments, icon: arrow.left.arrow.right }
                """, note: "Two blues 1.10:1 apart: the selected tab does not stand out."),
            RuleExample("""
                version: 1
                app: Streaming
                platforms: [tvOS]
                tab-bar:
                  colors:
                    selected: "#FFFFFF"                 # ←
                    unselected: "#8E8E93"
                    background: "#FFFFFF33"
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: movies, title: Movies, icon: film }
                  - { id: search, title: Search, icon: magnifyingglass }
                """, note: "A translucent background over white content: the white selected tab disappears."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tab-bar:
                  colors:
                    selected: "#FA2D48"
                    unselected: "#48484A"
                    background: "#FFFFFF"
                tabs:
                  - { id: listen-now, title: Listen Now, icon: play.circle }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "Pink against dark gray: 2.45:1 apart, each clear of the white bar by 3:1 or more."),
            RuleExample("""
                version: 1
                app: Spotify-like
                platforms: [iOS, iPadOS]
                tab-bar:
                  colors: { selected: "#FFFFFF", unselected: "#B3B3B3", background: "#121212" }
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: search, title: Search, icon: magnifyingglass }
                  - { id: library, title: Your Library, icon: books.vertical }
                """, note: "A dark bar: both colors clear 3:1, and white stands out from gray by 2.09:1."),
        ],
        specOnly: "Bar colors are not read from code: tints and appearance colors are usually asset-catalog or dynamic system colors that change with light and dark mode, known only at run time."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let colors = context.spec.tabBar.colors else { return [] }
        var findings: [Finding] = []
        let minimum = context[Self.minimumContrast]
        if let background = colors.background {
            for (name, color) in [("selected", colors.selected), ("unselected", colors.unselected)] {
                guard let color else { continue }
                let (ratio, backdrop) = ColorContrast.worstRatio(color.value, on: background.value)
                guard ratio < minimum else { continue }
                let bar = ColorContrast.composite(background.value, over: backdrop?.color ?? .white)
                let fix = ColorContrast.isLight(bar) ? "darken" : "lighten"
                findings.append(Finding(
                    at: color,
                    "the \(name) color \(color.value) on the background \(background.value) is \(ColorContrast.format(ratio))\(Self.over(backdrop)), "
                        + "below the \(Phrases.number(minimum)):1 that tab icons and titles need to stand out (WCAG non-text contrast); "
                        + "\(fix) the \(name) color or change the background",
                    related: [RelatedLocation(range: background.range, message: "background set here")]
                ))
            }
        }
        if let selected = colors.selected, let unselected = colors.unselected {
            let minimumState = context[Self.minimumStateContrast]
            let background = colors.background?.value ?? Self.unknownBackground
            let (ratio, backdrop) = ColorContrast.worstRatio(selected.value, unselected.value, on: background)
            if ratio < minimumState {
                findings.append(Finding(
                    at: selected,
                    "the selected color \(selected.value) and the unselected color \(unselected.value) are \(ColorContrast.format(ratio)) apart\(Self.over(backdrop)), "
                        + "below \(Phrases.number(minimumState)):1, so the selected tab hardly stands out; make them differ in lightness, not only in hue",
                    related: [RelatedLocation(range: unselected.range, message: "unselected color set here")]
                ))
            }
        }
        return findings
    }

    private static func over(_ backdrop: ColorContrast.Backdrop?) -> String {
        switch backdrop {
        case .whiteContent?: return " where the bar is over white content"
        case .blackContent?: return " where the bar is over black content"
        case nil: return ""
        }
    }
}

import TabBarSpec

/// A title too wide for the space its tab has on the narrowest iPhone.
public struct TitleTruncationRule: Rule {
    public static let deviceWidth = RuleOption<Double>(
        "device-width", default: 375,
        "Width in points of the narrowest iPhone the app supports, in portrait (375: iPhone SE, iPhone 13 mini)."
    )
    static let barInset = RuleOption<Double>(
        "bar-inset", default: 21,
        "Space in points between each side of the screen and the bar: about 21 for the floating bar of iOS 26 (measured; Apple publishes no figure), 0 for the edge-to-edge bar of iOS 18 and earlier."
    )
    static let itemPadding = RuleOption<Double>(
        "item-padding", default: 2,
        "Points of each tab's width the label cannot use (its insets on both sides together)."
    )
    static let fontSize = RuleOption<Double>(
        "font-size", default: 10,
        "Size in points of the tab-bar label (SF Pro Medium, about 10 pt; measured)."
    )
    static let estimateMargin = RuleOption<Double>(
        "estimate-margin", default: 5,
        "How much narrower, in percent, the system may draw a title than estimated: the estimate measures Inter, an open font of SF Pro's proportions, and ignores kerning, both of which make it a little wide. A title is reported only when it would not fit even that much narrower; 0 reports every estimate over the room."
    )
    public static let metadata = RuleMetadata(
        id: "title-truncation",
        summary: "A title, in some locale, is estimated to be wider than the space its tab has on the narrowest supported iPhone.",
        category: .titles,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars", section: "Best practices (short titles)", revision: "2022–23 text and its June 21, 2023 revision; June 8, 2026 (visionOS: keep labels short)",
            url: HIGSource.tabBarsURL,
            guidance: "The 2023 HIG asked for a few tabs with short titles so that tabs do not crowd and truncate. The current text no longer says it for iPhone but still asks for labels short enough to read at a glance. Apple publishes no label size or length; the label size and the iOS 26 bar inset used here are measurements."
        ),
        rationale: "A truncated label (\"Mediathe…\") is hard to read and, in another language, may lose the word "
            + "that tells tabs apart. Titles are usually checked in English on a large phone; the German or "
            + "Russian translation on an iPhone SE is where they break. The width is estimated from the advance "
            + "widths of Inter Medium (an open font close to SF Pro Text) at the label size, CJK characters at a "
            + "full em, and compared with the bar's width divided among its tabs; a title within a point of the space is not reported. A system bar on iPhone shows "
            + "at most five tabs, so that is the most the width is divided by; a scrolling custom bar is not "
            + "checked, its tabs are as wide as they need to be.",
        options: [deviceWidth.erased, barInset.erased, itemPadding.erased, fontSize.erased, estimateMargin.erased],
        triggeringExamples: [
            .swift("""
                import UIKit

                final class BankTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let accounts = AccountsViewController()
                        accounts.title = "Accounts"
                        accounts.tabBarItem.image = UIImage(systemName: "banknote")
                        let statements = StatementsViewController()
                        statements.title = "Statements and Documents"  // ←
                        statements.tabBarItem.image = UIImage(systemName: "tray.full")
                        let cards = CardsViewController()
                        cards.title = "Cards"
                        cards.tabBarItem.image = UIImage(systemName: "creditcard")
                        let help = HelpViewController()
                        help.title = "Help"
                        help.tabBarItem.image = UIImage(systemName: "questionmark.circle")
                        viewControllers = [accounts, statements, cards, help]
                    }
                }
                """, note: "UIKit: `title =` on a child sets its tab title, too long for a quarter of an iPhone."),
            RuleExample("""
                version: 1
                app: Books
                platforms: [iOS]
                locales: [en, de]
                tabs:
                  - { id: home, title: { en: Home, de: Start }, icon: house }
                  - { id: library, title: { en: Library, de: Mediathek }, icon: books.vertical }
                  - { id: store, title: { en: Book Store, de: Buchladen }, icon: bag }
                  - { id: audio, title: { en: Audiobooks, de: Hörbuchsammlung }, icon: headphones }   # ←
                  - { id: search, title: { en: Search, de: Suche }, icon: magnifyingglass, role: search }
                """, note: "The German title of the fourth tab needs about 92 pt; five tabs on a 375 pt iPhone leave about 64.6 pt each."),
            RuleExample("""
                version: 1
                app: Banking
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: creditcard }
                  - { id: payments, title: Payments, icon: arrow.left.arrow.right }
                  - { id: investments, title: Investment Portfolio, icon: chart.line.uptrend.xyaxis }   # ←
                  - { id: cards, title: Cards, icon: creditcard.and.123 }
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """, note: "English can be too long as well."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class BankTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let accounts = AccountsViewController()
                        accounts.title = "Accounts"
                        accounts.tabBarItem.image = UIImage(systemName: "banknote")
                        let statements = StatementsViewController()
                        statements.title = "Statements"
                        statements.tabBarItem.image = UIImage(systemName: "tray.full")
                        let cards = CardsViewController()
                        cards.title = "Cards"
                        cards.tabBarItem.image = UIImage(systemName: "creditcard")
                        let help = HelpViewController()
                        help.title = "Help"
                        help.tabBarItem.image = UIImage(systemName: "questionmark.circle")
                        viewControllers = [accounts, statements, cards, help]
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Books
                platforms: [iOS]
                locales: [en, de, ja]
                tabs:
                  - { id: home, title: { en: Reading Now, de: Jetzt lesen, ja: 今すぐ読む }, icon: book }
                  - { id: library, title: { en: Library, de: Mediathek, ja: ライブラリ }, icon: books.vertical }
                  - { id: store, title: { en: Book Store, de: Buchladen, ja: ストア }, icon: bag }
                  - { id: search, title: { en: Search, de: Suche, ja: 検索 }, icon: magnifyingglass, role: search }
                """, note: "Four tabs leave about 81 pt each: every title fits in every locale."),
            RuleExample("""
                version: 1
                app: Habits
                platforms: [iOS]
                tab-bar: { implementation: custom, scrolls: true }
                tabs:
                  - { id: today, title: Today, icon: sun.max }
                  - { id: history, title: Complete History, icon: clock.arrow.circlepath }
                  - { id: insights, title: Weekly Insights, icon: chart.bar }
                """, note: "A scrolling custom bar gives each tab the width its title needs."),
            RuleExample("""
                version: 1
                app: Social
                platforms: [iOS]
                tab-bar: { titles: hidden }
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: notifications, title: Notifications and Mentions, icon: bell }
                """, note: "A bar that hides its titles never truncates them (`title-missing` reports the hidden titles)."),
        ]
    )

    public init() {}

    private static let defaultWidths = TextMemo<Double>()

    /// The layout metrics these options give: the configured device, or
    /// `deviceWidth` when the preview draws another.
    public static func metrics(_ configuration: Configuration, deviceWidth: Double? = nil) -> PhoneBarLayout.Metrics {
        let options = configuration.options(of: metadata.id)
        func value(_ option: RuleOption<Double>) -> Double {
            options[option.key].flatMap(Double.init(optionValue:)) ?? option.defaultValue
        }
        return PhoneBarLayout.Metrics(
            deviceWidth: deviceWidth ?? value(Self.deviceWidth), barInset: value(barInset),
            itemPadding: value(itemPadding), fontSize: value(fontSize), estimateMargin: value(estimateMargin)
        )
    }

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.spec.tabBar.showsTitles else { return [] }
        let metrics = PhoneBarLayout.Metrics(
            deviceWidth: context[Self.deviceWidth], barInset: context[Self.barInset],
            itemPadding: context[Self.itemPadding], fontSize: context[Self.fontSize],
            estimateMargin: context[Self.estimateMargin]
        )
        let shown = context.tabsShownTogether
        guard let layout = PhoneBarLayout(tabs: shown, settings: context.spec.tabBar, metrics: metrics) else { return [] }
        // At the default font size a title's width depends on the title alone,
        // so it is remembered across files (see `TextMemo`).
        let widths = context.isDefault(Self.fontSize) ? Self.defaultWidths : nil
        // The visible tabs are the first of the tabs shown together, whose
        // titles the spec's facts gathered once for every rule and platform.
        let allShown = shown.count == context.tabsInBar.count
        let visibleIndices = allShown ? [] : Set(layout.visibleTabs.map(\.index))
        let visible = context.titledTabs.lazy.filter { $0.tab.isInBar && (allShown || visibleIndices.contains($0.tab.index)) }
            .prefix(layout.visibleTabs.count)
        return visible.flatMap { tab, texts in
            texts.compactMap { title -> Finding? in
                let text = title.text.value.trimmingWhitespace
                let needed = widths?.value(for: text, layout.labelWidth.points) ?? layout.labelWidth.points(text)
                guard layout.truncates(text, width: needed) else { return nil }
                // The locale is always named: truncation is a property of one translation.
                let which = title.locale.map { "the \($0) title" } ?? "the title"
                let quoted = text == tab.title?.primaryText?.trimmingWhitespace ? "" : " \"\(text)\""
                return Finding(
                    at: title.text,
                    "\(which)\(quoted) of \(tab.displayName) is about \(Self.points(needed)) wide, "
                        + "but each of \(layout.slots) tabs has about \(Self.points(layout.labelRoom)) for its label on a \(Self.points(metrics.deviceWidth)) wide iPhone, "
                        + "so it will be truncated; shorten it\(title.locale == nil ? "" : " in that language")",
                    tab: tab
                )
            }
        }
    }

    /// "375 pt", "64.6 pt": a tenth of a point, so two close widths never read the same.
    private static func points(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + " pt"
    }
}

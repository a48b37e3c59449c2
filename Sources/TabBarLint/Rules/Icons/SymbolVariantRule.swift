import TabBarSpec

/// The fill variant a bar's implementation expects: the outline name for a
/// system bar, which fills it itself; a filled symbol for the selected tab of
/// a custom bar.
public struct SymbolVariantRule: Rule {
    public static let metadata = RuleMetadata(
        id: "symbol-variant",
        summary: "A system tab bar is given a `.fill` symbol (pass the outline), or a custom bar's selected symbol is an outline while a filled variant exists.",
        category: .icons,
        defaultSeverity: .info,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars; SF Symbols; Enhancing your app's content with tab navigation (SwiftUI)",
            section: "Consider using SF Symbols…; Design variants; tab images",
            revision: "June 8, 2026 (Tab bars); July 28, 2025 (SF Symbols); SwiftUI documentation for iOS and iPadOS 18",
            url: HIGSource.tabBarsURL,
            guidance: "Apple prefers filled symbols in an iOS tab bar, which is where the fill variant belongs. A system tab "
                + "bar applies it for you: give a tab the outline symbol and the system shows it filled in the tab bar and "
                + "as an outline in the iPad sidebar. An app that draws its own bar has to choose the variant itself."
        ),
        rationale: "Passing `house.fill` to a system tab bar looks right in the bar, but the iPad sidebar then shows "
            + "the filled glyph where every other sidebar row uses outlines, and the system can no longer pick the "
            + "variant for each place. A custom bar gets no such help: if its selected tab shows an outline, the "
            + "selection looks weaker than in every other iOS app, and a filled variant is there for the taking. "
            + "Filled and outline names differ by a `fill` component (`heart.circle` and `heart.circle.fill`); the "
            + "rule suggests a variant only when the SF Symbols catalog has that name and it is available from `min-os`.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Home", systemImage: "house.fill") { HomeView() }  // ←
                            Tab("Library", systemImage: "books.vertical") { LibraryView() }
                            Tab("Settings", systemImage: "gear") { SettingsView() }
                        }
                    }
                }
                """, note: "SwiftUI: the system fills the selected symbol itself; pass the outline."),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: home, title: Home, icon: house.fill }   # ←
                  - { id: new, title: New, icon: square.grid.2x2.fill }   # ←
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "A system bar given filled symbols: pass the outlines, the system fills them in the bar."),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tab-bar: { implementation: custom, large-content-viewer: true }
                tabs:
                  - { id: feed, title: Feed, icon: { symbol: house, selected-symbol: house.fill } }
                  - { id: search, title: Search, icon: magnifyingglass }
                  - { id: reels, title: Reels, icon: play.rectangle.on.rectangle }   # ←
                  - { id: activity, title: Activity, icon: heart }   # ←
                  - { id: profile, title: Profile, icon: person.crop.circle }   # ←
                """, note: "A custom bar that shows outlines for the selected tab too, while filled variants exist."),
            RuleExample("""
                version: 1
                app: Team Chat
                platforms: [iOS, iPadOS]
                tab-bar: { implementation: custom, large-content-viewer: true }
                tabs:
                  - { id: chats, title: Chats, icon: { symbol: bubble.left.and.bubble.right, selected-symbol: bubble.left.and.bubble.right.fill } }
                  - id: activity
                    title: Activity
                    icon:
                      symbol: bell
                      selected-symbol: bell.badge   # ←
                  - { id: files, title: Files, icon: { symbol: folder, selected-symbol: folder.fill } }
                """, note: "The selected symbol adds a badge but stays an outline; bell.badge.fill exists."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import UIKit

                final class RootTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let library = LibraryViewController()
                        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), selectedImage: UIImage(systemName: "books.vertical.fill"))
                        let settings = SettingsViewController()
                        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
                        let profile = ProfileViewController()
                        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person.crop.circle"), tag: 2)
                        viewControllers = [library, settings, profile]
                    }
                }
                """, note: "UIKit: outline symbols, with a filled `selectedImage`."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "A system bar given outline names, which the system fills in the bar and keeps as outlines in the sidebar."),
            RuleExample("""
                version: 1
                app: Health-like
                platforms: [iOS]
                tabs:
                  - { id: summary, title: Summary, icon: heart.text.square }
                  - { id: steps, title: Steps, icon: shoeprints.fill }
                  - { id: sharing, title: Sharing, icon: person.2 }
                """, note: "shoeprints.fill has no outline variant, so a system bar is given it as it is."),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tab-bar: { implementation: custom, large-content-viewer: true }
                tabs:
                  - { id: feed, title: Feed, icon: { symbol: house, selected-symbol: house.fill } }
                  - { id: search, title: Search, icon: magnifyingglass }
                  - { id: activity, title: Activity, icon: { symbol: heart, selected-symbol: heart.fill } }
                  - { id: profile, title: Profile, icon: person.crop.circle.fill }
                """, note: "A custom bar whose selected symbols are filled; magnifyingglass has no filled variant, so its outline is right."),
        ],
        fixes: [
            FixNote(.safe, "A system bar's filled symbol is replaced by its outline; a custom bar's outline `selected-symbol` by its filled variant."),
            FixNote(.unsafe, "A custom bar without `selected-symbol`: its only symbol becomes the filled variant, which changes the unselected look too."),
        ],
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let minimum = context.minimumOS?.version
        let usable = { (name: String) in SymbolCatalog.isAvailable(name, on: context.platform, from: minimum) }
        // Loops that read the names in place and copy a located name (or
        // the icon) only for a finding: mapping every tab to an optional
        // finding copied each icon and name through value witnesses.
        var findings: [Finding] = []
        switch context.spec.tabBar.effectiveImplementation {
        case .system:
            for tab in context.spec.tabs {
                guard let name = tab.icon?.symbol?.value, let outline = SymbolCatalog.outlineVariant(of: name), usable(outline),
                    let symbol = tab.icon?.symbol
                else { continue }
                findings.append(Finding(
                    at: symbol,
                    "the symbol of \(tab.displayName), `\(symbol.value)`, is a filled variant; a system tab bar fills symbols "
                        + "itself and keeps the outline in the iPad sidebar; pass the outline \(Spelling.symbol(context.spec.origin, outline))",
                    tab: tab, fix: FixIt(range: symbol.range, change: .setText(outline))
                ))
            }
        case .custom:
            for tab in context.spec.tabs {
                let hasSelectedSymbol = tab.icon?.selectedSymbol?.value != nil
                guard let name = tab.icon?.selectedSymbol?.value ?? tab.icon?.symbol?.value, !SymbolNames.isFilled(name),
                    let filled = SymbolCatalog.filledVariant(of: name), usable(filled),
                    let selected = tab.icon?.selectedSymbol ?? tab.icon?.symbol
                else { continue }
                let problem = !hasSelectedSymbol
                    ? "shows the outline `\(selected.value)` when selected, as it has no `selected-symbol`"
                    : "has the outline `\(selected.value)` as its selected symbol"
                let advice = !hasSelectedSymbol ? "use `\(filled)`, or add it as `selected-symbol`" : "use `\(filled)`"
                findings.append(Finding(
                    at: selected,
                    "\(tab.displayName) \(problem); iOS tab bars show the selected tab filled; \(advice)",
                    tab: tab,
                    // Filling the only symbol changes the unselected look too: the designer's call.
                    fix: FixIt(range: selected.range, change: .setText(filled), applicability: hasSelectedSymbol ? .safe : .unsafe)
                ))
            }
        }
        return findings
    }
}

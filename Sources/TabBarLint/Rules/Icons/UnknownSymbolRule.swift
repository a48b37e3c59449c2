import TabBarSpec

/// A symbol name that is not an SF Symbol, an old name that was renamed, or
/// a symbol newer than the oldest OS the app supports.
public struct UnknownSymbolRule: Rule {
    static let customSymbols = RuleOption<[String]>(
        "custom-symbols",
        default: [],
        "Names of custom symbols the app ships in its asset catalog, accepted as they are."
    )

    public static let metadata = RuleMetadata(
        id: "unknown-symbol",
        summary: "A `symbol` or `selected-symbol` is not an SF Symbol name, is an old name that was renamed, or is newer than the spec's `min-os`.",
        category: .icons,
        defaultSeverity: .error,
        severityNote: "warning for a renamed name that still works",
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars; SF Symbols", section: "Consider using SF Symbols to provide familiar, scalable tab bar icons; Using symbols",
            revision: "June 8, 2026 (Tab bars); July 28, 2025 (SF Symbols)",
            url: "https://developer.apple.com/design/human-interface-guidelines/sf-symbols",
            guidance: "Apple recommends SF Symbols for tab-bar icons. A symbol is named by its exact name in the SF Symbols "
                + "catalog; each symbol arrives with a given release and is there only on systems from that release on, "
                + "and Apple renames symbols now and then, keeping the old name working as an alias."
        ),
        rationale: "A symbol is looked up by name when the app runs: a misspelled name, or a symbol newer than the "
            + "system the app runs on, gives no image at all, and the tab shows a title above an empty space. Nothing "
            + "warns at build time. The rule checks each name against the SF Symbols catalog (releases 2019 to 2025, "
            + "from SFSafeSymbols' data) and suggests the nearest names. With `min-os` it also checks that the symbol "
            + "exists on the oldest system the app supports, per platform (iPadOS uses iOS's versions, and iOS's `min-os` "
            + "when it has none of its own, as one deployment target covers both); without it, "
            + "availability is not checked. An old name that was renamed still works, so it is a warning, and it is "
            + "reported only when the new name is available from `min-os` on (until then the old name is the one to use).",
        options: [customSymbols.erased],
        triggeringExamples: [
            .swift("""
                import UIKit

                final class RootTabBarController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let home = HomeViewController()
                        home.tabBarItem = UITabBarItem(title: "Rooms", image: UIImage(systemName: "hous"), tag: 0)  // ←
                        let devices = DevicesViewController()
                        devices.tabBarItem = UITabBarItem(title: "Devices", image: UIImage(systemName: "lightbulb"), tag: 1)
                        let automations = AutomationsViewController()
                        automations.tabBarItem = UITabBarItem(title: "Automations", image: UIImage(systemName: "clock"), tag: 2)
                        viewControllers = [home, devices, automations]
                    }
                }
                """, note: "UIKit: a misspelled `systemName`."),
            RuleExample("""
                version: 1
                app: Books
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: reading, title: Reading Now, icon: book.fil }   # ←
                  - { id: library, title: Library, icon: books.verticle }   # ←
                  - { id: store, title: Book Store, icon: bag }
                  - { id: search, title: Search, icon: magnifyingglas, role: search }   # ←
                """, note: "Misspelled names, each with the nearest symbol to use instead."),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS]
                min-os: { iOS: "17.0" }
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - { id: rewards, title: Rewards, icon: creditcard.rewards }   # ←
                  - id: insights
                    title: Insights
                    icon: { symbol: chart.bar, selected-symbol: chart.bar.yaxis }   # ←
                """, note: "creditcard.rewards came with iOS 26 and chart.bar.yaxis with iOS 18; on iOS 17 both tabs would show no icon."),
            RuleExample("""
                version: 1
                app: Voice Notes
                platforms: [iOS, iPadOS]
                min-os: { iOS: "18.0", iPadOS: "18.0" }
                tabs:
                  - { id: record, title: Record, icon: mic }   # ←
                  - { id: notes, title: Notes, icon: doc.text }   # ←
                  - { id: shared, title: Shared, icon: person.2 }
                """, note: "Names renamed in 2024 (microphone, text.document): the app requires iOS 18, which has the new names."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Rooms", systemImage: "house") { RoomsView() }
                            Tab("Devices", systemImage: "lightbulb") { DevicesView() }
                            Tab("Automations", systemImage: "clock") { AutomationsView() }
                        }
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Voice Notes
                platforms: [iOS, iPadOS]
                min-os: { iOS: "17.0", iPadOS: "17.0" }
                tabs:
                  - { id: record, title: Record, icon: mic }
                  - { id: notes, title: Notes, icon: doc.text }
                  - { id: shared, title: Shared, icon: person.2 }
                """, note: "The same old names in an app that supports iOS 17: the new names came with iOS 18, so the old ones are right."),
            RuleExample("""
                version: 1
                app: Fitness
                platforms: [iOS, visionOS]
                min-os: { iOS: "18.0" }
                tabs:
                  - { id: summary, title: Summary, icon: chart.bar.yaxis }
                  - { id: workouts, title: Workouts, icon: figure.run }
                  - { id: sharing, title: Sharing, icon: person.2.fill }
                """, note: "Every symbol exists on iOS 18; visionOS has no `min-os`, so availability there is not checked."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, iPadOS, macOS]
                min-os: { iOS: "16.0", macOS: "13.0" }
                tabs:
                  - { id: listen, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: { symbol: square.stack, selected-symbol: square.stack.fill } }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "Long-standing symbols, available on every system the app supports."),
        ],
        fixes: [
            FixNote(.safe, "A renamed symbol gets its new name; a misspelled name with exactly one close symbol name gets that name."),
            FixNote(.unsafe, "A misspelled name with several close names gets the nearest one."),
        ],
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let custom = Set(context[Self.customSymbols])
        let minimum = context.minimumOS
        return context.spec.tabs.flatMap { tab in
            SymbolNames.symbols(of: tab).compactMap { field, name -> Finding? in
                guard !custom.contains(name.value) else { return nil }
                guard !Whitespace.isBlank(name.value) else {
                    return Finding(at: name, "the \(field) of \(tab.displayName) is empty, so the tab would show no icon; write the SF Symbol's name, e.g. `house`", tab: tab)
                }
                // Built only for a finding: most symbols are fine, and the
                // tab's display name is not free.
                let subject = { "the \(field) of \(tab.displayName), `\(name.value)`," }
                // One lookup for the three questions asked of the name.
                let entry = SymbolCatalog.entry(name.value)
                guard entry.exists else { return unknown(name, entry, subject: subject, tab: tab, origin: context.spec.origin) }
                if let finding = unavailable(name, entry, field: field, subject: subject, tab: tab, platform: context.platform, minimum: minimum) {
                    return finding
                }
                return renamed(name, entry, subject: subject, tab: tab, platform: context.platform, minimum: minimum?.version)
            }
        }
    }

    /// A name that is not in the catalog: a retired name, or a misspelling.
    private func unknown(_ name: Located<String>, _ entry: SymbolCatalog.Entry, subject: () -> String, tab: Tab, origin: SpecOrigin) -> Finding {
        if let current = entry.renamed {
            return Finding(
                at: name, "\(subject()) is not an SF Symbol name any more; it was renamed `\(current)`; use the new name",
                tab: tab, fix: FixIt(range: name.range, change: .setText(current))
            )
        }
        let suggestions = SymbolCatalog.suggestions(for: name.value)
        guard let best = suggestions.first else {
            return Finding(
                at: name,
                "\(subject()) is not an SF Symbol name; look the symbol up in the SF Symbols app and copy its name, or \(Spelling.customImage(origin))",
                tab: tab
            )
        }
        return Finding(
            at: name, "\(subject()) is not an SF Symbol name; did you mean \(Phrases.alternatives(suggestions.map { Spelling.symbol(origin, $0) }))?",
            tab: tab,
            // One close name is surely the one meant; among several, the nearest is a guess.
            fix: FixIt(range: name.range, change: .setText(best), applicability: suggestions.count == 1 ? .safe : .unsafe)
        )
    }

    /// A symbol the platform lacks, or gained after the spec's `min-os`.
    /// The versions are named after the platform of the `min-os` entry, so an
    /// iPadOS check that borrows iOS's entry says the same as the iOS check
    /// and the two merge.
    private func unavailable(
        _ name: Located<String>, _ entry: SymbolCatalog.Entry, field: String, subject: () -> String, tab: Tab, platform: Platform,
        minimum: MinimumOS?
    ) -> Finding? {
        switch entry.introduced(on: platform) {
        case .unavailable?:
            return Finding(at: name, "\(subject()) is not available on \(platform); pick another symbol for \(platform)", tab: tab)
        case .since(let introduced)?:
            guard let minimum, minimum.version < introduced else { return nil }
            let system = minimum.platform, oldest = minimum.written.value
            return Finding(
                at: name,
                "\(subject()) came with \(system) \(introduced), but the spec's min-os for \(system) is \(oldest), where it does not exist "
                    + "and \(field == "symbol" ? "the tab" : "the selected tab") would show no icon; raise min-os to \(introduced) "
                    + "or pick a symbol that \(system) \(oldest) has",
                tab: tab,
                related: [RelatedLocation(range: minimum.written.range, message: "min-os for \(system)")]
            )
        case nil:
            return nil
        }
    }

    /// An old name that still works, once its new name is usable.
    private func renamed(
        _ name: Located<String>, _ entry: SymbolCatalog.Entry, subject: () -> String, tab: Tab, platform: Platform, minimum: OSVersion?
    ) -> Finding? {
        guard let current = entry.renamed, SymbolCatalog.isAvailable(current, on: platform, from: minimum) else {
            return nil
        }
        let when = SymbolCatalog.releaseName(of: current).map { " in \($0)" } ?? ""
        return Finding(
            at: name,
            "\(subject()) was renamed `\(current)`\(when); the old name still works but is no longer the documented one; use the new name",
            severity: .warning, tab: tab, fix: FixIt(range: name.range, change: .setText(current))
        )
    }
}

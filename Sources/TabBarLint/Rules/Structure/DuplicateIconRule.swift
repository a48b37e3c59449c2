import TabBarSpec

/// Two tabs drawn with the same icon.
public struct DuplicateIconRule: Rule {
    public static let metadata = RuleMetadata(
        id: "duplicate-icon",
        summary: "Two tabs share an SF Symbol (a symbol and its `.fill` variant count as one) or a custom image.",
        category: .structure,
        defaultSeverity: .warning,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Consider using SF Symbols to provide familiar, scalable tab bar icons", revision: "June 8, 2026 (current)",
            url: HIGSource.tabBarsURL,
            guidance: "Each tab pairs a label with an icon that helps people recognize it. The icon stays visible when labels are not "
                + "(a pinned iPad tab, the collapsed visionOS bar), so it has to identify its tab on its own."
        ),
        rationale: "People find a tab by its icon before they read its label, and in several layouts the icon is all "
            + "they see. Two tabs with the same glyph look like one destination twice. A symbol and its `.fill` "
            + "variant are the same glyph: the system bar fills symbols itself, so `house` and `house.fill` end up "
            + "looking identical. Only the tabs in the bar are compared: a sidebar-only tab is always shown with "
            + "its title beside its icon, and sidebar rows often share a glyph (every source, every playlist).",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeedView()
                                .tabItem { Label("Feed", systemImage: "person.2") }
                            FriendsView()
                                .tabItem { Label("Friends", systemImage: "person.2.fill") }  // ←
                            ProfileView()
                                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                        }
                    }
                }
                """, note: "SwiftUI: two symbols that differ only in their fill."),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS]
                tabs:
                  - { id: up-next, title: Up Next, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack }
                  - { id: episodes, title: Episodes, icon: play.circle }   # ←
                """),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS, iPadOS]
                tabs:
                  - id: inbox
                    title: Inbox
                    icon: tray
                  - id: archive
                    title: Archive
                    icon: { symbol: tray.fill }       # ←
                  - id: sent
                    title: Sent
                    icon: paperplane
                """, note: "`tray.fill` is the filled form of `tray`: the same glyph."),
            RuleExample("""
                version: 1
                app: Shop
                platforms: [iOS]
                tabs:
                  - id: shop
                    title: Shop
                    icon: { image: Icons/bag.pdf, shape: square }
                  - id: orders
                    title: Orders
                    icon: { image: Icons/bag.pdf, shape: square }   # ←
                  - { id: account, title: Account, icon: person.crop.circle }
                """, note: "Custom images are compared by path."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            FeedView()
                                .tabItem { Label("Feed", systemImage: "newspaper") }
                            FriendsView()
                                .tabItem { Label("Friends", systemImage: "person.2") }
                            ProfileView()
                                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                        }
                    }
                }
                """),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS]
                tabs:
                  - { id: home, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, title: Library, icon: square.stack }
                """),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [iOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: memories, title: Memories, icon: photo.stack }
                  - { id: people, title: People, icon: person.crop.square }
                  - { id: profile, title: Profile, icon: person.crop.circle }
                """, note: "Symbols that share a prefix (`photo…`, `person.crop…`) are different glyphs."),
            RuleExample("""
                version: 1
                app: Reader
                platforms: [iPadOS]
                tab-bar: { style: sidebar-adaptable }
                tabs:
                  - { id: sources, title: Sources, icon: globe }
                  - { id: saved, title: Saved, icon: bookmark }
                  - { id: settings, title: Settings, icon: gear }
                  - { id: all-sources, title: All Sources, icon: globe, section: Sources, placement: sidebar-only }
                """, note: "A sidebar-only row is read with its title, so it may share the glyph of a tab in the bar."),
        ]
    )

    public init() {}

    /// An icon in the form icons are compared in, with the scalar to point at.
    private struct Glyph {
        let tab: Tab
        let name: Located<String>
        let isImage: Bool

        /// What two glyphs of one kind share when they look alike.
        var key: String {
            isImage ? Self.normalizedPath(name.value) : SymbolNames.withoutFill(name.value)
        }

        /// `./Icons/bag.pdf` and `Icons/bag.pdf` are the same file.
        private static func normalizedPath(_ path: String) -> String {
            var path = path.trimmingWhitespace
            while path.hasPrefix("./") { path.removeFirst(2) }
            return path
        }
    }

    public func check(_ context: RuleContext) -> [Finding] {
        // Symbols and images in tables of their own (a symbol and an image
        // file of one name are different glyphs): one table keyed by a
        // prefixed name built a longer string, and hashed it, for every tab.
        var firstSymbols: [String: Glyph] = [:]
        var firstImages: [String: Glyph] = [:]
        firstSymbols.reserveCapacity(context.tabsInBar.count)
        var findings: [Finding] = []
        for tab in context.tabsInBar {
            guard let glyph = Self.glyph(of: tab) else { continue }
            let earlier = glyph.isImage ? Self.first(like: glyph, in: &firstImages) : Self.first(like: glyph, in: &firstSymbols)
            if let earlier { findings.append(finding(glyph, repeating: earlier)) }
        }
        return findings
    }

    /// The earlier glyph in `table` that `glyph` repeats; nil, with `glyph`
    /// noted as the first of its key, when there is none.
    private static func first(like glyph: Glyph, in table: inout [String: Glyph]) -> Glyph? {
        let key = glyph.key
        if let first = table[key] { return first }
        table[key] = glyph
        return nil
    }

    private static func glyph(of tab: Tab) -> Glyph? {
        if let symbol = tab.icon?.symbol { return Glyph(tab: tab, name: symbol, isImage: false) }
        if let image = tab.icon?.image { return Glyph(tab: tab, name: image, isImage: true) }
        return nil
    }

    private func finding(_ glyph: Glyph, repeating first: Glyph) -> Finding {
        let advice = "give each tab an icon of its own so people can tell them apart at a glance"
        let name = glyph.name.value, firstName = first.name.value
        let message: String
        if glyph.isImage {
            message = "\(glyph.tab.displayName) uses the image `\(name)`, already the icon of \(first.tab.displayName); \(advice)"
        } else if name == firstName {
            message = "\(glyph.tab.displayName) uses `\(name)`, already the symbol of \(first.tab.displayName); \(advice)"
        } else {
            message = "\(glyph.tab.displayName) uses `\(name)`, the same glyph as `\(firstName)` of \(first.tab.displayName) "
                + "(only the fill differs); \(advice)"
        }
        return Finding(
            at: glyph.name, message, tab: glyph.tab,
            related: [RelatedLocation(range: first.name.range, message: "`\(firstName)` first used here")]
        )
    }
}

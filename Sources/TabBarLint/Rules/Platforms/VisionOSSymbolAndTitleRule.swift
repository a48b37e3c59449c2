import TabBarSpec

/// A visionOS tab without both a symbol and a title.
public struct VisionOSSymbolAndTitleRule: Rule {
    public static let metadata = RuleMetadata(
        id: "visionos-symbol-and-title",
        summary: "A visionOS tab lacks a symbol or a title; visionOS shows both.",
        category: .platforms,
        defaultSeverity: .error,
        platforms: [.visionOS],
        source: HIGSource(
            page: "Tab bars", section: "visionOS", revision: "June 8, 2026 (current; since the June 21, 2023 revision)",
            url: HIGSource.tabBarsURL,
            guidance: "In visionOS the tab bar is vertical, at the leading edge of the window. Collapsed, it shows each tab's "
                + "symbol; when people look at it, it expands to show the titles too. Apple asks for a symbol and a short "
                + "title for every tab."
        ),
        rationale: "The visionOS tab bar uses both halves of a tab at different moments: the symbol is all people see "
            + "until they look at the bar, and the title is what tells them where a tab leads once it expands. A tab "
            + "missing either is blank in one of the two states. A custom image counts as the tab's symbol.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                #if os(visionOS)
                struct GalleryView: View {
                    var body: some View {
                        TabView {
                            PhotosView()
                                .tabItem { Label("Photos", systemImage: "photo.on.rectangle") }
                            SpatialView()
                                .tabItem { Text("Spatial") }  // ←
                            AlbumsView()
                                .tabItem { Label("Albums", systemImage: "rectangle.stack") }
                        }
                    }
                }
                #endif
                """, note: "SwiftUI: a visionOS bar (`#if os(visionOS)`) with a tab that has text only."),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [visionOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: memories, title: Memories }           # ←
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "No symbol: blank while the bar is collapsed."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [visionOS, iOS]
                tabs:
                  - { id: listen-now, title: Listen Now, icon: play.circle }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: library, accessibility-label: Library, icon: square.stack }   # ←
                """, note: "No title: the expanded bar has nothing to show beside the symbol."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                #if os(visionOS)
                struct GalleryView: View {
                    var body: some View {
                        TabView {
                            PhotosView()
                                .tabItem { Label("Photos", systemImage: "photo.on.rectangle") }
                            SpatialView()
                                .tabItem { Label("Spatial", systemImage: "cube") }
                            AlbumsView()
                                .tabItem { Label("Albums", systemImage: "rectangle.stack") }
                        }
                    }
                }
                #endif
                """),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [visionOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: memories, title: Memories, icon: memories }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "Every tab has a symbol and a title."),
            RuleExample("""
                version: 1
                app: Music
                platforms: [iOS, tvOS]
                tabs:
                  - { id: listen-now, title: Listen Now, icon: play.circle }
                  - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right }
                  - { id: search, accessibility-label: Search, icon: magnifyingglass }
                """, note: "Not a visionOS spec."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            // A title or icon written wrongly is already a schema problem.
            guard !tab.isUnreadable("title"), !tab.isUnreadable("icon") else { return nil }
            let problem: String
            switch (tab.icon != nil, tab.hasTitle) {
            case (true, true):
                return nil
            case (false, true):
                problem = "no symbol; visionOS shows only symbols while the tab bar is collapsed, so this tab would be blank; \(Spelling.addSymbol(context.spec.origin))"
            case (true, false):
                problem = "no title; visionOS shows titles beside the symbols when people look at the tab bar, so this tab would have none; \(Spelling.addTitle(context.spec.origin))"
            case (false, false):
                problem = "neither a symbol nor a title; visionOS shows symbols in the collapsed tab bar and titles when it expands, so this tab "
                    + "would be blank in both; \(Spelling.addSymbolAndTitle(context.spec.origin))"
            }
            return Finding(at: tab, "\(tab.displayName) has \(problem)", tab: tab)
        }
    }
}

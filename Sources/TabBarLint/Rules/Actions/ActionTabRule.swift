import TabBarSpec

/// A tab that performs an action instead of showing a section.
public struct ActionTabRule: Rule {
    static let actionTitles = RuleOption<[String]>(
        "action-titles",
        default: [
            "Compose", "Post", "New Post", "Add", "Create", "Upload", "Share", "Send", "Scan", "Record", "Edit",
            "Log Out", "Sign Out", "Refresh", "Delete", "Buy",
        ],
        "Titles that read as an action. A title matches when it is one of these (any case), or starts with a one-word entry followed by what it acts on (\"Add Photo\")."
    )
    static let actionSymbols = RuleOption<[String]>(
        "action-symbols",
        default: ["plus", "plus.circle", "square.and.pencil", "pencil", "camera", "square.and.arrow.up", "arrow.clockwise"],
        "SF Symbols that read as an action; their variants (`.fill`, `.circle`, `.square`, …) match too."
    )
    public static let metadata = RuleMetadata(
        id: "action-tab",
        summary: "A tab performs an action (declared with `role: action` or `action:`, or inferred from an action title or symbol).",
        category: .actions,
        defaultSeverity: .error,
        severityNote: "warning when the action is inferred from the title or icon",
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "Best practices", revision: "June 8, 2026 (current; same guidance since 2022)",
            url: HIGSource.tabBarsURL,
            guidance: "A tab bar exists to move between sections of an app, not to perform actions; controls that act on the current view belong in a toolbar."
        ),
        rationale: "People expect a tab to show a place that keeps its state when they come back. A tab that "
            + "opens a composer, a camera or a sheet breaks that model: it has no content of its own, it cannot "
            + "show as selected, and it takes a slot from a real destination. A title that is an action verb or "
            + "an action symbol (a plus, a pencil) usually betrays such a tab; if the tab really is a destination, "
            + "say so with `role: navigation`.",
        options: [actionTitles.erased, actionSymbols.erased],
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    @State private var selection = 0
                    @State private var isComposing = false

                    var body: some View {
                        TabView(selection: $selection) {
                            FeedView().tabItem { Label("Feed", systemImage: "newspaper") }.tag(0)
                            Color.clear.tabItem { Label("Post", systemImage: "plus.app") }.tag(1)  // ←
                            ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(2)
                        }
                        .onChange(of: selection) { old, new in
                            if new == 1 {
                                selection = old
                                isComposing = true
                            }
                        }
                    }
                }
                """, note: "SwiftUI: a tab whose selection is put back while a composer opens is an action tab, whatever it is called."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: timeline, title: Timeline, icon: rectangle.stack }
                  - id: post                          # ←
                    title: New Post
                    icon: square.and.pencil
                    action: opens the post composer as a sheet
                  - { id: profile, title: Profile, icon: person }
                """, note: "Declared: an error."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - { id: compose, title: Compose, icon: pencil }   # ←
                  - { id: profile, title: Profile, icon: person }
                """, note: "Inferred from the title: a warning."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - id: capture
                    title: Capture
                    icon: camera.fill                 # ←
                  - { id: profile, title: Profile, icon: person }
                """, note: "Inferred from the icon: a warning."),
            .swift("""
                import SwiftUI

                struct RootView: View {
                    @State private var selection = "feed"
                    @State private var isComposing = false

                    var body: some View {
                        TabView(selection: $selection) {
                            Tab("Feed", systemImage: "square.stack", value: "feed") { FeedView() }
                            Tab("Profile", systemImage: "person", value: "profile") { ProfileView() }
                            Tab("New Post", systemImage: "square.and.pencil", value: "compose", role: .search) { Color.clear }  // ←
                        }
                        .onChange(of: selection) { old, new in
                            if new == "compose" {
                                selection = old
                                isComposing = true
                            }
                        }
                    }
                }
                """, note: "A search role does not make an action a search tab: it only takes the search tab's separate place at the end."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    @State private var selection = 0
                    @State private var isComposing = false

                    var body: some View {
                        TabView(selection: $selection) {
                            FeedView().tabItem { Label("Feed", systemImage: "newspaper") }.tag(0)
                            DraftsView().tabItem { Label("Drafts", systemImage: "tray.full") }.tag(1)
                            ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(2)
                        }
                        .toolbar {
                            Button("New Post", systemImage: "square.and.pencil") { isComposing = true }
                        }
                    }
                }
                """, note: "SwiftUI: the composer opens from a toolbar button, not a tab."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: timeline, title: Timeline, icon: rectangle.stack }
                  - { id: drafts, title: Drafts, icon: text.document }
                  - { id: profile, title: Profile, icon: person }
                """),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - { id: camera, title: Camera Roll, icon: camera, role: navigation }
                  - { id: profile, title: Profile, icon: person }
                """, note: "`role: navigation` says the tab shows a section, which silences the inference."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let inference = Self.inference(context)
        return context.spec.tabs.compactMap { finding(for: $0, inference, origin: context.spec.origin) }
    }

    /// The action titles and symbols this rule's configuration sets.
    static func inference(_ context: RuleContext) -> ActionInference {
        // Built once per run while both lists are at their defaults (nearly
        // always): lower-casing and hashing the lists per spec and platform
        // was a third of this rule's cost.
        if context.isDefault(actionTitles), context.isDefault(actionSymbols) { return defaultInference }
        return ActionInference(
            titles: context[actionTitles], symbols: context[actionSymbols],
            titlesAreDefault: context.isDefault(actionTitles), symbolsAreDefault: context.isDefault(actionSymbols)
        )
    }

    private static let defaultInference = ActionInference(
        titles: actionTitles.defaultValue, symbols: actionSymbols.defaultValue, titlesAreDefault: true, symbolsAreDefault: true
    )

    /// Where to put an action instead of a tab.
    static let advice = "tab bars are for navigation, so put the action in a toolbar or a button in the content"

    private func finding(for tab: Tab, _ inference: ActionInference, origin: SpecOrigin) -> Finding? {
        let advice = Self.advice
        // A prominent tab's action is `prominent-tab`'s to report.
        guard tab.role?.value != .prominent else { return nil }
        // `action:` says what selecting the tab does, whatever role it
        // claims: a search role on it only takes the search tab's place.
        if tab.effectiveRole == .action || tab.action != nil {
            let what = tab.action.map { " (\($0.value))" } ?? ""
            return Finding(at: tab, "\(tab.displayName) performs an action\(what); \(advice)", tab: tab)
        }
        // `role: navigation` is the author's word that the tab shows a section.
        guard tab.role?.value != .navigation else { return nil }
        guard let evidence = inference.evidence(for: tab) else { return nil }
        let silence = "if it shows a section, " + Spelling.declareNavigation(origin, ruleID: Self.metadata.id)
        return Finding(at: evidence.range, "\(tab.displayName) \(evidence.reason); \(advice), or \(silence)", severity: .warning, tab: tab)
    }
}

import TabBarSpec

/// Two tabs with the same id.
public struct DuplicateIDRule: Rule {
    public static let metadata = RuleMetadata(
        id: "duplicate-id",
        summary: "Two tabs share an `id`.",
        category: .structure,
        defaultSeverity: .error,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Tab bars", section: "iPadOS — let people customize the tab bar", revision: "June 8, 2026 (current); UITab and SwiftUI Tab documentation",
            url: HIGSource.tabBarsURL,
            guidance: "Tabs are identified by a stable identifier: the system uses it to restore the selected tab and to save how people customized the bar."
        ),
        rationale: "A tab's id is how code, state restoration and customization find it. With two tabs sharing "
            + "one, selecting or restoring one of them picks the other, and whichever is declared second can "
            + "never be addressed.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                enum AppTab: Hashable {
                    case inbox, sent, archive
                }

                struct MailView: View {
                    @State private var selection = AppTab.inbox

                    var body: some View {
                        TabView(selection: $selection) {
                            Tab("Inbox", systemImage: "tray", value: AppTab.inbox) { InboxView() }
                            Tab("Sent", systemImage: "paperplane", value: AppTab.sent) { SentView() }
                            Tab("Archive", systemImage: "archivebox", value: AppTab.inbox) { ArchiveView() }  // ←
                        }
                    }
                }
                """, note: "SwiftUI: two tabs with the same `value:`."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: home, title: Search, icon: magnifyingglass }   # ←
                  - { id: profile, title: Profile, icon: person }
                """),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - id: inbox
                    title: Inbox
                    icon: tray
                  - id: sent
                    title: Sent
                    icon: paperplane
                  - id: inbox                 # ←
                    title: Archive
                    icon: archivebox
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct MailView: View {
                    @State private var selection = 0

                    var body: some View {
                        TabView(selection: $selection) {
                            InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(0)
                            SentView().tabItem { Label("Sent", systemImage: "paperplane") }.tag(1)
                            ArchiveView().tabItem { Label("Archive", systemImage: "archivebox") }.tag(2)
                        }
                    }
                }
                """, note: "SwiftUI: `.tag`s of their own."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: search, title: Search, icon: magnifyingglass }
                  - { id: profile, title: Profile, icon: person }
                """),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: inbox, title: Inbox, icon: tray }
                  - { id: Inbox-archive, title: Archive, icon: archivebox }
                  - { id: sent, title: Sent, icon: paperplane }
                """, note: "Ids only clash when they are identical."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var firstByID: [String: Tab] = [:]
        // Room for every tab at once: grown from empty, the table was
        // reallocated and rehashed three times for a bar of five.
        firstByID.reserveCapacity(context.spec.tabs.count)
        var findings: [Finding] = []
        for tab in context.spec.tabs {
            // The id read in place; the located value copied only for a finding.
            guard let idValue = tab.id?.value else { continue }
            guard let first = firstByID[idValue] else {
                firstByID[idValue] = tab
                continue
            }
            guard let id = tab.id else { continue }
            let firstLine = first.id?.range.start.line ?? first.range.start.line
            findings.append(Finding(
                at: id,
                "tab id `\(id.value)` is already used by tab \(first.index + 1) (line \(firstLine)); give tab \(tab.index + 1) \(Spelling.tabIdentity(context.spec.origin)) of its own",
                tab: tab,
                related: [RelatedLocation(range: first.id?.range ?? first.range, message: "`\(id.value)` first used here")]
            ))
        }
        return findings
    }
}

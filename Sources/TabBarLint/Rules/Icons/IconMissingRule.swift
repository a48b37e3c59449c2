import TabBarSpec

/// A tab without an icon, or with a custom image that is not there.
public struct IconMissingRule: Rule {
    public static let metadata = RuleMetadata(
        id: "icon-missing",
        summary: "A tab has no icon, or its `image` names a file or image set that is not in the spec's folder.",
        category: .icons,
        defaultSeverity: .warning,
        severityNote: "error on visionOS",
        platforms: [.iOS, .iPadOS, .visionOS],
        source: HIGSource(
            page: "Tab bars", section: "Consider using SF Symbols to provide familiar, scalable tab bar icons; visionOS",
            revision: "June 8, 2026 (current)",
            url: HIGSource.tabBarsURL,
            guidance: "Every tab has an icon: on iPhone it sits above the tab's title, on iPad beside it, and in visionOS the "
                + "collapsed tab bar shows the icons alone. Apple recommends SF Symbols, or custom icons made to the same metrics."
        ),
        rationale: "People find a tab by its icon as much as by its title, and the system lays every tab out with "
            + "room for one: a tab without it reads as a bare word and breaks the row. On visionOS it is worse: the "
            + "tab bar rests collapsed, showing icons only, so the tab is an empty spot. A custom image that is not "
            + "where the spec says is the same problem waiting to ship. Images are read only from the spec's folder "
            + "and below: an absolute path, one that climbs out with `..`, or a link that leads outside is reported "
            + "and not read.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Inbox", systemImage: "tray") { InboxView() }
                            Tab { CalendarView() } label: { Text("Calendar") }  // ←
                            Tab("Contacts", systemImage: "person.2") { ContactsView() }
                        }
                    }
                }
                """, note: "SwiftUI: a label with text only."),
            RuleExample("""
                version: 1
                app: Mail
                platforms: [iOS]
                tabs:
                  - { id: inbox, title: Inbox, icon: tray }
                  - { id: flagged, title: Flagged }          # ←
                  - { id: sent, title: Sent, icon: paperplane }
                """, note: "A tab without an icon: a warning on iOS."),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [visionOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: memories, title: Memories, icon: memories }
                  - id: collections
                    title: Collections
                    icon:
                      image: Assets.xcassets/Collections.imageset   # ←
                      shape: square
                """, note: "The image set is not beside the spec: an error on visionOS, where the collapsed bar shows only icons."),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - id: advisor
                    title: Advisor
                    icon:
                      image: ../shared-assets/advisor.pdf   # ←
                """, note: "A path that climbs out of the spec's folder is not read."),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            InboxView()
                                .tabItem {
                                    Image(systemName: "tray")
                                    Text("Inbox")
                                }
                            CalendarView()
                                .tabItem { Label("Calendar", systemImage: "calendar") }
                            ContactsView()
                                .tabItem { Label { Text("Contacts") } icon: { Image(systemName: "person.2") } }
                        }
                    }
                }
                """, note: "SwiftUI: the three ways of giving a `.tabItem` its symbol."),
            RuleExample("""
                version: 1
                app: Photos
                platforms: [iOS, visionOS]
                tabs:
                  - { id: library, title: Library, icon: photo.on.rectangle }
                  - { id: memories, title: Memories, icon: memories }
                  - id: collections
                    title: Collections
                    icon:
                      image: Assets.xcassets/Collections.imageset
                      shape: square
                      size: { regular: [23, 23], compact: [17, 17] }
                """, note: "The image set is in the spec's folder, with the PDF it lists.",
                files: ExampleFile.imageSet("Assets.xcassets/Collections.imageset", [(nil, .pdf("collections.pdf"))], preservesVector: true)),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - id: advisor
                    title: Advisor
                    icon:
                      image: Icons/./advisor.svg
                """, note: "A relative path is read below the spec's folder however it is spelled.",
                files: [.svg("Icons/advisor.svg")]),
            RuleExample("""
                version: 1
                app: TV Remote
                platforms: [tvOS]
                tabs:
                  - { id: watch-now, title: Watch Now, icon: play.rectangle }
                  - { id: search, accessibility-label: Search, icon: magnifyingglass }
                  - { id: library, title: Library }
                """, note: "tvOS tabs may be text only; the rule checks iOS, iPadOS and visionOS."),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            // An icon written wrongly is already a schema problem.
            guard let icon = tab.icon else { return tab.isUnreadable("icon") ? nil : noIcon(tab, context) }
            guard let image = icon.image else { return nil }
            return problem(with: image.value, context).map { problem in
                let note = context.platform == .visionOS ? "; on visionOS the collapsed tab bar shows only icons, so the tab would be blank" : ""
                return Finding(at: image, "the image of \(tab.displayName), \(image.value), \(problem)\(note)", severity: severity(context), tab: tab)
            }
        }
    }

    private func severity(_ context: RuleContext) -> Severity? {
        context.platform == .visionOS ? .error : nil
    }

    private func noIcon(_ tab: Tab, _ context: RuleContext) -> Finding {
        let why = context.platform == .visionOS
            ? "on visionOS the collapsed tab bar shows only icons, so this tab would be blank"
            : "iPhone shows every tab's icon above its title and iPad beside it, so this tab would be a bare word"
        return Finding(
            at: tab,
            "\(tab.displayName) has no icon; \(why); \(Spelling.addIcon(context.spec.origin))",
            severity: severity(context), tab: tab
        )
    }

    /// What is wrong with the image path, as the rest of a sentence; nil when
    /// it names an image that is there (or there is no folder to look in).
    private func problem(with path: String, _ context: RuleContext) -> String? {
        switch IconImage.resolve(path, in: context.assets) {
        case .unavailable, .file, .symbolSet:
            return nil
        case .missing:
            return "is not in the spec's folder; add it, or correct the path (it is relative to the spec file)"
        case .outside(let escape):
            return "\(Self.describe(escape)) and will not be read; keep images in the spec's folder or below it, with paths relative to the spec file"
        case .folder:
            return "is a folder, not an image; name a .pdf, .svg or .png file, an asset catalog `.imageset`, or a custom symbol's `.symbolset`"
        case .imageSet(let set):
            if let contentsProblem = set.contentsProblem {
                return "\(contentsProblem); add the image to the asset catalog in Xcode, which writes it"
            }
            if set.files.isEmpty {
                return "lists no image files in its Contents.json, so it holds no icon; add the image in Xcode's asset catalog"
            }
            let missing = set.files.filter { $0.state == .missing }.map(\.name)
            if !missing.isEmpty {
                let (verb, file, it) = missing.count == 1 ? ("is", "file", "it") : ("are", "files", "them")
                return "lists \(Phrases.list(missing)) in its Contents.json, which \(verb) not in the image set; add the \(file), or remove \(it) from the image set"
            }
            for file in set.files {
                if case .outside(let escape) = file.state {
                    return "lists \(file.name) in its Contents.json, which \(Self.describe(escape)) and will not be read; keep the image set's files inside it"
                }
            }
            return nil
        }
    }

    private static func describe(_ escape: AssetPath.Escape) -> String {
        switch escape {
        case .absolute: return "is an absolute path, which leaves the spec's folder,"
        case .climbsOut: return "climbs out of the spec's folder with `..`"
        case .linkLeadsOutside: return "leads through a symbolic link out of the spec's folder"
        }
    }
}

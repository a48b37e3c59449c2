import TabBarSpec

/// A custom icon that exists only as bitmaps.
public struct IconFormatRule: Rule {
    public static let metadata = RuleMetadata(
        id: "icon-format",
        summary: "A custom icon is a bitmap (PNG, or an image set of PNGs) rather than a vector image (PDF or SVG, kept as vector).",
        category: .icons,
        defaultSeverity: .info,
        platforms: Platform.withTabBars,
        source: HIGSource(
            page: "Icons", section: "Best practices", revision: "June 9, 2025; UIBarItem.largeContentSizeImage documentation",
            url: "https://developer.apple.com/design/human-interface-guidelines/icons",
            guidance: "Apple asks for custom interface icons in a vector format such as PDF or SVG. UIKit's documentation adds "
                + "that the Large Content Viewer scales a bar item's image up unless it is given a larger one, and that a "
                + "bitmap then looks blurry."
        ),
        rationale: "Tab-bar icons are drawn at more sizes than the one designed: regular and compact bars, @2x and @3x "
            + "screens, and several times larger in the Large Content Viewer that people with large text sizes rely on. "
            + "A vector image stays sharp at all of them; a bitmap is scaled and turns soft. In an asset catalog, a PDF "
            + "or SVG stays vector only with Preserve Vector Data (`preserves-vector-representation`) checked; otherwise "
            + "Xcode renders it to fixed bitmaps at build time.",
        triggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Up Next", systemImage: "play.square.stack") { UpNextView() }
                            Tab("Shows", image: "Shows") { ShowsView() }  // ←
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                """, note: "SwiftUI: an asset catalog image set that holds only PNGs.",
                files: ExampleFile.imageSet("Assets.xcassets/Shows.imageset", [
                    (2, .png("shows@2x.png", width: 46, height: 46)), (3, .png("shows@3x.png", width: 69, height: 69)),
                ])),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: house }
                  - { id: reels, title: Reels, icon: play.rectangle }
                  - id: profile
                    title: Profile
                    icon:
                      image: Icons/profile@3x.png   # ←
                      shape: circular
                      size: { regular: [25, 25], compact: [18, 18] }
                """, note: "A single PNG.",
                files: [.png("Icons/profile@3x.png", width: 75, height: 75)]),
            RuleExample("""
                version: 1
                app: Podcasts
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - id: shows
                    title: Shows
                    icon:
                      image: Assets.xcassets/Shows.imageset   # ←
                      shape: square
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                """, note: "An image set that holds only PNGs.",
                files: ExampleFile.imageSet("Assets.xcassets/Shows.imageset", [
                    (2, .png("shows@2x.png", width: 46, height: 46)), (3, .png("shows@3x.png", width: 69, height: 69)),
                ])),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - id: advisor
                    title: Advisor
                    icon:
                      image: Assets.xcassets/Advisor.imageset   # ←
                      shape: circular
                  - { id: cards, title: Cards, icon: creditcard }
                """, note: "A PDF in an image set without Preserve Vector Data becomes bitmaps at build time.",
                files: ExampleFile.imageSet("Assets.xcassets/Advisor.imageset", [(nil, .pdf("advisor.pdf"))])),
        ],
        nonTriggeringExamples: [
            .swift("""
                import SwiftUI

                struct RootView: View {
                    var body: some View {
                        TabView {
                            Tab("Up Next", systemImage: "play.square.stack") { UpNextView() }
                            Tab("Shows", image: "Shows") { ShowsView() }
                            Tab(role: .search) { SearchView() }
                        }
                    }
                }
                """, note: "SwiftUI: a PDF image set that preserves its vector data.",
                files: ExampleFile.imageSet("Assets.xcassets/Shows.imageset", [(nil, .pdf("shows.pdf"))], preservesVector: true)),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - id: advisor
                    title: Advisor
                    icon:
                      image: Assets.xcassets/Advisor.imageset
                      shape: circular
                  - { id: cards, title: Cards, icon: creditcard }
                """, note: "A PDF with Preserve Vector Data stays sharp at every size.",
                files: ExampleFile.imageSet("Assets.xcassets/Advisor.imageset", [(nil, .pdf("advisor.pdf"))], preservesVector: true)),
            RuleExample("""
                version: 1
                app: Streaming
                platforms: [iOS, tvOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - id: originals
                    title: Originals
                    icon: { image: Icons/originals.svg, shape: wide }
                  - { id: downloads, title: Downloads, icon: arrow.down.circle }
                """, note: "An SVG file.",
                files: [.svg("Icons/originals.svg")]),
        ]
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.compactMap { tab in
            guard let image = tab.icon?.image else { return nil }
            let soft = "turn soft when enlarged (the Large Content Viewer shows tab icons several times larger)"
            guard IconImage.isImageSet(image.value) else {
                let format = IconImage.Format(fileName: image.value)
                guard format.isBitmap else { return nil }
                return Finding(at: image, "the icon of \(tab.displayName), \(image.value), is \(format.withArticle); bitmaps \(soft); use a PDF or SVG instead", tab: tab)
            }
            // An image set is judged by what it holds, so it must be read;
            // one that cannot be read is icon-missing's finding.
            guard case .imageSet(let set) = IconImage.resolve(image.value, in: context.assets), set.contentsProblem == nil else { return nil }
            let formats = set.files.map(\.format)
            if let vector = formats.first(where: \.isVector) {
                guard !set.preservesVector else { return nil }
                return Finding(
                    at: image,
                    "the icon of \(tab.displayName), \(image.value), holds \(vector.withArticle) without Preserve Vector Data, so Xcode renders it to "
                        + "fixed-size bitmaps, which \(soft); check Preserve Vector Data for the image set (`preserves-vector-representation`)",
                    tab: tab
                )
            }
            guard !formats.isEmpty, formats.allSatisfy(\.isBitmap) else { return nil }
            let names = Phrases.list(Array(Set(formats.map(\.name))).sorted())
            return Finding(
                at: image,
                "the icon of \(tab.displayName), \(image.value), holds only \(names) bitmaps, which \(soft); add a PDF or SVG to the image set and check Preserve Vector Data",
                tab: tab
            )
        }
    }
}

import TabBarSpec

/// A custom icon whose declared or real size differs from the target for its shape.
public struct IconSizeRule: Rule {
    /// The target size of a custom tab-bar icon, in points, by shape. Wide
    /// icons are measured by width and tall ones by height only.
    struct Target {
        enum Measure { case both, width, height }
        let regular: Double
        let compact: Double
        let measure: Measure

        static func of(_ shape: IconShape) -> Target {
            switch shape {
            case .circular: return Target(regular: 25, compact: 18, measure: .both)
            case .square: return Target(regular: 23, compact: 17, measure: .both)
            case .wide: return Target(regular: 31, compact: 23, measure: .width)
            case .tall: return Target(regular: 28, compact: 20, measure: .height)
            }
        }

        /// Whether a width and height meet `side` in the measured dimension.
        func fits(width: Double, height: Double, side: Double) -> Bool {
            switch measure {
            case .both: return width == side && height == side
            case .width: return width == side
            case .height: return height == side
            }
        }

        /// "25×25 pt", "31 pt wide", "84 px high".
        func describe(_ side: Double, unit: String) -> String {
            let number = Phrases.number(side)
            switch measure {
            case .both: return "\(number)×\(number) \(unit)"
            case .width: return "\(number) \(unit) wide"
            case .height: return "\(number) \(unit) high"
            }
        }
    }

    public static let metadata = RuleMetadata(
        id: "icon-size",
        summary: "A custom icon's declared size, or its PNGs' pixel sizes at @2x and @3x, differ from the target for its shape; or it lacks a shape, a regular or a compact size.",
        category: .icons,
        defaultSeverity: .warning,
        platforms: [.iOS, .iPadOS],
        source: HIGSource(
            page: "Tab bars", section: "Custom tab bar icons (target sizes by shape)",
            revision: "2022–23 text through the June 2025 text; the current text points to Apple Design Resources instead",
            url: HIGSource.tabBarsURL,
            guidance: "Custom tab-bar icons come in two sizes, for regular and compact tab bars, each at @2x and @3x. The target "
                + "depends on the icon's shape: circular 25×25 pt (18×18 compact), square 23×23 pt (17×17), wide 31 pt wide "
                + "(23 pt), tall 28 pt high (20 pt)."
        ),
        rationale: "Icons made to these sizes share a visual weight with SF Symbols and with each other: one that is a "
            + "few points too large looks bolder than its neighbours, one too small looks lost, and a bitmap at the wrong "
            + "pixel size is scaled by the system and comes out soft. The shape decides the target, so a custom image "
            + "needs one; the rule then checks the sizes the spec declares and, where the image is beside the spec, the "
            + "pixel sizes of its PNGs (an image set's @2x and @3x files, or a single file taken as @1x unless named "
            + "`name@2x.png` or `name@3x.png`).",
        triggeringExamples: [
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
                      image: Assets.xcassets/Profile.imageset
                      shape: circular
                      size: { regular: [28, 28], compact: [18, 18] }   # ←
                """, note: "The declared regular size is 28×28 pt; a circular icon is 25×25 pt.",
                files: ExampleFile.imageSet("Assets.xcassets/Profile.imageset", [
                    (2, .png("profile@2x.png", width: 50, height: 50)), (3, .png("profile@3x.png", width: 75, height: 75)),
                ])),
            RuleExample("""
                version: 1
                app: Instagram-like
                platforms: [iOS, iPadOS]
                tabs:
                  - { id: feed, title: Feed, icon: house }
                  - { id: reels, title: Reels, icon: play.rectangle }
                  - id: profile
                    title: Profile
                    icon:
                      image: Assets.xcassets/Profile.imageset   # ←
                      shape: circular
                      size: { regular: [25, 25], compact: [18, 18] }
                """, note: "The sizes are declared right, but the @3x PNG is 72×72 px instead of 75×75.",
                files: ExampleFile.imageSet("Assets.xcassets/Profile.imageset", [
                    (2, .png("profile@2x.png", width: 50, height: 50)), (3, .png("profile@3x.png", width: 72, height: 72)),
                ])),
            RuleExample("""
                version: 1
                app: Bank
                platforms: [iOS]
                tabs:
                  - { id: accounts, title: Accounts, icon: banknote }
                  - { id: cards, title: Cards, icon: creditcard }
                  - id: rewards
                    title: Rewards
                    icon: { image: Icons/rewards.pdf }   # ←
                """, note: "No shape, so there is no target to check against.",
                files: [.pdf("Icons/rewards.pdf")]),
        ],
        nonTriggeringExamples: [
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
                      image: Assets.xcassets/Profile.imageset
                      shape: circular
                      size: { regular: [25, 25], compact: [18, 18] }
                """, note: "Declared and real sizes match: 50×50 px at @2x, 75×75 px at @3x.",
                files: ExampleFile.imageSet("Assets.xcassets/Profile.imageset", [
                    (2, .png("profile@2x.png", width: 50, height: 50)), (3, .png("profile@3x.png", width: 75, height: 75)),
                ])),
            RuleExample("""
                version: 1
                app: Streaming
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - id: originals
                    title: Originals
                    icon:
                      image: Icons/originals@3x.png
                      shape: wide
                      size: { regular: [31, 20], compact: [23, 15] }
                  - { id: downloads, title: Downloads, icon: arrow.down.circle }
                """, note: "A wide icon is measured by its width only; the file's name says it is the @3x image (93 px wide).",
                files: [.png("Icons/originals@3x.png", width: 93, height: 60)]),
        ],
        specOnly: "Every check depends on a custom icon's `shape` and declared `size`, which code never states (an asset catalog image has no shape), so the rule stays silent for bars read from code."
    )

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.spec.tabs.flatMap { tab -> [Finding] in
            guard let icon = tab.icon, let image = icon.image else { return [] }
            // Code names an image but never its shape: the target is unknown.
            if context.spec.origin.isCode, icon.shape == nil { return [] }
            guard let shape = icon.shape?.value else {
                return [Finding(
                    at: icon.range,
                    "the custom icon of \(tab.displayName) has no `shape`, and its target size depends on it; add `shape:` "
                        + "circular (25×25 pt), square (23×23 pt), wide (31 pt wide) or tall (28 pt high)",
                    tab: tab
                )]
            }
            let target = Target.of(shape)
            return declaredSizeFindings(tab, icon, shape, target) + pixelFindings(tab, image, shape, target, context)
        }
    }

    private func declaredSizeFindings(_ tab: Tab, _ icon: Icon, _ shape: IconShape, _ target: Target) -> [Finding] {
        let wanted = "a \(shape.rawValue) icon is \(target.describe(target.regular, unit: "pt")) in a regular tab bar and \(target.describe(target.compact, unit: "pt")) in a compact one"
        guard let size = icon.size else {
            return [Finding(at: icon.range, "the \(shape.rawValue) icon of \(tab.displayName) gives no `size`; \(wanted); add `size:` with both", tab: tab)]
        }
        var findings: [Finding] = []
        for (name, declared, side) in [("regular", size.regular, target.regular), ("compact", size.compact, target.compact)] {
            guard let declared else {
                findings.append(Finding(at: size.range, "the \(shape.rawValue) icon of \(tab.displayName) gives no \(name) size; \(wanted); add `\(name):`", tab: tab))
                continue
            }
            let points = declared.value
            guard !target.fits(width: points.width, height: points.height, side: side) else { continue }
            findings.append(Finding(
                at: declared,
                "the \(name) size of the \(shape.rawValue) icon of \(tab.displayName) is \(points) pt; a \(shape.rawValue) icon is "
                    + "\(target.describe(side, unit: "pt")) in a \(name) tab bar; draw and declare it at that size",
                tab: tab
            ))
        }
        return findings
    }

    /// The PNGs the image resolves to, each at its scale, against the regular target.
    private func pixelFindings(_ tab: Tab, _ image: Located<String>, _ shape: IconShape, _ target: Target, _ context: RuleContext) -> [Finding] {
        let files: [IconImage.File]
        var findings: [Finding] = []
        // A file named directly takes its scale from its name, which may just be wrong.
        var scaleFromName = false
        switch IconImage.resolve(image.value, in: context.assets) {
        case .file(let file):
            files = [file]
            scaleFromName = true
        case .imageSet(let set):
            files = set.files
            let bitmaps = set.files.filter { $0.format.isBitmap }
            if !bitmaps.isEmpty, !set.files.contains(where: { $0.format.isVector }) {
                for scale in [2, 3] where !bitmaps.contains(where: { $0.scale == scale }) {
                    findings.append(Finding(
                        at: image,
                        "the image set of \(tab.displayName), \(set.path), has no @\(scale)x image, so screens at @\(scale)x scale another one "
                            + "and it looks soft; add one of \(target.describe(target.regular * Double(scale), unit: "px")) (a \(shape.rawValue) regular icon at @\(scale)x)",
                        tab: tab
                    ))
                }
            }
        default:
            return []
        }
        for file in files where file.format == .png {
            guard case .found(let pixelSize) = file.state else { continue }
            guard let pixels = pixelSize else {
                findings.append(Finding(
                    at: image,
                    "\(file.path), the icon of \(tab.displayName), does not start with a PNG header, so its pixel size cannot be checked; export it again as PNG",
                    tab: tab
                ))
                continue
            }
            let scale = file.scale ?? 1
            let side = target.regular * Double(scale)
            guard !target.fits(width: Double(pixels.width), height: Double(pixels.height), side: side) else { continue }
            var message = "\(file.path), the icon of \(tab.displayName), is \(pixels) px; a \(shape.rawValue) regular icon at @\(scale)x is "
                + "\(target.describe(side, unit: "px")); export it at that size"
            if scaleFromName, scale == 1,
                let real = [2, 3].first(where: { target.fits(width: Double(pixels.width), height: Double(pixels.height), side: target.regular * Double($0)) }) {
                message += ", or if it is the @\(real)x image, add @\(real)x to its name"
            }
            findings.append(Finding(at: image, message, tab: tab))
        }
        return findings
    }
}

import Foundation
import Testing
import TabBarSpec
@testable import TabBarLint

/// The icon of a third tab, Profile, written as a block mapping: its image
/// is always on line 9, column 14.
private func profileSpec(_ image: String, platforms: String = "iOS", extra: String = "      shape: circular\n      size: { regular: [25, 25], compact: [18, 18] }\n") -> String {
    """
    version: 1
    platforms: [\(platforms)]
    tabs:
      - { id: feed, title: Feed, icon: house }
      - { id: reels, title: Reels, icon: play.rectangle }
      - id: profile
        title: Profile
        icon:
          image: \(image)

    """ + extra
}

@Suite struct AssetPathTests {
    @Test func pathsAreResolvedByNameBelowTheFolder() throws {
        #expect(try AssetPath.components("Icons/./old/../profile.png").get() == ["Icons", "profile.png"])
        #expect(try AssetPath.components("Icons//profile.png/").get() == ["Icons", "profile.png"])
        #expect(try AssetPath.components("").get() == [])
    }

    @Test(arguments: [
        ("/Users/ana/profile.png", AssetPath.Escape.absolute),
        ("~/profile.png", .absolute),
        ("../profile.png", .climbsOut),
        ("Icons/../../profile.png", .climbsOut),
        ("./..", .climbsOut),
    ])
    func escapesAreRefusedBeforeAnyLookup(path: String, escape: AssetPath.Escape) {
        #expect(throws: escape) { try AssetPath.components(path).get() }
        #expect(InMemoryAssets(["profile.png": [1]]).lookup(path, maxBytes: 10) == .outside(escape))
    }

    @Test func theSpecFolderComesFromTheSpecPath() {
        #expect(DiskAssets.forSpec(at: "app.tabbar.yml")?.folder == ".")
        #expect(DiskAssets.forSpec(at: "examples/ios/app.tabbar.yml")?.folder == "examples/ios")
        #expect(DiskAssets.forSpec(at: "/app.tabbar.yml")?.folder == "/")
        #expect(DiskAssets.forSpec(at: "<stdin>") == nil, "standard input has no folder")
    }
}

@Suite struct InMemoryAssetsTests {
    let assets = InMemoryAssets([
        "Icons/profile.png": Array(0..<30),
        "./Profile.imageset/Contents.json": Array("{}".utf8),
    ])

    @Test func filesGiveTheirFirstBytes() {
        #expect(assets.lookup("Icons/profile.png", maxBytes: 24) == .file(FilePrefix(bytes: Array(0..<24), isComplete: false)))
        #expect(assets.lookup("Icons/../Icons/profile.png", maxBytes: 30) == .file(FilePrefix(bytes: Array(0..<30), isComplete: true)))
    }

    @Test func foldersListTheirEntries() {
        #expect(assets.lookup("", maxBytes: 1) == .directory(["Icons", "Profile.imageset"]))
        #expect(assets.lookup("Profile.imageset/", maxBytes: 1) == .directory(["Contents.json"]))
        #expect(assets.lookup("Icons/settings.png", maxBytes: 1) == .missing)
        #expect(assets.lookup("Icon", maxBytes: 1) == .missing, "a name prefix is not a folder")
    }
}

@Suite struct PNGHeaderTests {
    @Test func theMinimalFileIsAWellFormedPNGHeader() {
        let bytes = PNGHeader.file(width: 75, height: 75)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Array(bytes[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
        #expect(Array(bytes[29..<33]) == [0x38, 0x4E, 0x7A, 0xEA], "CRC-32 of the IHDR chunk, as zlib computes it")
        #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
        #expect(PNGHeader.pixelSize(bytes) == PixelSize(width: 75, height: 75))
        #expect(PNGHeader.pixelSize(PNGHeader.file(width: 93, height: 60)) == PixelSize(width: 93, height: 60))
    }

    @Test func otherBytesHaveNoSize() {
        #expect(PNGHeader.pixelSize(Array("%PDF-1.7\n%%EOF\n".utf8)) == nil)
        #expect(PNGHeader.pixelSize(Array(PNGHeader.file(width: 2, height: 2).prefix(20))) == nil, "a header cut short")
        #expect(PNGHeader.pixelSize(PNGHeader.file(width: 0, height: 5)) == nil)
    }
}

/// The icon rules against real files in a temporary folder.
@Suite struct DiskAssetsTests {
    @Test func aPNGBesideTheSpecIsMeasured() throws {
        let folder = try SpecFolder()
        try folder.write("Icons/profile.png", PNGHeader.file(width: 75, height: 75))
        let found = try folder.lint("icon-size", profileSpec("Icons/profile.png"))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.range.start.line == 9 && finding.range.start.column == 14)
        #expect(finding.message == "Icons/profile.png, the icon of \"Profile\" (profile), is 75×75 px; a circular regular icon at @1x is 25×25 px; export it at that size, or if it is the @3x image, add @3x to its name")
        #expect(try folder.lint("icon-missing", profileSpec("Icons/profile.png")).isEmpty)
    }

    @Test func anImageSetOnDiskIsReadThroughItsContentsJSON() throws {
        let folder = try SpecFolder()
        try folder.write(ExampleFile.imageSet("Assets.xcassets/Profile.imageset", [
            (2, .png("profile@2x.png", width: 50, height: 50)), (3, .png("profile@3x.png", width: 72, height: 72)),
        ]))
        let yaml = profileSpec("Assets.xcassets/Profile.imageset")
        #expect(try folder.lint("icon-size", yaml).map(\.message) == [
            "Assets.xcassets/Profile.imageset/profile@3x.png, the icon of \"Profile\" (profile), is 72×72 px; a circular regular icon at @3x is 75×75 px; export it at that size",
        ])
        #expect(try folder.lint("icon-missing", yaml).isEmpty)
        #expect(try folder.lint("icon-format", yaml).map(\.message) == [
            "the icon of \"Profile\" (profile), Assets.xcassets/Profile.imageset, holds only PNG bitmaps, which turn soft when enlarged (the Large Content Viewer shows tab icons several times larger); add a PDF or SVG to the image set and check Preserve Vector Data",
        ])
    }

    /// SPEC.md: an `image` may name a custom symbol's `.symbolset`, which
    /// the system draws like an SF Symbol; a plain folder is not an image.
    @Test func aCustomSymbolSetIsAnImageAndAPlainFolderIsNot() throws {
        let folder = try SpecFolder()
        try folder.write("Assets.xcassets/Symbols/reel.symbolset/Contents.json", Array(#"{ "symbols" : [ { "filename" : "reel.svg", "idiom" : "universal" } ] }"#.utf8))
        try folder.write("Assets.xcassets/Symbols/reel.symbolset/reel.svg", Array("<svg/>".utf8))
        try folder.write("Assets.xcassets/Symbols/notes.txt", Array("x".utf8))
        let symbol = profileSpec("Assets.xcassets/Symbols/reel.symbolset")
        for rule in ["icon-missing", "icon-size", "icon-format"] {
            #expect(try folder.lint(rule, symbol).isEmpty, "\(rule) on a custom symbol")
        }
        #expect(try folder.lint("icon-missing", profileSpec("Assets.xcassets/Symbols")).map(\.message) == [
            "the image of \"Profile\" (profile), Assets.xcassets/Symbols, is a folder, not an image; name a .pdf, .svg or .png file, an asset catalog `.imageset`, or a custom symbol's `.symbolset`",
        ])
    }

    @Test func aFileThatIsNotThereIsMissing() throws {
        let folder = try SpecFolder()
        let finding = try #require(try folder.lint("icon-missing", profileSpec("Icons/profile.pdf")).first)
        #expect(finding.severity == .warning)
        #expect(finding.range.start.line == 9 && finding.range.start.column == 14)
        #expect(finding.tabID == "profile")
        #expect(finding.message == "the image of \"Profile\" (profile), Icons/profile.pdf, is not in the spec's folder; add it, or correct the path (it is relative to the spec file)")
    }

    @Test func aLinkThatLeadsOutsideIsNotRead() throws {
        let folder = try SpecFolder()
        try folder.write("secret.png", PNGHeader.file(width: 10, height: 10), in: folder.parent)
        try folder.link("profile.png", to: folder.parent + "/secret.png")
        let yaml = profileSpec("profile.png")
        #expect(try folder.lint("icon-missing", yaml).map(\.message) == [
            "the image of \"Profile\" (profile), profile.png, leads through a symbolic link out of the spec's folder and will not be read; keep images in the spec's folder or below it, with paths relative to the spec file",
        ])
        #expect(try folder.lint("icon-size", yaml).isEmpty, "the outside file's size was not read")
    }

    @Test func aLinkedFolderThatLeadsOutsideIsNotRead() throws {
        let folder = try SpecFolder()
        try folder.write("Shared/Profile.imageset/Contents.json", Array(#"{ "images" : [] }"#.utf8), in: folder.parent)
        try folder.link("Assets.xcassets", to: folder.parent + "/Shared")
        let found = try folder.lint("icon-missing", profileSpec("Assets.xcassets/Profile.imageset"))
        #expect(found.map(\.message) == [
            "the image of \"Profile\" (profile), Assets.xcassets/Profile.imageset, leads through a symbolic link out of the spec's folder and will not be read; keep images in the spec's folder or below it, with paths relative to the spec file",
        ])
    }

    @Test func aLinkThatStaysInsideIsFollowed() throws {
        let folder = try SpecFolder()
        try folder.write("Icons/profile.pdf", Array("%PDF-1.7\n".utf8))
        try folder.link("profile.pdf", to: "Icons/profile.pdf")
        #expect(try folder.lint("icon-missing", profileSpec("profile.pdf")).isEmpty)
    }

    @Test func climbingOutWithDotDotIsNotRead() throws {
        let folder = try SpecFolder()
        try folder.write("profile.png", PNGHeader.file(width: 10, height: 10), in: folder.parent)
        let yaml = profileSpec("../profile.png")
        #expect(try folder.lint("icon-missing", yaml).map(\.message) == [
            "the image of \"Profile\" (profile), ../profile.png, climbs out of the spec's folder with `..` and will not be read; keep images in the spec's folder or below it, with paths relative to the spec file",
        ])
        #expect(try folder.lint("icon-size", yaml).isEmpty)
    }

    @Test func anAbsolutePathIsNotRead() throws {
        let folder = try SpecFolder()
        try folder.write("Icons/profile.png", PNGHeader.file(width: 10, height: 10))
        let path = folder.root + "/Icons/profile.png"
        let found = try folder.lint("icon-missing", profileSpec(path, platforms: "iOS, visionOS"))
        #expect(found.map(\.severity) == [.warning, .error], "error on visionOS, warning on iOS")
        #expect(found.first?.message == "the image of \"Profile\" (profile), \(path), is an absolute path, which leaves the spec's folder, and will not be read; keep images in the spec's folder or below it, with paths relative to the spec file")
        #expect(found.last?.message.hasSuffix("; on visionOS the collapsed tab bar shows only icons, so the tab would be blank") == true)
        #expect(try folder.lint("icon-size", profileSpec(path)).isEmpty)
    }

    @Test func standardInputHasNoFolderSoFilesAreNotChecked() {
        let yaml = profileSpec("Icons/profile.png")
        let report = Linter().lint(source: Array(yaml.utf8), path: LintInput.standardInput.displayPath)
        let ruleIDs = Set(report.diagnostics.map(\.ruleID))
        #expect(!ruleIDs.contains("icon-missing"))
        #expect(!ruleIDs.contains("icon-size"))
        #expect(ruleIDs.contains("icon-format"), "a .png name is a bitmap without reading it")
        #expect(lintFindings("icon-missing", spec("iOS", tabs: ["{ id: a, title: A }"]), files: nil).count == 1, "a tab without an icon is still found")
    }
}

import Testing
import TabBarSpec
@testable import TabBarLint

/// A spec whose third tab, "Profile" (profile), has the icon mapping given
/// (flow style, on line 6 from column 42).
private func profile(_ icon: String, platforms: String = "iOS") -> String {
    spec(platforms, tabs: [
        "{ id: feed, title: Feed, icon: house }",
        "{ id: reels, title: Reels, icon: play.rectangle }",
        "{ id: profile, title: Profile, icon: \(icon) }",
    ])
}

private let goodSize = "size: { regular: [25, 25], compact: [18, 18] }"

@Suite struct IconMissingTests {
    @Test func aTabWithoutAnIconIsAWarningOnIPhoneAndIPadAndAnErrorOnVisionOS() throws {
        let yaml = spec("iOS, iPadOS, visionOS", tabs: ["{ id: feed, title: Feed, icon: house }", "{ id: flagged, title: Flagged }"])
        let found = lintFindings("icon-missing", yaml)
        #expect(found.count == 2)
        let phone = try #require(found.first), vision = try #require(found.last)
        #expect(phone.platforms == [.iOS, .iPadOS] && phone.severity == .warning)
        #expect(phone.range.start.line == 5 && phone.range.start.column == 5)
        #expect(phone.tabID == "flagged")
        #expect(phone.message == "\"Flagged\" (flagged) has no icon; iPhone shows every tab's icon above its title and iPad beside it, so this tab would be a bare word; add `icon:` with an SF Symbol name, or an `image` of your own")
        #expect(vision.platforms == [.visionOS] && vision.severity == .error)
        #expect(vision.message == "\"Flagged\" (flagged) has no icon; on visionOS the collapsed tab bar shows only icons, so this tab would be blank; add `icon:` with an SF Symbol name, or an `image` of your own")
    }

    @Test func tvOSAndMacOSAreNotChecked() {
        #expect(lintFindings("icon-missing", spec("tvOS, macOS", tabs: ["{ id: a, title: A }"])).isEmpty)
    }

    @Test func aFolderIsNotAnImage() {
        let found = lintFindings("icon-missing", profile("{ image: Icons, shape: circular }"), files: [.pdf("Icons/profile.pdf")])
        #expect(found.map(\.message) == ["the image of \"Profile\" (profile), Icons, is a folder, not an image; name a .pdf, .svg or .png file, an asset catalog `.imageset`, or a custom symbol's `.symbolset`"])
        #expect(found.first?.range.start.column == 51)
    }

    @Test func anImageSetWithoutContentsJSONHoldsNoImage() {
        let found = lintFindings("icon-missing", profile("{ image: Profile.imageset }"), files: [.png("Profile.imageset/profile@2x.png", width: 50, height: 50)])
        #expect(found.map(\.message) == ["the image of \"Profile\" (profile), Profile.imageset, has no Contents.json, so Xcode does not see an image in it; add the image to the asset catalog in Xcode, which writes it"])
    }

    @Test func anImageSetWithUnreadableContentsJSON() {
        let broken = ExampleFile(path: "Profile.imageset/Contents.json", bytes: Array(#"{ "images" : [ "#.utf8), summary: "")
        #expect(lintFindings("icon-missing", profile("{ image: Profile.imageset }"), files: [broken]).map(\.message) == [
            "the image of \"Profile\" (profile), Profile.imageset, has a Contents.json that is not an asset catalog's JSON with an `images` list; add the image to the asset catalog in Xcode, which writes it",
        ])
    }

    @Test func anImageSetThatListsNoFiles() {
        let empty = ExampleFile.contents(of: "Profile.imageset", listing: [])
        #expect(lintFindings("icon-missing", profile("{ image: Profile.imageset }"), files: [empty]).map(\.message) == [
            "the image of \"Profile\" (profile), Profile.imageset, lists no image files in its Contents.json, so it holds no icon; add the image in Xcode's asset catalog",
        ])
    }

    @Test func filesAnImageSetListsButLacksAreNamed() {
        let contents = ExampleFile.contents(of: "Profile.imageset", listing: [("profile@2x.png", 2), ("profile@3x.png", 3), ("profile.pdf", nil)])
        let found = lintFindings("icon-missing", profile("{ image: Profile.imageset }"), files: [contents, .pdf("Profile.imageset/profile.pdf")])
        #expect(found.map(\.message) == [
            "the image of \"Profile\" (profile), Profile.imageset, lists profile@2x.png and profile@3x.png in its Contents.json, which are not in the image set; add the files, or remove them from the image set",
        ])
        let one = ExampleFile.contents(of: "Profile.imageset", listing: [("profile@3x.png", 3)])
        #expect(lintFindings("icon-missing", profile("{ image: Profile.imageset }"), files: [one]).map(\.message) == [
            "the image of \"Profile\" (profile), Profile.imageset, lists profile@3x.png in its Contents.json, which is not in the image set; add the file, or remove it from the image set",
        ])
    }

    @Test func anImageSetEntryThatClimbsOut() {
        let contents = ExampleFile.contents(of: "Profile.imageset", listing: [("../../secret.png", 2)])
        #expect(lintFindings("icon-missing", profile("{ image: Profile.imageset }"), files: [contents]).map(\.message) == [
            "the image of \"Profile\" (profile), Profile.imageset, lists secret.png in its Contents.json, which climbs out of the spec's folder with `..` and will not be read; keep the image set's files inside it",
        ])
    }
}

@Suite struct IconSizeTests {
    @Test func aWrongDeclaredSizeIsFoundAtTheSize() throws {
        let found = lintFindings("icon-size", profile("{ image: p.pdf, shape: square, size: { regular: [25, 25], compact: [17, 17] } }", platforms: "iOS, iPadOS"))
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.platforms == [.iOS, .iPadOS])
        #expect(finding.range.start.line == 6 && finding.range.start.column == 90)
        #expect(finding.message == "the regular size of the square icon of \"Profile\" (profile) is 25×25 pt; a square icon is 23×23 pt in a regular tab bar; draw and declare it at that size")
    }

    @Test func aMissingShapeAsksForOne() throws {
        let finding = try #require(lintFindings("icon-size", profile("{ image: p.pdf, \(goodSize) }")).first)
        #expect(finding.range.start.column == 42, "at the icon mapping")
        #expect(finding.message == "the custom icon of \"Profile\" (profile) has no `shape`, and its target size depends on it; add `shape:` circular (25×25 pt), square (23×23 pt), wide (31 pt wide) or tall (28 pt high)")
    }

    @Test func missingSizesAreNamed() {
        #expect(lintFindings("icon-size", profile("{ image: p.pdf, shape: tall }")).map(\.message) == [
            "the tall icon of \"Profile\" (profile) gives no `size`; a tall icon is 28 pt high in a regular tab bar and 20 pt high in a compact one; add `size:` with both",
        ])
        let compactMissing = lintFindings("icon-size", profile("{ image: p.pdf, shape: circular, size: { regular: [25, 25] } }"))
        #expect(compactMissing.map(\.message) == [
            "the circular icon of \"Profile\" (profile) gives no compact size; a circular icon is 25×25 pt in a regular tab bar and 18×18 pt in a compact one; add `compact:`",
        ])
        #expect(compactMissing.first?.range.start.column == 81, "at the size mapping")
    }

    @Test func wideAndTallIconsAreMeasuredInOneDimension() {
        #expect(lintFindings("icon-size", profile("{ image: p.pdf, shape: wide, size: { regular: [31, 12], compact: [23, 9] } }")).isEmpty)
        #expect(lintFindings("icon-size", profile("{ image: p.pdf, shape: tall, size: { regular: [10, 28], compact: [7, 20] } }")).isEmpty)
        #expect(lintFindings("icon-size", profile("{ image: p.pdf, shape: wide, size: { regular: [31, 12], compact: [22, 9] } }")).map(\.message) == [
            "the compact size of the wide icon of \"Profile\" (profile) is 22×9 pt; a wide icon is 23 pt wide in a compact tab bar; draw and declare it at that size",
        ])
    }

    @Test func pixelsAreCheckedAtTheScaleTheFileNameGives() {
        let icon = "{ image: Icons/profile@2x.png, shape: wide, size: { regular: [31, 20], compact: [23, 15] } }"
        #expect(lintFindings("icon-size", profile(icon), files: [.png("Icons/profile@2x.png", width: 62, height: 10)]).isEmpty)
        #expect(lintFindings("icon-size", profile(icon), files: [.png("Icons/profile@2x.png", width: 93, height: 40)]).map(\.message) == [
            "Icons/profile@2x.png, the icon of \"Profile\" (profile), is 93×40 px; a wide regular icon at @2x is 62 px wide; export it at that size",
        ])
    }

    @Test func anImageSetOfBitmapsNeedsBothScales() {
        let files = ExampleFile.imageSet("Profile.imageset", [(1, .png("profile.png", width: 25, height: 25)), (2, .png("profile@2x.png", width: 50, height: 50))])
        #expect(lintFindings("icon-size", profile("{ image: Profile.imageset, shape: circular, \(goodSize) }"), files: files).map(\.message) == [
            "the image set of \"Profile\" (profile), Profile.imageset, has no @3x image, so screens at @3x scale another one and it looks soft; add one of 75×75 px (a circular regular icon at @3x)",
        ])
        let vector = ExampleFile.imageSet("Profile.imageset", [(nil, .pdf("profile.pdf"))], preservesVector: true)
        #expect(lintFindings("icon-size", profile("{ image: Profile.imageset, shape: circular, \(goodSize) }"), files: vector).isEmpty)
    }

    @Test func aPNGThatIsNotOneIsReported() {
        let fake = ExampleFile(path: "profile@3x.png", bytes: Array("GIF89a and more bytes than a header".utf8), summary: "")
        #expect(lintFindings("icon-size", profile("{ image: profile@3x.png, shape: circular, \(goodSize) }"), files: [fake]).map(\.message) == [
            "profile@3x.png, the icon of \"Profile\" (profile), does not start with a PNG header, so its pixel size cannot be checked; export it again as PNG",
        ])
    }

    @Test func symbolsAreNotChecked() {
        #expect(lintFindings("icon-size", profile("{ symbol: person.crop.circle, shape: wide }")).isEmpty)
    }
}

@Suite struct IconFormatTests {
    @Test(arguments: [("profile.png", "PNG"), ("Icons/profile.JPG", "JPEG"), ("profile.heic", "HEIC")])
    func singleBitmapsAreInfo(path: String, format: String) throws {
        let found = lintFindings("icon-format", profile("{ image: \(path), shape: circular }", platforms: "iOS, tvOS, visionOS"), files: nil)
        let finding = try #require(found.first)
        #expect(found.count == 1, "one finding for all platforms")
        #expect(finding.severity == .info)
        #expect(finding.platforms == [.iOS, .tvOS, .visionOS])
        #expect(finding.message == "the icon of \"Profile\" (profile), \(path), is a \(format); bitmaps turn soft when enlarged (the Large Content Viewer shows tab icons several times larger); use a PDF or SVG instead")
    }

    @Test func vectorFilesPass() {
        #expect(lintFindings("icon-format", profile("{ image: profile.pdf }"), files: nil).isEmpty)
        #expect(lintFindings("icon-format", profile("{ image: Icons/profile.svg }"), files: nil).isEmpty)
    }

    @Test func anImageSetPDFWithoutPreserveVectorDataIsFound() {
        let files = ExampleFile.imageSet("Profile.imageset", [(nil, .svg("profile.svg"))])
        #expect(lintFindings("icon-format", profile("{ image: Profile.imageset }"), files: files).map(\.message) == [
            "the icon of \"Profile\" (profile), Profile.imageset, holds an SVG without Preserve Vector Data, so Xcode renders it to fixed-size bitmaps, which turn soft when enlarged (the Large Content Viewer shows tab icons several times larger); check Preserve Vector Data for the image set (`preserves-vector-representation`)",
        ])
    }

    @Test func anImageSetThatCannotBeReadIsLeftToIconMissing() {
        #expect(lintFindings("icon-format", profile("{ image: Profile.imageset }"), files: []).isEmpty)
        #expect(lintFindings("icon-format", profile("{ image: Profile.imageset }"), files: nil).isEmpty, "standard input: nothing to read")
    }
}

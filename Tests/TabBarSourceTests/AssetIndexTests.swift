import Testing
@testable import TabBarSource

/// Asset catalog sets are indexed by their name as written and by its
/// lowercased letters and digits (what Xcode's generated `ImageResource`
/// members keep), relative to the tree's root, the first set of a name
/// winning.
@Suite struct AssetIndexTests {
    @Test func setsAreIndexedByTheirNameAndItsLettersAndDigits() {
        let index = AssetIndex.index([
            "App/Assets.xcassets/Tabs/Profile.imageset",
            "App/Assets.xcassets/custom.box.symbolset",
            "App/Assets.xcassets/Café-Tab.imageset",
            "App/Extra/Star.imageset/",
            "App/Other.xcassets/Tabs/Profile.imageset",
            "Elsewhere/Moon.imageset",
        ], relativeTo: "App")
        #expect(index == [
            "Profile": "Assets.xcassets/Tabs/Profile.imageset",
            "profile": "Assets.xcassets/Tabs/Profile.imageset",
            "custom.box": "Assets.xcassets/custom.box.symbolset",
            "custombox": "Assets.xcassets/custom.box.symbolset",
            "Café-Tab": "Assets.xcassets/Café-Tab.imageset",
            "cafétab": "Assets.xcassets/Café-Tab.imageset",
            "Star": "Extra/Star.imageset/",
            "star": "Extra/Star.imageset/",
            "Moon": "Elsewhere/Moon.imageset",
            "moon": "Elsewhere/Moon.imageset",
        ])
    }

    @Test func aTreeLintedFromItsOwnFolderKeepsItsPaths() {
        #expect(AssetIndex.index(["Assets.xcassets/Home_Tab.imageset"], relativeTo: ".") == [
            "Home_Tab": "Assets.xcassets/Home_Tab.imageset",
            "hometab": "Assets.xcassets/Home_Tab.imageset",
        ])
    }

    /// `.tabProfile` and `.TAB_profile2` name the sets `TabProfile` and
    /// `tab-profile-2`: only letters and digits are compared, in lower case,
    /// in any script.
    @Test func symbolNamesAreFoldedLikeSetNames() {
        #expect(SpecBuilder.assetName(fromSymbol: "tabProfile") == "tabprofile")
        #expect(SpecBuilder.assetName(fromSymbol: "TAB_profile2") == "tabprofile2")
        #expect(SpecBuilder.assetName(fromSymbol: "ÉtoileDuSoir") == "étoiledusoir")
    }
}

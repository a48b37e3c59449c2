import Testing
import TabBarSpec
@testable import TabBarLint

private func color(_ hex: String) -> RGBAColor {
    RGBAColor(hex: hex) ?? RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}

private func ratio(_ first: String, _ second: String) -> Double {
    ColorContrast.ratio(.init(color(first)), .init(color(second)))
}

@Suite struct ColorContrastTests {
    @Test func knownWCAGRatios() {
        #expect(ratio("#000000", "#FFFFFF") == 21)
        #expect(abs(ratio("#777777", "#FFFFFF") - 4.478) < 0.001)
        #expect(abs(ratio("#767676", "#FFFFFF") - 4.542) < 0.001, "the lightest gray that passes 4.5:1 on white")
        #expect(abs(ratio("#8E8E93", "#F2F2F7") - 2.922) < 0.001)
        #expect(ratio("#FFFFFF", "#000000") == ratio("#000000", "#FFFFFF"), "the order of the two colors does not matter")
        #expect(ratio("#3A7BD5", "#3A7BD5") == 1)
    }

    @Test func luminanceUsesTheSRGBCurve() {
        #expect(ColorContrast.luminance(.white) == 1)
        #expect(ColorContrast.luminance(.black) == 0)
        // 10/255 is below the linear threshold, 11/255 above it.
        #expect(abs(ColorContrast.luminance(.init(color("#0A0A0A"))) - (10.0 / 255 / 12.92)) < 1e-12)
        #expect(abs(ColorContrast.luminance(.init(color("#808080"))) - 0.2158605) < 1e-6)
    }

    @Test func alphaIsCompositedOverWhatIsBeneath() {
        let half = ColorContrast.composite(color("#00000080"), over: .white)
        #expect(abs(half.red - (1 - 128.0 / 255)) < 1e-12 && half.red == half.green && half.green == half.blue)
        #expect(ColorContrast.composite(color("#FF0000"), over: .black) == .init(color("#FF0000")), "an opaque color hides the backdrop")
        #expect(ColorContrast.composite(color("#FF000000"), over: .black) == .black, "a transparent one shows only the backdrop")
    }

    @Test func aTranslucentBackgroundIsJudgedOverWhiteAndBlackContent() {
        // White tabs on a 20% white bar: over black content the bar is dark
        // gray and white reads well; over white content it vanishes.
        let (worst, backdrop) = ColorContrast.worstRatio(color("#FFFFFF"), on: color("#FFFFFF33"))
        #expect(worst == 1)
        #expect(backdrop == .whiteContent)
        let (dark, darkBackdrop) = ColorContrast.worstRatio(color("#000000"), on: color("#00000033"))
        #expect(dark == 1 && darkBackdrop == .blackContent)
        let (opaque, none) = ColorContrast.worstRatio(color("#000000"), on: color("#FFFFFF"))
        #expect(opaque == 21 && none == nil)
    }

    @Test func twoOpaqueColorsOnATranslucentBarNameNoBackdrop() {
        let (ratio, backdrop) = ColorContrast.worstRatio(color("#0A84FF"), color("#007AFF"), on: color("#FFFFFF80"))
        #expect(abs(ratio - 1.1013) < 0.0001)
        #expect(backdrop == nil)
    }

    @Test func ratiosAreCutNotRoundedToTwoDecimals() {
        #expect(ColorContrast.format(21) == "21.00:1")
        #expect(ColorContrast.format(2.996) == "2.99:1", "a ratio below 3:1 never prints as 3.00:1")
        #expect(ColorContrast.format(4.478) == "4.47:1")
        #expect(ColorContrast.format(1.1013) == "1.10:1")
        #expect(ColorContrast.format(1) == "1.00:1")
    }

    @Test func lightAndDarkBackgrounds() {
        #expect(ColorContrast.isLight(.white))
        #expect(!ColorContrast.isLight(.init(color("#1C1C1E"))))
        #expect(ColorContrast.isLight(.init(color("#F2F2F7"))))
    }
}

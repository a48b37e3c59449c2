#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarSpec

/// Contrast between colors as WCAG 2.x measures it: relative luminance of
/// sRGB colors, and the ratio (L1 + 0.05) / (L2 + 0.05), from 1:1 to 21:1.
enum ColorContrast {
    /// An opaque color, components from 0 to 1 in sRGB (gamma-encoded).
    struct RGB: Equatable {
        var red: Double
        var green: Double
        var blue: Double

        static let white = RGB(red: 1, green: 1, blue: 1)
        static let black = RGB(red: 0, green: 0, blue: 0)

        /// The color's channels, ignoring its alpha.
        init(_ color: RGBAColor) {
            self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
        }

        init(red: Double, green: Double, blue: Double) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// WCAG relative luminance: each channel linearized, then weighted.
    static func luminance(_ color: RGB) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The sRGB transfer function undone. WCAG 2.x prints 0.03928 as the
    /// threshold, a typo for the sRGB standard's 0.04045; no 8-bit value lies
    /// between the two, so the results are the same.
    private static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// The contrast ratio of two opaque colors, the lighter over the darker.
    static func ratio(_ first: RGB, _ second: RGB) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `top` drawn over an opaque `bottom`: alpha blending in sRGB, as
    /// UIKit, browsers and design tools composite colors.
    static func composite(_ top: RGBAColor, over bottom: RGB) -> RGB {
        let alpha = Double(top.alpha) / 255
        let color = RGB(top)
        return RGB(
            red: color.red * alpha + bottom.red * (1 - alpha),
            green: color.green * alpha + bottom.green * (1 - alpha),
            blue: color.blue * alpha + bottom.blue * (1 - alpha)
        )
    }

    /// What can show behind a bar's background. An opaque background hides
    /// the content beneath it; a translucent one lets it through, and that
    /// content may be anything from white to black, so both extremes are
    /// tried: a pair of colors that contrasts over both does so over any
    /// content in between.
    enum Backdrop: CaseIterable {
        case whiteContent, blackContent

        var color: RGB { self == .whiteContent ? .white : .black }
    }

    /// The smallest contrast between `foreground` and `background` (each
    /// possibly translucent) over what may lie beneath them, and the
    /// backdrop that gives it (nil when the backdrop makes no difference).
    static func worstRatio(_ foreground: RGBAColor, on background: RGBAColor) -> (ratio: Double, backdrop: Backdrop?) {
        worst(background) { bar in ratio(composite(foreground, over: bar), bar) }
    }

    /// The smallest contrast between two colors both drawn on `background`.
    static func worstRatio(_ first: RGBAColor, _ second: RGBAColor, on background: RGBAColor) -> (ratio: Double, backdrop: Backdrop?) {
        worst(background) { bar in ratio(composite(first, over: bar), composite(second, over: bar)) }
    }

    private static func worst(_ background: RGBAColor, _ measure: (RGB) -> Double) -> (ratio: Double, backdrop: Backdrop?) {
        guard background.alpha < 255 else { return (measure(RGB(background)), nil) }
        let tried = Backdrop.allCases.map { (ratio: measure(composite(background, over: $0.color)), backdrop: Optional($0)) }
        guard let worst = tried.min(by: { $0.ratio < $1.ratio }), let best = tried.max(by: { $0.ratio < $1.ratio }) else {
            return (measure(RGB(background)), nil)
        }
        // Two opaque colors on a translucent bar contrast the same whatever
        // lies beneath; then there is no backdrop to name.
        return best.ratio - worst.ratio < 1e-9 ? (worst.ratio, nil) : worst
    }

    /// Whether dark colors stand out on `background` better than light ones.
    static func isLight(_ background: RGB) -> Bool {
        ratio(background, .black) > ratio(background, .white)
    }

    /// A ratio as WCAG tools print it, "2.92:1", cut (not rounded) to two
    /// decimals so a ratio below a threshold never reads as the threshold.
    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}

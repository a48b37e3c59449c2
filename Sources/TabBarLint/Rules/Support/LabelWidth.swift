/// Estimates how wide a tab-bar label is drawn, in points. The system label
/// is SF Pro Text Medium at about 10 pt, whose metrics are not open; Inter
/// Medium, an open font of similar proportions, stands in for it (its
/// advance widths are generated into InterMediumMetrics). Kerning is
/// ignored, which errs towards a slightly wider, safer estimate.
public struct LabelWidth: Sendable {
    /// SF Pro's tracking at 10 pt is +12/1000 em per character (Apple's
    /// typography tables); it scales with the font size.
    public static let trackingPerEm = 0.012

    public let fontSize: Double

    public init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// The estimated width of `text`, in points.
    public func points(_ text: String) -> Double {
        var units = 0
        var spacedCharacters = 0
        for scalar in text.unicodeScalars {
            let width = Self.advance(of: scalar)
            units += width
            if width > 0 { spacedCharacters += 1 }
        }
        let em = Double(units) / Double(InterMediumMetrics.unitsPerEm) + Self.trackingPerEm * Double(spacedCharacters)
        return em * fontSize
    }

    /// A code point's advance in font units: from the font when it has the
    /// glyph; a full em for wide East Asian characters and emoji; nothing
    /// for combining marks and invisible format characters; otherwise the
    /// width of an average lower-case Latin letter (scripts Inter lacks).
    static func advance(of scalar: Unicode.Scalar) -> Int {
        if let width = table.advance(of: scalar.value) { return width }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if isWide(scalar) { return InterMediumMetrics.unitsPerEm }
        return averageLowercase
    }

    /// Ranges whose characters are drawn a full em wide: CJK ideographs and
    /// punctuation, kana, Hangul, full-width forms, emoji.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Code point → advance, parsed from the generated runs on first use.
    /// Read byte by byte: splitting into substrings and parsing each with
    /// `Int(_:)` cost 12 million instructions, a fifth of linting one spec.
    /// Kept as the runs themselves, searched by bisection, rather than a
    /// dictionary of 2,500 code points: filling the dictionary cost 1.7
    /// million instructions on every run's first title.
    private static let table = AdvanceRuns(InterMediumMetrics.advanceRuns)

    private static let averageLowercase: Int = {
        // An `Int` range: a range of `UInt32` would look up `UInt32`'s
        // `Comparable` conformance at run time, which nothing else needs.
        let widths = (0x61...0x7A).compactMap { table.advance(of: UInt32($0)) }
        return widths.isEmpty ? InterMediumMetrics.unitsPerEm / 2 : widths.reduce(0, +) / widths.count
    }()
}

/// Advance widths as runs of consecutive code points, in the generated
/// text's order (ascending, as Scripts/generate-font-metrics.py writes them):
/// each run's first code point in hex, then one decimal width per code point.
struct AdvanceRuns: Sendable {
    /// Each run's first code point and where its widths start in `widths`.
    private var runs: [(first: UInt32, start: Int)] = []
    private var widths: [Int] = []

    init(_ text: String) {
        var number: UInt32 = 0
        var digits = 0
        var field = 0  // 0: the run's first code point (hex); then its widths (decimal)
        func endField() {
            guard digits > 0 else { return }
            if field == 0 {
                runs.append((number, widths.count))
            } else {
                widths.append(Int(number))
            }
            field += 1
            number = 0
            digits = 0
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number = number &* (field == 0 ? 16 : 10) &+ UInt32(byte - UInt8(ascii: "0"))
                digits += 1
            case UInt8(ascii: "A")...UInt8(ascii: "F") where field == 0:
                number = number &* 16 &+ UInt32(byte - UInt8(ascii: "A") + 10)
                digits += 1
            case UInt8(ascii: "a")...UInt8(ascii: "f") where field == 0:
                number = number &* 16 &+ UInt32(byte - UInt8(ascii: "a") + 10)
                digits += 1
            case UInt8(ascii: " "):
                endField()
            case UInt8(ascii: "\n"):
                endField()
                field = 0
            default:
                break
            }
        }
        endField()
    }

    /// The width of `codePoint`, or nil when no run covers it.
    func advance(of codePoint: UInt32) -> Int? {
        // The last run starting at or before the code point.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].first <= codePoint { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = runs[low - 1]
        let end = low < runs.count ? runs[low].start : widths.count
        let index = run.start + Int(codePoint - run.first)
        return index < end ? widths[index] : nil
    }
}

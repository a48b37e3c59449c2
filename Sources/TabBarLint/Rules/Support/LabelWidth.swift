/// Estimates how wide a tab-bar label is drawn, in points. The system label
/// is SF Pro Text Medium at about 10 pt, whose metrics are not open; Inter
/// Medium, an open font of similar proportions, stands in for it (its
/// advance widths are generated into InterMediumMetrics). Kerning is
/// ignored, which errs towards a slightly wider, safer estimate.
struct LabelWidth {
    /// SF Pro's tracking at 10 pt is +12/1000 em per character (Apple's
    /// typography tables); it scales with the font size.
    static let trackingPerEm = 0.012

    let fontSize: Double

    /// The estimated width of `text`, in points.
    func points(_ text: String) -> Double {
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
        if let width = table[scalar.value] { return width }
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
    private static let table: [UInt32: Int] = {
        var table: [UInt32: Int] = [:]
        for line in InterMediumMetrics.advanceRuns.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let first = fields.first, let start = UInt32(first, radix: 16) else { continue }
            for (offset, field) in fields.dropFirst().enumerated() {
                if let width = Int(field) { table[start + UInt32(offset)] = width }
            }
        }
        return table
    }()

    private static let averageLowercase: Int = {
        let widths = (UInt32(0x61)...UInt32(0x7A)).compactMap { table[$0] }
        return widths.isEmpty ? InterMediumMetrics.unitsPerEm / 2 : widths.reduce(0, +) / widths.count
    }()
}

import Foundation
import TabBarLint
import TabBarSpec

/// What a tab's icon is drawn as. SF Symbols cannot be bundled (their
/// licence), so a symbol is a neutral placeholder with its name; a custom
/// image beside the spec is embedded at its real size in points, so an icon
/// drawn too large or too small shows as such.
enum IconArt: Equatable {
    case none
    case symbol(String)
    /// An image embedded as a data URL, `size` in points.
    case image(dataURL: String, width: Double, height: Double)
    /// A custom image that cannot be shown, and why in a word or two.
    case unavailable(String)

    /// Larger images are not embedded: an icon is a few kilobytes.
    static let maxImageBytes = 1 << 20

    static func of(_ tab: Tab, selected: Bool, assets: (any SpecAssets)?) -> IconArt {
        guard let icon = tab.icon else { return .none }
        if let symbol = (selected ? icon.selectedSymbol : nil) ?? icon.symbol { return .symbol(symbol.value) }
        guard let path = icon.image?.value else { return .none }
        switch IconImage.resolve(path, in: assets) {
        case .unavailable: return .unavailable("no folder")
        case .missing: return .unavailable("missing")
        case .outside: return .unavailable("outside")
        case .folder: return .unavailable("a folder")
        case .symbolSet: return .unavailable("a custom symbol")
        case .file(let file): return image(file, assets: assets)
        case .imageSet(let set):
            // The @2x PNG is the one most screens show; a vector file stands for every scale.
            let candidates = set.files.filter { $0.format == .png && $0.scale == 2 } + set.files.filter { $0.format == .png && $0.scale == 3 }
                + set.files.filter { $0.format == .svg }
            guard let file = candidates.first else { return .unavailable(set.files.isEmpty ? "empty set" : "no PNG or SVG") }
            return image(file, assets: assets)
        }
    }

    private static func image(_ file: IconImage.File, assets: (any SpecAssets)?) -> IconArt {
        guard let assets, case .file(let prefix) = assets.lookup(file.path, maxBytes: maxImageBytes) else { return .unavailable("missing") }
        guard prefix.isComplete else { return .unavailable("too large") }
        let scale = Double(file.scale ?? IconImage.scale(ofFileNamed: file.path))
        switch file.format {
        case .png:
            guard let pixels = PNGHeader.pixelSize(prefix.bytes) else { return .unavailable("not a PNG") }
            return .image(
                dataURL: "data:image/png;base64," + Data(prefix.bytes).base64EncodedString(),
                width: Double(pixels.width) / scale, height: Double(pixels.height) / scale
            )
        case .svg:
            guard let size = svgSize(prefix.bytes) else { return .unavailable("not an SVG") }
            // Drawn through <image>, an SVG's scripts never run.
            return .image(dataURL: "data:image/svg+xml;base64," + Data(prefix.bytes).base64EncodedString(), width: size.width, height: size.height)
        default:
            return .unavailable(file.format.name)
        }
    }

    /// The size an SVG file declares on its root element, in points: its
    /// `width` and `height`, else its `viewBox`.
    static func svgSize(_ bytes: [UInt8]) -> PointSize? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = text[open.upperBound..<close]
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let start = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)"),
                    let end = tag[start.upperBound...].firstIndex(of: Character(quote)) else { continue }
                return String(tag[start.upperBound..<end])
            }
            return nil
        }
        func length(_ value: String?) -> Double? {
            guard var value else { return nil }
            for unit in ["px", "pt"] where value.hasSuffix(unit) { value.removeLast(2) }
            return Double(value).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        }
        if let width = length(attribute("width")), let height = length(attribute("height")) { return PointSize(width: width, height: height) }
        let box = (attribute("viewBox") ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return PointSize(width: box[2], height: box[3])
    }
}

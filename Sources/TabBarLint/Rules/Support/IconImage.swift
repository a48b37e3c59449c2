import TabBarYAML

/// A custom icon's `image` path and what it names beside the spec: one image
/// file, or an asset catalog image set (its Contents.json and the files it
/// lists). Shared by the icon rules, each reading the part it checks.
public enum IconImage {
    /// Contents.json is small; a larger one is not read.
    static let maxContentsBytes = 1 << 20

    /// An image file's format, from its name as Xcode decides it.
    public enum Format: Equatable, Sendable {
        case png, pdf, svg
        /// Another bitmap format (JPEG, HEIC, GIF…), by its extension.
        case otherBitmap(String)
        case unknown

        public init(fileName: String) {
            let name = fileName.lowercased()
            let ext = (ASCIIText.split(name, separator: UInt8(ascii: ".")) ?? name.split(separator: ".")).last.map(String.init) ?? ""
            switch ext {
            case "png": self = .png
            case "pdf": self = .pdf
            case "svg": self = .svg
            case "jpg", "jpeg", "heic", "heif", "gif", "tif", "tiff", "bmp", "webp": self = .otherBitmap(ext.uppercased())
            default: self = .unknown
            }
        }

        var isVector: Bool { self == .pdf || self == .svg }
        var isBitmap: Bool {
            switch self {
            case .png, .otherBitmap: return true
            default: return false
            }
        }

        /// "a PNG", "an SVG".
        var withArticle: String { (self == .svg ? "an " : "a ") + name }

        public var name: String {
            switch self {
            case .png: return "PNG"
            case .pdf: return "PDF"
            case .svg: return "SVG"
            case .otherBitmap(let ext): return ext == "JPG" ? "JPEG" : ext
            case .unknown: return "file"
            }
        }
    }

    /// Whether the path names an asset catalog image set (a folder).
    static func isImageSet(_ path: String) -> Bool {
        folderName(path).hasSuffix(".imageset")
    }

    /// Whether the path names an asset catalog's custom symbol (a folder).
    static func isSymbolSet(_ path: String) -> Bool {
        folderName(path).hasSuffix(".symbolset")
    }

    private static func folderName(_ path: String) -> String {
        var name = Substring(path)
        while name.hasSuffix("/") { name = name.dropLast() }
        return name.lowercased()
    }

    /// The scale a bitmap's name declares: `profile@3x.png` is 3; a name
    /// without one is 1.
    public static func scale(ofFileNamed path: String) -> Int {
        let name = (ASCIIText.split(path, separator: UInt8(ascii: "/")) ?? path.split(separator: "/")).last.map(String.init) ?? path
        let stem = (ASCIIText.split(name, separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            ?? name.split(separator: ".", omittingEmptySubsequences: false)).first ?? Substring(name)
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return scale }
        return 1
    }

    /// One image file: the icon's image itself or an entry of its image set.
    public struct File: Sendable {
        /// Relative to the spec's folder, as messages show it.
        public var path: String
        /// The scale it is drawn at; nil for an image-set entry without one
        /// (a single universal image, such as a PDF).
        public var scale: Int?
        public var state: State

        public enum State: Equatable, Sendable {
            /// `pixelSize` is read for PNGs; nil when the file is not a PNG
            /// or its header cannot be read.
            case found(pixelSize: PixelSize?)
            case missing
            case outside(AssetPath.Escape)
        }

        public var format: Format { Format(fileName: path) }
        /// The file's own name, as an image set's Contents.json lists it.
        var name: String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    public struct ImageSet: Sendable {
        public var path: String
        /// Why Contents.json could not be used; nil when it was read.
        public var contentsProblem: String?
        /// The files Contents.json lists, in its order (slots without a
        /// file are left out).
        public var files: [File]
        /// `properties.preserves-vector-representation: true`.
        public var preservesVector: Bool
    }

    public enum Resolution: Sendable {
        /// No folder to look in (the spec came from standard input).
        case unavailable
        case missing
        case outside(AssetPath.Escape)
        /// A folder that is not an `.imageset` or a `.symbolset`.
        case folder
        /// A custom symbol: a vector template the system draws at every
        /// size and weight, so nothing about pixels applies to it.
        case symbolSet
        case file(File)
        case imageSet(ImageSet)
    }

    /// Looks up what `path` names, reading no more than each check needs.
    public static func resolve(_ path: String, in assets: (any SpecAssets)?) -> Resolution {
        guard let assets else { return .unavailable }
        switch assets.lookup(path, maxBytes: PNGHeader.sizeBytes) {
        case .missing: return .missing
        case .outside(let escape): return .outside(escape)
        case .file(let prefix):
            return .file(File(path: path, scale: scale(ofFileNamed: path), state: .found(pixelSize: pixelSize(path, prefix))))
        case .directory:
            if isImageSet(path) { return .imageSet(readImageSet(path, assets)) }
            return isSymbolSet(path) ? .symbolSet : .folder
        }
    }

    private static func pixelSize(_ path: String, _ prefix: FilePrefix) -> PixelSize? {
        Format(fileName: path) == .png ? PNGHeader.pixelSize(prefix.bytes) : nil
    }

    private static func readImageSet(_ path: String, _ assets: any SpecAssets) -> ImageSet {
        var set = ImageSet(path: path, contentsProblem: nil, files: [], preservesVector: false)
        let contentsPath = AssetPath.join(path, "Contents.json")
        guard case .file(let contents) = assets.lookup(contentsPath, maxBytes: maxContentsBytes) else {
            set.contentsProblem = "has no Contents.json, so Xcode does not see an image in it"
            return set
        }
        guard contents.isComplete else {
            set.contentsProblem = "has a Contents.json over \(maxContentsBytes >> 20) MiB, which was not read"
            return set
        }
        // Contents.json is JSON, which libyaml reads as YAML flow style: the
        // project's one parser serves, with its limits.
        let parsed = YAMLParser.parse(contents.bytes)
        guard parsed.problems.isEmpty, let root = parsed.documents.first?.root, let images = root.value(forKey: "images")?.sequenceItems else {
            set.contentsProblem = "has a Contents.json that is not an asset catalog's JSON with an `images` list"
            return set
        }
        set.preservesVector = root.value(forKey: "properties")?.value(forKey: "preserves-vector-representation")?.resolved == .bool(true)
        for image in images {
            guard let filename = image.value(forKey: "filename")?.scalarValue else { continue }
            let scale = image.value(forKey: "scale")?.scalarValue.flatMap { Int($0.dropLast()) }
            let filePath = AssetPath.join(path, filename)
            let state: File.State
            switch assets.lookup(filePath, maxBytes: PNGHeader.sizeBytes) {
            case .file(let prefix): state = .found(pixelSize: pixelSize(filePath, prefix))
            case .outside(let escape): state = .outside(escape)
            case .missing, .directory: state = .missing
            }
            set.files.append(File(path: filePath, scale: scale, state: state))
        }
        return set
    }
}

/// Files beside a spec that rules may read: the custom icon images and asset
/// catalog image sets a spec names by a path relative to its own file.
///
/// Every implementation keeps to the spec's folder tree: a path that is
/// absolute or climbs out with `..` is never looked up, and the disk
/// implementation also refuses a symbolic link whose real path lies outside.
public protocol SpecAssets: Sendable {
    /// Looks up `path`, relative to the spec's folder. A file yields at most
    /// its first `maxBytes` bytes: rules read only what they need (a PNG's
    /// header, a capped Contents.json).
    func lookup(_ path: String, maxBytes: Int) -> AssetLookup
}

/// What a path beside a spec turned out to be.
public enum AssetLookup: Sendable, Equatable {
    case file(FilePrefix)
    /// A folder, with the names of its entries, sorted.
    case directory([String])
    case missing
    /// The path leads out of the spec's folder; nothing was read.
    case outside(AssetPath.Escape)
}

/// The first bytes of a file, and whether they are all of it.
public struct FilePrefix: Sendable, Equatable {
    public var bytes: [UInt8]
    /// false when the file is longer than the bytes asked for.
    public var isComplete: Bool

    public init(bytes: [UInt8], isComplete: Bool) {
        self.bytes = bytes
        self.isComplete = isComplete
    }

    /// The first `maxBytes` of `bytes` (which may hold one more, to tell a
    /// file that is exactly `maxBytes` long from a longer one).
    public init(_ bytes: [UInt8], upTo maxBytes: Int) {
        self.init(bytes: Array(bytes.prefix(maxBytes)), isComplete: bytes.count <= maxBytes)
    }
}

/// How paths beside a spec are read, alike on disk and in memory.
public enum AssetPath {
    /// Why a path is not followed.
    public enum Escape: Error, Sendable, Equatable {
        case absolute
        /// `..` climbs above the spec's folder.
        case climbsOut
        /// A symbolic link on the way resolves outside the folder.
        case linkLeadsOutside
    }

    /// The path's components below the spec's folder, with `.` and inner
    /// `..` resolved by name; an escape when the path is absolute or climbs
    /// above the folder. An empty path names the folder itself.
    public static func components(_ path: String) -> Result<[String], Escape> {
        if path.hasPrefix("/") || path.hasPrefix("~") { return .failure(.absolute) }
        var components: [String] = []
        for part in ASCIIText.split(path, separator: UInt8(ascii: "/")) ?? path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard components.popLast() != nil else { return .failure(.climbsOut) }
            default: components.append(String(part))
            }
        }
        return .success(components)
    }

    /// `folder/name`, as written in messages and looked up.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// Assets held in memory: the files a rule example carries, by path.
public struct InMemoryAssets: SpecAssets {
    private let files: [String: [UInt8]]

    public init(_ files: [String: [UInt8]]) {
        // Keyed by normalized path so lookups match however a path is spelled.
        var normalized: [String: [UInt8]] = [:]
        for (path, bytes) in files {
            if case .success(let components) = AssetPath.components(path) {
                normalized[components.joined(separator: "/")] = bytes
            }
        }
        self.files = normalized
    }

    public func lookup(_ path: String, maxBytes: Int) -> AssetLookup {
        let key: String
        switch AssetPath.components(path) {
        case .failure(let escape): return .outside(escape)
        case .success(let components): key = components.joined(separator: "/")
        }
        if let bytes = files[key] {
            return .file(FilePrefix(bytes, upTo: maxBytes))
        }
        // A folder exists when some file lies below it.
        let prefix = key.isEmpty ? "" : key + "/"
        let children = Set(files.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) })
        return children.isEmpty ? .missing : .directory(children.sorted())
    }
}

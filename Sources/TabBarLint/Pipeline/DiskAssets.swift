#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files beside a spec on disk, confined to the spec file's folder tree.
public struct DiskAssets: SpecAssets {
    /// The spec's folder as given (`.` for a spec in the current directory).
    public let folder: String

    /// Assets for the spec at `specPath`, or nil for standard input, which
    /// has no folder to look in.
    public static func forSpec(at specPath: String) -> DiskAssets? {
        guard specPath != LintInput.standardInput.displayPath else { return nil }
        guard let slash = FilePaths.lastSeparator(in: specPath) else { return DiskAssets(folder: ".") }
        let folder = String(specPath[..<slash])
        return DiskAssets(folder: folder.isEmpty ? "/" : folder)
    }

    public init(folder: String) {
        self.folder = folder
    }

    public func lookup(_ path: String, maxBytes: Int) -> AssetLookup {
        let components: [String]
        switch AssetPath.components(path) {
        case .failure(let escape): return .outside(escape)
        case .success(let found): components = found
        }
        // Resolved when asked rather than up front: most specs name no image,
        // and then linting them costs no file-system call at all.
        guard let root = FileSystem.realPath(folder) else { return .missing }
        guard let real = FileSystem.realPath(AssetPath.join(root, components.joined(separator: "/"))) else { return .missing }
        // realpath has followed every link on the way; what it lands on must
        // still be the folder or below it.
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        guard real == root || real.hasPrefix(rootPrefix) else { return .outside(.linkLeadsOutside) }
        return Self.read(real, maxBytes: maxBytes)
    }

    /// Reads the resolved path: a folder's entries, or a regular file's first
    /// bytes. Anything else (a FIFO, a device) is treated as missing.
    private static func read(_ path: String, maxBytes: Int) -> AssetLookup {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            return .directory((FileSystem.entryNames(of: path) ?? []).sorted())
        case S_IFREG:
            guard case .success(let bytes) = InputReader.readAll(from: descriptor, maxBytes: maxBytes, path: path) else {
                return .missing
            }
            return .file(FilePrefix(bytes, upTo: maxBytes))
        default:
            return .missing
        }
    }
}

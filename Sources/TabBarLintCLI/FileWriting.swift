#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files, creating the folder when needed.
enum FileWriting {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `folder` and any missing folders above it (`init design/tabs`).
    private static func createFolder(_ folder: String) throws {
        guard !folder.isEmpty, mkdir(folder, 0o755) != 0, errno != EEXIST else { return }
        if errno == ENOENT, let slash = folder.lastIndex(of: "/") {
            try createFolder(String(folder[..<slash]))
            if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        }
        throw Failure(description: "cannot create \(folder): \(String(cString: strerror(errno)))")
    }

    static func write(_ text: String, to path: String) throws {
        if let slash = path.lastIndex(of: "/") {
            try createFolder(String(path[..<slash]))
        }
        guard let file = fopen(path, "w") else {
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        let bytes = Array(text.utf8)
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
            throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}

/// Where one format's output goes.
enum OutputSink {
    case console(Console)
    case file(FileSink)

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        switch self {
        case .console(let console): console.write(text)
        case .file(let file): file.write(text)
        }
    }

    func close() {
        if case .file(let file) = self { file.close() }
    }
}

/// An `--output` file, written as reports arrive.
final class FileSink {
    private var handle: UnsafeMutablePointer<FILE>?
    let path: String

    init(path: String) throws {
        self.path = path
        guard let handle = fopen(path, "w") else {
            throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        self.handle = handle
    }

    func write(_ text: String) {
        guard let handle else { return }
        let bytes = Array(text.utf8)
        _ = fwrite(bytes, 1, bytes.count, handle)
    }

    func close() {
        guard let handle else { return }
        fclose(handle)
        self.handle = nil
    }

    deinit { close() }
}

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

extension FileWriting {
    /// Replaces a file's contents all at once: the bytes go to a new file
    /// beside it, which takes the old file's permissions and is then renamed
    /// over it, so a reader sees the old file or the new one, never half of
    /// either. A file without write permission is left alone, even where
    /// the folder would allow the rename (and for root).
    static func replace(_ path: String, with bytes: [UInt8]) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
        let mode = status.st_mode & 0o7777
        guard mode & 0o222 != 0 else {
            throw Failure(description: "\(path) is read-only; it was not changed (make it writable to fix it)")
        }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((folder + "." + name + ".tabbar-lint-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let complete = writeAll(bytes, to: descriptor) && fchmod(descriptor, mode) == 0 && fsync(descriptor) == 0
        let reason = String(cString: strerror(errno))
        close(descriptor)
        guard complete, rename(temporary, path) == 0 else {
            let failure = complete ? String(cString: strerror(errno)) : reason
            unlink(temporary)
            throw Failure(description: "cannot write \(path): \(failure); it was not changed")
        }
    }
}

/// Writes every byte to an open file (`write` may take them in parts);
/// outside `FileWriting`, whose own `write` would shadow the system call.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        written += count
    }
    return true
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

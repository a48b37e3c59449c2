#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarYAML

/// Something to lint: a file path, standard input, or bytes already read
/// (standard input as the CLI's console supplied it).
public enum LintInput: Sendable, Hashable {
    case file(String)
    case standardInput
    case contents(path: String, bytes: [UInt8])

    public var displayPath: String {
        switch self {
        case .file(let path): return path
        case .standardInput: return "<stdin>"
        case .contents(let path, _): return path
        }
    }
}

/// Why an input could not be read; becomes an `unreadable-file` diagnostic.
public struct ReadError: Error, Sendable {
    public let reason: String

    package init(reason: String) {
        self.reason = reason
    }

    public var diagnostic: Diagnostic {
        Diagnostic(ruleID: BuiltinRuleID.unreadableFile, severity: .error, message: reason, range: .fileStart)
    }
}

/// Reads inputs with plain system calls, stopping one byte past the size
/// limit so that a huge file costs no more than the limit.
public enum InputReader {
    public static func read(_ input: LintInput, maxBytes: Int) -> Result<[UInt8], ReadError> {
        switch input {
        case .contents(_, let bytes):
            return .success(bytes)
        case .standardInput:
            return readAll(from: 0, maxBytes: maxBytes, path: "standard input")
        case .file(let path):
            // O_NONBLOCK: opening a named pipe would otherwise wait for a
            // writer forever; for a regular file the flag changes nothing.
            let descriptor = open(path, O_RDONLY | O_NONBLOCK)
            guard descriptor >= 0 else {
                return .failure(ReadError(reason: "cannot read \(path): \(errorText(errno)); check the path and its permissions"))
            }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0 else {
                return .failure(ReadError(reason: "cannot read \(path): \(errorText(errno))"))
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                return .failure(ReadError(reason: "\(path) is a directory, but it was read as a spec file"))
            case S_IFREG:
                break
            default:
                // A path named explicitly may be a pipe (`<(generate-spec)`,
                // /dev/stdin) or /dev/null: read it to its end, blocking
                // again. A pipe without a writer ends at once, so nothing
                // waits; the size limit bounds endless devices.
                let flags = fcntl(descriptor, F_GETFL)
                if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
            }
            let size = (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : nil
            return readAll(from: descriptor, maxBytes: maxBytes, path: path, expectedSize: size)
        }
    }

    /// Whether `path` is a regular file (following symbolic links).
    /// Whether anything (a file, a folder, a link) is at `path`.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    public static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// Reads from an open descriptor up to one byte past `maxBytes`.
    /// `expectedSize`: the file's size when known, to read it straight into
    /// the array's own storage in one read (one byte more, to see the end):
    /// a whole app tree's Swift files are read, and zero-filling a buffer
    /// for each, then copying it into the array, touched every page twice.
    /// The size is a hint; the file is read to its end whatever it says.
    static func readAll(from descriptor: Int32, maxBytes: Int, path: String, expectedSize: Int? = nil) -> Result<[UInt8], ReadError> {
        // One byte past the limit is enough for the parser to report it.
        let cap = maxBytes < Int.max ? maxBytes + 1 : maxBytes
        let chunk = max(1, min(64 * 1024, cap))
        var failure: Int32?
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: max(1, min(cap, (expectedSize ?? chunk) + 1))) { buffer, initialized in
            while initialized < buffer.count {
                let count = systemRead(descriptor, buffer.baseAddress.map { $0 + initialized }, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 {
                    reachedEnd = true
                    return
                }
                initialized += count
            }
        }
        // A file longer than its size said (it grew), or of unknown size:
        // the rest in chunks.
        if !reachedEnd, failure == nil {
            var buffer = [UInt8](repeating: 0, count: chunk)
            while bytes.count < cap {
                let wanted = min(chunk, cap - bytes.count)
                let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if count == 0 { break }
                bytes.append(contentsOf: buffer[0..<count])
            }
        }
        if let failure { return .failure(ReadError(reason: "cannot read \(path): \(errorText(failure))")) }
        return .success(bytes)
    }

    /// "a named pipe", "a character device"…, for messages.
    package static func fileKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        default: return "a special file"
        }
    }

    package static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

#if canImport(Glibc)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(descriptor, buffer, count)
}
#else
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(descriptor, buffer, count)
}
#endif

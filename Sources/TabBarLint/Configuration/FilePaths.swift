#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic: configuration lookup and exclusion patterns work
/// on the paths as written, without touching the file system.
public enum FilePaths {
    /// The process's working directory, or "/" if it cannot be read.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `directory`, with `.`, `..` and repeated
    /// slashes resolved.
    public static func absolute(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        return asciiAbsolute(joined) ?? characterAbsolute(joined)
    }

    /// `absolute` for any joined path, split into Characters.
    static func characterAbsolute(_ joined: String) -> String {
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `absolute` for an ASCII path, byte-wise; nil for any other path.
    ///
    /// Every spec's path is made absolute a few times a run (its
    /// configuration, exclusions, the report), and the split into Characters
    /// cost tens of thousands of instructions a path. Bytes give the same
    /// parts only in ASCII: elsewhere a `/` followed by a combining mark is
    /// one Character, not a separator.
    static func asciiAbsolute(_ joined: String) -> String? {
        var joined = joined
        // The contiguous bytes, walked by offset: splitting the UTF-8 view
        // into slices still cost 17,000 instructions a path.
        return joined.withUTF8 { bytes -> String? in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            guard ASCIIText.isASCII(bytes) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 1)
            // Where each kept part's slash stands in `result`, for `..` to drop it.
            var partStarts: [Int] = []
            // Room for a path's usual depth at once: grown from empty, the
            // list was allocated three or four times a path.
            partStarts.reserveCapacity(16)
            var start = 0
            while start < bytes.count {
                guard bytes[start] != slash else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < bytes.count, bytes[end] != slash { end += 1 }
                let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if part.count == 1, part[0] == dot {
                    // `.` is the part it stands in: nothing to add.
                } else if part.count == 2, part[0] == dot, part[1] == dot {
                    if let kept = partStarts.popLast() { result.removeSubrange(kept...) }
                } else {
                    partStarts.append(result.count)
                    result.append(slash)
                    result.append(contentsOf: part)
                }
                start = end
            }
            return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
        }
    }

    /// Where the last `/` of `path` stands. Byte-wise for an ASCII path,
    /// where every byte is a Character; through Characters otherwise, where
    /// a `/` followed by a combining mark is one Character and not a
    /// separator. `lastIndex(of:)` over the Characters cost 9,000
    /// instructions a path, and every spec's path is split twice.
    public static func lastSeparator(in path: String) -> String.Index? {
        // Searched backwards in a buffer of the bytes: the UTF-8 view's
        // `lastIndex(of:)` cost about 900 instructions a path.
        let byteOffset = ASCIIText.withBytes(of: path) { bytes -> Int?? in
            guard ASCIIText.isASCII(bytes) else { return nil }
            return .some(bytes.lastIndex(of: UInt8(ascii: "/")))
        }
        if let byteOffset { return byteOffset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) } }
        return path.lastIndex(of: "/")
    }

    /// The folder holding `path` ("/" for a file at the root).
    public static func directory(of absolutePath: String) -> String {
        guard let slash = lastSeparator(in: absolutePath), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    /// `absolutePath` relative to `base`, or nil when it is not below it.
    static func relative(_ absolutePath: String, to base: String) -> String? {
        if base == "/" { return String(absolutePath.dropFirst()) }
        guard absolutePath.hasPrefix(base + "/") else { return nil }
        return String(absolutePath.dropFirst(base.count + 1))
    }
}

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

    /// The folder holding `path` ("/" for a file at the root).
    public static func directory(of absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
    }

    /// `absolutePath` relative to `base`, or nil when it is not below it.
    static func relative(_ absolutePath: String, to base: String) -> String? {
        if base == "/" { return String(absolutePath.dropFirst()) }
        guard absolutePath.hasPrefix(base + "/") else { return nil }
        return String(absolutePath.dropFirst(base.count + 1))
    }
}

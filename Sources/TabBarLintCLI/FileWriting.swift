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

    static func write(_ text: String, to path: String) throws {
        if let slash = path.lastIndex(of: "/") {
            let folder = String(path[..<slash])
            if !folder.isEmpty, mkdir(folder, 0o755) != 0, errno != EEXIST {
                throw Failure(description: "cannot create \(folder): \(String(cString: strerror(errno)))")
            }
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls the pipeline shares.
package enum FileSystem {
    /// The names in a directory, without `.` and `..`, unsorted; nil when
    /// it cannot be opened.
    package static func entryNames(of directory: String) -> [String]? {
        var names: [String] = []
        guard readEntries(of: directory, { name, _ in names.append(String(decoding: name, as: UTF8.self)) }) else { return nil }
        return names
    }

    /// An entry of a directory: its name, and whether the directory says it
    /// is a regular file (not a symbolic link, nor a type the file system
    /// does not report), which a search can pass over by its name alone,
    /// without a `stat`.
    package struct Entry {
        package let name: String
        package let isRegularFile: Bool
    }

    /// The entries of a directory, without `.` and `..`, unsorted, and
    /// without the regular files whose names (their bytes) `keepsRegularFile`
    /// turns down, for which no String is made; nil when the directory
    /// cannot be opened.
    package static func entries(of directory: String, keepsRegularFile: (UnsafeRawBufferPointer) -> Bool) -> [Entry]? {
        var entries: [Entry] = []
        let opened = readEntries(of: directory) { name, type in
            let isRegularFile = type == Int(DT_REG)
            guard !isRegularFile || keepsRegularFile(name) else { return }
            entries.append(Entry(name: String(decoding: name, as: UTF8.self), isRegularFile: isRegularFile))
        }
        return opened ? entries : nil
    }

    /// Calls `body` with each entry's name (its bytes, valid during the
    /// call) and `d_type`, but for `.` and `..`; false (with `errno` set)
    /// when the directory cannot be opened.
    private static func readEntries(of directory: String, _ body: (UnsafeRawBufferPointer, Int) -> Void) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let type = Int(entry.pointee.d_type)
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let name = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                let isDots = (name.count == 1 || name.count == 2) && name.allSatisfy { $0 == UInt8(ascii: ".") }
                if !isDots { body(name, type) }
            }
        }
        return true
    }

    /// The absolute path with every symbolic link, `.` and `..` resolved;
    /// nil when some part of it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

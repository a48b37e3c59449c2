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
        guard readEntries(of: directory, { name, _ in names.append(name) }) else { return nil }
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

    /// The entries of a directory, without `.` and `..`, unsorted; nil when
    /// it cannot be opened.
    package static func entries(of directory: String) -> [Entry]? {
        var entries: [Entry] = []
        guard readEntries(of: directory, { name, type in entries.append(Entry(name: name, isRegularFile: type == Int(DT_REG))) }) else {
            return nil
        }
        return entries
    }

    /// Calls `body` with each entry's name and `d_type`; false (with
    /// `errno` set) when the directory cannot be opened.
    private static func readEntries(of directory: String, _ body: (String, Int) -> Void) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { body(name, Int(entry.pointee.d_type)) }
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

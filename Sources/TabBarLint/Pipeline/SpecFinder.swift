#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths a user gave into the inputs to lint. A file is linted
/// whatever its name; a directory contributes every spec file below it, in
/// sorted order, following symbolic links but never around a loop.
public struct SpecFinder: Sendable {
    /// File names that mark a tab-bar spec inside a directory.
    public static func isSpecFileName(_ name: String) -> Bool {
        name == "tabbar.yml" || name == "tabbar.yaml" || name.hasSuffix(".tabbar.yml") || name.hasSuffix(".tabbar.yaml")
    }

    /// Directories never searched: tool output and dependency checkouts.
    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]

    public struct Result: Sendable {
        public var inputs: [LintInput] = []
        /// Paths that do not exist or cannot be read, reported as diagnostics.
        public var unreadable: [FileReport] = []
        /// Directories given by the user that hold no spec file.
        public var emptyDirectories: [String] = []
    }

    public init() {}

    public func find(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        for path in paths {
            if path == "-" {
                result.inputs.append(.standardInput)
                continue
            }
            var status = stat()
            guard stat(path, &status) == 0 else {
                let reason = "cannot read \(path): \(InputReader.errorText(errno)); check the path"
                result.unreadable.append(FileReport(path: path, diagnostics: [ReadError(reason: reason).diagnostic]))
                continue
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                var visited = Set<DirectoryIdentity>()
                var found: [String] = []
                var broken: [FileReport] = []
                walk(directory: path, status: status, visited: &visited, into: &found, broken: &broken)
                if found.isEmpty, broken.isEmpty { result.emptyDirectories.append(path) }
                for file in found where seen.insert(file).inserted {
                    result.inputs.append(.file(file))
                }
                result.unreadable += broken
            } else if seen.insert(path).inserted {
                result.inputs.append(.file(path))
            }
        }
        return result
    }

    private struct DirectoryIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private func walk(
        directory: String, status: stat, visited: inout Set<DirectoryIdentity>, into found: inout [String], broken: inout [FileReport]
    ) {
        let identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        guard visited.insert(identity).inserted else { return }
        guard let names = FileSystem.entryNames(of: directory) else {
            let reason = "cannot list the folder \(directory): \(InputReader.errorText(errno)); the specs in it, if any, are not linted"
            broken.append(FileReport(path: directory, diagnostics: [ReadError(reason: reason).diagnostic]))
            return
        }
        // Paths below "." read as the user would type them: `a.tabbar.yml`.
        let prefix = directory == "." || directory == "./" ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted() {
            let path = prefix + name
            var child = stat()
            // stat, not lstat: links are followed; `visited` stops loops.
            guard stat(path, &child) == 0 else {
                // A spec that cannot be reached (a dangling link, a link
                // loop) is reported rather than silently left out.
                if Self.isSpecFileName(name) {
                    let reason = "cannot read \(path): \(InputReader.errorText(errno)); fix or remove the link"
                    broken.append(FileReport(path: path, diagnostics: [ReadError(reason: reason).diagnostic]))
                }
                continue
            }
            if (child.st_mode & S_IFMT) == S_IFDIR {
                guard !name.hasPrefix("."), !Self.skippedDirectories.contains(name) else { continue }
                walk(directory: path, status: child, visited: &visited, into: &found, broken: &broken)
            } else if Self.isSpecFileName(name) {
                guard (child.st_mode & S_IFMT) == S_IFREG else {
                    // A pipe or device met while searching is not read: a
                    // pipe with a writer could keep the run waiting.
                    let reason = "\(path) is \(InputReader.fileKind(child.st_mode)), not a regular file, so the search skips it; "
                        + "name it on the command line to lint it"
                    broken.append(FileReport(path: path, diagnostics: [ReadError(reason: reason).diagnostic]))
                    continue
                }
                found.append(path)
            }
        }
    }
}

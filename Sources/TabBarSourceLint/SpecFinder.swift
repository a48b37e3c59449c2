import TabBarLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import TabBarSource

/// Turns the paths a user gave into the inputs to lint. A file is linted
/// whatever its name (a `.swift` or `.storyboard` file as code); a directory
/// contributes every spec file below it, in sorted order, and its Swift and
/// storyboard files as one app tree, following symbolic links but never
/// around a loop.
public struct SpecFinder: Sendable {
    /// File names that mark a tab-bar spec inside a directory.
    public static func isSpecFileName(_ name: String) -> Bool {
        name == "tabbar.yml" || name == "tabbar.yaml" || name.hasSuffix(".tabbar.yml") || name.hasSuffix(".tabbar.yaml")
    }

    /// Whether a file is read by the source front end.
    public static func isSourceFileName(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".storyboard")
    }

    /// Directories never searched: tool output and dependency checkouts.
    static let skippedDirectories: Set<String> = ["node_modules", "Pods", "Carthage", "DerivedData"]

    public struct Result: Sendable {
        public var inputs: [LintInput] = []
        /// App trees: the Swift and storyboard files below a directory, or
        /// the source files named on the command line with the tree around
        /// them to look up what they refer to.
        public var sourceTrees: [SourceTree] = []
        /// Paths that do not exist or cannot be read, reported as diagnostics.
        public var unreadable: [FileReport] = []
        /// Directories given by the user that hold no spec and no source file.
        public var emptyDirectories: [String] = []
    }

    /// What a walk below one directory found.
    private struct Found {
        var specs: [String] = []
        var tree: SourceTree
        var broken: [FileReport] = []

        init(root: String) {
            tree = SourceTree(root: root)
        }
    }

    public init() {}

    public func find(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<String>()
        var explicitSources: [String] = []
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
                var found = Found(root: path)
                walk(directory: path, status: status, visited: &visited, into: &found)
                if found.specs.isEmpty, found.tree.isEmpty, found.broken.isEmpty { result.emptyDirectories.append(path) }
                for file in found.specs where seen.insert(file).inserted {
                    result.inputs.append(.file(file))
                }
                found.tree.swiftFiles.removeAll { !seen.insert($0).inserted }
                found.tree.storyboards.removeAll { !seen.insert($0).inserted }
                if !found.tree.isEmpty { result.sourceTrees.append(found.tree) }
                result.unreadable += found.broken
            } else if Self.isSourceFileName(path), !Self.isSpecFileName(path) {
                if seen.insert(path).inserted { explicitSources.append(path) }
            } else if seen.insert(path).inserted {
                result.inputs.append(.file(path))
            }
        }
        result.sourceTrees += trees(forExplicit: explicitSources)
        return result
    }

    /// Source files named on the command line, grouped by the app tree they
    /// belong to (the nearest folder above with an Xcode project, a
    /// `Package.swift` or a `.git`), whose other files are read only to
    /// look up the types, strings and images they refer to.
    private func trees(forExplicit paths: [String]) -> [SourceTree] {
        var byRoot: [(root: String, targets: [String])] = []
        for path in paths {
            let root = Self.appRoot(of: path)
            if let index = byRoot.firstIndex(where: { $0.root == root }) {
                byRoot[index].targets.append(path)
            } else {
                byRoot.append((root, [path]))
            }
        }
        return byRoot.map { root, targets in
            var found = Found(root: root)
            var visited = Set<DirectoryIdentity>()
            var status = stat()
            if stat(root, &status) == 0 { walk(directory: root, status: status, visited: &visited, into: &found) }
            var tree = found.tree
            let targetSet = Set(targets)
            tree.contextSwiftFiles = tree.swiftFiles.filter { !targetSet.contains($0) && !targetSet.contains("./" + $0) }
            tree.swiftFiles = targets.filter { $0.hasSuffix(".swift") }
            tree.storyboards = targets.filter { $0.hasSuffix(".storyboard") }
            return tree
        }
    }

    /// The folder an app's code lives in, judged from a file's path.
    static func appRoot(of path: String) -> String {
        var folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if folder.isEmpty { folder = path.hasPrefix("/") ? "/" : "." }
        var candidate = folder
        for _ in 0..<8 {
            let names = FileSystem.entryNames(of: candidate) ?? []
            if names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" }) { return candidate }
            guard candidate != "/", candidate != "." else { break }
            let parent = candidate.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            candidate = parent.isEmpty ? (candidate.hasPrefix("/") ? "/" : ".") : parent
        }
        return folder
    }

    private struct DirectoryIdentity: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Folders of test targets (`AppTests`, `AppUITests`, `Tests`): their
    /// tab bars are fixtures, not the app's.
    static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Specs")
    }

    private func walk(
        directory: String, status: stat, visited: inout Set<DirectoryIdentity>, into found: inout Found, inTests: Bool = false
    ) {
        let identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        guard visited.insert(identity).inserted else { return }
        guard let names = FileSystem.entryNames(of: directory) else {
            let reason = "cannot list the folder \(directory): \(InputReader.errorText(errno)); the specs in it, if any, are not linted"
            found.broken.append(FileReport(path: directory, diagnostics: [ReadError(reason: reason).diagnostic]))
            return
        }
        // Paths below "." read as the user would type them: `a.tabbar.yml`.
        let prefix = directory == "." || directory == "./" ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        let inLocalizationFolder = directory.hasSuffix(".lproj")
        for name in names.sorted() {
            let path = prefix + name
            var child = stat()
            // stat, not lstat: links are followed; `visited` stops loops.
            guard stat(path, &child) == 0 else {
                // A spec that cannot be reached (a dangling link, a link
                // loop) is reported rather than silently left out.
                if Self.isSpecFileName(name) {
                    let reason = "cannot read \(path): \(InputReader.errorText(errno)); fix or remove the link"
                    found.broken.append(FileReport(path: path, diagnostics: [ReadError(reason: reason).diagnostic]))
                }
                continue
            }
            if (child.st_mode & S_IFMT) == S_IFDIR {
                guard !name.hasPrefix("."), !Self.skippedDirectories.contains(name) else { continue }
                if AssetIndex.isAssetSet(name) {
                    found.tree.assetSets.append(path)
                } else if name.hasSuffix(".xcodeproj") {
                    // Only its project file matters: the development language.
                    var project = stat()
                    if stat(path + "/project.pbxproj", &project) == 0 { found.tree.projectFiles.append(path + "/project.pbxproj") }
                } else if !name.hasSuffix(".xcworkspace") {
                    walk(directory: path, status: child, visited: &visited, into: &found, inTests: inTests || Self.isTestFolder(name))
                }
            } else if Self.isSpecFileName(name) {
                guard (child.st_mode & S_IFMT) == S_IFREG else {
                    // A pipe or device met while searching is not read: a
                    // pipe with a writer could keep the run waiting.
                    let reason = "\(path) is \(InputReader.fileKind(child.st_mode)), not a regular file, so the search skips it; "
                        + "name it on the command line to lint it"
                    found.broken.append(FileReport(path: path, diagnostics: [ReadError(reason: reason).diagnostic]))
                    continue
                }
                found.specs.append(path)
            } else if (child.st_mode & S_IFMT) == S_IFREG, !inTests {
                if name.hasSuffix(".swift") {
                    found.tree.swiftFiles.append(path)
                } else if name.hasSuffix(".storyboard") {
                    found.tree.storyboards.append(path)
                } else if name.hasSuffix(".xcstrings") || (inLocalizationFolder && name.hasSuffix(".strings")) {
                    found.tree.stringFiles.append(path)
                }
            }
        }
    }
}

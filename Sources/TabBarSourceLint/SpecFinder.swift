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
        name == "tabbar.yml" || name == "tabbar.yaml" || endsWith(name, ".tabbar.yml") || endsWith(name, ".tabbar.yaml")
    }

    /// Whether a file is read by the source front end.
    public static func isSourceFileName(_ name: String) -> Bool {
        endsWith(name, ".swift") || endsWith(name, ".storyboard")
    }

    /// `name.hasSuffix(suffix)` for an ASCII `suffix`, the bytes compared
    /// first. `hasSuffix` compares Characters, a few hundred instructions a
    /// name, and the search asks it several times of every file in a tree
    /// (a folder of icons, mostly); a name whose bytes do not end with the
    /// suffix's does not end with its Characters either, as no character
    /// outside ASCII is canonically equivalent to one of the suffixes' (only
    /// K, `;` and a backtick have such twins), so only a match by bytes is
    /// confirmed Character-wise.
    static func endsWith(_ name: String, _ suffix: StaticString) -> Bool {
        let bytesMatch = name.utf8.withContiguousStorageIfAvailable { bytes(UnsafeRawBufferPointer($0), endWith: suffix) }
        // A string without contiguous UTF-8 (a bridged one) is asked directly.
        return bytesMatch != false && name.hasSuffix(suffix.description)
    }

    /// Whether `bytes` end with the bytes of `suffix`.
    private static func bytes(_ bytes: UnsafeRawBufferPointer, endWith suffix: StaticString) -> Bool {
        let suffixBytes = UnsafeRawBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        guard bytes.count >= suffixBytes.count else { return false }
        let start = bytes.count - suffixBytes.count
        for index in 0..<suffixBytes.count where bytes[start + index] != suffixBytes[index] { return false }
        return true
    }

    /// Whether a regular file whose name has these bytes can be a spec or a
    /// file of an app tree: every name `isSpecFileName` or `treeFile`
    /// accepts ends with one of these suffixes byte for byte (see
    /// `endsWith`), so a name that does not is passed over before a String
    /// is made of it. Keep in step with those two.
    private static func mayBeRead(_ name: UnsafeRawBufferPointer, inLocalizationFolder: Bool) -> Bool {
        bytes(name, endWith: "tabbar.yml") || bytes(name, endWith: "tabbar.yaml") || bytes(name, endWith: ".swift")
            || bytes(name, endWith: ".storyboard") || bytes(name, endWith: ".xcstrings")
            || (inLocalizationFolder && bytes(name, endWith: ".strings"))
    }

    /// The list of an app tree a regular file belongs in, by its name; nil
    /// for a file the source front end does not read.
    private enum TreeFile {
        case swift, storyboard, strings
    }

    private static func treeFile(_ name: String, inLocalizationFolder: Bool) -> TreeFile? {
        if endsWith(name, ".swift") { return .swift }
        if endsWith(name, ".storyboard") { return .storyboard }
        if endsWith(name, ".xcstrings") || (inLocalizationFolder && endsWith(name, ".strings")) { return .strings }
        return nil
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
                var visited = VisitedDirectories()
                var found = Found(root: path)
                walk(directory: path, status: status, visited: &visited, into: &found)
                if found.specs.isEmpty, found.tree.isEmpty, found.broken.isEmpty { result.emptyDirectories.append(path) }
                // Room for them at once: grown from empty, the set rehashed
                // every path it held each time it doubled.
                seen.reserveCapacity(seen.count + found.specs.count + found.tree.swiftFiles.count + found.tree.storyboards.count)
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
            var visited = VisitedDirectories()
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

    private struct DirectoryIdentity {
        let device: UInt64
        let inode: UInt64
    }

    /// The directories walked so far, sorted by device and inode and found
    /// by bisection. Not a `Set`: the first set of a type of its own made
    /// the Swift runtime read every protocol conformance record of the
    /// binary to find the type's `Hashable` conformance, about 650,000
    /// instructions, more than a search of a few hundred files costs.
    private struct VisitedDirectories {
        private var identities: [DirectoryIdentity] = []

        /// Adds `identity`; false when it was there already.
        mutating func insert(_ identity: DirectoryIdentity) -> Bool {
            var low = 0
            var high = identities.count
            while low < high {
                let middle = (low + high) / 2
                let other = identities[middle]
                if (other.device, other.inode) < (identity.device, identity.inode) { low = middle + 1 } else { high = middle }
            }
            if low < identities.count, identities[low].device == identity.device, identities[low].inode == identity.inode { return false }
            identities.insert(identity, at: low)
            return true
        }
    }

    /// Folders of test targets (`AppTests`, `AppUITests`, `Tests`): their
    /// tab bars are fixtures, not the app's.
    static func isTestFolder(_ name: String) -> Bool {
        endsWith(name, "Tests") || endsWith(name, "Specs")
    }

    private func walk(
        directory: String, status: stat, visited: inout VisitedDirectories, into found: inout Found, inTests: Bool = false
    ) {
        let identity = DirectoryIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        guard visited.insert(identity) else { return }
        let inLocalizationFolder = Self.endsWith(directory, ".lproj")
        let entries = FileSystem.entries(of: directory) { Self.mayBeRead($0, inLocalizationFolder: inLocalizationFolder) }
        guard let entries else {
            let reason = "cannot list the folder \(directory): \(InputReader.errorText(errno)); the specs in it, if any, are not linted"
            found.broken.append(FileReport(path: directory, diagnostics: [ReadError(reason: reason).diagnostic]))
            return
        }
        // Paths below "." read as the user would type them: `a.tabbar.yml`.
        let prefix = directory == "." || directory == "./" ? "" : directory.hasSuffix("/") ? directory : directory + "/"
        // A regular file that is neither a spec nor read as code is passed
        // over by its name, before a path is built or `stat` called, and
        // before sorting (the order of the rest is the same): in a folder of
        // icons that was most of the search's cost.
        let kept = entries.filter { entry in
            !entry.isRegularFile || Self.isSpecFileName(entry.name) || Self.treeFile(entry.name, inLocalizationFolder: inLocalizationFolder) != nil
        }
        for entry in kept.sorted(by: { $0.name < $1.name }) {
            let name = entry.name
            let path = prefix + name
            if entry.isRegularFile {
                // The folder says it is a regular file, so no `stat`: a
                // tree's Swift files are most of its entries.
                add(file: path, named: name, inTests: inTests, inLocalizationFolder: inLocalizationFolder, to: &found)
                continue
            }
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
                } else if Self.endsWith(name, ".xcodeproj") {
                    // Only its project file matters: the development language.
                    var project = stat()
                    if stat(path + "/project.pbxproj", &project) == 0 { found.tree.projectFiles.append(path + "/project.pbxproj") }
                } else if !Self.endsWith(name, ".xcworkspace"), !Self.endsWith(name, ".xcloc") {
                    // An Xcode localization export (`de.xcloc`) holds copies
                    // of the storyboards for translators, never built.
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
            } else if (child.st_mode & S_IFMT) == S_IFREG {
                add(file: path, named: name, inTests: inTests, inLocalizationFolder: inLocalizationFolder, to: &found)
            }
        }
    }

    /// Files the walk keeps: a regular file that is a spec, or one an app
    /// tree's lists take (but in a test target's folder).
    private func add(file path: String, named name: String, inTests: Bool, inLocalizationFolder: Bool, to found: inout Found) {
        if Self.isSpecFileName(name) {
            found.specs.append(path)
        } else if !inTests, let list = Self.treeFile(name, inLocalizationFolder: inLocalizationFolder) {
            switch list {
            case .swift: found.tree.swiftFiles.append(path)
            case .storyboard: found.tree.storyboards.append(path)
            case .strings: found.tree.stringFiles.append(path)
            }
        }
    }
}

import Foundation
import TabBarSpec

/// Which platforms each Swift file is built for, from the targets of the
/// app's Xcode projects: a file that only a tvOS target compiles holds a
/// tvOS bar, whatever its folder is called. Read with Foundation's property
/// list parser (`project.pbxproj` is an old-style property list).
struct XcodeTargets {
    /// Tree path of a source file → the platforms of the targets that compile it.
    private(set) var platformsByFile: [String: Set<Platform>] = [:]
    /// Folders a target compiles whole (Xcode 16's synchronized folders),
    /// with the files each one leaves out.
    private var folders: [(path: String, platforms: Set<Platform>, excluded: Set<String>)] = []

    init(projectFiles: [String], read: (String) -> [UInt8]?) {
        for path in projectFiles {
            guard let bytes = read(path),
                  let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any],
                  let objects = plist["objects"] as? [String: Any],
                  let rootID = plist["rootObject"] as? String
            else { continue }
            add(Project(objects: objects, rootID: rootID, folder: Self.projectFolder(of: path)))
        }
    }

    /// The platforms the targets that compile `path` build for, or nil when
    /// no target names the file.
    func platforms(ofFile path: String) -> Set<Platform>? {
        let path = Self.normalized(path)
        if let platforms = platformsByFile[path] { return platforms }
        var found: Set<Platform>?
        for folder in folders where path.hasPrefix(folder.path + "/") {
            guard !folder.excluded.contains(String(path.dropFirst(folder.path.count + 1))) else { continue }
            found = (found ?? []).union(folder.platforms)
        }
        return found
    }

    private mutating func add(_ project: Project) {
        let projectPlatforms = project.platforms(ofConfigurationList: project.object(project.rootID)?["buildConfigurationList"] as? String)
        for targetID in project.strings(project.object(project.rootID)?["targets"]) {
            guard let target = project.object(targetID) else { continue }
            let platforms = project.platforms(ofConfigurationList: target["buildConfigurationList"] as? String)
                .nonEmpty ?? projectPlatforms
            guard !platforms.isEmpty else { continue }
            for phaseID in project.strings(target["buildPhases"]) {
                guard let phase = project.object(phaseID), phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in project.strings(phase["files"]) {
                    guard let referenceID = project.object(buildFileID)?["fileRef"] as? String,
                          let path = project.path(of: referenceID)
                    else { continue }
                    platformsByFile[path, default: []].formUnion(platforms)
                }
            }
            for groupID in project.strings(target["fileSystemSynchronizedGroups"]) {
                guard let path = project.path(of: groupID) else { continue }
                folders.append((path, platforms, project.membershipExceptions(of: groupID, target: targetID)))
            }
        }
    }

    /// The folder that holds `App.xcodeproj`, in which its paths are written.
    private static func projectFolder(of pbxproj: String) -> String {
        String(normalized(pbxproj).split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/"))
    }

    /// `./a/./b/../c` → `a/c`; an absolute path stays absolute.
    static func normalized(_ path: String) -> String {
        var kept: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if kept.isEmpty || kept.last == ".." { kept.append(component) } else { kept.removeLast() }
            default: kept.append(component)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + kept.joined(separator: "/")
    }

    /// One project's objects, looked up by id.
    private struct Project {
        let objects: [String: Any]
        let rootID: String
        let folder: String
        /// Child id → its group's id, for building a file's path.
        let parents: [String: String]

        init(objects: [String: Any], rootID: String, folder: String) {
            self.objects = objects
            self.rootID = rootID
            self.folder = folder
            var parents: [String: String] = [:]
            for (id, value) in objects {
                guard let group = value as? [String: Any], let children = group["children"] as? [Any] else { continue }
                for case let child as String in children { parents[child] = id }
            }
            self.parents = parents
        }

        func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

        func strings(_ value: Any?) -> [String] { (value as? [Any])?.compactMap { $0 as? String } ?? [] }

        /// The platforms a configuration list's settings build for: every
        /// configuration's `SUPPORTED_PLATFORMS`, or its `SDKROOT`.
        func platforms(ofConfigurationList id: String?) -> Set<Platform> {
            guard let id else { return [] }
            var found: Set<Platform> = []
            for configurationID in strings(object(id)?["buildConfigurations"]) {
                let settings = object(configurationID)?["buildSettings"] as? [String: Any] ?? [:]
                let supported = (settings["SUPPORTED_PLATFORMS"] as? String)?.split(separator: " ").map(String.init) ?? []
                let names = supported.isEmpty ? [settings["SDKROOT"] as? String].compactMap { $0 } : supported
                for name in names { found.formUnion(XcodeSDK.platforms(of: name)) }
            }
            return found
        }

        /// A file's or group's path in the walked tree: its own `path` after
        /// its groups' paths, from the project's folder; nil for a file
        /// outside the project's tree (`SDKROOT`, built products).
        func path(of id: String) -> String? {
            var components: [String] = []
            var current: String? = id
            while let currentID = current, let item = object(currentID) {
                let sourceTree = item["sourceTree"] as? String ?? "<group>"
                if let path = item["path"] as? String { components.insert(path, at: 0) }
                switch sourceTree {
                case "<group>": current = parents[currentID]
                case "SOURCE_ROOT": current = nil
                default: return nil
                }
            }
            return XcodeTargets.normalized(([folder] + components).filter { !$0.isEmpty }.joined(separator: "/"))
        }

        /// The files of a synchronized folder that a target does not compile.
        func membershipExceptions(of groupID: String, target targetID: String) -> Set<String> {
            var excluded: Set<String> = []
            for exceptionID in strings(object(groupID)?["exceptions"]) {
                guard let exception = object(exceptionID), exception["target"] as? String == targetID else { continue }
                excluded.formUnion(strings(exception["membershipExceptions"]))
            }
            return excluded
        }
    }
}

/// Xcode's SDK and platform names.
enum XcodeSDK {
    static func platforms(of name: String) -> Set<Platform> {
        switch name {
        case "iphoneos", "iphonesimulator": return [.iOS, .iPadOS]
        case "appletvos", "appletvsimulator": return [.tvOS]
        case "xros", "xrsimulator": return [.visionOS]
        case "macosx": return [.macOS]
        case "watchos", "watchsimulator": return [.watchOS]
        default: return []
        }
    }
}

private extension Set {
    var nonEmpty: Self? { isEmpty ? nil : self }
}

import Foundation
import SwiftSyntax
import TabBarSpec

/// Values that differ by platform: `#if os(iOS) … #else … #endif` in a
/// getter or a builder closure that a bar's values are read through. A bar
/// is read for iOS first; the platforms another clause is compiled for are
/// noted, and the reader reads the bar again for each of them that the app
/// builds (`SDKROOT` in its Xcode project, or a clause that names it).
extension ValueResolver {
    /// The statements of the clause compiled on the platform being read
    /// (none when no clause is), or nil when the build decides (`#if DEBUG`).
    func compiledStatements(of ifConfig: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        let clauses = Array(ifConfig.clauses)
        guard let chosen = Self.activeClause(in: clauses, on: platform) else { return nil }
        for other in Platform.allCases where other != platform {
            guard let active = Self.activeClause(in: clauses, on: other), active != chosen else { continue }
            let named = active.map { clauses[$0].condition.map(Self.namesPlatforms) ?? [] } ?? []
            notePlatformVariant(other, named: named.contains(other))
        }
        guard let index = chosen, case .statements(let statements)? = clauses[index].elements else {
            return CodeBlockItemListSyntax([])
        }
        return statements
    }

    /// The index of the clause compiled on a platform: `.some(nil)` when
    /// none is, nil when a clause before it depends on the build.
    private static func activeClause(in clauses: [IfConfigClauseSyntax], on platform: Platform) -> Int?? {
        for (index, clause) in clauses.enumerated() {
            guard let condition = clause.condition else { return .some(index) }
            switch CompilationConditions.evaluate(condition, on: platform) {
            case true?: return .some(index)
            case false?: continue
            case nil: return nil
            }
        }
        return .some(nil)
    }

    /// The platforms a condition names (`os(tvOS)`), which the code is
    /// then surely built for.
    private static func namesPlatforms(_ condition: ExprSyntax) -> Set<Platform> {
        // Written out once, not per name: `trimmedText` walks the node.
        let text = condition.trimmedText
        return Set(Platform.allCases.filter { platform in
            let names = platform == .visionOS ? ["os(visionOS)", "os(xrOS)"] : ["os(\(platform.rawValue))"]
            return names.contains { text.contains($0) }
        })
    }
}

/// The platforms the app's Xcode projects build for, from their `SDKROOT`
/// and `SUPPORTED_PLATFORMS` settings; read once, when first asked.
final class BuiltPlatforms {
    private let projectFiles: [String]
    private let read: (String) -> [UInt8]?

    init(projectFiles: [String], read: @escaping (String) -> [UInt8]?) {
        self.projectFiles = projectFiles
        self.read = read
    }

    lazy var platforms: Set<Platform> = settingPlatforms.reduce(into: []) { $0.formUnion($1) }

    /// The platforms of each `SDKROOT` and `SUPPORTED_PLATFORMS` value
    /// written in the projects, one set per value.
    private lazy var settingPlatforms: [Set<Platform>] = {
        let sdks = XcodeProjectFile.values(of: "SDKROOT", inFiles: projectFiles, read: read).map { XcodeSDK.platforms(of: $0) }
        let supported = XcodeProjectFile.values(of: "SUPPORTED_PLATFORMS", inFiles: projectFiles, read: read).map { value in
            value.split(separator: " ").reduce(into: Set<Platform>()) { $0.formUnion(XcodeSDK.platforms(of: String($1))) }
        }
        return sdks + supported
    }()

    /// Whether a setting builds for one platform family alone (`SDKROOT =
    /// appletvos`). Only then can a target build for one family, since a
    /// target's platforms are the union of its settings'; without one, no
    /// file is told apart from the iPhone and iPad code by its targets.
    private lazy var buildsOneFamilyAlone = settingPlatforms.contains { $0.count == 1 }

    /// Which targets compile which files: parsed only for an app that also
    /// builds for a platform with tab bars of its own (tvOS, visionOS,
    /// macOS). A watch app's files are told apart by their folders and
    /// `#if os(watchOS)`: parsing a large project for them alone cost a
    /// fifth of linting an app.
    private lazy var targets: XcodeTargets? = platforms.isDisjoint(with: [.tvOS, .visionOS, .macOS])
        ? nil : XcodeTargets(projectFiles: projectFiles, read: read)

    /// The platforms a file is built for when they are one family other than
    /// iPhone and iPad (a tvOS target's file): from the targets that compile
    /// it, or when no target names it, from its folders. Nil when the file is
    /// read as the default iPhone and iPad code. The targets are read only
    /// when they can change that answer: some setting builds for one family
    /// alone, or the file's folder names a platform that a target compiling
    /// the file for several would overrule (an app building for iPhone, iPad
    /// and visionOS together, as most do, is not parsed for them).
    func platforms(ofFile path: String) -> Set<Platform>? {
        let byFolder = FolderPlatform.platforms(ofPath: path, built: platforms)
        guard byFolder != nil || buildsOneFamilyAlone, let compiledFor = targets?.platforms(ofFile: path) else { return byFolder }
        return compiledFor.count == 1 ? compiledFor : nil
    }
}

/// Settings of Xcode's `project.pbxproj` files, read as text: the build
/// settings the front end needs are single `KEY = value;` lines.
enum XcodeProjectFile {
    /// Every value of a setting, in file order (quotes removed).
    static func values(of setting: String, inFiles paths: [String], read: (String) -> [UInt8]?) -> [String] {
        var values: [String] = []
        let prefix = Array((setting + " = ").utf8)
        for path in paths {
            guard let bytes = read(path) else { continue }
            var searchStart = 0
            while let found = ByteSearch.firstIndex(of: prefix, in: bytes, from: searchStart) {
                let valueStart = found + prefix.count
                let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
                let value = String(decoding: bytes[valueStart..<end], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \""))
                // `KEY = value` inside a longer name (`OTHER_KEY = …`) is not the setting.
                let isWholeName = found == 0 || !(DeclarationScan.isIdentifierStart(bytes[found - 1]) || bytes[found - 1] >= 0x80)
                if isWholeName, !value.isEmpty { values.append(value) }
                searchStart = end
            }
        }
        return values
    }
}

import TabBarLint
import TabBarSource
import TabBarSourceLint
import TabBarSpec
import TabBarYAML

/// An app tree held in memory: path → text.
struct FixtureApp {
    var files: [String: String]

    init(_ files: [String: String]) {
        self.files = files
    }

    var tree: SourceTree {
        let paths = files.keys.sorted()
        return SourceTree(
            root: ".",
            swiftFiles: paths.filter { $0.hasSuffix(".swift") },
            storyboards: paths.filter { $0.hasSuffix(".storyboard") },
            stringFiles: paths.filter { $0.hasSuffix(".strings") || $0.hasSuffix(".xcstrings") },
            projectFiles: paths.filter { $0.hasSuffix(".pbxproj") },
            assetSets: paths.filter { $0.hasSuffix("Contents.json") }.map { String($0.dropLast("/Contents.json".count)) }
        )
    }

    /// File contents, with UTF-16 files given as `utf16:` + text.
    var reader: SourceFrontEnd.Reader {
        let files = self.files
        return { path in
            guard let text = files[path] else { return nil }
            if text.hasPrefix("utf16:") {
                var bytes: [UInt8] = [0xFF, 0xFE]
                for unit in text.dropFirst("utf16:".count).utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
                return bytes
            }
            return Array(text.utf8)
        }
    }

    func bars() -> [CodeTabBar] {
        SourceFrontEnd(read: reader).tabBars(in: tree).bars
    }

    func result() -> SourceFrontEnd.Result {
        SourceFrontEnd(read: reader).tabBars(in: tree)
    }

    /// Every file's findings, linted with every rule.
    func lint() -> [FileReport] {
        Linter().lint(tree, read: reader, configuration: { _ in .default })
    }
}

extension TabBarSpec {
    /// Titles as shown in the development language (the first entry).
    var titles: [String?] { tabs.map { $0.title?.entries.first?.text.value } }
    var symbols: [String?] { tabs.map { $0.icon?.symbol?.value ?? $0.icon?.image?.value } }
    var platformNames: [String] { platforms.map(\.value.rawValue) }
}

extension SourceRange {
    var lineColumn: String { "\(start.line):\(start.column)" }
}

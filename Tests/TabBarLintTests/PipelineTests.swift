import Foundation
import Testing
import TabBarSourceLint
@testable import TabBarLint

@Suite struct LinterTests {
    @Test func diagnosticsAreSortedAndQuoteTheirLine() {
        let yaml = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: A, icon: plus, badge: 0 }\n  - { id: a, titel: B }\n"
        let report = Linter().lint(source: Array(yaml.utf8), path: "x.tabbar.yml")
        // "A" alone is an article: title-part-of-speech flags it.
        #expect(report.diagnostics.map(\.ruleID) == ["tab-count", "title-part-of-speech", "action-tab", "badge-value", "icon-missing", "duplicate-id", "spec-schema"])
        #expect(report.diagnostics.map(\.range.start.line) == [3, 4, 4, 4, 5, 5, 5])
        #expect(report.diagnostics[1].lineText == "  - { id: a, title: A, icon: plus, badge: 0 }")
    }

    @Test func aBrokenDocumentDoesNotStopTheOneBeforeIt() {
        let yaml = "version: 1\nplatforms: [iOS]\ntabs: [{ id: a, title: A, icon: house }]\n---\nversion: [\n"
        let report = Linter().lint(source: Array(yaml.utf8), path: "x.tabbar.yml")
        #expect(report.diagnostics.map(\.ruleID) == ["tab-count", "title-part-of-speech", "yaml-syntax"])
    }
}

@Suite struct SpecFinderTests {
    private func makeTree() throws -> String {
        let root = NSTemporaryDirectory() + "tabbar-finder-\(UUID().uuidString)"
        let manager = FileManager.default
        for folder in ["app/ios", "app/.hidden", "app/node_modules", "dir with spaces/ünïcode", "empty"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["app/tabbar.yml", "app/ios/main.tabbar.yaml", "app/ios/other.yml", "app/.hidden/x.tabbar.yml",
                     "app/node_modules/y.tabbar.yml", "dir with spaces/ünïcode/z.tabbar.yml"] {
            _ = manager.createFile(atPath: root + "/" + file, contents: Data("version: 1\n".utf8))
        }
        // A loop: app/ios/up points back at app.
        try manager.createSymbolicLink(atPath: root + "/app/ios/up", withDestinationPath: root + "/app")
        return root
    }

    @Test func findsSpecFilesBelowDirectoriesInOrderWithoutLooping() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = SpecFinder().find([root + "/app", root + "/dir with spaces", root + "/app/ios/other.yml"])
        #expect(found.inputs == [
            .file(root + "/app/ios/main.tabbar.yaml"), .file(root + "/app/tabbar.yml"),
            .file(root + "/dir with spaces/ünïcode/z.tabbar.yml"), .file(root + "/app/ios/other.yml"),
        ])
        #expect(found.unreadable.isEmpty)
    }

    @Test func missingPathsAndEmptyDirectoriesAreReported() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let found = SpecFinder().find([root + "/missing.tabbar.yml", root + "/empty", root + "/app/node_modules"])
        #expect(found.unreadable.count == 1)
        #expect(found.unreadable.first?.diagnostics.first?.ruleID == "unreadable-file")
        #expect(found.unreadable.first?.diagnostics.first?.message.contains("No such file or directory") == true)
        #expect(found.emptyDirectories == [root + "/empty"])
        // Named explicitly, a skipped folder is searched.
        #expect(found.inputs == [.file(root + "/app/node_modules/y.tabbar.yml")])
    }

    /// An Xcode localization export (`de.xcloc`) holds copies of the
    /// storyboards for translators: not the app's, never read.
    @Test func localizationExportsAreNotSearchedForSources() throws {
        let root = NSTemporaryDirectory() + "tabbar-finder-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        for folder in ["App/Base.lproj", "Localizations/de.xcloc/Source Contents/App/Base.lproj"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["App/Base.lproj/Main.storyboard", "App/Root.swift", "Localizations/de.xcloc/Source Contents/App/Base.lproj/Main.storyboard"] {
            _ = manager.createFile(atPath: root + "/" + file, contents: Data("<document/>".utf8))
        }
        let trees = SpecFinder().find([root]).sourceTrees
        #expect(trees.flatMap(\.storyboards) == [root + "/App/Base.lproj/Main.storyboard"])
        #expect(trees.flatMap(\.swiftFiles) == [root + "/App/Root.swift"])
    }

    @Test func aDirectoryNamedExplicitlyAsAFileIsReportedWhenRead() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let report = Linter().lint(input: .file(root + "/app/ios"))
        #expect(report.diagnostics.map(\.ruleID) == ["unreadable-file"])
        #expect(report.diagnostics.first?.message.hasSuffix("is a directory, but it was read as a spec file") == true)
    }

    @Test func parallelLintingKeepsInputOrder() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let inputs = Array(repeating: LintInput.file(root + "/app/tabbar.yml"), count: 50) + [.file(root + "/nope.yml")]
        var paths: [String] = []
        Linter().lint(inputs, batchSize: 8) { paths.append($0.path) }
        #expect(paths.count == 51)
        #expect(paths.last == root + "/nope.yml")
    }
}

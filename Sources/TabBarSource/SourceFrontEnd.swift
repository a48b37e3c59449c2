import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// The files of an app's tree that the source front end reads, as the
/// pipeline's walk found them.
public struct SourceTree: Sendable {
    /// The folder the tree was found in; image paths in the model are
    /// relative to it.
    public var root: String
    /// The Swift files whose tab bars are reported.
    public var swiftFiles: [String]
    /// Swift files read only to look up what the reported ones refer to
    /// (a child view controller's class, an enum, a string helper).
    public var contextSwiftFiles: [String] = []
    public var storyboards: [String]
    /// `*.strings` files inside `*.lproj` folders, and `*.xcstrings` catalogs.
    public var stringFiles: [String]
    /// `project.pbxproj` files, for the development language.
    public var projectFiles: [String]
    /// `*.imageset` and `*.symbolset` folders of asset catalogs.
    public var assetSets: [String]

    public init(
        root: String, swiftFiles: [String] = [], storyboards: [String] = [], stringFiles: [String] = [], projectFiles: [String] = [],
        assetSets: [String] = []
    ) {
        self.root = root
        self.swiftFiles = swiftFiles
        self.storyboards = storyboards
        self.stringFiles = stringFiles
        self.projectFiles = projectFiles
        self.assetSets = assetSets
    }

    public var isEmpty: Bool { swiftFiles.isEmpty && storyboards.isEmpty }
}

/// Swift files parsed whole, each with the bytes it was parsed from.
public struct ParsedSwiftFiles: Sendable {
    var byPath: [String: (bytes: [UInt8], tree: SourceFileSyntax)] = [:]

    public init() {}

    /// The tree of the file at `path` if it was parsed from these very bytes.
    func tree(of path: String, parsedFrom bytes: [UInt8]) -> SourceFileSyntax? {
        guard let parsed = byPath[path], parsed.bytes == bytes else { return nil }
        return parsed.tree
    }
}

/// A tab bar found in code, as a model for the rules.
public struct CodeTabBar: Sendable {
    /// The file where the tab list is given.
    public var file: String
    public var spec: TabBarSpec
}

/// A file of the tree the front end could not use, with the reason.
public struct SourceProblem: Error, Sendable, Equatable {
    public var file: String
    /// Where in the file the problem is.
    public var position: SourcePosition
    /// What is wrong and what to do, without the place.
    public var reason: String

    /// `path:line:column: reason`, for standard error.
    public var message: String { "\(file):\(position.line):\(position.column): \(reason)" }
}

/// Finds the tab bars an app declares in Swift and storyboards, and
/// produces the same model the YAML decoder does, every value with the
/// file, line and column it comes from.
public struct SourceFrontEnd: Sendable {
    public typealias Reader = @Sendable (String) -> [UInt8]?
    private let read: Reader

    /// `read` gives a file's bytes, or nil when it cannot be read.
    public init(read: @escaping Reader) {
        self.read = read
    }

    public struct Result: Sendable {
        /// In file-path, then position order.
        public var bars: [CodeTabBar] = []
        public var problems: [SourceProblem] = []
        /// The Swift files parsed whole on the way, for spelling fixes.
        public var parsedFiles = ParsedSwiftFiles()
    }

    private static let helperExtension = Array("extension UITabBarController".utf8)

    public func tabBars(in tree: SourceTree) -> Result {
        // The files linted and those read only for context, in one sorted
        // list, each marked by its index: no path is hashed to tell them apart.
        let paths = (tree.swiftFiles.map { (path: $0, isTarget: true) } + tree.contextSwiftFiles.map { (path: $0, isTarget: false) })
            .sorted { $0.path < $1.path }
        let project = SourceProject(swiftPaths: paths.map(\.path), read: read)
        let isTarget = { (path: String) in project.index(of: path).map { paths[$0].isTarget } ?? false }
        let resolver = ValueResolver(project: project)
        let tables = StringTables(stringFiles: tree.stringFiles.sorted(), projectFiles: tree.projectFiles.sorted(), read: read)
        let builder = SpecBuilder(tables: tables, assetSets: AssetIndex.index(tree.assetSets.sorted(), relativeTo: tree.root))
        var result = Result()
        var found: [(file: String, bar: SourceBar)] = []
        let builtPlatforms = BuiltPlatforms(projectFiles: tree.projectFiles.sorted(), read: read)
        let swiftUI = SwiftUITabViewReader(resolver: resolver, builtPlatforms: builtPlatforms)
        let uiKit = UIKitTabBarReader(resolver: resolver, builtPlatforms: builtPlatforms)
        for (index, (path, linted)) in paths.enumerated() {
            // A file read only for context may declare a helper in
            // `extension UITabBarController` whose calls in the linted
            // files give bars their lists.
            guard let bytes = project.bytes(at: index), TabAPIPrefilter.mentionsTabAPI(bytes),
                  !TabAPIPrefilter.isTestFile(bytes), linted || ByteSearch.contains(Self.helperExtension, in: bytes),
                  let file = project.file(path)
            else { continue }
            let bars = linted ? swiftUI.bars(in: file) + uiKit.bars(in: file) : uiKit.bars(in: file)
            // A helper's bar is where a call gives it its list, maybe in another file.
            found += bars.map { ($0.range.file ?? path, $0) }.filter { isTarget($0.0) }
        }
        let storyboards = StoryboardLibrary(paths: tree.storyboards, read: read)
        for path in tree.storyboards.sorted() {
            guard let bytes = read(path), TabAPIPrefilter.storyboardMentionsTabBar(bytes) else { continue }
            switch StoryboardReader.document(bytes, path: path) {
            case .success(let document):
                var bars = StoryboardReader.bars(in: document) { storyboards.document(named: $0, referencedFrom: path) }
                bars.removeAll { bar in bar.controllerClass.map { HiddenSystemBar.hides($0, in: project) } ?? false }
                let children = ChildReader(resolver: resolver)
                for bar in bars.indices {
                    for tab in bars[bar].tabs.indices {
                        guard let typeName = bars[bar].tabs[tab].controllerType else { continue }
                        children.overlay(&bars[bar].tabs[tab], fromClass: typeName)
                    }
                    // The tab bar controller's own code runs after its children load.
                    if let controllerClass = bars[bar].controllerClass {
                        children.overlayIndexedChildren(&bars[bar].tabs, fromControllerClass: controllerClass)
                        children.overlayLoopGivenItems(&bars[bar].tabs, fromControllerClass: controllerClass)
                        children.removeTrimmedChildren(&bars[bar].tabs, fromControllerClass: controllerClass)
                    }
                    UIKitInterception.markActionTabs(in: &bars[bar], controllerType: bars[bar].controllerClass, project: resolver.project)
                }
                found += bars.map { (path, $0) }
            case .failure(let problem): result.problems.append(problem)
            }
        }
        // A storyboard scene whose controller class sets its tabs in code is
        // a placeholder: the code's list is what the app shows.
        // So is a plain tab bar controller scene when code sets the tabs of a
        // tab bar controller it did not make.
        let classesSetInCode = Set(found.filter { $0.bar.origin == .uiKit }.compactMap(\.bar.controllerClass))
        let obtainedSetInCode = found.contains { $0.bar.setsTabsOfObtainedController }
        found.removeAll { entry in
            guard entry.bar.origin == .storyboard else { return false }
            guard let controllerClass = entry.bar.controllerClass else { return obtainedSetInCode }
            return classesSetInCode.contains(controllerClass)
        }
        // A list given again to a controller held weakly, where another bar
        // of the code makes the controller, is that bar set up again.
        if found.contains(where: { $0.bar.origin == .uiKit && !$0.bar.setsTabsOfObtainedController }) {
            found.removeAll { $0.bar.resetsWeaklyHeldController }
        }
        found.sort { ($0.file, $0.bar.range.start) < ($1.file, $1.bar.range.start) }
        var indexInFile: [String: Int] = [:]
        for (file, bar) in found {
            let index = indexInFile[file, default: 0]
            indexInFile[file] = index + 1
            result.bars += builder.specs(for: bar, index: index).map { CodeTabBar(file: file, spec: $0) }
        }
        // Appearance code reaches every system bar of the app.
        if !result.bars.isEmpty, let hidden = HiddenTitles.evidence(in: project) {
            for index in result.bars.indices { result.bars[index].spec.tabBar.titles = Located(.hidden, at: hidden) }
        }
        result.parsedFiles = project.wholeFiles
        return result
    }
}

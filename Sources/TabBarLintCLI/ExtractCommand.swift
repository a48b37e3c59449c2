import ArgumentParser
import TabBarLint
import TabBarSourceLint
import TabBarSource
import TabBarSpec

/// `tabbar-lint extract`: the tab bars an app declares in code, written out
/// as specs, the way a team starts a design spec from an existing app.
struct ExtractCommand: ConsoleCommand {
    enum Format: String, CaseIterable, StringEnumerationArgument {
        case yaml
        case json
    }

    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Print the tab bars found in Swift code and storyboards as tab-bar specs.",
        discussion: """
            yaml (the default): one spec document per tab bar, with the source file and line of the bar \
            and of each tab in comments; values that cannot be known without running the app are left \
            out with a comment. json: one array, an object per bar in file then line order: \
            {"file", "line", "column", "spec"}, where a value that cannot be known is null.
            """
    )

    @Argument(help: ArgumentHelp("Swift or storyboard files, or app folders to search.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(help: "Output format: yaml or json.")
    var format: Format = .yaml

    func execute(_ console: Console) throws -> Int32 {
        let found = SpecFinder().find(paths)
        for report in found.unreadable {
            for diagnostic in report.diagnostics { console.writeError("tabbar-lint: \(diagnostic.message)\n") }
        }
        guard !found.sourceTrees.isEmpty else {
            throw UsageError("no Swift or storyboard files found in \(paths.joined(separator: ", "))")
        }
        let bars = Self.tabBars(in: found.sourceTrees, console)
        switch format {
        case .json:
            let items: [SpecExport.Value] = bars.map { bar in
                .map([
                    ("file", .string(bar.file)), ("line", .integer(bar.spec.range.start.line)),
                    ("column", .integer(bar.spec.range.start.column)), ("spec", SpecExport.value(of: bar.spec)),
                ])
            }
            console.write(SpecExport.json(.list(items)) + "\n")
        case .yaml:
            console.write(Self.yaml(bars))
        }
        if bars.isEmpty { console.writeError("tabbar-lint: no tab bars found in \(paths.joined(separator: ", "))\n") }
        return ExitStatus.success
    }

    /// The tab bars of the trees; files that cannot be read are reported.
    static func tabBars(in trees: [SourceTree], _ console: Console) -> [CodeTabBar] {
        let reader = Linter().diskReader
        var bars: [CodeTabBar] = []
        for tree in trees {
            let result = SourceFrontEnd(read: reader).tabBars(in: tree)
            bars += result.bars
            for problem in result.problems { console.writeError("tabbar-lint: \(problem.message)\n") }
        }
        return bars
    }

    /// One spec document per bar, with where each bar and tab is declared.
    static func yaml(_ bars: [CodeTabBar]) -> String {
        bars.map { bar in
            "# \(bar.file):\(bar.spec.range.start.line): \(describe(bar.spec.origin))\n"
                + SpecExport.yaml(SpecExport.value(of: bar.spec)) { path in tabComment(path, in: bar) }
        }.joined(separator: "---\n")
    }

    private static func describe(_ origin: SpecOrigin) -> String {
        switch origin {
        case .swiftUI: return "SwiftUI TabView"
        case .uiKit: return "UITabBarController"
        case .storyboard: return "storyboard tab bar controller"
        case .spec: return "spec"
        }
    }

    /// `tabs.N` → where tab N is declared, and what of it is unknown.
    private static func tabComment(_ path: String, in bar: CodeTabBar) -> String? {
        let parts = path.split(separator: ".")
        guard parts.count == 2, parts[0] == "tabs", let index = Int(parts[1]), bar.spec.tabs.indices.contains(index) else { return nil }
        let range = bar.spec.tabs[index].range
        let file = range.file.map { $0 == bar.file ? "" : "\($0):" } ?? ""
        return "\(file)line \(range.start.line)"
    }
}

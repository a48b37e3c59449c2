import ArgumentParser
import TabBarLint
import TabBarSource
import TabBarSourceLint

/// For the benchmark (Scripts/benchmark-sources.sh): swift-syntax's bare
/// parse of a tree's Swift files, the floor that linting an app is measured
/// against. Hidden from users' help.
struct ParseFloorCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-floor",
        abstract: "Parse the Swift files below the paths with SwiftParser and nothing else (benchmark floor).",
        shouldDisplay: false
    )

    @Argument(help: ArgumentHelp("Folders or Swift files.", valueName: "path"))
    var paths: [String]

    @Flag(help: "Parse only the files the tab-API byte prefilter lets through.")
    var tabAPIOnly = false

    func execute(_ console: Console) throws -> Int32 {
        let read = Linter().diskReader
        var files = 0, parsed = 0, bytes = 0
        for tree in SpecFinder().find(paths).sourceTrees {
            for path in tree.swiftFiles {
                guard let source = read(path) else { continue }
                files += 1
                if tabAPIOnly, !TabAPIPrefilter.mentionsTabAPI(source) { continue }
                bytes += SwiftParseFloor.parse(source)
                parsed += 1
            }
        }
        console.write("\(files) Swift files, \(parsed) parsed, \(bytes) bytes\n")
        return ExitStatus.success
    }
}

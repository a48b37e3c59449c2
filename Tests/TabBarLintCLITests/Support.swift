import Foundation
import TabBarLintCLI

/// The package root, worked out from this file's path, so tests find
/// `examples/`, `rules/` and the golden files wherever `swift test` runs.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    // Inputs are given relative to the root, as a user would type them.
    let moved = FileManager.default.changeCurrentDirectoryPath(url.path)
    precondition(moved, "cannot enter the package root \(url.path)")
    return url.path
}()

struct CLIRun {
    let status: Int32
    let output: String
    let errorOutput: String
}

/// Runs the whole command line in-process, from the package root.
func runCLI(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:], standardInput: String = "") -> CLIRun {
    _ = packageRoot
    let console = CapturingConsole(isTerminal: terminal, environment: environment, standardInput: Array(standardInput.utf8))
    let status = CLI.run(arguments, console: console)
    return CLIRun(status: status, output: console.output, errorOutput: console.errorOutput)
}

func readFile(_ relativePath: String) -> String? {
    try? String(contentsOfFile: packageRoot + "/" + relativePath, encoding: .utf8)
}

/// Set UPDATE_GOLDENS=1 to rewrite golden files from the current output.
let updatingGoldens = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"

func writeFile(_ relativePath: String, _ text: String) throws {
    let path = packageRoot + "/" + relativePath
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// A folder below the system's temporary folder, removed when the value goes.
final class TemporaryFolder {
    let path: String

    init(_ label: String) throws {
        path = NSTemporaryDirectory() + "tabbar-lint-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` at `relativePath`, creating the folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ bytes: [UInt8]) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }
}

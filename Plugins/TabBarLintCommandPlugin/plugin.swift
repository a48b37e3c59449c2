import Foundation
import PackagePlugin

/// `swift package tabbar-lint [tabbar-lint arguments]`: runs tabbar-lint in
/// the package's folder (so with no path it lints the whole package) and
/// fails the command when tabbar-lint exits non-zero.
@main
struct TabBarLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tabbar-lint").url
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("tabbar-lint exited with status \(process.terminationStatus)")
            throw ExitCode(process.terminationStatus)
        }
    }
}

struct ExitCode: Error, CustomStringConvertible {
    let status: Int32
    init(_ status: Int32) { self.status = status }
    var description: String { "tabbar-lint exited with status \(status)" }
}

import Foundation
import PackagePlugin

/// Lints the tab bars a target declares in its Swift files and storyboards,
/// and its tab-bar specs, on every build, so their findings appear as build
/// errors and warnings at the line in the file (as SwiftLint's plugin does
/// for Swift files). Add it to a target with
/// `plugins: [.plugin(name: "TabBarLintBuildToolPlugin", package: "tabbar-lint")]`.
///
/// A build command runs only when its inputs change: those files (and any
/// `.tabbar-lint.yml`) are the inputs, and a JSON report in the plugin's work
/// folder is the output that tells the build system the command ran.
@main
struct TabBarLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try commands(
            tool: context.tool(named: "tabbar-lint").url,
            files: target.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.name
        )
    }
}

/// Whether tabbar-lint reads a file of that name: a spec, as
/// `SpecFinder.isSpecFileName` decides, or a Swift file or storyboard, as
/// `SpecFinder.isSourceFileName` does. Repeated here because a plugin can
/// depend only on executables, not on the library that defines them;
/// Scripts/test-plugins.sh checks they agree on a spec and a Swift file in
/// a target.
func isLinted(_ name: String) -> Bool {
    name == "tabbar.yml" || name == "tabbar.yaml" || name.hasSuffix(".tabbar.yml") || name.hasSuffix(".tabbar.yaml")
        || name.hasSuffix(".swift") || name.hasSuffix(".storyboard")
}

func commands(tool: URL, files: [URL], workDirectory: URL, name: String) -> [Command] {
    let linted = files.filter { isLinted($0.lastPathComponent) }
    guard !linted.isEmpty else { return [] }
    let configurations = files.filter { $0.lastPathComponent == ".tabbar-lint.yml" || $0.lastPathComponent == ".tabbar-lint.yaml" }
    let report = workDirectory.appending(path: "tabbar-lint-\(name).json")
    return [.buildCommand(
        displayName: "tabbar-lint: tab bars in \(name)",
        executable: tool,
        // The JSON report goes to the declared output file; the xcode lines to the build log.
        arguments: ["--format", "json", "--output", report.path(percentEncoded: false), "--format", "xcode"]
            + linted.map { $0.path(percentEncoded: false) },
        inputFiles: linted + configurations,
        outputFiles: [report]
    )]
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TabBarLintBuildToolPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode project's target: add the plugin under Build Phases › Run Build Tool Plug-ins.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            tool: context.tool(named: "tabbar-lint").url,
            files: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            name: target.displayName
        )
    }
}
#endif

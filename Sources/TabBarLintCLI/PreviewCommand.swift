import ArgumentParser
import TabBarLint
import TabBarPreview
import TabBarReporters
import TabBarSourceLint
import TabBarSpec

/// `tabbar-lint preview PATH…`: each tab bar drawn as SVG on each of its
/// platforms, with its findings pinned to the tabs they concern.
struct PreviewCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw the tab bars of specs and app code as SVG pictures, findings pinned to their tabs.",
        discussion: """
            Writes one SVG per tab bar, platform, device and locale into --out: by default every platform the bar \
            lists on its narrowest device (iphone-se for iOS), and every locale its titles are written in. Titles are \
            cut with "…" exactly where title-truncation says they truncate on that device; a system bar of six or \
            more tabs ends in More, with the tabs it holds listed under the bar. Each finding has an outline in its \
            severity's color, a numbered marker and a legend line `rule-id: message`. SF Symbols are drawn as a \
            placeholder with the symbol's name; custom images beside the spec are embedded at their real size.
            """
    )

    @Argument(help: ArgumentHelp("Spec files, Swift or storyboard files, or folders to search.", valueName: "path"))
    var paths: [String] = ["."]

    @Option(help: ArgumentHelp("The folder to write the SVG files into.", valueName: "folder"))
    var out = "tabbar-preview"

    @Option(name: .customLong("device"), help: ArgumentHelp(
        "Draw on this device (repeatable; see --list-devices). Default: the narrowest device of each platform.", valueName: "name"
    ))
    var devices: [String] = []

    @Option(name: .customLong("locale"), help: ArgumentHelp(
        "Draw the titles of this locale (repeatable). Default: every locale the spec's titles are written in.", valueName: "code"
    ))
    var locales: [String] = []

    @Option(help: ArgumentHelp("Use this configuration file instead of the nearest .tabbar-lint.yml.", valueName: "file"))
    var config: String?

    @Flag(help: "List the devices --device accepts, and exit.")
    var listDevices = false

    func execute(_ console: Console) throws -> Int32 {
        if listDevices {
            let nameWidth = Device.all.map(\.name.count).max() ?? 0
            for device in Device.all {
                let name = device.name + String(repeating: " ", count: nameWidth - device.name.count)
                console.write("\(name)  \(device.platform)  \(PointSize.format(device.width))×\(PointSize.format(device.height)) pt  \(device.summary)\n")
            }
            return ExitStatus.success
        }
        let chosen = try devices.map(Self.device(named:))
        let found = SpecFinder().find(paths)
        if found.inputs.isEmpty, found.unreadable.isEmpty, found.sourceTrees.isEmpty {
            throw UsageError("no tab-bar specs or app sources found in \(paths.joined(separator: ", "))")
        }
        let (drawn, unreadable) = try Self.previews(of: found, devices: chosen, locales: locales, finder: ConfigurationFinder(explicitPath: config)) { note in
            console.writeError("tabbar-lint: \(note)\n")
        }
        guard !drawn.isEmpty else {
            throw UsageError("no tab bar drawn from \(paths.joined(separator: ", ")): none was found on the devices asked for")
        }
        for figure in drawn {
            let path = AssetPath.join(out, figure.fileName)
            do {
                try FileWriting.write(figure.svg, to: path)
            } catch {
                throw UsageError("\(error)")
            }
            console.write(path + "\n")
        }
        // As `lint`: a path that cannot be read fails the run.
        return unreadable > 0 ? ExitStatus.findings : ExitStatus.success
    }

    /// A device by name; an unknown name is a usage error with a did-you-mean.
    static func device(named name: String) throws -> Device {
        if let device = Device.named(name) { return device }
        let names = Device.all.map(\.name)
        let suggestion = Suggestions.closest(to: name, among: names).map { "did you mean `\($0)`? " } ?? ""
        throw UsageError("unknown device `\(name)`; \(suggestion)the devices are \(names.joined(separator: ", ")) (--list-devices)")
    }

    /// The pictures of every tab bar the finder found, specs and code alike,
    /// each linted with the configuration that governs its file. What was
    /// left out (a file that cannot be read, a platform without a device
    /// asked for) goes to `note`; `unreadable` counts the files not read.
    static func previews(
        of found: SpecFinder.Result, devices: [Device], locales: [String], finder: ConfigurationFinder,
        note: (String) -> Void = { _ in }
    ) throws -> (figures: [PreviewFigure], unreadable: Int) {
        var problems: [String] = []
        let linted = Linter().lintedTabBars(in: found) { path in
            switch finder.configuration(forSpecAt: path) {
            case .success(let configuration): return configuration
            case .failure(let error):
                problems += error.problems.map(\.formatted)
                return nil
            }
        }
        guard problems.isEmpty else {
            throw UsageError("the configuration has mistakes (above); fix them and run again", details: Array(Set(problems)).sorted())
        }
        let unreadable = linted.reports.flatMap(\.diagnostics).filter { $0.ruleID == BuiltinRuleID.unreadableFile }
        for diagnostic in unreadable { note("error: \(diagnostic.message)") }
        let barsPerFile = Dictionary(grouping: linted.bars, by: \.file).mapValues(\.count)
        var figures: [PreviewFigure] = []
        for bar in linted.bars {
            let planned = TabBarPreview.requests(for: bar, devices: devices, locales: locales)
            for reason in planned.skipped { note("note: \(bar.file): \(reason)") }
            for request in planned.requests {
                figures.append(PreviewFigure(
                    file: bar.file, line: bar.spec.range.start.line,
                    caption: "\(request.platform) · \(request.device.name) · \(request.locale)",
                    fileName: TabBarPreview.fileName(request, barsInFile: barsPerFile[bar.file] ?? 1),
                    svg: TabBarPreview.svg(request)
                ))
            }
        }
        return (figures, unreadable.count)
    }
}

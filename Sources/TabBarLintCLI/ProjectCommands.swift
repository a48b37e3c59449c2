import ArgumentParser
import TabBarLint
import TabBarSourceLint
import TabBarSpec

/// `tabbar-lint config`: the configuration that governs a spec, value by
/// value, with where each value came from (the file, or the default).
struct ConfigCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the resolved configuration for a spec or folder, and where each value comes from."
    )

    @Argument(help: ArgumentHelp("The spec or folder whose configuration to show.", valueName: "path"))
    var path = "."

    @Option(help: ArgumentHelp("Use this configuration file instead of the nearest .tabbar-lint.yml.", valueName: "file"))
    var config: String?

    func execute(_ console: Console) throws -> Int32 {
        let configuration = try ResolvedConfiguration.load(config, governing: path)
        let source = configuration.path ?? "default"
        if let file = configuration.path {
            let how = config != nil ? "given with --config" : "the nearest .tabbar-lint.yml above \(path)"
            console.write("configuration: \(file) (\(how))\n")
        } else {
            console.write("configuration: none found above \(path); every rule at its default\n")
        }
        let patterns = configuration.excludes.map(\.pattern)
        console.write("exclude: \(patterns.isEmpty ? "nothing" : patterns.joined(separator: ", "))\(patterns.isEmpty ? "" : "  (\(source))")\n\n")
        let rules = RuleRegistry.documented.filter { RuleRegistry.isConfigurable($0.id) }
        let idWidth = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            let setting = configuration.rules[rule.id]
            let state = setting?.isEnabled == false ? "off" : (setting?.severity ?? rule.defaultSeverity).rawValue
            let fromFile = setting.map { !$0.isEnabled || $0.severity != nil } ?? false
            console.write(Self.row(rule.id, width: idWidth, state, fromFile ? source : "default"))
            for option in rule.options {
                let configured = setting?.options[option.key]
                let value = (configured ?? option.defaultValue).yamlFlowText
                console.write("    \(option.key): \(value)  (\(configured != nil ? source : "default"))\n")
            }
        }
        return ExitStatus.success
    }

    private static func row(_ name: String, width: Int, _ state: String, _ source: String) -> String {
        let paddedName = name + String(repeating: " ", count: max(0, width - name.count))
        let paddedState = state + String(repeating: " ", count: max(0, 7 - state.count))
        return "\(paddedName)  \(paddedState)  (\(source))\n"
    }
}

/// A configuration looked up as `lint` looks it up, for commands that show
/// or use it: the file given, or the nearest one above `path`.
enum ResolvedConfiguration {
    static func load(_ explicitPath: String?, governing path: String) throws -> Configuration {
        let finder = ConfigurationFinder(explicitPath: explicitPath)
        // A folder is governed like a spec inside it.
        let spec = InputReader.isRegularFile(path) ? path : path + "/.tabbar-lint-probe.tabbar.yml"
        switch finder.configuration(forSpecAt: spec) {
        case .success(let configuration):
            return configuration
        case .failure(let error) where error.isUnreadable:
            throw unreadable(error, explicit: explicitPath != nil)
        case .failure(let error):
            throw UsageError(ConfigurationFailure(count: error.problems.count).description, details: error.problems.map(\.formatted))
        }
    }

    /// A configuration file that cannot be read: a wrong path, named as the
    /// user gave it (`--config`) or as it was found.
    static func unreadable(_ error: ConfigurationError, explicit: Bool) -> UsageError {
        let reason = error.problems.first?.message ?? "cannot read it"
        return UsageError(explicit ? "--config: \(reason)" : "configuration file: \(reason)")
    }
}

/// `tabbar-lint init`: a commented `.tabbar-lint.yml` and a starter spec
/// that lints clean, so a project starts from something that works.
struct InitCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .tabbar-lint.yml and a spec (app.tabbar.yml) into a folder.",
        discussion: """
            When the folder holds Swift or storyboard files that declare tab bars, the spec is those bars, \
            extracted from the code (as `tabbar-lint extract` prints them); otherwise it is a starter to edit. \
            --starter writes the starter in any case.
            """
    )

    @Argument(help: ArgumentHelp("The folder to write into.", valueName: "folder"))
    var folder = "."

    @Flag(help: "Replace the files if they exist.")
    var force = false

    @Flag(help: "Write the starter spec even when the folder's code declares tab bars.")
    var starter = false

    static let configurationFile = ".tabbar-lint.yml"
    static let specFile = "app.tabbar.yml"

    func execute(_ console: Console) throws -> Int32 {
        let extracted = starter ? [] : ExtractCommand.tabBars(in: SpecFinder().find([folder]).sourceTrees, console)
        let spec = extracted.isEmpty ? Self.specText : "# yaml-language-server: $schema=\(SpecJSONSchema.id)\n" + ExtractCommand.yaml(extracted)
        let files = [(Self.configurationFile, Self.configurationText), (Self.specFile, spec)]
        let targets = files.map { (folder == "." ? $0.0 : folder + "/" + $0.0, $0.1) }
        if !force, let existing = targets.first(where: { InputReader.exists($0.0) }) {
            throw UsageError("\(existing.0) exists; leave it, or run `tabbar-lint init --force` to replace it")
        }
        for (path, text) in targets {
            try FileWriting.write(text, to: path)
            console.write("wrote \(path)\n")
        }
        let lint = folder == "." ? "tabbar-lint" : "tabbar-lint \(folder)"
        if extracted.isEmpty {
            console.write("next: describe your tab bar in \(targets[1].0), then run `\(lint)`\n")
        } else {
            console.write("\(targets[1].0) holds the \(extracted.count == 1 ? "tab bar" : "\(extracted.count) tab bars") the code declares; "
                + "review it as the design spec, then keep code and spec in step with `tabbar-lint drift \(targets[1].0) \(folder)`\n")
        }
        return ExitStatus.success
    }

    static let configurationText = """
        # tabbar-lint configuration: it governs every spec in this folder and below.
        # Every rule is on by default; `tabbar-lint rules` lists them and
        # `tabbar-lint explain RULE-ID` shows a rule's options.
        rules:
          # title-capitalization: off          # off | on | info | warning | error
          # more-tab-overflow: warning         # re-grade every finding of a rule
          # tab-count:
          #   maximum: { iOS: 6 }              # an option; other platforms keep their defaults
          # title-truncation:
          #   device-width: 390                # the narrowest iPhone you support
        # Paths not linted, relative to this file (* stays in a folder, ** spans folders).
        exclude:
        #  - legacy/**

        """

    static let specText = """
        # yaml-language-server: $schema=\(SpecJSONSchema.id)
        # A tab-bar spec: one bar, its tabs from leading to trailing.
        # The format: https://github.com/tabbar-lint/tabbar-lint/blob/main/docs/spec-format.md
        version: 1
        app: My App
        platforms: [iOS, iPadOS]
        tabs:
          - { id: library, title: Library, icon: books.vertical }
          - { id: browse, title: Browse, icon: square.grid.2x2 }
          - { id: settings, title: Settings, icon: gear }
          - { id: search, title: Search, icon: magnifyingglass, role: search }

        """
}

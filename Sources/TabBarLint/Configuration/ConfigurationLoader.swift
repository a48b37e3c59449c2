import TabBarSpec
import TabBarYAML

/// A mistake in a configuration file. Any one of them stops the run with
/// exit status 2 before a spec is linted: a typo in a rule id must not
/// quietly leave the rule at its default.
public struct ConfigurationProblem: Error, Sendable, Equatable {
    public var path: String
    public var range: SourceRange
    public var message: String

    public init(path: String, range: SourceRange, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }

    /// `PATH:LINE:COL: error: MESSAGE`, the shape of every other diagnostic.
    public var formatted: String { "\(path):\(range.start.line):\(range.start.column): error: \(message)" }
}

/// Everything wrong with one configuration file.
public struct ConfigurationError: Error, Sendable, Equatable {
    public var problems: [ConfigurationProblem]
    /// The file could not be read at all (missing, a folder, no permission):
    /// a wrong path rather than a mistake in the file.
    public var isUnreadable: Bool

    public init(_ problems: [ConfigurationProblem], isUnreadable: Bool = false) {
        self.problems = problems
        self.isUnreadable = isUnreadable
    }
}

/// Reads `.tabbar-lint.yml` with the same YAML reader as specs, so every
/// mistake has a line and a column.
public struct ConfigurationLoader {
    public static let fileNames = [".tabbar-lint.yml", ".tabbar-lint.yaml"]
    static let topLevelKeys = ["rules", "exclude"]
    static let ruleSettingWords = ["off", "on", "info", "warning", "error"]
    static let severityKey = "severity"

    let path: String
    let baseDirectory: String
    private(set) var problems: [ConfigurationProblem] = []

    /// Loads a configuration from its bytes; `path` is how messages name it
    /// and `baseDirectory` the absolute folder its patterns are relative to.
    public static func load(_ bytes: [UInt8], path: String, baseDirectory: String) -> Result<Configuration, ConfigurationError> {
        var loader = ConfigurationLoader(path: path, baseDirectory: baseDirectory)
        let configuration = loader.decode(YAMLParser.parse(bytes))
        return loader.problems.isEmpty ? .success(configuration) : .failure(ConfigurationError(loader.problems))
    }

    private mutating func decode(_ file: YAMLFile) -> Configuration {
        var configuration = Configuration(path: path, baseDirectory: baseDirectory)
        for problem in file.problems { fail(problem.range, problem.message) }
        guard file.problems.isEmpty else { return configuration }
        if file.documents.count > 1 {
            fail(file.documents[1].range, "a configuration is one YAML document; remove the `---` and merge the documents")
        }
        guard let root = file.documents.first?.root else { return configuration }  // an empty file: all defaults
        guard let entries = root.mappingEntries else {
            fail(root.range, "a configuration must be a mapping with `rules` and `exclude`; got \(root.kindDescription)")
            return configuration
        }
        for entry in entries {
            // A section whose entries are all commented out (as `tabbar-lint
            // init` writes them) is empty, not a mistake.
            if case .null? = entry.value.resolved, ["rules", "exclude"].contains(entry.key.scalarValue) { continue }
            switch entry.key.scalarValue {
            case "rules": configuration.rules = decodeRules(entry.value)
            case "exclude": configuration.excludes = decodeExcludes(entry.value)
            default: unknownKey(entry.key, among: Self.topLevelKeys, in: "the configuration")
            }
        }
        return configuration
    }

    // MARK: rules

    private mutating func decodeRules(_ node: Node) -> [String: Configuration.RuleSetting] {
        guard let entries = node.mappingEntries else {
            fail(node.range, "`rules` must map rule ids to a setting (`off`, `info`, `warning`, `error`, or options); got \(node.kindDescription)")
            return [:]
        }
        var settings: [String: Configuration.RuleSetting] = [:]
        for entry in entries {
            guard let id = entry.key.scalarValue else {
                fail(entry.key.range, "rule ids must be plain names; got \(entry.key.kindDescription)")
                continue
            }
            guard let metadata = RuleRegistry.documentation(id: id) else {
                let suggestion = Suggestions.closest(to: id, among: RuleRegistry.allIDs)
                fail(entry.key.range, "unknown rule `\(id)`" + (suggestion.map { "; did you mean `\($0)`?" }
                    ?? "; run `tabbar-lint rules` for the list"))
                continue
            }
            guard RuleRegistry.isConfigurable(id) else {
                fail(entry.key.range, "`\(id)` is reported by the reader itself and cannot be configured; fix the problems it reports")
                continue
            }
            if let setting = decodeSetting(entry.value, rule: metadata) { settings[id] = setting }
        }
        return settings
    }

    /// `off`, `on`, a severity, or a mapping of `severity` and options.
    private mutating func decodeSetting(_ node: Node, rule: RuleMetadata) -> Configuration.RuleSetting? {
        if let entries = node.mappingEntries {
            var setting = Configuration.RuleSetting()
            for entry in entries {
                guard let key = entry.key.scalarValue else {
                    fail(entry.key.range, "option names must be plain names; got \(entry.key.kindDescription)")
                    continue
                }
                if key == Self.severityKey {
                    guard let word = decodeSettingWord(entry.value, rule: rule) else { continue }
                    apply(word, to: &setting)
                } else if let option = rule.options.first(where: { $0.key == key }) {
                    if let value = decodeOption(entry.value, option: option, rule: rule) { setting.options[key] = value }
                } else {
                    let known = [Self.severityKey] + rule.options.map(\.key)
                    unknownKey(entry.key, among: known, in: "the settings of `\(rule.id)`")
                }
            }
            return setting
        }
        guard let word = decodeSettingWord(node, rule: rule) else { return nil }
        var setting = Configuration.RuleSetting()
        apply(word, to: &setting)
        return setting
    }

    private func apply(_ word: String, to setting: inout Configuration.RuleSetting) {
        switch word {
        case "off": setting.isEnabled = false
        case "on": setting.isEnabled = true
        default: setting.severity = Severity(rawValue: word)
        }
    }

    private mutating func decodeSettingWord(_ node: Node, rule: RuleMetadata) -> String? {
        let choices = "`off`, `on`, `info`, `warning` or `error`"
        switch node.resolved {
        case .bool(let value)?: return value ? "on" : "off"
        case .string(let text)?:
            let word = text.lowercased()
            if Self.ruleSettingWords.contains(word) { return word }
            let suggestion = Suggestions.closest(to: word, among: Self.ruleSettingWords)
            fail(node.range, "`\(text)` is not a setting for `\(rule.id)`; " + (suggestion.map { "did you mean `\($0)`?" } ?? "use \(choices)"))
        default:
            let options = rule.options.isEmpty ? "" : ", or a mapping of `severity` and its options (\(rule.options.map { "`\($0.key)`" }.joined(separator: ", ")))"
            fail(node.range, "`\(rule.id)` must be set to \(choices)\(options); got \(node.kindDescription)")
        }
        return nil
    }

    private mutating func decodeOption(_ node: Node, option: AnyRuleOption, rule: RuleMetadata) -> OptionValue? {
        let raw = Self.optionValue(node)
        guard let raw, let value = option.effectiveValue(configured: raw) else {
            let got = node.mappingEntries != nil || node.sequenceItems != nil ? raw.map { "`\($0)`" } ?? node.kindDescription : node.kindDescription
            fail(node.range, "`\(option.key)` of `\(rule.id)` must be \(option.typeDescription); got \(got)"
                + " (the default is `\(option.defaultValue)`)")
            return nil
        }
        return value
    }

    /// The plain value a node holds, or nil for a null anywhere in it.
    static func optionValue(_ node: Node) -> OptionValue? {
        if let items = node.sequenceItems {
            var values: [OptionValue] = []
            for item in items {
                guard let value = optionValue(item) else { return nil }
                values.append(value)
            }
            return .list(values)
        }
        if let entries = node.mappingEntries {
            var values: [String: OptionValue] = [:]
            for entry in entries {
                guard let key = entry.key.scalarValue, let value = optionValue(entry.value) else { return nil }
                values[key] = value
            }
            return .map(values)
        }
        switch node.resolved {
        case .int(let value)?: return .int(value)
        case .float(let value)?: return .number(value)
        case .bool(let value)?: return .bool(value)
        case .string(let value)?: return .string(value)
        case .null?, nil: return nil
        }
    }

    // MARK: exclude

    private mutating func decodeExcludes(_ node: Node) -> [PathGlob] {
        let items = node.itemsOrSelf
        var globs: [PathGlob] = []
        for item in items {
            guard case .string(let pattern)? = item.resolved else {
                fail(item.range, "`exclude` takes path patterns such as `legacy/**` or `*.draft.tabbar.yml`; got \(item.kindDescription)")
                continue
            }
            do {
                globs.append(try PathGlob(pattern))
            } catch {
                fail(item.range, "`\(pattern)` is not a valid pattern: \(error)")
            }
        }
        return globs
    }

    // MARK: problems

    private mutating func unknownKey(_ key: Node, among known: [String], in owner: String) {
        let name = key.scalarValue ?? key.kindDescription
        if let suggestion = Suggestions.closest(to: name, among: known) {
            fail(key.range, "unknown key `\(name)` in \(owner); did you mean `\(suggestion)`?")
        } else {
            fail(key.range, "unknown key `\(name)` in \(owner); expected \(known.map { "`\($0)`" }.joined(separator: ", "))")
        }
    }

    private mutating func fail(_ range: SourceRange, _ message: String) {
        problems.append(ConfigurationProblem(path: path, range: range, message: message))
    }
}

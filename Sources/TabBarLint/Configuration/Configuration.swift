/// A `.tabbar-lint.yml`, loaded: which rules run, how severe their findings
/// are, their options, and which paths are not linted. The default value is
/// every rule on, at its catalog severity, with its default options.
public struct Configuration: Sendable {
    /// What the configuration says about one rule.
    public struct RuleSetting: Sendable, Equatable {
        public var isEnabled = true
        /// Replaces the severity of every finding of the rule.
        public var severity: Severity?
        /// Option values by key, already merged over the defaults.
        public var options: [String: OptionValue] = [:]

        public init(isEnabled: Bool = true, severity: Severity? = nil, options: [String: OptionValue] = [:]) {
            self.isEnabled = isEnabled
            self.severity = severity
            self.options = options
        }
    }

    /// The file it was loaded from; nil for the built-in defaults.
    public var path: String?
    /// The absolute folder exclusion patterns are relative to.
    public var baseDirectory: String?
    public var rules: [String: RuleSetting] = [:]
    public var excludes: [PathGlob] = []

    public init(path: String? = nil, baseDirectory: String? = nil, rules: [String: RuleSetting] = [:], excludes: [PathGlob] = []) {
        self.path = path
        self.baseDirectory = baseDirectory
        self.rules = rules
        self.excludes = excludes
    }

    public static let `default` = Configuration()

    public func isEnabled(_ ruleID: String) -> Bool {
        rules[ruleID]?.isEnabled ?? true
    }

    func severity(of ruleID: String, found: Severity) -> Severity {
        rules[ruleID]?.severity ?? found
    }

    func options(of ruleID: String) -> [String: OptionValue] {
        rules[ruleID]?.options ?? [:]
    }

    /// Whether an exclusion pattern matches the file at `absolutePath`.
    public func excludes(absolutePath: String) -> Bool {
        guard let base = baseDirectory, !excludes.isEmpty,
              let relative = FilePaths.relative(absolutePath, to: base) else { return false }
        return excludes.contains { $0.matches(relative) }
    }
}

import TabBarSpec

/// What a rule sees: one spec, the platform being checked, its options, and
/// the files beside the spec.
public struct RuleContext: Sendable {
    public let spec: TabBarSpec
    public let platform: Platform
    /// The spec's folder, for rules that read the images it names; nil when
    /// the spec has no folder (standard input), and then such checks are skipped.
    public let assets: (any SpecAssets)?
    /// Option values set by configuration, by key; absent keys take defaults.
    let optionOverrides: [String: OptionValue]

    public init(
        spec: TabBarSpec, platform: Platform, optionOverrides: [String: OptionValue] = [:], assets: (any SpecAssets)? = nil
    ) {
        self.spec = spec
        self.platform = platform
        self.assets = assets
        self.optionOverrides = optionOverrides
    }

    public subscript<Value>(option: RuleOption<Value>) -> Value {
        optionOverrides[option.key].flatMap(Value.init(optionValue:)) ?? option.defaultValue
    }

    /// Whether the configuration leaves `option` at its default, so that a
    /// result depending on it can be shared across specs.
    func isDefault<Value>(_ option: RuleOption<Value>) -> Bool {
        optionOverrides[option.key] == nil
    }

    /// The tabs that sit in the bar on this platform (sidebar-only tabs do not).
    public var tabsInBar: [Tab] {
        spec.tabs.filter(\.isInBar)
    }
}

import TabBarSpec

/// What a rule sees: one spec, the platform being checked, and its options.
public struct RuleContext: Sendable {
    public let spec: TabBarSpec
    public let platform: Platform
    /// Option values set by configuration, by key; absent keys take defaults.
    let optionOverrides: [String: OptionValue]

    public init(spec: TabBarSpec, platform: Platform, optionOverrides: [String: OptionValue] = [:]) {
        self.spec = spec
        self.platform = platform
        self.optionOverrides = optionOverrides
    }

    public subscript<Value>(option: RuleOption<Value>) -> Value {
        optionOverrides[option.key].flatMap(Value.init(optionValue:)) ?? option.defaultValue
    }

    /// The tabs that sit in the bar on this platform (sidebar-only tabs do not).
    public var tabsInBar: [Tab] {
        spec.tabs.filter(\.isInBar)
    }
}

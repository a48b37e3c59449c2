import TabBarSpec

/// What a rule sees: one spec, the platform being checked, its options, and
/// the files beside the spec.
public struct RuleContext: Sendable {
    /// The spec and what several rules derive from it, made once per spec
    /// and shared by the contexts of every rule and platform: a context per
    /// rule and platform copied the spec (two dozen references to retain)
    /// and filtered its tabs again.
    private let facts: SpecFacts
    private let checkedPlatform: Platform
    /// Notes that the rule read `platform`; nil outside the engine.
    private let platformUse: PlatformUse?
    /// Option values set by configuration, by key; absent keys take defaults.
    let optionOverrides: [String: OptionValue]

    public init(
        spec: TabBarSpec, platform: Platform, optionOverrides: [String: OptionValue] = [:], assets: (any SpecAssets)? = nil
    ) {
        self.init(facts: SpecFacts(spec, assets: assets), platform: platform, optionOverrides: optionOverrides, platformUse: nil)
    }

    init(facts: SpecFacts, platform: Platform, optionOverrides: [String: OptionValue], platformUse: PlatformUse?) {
        self.facts = facts
        self.checkedPlatform = platform
        self.optionOverrides = optionOverrides
        self.platformUse = platformUse
    }

    public var spec: TabBarSpec { facts.spec }

    /// The spec's folder, for rules that read the images it names; nil when
    /// the spec has no folder (standard input), and then such checks are skipped.
    public var assets: (any SpecAssets)? { facts.assets }

    /// The platform being checked. Reading it is noted: the context differs
    /// from one platform to the next only here, so a rule that never reads
    /// it finds the same on every platform, and the engine checks it once.
    public var platform: Platform {
        platformUse?.wasRead = true
        return checkedPlatform
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
    public var tabsInBar: [Tab] { facts.tabsInBar }

    /// The tabs in the bar that can be on screen at once (`ShownTogether`):
    /// what the bar's width and count are judged by.
    public var tabsShownTogether: [Tab] { facts.tabsShownTogether }

    /// Every tab of the spec with its written titles (`TitleWords.texts(of:)`),
    /// in order.
    var titledTabs: [TitledTab] { facts.titledTabs }

    /// What `check` finds in each written title of every tab (of the tabs in
    /// the bar when `inBarOnly`), in order. The titles are handed over where
    /// they are stored: mapping over the lists copied each title (a tab, a
    /// locale and a located text) through its value witnesses, for every
    /// title rule and spec.
    func titleFindings(inBarOnly: Bool = false, _ check: (TitleText) -> Finding?) -> [Finding] {
        var findings: [Finding] = []
        let titledTabs = facts.titledTabs
        for tabIndex in titledTabs.indices where !inBarOnly || titledTabs[tabIndex].tab.isInBar {
            for textIndex in titledTabs[tabIndex].texts.indices {
                if let finding = check(titledTabs[tabIndex].texts[textIndex]) { findings.append(finding) }
            }
        }
        return findings
    }
}

/// A tab and its written titles, each distinct text once.
typealias TitledTab = (tab: Tab, texts: [TitleText])

/// One spec and the facts about it that rules share, computed once per spec:
/// six title rules read every tab's titles on every platform, and gathering
/// them was a visible share of each.
final class SpecFacts: Sendable {
    let spec: TabBarSpec
    /// Kept here, once per spec, rather than in each context: copying the
    /// existential into the context of every rule and platform, and
    /// destroying it again, cost about 300 instructions each time.
    let assets: (any SpecAssets)?
    let tabsInBar: [Tab]
    let tabsShownTogether: [Tab]
    let titledTabs: [TitledTab]

    init(_ spec: TabBarSpec, assets: (any SpecAssets)?) {
        self.spec = spec
        self.assets = assets
        tabsInBar = spec.tabs.filter(\.isInBar)
        tabsShownTogether = ShownTogether.tabs(tabsInBar)
        titledTabs = spec.tabs.map { ($0, TitleWords.texts(of: $0)) }
    }
}

/// Whether a rule read its context's platform during one check. Used by the
/// engine's thread alone, one rule at a time.
final class PlatformUse: @unchecked Sendable {
    /// Unchecked: set and read by one thread, never during another access.
    @exclusivity(unchecked) var wasRead = false
}

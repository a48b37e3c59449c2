/// Every rule tabbar-lint ships, in catalog order.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        TabCountRule(),
        MoreTabOverflowRule(),
        DuplicateIDRule(),
        DuplicateTitleRule(),
        DuplicateIconRule(),
        UnsupportedPlatformRule(),
        TabBarHiddenRule(),
        DisabledTabRule(),
        ConditionalTabRule(),
        ProminentTabRule(),
        IPadDefaultTabCountRule(),
        TitleMissingRule(),
        TitlePartOfSpeechRule(),
        TitleTooBroadRule(),
        TitleLengthRule(),
        TitleTruncationRule(),
        TitleCapitalizationRule(),
        ActionTabRule(),
        IconMissingRule(),
        UnknownSymbolRule(),
        SymbolVariantRule(),
        IconSizeRule(),
        IconFormatRule(),
        BadgeValueRule(),
        BadgeOveruseRule(),
        BadgeColorRule(),
        SearchTabPositionRule(),
        SearchTabCountRule(),
        TransitionDirectionRule(),
        CustomBarAccessibilityRule(),
        TVOSLogoSizeRule(),
        TVOSLiveOrderRule(),
        TVOSIconOnlyRule(),
        VisionOSSymbolAndTitleRule(),
        AccessibilityLabelRule(),
        TintContrastRule(),
        SourceUnresolvedRule(),
    ]

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.metadata.id == id }
    }

    /// Everything that can produce a finding, documented alike: the
    /// parser's and reader's own checks first, then the rules.
    public static let documented: [RuleMetadata] = BuiltinChecks.all + all.map(\.metadata)

    public static func documentation(id: String) -> RuleMetadata? {
        documented.first { $0.id == id }
    }

    /// Whether a configuration may turn the rule off, re-grade it or set its options.
    public static func isConfigurable(_ id: String) -> Bool {
        rule(id: id) != nil || BuiltinChecks.configurableIDs.contains(id)
    }

    /// Every id a user may name.
    public static let allIDs: [String] = documented.map(\.id)
}

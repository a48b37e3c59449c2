import TabBarSpec

/// The checks that run before the rule engine (reading, YAML, schema),
/// described like rules so they are documented and their examples tested.
public enum BuiltinChecks {
    static let specFormatURL = "../docs/spec-format.md"

    public static let all: [RuleMetadata] = [yamlSyntax, specSchema, unreadableFile, unusedSuppression, specDrift]

    /// The built-in checks a configuration may turn off or re-grade; the
    /// others report input that could not be read at all.
    static let configurableIDs: Set<String> = [BuiltinRuleID.unusedSuppression]

    public static let yamlSyntax = RuleMetadata(
        id: BuiltinRuleID.yamlSyntax,
        summary: "The file is not valid YAML, repeats a key, or goes over a limit (size, nesting depth, alias expansion).",
        category: .syntax,
        defaultSeverity: .error,
        platforms: Platform.allCases,
        source: HIGSource(
            page: "YAML 1.2", section: "libyaml's parser", revision: "libyaml 0.2",
            url: "https://yaml.org/spec/1.2.2/",
            guidance: "A spec is read with libyaml. Its error text is kept and explained; duplicate keys, which libyaml accepts, are reported because YAML tools disagree about which value wins."
        ),
        rationale: "Nothing else can be checked in a document that does not parse, so the problem is reported "
            + "where libyaml found it, in plain words. Limits keep a hostile file (a \"billion laughs\" alias bomb, "
            + "200,000 nested brackets, a 20 MB file) from hanging the linter in CI: going over one is reported "
            + "and the other files are still linted.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - id: home
                    title: Home: Feed                 # ←
                    icon: house
                """, note: "An unquoted `: ` inside a value."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - id: home
                    title: Home
                    title: Feed                       # ←
                    icon: house
                """, note: "A duplicate key."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: "Home: Feed", icon: house }
                  - { id: search, title: Search, icon: magnifyingglass, role: search }
                  - { id: profile, title: Profile, icon: person }
                """),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - &tab { id: home, title: Home, icon: house }
                  - { <<: *tab, id: feed, title: Feed }
                  - { <<: *tab, id: profile, title: Profile, icon: person }
                """, note: "Anchors, aliases and merge keys are resolved."),
        ]
    )

    public static let specSchema = RuleMetadata(
        id: BuiltinRuleID.specSchema,
        summary: "A required key is missing, a key is unknown, or a value has the wrong type or an unknown value.",
        category: .syntax,
        defaultSeverity: .error,
        platforms: Platform.allCases,
        source: HIGSource(
            page: "tabbar-lint spec format", section: "version 1", revision: "version 1",
            url: specFormatURL,
            guidance: "The spec format fixes every key and its type. Platform names are matched in any case; everything else is spelled as documented."
        ),
        rationale: "A misspelled key is otherwise silently ignored, and the rules then check a bar that is not the "
            + "one the designer meant. Every problem names the key or value, says what was expected and, when a "
            + "known name is close, suggests it. Decoding carries on past each problem, so one typo does not hide "
            + "the findings in the rest of the file.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - id: home
                    titel: Home                       # ←
                    icon: house
                """, note: "A misspelled key, with a suggestion."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: find, title: Find, icon: magnifyingglass, role: serach }   # ←
                  - { id: me, title: Profile, icon: person, enabled: yes }         # ←
                """, note: "An unknown enum value and a YAML 1.1 boolean."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [ios, IPADOS]
                tabs:
                  - { id: home, title: Home, icon: house }
                  - { id: find, title: Find, icon: magnifyingglass, role: search }
                  - { id: me, title: Profile, icon: person, enabled: true }
                """, note: "Platform names may be written in any case."),
            RuleExample("""
                version: 1
                platforms: iOS
                locales: [en, de]
                tabs:
                  - { id: home, title: { en: Home, de: Start }, icon: house }
                  - { id: find, title: { en: Search, de: Suche }, icon: magnifyingglass, role: search }
                  - { id: me, title: { en: Profile, de: Profil }, icon: person }
                """, note: "A single platform may stand without a list; titles may be given per locale."),
        ],
        fixes: [
            FixNote(.safe, "A misspelled key, enumeration value or platform with exactly one close match is corrected; a number or boolean written in quotes loses them; a color cut short by `#` is quoted."),
            FixNote(.unsafe, "A misspelling with several close matches gets the nearest; another format `version` becomes 1."),
        ]
    )

    public static let unreadableFile = RuleMetadata(
        id: BuiltinRuleID.unreadableFile,
        summary: "A path given on the command line does not exist or cannot be read.",
        category: .syntax,
        defaultSeverity: .error,
        platforms: Platform.allCases,
        source: HIGSource(
            page: "tabbar-lint command line", section: "inputs", revision: "version 1",
            url: specFormatURL,
            guidance: "Every path given is linted or reported; nothing is skipped in silence."
        ),
        rationale: "A CI job that lints a renamed or misspelled path must fail loudly rather than pass because "
            + "there was nothing to check. The other paths are still linted, and the run exits with status 1.",
        triggeringExamples: [],
        nonTriggeringExamples: []
    )

    /// `tabbar-lint drift`: where the code's tab bar departs from the design spec.
    public static let specDrift = RuleMetadata(
        id: SpecDrift.ruleID,
        summary: "`drift`: the tab bar the code ships differs from the design spec (a tab missing or extra, order, a title in a locale, a symbol, a role, a badge).",
        category: .source,
        defaultSeverity: .error,
        platforms: Platform.allCases,
        source: HIGSource(
            page: "tabbar-lint drift", section: "design handoff", revision: "version 1",
            url: "../docs/swift-sources.md",
            guidance: "A design spec is only worth reviewing against the HIG if the app ships what it says."
        ),
        rationale: "Design teams review a spec; engineers ship code. `tabbar-lint drift SPEC APP` reads the tab bar the code "
            + "declares and reports every difference from the spec at the line of code that differs, naming the spec's value "
            + "and where the spec gives it, so CI keeps the handoff honest. Tabs are matched by id, then by title, then by "
            + "symbol; values the code computes at run time are not compared. Run it in CI: it exits with status 1 on drift.",
        triggeringExamples: [],
        nonTriggeringExamples: []
    )

    public static let unusedSuppression = RuleMetadata(
        id: BuiltinRuleID.unusedSuppression,
        summary: "A `# tabbar-lint-disable…` comment suppresses nothing, or names a rule that does not exist.",
        category: .syntax,
        defaultSeverity: .info,
        severityNote: "warning when the comment names an unknown rule or no rule at all",
        platforms: Platform.allCases,
        source: HIGSource(
            page: "tabbar-lint suppression comments", section: "inline suppression", revision: "version 1",
            url: "../docs/usage.md#suppressing-findings",
            guidance: "`# tabbar-lint-disable-next-line RULE-ID`, `# tabbar-lint-disable-line RULE-ID`, and `# tabbar-lint-disable RULE-ID` (to the end of the document, or up to `# tabbar-lint-enable RULE-ID`) hide findings of the rules they name; `all` names every rule."
        ),
        rationale: "A suppression outlives the finding it was written for: once the tab is fixed or removed, the "
            + "comment silently hides the next, unrelated finding on that line. Reporting suppressions that hide "
            + "nothing keeps them honest, as SwiftLint does with its superfluous-disable check, and a misspelled "
            + "rule id is a warning because the finding it meant to hide is still shown.",
        triggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS]
                # tabbar-lint-disable-next-line tab-count                   # ←
                tabs:
                  - { id: listen, title: Listen Now, icon: play.circle }
                  - { id: browse, title: Browse, icon: square.grid.2x2 }
                  - { id: library, title: Library, icon: square.stack }
                """, note: "Three tabs are within the iPhone limits, so there is nothing to suppress."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - { id: compose, title: Compose, icon: pencil }   # tabbar-lint-disable-line action-tabs   # ←
                  - { id: profile, title: Profile, icon: person }
                """, note: "A misspelled rule id is a warning, with a suggestion."),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                version: 1
                platforms: [iOS]
                tabs:
                  - { id: feed, title: Feed, icon: newspaper }
                  - { id: compose, title: Compose, icon: pencil }   # tabbar-lint-disable-line action-tab -- the composer is a full screen
                  - { id: profile, title: Profile, icon: person }
                """, note: "The suppression hides the `action-tab` finding on its line; `--` starts the reason."),
            RuleExample("""
                version: 1
                platforms: [iOS]
                # tabbar-lint-disable more-tab-overflow, badge-overuse
                tabs:
                  - { id: today, title: Today, icon: sun.max, badge: 1 }
                  - { id: habits, title: Habits, icon: checklist, badge: 2 }
                  - { id: journal, title: Journal, icon: book, badge: 3 }
                  - { id: insights, title: Insights, icon: chart.bar }
                  - { id: goals, title: Goals, icon: target }
                  - { id: metrics, title: Metrics, icon: gauge.with.dots.needle.bottom.50percent }
                """, note: "Both rules report something below the comment, and both are suppressed for the rest of the document."),
        ]
    )
}

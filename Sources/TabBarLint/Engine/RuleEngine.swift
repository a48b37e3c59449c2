import TabBarSpec

/// Runs rules over a spec, once per platform the spec lists, and turns their
/// findings into diagnostics.
public struct RuleEngine: Sendable {
    public let rules: [any Rule]
    /// What `run` needs of each rule's metadata, read once per engine rather
    /// than once per rule and spec: `metadata` is a struct of two dozen
    /// fields (prose, examples, options), and copying it out per spec was a
    /// visible share of the profile.
    private let entries: [Entry]
    /// Rule id → the rules its findings subsume, for the rules that do.
    private let subsumed: [String: [String]]

    /// A class, so that walking the rules for every spec retains one
    /// reference per rule: as a struct, each step copied the rule's
    /// existential and the other fields through their value witnesses and
    /// destroyed them again (about 300 instructions per rule and spec).
    private final class Entry: Sendable {
        let rule: any Rule
        let id: String
        let defaultSeverity: Severity
        /// A list, not a set: a set of platforms hashes each platform's
        /// name for every rule and platform of every spec (about 250
        /// instructions each), where a search of a few names costs a
        /// handful of comparisons.
        let platforms: [Platform]

        init(rule: any Rule, id: String, defaultSeverity: Severity, platforms: [Platform]) {
            self.rule = rule
            self.id = id
            self.defaultSeverity = defaultSeverity
            self.platforms = platforms
        }
    }

    public init(rules: [any Rule] = RuleRegistry.all) {
        self.rules = rules
        let metadata = rules.map(\.metadata)
        entries = zip(rules, metadata).map { rule, metadata in
            Entry(rule: rule, id: metadata.id, defaultSeverity: metadata.defaultSeverity, platforms: metadata.platforms)
        }
        subsumed = Dictionary(
            metadata.filter { !$0.subsumes.isEmpty }.map { ($0.id, $0.subsumes) }, uniquingKeysWith: { first, _ in first }
        )
    }

    /// The findings of every rule the configuration leaves on, graded as it
    /// says, with its option values. `assets`: the files beside the spec, or
    /// nil when it has no folder.
    public func run(on spec: TabBarSpec, assets: (any SpecAssets)? = nil, configuration: Configuration = .default) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let platforms = spec.platforms.map(\.value)
        let facts = SpecFacts(spec, assets: assets)
        let platformUse = PlatformUse()
        for entry in entries {
            // One lookup per rule and spec; a configuration that says nothing
            // of the rule (the common case) leaves it on, at its defaults.
            let setting = configuration.rules[entry.id]
            guard setting?.isEnabled ?? true else { continue }
            let options = setting?.options ?? [:]
            // The findings of a check that did not read the platform, which
            // are then those of every platform (see `RuleContext.platform`).
            var sharedFindings: [Finding]?
            platformUse.wasRead = false
            for platform in platforms where entry.platforms.contains(platform) {
                let findings: [Finding]
                if let sharedFindings {
                    findings = sharedFindings
                } else {
                    let context = RuleContext(facts: facts, platform: platform, optionOverrides: options, platformUse: platformUse)
                    findings = entry.rule.check(context)
                    if !platformUse.wasRead { sharedFindings = findings }
                }
                for finding in findings {
                    diagnostics.append(Diagnostic(
                        ruleID: entry.id,
                        severity: setting?.severity ?? finding.severity ?? entry.defaultSeverity,
                        message: finding.message,
                        range: finding.range.sourceRange,
                        related: finding.related,
                        fix: finding.fix,
                        tabID: finding.tab?.id?.value,
                        platforms: [platform]
                    ))
                }
            }
        }
        return Self.mergingPlatforms(withoutSubsumed(diagnostics))
    }

    /// Drops a finding when a rule that subsumes its rule reported the same
    /// place on the same platform: one problem, one finding. A rule turned
    /// off reports nothing, so the subsumed finding then shows.
    func withoutSubsumed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Subsuming takes two findings; most specs have fewer, and building
        // the table below for them cost about 3,000 instructions a spec.
        guard !subsumed.isEmpty, diagnostics.count > 1 else { return diagnostics }
        // The places each rule's findings are covered at, by rule id. Keyed
        // by a String, not by a struct of rule, platform and place: see
        // `mergingPlatforms`.
        var covered: [String: [(platform: Platform, start: Int)]] = [:]
        for diagnostic in diagnostics {
            guard let ruleIDs = subsumed[diagnostic.ruleID] else { continue }
            for ruleID in ruleIDs {
                for platform in diagnostic.platforms {
                    covered[ruleID, default: []].append((platform, diagnostic.range.start.offset))
                }
            }
        }
        guard !covered.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            let places = covered[diagnostic.ruleID] ?? []
            let start = diagnostic.range.start.offset
            return !diagnostic.platforms.allSatisfy { platform in places.contains { $0.platform == platform && $0.start == start } }
        }
    }

    /// A finding that reads the same on several platforms is reported once,
    /// listing them all.
    static func mergingPlatforms(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Merging takes two findings; most specs have fewer.
        guard diagnostics.count > 1 else { return diagnostics }
        var merged: [Diagnostic] = []
        // Where each message's findings are in `merged`; the rest of the key
        // is compared among the few that share a message. Keyed by a String
        // rather than by a struct of the whole key: the first table keyed by
        // a type of this program's own makes the Swift runtime read every
        // protocol conformance record of the binary (about 650,000
        // instructions, once per run), while String's conformance has been
        // looked up long before; and the message was most of what the key
        // hashed anyway.
        var indicesByMessage: [String: [Int]] = [:]
        for diagnostic in diagnostics {
            let key = MergeKey(diagnostic)
            if let index = indicesByMessage[diagnostic.message]?.first(where: { MergeKey(merged[$0]) == key }) {
                merged[index].platforms.append(contentsOf: diagnostic.platforms)
            } else {
                indicesByMessage[diagnostic.message, default: []].append(merged.count)
                merged.append(diagnostic)
            }
        }
        return merged
    }

    private struct MergeKey: Equatable {
        let ruleID: String
        let severity: Severity
        let message: String
        let start: Int
        let end: Int

        init(_ diagnostic: Diagnostic) {
            ruleID = diagnostic.ruleID
            severity = diagnostic.severity
            message = diagnostic.message
            start = diagnostic.range.start.offset
            end = diagnostic.range.end.offset
        }
    }
}

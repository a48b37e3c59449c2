import TabBarSpec

/// Runs rules over a spec, once per platform the spec lists, and turns their
/// findings into diagnostics.
public struct RuleEngine: Sendable {
    public let rules: [any Rule]

    public init(rules: [any Rule] = RuleRegistry.all) {
        self.rules = rules
    }

    /// The findings of every rule the configuration leaves on, graded as it
    /// says, with its option values. `assets`: the files beside the spec, or
    /// nil when it has no folder.
    public func run(on spec: TabBarSpec, assets: (any SpecAssets)? = nil, configuration: Configuration = .default) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let metadata = rule.metadata
            guard configuration.isEnabled(metadata.id) else { continue }
            let options = configuration.options(of: metadata.id)
            for platform in spec.platforms.map(\.value) where metadata.platforms.contains(platform) {
                let context = RuleContext(spec: spec, platform: platform, optionOverrides: options, assets: assets)
                for finding in rule.check(context) {
                    diagnostics.append(Diagnostic(
                        ruleID: metadata.id,
                        severity: configuration.severity(of: metadata.id, found: finding.severity ?? metadata.defaultSeverity),
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
        let subsumers = rules.map(\.metadata).filter { !$0.subsumes.isEmpty }
        guard !subsumers.isEmpty else { return diagnostics }
        var covered: Set<SubsumedKey> = []
        for diagnostic in diagnostics {
            guard let metadata = subsumers.first(where: { $0.id == diagnostic.ruleID }) else { continue }
            for ruleID in metadata.subsumes {
                for platform in diagnostic.platforms {
                    covered.insert(SubsumedKey(ruleID: ruleID, platform: platform, start: diagnostic.range.start.offset))
                }
            }
        }
        guard !covered.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            !diagnostic.platforms.allSatisfy {
                covered.contains(SubsumedKey(ruleID: diagnostic.ruleID, platform: $0, start: diagnostic.range.start.offset))
            }
        }
    }

    private struct SubsumedKey: Hashable {
        let ruleID: String
        let platform: Platform
        let start: Int
    }

    /// A finding that reads the same on several platforms is reported once,
    /// listing them all.
    static func mergingPlatforms(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        var indexByKey: [MergeKey: Int] = [:]
        for diagnostic in diagnostics {
            let key = MergeKey(diagnostic)
            if let index = indexByKey[key] {
                merged[index].platforms.append(contentsOf: diagnostic.platforms)
            } else {
                indexByKey[key] = merged.count
                merged.append(diagnostic)
            }
        }
        return merged
    }

    private struct MergeKey: Hashable {
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

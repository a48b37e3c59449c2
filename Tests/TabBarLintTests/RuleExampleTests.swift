import Testing
import TabBarSourceLint
import TabBarSpec
@testable import TabBarLint

/// Runs every documented example of every rule: triggering examples must
/// produce the rule's findings exactly on the lines marked `# ←`, and
/// non-triggering ones none at all. Examples must be valid specs.
@Suite struct RuleExampleTests {
    static let documented = RuleRegistry.documented.filter { !$0.triggeringExamples.isEmpty }

    @Test(arguments: documented.flatMap { rule in rule.triggeringExamples.map { (rule.id, $0) } })
    func triggeringExamplesFindTheMarkedLines(ruleID: String, example: RuleExample) {
        let report = ExampleLinting.report(for: example, ruleID: ruleID)
        let builtins: Set<String> = [BuiltinRuleID.yamlSyntax, BuiltinRuleID.specSchema]
        if !builtins.contains(ruleID) {
            #expect(report.diagnostics.allSatisfy { $0.ruleID == ruleID }, "example is not a valid spec: \(report.diagnostics)")
        }
        let findings = report.diagnostics.filter { $0.ruleID == ruleID }
        var lines = findings.map(\.range.start.line)
        if example.language == .swift {
            // Code does not choose its platforms (a bar is iPhone's and
            // iPad's), so a finding worded per device comes once per
            // platform: one marked line, one finding per platform.
            for line in Set(lines) {
                let platforms = findings.filter { $0.range.start.line == line }.flatMap(\.platforms)
                #expect(Set(platforms).count == platforms.count, "\(ruleID): two findings on line \(line) for one platform")
            }
            lines = Array(Set(lines)).sorted()
        }
        #expect(!example.markedLines.isEmpty, "a triggering example must mark its finding lines")
        #expect(lines == example.markedLines, "\(ruleID): findings at \(lines), marked \(example.markedLines)")
    }

    @Test(arguments: RuleRegistry.documented.flatMap { rule in rule.nonTriggeringExamples.map { (rule.id, $0) } })
    func nonTriggeringExamplesFindNothing(ruleID: String, example: RuleExample) {
        #expect(example.markedLines.isEmpty)
        let report = ExampleLinting.report(for: example, ruleID: ruleID)
        #expect(report.diagnostics.isEmpty, "\(ruleID): \(report.diagnostics.map(\.message))")
    }

    @Test func everyRuleHasAtLeastTwoExamplesOfEachKind() {
        for rule in RuleRegistry.all.map(\.metadata) {
            #expect(rule.triggeringExamples.count >= 2, "\(rule.id)")
            #expect(rule.nonTriggeringExamples.count >= 2, "\(rule.id)")
        }
    }

    /// The rules whose input only a spec gives (each says why in its
    /// `specOnly`): the only ones excused from showing themselves in Swift.
    static let specOnlyIDs: Set<String> = [
        "unsupported-platform", "tab-bar-hidden", "icon-size", "badge-color", "custom-bar-accessibility",
        "tvos-logo-size", "tvos-live-order", "tint-contrast",
    ]

    @Test func everyRuleThatAppliesToCodeHasSwiftExamplesOfEachKind() {
        for rule in RuleRegistry.all.map(\.metadata) {
            let swift = rule.swiftExamples
            if let reason = rule.specOnly {
                #expect(Self.specOnlyIDs.contains(rule.id), "\(rule.id) claims to apply to specs only; code can give its input, so show it in Swift")
                #expect(reason.count > 40, "\(rule.id): say why code never gives this rule its input")
                #expect(swift.triggering.isEmpty && swift.nonTriggering.isEmpty, "\(rule.id) applies to specs only but has Swift examples")
            } else {
                #expect(!Self.specOnlyIDs.contains(rule.id), "\(rule.id) is listed as spec-only but gives no reason")
                #expect(!swift.triggering.isEmpty, "\(rule.id) applies to code but has no triggering Swift example")
                #expect(!swift.nonTriggering.isEmpty, "\(rule.id) applies to code but has no non-triggering Swift example")
            }
        }
    }

    @Test func ruleIDsAreUniqueAndMetadataIsComplete() {
        let ids = RuleRegistry.allIDs
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.documented {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty && !rule.source.guidance.isEmpty, "\(rule.id)")
            #expect(!rule.platforms.isEmpty, "\(rule.id)")
        }
    }
}

/// Names an example in test output by its note (or first line), not its whole text.
extension RuleExample: CustomTestStringConvertible {
    public var testDescription: String {
        note ?? yaml.split(separator: "\n").first.map(String.init) ?? ""
    }
}

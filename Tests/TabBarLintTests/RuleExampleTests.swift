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
        let lines = report.diagnostics.filter { $0.ruleID == ruleID }.map(\.range.start.line)
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

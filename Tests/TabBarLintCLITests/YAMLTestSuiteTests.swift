import Foundation
import Testing
import TabBarLint
import TabBarLintPipelineCheck
import TabBarSpec
import TabBarYAML

/// One case of the YAML test suite (Tests/Fixtures/yaml-test-suite, from
/// yaml/yaml-test-suite, MIT): its input and whether YAML 1.2 calls it invalid.
struct YAMLSuiteCase: Sendable, CustomTestStringConvertible {
    /// `2G84/00`, `229Q`: the case's folder.
    let id: String
    let name: String
    let input: [UInt8]
    let isInvalidYAML: Bool

    var testDescription: String { "\(id) \(name)" }

    static let folder = "Tests/Fixtures/yaml-test-suite"

    static let all: [YAMLSuiteCase] = {
        let root = packageRoot + "/" + folder
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var cases: [YAMLSuiteCase] = []
        for case let path as String in enumerator where path.hasSuffix("/in.yaml") {
            let id = String(path.dropLast("/in.yaml".count))
            guard let input = FileManager.default.contents(atPath: "\(root)/\(path)") else { continue }
            let name = (try? String(contentsOfFile: "\(root)/\(id)/===", encoding: .utf8)) ?? ""
            cases.append(YAMLSuiteCase(
                id: id, name: name.trimmingCharacters(in: .whitespacesAndNewlines), input: Array(input),
                isInvalidYAML: FileManager.default.fileExists(atPath: "\(root)/\(id)/error")
            ))
        }
        return cases.sorted { $0.id < $1.id }
    }()
}

/// Every case of the YAML test suite goes through the whole pipeline and
/// every reporter: nothing crashes or hangs, everything libyaml rejects is a
/// positioned `yaml-syntax` error, and nothing that is not a spec passes
/// silently.
@Suite(.timeLimit(.minutes(2))) struct YAMLTestSuiteTests {
    @Test func theWholeSuiteIsThere() {
        #expect(YAMLSuiteCase.all.count == 402)
        #expect(YAMLSuiteCase.all.filter(\.isInvalidYAML).count == 94)
    }

    @Test(arguments: YAMLSuiteCase.all)
    func linting(_ suiteCase: YAMLSuiteCase) throws {
        let outcome = PipelineCheck.run(suiteCase.input, path: "suite/\(suiteCase.id)/in.yaml")
        #expect(outcome.violations == [])
        let diagnostics = outcome.report.diagnostics
        // No case of the suite is a tab-bar spec, so each must say something.
        try #require(!diagnostics.isEmpty)
        let parsed = YAMLParser.parse(suiteCase.input)
        if parsed.problems.isEmpty {
            // Accepted YAML that is not a spec: schema errors say why.
            #expect(diagnostics.contains { $0.ruleID == BuiltinRuleID.specSchema && $0.severity == .error })
        } else {
            // Rejected YAML: each problem is a yaml-syntax error where it is.
            for problem in parsed.problems {
                #expect(diagnostics.contains {
                    $0.ruleID == BuiltinRuleID.yamlSyntax && $0.range.start == problem.range.start && $0.message == problem.message
                })
            }
            #expect(outcome.outputs[.text]?.contains("[yaml-syntax]") == true)
        }
    }

    /// libyaml reads YAML 1.1 and is lenient in places, so its verdicts do
    /// not all match the suite's YAML 1.2 ones. The differences are pinned
    /// here so that a libyaml upgrade, or a change in what the tree builder
    /// refuses, shows up as a test failure to look at.
    @Test func disagreementsWithTheSuiteArePinned() {
        var acceptedInvalid: [String] = []
        var rejectedValid: [String] = []
        for suiteCase in YAMLSuiteCase.all {
            let rejected = !YAMLParser.parse(suiteCase.input).problems.isEmpty
            if suiteCase.isInvalidYAML, !rejected { acceptedInvalid.append(suiteCase.id) }
            if !suiteCase.isInvalidYAML, rejected { rejectedValid.append(suiteCase.id) }
        }
        #expect(acceptedInvalid == Self.invalidCasesLibYAMLAccepts)
        #expect(rejectedValid == Self.validCasesRejected)
    }

    /// Invalid YAML 1.2 that libyaml reads without complaint (for example
    /// a tab or a comment where YAML 1.2 forbids one); each still gets
    /// spec-schema errors, since none is a spec.
    static let invalidCasesLibYAMLAccepts: [String] = [
        "9C9N", "9HCY", "9JBA", "CVW2", "DK95/01", "EB22", "G5U8", "MUS6/00", "MUS6/01", "QB6E", "RHX7", "S98Z",
        "SU5Z", "X4QW", "Y79Y/003", "YJV2",
    ]

    /// Valid YAML 1.2 that libyaml, a YAML 1.1 parser, rejects: flow keys
    /// without values, tabs as separation, `%YAML 1.2`-only syntax and the
    /// like. Each gets a positioned yaml-syntax error.
    static let validCasesRejected: [String] = [
        "2JQS", "2LFX", "2SXE", "4ABK", "4MUZ/00", "4MUZ/01", "4MUZ/02", "58MP", "5MUD", "5T43", "6BCT", "6CA3",
        "6LVF", "6M2F", "7Z25", "8XYN", "96NN/00", "96NN/01", "9SA2", "A2M4", "BEC7", "CFD4", "DBG4", "DK3J",
        "DK95/00", "DK95/03", "DK95/04", "FP8R", "FRK4", "HM87/00", "HWV9", "K3WX", "M2N8/00", "M7A3", "MUS6/05",
        "MUS6/06", "NHX8", "NJ66", "NKF9", "Q5MG", "QT73", "R4YG", "S3PD", "SM9W/01", "UKK6/00", "UT92", "VJP3/01",
        "W4TN", "W5VH", "Y79Y/001", "Y79Y/010",
    ]
}

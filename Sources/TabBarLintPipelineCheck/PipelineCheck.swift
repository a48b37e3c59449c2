import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TabBarLint
import TabBarReporters
import TabBarSpec
import TabBarYAML

/// Runs one input through the whole pipeline (parse, decode, every rule on
/// every platform, suppressions, every reporter) and checks the guarantees
/// docs/robustness.md makes about any input, hostile or not. The fuzz harness
/// (Fuzz/) turns a broken guarantee into a crash libFuzzer keeps; the
/// robustness tests assert that none is broken.
///
/// It checks what holds for every input, whatever it is:
/// - every finding points inside the file, at `line:column` from 1, with a
///   known rule id and a message;
/// - an input is never silently accepted unless it really is a spec: no
///   finding means a spec was decoded (or a suppression comment asked for
///   silence);
/// - every reporter renders; JSON and SARIF parse as JSON; JUnit and
///   Checkstyle parse as XML; the text output names each finding's
///   `path:line:column`;
/// - loading the same bytes as a configuration file either succeeds or
///   reports positioned problems.
///
/// An input may carry its own configuration: the bytes before a line
/// `#%spec` are read as a `.tabbar-lint.yml`, and when that loads, the spec
/// after it is linted under it (rule options, severities, rules turned off),
/// so the fuzzer reaches the configurable paths too.
public enum PipelineCheck {
    /// Separates an input's configuration from its spec.
    public static let specMarker: [UInt8] = Array("#%spec\n".utf8)

    /// What a run produced, for callers that check more than the invariants.
    public struct Outcome: Sendable {
        public var report: FileReport
        /// Rendered output per format.
        public var outputs: [OutputFormat: String]
        /// Broken guarantees; empty when all hold.
        public var violations: [String]
    }

    /// Images the harness offers rules that read files, named as the
    /// examples name them, so custom-icon paths reach real image checks.
    public static let assets = InMemoryAssets(Dictionary(
        (
            [ExampleFile.png("Icons/camera-roll.png", width: 75, height: 75), ExampleFile.pdf("Icons/vector.pdf")]
                + ExampleFile.imageSet(
                    "Assets.xcassets/Stickers.imageset",
                    [(2, .png("stickers@2x.png", width: 50, height: 50)), (3, .png("stickers@3x.png", width: 75, height: 75))]
                )
        ).map { ($0.path, $0.bytes) },
        uniquingKeysWith: { first, _ in first }
    ))

    static let context = ReporterContext(
        toolVersion: "0.0.0-check", workingDirectory: "/work dir/ü",
        informationURL: "https://example.invalid/tabbar-lint", rulesURL: "https://example.invalid/rules/"
    )

    public static func run(_ input: [UInt8], path: String = "spec dir/ü.tabbar.yml", limits: ParseLimits = .default) -> Outcome {
        var violations: [String] = []
        var bytes = input
        var configuration = Configuration.default
        if let marker = input.firstRange(of: specMarker) {
            let configurationBytes = Array(input[..<marker.lowerBound])
            bytes = Array(input[marker.upperBound...])
            switch loadConfiguration(configurationBytes) {
            case .success(let loaded): configuration = loaded
            case .failure(let error): violations += configurationViolations(error, text: SourceText(configurationBytes))
            }
        }
        let linter = Linter(limits: limits)
        let report = linter.lint(source: bytes, path: path, assets: assets, configuration: configuration)
        let text = SourceText(bytes)
        for diagnostic in report.diagnostics {
            violations += positionViolations(diagnostic, in: text)
        }
        if report.diagnostics.isEmpty {
            let decoded = SpecDecoder.decode(YAMLParser.parse(bytes, limits: limits))
            if decoded.specs.isEmpty, !String(decoding: bytes, as: UTF8.self).contains("tabbar-lint-disable") {
                violations.append("silence: no finding, yet no spec was decoded")
            }
        }
        var outputs: [OutputFormat: String] = [:]
        var summary = RunSummary()
        summary.add(report)
        for format in OutputFormat.allCases {
            var reporter = format.makeReporter(context)
            let output = reporter.render(report) + reporter.finish(summary)
            outputs[format] = output
            if let problem = syntaxProblem(in: output, format: format) {
                violations.append("\(format.rawValue) output: \(problem)")
            }
        }
        if let textOutput = outputs[.text] {
            for diagnostic in report.diagnostics where !textOutput.contains("\(path):\(diagnostic.range.start.line):\(diagnostic.range.start.column)") {
                violations.append("text output lacks \(path):\(diagnostic.range.start) for \(diagnostic.ruleID)")
            }
        }
        if case .failure(let error) = loadConfiguration(bytes) {
            violations += configurationViolations(error, text: text)
        }
        return Outcome(report: report, outputs: outputs, violations: violations)
    }

    static func loadConfiguration(_ bytes: [UInt8]) -> Result<Configuration, ConfigurationError> {
        ConfigurationLoader.load(bytes, path: "cfg/.tabbar-lint.yml", baseDirectory: "/cfg")
    }

    static func positionViolations(_ diagnostic: Diagnostic, in text: SourceText) -> [String] {
        var violations: [String] = []
        let id = diagnostic.ruleID
        if !RuleRegistry.allIDs.contains(id) { violations.append("unknown rule id `\(id)`") }
        if diagnostic.message.isEmpty { violations.append("\(id): empty message") }
        for range in [diagnostic.range] + diagnostic.related.map(\.range) {
            if let problem = rangeProblem(range, in: text) { violations.append("\(id) at \(range): \(problem)") }
        }
        return violations
    }

    static func rangeProblem(_ range: SourceRange, in text: SourceText) -> String? {
        for position in [range.start, range.end] {
            if position.line < 1 || position.column < 1 { return "line and column count from 1" }
            if position.offset < 0 || position.offset > text.bytes.count { return "offset \(position.offset) outside the file" }
            if position.line > text.lineCount + 1 { return "line \(position.line) past the end" }
        }
        return range.start <= range.end ? nil : "starts after it ends"
    }

    /// Whether the output of a machine-readable format is well-formed.
    static func syntaxProblem(in output: String, format: OutputFormat) -> String? {
        switch format {
        case .json, .sarif, .gitlab:
            do {
                _ = try JSONSerialization.jsonObject(with: Data(output.utf8))
                return nil
            } catch {
                return "not JSON (\(error))"
            }
        case .junit, .checkstyle:
            #if canImport(FoundationXML) || canImport(Darwin)
            let parser = XMLParser(data: Data(output.utf8))
            return parser.parse() ? nil : "not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "unknown error"))"
            #else
            return nil
            #endif
        case .html:
            // The page has no script of its own, so any `<script` is input that escaped.
            if output.range(of: "<script", options: .caseInsensitive) != nil { return "a <script> tag in the HTML" }
            return output.hasSuffix("</html>\n") ? nil : "the HTML page does not end with </html>"
        case .text, .github, .xcode:
            return nil
        }
    }

    static func configurationViolations(_ error: ConfigurationError, text: SourceText) -> [String] {
        if error.problems.isEmpty { return ["configuration: a failure without problems"] }
        return error.problems.compactMap { problem in
            if problem.message.isEmpty { return "configuration: empty message" }
            return rangeProblem(problem.range, in: text).map { "configuration at \(problem.range): \($0)" }
        }
    }
}

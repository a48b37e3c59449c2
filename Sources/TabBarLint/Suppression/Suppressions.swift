import TabBarSpec
import TabBarYAML

/// Applies a file's suppression comments to its diagnostics, and reports
/// the comments that suppress nothing or name no known rule (as SwiftLint
/// reports a superfluous disable), so stale suppressions do not pile up.
package struct Suppressions {
    /// Findings no comment can hide: there is no document to comment on.
    static let unsuppressible: Set<String> = [BuiltinRuleID.yamlSyntax, BuiltinRuleID.unreadableFile, BuiltinRuleID.unusedSuppression]

    /// One rule id of one comment, and the lines it covers.
    private struct Entry {
        var comment: SuppressionComment
        var ruleID: Located<String>
        var lines: ClosedRange<Int>?
        var used = false

        func covers(_ diagnostic: Diagnostic) -> Bool {
            guard let lines, lines.contains(diagnostic.range.start.line) else { return false }
            return ruleID.value == SuppressionComment.allRules || ruleID.value == diagnostic.ruleID
        }
    }

    static func apply(to diagnostics: [Diagnostic], in file: YAMLFile, configuration: Configuration) -> [Diagnostic] {
        apply(
            to: diagnostics, comments: SuppressionComment.scan(file),
            regionEnd: { documentEnd(after: $0, in: file) }, configuration: configuration
        )
    }

    /// Applies a Swift file's suppression comments: a `disable` lasts to the
    /// end of the file (or its `enable`).
    package static func apply(to diagnostics: [Diagnostic], inSwift text: SourceText, commentSpans: [Range<Int>], configuration: Configuration) -> [Diagnostic] {
        let comments = SuppressionComment.scan(text, commentSpans: commentSpans)
        return apply(to: diagnostics, comments: comments, regionEnd: { _ in text.lineCount }, configuration: configuration)
    }

    /// `regionEnd(line)`: the last line a `disable` written on `line` can
    /// cover (the end of its YAML document, or of the file).
    private static func apply(
        to diagnostics: [Diagnostic], comments: [SuppressionComment], regionEnd: (Int) -> Int, configuration: Configuration
    ) -> [Diagnostic] {
        guard !comments.isEmpty else { return diagnostics }
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        for (index, comment) in comments.enumerated() {
            if comment.ruleIDs.isEmpty {
                problems.append(problem(
                    at: comment.range,
                    "`\(comment.kind.rawValue)` names no rule; list the rule ids it is for, or `all`",
                    severity: .warning
                ))
            }
            for ruleID in comment.ruleIDs {
                if let message = invalidID(ruleID.value) {
                    problems.append(problem(at: ruleID.range, message, severity: .warning))
                    continue
                }
                if comment.kind == .enable {
                    let ends = comments[..<index].contains { earlier in
                        earlier.kind == .disable && regionEnd(earlier.range.start.line) >= comment.range.start.line
                            && earlier.ruleIDs.contains { $0.value == ruleID.value || $0.value == SuppressionComment.allRules }
                    }
                    if !ends {
                        problems.append(problem(
                            at: ruleID.range,
                            "`tabbar-lint-enable \(ruleID.value)` has no earlier `tabbar-lint-disable` of it to end in this document; remove it",
                            severity: .info
                        ))
                    }
                    continue
                }
                let lines = coveredLines(of: comment, ruleID: ruleID.value, following: comments[(index + 1)...], regionEnd: regionEnd)
                entries.append(Entry(comment: comment, ruleID: ruleID, lines: lines))
            }
        }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard !unsuppressible.contains(diagnostic.ruleID),
                  let index = entries.firstIndex(where: { $0.covers(diagnostic) }) else {
                kept.append(diagnostic)
                continue
            }
            entries[index].used = true
        }
        for entry in entries where !entry.used {
            problems.append(problem(at: entry.ruleID.range, unusedMessage(entry), severity: .info))
        }
        guard configuration.isEnabled(BuiltinRuleID.unusedSuppression) else { return kept }
        return kept + problems.map { problem in
            var problem = problem
            problem.severity = configuration.severity(of: problem.ruleID, found: problem.severity)
            return problem
        }
    }

    /// Why an id in a comment cannot suppress anything, or nil when it can.
    private static func invalidID(_ id: String) -> String? {
        if id == SuppressionComment.allRules { return nil }
        if unsuppressible.contains(id) {
            return "`\(id)` cannot be suppressed: it means the file could not be read as YAML; fix the problem instead"
        }
        if RuleRegistry.allIDs.contains(id) { return nil }
        if let suggestion = Suggestions.closest(to: id, among: RuleRegistry.allIDs) {
            return "unknown rule `\(id)` in a suppression comment; did you mean `\(suggestion)`?"
        }
        return "unknown rule `\(id)` in a suppression comment; run `tabbar-lint rules` for the ids"
    }

    private static func coveredLines(
        of comment: SuppressionComment, ruleID: String, following: ArraySlice<SuppressionComment>, regionEnd: (Int) -> Int
    ) -> ClosedRange<Int>? {
        let line = comment.range.start.line
        switch comment.kind {
        case .disableLine: return line...line
        case .disableNextLine: return (line + 1)...(line + 1)
        case .enable: return nil
        case .disable:
            let documentEnd = regionEnd(line)
            // An `enable` of the same rule (or of all) inside the document ends the region.
            let enable = following.first { later in
                later.kind == .enable && later.range.start.line <= documentEnd
                    && later.ruleIDs.contains { $0.value == ruleID || $0.value == SuppressionComment.allRules }
            }
            let end = enable.map { $0.range.start.line - 1 } ?? documentEnd
            return end >= line ? line...end : nil
        }
    }

    /// The last line of the document that holds `line`.
    private static func documentEnd(after line: Int, in file: YAMLFile) -> Int {
        file.documents.map(\.range.end.line).filter { $0 >= line }.min() ?? max(line, file.text.lineCount)
    }

    private static func unusedMessage(_ entry: Entry) -> String {
        let id = entry.ruleID.value
        let rule = id == SuppressionComment.allRules ? "any rule" : "`\(id)`"
        switch entry.comment.kind {
        case .disableLine:
            return "nothing from \(rule) is reported on this line, so the suppression does nothing; remove it"
        case .disableNextLine:
            return "nothing from \(rule) is reported on the next line, so the suppression does nothing; remove it"
        case .disable, .enable:
            return "nothing from \(rule) is reported in the lines this comment covers, so the suppression does nothing; remove it"
        }
    }

    private static func problem(at range: SourceRange, _ message: String, severity: Severity) -> Diagnostic {
        Diagnostic(ruleID: BuiltinRuleID.unusedSuppression, severity: severity, message: message, range: range)
    }
}

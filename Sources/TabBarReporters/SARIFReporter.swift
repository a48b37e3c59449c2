import TabBarLint
import TabBarSpec
import TabBarYAML

/// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
/// Every documented rule is listed in `tool.driver.rules` (summary, default
/// level, rationale, a help URI to its page); results are streamed as files
/// are linted. Columns count Unicode code points, as the run declares.
public struct SARIFReporter: Reporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    let context: ReporterContext
    private var resultsWritten = 0
    private var started = false
    private let ruleIndex: [String: Int]

    public init(context: ReporterContext) {
        self.context = context
        ruleIndex = Dictionary(uniqueKeysWithValues: RuleRegistry.documented.enumerated().map { ($1.id, $0) })
    }

    public mutating func render(_ report: FileReport) -> String {
        var out = opening()
        for diagnostic in report.diagnostics {
            out += (resultsWritten == 0 ? "\n" : ",\n") + "        " + result(diagnostic, path: report.path)
            resultsWritten += 1
        }
        return out
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        opening() + (resultsWritten == 0 ? "]\n" : "\n      ]\n") + "    }\n  ]\n}\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// Everything before the first result, once.
    private mutating func opening() -> String {
        guard !started else { return "" }
        started = true
        let rules = RuleRegistry.documented.map(rule).joined(separator: ",\n")
        return "{\n  \"$schema\": \"\(Self.schemaURI)\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
            + "      \"tool\": {\n        \"driver\": {\n"
            + "          \"name\": \"tabbar-lint\",\n"
            + "          \"version\": \(JSONText.quoted(context.toolVersion)),\n"
            + "          \"informationUri\": \(JSONText.quoted(context.informationURL)),\n"
            + "          \"rules\": [\n" + rules + "\n          ]\n        }\n      },\n"
            + "      \"columnKind\": \"unicodeCodePoints\",\n"
            + "      \"originalUriBaseIds\": {\"SRCROOT\": {\"uri\": \(JSONText.quoted("file://" + Escaping.uriPath(context.workingDirectory.hasSuffix("/") ? context.workingDirectory : context.workingDirectory + "/")))}},\n"
            + "      \"results\": ["
    }

    private func rule(_ metadata: RuleMetadata) -> String {
        let help = "\(metadata.summary)\n\n\(metadata.rationale)\n\nSource: \(metadata.source.page), \(metadata.source.section) (\(metadata.source.revision))."
        return "            {\"id\": \(JSONText.quoted(metadata.id)), "
            + "\"shortDescription\": {\"text\": \(JSONText.quoted(metadata.summary))}, "
            + "\"fullDescription\": {\"text\": \(JSONText.quoted(metadata.rationale))}, "
            + "\"defaultConfiguration\": {\"level\": \"\(Self.level(metadata.defaultSeverity))\"}, "
            + "\"helpUri\": \(JSONText.quoted(context.helpURL(for: metadata.id))), "
            + "\"help\": {\"text\": \(JSONText.quoted(help))}, "
            + "\"properties\": {\"tags\": [\(JSONText.quoted(metadata.category.rawValue))]}}"
    }

    private func result(_ diagnostic: Diagnostic, path: String) -> String {
        var fields = [
            "\"ruleId\": \(JSONText.quoted(diagnostic.ruleID))",
        ]
        if let index = ruleIndex[diagnostic.ruleID] { fields.append("\"ruleIndex\": \(index)") }
        fields += [
            "\"level\": \"\(Self.level(diagnostic.severity))\"",
            "\"message\": {\"text\": \(JSONText.quoted(diagnostic.message))}",
            "\"locations\": [\(location(path, diagnostic.range, message: nil))]",
        ]
        if !diagnostic.related.isEmpty {
            let related = diagnostic.related.enumerated().map { index, item in
                location(item.range.file ?? path, item.range, message: item.message, id: index + 1)
            }
            fields.append("\"relatedLocations\": [" + related.joined(separator: ", ") + "]")
        }
        var properties: [String] = []
        if let tabID = diagnostic.tabID { properties.append("\"tabId\": \(JSONText.quoted(tabID))") }
        if !diagnostic.platforms.isEmpty {
            properties.append("\"platforms\": [" + diagnostic.platforms.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]")
        }
        if let fix = diagnostic.fix, let edit = fix.edit {
            // SARIF's fix: the bytes to delete and the text to put there; the
            // applicability rides along in the fix's properties.
            fields.append("\"fixes\": [{\"description\": {\"text\": \(JSONText.quoted(fix.title))}, "
                + "\"artifactChanges\": [{\"artifactLocation\": \(artifact(edit.range.file ?? path)), \"replacements\": [{"
                + "\"deletedRegion\": {\(region(edit.range))}, \"insertedContent\": {\"text\": \(JSONText.quoted(edit.replacement))}}]}], "
                + "\"properties\": {\"applicability\": \"\(fix.applicability.rawValue)\"}}]")
        }
        if !properties.isEmpty { fields.append("\"properties\": {" + properties.joined(separator: ", ") + "}") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func location(_ path: String, _ range: SourceRange, message: String?, id: Int? = nil) -> String {
        var out = "{"
        if let id { out += "\"id\": \(id), " }
        out += "\"physicalLocation\": {\"artifactLocation\": \(artifact(path)), \"region\": {\(region(range))}}"
        if let message { out += ", \"message\": {\"text\": \(JSONText.quoted(message))}" }
        return out + "}"
    }

    /// Like ours, a SARIF region's end column is the one after its last character.
    private func region(_ range: SourceRange) -> String {
        "\"startLine\": \(range.start.line), \"startColumn\": \(range.start.column), "
            + "\"endLine\": \(range.end.line), \"endColumn\": \(range.end.column)"
    }

    private func artifact(_ path: String) -> String {
        path.hasPrefix("/") || path == LintInput.standardInput.displayPath
            ? "{\"uri\": \(JSONText.quoted(Escaping.uriPath(path)))}"
            : "{\"uri\": \(JSONText.quoted(Escaping.uriPath(path))), \"uriBaseId\": \"SRCROOT\"}"
    }
}

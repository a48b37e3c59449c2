import Foundation
import TabBarLint

/// Hover: what a finding's rule explains, what the SF Symbols catalog says
/// about a symbol name, what the spec format says a key means.
extension LanguageServer {
    func hover(_ request: TextDocumentPositionParams) -> Hover? {
        guard let document = documents[request.textDocument.uri] else { return nil }
        var sections: [String] = []
        for diagnostic in findings[document.uri] ?? [] where range(diagnostic.range, in: document).contains(request.position) {
            sections.append(environment.explain(diagnostic.ruleID) ?? "`\(diagnostic.ruleID)`: \(diagnostic.message)")
        }
        let lineText = document.lines.text(ofLine: request.position.line)
        let word = Self.word(in: lineText, at: request.position.character)
        if let word, let availability = SymbolLookup.availability(of: word.text) {
            let history = SymbolLookup.history(of: word.text)
            var text = "**SF Symbol `\(word.text)`**"
            if let release = history.release { text += " — \(release)" }
            text += "\n\n" + availability.map { "- \($0)" }.joined(separator: "\n")
            if let renamed = history.renamedTo { text += "\n\nRenamed `\(renamed)`; use the new name." }
            sections.append(text)
        } else if let word, !Self.isSwift(document.path), let cursor = YAMLCursor(before: String(lineText.utf16.prefix(word.end)) ?? lineText, line: request.position.line, lines: document.lines),
            case .key(let key) = cursor.place, let meaning = schema.description(of: cursor.path + [key])
        {
            sections.append("**`\(key)`** — \(meaning)")
        }
        guard !sections.isEmpty else { return nil }
        return Hover(contents: MarkupContent(value: sections.joined(separator: "\n\n---\n\n")), range: nil)
    }

    /// The name under the cursor: letters, digits, `.`, `-` and `_`, with
    /// its end as a UTF-16 offset in the line.
    private static func word(in line: String, at character: Int) -> (text: String, end: Int)? {
        let units = Array(line.utf16)
        let isWordUnit = { (unit: UInt16) in
            guard let scalar = Unicode.Scalar(unit) else { return false }
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "." || scalar == "-" || scalar == "_"
        }
        guard character <= units.count else { return nil }
        var start = character, end = character
        while start > 0, isWordUnit(units[start - 1]) { start -= 1 }
        while end < units.count, isWordUnit(units[end]) { end += 1 }
        guard start < end else { return nil }
        let text = String(decoding: units[start..<end], as: UTF16.self)
        return (text.trimmingCharacters(in: CharacterSet(charactersIn: ".")), end)
    }
}

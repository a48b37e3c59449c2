import TabBarLint
import TabBarSpec
import TabBarYAML

/// Completion: keys where the cursor is, enumeration values, and SF Symbol
/// names the spec's platforms have at their `min-os`.
extension LanguageServer {
    func completion(_ request: TextDocumentPositionParams) -> CompletionList {
        guard let document = documents[request.textDocument.uri] else { return CompletionList(isIncomplete: false, items: []) }
        let lineText = document.lines.text(ofLine: request.position.line)
        let before = String(lineText.utf16.prefix(request.position.character)) ?? lineText
        if Self.isSwift(document.path) {
            guard let typed = Self.typedSymbolInSwift(before) else { return CompletionList(isIncomplete: false, items: []) }
            return symbols(startingWith: typed, minimums: [:])
        }
        guard let cursor = YAMLCursor(before: before, line: request.position.line, lines: document.lines) else {
            return CompletionList(isIncomplete: false, items: [])
        }
        switch cursor.place {
        case .key(let typed):
            let items = schema.keys(under: cursor.path).filter { $0.key.hasPrefix(typed) }.map {
                CompletionItem(label: $0.key, kind: 10, detail: nil, documentation: $0.description.map { MarkupContent(value: $0) }, insertText: $0.key + ": ")
            }
            return CompletionList(isIncomplete: false, items: items)
        case .value(let key, let typed):
            if ["icon", "symbol", "selected-symbol"].contains(key), cursor.path.last != "tab-bar" {
                return symbols(startingWith: typed, minimums: minimumOS(of: document))
            }
            let items = schema.values(of: cursor.path + [key]).filter { $0.hasPrefix(typed) }.map {
                CompletionItem(label: $0, kind: 12, detail: nil, documentation: nil, insertText: nil)
            }
            return CompletionList(isIncomplete: false, items: items)
        }
    }

    static let maxSymbolItems = 200

    private func symbols(startingWith typed: String, minimums: [Platform: String?]) -> CompletionList {
        let names = SymbolLookup.names(startingWith: typed, availableOn: minimums, limit: Self.maxSymbolItems + 1)
        let items = names.prefix(Self.maxSymbolItems).map { CompletionItem(label: $0, kind: 12, detail: "SF Symbol", documentation: nil, insertText: nil) }
        return CompletionList(isIncomplete: names.count > Self.maxSymbolItems, items: Array(items))
    }

    /// Each platform the spec lists with its `min-os` (nil when none is
    /// given). A buffer being typed into seldom parses, so only its
    /// top-level `platforms` and `min-os` entries are read, as a spec of their own.
    private func minimumOS(of document: TextDocument) -> [Platform: String?] {
        var header = "version: 1\n"
        var taking = false
        for line in document.text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "\t", first != "#" {
                taking = line.hasPrefix("platforms:") || line.hasPrefix("min-os:")
            }
            if taking { header += line + "\n" }
        }
        let decoded = SpecDecoder.decode(YAMLParser.parse(Array((header + "tabs: [{ id: header }]\n").utf8)))
        guard let spec = decoded.specs.first else { return [:] }
        return Dictionary(spec.platforms.map { written in
            let platform = written.value
            let entry = spec.minOS[platform] ?? (platform == .iPadOS ? spec.minOS[.iOS] : nil)
            return (platform, entry?.value)
        }, uniquingKeysWith: { first, _ in first })
    }

    /// What has been typed of a symbol name in `systemImage: "…` or `systemName: "…`.
    private static func typedSymbolInSwift(_ before: String) -> String? {
        guard let quote = before.lastIndex(of: "\"") else { return nil }
        let typed = before[before.index(after: quote)...]
        guard typed.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }) else { return nil }
        let call = before[..<quote].trimmingTrailingSpaces
        return ["systemImage:", "systemName:"].contains(where: { call.hasSuffix($0) }) ? String(typed) : nil
    }
}

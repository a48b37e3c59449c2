import Foundation
import TabBarLint
import TabBarSource
import TabBarSourceLint
import TabBarSpec
import TabBarYAML

/// `tabbar-lint lsp`: the linter behind an editor. Messages are handled one
/// at a time, in the order they arrive; the linting is the command line's
/// (`Linter` on a spec, the source pipeline on a Swift file), run on the
/// editor's buffer instead of the file on disk.
public actor LanguageServer {
    /// What the server needs from the command line that starts it.
    public struct Environment: Sendable {
        /// Where rule pages are published: this + `RULE-ID.md`.
        public var rulesURL: String
        /// A rule's documentation, as `explain` prints it.
        public var explain: @Sendable (String) -> String?
        /// Writes one framed message to the client.
        public var send: @Sendable (Data) -> Void
        /// Writes a line to the server's log (standard error).
        public var log: @Sendable (String) -> Void
        /// Ends the process with this status (after `exit`).
        public var terminate: @Sendable (Int32) -> Void
        /// How long the server waits after a change for the next one before linting.
        public var debounce: Duration

        public init(
            rulesURL: String, explain: @escaping @Sendable (String) -> String?, send: @escaping @Sendable (Data) -> Void,
            log: @escaping @Sendable (String) -> Void, terminate: @escaping @Sendable (Int32) -> Void,
            debounce: Duration = .milliseconds(150)
        ) {
            self.rulesURL = rulesURL
            self.explain = explain
            self.send = send
            self.log = log
            self.terminate = terminate
            self.debounce = debounce
        }
    }

    private let environment: Environment
    private let linter = Linter()
    private let schema = SpecSchemaGuide()
    private var state = LifecycleState.starting
    private var workspaceRoot: String?
    private var configuration = Configuration.default
    private var documents: [String: TextDocument] = [:]
    /// The findings of each document's last lint, for code actions and hovers.
    private var findings: [String: [TabBarLint.Diagnostic]] = [:]
    private var pendingLints: [String: Task<Void, Never>] = [:]

    private enum LifecycleState {
        case starting, running, shutDown
    }

    public init(environment: Environment) {
        self.environment = environment
    }

    // MARK: the message loop

    /// Handles one frame's body.
    public func handle(_ body: [UInt8]) {
        let data = Data(body)
        let envelope: IncomingEnvelope
        do {
            envelope = try JSONDecoder().decode(IncomingEnvelope.self, from: data)
        } catch {
            environment.log("tabbar-lint lsp: skipped a message that is not JSON-RPC: \(error)")
            respond(nil, NoResult?.none, error: ResponseError(code: ErrorCode.parseError, message: "not a JSON-RPC message"))
            return
        }
        guard let method = envelope.method else { return }  // a response to nothing we asked
        let id = envelope.id
        switch (state, method) {
        case (_, "exit"):
            environment.terminate(state == .shutDown ? 0 : 1)
            return
        case (.starting, "initialize"):
            initialize(id, data)
            return
        case (.starting, _):
            if let id { respond(id, NoResult?.none, error: ResponseError(code: ErrorCode.serverNotInitialized, message: "initialize first")) }
            return
        case (.shutDown, _):
            if let id { respond(id, NoResult?.none, error: ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down")) }
            return
        case (.running, _):
            break
        }
        do {
            try dispatch(method, id: id, data)
        } catch {
            environment.log("tabbar-lint lsp: \(method): invalid parameters: \(error)")
            if let id { respond(id, NoResult?.none, error: ResponseError(code: ErrorCode.invalidParams, message: "invalid parameters for \(method)")) }
        }
    }

    private func dispatch(_ method: String, id: RequestID?, _ data: Data) throws {
        switch method {
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            return
        case "initialize":
            respond(id, NoResult?.none, error: ResponseError(code: ErrorCode.invalidRequest, message: "already initialized"))
        case "shutdown":
            state = .shutDown
            pendingLints.values.forEach { $0.cancel() }
            pendingLints = [:]
            respond(id, NoResult?.none)
        case "textDocument/didOpen":
            let item = try params(DidOpenParams.self, data).textDocument
            guard let path = Self.path(ofURI: item.uri) else { return }
            documents[item.uri] = TextDocument(uri: item.uri, path: path, version: item.version, text: item.text)
            lint(item.uri)
        case "textDocument/didChange":
            let change = try params(DidChangeParams.self, data)
            guard var document = documents[change.textDocument.uri] else { return }
            change.contentChanges.forEach { document.apply($0) }
            document.version = change.textDocument.version ?? document.version + 1
            documents[change.textDocument.uri] = document
            scheduleLint(change.textDocument.uri)
        case "textDocument/didSave":
            let save = try params(DidSaveParams.self, data)
            let uri = save.textDocument.uri
            if Self.isConfigurationFile(uri) { reloadConfiguration() }
            if let text = save.text, var document = documents[uri] {
                document.apply(ContentChange(range: nil, text: text))
                documents[uri] = document
            }
            lint(uri)
        case "textDocument/didClose":
            let uri = try params(DidCloseParams.self, data).textDocument.uri
            documents[uri] = nil
            findings[uri] = nil
            pendingLints.removeValue(forKey: uri)?.cancel()
            publish(uri, version: nil, [])
        case "workspace/didChangeWatchedFiles":
            let changes = try params(DidChangeWatchedFilesParams.self, data).changes
            if changes.contains(where: { Self.isConfigurationFile($0.uri) }) { reloadConfiguration() }
        case "textDocument/codeAction":
            respond(id, codeActions(try params(CodeActionParams.self, data)))
        case "textDocument/hover":
            respond(id, hover(try params(TextDocumentPositionParams.self, data)))
        case "textDocument/completion":
            respond(id, completion(try params(TextDocumentPositionParams.self, data)))
        default:
            // Notifications the server does not know are ignored, as the protocol asks.
            guard let id else { return }
            respond(id, NoResult?.none, error: ResponseError(code: ErrorCode.methodNotFound, message: "unknown method \(method)"))
        }
    }

    private func initialize(_ id: RequestID?, _ data: Data) {
        let parameters = try? params(InitializeParams.self, data)
        workspaceRoot = (parameters?.workspaceFolders?.first?.uri ?? parameters?.rootUri).flatMap(Self.path(ofURI:)) ?? parameters?.rootPath
        reloadConfiguration()
        state = .running
        respond(id, InitializeResult())
    }

    struct InitializeResult: Encodable {
        struct Capabilities: Encodable {
            struct Sync: Encodable {
                var openClose = true
                /// 2: incremental.
                var change = 2
                var save = ["includeText": true]
            }
            var textDocumentSync = Sync()
            var hoverProvider = true
            var codeActionProvider = ["codeActionKinds": ["quickfix"]]
            var completionProvider = ["triggerCharacters": [" ", ".", ":", "\""]]
        }
        struct ServerInfo: Encodable {
            var name = "tabbar-lint"
        }
        var capabilities = Capabilities()
        var serverInfo = ServerInfo()
    }

    // MARK: linting

    private func scheduleLint(_ uri: String) {
        pendingLints[uri]?.cancel()
        let delay = environment.debounce
        pendingLints[uri] = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            await self?.lint(uri)
        }
    }

    private func lint(_ uri: String) {
        pendingLints.removeValue(forKey: uri)?.cancel()
        guard let document = documents[uri] else { return }
        let diagnostics = Self.isSwift(document.path) ? lintSwift(document) : lintSpec(document)
        findings[uri] = diagnostics
        publish(uri, version: document.version, diagnostics.map { lspDiagnostic($0, in: document) })
    }

    private func lintSpec(_ document: TextDocument) -> [TabBarLint.Diagnostic] {
        guard SpecFinder.isSpecFileName(Self.fileName(document.path)) else { return [] }
        return linter.lint(source: document.bytes, path: document.path, configuration: configuration).diagnostics
    }

    /// The source pipeline on one Swift file, the buffer standing in for it
    /// on disk; the files it refers to are read from disk.
    private func lintSwift(_ document: TextDocument) -> [TabBarLint.Diagnostic] {
        let path = document.path, bytes = document.bytes
        let disk = linter.diskReader
        let root = workspaceRoot ?? FilePaths.directory(of: path)
        let configuration = self.configuration
        let reports = linter.lint(SourceTree(root: root, swiftFiles: [path]), read: { $0 == path ? bytes : disk($0) }) { _ in configuration }
        return reports.first { $0.path == path }?.diagnostics ?? []
    }

    private func publish(_ uri: String, version: Int?, _ diagnostics: [LSPDiagnostic]) {
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics))
    }

    private func lspDiagnostic(_ diagnostic: TabBarLint.Diagnostic, in document: TextDocument) -> LSPDiagnostic {
        let severity: Int
        switch diagnostic.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .info: severity = 3
        }
        let isBuiltin = RuleRegistry.documentation(id: diagnostic.ruleID) == nil
        return LSPDiagnostic(
            range: range(diagnostic.range, in: document), severity: severity, code: diagnostic.ruleID,
            codeDescription: isBuiltin ? nil : CodeDescription(href: environment.rulesURL + diagnostic.ruleID + ".md"),
            message: diagnostic.message
        )
    }

    private func range(_ range: SourceRange, in document: TextDocument) -> LSPRange {
        LSPRange(start: document.lines.position(ofOffset: range.start.offset), end: document.lines.position(ofOffset: range.end.offset))
    }

    // MARK: configuration

    private func reloadConfiguration() {
        guard let root = workspaceRoot else { return }
        configuration = .default
        for name in ConfigurationLoader.fileNames {
            let path = root + "/" + name
            guard case .success(let bytes) = InputReader.read(.file(path), maxBytes: 1 << 20) else { continue }
            switch ConfigurationLoader.load(bytes, path: path, baseDirectory: root) {
            case .success(let loaded):
                configuration = loaded
            case .failure(let error):
                let problems = error.problems.map(\.formatted).joined(separator: "\n")
                notify("window/logMessage", LogMessageParams(type: 1, message: "tabbar-lint: \(path) has mistakes; using the defaults\n\(problems)"))
            }
            break
        }
        for uri in documents.keys.sorted() { lint(uri) }
    }

    // MARK: code actions

    private func codeActions(_ request: CodeActionParams) -> [CodeAction] {
        guard let document = documents[request.textDocument.uri] else { return [] }
        var actions: [CodeAction] = []
        for diagnostic in findings[document.uri] ?? [] {
            let shown = lspDiagnostic(diagnostic, in: document)
            guard shown.range.overlaps(request.range) else { continue }
            if let fix = diagnostic.fix, let edit = fix.edit {
                let change = LSPTextEdit(range: range(edit.range, in: document), newText: edit.replacement)
                actions.append(CodeAction(
                    title: "\(fix.title) (\(diagnostic.ruleID))", diagnostics: [shown],
                    edit: WorkspaceEdit(changes: [document.uri: [change]]), isPreferred: fix.applicability == .safe
                ))
            }
            if let suppression = suppression(of: diagnostic, in: document) {
                actions.append(CodeAction(
                    title: "Suppress \(diagnostic.ruleID) for this line", diagnostics: [shown],
                    edit: WorkspaceEdit(changes: [document.uri: [suppression]]), isPreferred: false
                ))
            }
        }
        return actions
    }

    /// A comment on the line above the finding, indented like it, in the
    /// file's language; none for findings the rule engine does not make
    /// (a YAML syntax error cannot be suppressed).
    private func suppression(of diagnostic: TabBarLint.Diagnostic, in document: TextDocument) -> LSPTextEdit? {
        guard RuleRegistry.isConfigurable(diagnostic.ruleID) else { return nil }
        let line = document.lines.position(ofOffset: diagnostic.range.start.offset).line
        let indentation = String(document.lines.text(ofLine: line).prefix { $0 == " " || $0 == "\t" })
        let comment = Self.isSwift(document.path)
            ? "// tabbar-lint:disable-next-line \(diagnostic.ruleID)"
            : "# tabbar-lint-disable-next-line \(diagnostic.ruleID)"
        let start = LSPPosition(line: line, character: 0)
        return LSPTextEdit(range: LSPRange(start: start, end: start), newText: indentation + comment + "\n")
    }

    // MARK: hover

    private func hover(_ request: TextDocumentPositionParams) -> Hover? {
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
        guard start < end, let text = String(utf16CodeUnits: Array(units[start..<end]), count: end - start) as String? else { return nil }
        return (text.trimmingCharacters(in: CharacterSet(charactersIn: ".")), end)
    }

    // MARK: completion

    private func completion(_ request: TextDocumentPositionParams) -> CompletionList {
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

    // MARK: sending

    private func params<Params: Decodable>(_ type: Params.Type, _ data: Data) throws -> Params {
        try JSONDecoder().decode(IncomingParams<Params>.self, from: data).params
    }

    private func respond<Result: Encodable>(_ id: RequestID?, _ result: Result?, error: ResponseError? = nil) {
        send(Response(id: id, result: result, error: error))
    }

    private func notify<Params: Encodable>(_ method: String, _ params: Params) {
        send(Notification(method: method, params: params))
    }

    private func send(_ message: some Encodable) {
        do {
            environment.send(FrameReader.frame(try JSONEncoder().encode(message)))
        } catch {
            environment.log("tabbar-lint lsp: could not encode a message: \(error)")
        }
    }

    // MARK: files

    static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    private static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

    private static func isConfigurationFile(_ uri: String) -> Bool {
        ConfigurationLoader.fileNames.contains { uri.hasSuffix("/" + $0) }
    }
}

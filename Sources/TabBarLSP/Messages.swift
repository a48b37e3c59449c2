import Foundation

// The small part of the Language Server Protocol (3.17) the server speaks,
// as Codable types; JSONEncoder and JSONDecoder do the JSON.

/// A JSON-RPC request id: a number or a string.
enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What every incoming message has: a request has an id and a method, a
/// notification a method only, a response (to nothing we sent) an id only.
struct IncomingEnvelope: Decodable {
    let id: RequestID?
    let method: String?
}

/// The `params` of an incoming message, decoded once its method is known.
struct IncomingParams<Params: Decodable>: Decodable {
    let params: Params
}

/// JSON-RPC and LSP error codes.
enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let serverNotInitialized = -32002
}

struct ResponseError: Codable, Sendable {
    let code: Int
    let message: String
}

/// A response: `result` (which may be null) or `error`, never both.
struct Response<Result: Encodable>: Encodable {
    let id: RequestID?
    let result: Result?
    let error: ResponseError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

struct Notification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    let method: String
    let params: Params
}

/// A response with no content: `null`.
struct NoResult: Encodable {}

// MARK: positions and documents

/// Zero-based line, and character offset in UTF-16 code units (the
/// protocol's default encoding).
struct LSPPosition: Codable, Hashable, Sendable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
}

struct LSPRange: Codable, Hashable, Sendable {
    var start: LSPPosition
    var end: LSPPosition

    func overlaps(_ other: LSPRange) -> Bool { !(end < other.start || other.end < start) }
    func contains(_ position: LSPPosition) -> Bool { start <= position && position <= end }
}

struct TextDocumentIdentifier: Codable { let uri: String }
struct VersionedTextDocumentIdentifier: Codable {
    let uri: String
    let version: Int?
}
struct TextDocumentItem: Codable {
    let uri: String
    let languageId: String?
    let version: Int
    let text: String
}

struct InitializeParams: Codable {
    let rootUri: String?
    let rootPath: String?
    let workspaceFolders: [WorkspaceFolder]?
}
struct WorkspaceFolder: Codable {
    let uri: String
    let name: String?
}

struct DidOpenParams: Codable { let textDocument: TextDocumentItem }
struct ContentChange: Codable {
    /// nil: `text` is the whole document.
    let range: LSPRange?
    let text: String
}
struct DidChangeParams: Codable {
    let textDocument: VersionedTextDocumentIdentifier
    let contentChanges: [ContentChange]
}
struct DidSaveParams: Codable {
    let textDocument: TextDocumentIdentifier
    let text: String?
}
struct DidCloseParams: Codable { let textDocument: TextDocumentIdentifier }
struct FileEvent: Codable {
    let uri: String
    let type: Int
}
struct DidChangeWatchedFilesParams: Codable { let changes: [FileEvent] }
struct TextDocumentPositionParams: Codable {
    let textDocument: TextDocumentIdentifier
    let position: LSPPosition
}
struct CodeActionContext: Codable { let diagnostics: [LSPDiagnostic] }
struct CodeActionParams: Codable {
    let textDocument: TextDocumentIdentifier
    let range: LSPRange
    let context: CodeActionContext?
}

// MARK: answers

struct CodeDescription: Codable, Hashable { let href: String }

struct LSPDiagnostic: Codable, Hashable {
    let range: LSPRange
    /// 1 error, 2 warning, 3 information.
    let severity: Int
    let code: String
    let codeDescription: CodeDescription?
    var source = "tabbar-lint"
    let message: String
}

struct PublishDiagnosticsParams: Codable {
    let uri: String
    let version: Int?
    let diagnostics: [LSPDiagnostic]
}

struct LSPTextEdit: Codable, Hashable {
    let range: LSPRange
    let newText: String
}
struct WorkspaceEdit: Codable { let changes: [String: [LSPTextEdit]] }
struct CodeAction: Codable {
    let title: String
    var kind = "quickfix"
    let diagnostics: [LSPDiagnostic]
    let edit: WorkspaceEdit
    let isPreferred: Bool
}

struct MarkupContent: Codable {
    var kind = "markdown"
    let value: String
}
struct Hover: Codable {
    let contents: MarkupContent
    let range: LSPRange?
}

struct CompletionItem: Codable {
    let label: String
    /// 10 property (a key), 12 value (an enumeration value or a symbol).
    let kind: Int
    let detail: String?
    let documentation: MarkupContent?
    let insertText: String?
}
struct CompletionList: Codable {
    let isIncomplete: Bool
    let items: [CompletionItem]
}

struct LogMessageParams: Codable {
    /// 1 error, 2 warning, 3 info, 4 log.
    let type: Int
    let message: String
}

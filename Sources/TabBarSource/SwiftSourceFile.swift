import SwiftParser
import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// The model's range (SwiftSyntax has a type of the same name).
typealias SourceRange = TabBarYAML.SourceRange

/// One Swift file, parsed once, with the means to turn a syntax node into
/// the `SourceRange` the model and the findings use (1-based line, column in
/// Unicode scalars as editors count, byte offset, and the file's path).
final class SwiftSourceFile {
    let path: String
    let text: SourceText
    let tree: SourceFileSyntax

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.text = SourceText(bytes, lineBreaks: .swift)
        self.tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// Where `node` is written, without its surrounding whitespace and comments.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        range(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: text.position(offset: start), end: text.position(offset: end), file: path)
    }

    func located<Value>(_ value: Value, at node: some SyntaxProtocol) -> Located<Value> {
        Located(value, at: range(of: node))
    }

    /// Whether the file says `import Module`.
    func importsModule(_ module: String) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == module }
    }

    /// `file:line` of a node, for messages that name evidence elsewhere.
    func reference(to node: some SyntaxProtocol) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(range(of: node).start.line)"
    }
}

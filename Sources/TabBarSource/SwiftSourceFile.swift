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
    /// For a tree parsed from a cut of the file (`MemberCut`), where each
    /// of its pieces is in the file; empty for a whole file.
    private let pieces: [MemberCut.Piece]

    convenience init(path: String, bytes: [UInt8]) {
        self.init(path: path, text: SourceText(bytes, lineBreaks: .swift), parsing: bytes, pieces: [])
    }

    /// The file parsed from a cut of it: positions are still read from the
    /// file's text.
    convenience init(path: String, text: SourceText, cut: MemberCut.Cut) {
        self.init(path: path, text: text, parsing: cut.bytes, pieces: cut.pieces)
    }

    private init(path: String, text: SourceText, parsing bytes: [UInt8], pieces: [MemberCut.Piece]) {
        self.path = path
        self.text = text
        self.tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        self.pieces = pieces
    }

    /// Where `node` is written, without its surrounding whitespace and comments.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        range(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    func range(from start: Int, to end: Int) -> SourceRange {
        SourceRange(start: text.position(offset: fileOffset(start)), end: text.position(offset: fileOffset(end)), file: path)
    }

    /// Where an offset of the tree is in the file: in the last piece that
    /// starts at or before it (pieces are a line break apart, so the end of
    /// one is not the start of the next).
    private func fileOffset(_ offset: Int) -> Int {
        guard !pieces.isEmpty else { return offset }
        var low = 0, high = pieces.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if pieces[middle].cutStart <= offset { low = middle } else { high = middle - 1 }
        }
        return pieces[low].fileStart + offset - pieces[low].cutStart
    }

    func located<Value>(_ value: Value, at node: some SyntaxProtocol) -> Located<Value> {
        Located(value, at: range(of: node))
    }

    /// Whether the file says `import Module`.
    func importsModule(_ module: String) -> Bool {
        tree.statements.contains { $0.item.as(ImportDeclSyntax.self)?.path.trimmedText == module }
    }

    /// `file:line` of a node, for messages that name evidence elsewhere.
    func reference(to node: some SyntaxProtocol) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return "\(name):\(range(of: node).start.line)"
    }
}

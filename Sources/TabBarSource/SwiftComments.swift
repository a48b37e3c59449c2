import SwiftParser
import SwiftSyntax

/// Where the comments of a Swift file lie, from the parser's trivia, so a
/// suppression directive is recognized only inside a comment (never in a
/// string literal).
public enum SwiftComments {
    public static func spans(in bytes: [UInt8]) -> [Range<Int>] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var spans: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position.utf8Offset, into: &spans)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset, into: &spans)
        }
        return spans
    }

    private static func collect(_ trivia: Trivia, from start: Int, into spans: inout [Range<Int>]) {
        var offset = start
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment:
                spans.append(offset..<(offset + length))
            default:
                break
            }
            offset += length
        }
    }
}

/// swift-syntax's bare parse of a file and nothing else: the floor the
/// source front end is benchmarked against.
public enum SwiftParseFloor {
    /// Parses the bytes and returns the tree's length, so the work cannot
    /// be optimized away.
    public static func parse(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }.totalLength.utf8Length
    }
}

/// The bytes of one input with an index of where its lines start, so that
/// libyaml's (line, character column) marks and reader byte offsets can be
/// turned into full `SourcePosition`s, and diagnostics can quote a line.
///
/// Line breaks are the ones libyaml recognises (LF, CR, CRLF, NEL, LS, PS),
/// so line numbers agree with the parser's.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Where each line lies. One record per line rather than three arrays:
    /// indexing a file appended three values per line, and a position read
    /// three bounds-checked arrays.
    private let lines: [Line]

    private struct Line {
        /// Byte offset where the line's content starts (after any BOM on line 1).
        let start: Int
        /// Byte offset where the line's content ends (before its break).
        let end: Int
        /// Whether the line is pure ASCII, where character column = byte column.
        let isASCII: Bool
    }

    /// Which characters end a line.
    public enum LineBreaks: Sendable {
        /// YAML's: LF, CR, CRLF, NEL, LS and PS.
        case yaml
        /// Swift's (and XML's): LF, CR and CRLF only; NEL, LS and PS are
        /// ordinary characters there, so a line count that took them as
        /// breaks would disagree with the compiler's.
        case swift
    }

    public init(_ bytes: [UInt8], lineBreaks: LineBreaks = .yaml) {
        self.bytes = bytes
        let unicodeBreaks = lineBreaks == .yaml
        var lines: [Line] = []
        let count = bytes.count
        // Room for the lines of a spec (about 30 bytes each) at once, capped
        // so that a large file reserves no more than it may use.
        let expectedLines = min(count / 16, 4096) + 1
        lines.reserveCapacity(expectedLines)
        var index = bytes.starts(with: Self.utf8BOM) ? 3 : 0
        var lineStart = index
        var lineASCII = true
        // Read through a buffer pointer, the common bytes (neither a break
        // nor above ASCII) skipped with one comparison each: indexing the
        // array checked bounds and tested each byte in turn, about 26
        // instructions a byte.
        bytes.withUnsafeBufferPointer { buffer in
            while index < count {
                let byte = buffer[index]
                // 0x0E...0x7F: neither CR, LF nor the lead byte of a Unicode break.
                if byte &- 0x0E < 0x72 {
                    index += 1
                    continue
                }
                var breakLength = 0
                if byte == 0x0A {
                    breakLength = 1
                } else if byte == 0x0D {
                    breakLength = index + 1 < count && buffer[index + 1] == 0x0A ? 2 : 1
                } else if byte >= 0x80 {
                    lineASCII = false
                    if unicodeBreaks, byte == 0xC2, index + 1 < count, buffer[index + 1] == 0x85 {
                        breakLength = 2
                    } else if unicodeBreaks, byte == 0xE2, index + 2 < count, buffer[index + 1] == 0x80,
                        buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9
                    {
                        breakLength = 3
                    }
                }
                if breakLength > 0 {
                    lines.append(Line(start: lineStart, end: index, isASCII: lineASCII))
                    index += breakLength
                    lineStart = index
                    lineASCII = true
                } else {
                    index += 1
                }
            }
        }
        lines.append(Line(start: lineStart, end: count, isASCII: lineASCII))
        self.lines = lines
    }

    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    public var lineCount: Int { lines.count }

    /// The position of libyaml's 0-based (line, character column) mark.
    public func position(line: Int, column: Int) -> SourcePosition {
        guard line >= 0, line < lines.count else {
            return line < 0 ? .fileStart : endPosition
        }
        let offset = lines[line].isASCII ? asciiOffset(line: line, column: column) : advance(from: lines[line].start, characters: column)
        return SourcePosition(line: line + 1, column: column + 1, offset: offset)
    }

    /// The offset of a column of an ASCII line (a character per byte), at
    /// most the start of the next line.
    private func asciiOffset(line: Int, column: Int) -> Int {
        min(lines[line].start + column, lines[line].end + breakLength(afterLine: line))
    }

    /// `position(line:column:)`, found by walking on from `earlier` when it
    /// lies on the same line, at or before the column. On a line that is not
    /// ASCII a column is found by walking its characters; libyaml's marks
    /// come in file order, so the tree builder walks such a line once rather
    /// than from its start for every mark (which was most of its cost of
    /// positions in the benchmark's multilingual titles).
    func position(line: Int, column: Int, after earlier: SourcePosition) -> SourcePosition {
        guard line >= 0, line < lines.count else { return position(line: line, column: column) }
        // An ASCII line, the usual one, answered here: going on to
        // `position(line:column:)` checked the line again, for every mark.
        if lines[line].isASCII { return SourcePosition(line: line + 1, column: column + 1, offset: asciiOffset(line: line, column: column)) }
        guard earlier.line == line + 1, earlier.column >= 1, earlier.column <= column + 1 else {
            return position(line: line, column: column)
        }
        let offset = advance(from: earlier.offset, characters: column + 1 - earlier.column)
        return SourcePosition(line: line + 1, column: column + 1, offset: offset)
    }

    /// The position of a byte offset (libyaml reports reader errors this way).
    public func position(offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].start <= clamped { low = middle } else { high = middle - 1 }
        }
        var column = 0
        var index = lines[low].start
        while index < clamped {
            index += Self.sequenceLength(lead: bytes[index])
            column += 1
        }
        return SourcePosition(line: low + 1, column: column + 1, offset: clamped)
    }

    public var endPosition: SourcePosition { position(offset: bytes.count) }

    /// The text of a 1-based line without its line break, with invalid UTF-8
    /// repaired, for quoting in diagnostics.
    public func lineText(_ line: Int) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        let start = lines[line - 1].start
        let end = lines[line - 1].end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func breakLength(afterLine line: Int) -> Int {
        line + 1 < lines.count ? lines[line + 1].start - lines[line].end : 0
    }

    private func advance(from start: Int, characters: Int) -> Int {
        var index = start
        var remaining = characters
        while remaining > 0, index < bytes.count {
            index += Self.sequenceLength(lead: bytes[index])
            remaining -= 1
        }
        return min(index, bytes.count)
    }

    /// Length of the UTF-8 sequence a lead byte starts; 1 for a stray byte,
    /// so that walking never stalls on invalid input.
    private static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}

/// An open editor buffer: its text as UTF-8 bytes (what the linter reads),
/// with edits given in the protocol's line and UTF-16 positions.
struct TextDocument {
    let uri: String
    /// The file the buffer stands for, from its `file://` URI.
    let path: String
    var version: Int
    private(set) var bytes: [UInt8]
    private(set) var lines: LineIndex

    init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        self.bytes = Array(text.utf8)
        self.lines = LineIndex(bytes)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Applies one change: the whole text, or a range replaced. Positions
    /// past a line's end or the document's end are clamped, as the
    /// protocol asks.
    mutating func apply(_ change: ContentChange) {
        if let range = change.range {
            let start = lines.offset(of: range.start), end = max(start, lines.offset(of: range.end))
            bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        } else {
            bytes = Array(change.text.utf8)
        }
        lines = LineIndex(bytes)
    }
}

/// Where lines start in UTF-8 bytes, and the conversions between byte
/// offsets and protocol positions (line, UTF-16 unit in the line). Lines end
/// at LF, CRLF or CR, as the protocol counts them.
struct LineIndex {
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                starts.append(index + 1)
            } else if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.starts = starts
    }

    /// The byte offset of `position`.
    func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let end = lineEnd(position.line)
        var units = 0, index = start
        while index < end, units < position.character {
            let length = Self.sequenceLength(bytes[index])
            units += length == 4 ? 2 : 1
            index = min(end, index + length)
        }
        return index
    }

    /// The protocol position of a byte offset.
    func position(ofOffset offset: Int) -> LSPPosition {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let units = String(decoding: bytes[starts[low]..<clamped], as: UTF8.self).utf16.count
        return LSPPosition(line: low, character: units)
    }

    /// The text of a zero-based line, without its break.
    func text(ofLine line: Int) -> String {
        guard line >= 0, line < starts.count else { return "" }
        return String(decoding: bytes[starts[line]..<lineEnd(line)], as: UTF8.self)
    }

    func lineStart(_ line: Int) -> Int { line < starts.count ? starts[max(0, line)] : bytes.count }

    private func lineEnd(_ line: Int) -> Int {
        var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
        while end > starts[line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}

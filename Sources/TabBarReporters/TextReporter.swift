import TabBarLint
import TabBarYAML

/// The human format, after actionlint: a parseable first line
/// `PATH:LINE:COL: SEVERITY: MESSAGE [RULE-ID]`, then the source line with
/// the node underlined, then notes for related places; a summary closes.
public struct TextReporter: Reporter {
    let color: Bool
    /// A rule's page, when the terminal draws links: the rule id at the end
    /// of each headline then opens it, as ruff's codes do.
    let ruleLink: (@Sendable (String) -> String)?

    public init(color: Bool, ruleLink: (@Sendable (String) -> String)? = nil) {
        self.color = color
        self.ruleLink = ruleLink
    }

    public mutating func render(_ report: FileReport) -> String {
        var output = ReportBytes()
        for diagnostic in report.diagnostics {
            writeHeadline(diagnostic, path: report.path, to: &output)
            writeSnippet(diagnostic, to: &output)
            for related in diagnostic.related {
                paint(.bold, on: &output) { output in
                    output.write(related.range.file ?? report.path)
                    output.writePosition(related.range.start)
                }
                output.write(" ")
                paint(.cyan, on: &output) { $0.write("note:") }
                output.write(" ")
                output.write(related.message)
                output.write("\n")
            }
        }
        return output.text
    }

    public mutating func finish(_ summary: RunSummary) -> String {
        let style: Style = summary.errorCount > 0 ? .red : summary.warningCount > 0 ? .yellow : .green
        var output = ReportBytes()
        paint(style, on: &output) { $0.write(summary.sentence) }
        output.write("\n")
        if let fixable = summary.fixableSentence {
            output.write("[*] ")
            output.write(fixable)
            output.write("\n")
        }
        return output.text
    }

    private func writeHeadline(_ diagnostic: Diagnostic, path: String, to output: inout ReportBytes) {
        paint(.bold, on: &output) { output in
            output.write(path)
            output.writePosition(diagnostic.range.start)
        }
        output.write(" ")
        paint(Self.style(for: diagnostic.severity), on: &output) { output in
            output.write("\(diagnostic.severity)")
            output.write(":")
        }
        output.write(" ")
        output.write(diagnostic.message)
        output.write(" ")
        if diagnostic.fixApplicability == .safe {
            paint(.green, on: &output) { $0.write("[*]") }
            output.write(" ")
        }
        paint(.dim, on: &output) { output in
            output.write("[")
            output.write(link(diagnostic.ruleID))
            output.write("]")
        }
        output.write("\n")
    }

    /// The rule id as an OSC 8 hyperlink to its page, or as it is.
    private func link(_ ruleID: String) -> String {
        guard let ruleLink else { return ruleID }
        return "\u{1B}]8;;\(ruleLink(ruleID))\u{1B}\\\(ruleID)\u{1B}]8;;\u{1B}\\"
    }

    /// The source line with `^~~~` under the node, as actionlint prints it.
    private func writeSnippet(_ diagnostic: Diagnostic, to output: inout ReportBytes) {
        guard let line = diagnostic.lineText else { return }
        let number = String(diagnostic.range.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let underline = Underline(line: line, range: diagnostic.range)
        writeMargin(gutter, to: &output)
        output.write("\n")
        writeMargin(number, to: &output)
        output.write(" ")
        output.write(underline.shownLine)
        output.write("\n")
        writeMargin(gutter, to: &output)
        output.write(" ")
        output.write(underline.padding)
        paint(Self.style(for: diagnostic.severity), on: &output) { $0.write(underline.marks) }
        output.write("\n")
    }

    /// The snippet's left margin: a line number, or as many spaces, and a bar.
    private func writeMargin(_ label: String, to output: inout ReportBytes) {
        paint(.blue, on: &output) { output in
            output.write(label)
            output.write(" |")
        }
    }

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "1;31"
        case yellow = "1;33"
        case cyan = "1;36"
        case blue = "34"
        case green = "32"
    }

    private static func style(for severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .info: return .cyan
        }
    }

    /// What `write` writes, in `style`'s color when the reporter colors.
    private func paint(_ style: Style, on output: inout ReportBytes, _ write: (inout ReportBytes) -> Void) {
        if color {
            output.write("\u{1B}[")
            output.write(style.rawValue)
            output.write("m")
        }
        write(&output)
        if color { output.write("\u{1B}[0m") }
    }
}

/// A report written as UTF-8 into one buffer: built from a dozen small
/// strings per finding, appending each to a string, then that string to the
/// report's, cost about 300 instructions a piece.
struct ReportBytes {
    private var bytes: [UInt8] = []

    mutating func write(_ text: String) {
        // Appended from a buffer of the text's bytes: appending the UTF-8
        // view went through the generic sequence path, about 150
        // instructions a call, a dozen calls a finding.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `:LINE:COLUMN:`, after a path.
    mutating func writePosition(_ position: SourcePosition) {
        write(":")
        write(String(position.line))
        write(":")
        write(String(position.column))
        write(":")
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Where the `^~~~` marks go under a source line: aligned by display width
/// (tabs kept, wide CJK characters counted twice), spanning the node on its
/// first line, without trailing blanks or a trailing comment. A very long
/// line is cut to a window around the node, and control characters are
/// shown as U+FFFD so that a binary file cannot garble the terminal.
struct Underline {
    let shownLine: String
    let padding: String
    let marks: String

    /// Widest stretch of a line quoted; longer lines are cut around the node.
    static let window = 120
    static let leadingContext = 40

    init(line: String, range: SourceRange) {
        // A line of printable ASCII and tabs, the usual one, is its own
        // printable form with a scalar per byte: it is read as bytes and,
        // when not cut, shown as it is; decoding it into scalars and encoding
        // them back was most of what an underline cost.
        let isPlainASCII = Self.isPlainASCII(line)
        var characters = isPlainASCII ? line.utf8.map { Unicode.Scalar($0) } : Array(line.unicodeScalars).map(Self.printable)
        let isCut = characters.count > Self.window
        var start = min(max(0, range.start.column - 1), characters.count)
        var end: Int
        if range.end.line == range.start.line {
            end = min(max(start, range.end.column - 1), characters.count)
        } else {
            end = Self.contentEnd(characters)
        }
        if end <= start { end = start + 1 }
        var prefix = "", suffix = ""
        if isCut {
            let first = max(0, start - Self.leadingContext)
            let last = min(characters.count, first + Self.window)
            if first > 0 { prefix = "…" }
            if last < characters.count { suffix = "…" }
            characters = Array(characters[first..<last])
            start -= first
            end = min(end - first, characters.count)
        }
        // Spaces are counted and written once per run between tabs: a
        // string per character cost more than the rest of the underline.
        var padding = prefix.isEmpty ? "" : " "
        var spaces = 0
        for character in characters[0..<start] {
            guard character == "\t" else {
                spaces += Self.width(character)
                continue
            }
            padding += Self.run(of: UInt8(ascii: " "), count: spaces) + "\t"
            spaces = 0
        }
        padding += Self.run(of: UInt8(ascii: " "), count: spaces)
        let width = characters[start..<min(max(start, end), characters.count)].reduce(0) { $0 + Self.width($1) }
        if isPlainASCII, !isCut {
            self.shownLine = line
        } else {
            // Encoded into one byte buffer: appending the scalars to a
            // `String.UnicodeScalarView` grew the string one scalar at a time.
            var shown: [UInt8] = []
            shown.reserveCapacity(line.utf8.count + 2)
            for scalar in characters {
                UTF8.encode(scalar) { shown.append($0) }
            }
            self.shownLine = prefix + String(decoding: shown, as: UTF8.self) + suffix
        }
        self.padding = padding
        self.marks = "^" + Self.run(of: UInt8(ascii: "~"), count: max(0, max(width, 1) - 1))
    }

    /// `count` copies of an ASCII byte, written in place:
    /// `String(repeating:count:)` built the run a piece at a time, about
    /// 2,500 instructions a run, two or three runs a finding.
    static func run(of byte: UInt8, count: Int) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: byte)
            return count
        }
    }

    /// Whether every byte of `line` is a tab or printable ASCII, which
    /// `printable` leaves as it is.
    static func isPlainASCII(_ line: String) -> Bool {
        line.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte != 0x09 && (byte < 0x20 || byte >= 0x7F) { return false }
            return true
        } ?? false
    }

    static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: return scalar
        case 0x00...0x1F, 0x7F...0x9F: return "\u{FFFD}"
        default: return scalar
        }
    }

    /// End of the line's content: before a trailing ` # comment` (outside
    /// quotes) and trailing blanks.
    static func contentEnd(_ characters: [Unicode.Scalar]) -> Int {
        var quote: Unicode.Scalar?
        var end = characters.count
        for (index, character) in characters.enumerated() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'", Self.startsScalar(characters, at: index) {
                quote = character
            } else if character == "#", index == 0 || characters[index - 1] == " " || characters[index - 1] == "\t" {
                end = index
                break
            }
        }
        while end > 0, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        return end
    }

    /// Whether a quote at `index` opens a quoted scalar (it follows `:`, `-`,
    /// `[`, `{`, `,` or the line start), rather than being an apostrophe.
    static func startsScalar(_ characters: [Unicode.Scalar], at index: Int) -> Bool {
        var previous = index - 1
        while previous >= 0, characters[previous] == " " || characters[previous] == "\t" { previous -= 1 }
        guard previous >= 0 else { return true }
        return [":", "-", "[", "{", ","].contains(characters[previous])
    }

    /// Columns a character takes in a terminal: 2 for East Asian wide and
    /// full-width characters, 0 for combining marks, 1 otherwise.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarSpec
import TabBarYAML

/// A `# tabbar-lint-…` comment in a spec. libyaml drops comments, so they
/// are found in the source text; a `#` only starts a comment when it opens
/// the line or follows a space and lies outside every scalar, so a `#` inside
/// a quoted title or a block scalar is never taken for one.
package struct SuppressionComment {
    enum Kind: String, CaseIterable {
        /// From this line to the end of the document (or a matching enable).
        case disable = "tabbar-lint-disable"
        /// Ends an earlier `disable` of the same rules.
        case enable = "tabbar-lint-enable"
        /// The comment's own line.
        case disableLine = "tabbar-lint-disable-line"
        /// The line after the comment.
        case disableNextLine = "tabbar-lint-disable-next-line"
    }

    var kind: Kind
    /// Where the directive word is written.
    var range: SourceRange
    /// The rule ids it names (`all` stands for every rule), where each is written.
    var ruleIDs: [Located<String>]

    /// The directive's first word: `tabbar-lint-disable`, or in Swift's
    /// SwiftLint-like spelling `tabbar-lint:disable`.
    package static let marker = Array("tabbar-lint".utf8)
    /// The byte of `marker` searched for first: its `b`, the rarest of its
    /// bytes in specs (1.3% of the benchmark corpus's bytes; `t` is 4.7%).
    private static let markerAnchor = 2
    /// The word for every rule at once.
    static let allRules = "all"

    /// Every suppression comment in the file, in source order.
    static func scan(_ file: YAMLFile) -> [SuppressionComment] {
        let bytes = file.text.bytes
        let occurrences = offsets(of: marker, anchor: markerAnchor, in: bytes)
        guard !occurrences.isEmpty else { return [] }  // the common case costs one pass over the bytes
        let scalars = ScalarSpans(file)
        var comments: [SuppressionComment] = []
        for offset in occurrences {
            guard isCommentStart(before: offset, in: bytes, scalars: scalars),
                  let comment = parse(at: offset, in: file.text) else { continue }
            comments.append(comment)
        }
        return comments
    }

    /// Every suppression comment of a Swift file, given where its comments lie.
    static func scan(_ text: SourceText, commentSpans: [Range<Int>]) -> [SuppressionComment] {
        let occurrences = offsets(of: marker, anchor: markerAnchor, in: text.bytes)
        guard !occurrences.isEmpty else { return [] }
        var comments: [SuppressionComment] = []
        for offset in occurrences where commentSpans.contains(where: { $0.contains(offset) }) {
            guard let comment = parse(at: offset, in: text) else { continue }
            comments.append(comment)
        }
        return comments
    }

    /// The directive starts a comment: only spaces separate it from a `#`
    /// that opens the line or follows whitespace, outside any scalar.
    private static func isCommentStart(before offset: Int, in bytes: [UInt8], scalars: ScalarSpans) -> Bool {
        var index = offset - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        guard index >= 0, bytes[index] == UInt8(ascii: "#") else { return false }
        if index > 0 {
            let before = bytes[index - 1]
            guard before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == 0x0A || before == 0x0D else { return false }
        }
        return !scalars.contains(index)
    }

    private static func parse(at offset: Int, in text: SourceText) -> SuppressionComment? {
        let bytes = text.bytes
        var end = offset
        while end < bytes.count, !isBlank(bytes[end]) { end += 1 }
        var word = String(decoding: bytes[offset..<end], as: UTF8.self)
        if word.hasPrefix("tabbar-lint:") { word = "tabbar-lint-" + word.dropFirst("tabbar-lint:".count) }
        guard let kind = Kind(rawValue: word) else { return nil }
        var ruleIDs: [Located<String>] = []
        var index = end
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            var tokenEnd = index
            while tokenEnd < bytes.count, !isBlank(bytes[tokenEnd]), bytes[tokenEnd] != UInt8(ascii: ","),
                  bytes[tokenEnd] != 0x0A, bytes[tokenEnd] != 0x0D { tokenEnd += 1 }
            let token = String(decoding: bytes[index..<tokenEnd], as: UTF8.self)
            // `-- why` gives a reason and `#` starts a remark: neither names a rule.
            if token == "--" || token.hasPrefix("#") { break }
            ruleIDs.append(Located(token, at: SourceRange(start: text.position(offset: index), end: text.position(offset: tokenEnd))))
            index = tokenEnd
        }
        return SuppressionComment(
            kind: kind, range: SourceRange(start: text.position(offset: offset), end: text.position(offset: end)), ruleIDs: ruleIDs
        )
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D
    }

    /// Where `needle` occurs in `bytes`, left to right and not overlapping.
    /// `memchr` finds each `needle[anchor]` and `memcmp` compares the needle
    /// around it: every spec is searched, and comparing each byte in turn
    /// took about nine instructions a byte.
    private static func offsets(of needle: [UInt8], anchor: Int, in bytes: [UInt8]) -> [Int] {
        guard needle.indices.contains(anchor), bytes.count >= needle.count else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return }
                // The next place the needle may start, and the last it can.
                var start = 0
                let last = bytes.count - needle.count
                while start <= last {
                    let searchFrom = start + anchor
                    guard let hit = memchr(base + searchFrom, Int32(needle[anchor]), last + anchor - searchFrom + 1) else { return }
                    let position = base.distance(to: UnsafeRawPointer(hit)) - anchor
                    if memcmp(base + position, patternBase, needle.count) == 0 {
                        found.append(position)
                        start = position + needle.count
                    } else {
                        start = position + 1
                    }
                }
            }
        }
        return found
    }
}

/// The byte spans of every scalar in a file, to tell a comment's `#` from
/// one inside a value.
private struct ScalarSpans {
    private var spans: [Range<Int>] = []

    init(_ file: YAMLFile) {
        // Aliases share nodes; the walk looks at each once.
        file.walkNodes { node in
            if node.scalarStyle != nil { spans.append(node.range.start.offset..<node.range.end.offset) }
            return .intoChildren
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
    }

    func contains(_ offset: Int) -> Bool {
        // Scalars do not overlap: only the last one starting at or before
        // `offset` can hold it.
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].lowerBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && spans[low - 1].contains(offset)
    }
}

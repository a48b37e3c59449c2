import Foundation

/// One key's entry of a `.strings` file, read without parsing the whole
/// file: a tab bar uses a handful of an app's thousands of keys, and an app
/// ships its table in dozens of languages, so parsing every file whole
/// costs more than the rest of linting the app. The entry is found by its
/// key's bytes, cut out, and parsed alone by Foundation's property-list
/// reader, in the file's own format: `"key" = "text";` (old style) or
/// `<key>key</key><string>text</string>` (XML). When it cannot be found
/// that way the caller parses the whole file, as before.
final class StringsFile {
    /// The file's bytes as UTF-8.
    let bytes: [UInt8]
    private let isXML: Bool
    /// Where its comments are (`/* … */`, or `<!-- … -->` in XML), in
    /// order, found once: each key looked up asks whether its entry is in
    /// one.
    private lazy var comments: [Range<Int>] = Self.comments(in: bytes, xml: isXML)

    init(_ bytes: [UInt8]) {
        let utf8 = Self.utf8(bytes)
        self.bytes = utf8
        isXML = utf8.first { !ByteSearch.isBlank($0) } == UInt8(ascii: "<")
    }

    /// A `.strings` file's bytes as UTF-8: a UTF-16 file (it starts with a
    /// byte-order mark) is transcoded once, so that keys are searched for
    /// in one encoding.
    private static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let isLittleEndian = bytes.starts(with: [0xFF, 0xFE])
        guard isLittleEndian || bytes.starts(with: [0xFE, 0xFF]) else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let pair = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(isLittleEndian ? pair.0 | pair.1 << 8 : pair.0 << 8 | pair.1)
            index += 2
        }
        // A second byte-order mark, which some tools write, is not text.
        return Array(String(decoding: units.drop(while: { $0 == 0xFEFF }), as: UTF16.self).utf8)
    }

    /// What a `.strings` file's UTF-8 bytes say of one key.
    enum Lookup: Equatable {
        /// The entry's text. When a file gives a key twice, the last entry
        /// wins, as it does when the file is read whole.
        case text(String)
        /// The key's bytes are nowhere in the file: a language the key is
        /// not translated into (common, and a whole parse would only say so
        /// more slowly).
        case absent
        /// Its entry is not found alone: the caller parses the file whole.
        case notFoundAlone
    }

    func lookUp(_ key: String) -> Lookup {
        guard !key.isEmpty else { return .notFoundAlone }
        if let text = lastText(of: key) { return .text(text) }
        return notFound(key)
    }

    /// What the file says of each of `keys`. The entries found are parsed
    /// together, one property-list parse for the file rather than one per
    /// key: a bar's titles are looked up in every language the app has, and
    /// each parse costs more than finding the entry. When the entries do
    /// not parse together, each key is looked up alone.
    func lookUp(_ keys: [String]) -> [String: Lookup] {
        var results: [String: Lookup] = [:]
        var entries: [(key: String, entry: ArraySlice<UInt8>)] = []
        for key in keys where results[key] == nil && !entries.contains(where: { $0.key == key }) {
            guard !key.isEmpty else {
                results[key] = .notFoundAlone
                continue
            }
            if let entry = lastEntry(of: key) {
                entries.append((key, entry))
            } else {
                results[key] = notFound(key)
            }
        }
        if !entries.isEmpty, let texts = texts(ofEntries: entries.map(\.entry)) {
            for (key, _) in entries { results[key] = texts[key].map(Lookup.text) ?? lookUp(key) }
        } else {
            for (key, _) in entries { results[key] = lookUp(key) }
        }
        return results
    }

    /// A key whose entry is not found alone: absent when its bytes are
    /// nowhere in the file. Only a key every format writes as its own
    /// bytes (no escapes) is known to be missing when those bytes are.
    private func notFound(_ key: String) -> Lookup {
        let writtenAsIs = key.utf8.allSatisfy { byte in
            (byte < 0x80 && DeclarationScan.isIdentifierByte(byte)) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
        }
        return writtenAsIs && !ByteSearch.contains(Array(key.utf8), in: bytes) ? .absent : .notFoundAlone
    }

    /// The key's last entry outside a comment, as the file writes it.
    private func lastEntry(of key: String) -> ArraySlice<UInt8>? {
        var last: ArraySlice<UInt8>?
        forEachEntry(of: key) { last = $0 }
        return last
    }

    /// The text of the key's last entry outside a comment that parses
    /// alone into that key.
    private func lastText(of key: String) -> String? {
        var text: String?
        forEachEntry(of: key) { entry in
            if let value = texts(ofEntries: [entry])?[key] { text = value }
        }
        return text
    }

    /// Entries parsed by Foundation's property-list reader, in the file's
    /// format (entries of a `.strings` file one after another; in XML,
    /// inside a `<plist><dict>` of their own), decoded straight into
    /// strings: Foundation's untyped property list bridges every value, a
    /// third more work.
    private func texts(ofEntries entries: [ArraySlice<UInt8>]) -> [String: String]? {
        var plist: [UInt8] = isXML ? Array("<plist><dict>".utf8) : []
        for entry in entries {
            plist += entry
            plist.append(UInt8(ascii: "\n"))
        }
        if isXML { plist += Array("</dict></plist>".utf8) }
        return try? PropertyListDecoder().decode([String: String].self, from: Data(plist))
    }

    /// Calls `body` with each entry of the key outside a comment, in file
    /// order.
    private func forEachEntry(of key: String, _ body: (ArraySlice<UInt8>) -> Void) {
        if isXML { xmlEntries(of: key, body) } else { oldStyleEntries(of: key, body) }
    }

    /// `"key" = "text";`, the entry alone on its line and outside a block
    /// comment. A key the file would have to escape is left to the whole
    /// parse.
    private func oldStyleEntries(of key: String, _ body: (ArraySlice<UInt8>) -> Void) {
        guard !key.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else { return }
        let quotedKey = Array("\"\(key)\"".utf8)
        forEachOccurrence(of: ByteSearch.Needle(quotedKey), body) { [bytes] start in
            guard Self.startsItsLine(start, in: bytes) else { return nil }
            var index = ByteSearch.skipBlanks(from: start + quotedKey.count, in: bytes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index = ByteSearch.skipBlanks(from: index + 1, in: bytes)
            guard let valueEnd = Self.quotedStringEnd(from: index, in: bytes) else { return nil }
            index = ByteSearch.skipBlanks(from: valueEnd, in: bytes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
            return bytes[start...index]
        }
    }

    /// `<key>key</key>` followed by `<string>text</string>`, outside an XML
    /// comment.
    private func xmlEntries(of key: String, _ body: (ArraySlice<UInt8>) -> Void) {
        guard !key.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return }
        let keyElement = Array("<key>\(key)</key>".utf8)
        let keyNeedle = ByteSearch.Needle(keyElement, anchoredWithin: "<key>".utf8.count..<(keyElement.count - "</key>".utf8.count))
        let stringOpen = Array("<string>".utf8)
        let stringClose = Array("</string>".utf8)
        forEachOccurrence(of: keyNeedle, body) { [bytes] start in
            let valueStart = ByteSearch.skipBlanks(from: start + keyElement.count, in: bytes)
            guard bytes[valueStart...].starts(with: stringOpen),
                  let close = ByteSearch.firstIndex(of: stringClose, in: bytes, from: valueStart + stringOpen.count)
            else { return nil }
            return bytes[start..<(close + stringClose.count)]
        }
    }

    /// Calls `body` with the entry `entry` finds at each occurrence of
    /// `needle` outside a comment.
    private func forEachOccurrence(of needle: ByteSearch.Needle, _ body: (ArraySlice<UInt8>) -> Void, entry: ([UInt8].Index) -> ArraySlice<UInt8>?) {
        var searchStart = 0
        while let found = ByteSearch.firstIndex(of: needle, in: bytes, from: searchStart) {
            searchStart = found + 1
            guard !isInsideComment(found), let entry = entry(found) else { continue }
            body(entry)
        }
    }

    private func isInsideComment(_ index: Int) -> Bool {
        // The last comment that starts before `index`, by binary search.
        var low = 0
        var high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].lowerBound < index { low = middle + 1 } else { high = middle }
        }
        return low > 0 && comments[low - 1].contains(index)
    }

    /// The comments' ranges, opening to closing marker; one left open runs
    /// to the end. Markers inside quoted text are not told apart: an entry
    /// wrongly thought commented out is read by the whole parse instead.
    private static func comments(in bytes: [UInt8], xml: Bool) -> [Range<Int>] {
        let open = Array((xml ? "<!--" : "/*").utf8)
        let close = Array((xml ? "-->" : "*/").utf8)
        // Anchored past the `<` of `<!--`, which every tag starts with.
        let openNeedle = ByteSearch.Needle(open, anchoredWithin: 1..<open.count)
        var comments: [Range<Int>] = []
        var searchStart = 0
        while let opened = ByteSearch.firstIndex(of: openNeedle, in: bytes, from: searchStart) {
            let end = ByteSearch.firstIndex(of: close, in: bytes, from: opened + open.count).map { $0 + close.count } ?? bytes.count
            comments.append(opened..<end)
            searchStart = end
        }
        return comments
    }

    /// Whether only blanks come between the line's start and `index`, so
    /// the entry is not the tail of a line comment or of another entry.
    private static func startsItsLine(_ index: Int, in bytes: [UInt8]) -> Bool {
        var before = index - 1
        while before >= 0, bytes[before] != UInt8(ascii: "\n") {
            guard bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") else { return false }
            before -= 1
        }
        return true
    }

    /// The index just past the quoted string that starts at `start`,
    /// escapes skipped.
    private static func quotedStringEnd(from start: Int, in bytes: [UInt8]) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return nil
    }
}

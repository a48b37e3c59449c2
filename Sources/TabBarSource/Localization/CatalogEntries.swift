import Foundation

/// One key's entry of a String Catalog, read without parsing the whole
/// catalog: a tab bar uses a handful of an app's thousands of keys, and a
/// large catalog (megabytes of JSON) costs more to parse than the rest of
/// linting the app. The entry is found by its key's bytes, cut out by
/// matching braces, and parsed by Foundation's JSON reader; when it cannot
/// be found that way the caller parses the whole catalog, as before.
enum CatalogEntries {
    /// The texts of `key` by language (the key itself in the source
    /// language when it has no text there), or nil when the entry is not
    /// found alone.
    static func texts(of key: String, in bytes: [UInt8], source: String) -> [String: String]? {
        // A key JSON would escape, or one that could also name a field
        // inside entries, is left to the whole parse.
        guard !key.isEmpty, !key.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            return nil
        }
        // The key between quotes: the key alone is searched and its quotes
        // checked where it is found, so the search anchors on one of the
        // key's bytes and not on a quote, which JSON has at every string.
        let keyBytes = Array(key.utf8)
        var searchStart = 1
        while let found = ByteSearch.firstIndex(of: keyBytes, in: bytes, from: searchStart) {
            searchStart = found + 1
            let afterKey = found + keyBytes.count
            guard bytes[found - 1] == UInt8(ascii: "\""), afterKey < bytes.count, bytes[afterKey] == UInt8(ascii: "\""),
                  let open = valueStart(after: afterKey + 1, in: bytes), bytes[open] == UInt8(ascii: "{"),
                  let end = valueEnd(from: open, in: bytes),
                  let entry = parse(bytes[open..<end]) as? [String: Any],
                  Set(entry.keys).isSubset(of: entryFields)
            else { continue }
            return texts(of: key, entry: entry, source: source)
        }
        return nil
    }

    /// What a catalog entry says: its `stringUnit` value per language, and
    /// the key itself in the source language unless that has a text. An
    /// empty value not yet translated (`"state": "new"` or `"needs_review"`)
    /// is a placeholder Xcode leaves for a translator: that language has no
    /// text yet, and the app falls back to the source language.
    static func texts(of key: String, entry: Any?, source: String) -> [String: String] {
        var texts: [String: String] = [source: key]
        let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
        for (language, localization) in localizations {
            guard let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any], let value = unit["value"] as? String else { continue }
            if value.isEmpty, let state = unit["state"] as? String, state != "translated" { continue }
            texts[language] = value
        }
        return texts
    }

    /// The fields of a catalog entry; an object with any other field is
    /// not an entry (a substitution or a localization that happens to be
    /// named like the key).
    private static let entryFields: Set<String> = ["comment", "extractionState", "localizations", "shouldTranslate"]

    /// `"sourceLanguage" : "en"`.
    static func sourceLanguage(in bytes: [UInt8]) -> String? {
        let quoted = Array("\"sourceLanguage\"".utf8)
        guard let found = ByteSearch.firstIndex(of: quoted, in: bytes),
              let open = valueStart(after: found + quoted.count, in: bytes), bytes[open] == UInt8(ascii: "\""),
              let end = valueEnd(from: open, in: bytes)
        else { return nil }
        return parse(bytes[open..<end]) as? String
    }

    /// The first byte of the value after a key: past blanks, `:` and blanks.
    private static func valueStart(after index: Int, in bytes: [UInt8]) -> Int? {
        let colon = ByteSearch.skipBlanks(from: index, in: bytes)
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
        let value = ByteSearch.skipBlanks(from: colon + 1, in: bytes)
        return value < bytes.count ? value : nil
    }

    /// The index just past the object or string that starts at `start`:
    /// braces are counted outside strings, and escapes inside them skipped.
    private static func valueEnd(from start: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var inString = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }

    private static func parse(_ value: ArraySlice<UInt8>) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(value), options: [.fragmentsAllowed])
    }
}

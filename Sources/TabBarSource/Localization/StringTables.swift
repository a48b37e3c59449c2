import Foundation

/// The app's string tables: `<lang>.lproj/<Table>.strings` (UTF-8 or
/// UTF-16, read with Foundation's property-list reader) and String Catalogs
/// (`<Table>.xcstrings`, JSON), and the development language from the Xcode
/// project, so a key in code can be shown the way the app shows it. A
/// table is read when a key is first looked up in it: an app ships dozens
/// of tables in dozens of languages, and its tab bar uses one or two.
final class StringTables {
    /// The language the app falls back to: the Xcode project's
    /// `developmentRegion`, else English. Read when first needed: a tree
    /// without a localized tab bar never opens its project files.
    lazy var developmentLanguage: String = Self.developmentRegion(projectFiles: projectFiles, read: read) ?? "en"
    private let projectFiles: [String]
    /// table name → key → language → text, for the tables read so far.
    private var tables: [String: [String: [String: String]]] = [:]
    /// table name → its files, not read yet.
    private var unread: [String: [String]] = [:]
    /// table name → String Catalogs read but not parsed: a key is looked up
    /// in one by its entry alone (`CatalogEntries`).
    private var unparsedCatalogs: [String: [UnparsedCatalog]] = [:]
    private struct UnparsedCatalog {
        let path: String
        let bytes: [UInt8]
        /// Its `sourceLanguage`, found once when it is read.
        let source: String?
    }
    /// table name → the keys already looked up in its unparsed catalogs.
    private var keysLookedUp: [String: Set<String>] = [:]
    private let read: (String) -> [UInt8]?
    /// Tables some file of which could not be read (a key looked up in one
    /// has an unknown text, not its fallback), with the file.
    private(set) var unreadable: [String: String] = [:]

    init(stringFiles: [String], projectFiles: [String], read: @escaping (String) -> [UInt8]?) {
        self.read = read
        self.projectFiles = projectFiles
        for path in stringFiles {
            let name = (path as NSString).lastPathComponent
            guard let dot = name.firstIndex(of: ".") else { continue }
            unread[String(name[..<dot]), default: []].append(path)
        }
    }

    /// A whole table: its files read, its catalogs parsed.
    private func table(_ name: String) -> [String: [String: String]] {
        readFiles(of: name)
        for catalog in unparsedCatalogs.removeValue(forKey: name) ?? [] {
            loadCatalog(catalog.bytes, table: name, path: catalog.path)
        }
        return tables[name] ?? [:]
    }

    /// Reads a table's files the first time it is asked for; catalogs are
    /// kept unparsed until a lookup needs more than one entry.
    private func readFiles(of name: String) {
        guard let paths = unread.removeValue(forKey: name) else { return }
        for path in paths {
            guard let bytes = read(path) else { continue }
            if path.hasSuffix(".xcstrings") {
                unparsedCatalogs[name, default: []].append(UnparsedCatalog(path: path, bytes: bytes, source: CatalogEntries.sourceLanguage(in: bytes)))
            } else if let language = Self.language(ofStringsAt: path) {
                loadStrings(bytes, table: name, language: language, path: path)
            }
        }
    }

    /// The key a generated accessor stands for: `tab_library` and
    /// `tabLibrary` stand for `tab.library` (case and punctuation ignored).
    func key(matchingIdentifier identifier: String) -> String? {
        if identifierIndex == nil {
            var index: [String: String] = [:]
            for key in table("Localizable").keys.sorted() { index[Self.normalized(key)] = index[Self.normalized(key)] ?? key }
            identifierIndex = index
        }
        return identifierIndex?[Self.normalized(identifier)]
    }

    private var identifierIndex: [String: String]?

    private static func normalized(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
    }

    /// The texts of a key, by language. In an unparsed catalog the key's
    /// entry is read alone; a catalog where it is not found that way is
    /// parsed whole (which also tells an unreadable one).
    func translations(of key: String, table: String?) -> [String: String] {
        let name = table ?? "Localizable"
        readFiles(of: name)
        if let catalogs = unparsedCatalogs[name], keysLookedUp[name, default: []].insert(key).inserted {
            var stillUnparsed: [UnparsedCatalog] = []
            for catalog in catalogs {
                if let texts = CatalogEntries.texts(of: key, in: catalog.bytes, source: catalog.source ?? developmentLanguage) {
                    tables[name, default: [:]][key] = texts
                    stillUnparsed.append(catalog)
                } else {
                    loadCatalog(catalog.bytes, table: name, path: catalog.path)
                }
            }
            unparsedCatalogs[name] = stillUnparsed.isEmpty ? nil : stillUnparsed
        }
        return tables[name]?[key] ?? [:]
    }

    /// `en.lproj/Localizable.strings` → `en`; `Base.lproj` holds the
    /// development language.
    private static func language(ofStringsAt path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    private func loadStrings(_ bytes: [UInt8], table: String, language: String, path: String) {
        let language = language == "Base" ? developmentLanguage : language
        // Some tools write a second byte-order mark; an empty table is empty.
        var bytes = bytes[...]
        while bytes.starts(with: [0xFF, 0xFE, 0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF, 0xFE, 0xFF]) { bytes = bytes.dropFirst(2) }
        guard !bytes.isEmpty else { return }
        let data = Data(bytes)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
              let entries = plist as? [AnyHashable: Any]
        else {
            unreadable[table] = path
            return
        }
        for (key, value) in entries {
            guard let key = key as? String, let text = value as? String else { continue }
            tables[table, default: [:]][key, default: [:]][language] = text
        }
    }

    /// A String Catalog: `{"sourceLanguage": "en", "strings": {KEY:
    /// {"localizations": {LANG: {"stringUnit": {"value": TEXT}}}}}}`. A key
    /// with no text in the source language shows the key itself.
    private func loadCatalog(_ bytes: [UInt8], table: String, path: String) {
        guard let catalog = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any]
        else {
            unreadable[table] = path
            return
        }
        let source = catalog["sourceLanguage"] as? String ?? developmentLanguage
        for (key, entry) in strings {
            tables[table, default: [:]][key] = CatalogEntries.texts(of: key, entry: entry, source: source)
        }
    }

    /// `developmentRegion = de;` in the first Xcode project that says.
    private static func developmentRegion(projectFiles: [String], read: (String) -> [UInt8]?) -> String? {
        XcodeProjectFile.values(of: "developmentRegion", inFiles: projectFiles, read: read).first.map { $0 == "English" ? "en" : $0 }
    }
}

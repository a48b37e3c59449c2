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
    /// table name → key → language → text, for the keys looked up so far
    /// and the files parsed whole.
    private var tables: [String: [String: [String: String]]] = [:]
    /// table name → its files, not read yet.
    private var unread: [String: [String]] = [:]
    /// table name → its files read but not parsed: a key is looked up in
    /// each by its entry alone (`CatalogEntries`, `StringsFile`).
    private var unparsed: [String: [UnparsedFile]] = [:]
    private struct UnparsedFile {
        let path: String
        let kind: Kind

        enum Kind {
            /// A String Catalog's bytes and its `sourceLanguage`, found once
            /// when it is read.
            case catalog(bytes: [UInt8], source: String?)
            /// A `<language>.lproj` file (`Base` for the development language).
            case strings(language: String, file: StringsFile)
        }
    }
    /// table name → the keys already looked up in its unparsed files.
    private var keysLookedUp: [String: Set<String>] = [:]
    private let read: (String) -> [UInt8]?
    /// Tables some file of which could not be read (a key looked up in one
    /// has an unknown text, not its fallback), with the file.
    private(set) var unreadable: [String: String] = [:]

    init(stringFiles: [String], projectFiles: [String], read: @escaping (String) -> [UInt8]?) {
        self.read = read
        self.projectFiles = projectFiles
        for path in stringFiles {
            let name = Self.components(of: path).last ?? ""
            guard let dot = name.firstIndex(of: ".") else { continue }
            unread[String(name[..<dot]), default: []].append(path)
        }
    }

    /// Reads a table's files the first time it is asked for, keeping them
    /// unparsed.
    private func readFiles(of name: String) {
        guard let paths = unread.removeValue(forKey: name) else { return }
        for path in paths {
            guard let bytes = read(path) else { continue }
            if path.hasSuffix(".xcstrings") {
                unparsed[name, default: []].append(UnparsedFile(path: path, kind: .catalog(bytes: bytes, source: CatalogEntries.sourceLanguage(in: bytes))))
            } else if let language = Self.language(ofStringsAt: path) {
                unparsed[name, default: []].append(UnparsedFile(path: path, kind: .strings(language: language, file: StringsFile(bytes))))
            }
        }
    }

    /// The key a generated accessor stands for: `tab_library` and
    /// `tabLibrary` stand for `tab.library` (case and punctuation ignored).
    /// The keys are those of the development language's files (every file
    /// when the table has none in that language).
    func key(matchingIdentifier identifier: String) -> String? {
        if identifierIndex == nil {
            var index: [String: String] = [:]
            for key in developmentKeys(of: "Localizable").sorted() {
                let normalized = Self.normalized(key)
                if index[normalized] == nil { index[normalized] = key }
            }
            identifierIndex = index
        }
        return identifierIndex?[Self.normalized(identifier)]
    }

    private var identifierIndex: [String: String]?

    private static func normalized(_ text: String) -> String {
        if let ascii = text.asciiLettersAndDigitsLowercased { return ascii }
        var kept = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars where isAlphanumeric(scalar) { kept.append(scalar) }
        return String(kept)
    }

    /// Letters, marks and digits, as Foundation's `CharacterSet.alphanumerics`
    /// has them, told by the scalar's category: that set's getter costs a
    /// dynamic cast per call on Linux, which for an app with many keys was
    /// a fifth of its lint.
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Every key of a table's development-language files and catalogs,
    /// which are parsed whole for it.
    private func developmentKeys(of name: String) -> Dictionary<String, [String: String]>.Keys {
        readFiles(of: name)
        let files = unparsed[name] ?? []
        let development = files.filter { file in
            switch file.kind {
            case .catalog: true
            case .strings(let language, _): language == "Base" || language == developmentLanguage
            }
        }
        let parsedPaths = Set((development.isEmpty ? files : development).map(\.path))
        for file in files where parsedPaths.contains(file.path) { parseWhole(file, table: name) }
        let rest = files.filter { !parsedPaths.contains($0.path) }
        unparsed[name] = rest.isEmpty ? nil : rest
        return (tables[name] ?? [:]).keys
    }

    /// The texts of a key, by language.
    func translations(of key: String, table: String?) -> [String: String] {
        lookUp([key], table: table)
        return tables[table ?? "Localizable"]?[key] ?? [:]
    }

    /// Looks up keys of a table not looked up yet, all at once: in each
    /// unparsed file the keys' entries are read alone (`StringsFile`,
    /// `CatalogEntries`), and a file where one is not found that way is
    /// parsed whole (which also tells an unreadable one). A bar's keys are
    /// looked up together, since a file's entries cost one parse together.
    func lookUp(_ keys: [String], table: String?) {
        let name = table ?? "Localizable"
        readFiles(of: name)
        let newKeys = keys.filter { keysLookedUp[name, default: []].insert($0).inserted }
        guard let files = unparsed[name], !newKeys.isEmpty else { return }
        var stillUnparsed: [UnparsedFile] = []
        for file in files {
            var textsByKey: [String: [String: String]] = [:]
            var foundAlone = true
            switch file.kind {
            case .catalog(let bytes, let source):
                for key in newKeys {
                    guard let texts = CatalogEntries.texts(of: key, in: bytes, source: source ?? developmentLanguage) else {
                        foundAlone = false
                        break
                    }
                    textsByKey[key] = texts
                }
            case .strings(let language, let strings):
                for (key, lookup) in strings.lookUp(newKeys) {
                    switch lookup {
                    case .text(let text): textsByKey[key] = [self.language(language): text]
                    case .absent: textsByKey[key] = [:]
                    case .notFoundAlone: foundAlone = false
                    }
                }
            }
            for (key, texts) in textsByKey {
                tables[name, default: [:]][key, default: [:]].merge(texts) { _, new in new }
            }
            // The texts found alone are kept: a file that cannot be parsed
            // whole still gives them, whichever key was looked up first.
            if foundAlone { stillUnparsed.append(file) } else { parseWhole(file, table: name) }
        }
        unparsed[name] = stillUnparsed.isEmpty ? nil : stillUnparsed
    }

    private func parseWhole(_ file: UnparsedFile, table: String) {
        switch file.kind {
        case .catalog(let bytes, _): loadCatalog(bytes, table: table, path: file.path)
        case .strings(let language, let strings): loadStrings(strings.bytes, table: table, language: self.language(language), path: file.path)
        }
    }

    /// `Base.lproj` holds the development language.
    private func language(_ folderLanguage: String) -> String {
        folderLanguage == "Base" ? developmentLanguage : folderLanguage
    }

    /// `en.lproj/Localizable.strings` → `en`.
    private static func language(ofStringsAt path: String) -> String? {
        let components = components(of: path)
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// A path's names, split at its slashes (NSString's path methods cost
    /// tens of thousands of instructions a call on Linux; an app has
    /// hundreds of tables).
    private static func components(of path: String) -> [Substring] {
        path.split(separator: "/")
    }

    private func loadStrings(_ bytes: [UInt8], table: String, language: String, path: String) {
        // An empty table is empty.
        guard !bytes.isEmpty else { return }
        let data = Data(bytes)
        // Decoded straight into strings when every value is one (a third
        // less work than Foundation's untyped property list); a table with
        // other values keeps its strings.
        if let entries = try? PropertyListDecoder().decode([String: String].self, from: data) {
            for (key, text) in entries { tables[table, default: [:]][key, default: [:]][language] = text }
            return
        }
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

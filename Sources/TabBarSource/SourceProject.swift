#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSyntax
import TabBarYAML

/// The Swift files of one app tree, read when first needed and parsed at
/// most once. Only the files that mention a tab API are parsed up front; the
/// enums, view controllers and string helpers a bar refers to are found by a
/// byte search for their declarations and parsed on demand, so a large app
/// costs little more than its tab-bar files.
final class SourceProject {
    /// Every Swift file of the tree, in sorted order.
    let swiftPaths: [String]
    private let read: (String) -> [UInt8]?
    /// Each of `swiftPaths` by its index there: hashed once each, with room
    /// made for all of them up front.
    private let indexByPath: [String: Int]
    private var parsedByPath: [String: SwiftSourceFile] = [:]
    private var declarationsByName: [String: [TypeDeclaration]] = [:]
    private var declarationsByPathAndName: [PathAndName: [TypeDeclaration]] = [:]
    /// `files(declaring:)` by name.
    private var declaringPathsByName: [String: [String]] = [:]
    private var functionsByName: [String: [(FunctionDeclSyntax, SwiftSourceFile)]] = [:]
    private var aliasedTypesByName: [String: [String]] = [:]
    private var callsByName: [String: [(FunctionCallExprSyntax, SwiftSourceFile)]] = [:]

    /// The bytes of each of `swiftPaths`, once read: the prefilter and the
    /// searches of the whole tree go through them by index (Pocket Casts:
    /// about 31,000 files searched in one lint), which costs less than
    /// hashing each path.
    private var bytesByIndex: [[UInt8]??]

    init(swiftPaths: [String], read: @escaping (String) -> [UInt8]?) {
        self.swiftPaths = swiftPaths
        self.read = read
        bytesByIndex = Array(repeating: nil, count: swiftPaths.count)
        var indexByPath = [String: Int](minimumCapacity: swiftPaths.count)
        for (index, path) in swiftPaths.enumerated() { indexByPath[path] = index }
        self.indexByPath = indexByPath
    }

    /// Where a path is in `swiftPaths`.
    func index(of path: String) -> Int? {
        indexByPath[path]
    }

    /// A file's bytes; read each time for a path outside `swiftPaths`.
    func bytes(of path: String) -> [UInt8]? {
        guard let index = index(of: path) else { return read(path) }
        return bytes(at: index)
    }

    /// The bytes of `swiftPaths[index]`.
    func bytes(at index: Int) -> [UInt8]? {
        if let cached = bytesByIndex[index] { return cached }
        let bytes = read(swiftPaths[index])
        bytesByIndex[index] = .some(bytes)
        return bytes
    }

    /// The paths of the Swift files whose bytes satisfy `test`, in path order.
    private func paths(where test: ([UInt8]) -> Bool) -> [String] {
        swiftPaths.indices.filter { index in bytes(at: index).map(test) ?? false }.map { swiftPaths[$0] }
    }

    /// The files parsed whole so far (not the cuts of `MemberCut`).
    var wholeFiles: ParsedSwiftFiles {
        var parsed = ParsedSwiftFiles()
        for (path, file) in parsedByPath {
            guard let bytes = bytes(of: path) else { continue }
            parsed.byPath[path] = (bytes, file.tree)
        }
        return parsed
    }

    func file(_ path: String) -> SwiftSourceFile? {
        if let parsed = parsedByPath[path] { return parsed }
        guard let bytes = bytes(of: path) else { return nil }
        let parsed = SwiftSourceFile(path: path, bytes: bytes)
        parsedByPath[path] = parsed
        return parsed
    }

    /// The declarations of a type, its extensions included, in path order.
    func declarations(ofType name: String) -> [TypeDeclaration] {
        if let cached = declarationsByName[name] { return cached }
        let found = files(declaring: name).flatMap { declarations(ofType: name, inFile: $0) }
        declarationsByName[name] = found
        return found
    }

    /// The declarations of a type in the files where one of `words` is
    /// written as a whole identifier, in path order: a member looked up by
    /// name can only be declared where its name is written, and a type's
    /// other files (a generated strings file's extensions, a controller's
    /// table view extensions) need not be parsed for it.
    ///
    /// With `cutFor`, a file not parsed yet is parsed cut down to what
    /// looking up those members needs (`MemberCut`) where the cut is exact:
    /// for reading the members, not the rest of the type (none: whether
    /// the file declares the type).
    func declarations(ofType name: String, mentioningAnyOf words: [String], cutFor members: [String]? = nil) -> [TypeDeclaration] {
        declarations(ofType: name, mentioning: .anyOf(words), cutFor: members)
    }

    /// The declarations of a type in the files whose bytes show `mention`,
    /// in path order (see `declarations(ofType:mentioningAnyOf:cutFor:)`);
    /// with `naming`, only in the files where each of those words is
    /// written (the types a nested type is declared in).
    func declarations(
        ofType name: String, mentioning mention: MemberMention, cutFor members: [String]? = nil, naming words: [String] = []
    ) -> [TypeDeclaration] {
        files(declaring: name).filter { path in
            // Asked again for each step of a chain (`L10n.Tab.home`), read once:
            // a generated strings file names `L10n` thousands of times.
            let key = MentionInFile(path: path, mention: mention)
            if let known = mentionsInFiles[key] { return known }
            let written = bytes(of: path).map(mention.isWritten) ?? false
            mentionsInFiles[key] = written
            return written
        }.filter { path in
            words.isEmpty || writes(words.map { ByteSearch.Needle(Array($0.utf8)) }, inFile: path)
        }.flatMap { declarations(ofType: name, inFile: $0, cutFor: members, purpose: mention.cutPurpose, reading: mention.reading) }
    }

    /// Whether the app declares a type of that name: the files already
    /// parsed are asked first, and the others parsed only until one does.
    func declaresType(_ name: String) -> Bool {
        if let cached = declarationsByName[name] { return !cached.isEmpty }
        let paths = files(declaring: name)
        // Of the files not parsed yet, the smallest first: any one that
        // declares the type or extends it answers (Yattee's settings type
        // is extended in files of 1 KB and of 42 KB); a large one is cut
        // down to its types' headers (no member).
        let unparsed = paths.filter { parsedByPath[$0] == nil }.sorted { (bytes(of: $0)?.count ?? 0, $0) < (bytes(of: $1)?.count ?? 0, $1) }
        let parsedFirst = paths.filter { parsedByPath[$0] != nil } + unparsed
        return parsedFirst.contains { !declarations(ofType: name, inFile: $0, cutFor: [], reading: .headers).isEmpty }
    }

    private func declarations(
        ofType name: String, inFile path: String, cutFor members: [String]? = nil, purpose: MemberCut.Purpose = .declarations,
        reading: MemberCut.Reading = .properties
    ) -> [TypeDeclaration] {
        let key = PathAndName(path: path, name: name)
        if let cached = declarationsByPathAndName[key] { return cached }
        if let members, parsedByPath[path] == nil,
           let cut = cutFile(path, for: members, ofType: name, purpose: purpose, reading: reading)
        {
            return declarations(ofType: name, in: cut, key: PathAndName(path: path, name: name, members: members, purpose: purpose))
        }
        guard let file = file(path) else { return [] }
        return declarations(ofType: name, in: file, key: key)
    }

    private func declarations(ofType name: String, in file: SwiftSourceFile, key: PathAndName) -> [TypeDeclaration] {
        if let cached = declarationsByPathAndName[key] { return cached }
        let finder = TypeDeclarationFinder(name: name)
        finder.walk(file.tree)
        let found = finder.found.map { TypeDeclaration(syntax: $0, file: file) }
        declarationsByPathAndName[key] = found
        return found
    }

    /// A large file cut down to what looking up `members` in the type
    /// `typeName` needs, parsed; nil when the cut may not be exact, or the
    /// file is small or the cut large beside the file and its other cuts
    /// (`MemberCut.Reading.minimumFileSize`, `MemberCut.isWorthParsing`).
    private func cutFile(
        _ path: String, for members: [String], ofType typeName: String, purpose: MemberCut.Purpose, reading: MemberCut.Reading
    ) -> SwiftSourceFile? {
        let key = PathAndName(path: path, name: typeName, members: members, purpose: purpose)
        if let cached = cutFiles[key] { return cached }
        var cut: SwiftSourceFile?
        if let bytes = bytes(of: path), bytes.count >= reading.minimumFileSize,
           let pieces = MemberCut.cut(
               bytes, members: members.map { Array($0.utf8) }, ofType: Array(typeName.utf8), for: purpose, map: &fileMaps[path, default: .init()]
           ),
           MemberCut.isWorthParsing(pieces.bytes.count, besides: cutBytes[path, default: 0], of: bytes.count)
        {
            // One file's cuts share its line table.
            let text = cutTexts[path] ?? SourceText(bytes, lineBreaks: .swift)
            cutTexts[path] = text
            let file = SwiftSourceFile(path: path, text: text, cut: pieces)
            cut = file.tree.hasError ? nil : file
            cutBytes[path, default: 0] += pieces.bytes.count
        }
        cutFiles[key] = .some(cut)
        return cut
    }

    /// `cutFile(_:for:ofType:purpose:)` by path, type, member and purpose;
    /// nil where the cut was not made.
    private var cutFiles: [PathAndName: SwiftSourceFile?] = [:]
    private var cutTexts: [String: SourceText] = [:]
    /// The bytes parsed so far in the cuts of each file.
    private var cutBytes: [String: Int] = [:]
    /// What the cuts of each file so far learned of its layout.
    private var fileMaps: [String: MemberCut.FileMap] = [:]

    private struct MentionInFile: Hashable {
        let path: String
        let mention: MemberMention
    }

    /// Whether each file's bytes show a mention, by file and mention.
    private var mentionsInFiles: [MentionInFile: Bool] = [:]

    /// A property of a type: one binding of a `var` or `let` member.
    struct Property {
        let variable: VariableDeclSyntax
        let binding: PatternBindingSyntax
        let declaration: TypeDeclaration
    }

    /// The properties one declaration of a type declares, by name (`var
    /// a, b: Int` declares two).
    func properties(of declaration: TypeDeclaration) -> [String: [Property]] {
        members(of: declaration).properties
    }

    /// The methods of that name one declaration of a type declares, in the
    /// order written.
    func methods(named name: String, in declaration: TypeDeclaration) -> [FunctionDeclSyntax] {
        members(of: declaration).methods[name] ?? []
    }

    /// The methods of that name in all of a type's declarations, with the
    /// file each is in.
    func methods(named name: String, ofType typeName: String) -> [(function: FunctionDeclSyntax, file: SwiftSourceFile)] {
        declarations(ofType: typeName, mentioning: .functionDeclaration(name), cutFor: [name]).flatMap { declaration in
            methods(named: name, in: declaration).map { ($0, declaration.file) }
        }
    }

    /// A declaration's properties and methods by name, indexed once per
    /// declaration: a generated strings enum has thousands of members, and
    /// every lookup would walk them all.
    private struct MemberIndex {
        var properties: [String: [Property]] = [:]
        var methods: [String: [FunctionDeclSyntax]] = [:]
    }

    private func members(of declaration: TypeDeclaration) -> MemberIndex {
        if let cached = membersByDeclaration[declaration.syntax.id] { return cached }
        var index = MemberIndex()
        var items = Array(declaration.memberBlock?.members ?? [])
        var next = 0
        while next < items.count {
            let item = items[next]
            next += 1
            // `#if canImport(SwiftUI) var swiftUIImage … #endif`: the members
            // of every clause an iPhone or iPad build may compile, in order.
            if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                let compiled = ifConfig.clauses.filter { clause in
                    clause.condition.map { CompilationConditions.evaluate($0, on: .iOS) != false } ?? true
                }.flatMap { clause -> [MemberBlockItemSyntax] in
                    if case .decls(let members)? = clause.elements { return Array(members) }
                    return []
                }
                items.insert(contentsOf: compiled, at: next)
                continue
            }
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                index.methods[function.name.text, default: []].append(function)
                continue
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                // `` `default` `` is the property `.default` reads.
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.filter({ $0 != "`" }) else { continue }
                index.properties[name, default: []].append(Property(variable: variable, binding: binding, declaration: declaration))
            }
        }
        membersByDeclaration[declaration.syntax.id] = index
        return index
    }

    private var membersByDeclaration: [SyntaxIdentifier: MemberIndex] = [:]

    private struct PathAndName: Hashable {
        let path: String
        let name: String
        /// For declarations found in a file cut down to some members': the
        /// members, and what the cut was for.
        var members: [String]?
        var purpose = MemberCut.Purpose.declarations
    }

    /// The functions of the app named `name` (methods and free functions),
    /// found by a byte search for `func name` and parsed on demand.
    func functions(named name: String) -> [(FunctionDeclSyntax, SwiftSourceFile)] {
        if let cached = functionsByName[name] { return cached }
        let found = files(mentioning: "func \(name)").flatMap { functions(named: name, inFile: $0) }
        functionsByName[name] = found
        return found
    }

    /// The first of `functions(named:)` that `accepts` takes, the files
    /// parsed in path order only until one has it: a helper called on a
    /// child (`vc.scrollToTop()`) is read from the first body found, and
    /// Mastodon's 36 KB home timeline controller, which declares one too,
    /// need not be parsed.
    func firstFunction(named name: String, where accepts: (FunctionDeclSyntax) -> Bool) -> (FunctionDeclSyntax, SwiftSourceFile)? {
        if let cached = functionsByName[name] { return cached.first { accepts($0.0) } }
        for path in files(mentioning: "func \(name)") {
            if let found = functions(named: name, inFile: path).first(where: { accepts($0.0) }) { return found }
        }
        return nil
    }

    private func functions(named name: String, inFile path: String) -> [(FunctionDeclSyntax, SwiftSourceFile)] {
        let key = PathAndName(path: path, name: name)
        if let cached = functionsByPathAndName[key] { return cached }
        guard let file = file(path) else { return [] }
        let finder = FunctionDeclarationFinder(name: name)
        finder.walk(file.tree)
        let found = finder.found.map { ($0, file) }
        functionsByPathAndName[key] = found
        return found
    }

    private var functionsByPathAndName: [PathAndName: [(FunctionDeclSyntax, SwiftSourceFile)]] = [:]

    /// The types an alias of the app's names (`typealias TabItem = Base &
    /// Routing` gives `Base`, `Routing`): a class that inherits the alias
    /// inherits them. Empty when the app declares no alias of that name.
    func aliasedTypes(_ name: String) -> [String] {
        if let cached = aliasedTypesByName[name] { return cached }
        // Searched once (`files(mentioning:)` keeps it): the superclass walk
        // asks about every system class and protocol name it meets.
        let declaring = files(mentioning: "typealias ")
        let needle = Array("typealias \(name)".utf8)
        var found: [String] = []
        for path in declaring where bytes(of: path).map({ ByteSearch.contains(needle, in: $0) }) ?? false {
            guard let file = file(path) else { continue }
            let finder = TypeAliasFinder(name: name)
            finder.walk(file.tree)
            found += finder.aliased
        }
        aliasedTypesByName[name] = found
        return found
    }

    /// The calls of a function, method or initializer named `name` in the
    /// app (`reset(viewControllers:)`, `x.reset(…)`, `Container(tabs:)`,
    /// `Container { … }`), found by a byte search for the name followed by
    /// what a call can follow it with, and parsed on demand. With `label`,
    /// only the files where that argument label is written as a word are
    /// searched (`register(defaults:)`: the files of Yattee that call
    /// other `register` methods are not parsed); the calls without it are
    /// the caller's to pass over.
    ///
    /// With `owner`, only the files that name that type (a static method's
    /// calls do: `Welcome.make(…)`) are parsed.
    func calls(named name: String, label: String? = nil, inFilesNaming owner: String? = nil) -> [(FunctionCallExprSyntax, SwiftSourceFile)] {
        let key = (label.map { "\(name)(\($0):" } ?? name) + (owner.map { " in " + $0 } ?? "")
        if let cached = callsByName[key] { return cached }
        // The name itself as a whole word: `SupportAppView(` calls no `AppView`.
        let needles = [name, label, owner].compactMap { $0.map { ByteSearch.Needle(Array($0.utf8)) } }
        var found: [(FunctionCallExprSyntax, SwiftSourceFile)] = []
        for path in files(mentioning: name, alsoOneOf: [["\(name)(", "\(name) {", "\(name){", "\(name)<"]])
            where needles.allSatisfy({ needle in bytes(of: path).map { ByteSearch.containsWord(needle, in: $0) } ?? false })
        {
            guard let file = file(path) else { continue }
            let finder = CallFinder(names: [name], includesMethods: true)
            finder.walk(file.tree)
            found += finder.calls.map { ($0, file) }
        }
        callsByName[key] = found
        return found
    }

    /// The declarations of a type named by a path (`ContentView.Tab`): only
    /// those nested in the named types, so one `enum Tab` of many is meant.
    func declarations(ofPath path: [String]) -> [TypeDeclaration] {
        guard let name = path.last else { return [] }
        return Self.nested(declarations(ofType: name), in: path)
    }

    /// The `enum` declarations of a type named by a path, from the files
    /// that declare an enum of that name: its cases are there, and the
    /// files that only extend it (a generated strings enum's extensions)
    /// are not parsed for them. With `cutFor`, cut down to that member's
    /// declarations as in `declarations(ofType:mentioningAnyOf:cutFor:)`.
    func enumDeclarations(ofPath path: [String], cutFor members: [String]? = nil) -> [TypeDeclaration] {
        guard let name = path.last else { return [] }
        let needle = ByteSearch.Needle(Array(name.utf8))
        // Nested in other types (`L10n.Scene.Search`), it is declared in a
        // file that names them: an API client's `enum Search` is not parsed.
        let enclosing = path.dropLast().map { ByteSearch.Needle(Array($0.utf8)) }
        let enums = files(declaring: name).filter { path in
            (bytes(of: path).map { DeclarationScan.declares(needle, in: $0, keywords: DeclarationScan.enumKeyword) } ?? false)
                && writes(enclosing, inFile: path)
        }.flatMap { declarations(ofType: name, inFile: $0, cutFor: members) }.filter { $0.syntax.is(EnumDeclSyntax.self) }
        return Self.nested(enums, in: path)
    }

    /// The `class` declarations of a type, from the files that declare a
    /// class of that name: a superclass is there, and the many files that
    /// only extend a system class (`extension UIViewController`) are not
    /// parsed for it. Their headers alone: a file not parsed yet is cut
    /// down to its types' headers (Mastodon's notification service, which
    /// nests a second `NotificationViewModel`).
    func classDeclarations(named name: String) -> [TypeDeclaration] {
        let needle = ByteSearch.Needle(Array(name.utf8))
        return files(declaring: name).filter { path in
            bytes(of: path).map { DeclarationScan.declares(needle, in: $0, keywords: DeclarationScan.classKeyword) } ?? false
        }.flatMap { declarations(ofType: name, inFile: $0, cutFor: [], reading: .headers) }.filter { $0.syntax.is(ClassDeclSyntax.self) }
    }

    /// The declarations whose full path ends in `path`: the types they are
    /// nested in, then what they declare (`extension Defaults.Keys` is
    /// `Defaults.Keys` though nested in nothing).
    static func nested(_ declarations: [TypeDeclaration], in path: [String]) -> [TypeDeclaration] {
        guard path.count > 1 else { return declarations }
        return declarations.filter { declaration in
            let full = declaration.enclosingTypeNames + (TypeDeclaration.declaredPath(of: Syntax(declaration.syntax)) ?? [])
            return full.suffix(path.count).elementsEqual(path)
        }
    }

    /// The files that declare or extend a type of that name (`class X`,
    /// `struct X`, `enum X`, `extension X`), found in their bytes without
    /// parsing.
    private func files(declaring name: String) -> [String] {
        if let cached = declaringPathsByName[name] { return cached }
        let needle = ByteSearch.Needle(Array(name.utf8))
        let declaring = paths { DeclarationScan.declares(needle, in: $0) }
        declaringPathsByName[name] = declaring
        return declaring
    }

    /// Whether a file writes each of the words as a whole identifier.
    private func writes(_ words: [ByteSearch.Needle], inFile path: String) -> Bool {
        bytes(of: path).map { bytes in words.allSatisfy { ByteSearch.containsWord($0, in: bytes) } } ?? false
    }

    /// The app's Swift files whose bytes contain `token`, in path order.
    func files(mentioning token: String) -> [String] {
        // A search of the whole tree, asked again for each child a helper
        // is called on (`vc.configureTabBarItem()`: Mastodon's five tabs).
        if let cached = mentioningPathsByToken[token] { return cached }
        let needle = ByteSearch.Needle(Array(token.utf8))
        let mentioning = paths { ByteSearch.contains(needle, in: $0) }
        mentioningPathsByToken[token] = mentioning
        return mentioning
    }

    private var mentioningPathsByToken: [String: [String]] = [:]

    /// The app's Swift files whose bytes contain `token` and, for each
    /// group of `alsoOneOf`, one of its tokens: a search that must parse
    /// what it finds is narrowed by every word the code it looks for has
    /// to contain.
    func files(mentioning token: String, alsoOneOf groups: [[String]]) -> [String] {
        let needles = groups.map { $0.map { ByteSearch.Needle(Array($0.utf8)) } }
        return files(mentioning: token).filter { path in
            guard let bytes = bytes(of: path) else { return false }
            return needles.allSatisfy { group in group.contains { ByteSearch.contains($0, in: bytes) } }
        }
    }
}

/// What a file's bytes must show for a lookup of a type's member to read
/// its declarations of the type there: a file that does not show it holds
/// nothing the lookup is after, and is not parsed for it.
enum MemberMention: Hashable {
    /// One of these words, whole: anything that declares or uses a member
    /// of one of these names.
    case anyOf([String])
    /// `func name`: a declaration of a method of that name.
    case functionDeclaration(String)
    /// `var name`, `let name`, or `, name` in a list of bindings: a
    /// declaration of a property of that name.
    case propertyDeclaration(String)
    /// The name followed by `=` (not `==`), `+=`, a comment, or `.` and a
    /// mutating method (`name.append(`): what `AssignmentFinder` reads as a
    /// change to a stored property of that name (`self.name = x` too).
    case change(String)

    /// What the lookup reads: code for a method (`func name`) or a
    /// controller's initializers and set-up, which are found by `anyOf`
    /// as `init` has no keyword before it.
    var reading: MemberCut.Reading {
        switch self {
        case .anyOf, .functionDeclaration: .code
        case .propertyDeclaration, .change: .properties
        }
    }

    /// What a cut of a file for this lookup keeps.
    var cutPurpose: MemberCut.Purpose {
        if case .change = self { return .changes }
        return .declarations
    }

    func isWritten(in bytes: [UInt8]) -> Bool {
        switch self {
        case .anyOf(let words):
            return words.contains { ByteSearch.containsWord(ByteSearch.Needle(Array($0.utf8)), in: bytes) }
        case .functionDeclaration(let name):
            return DeclarationScan.declares(ByteSearch.Needle(Array(name.utf8)), in: bytes, keywords: DeclarationScan.funcKeyword)
        case .propertyDeclaration(let name):
            return DeclarationScan.declaresProperty(ByteSearch.Needle(Array(name.utf8)), in: bytes)
        case .change(let name):
            return ChangeScan.mayChange(ByteSearch.Needle(Array(name.utf8)), in: bytes)
        }
    }
}

/// Where a file may change a property of a name: each whole-word mention
/// of it is read on to the next code byte.
enum ChangeScan {
    static func mayChange(_ search: ByteSearch.Needle, in bytes: [UInt8]) -> Bool {
        guard !search.bytes.isEmpty else { return false }
        return ByteSearch.containsWord(search, in: bytes) { _, end in isChange(after: end, in: bytes) }
    }

    /// Whether what follows a mention of the name, from `end`, makes it a change.
    static func isChange(after end: Int, in bytes: [UInt8]) -> Bool {
        let next = ByteSearch.skipBlanks(from: end, in: bytes)
        guard next < bytes.count else { return false }
        let following = next + 1 < bytes.count ? bytes[next + 1] : 0
        switch bytes[next] {
        case UInt8(ascii: "="):
            return following != UInt8(ascii: "=")
        case UInt8(ascii: "+"):
            return following == UInt8(ascii: "=")
        case UInt8(ascii: "/"):
            // `name /* … */ = x` would be a change: a comment there is
            // taken as one.
            return following == UInt8(ascii: "/") || following == UInt8(ascii: "*")
        case UInt8(ascii: "."):
            var methodEnd = ByteSearch.skipBlanks(from: next + 1, in: bytes)
            let methodStart = methodEnd
            while methodEnd < bytes.count, DeclarationScan.isIdentifierByte(bytes[methodEnd]) { methodEnd += 1 }
            guard let method = String(validating: bytes[methodStart..<methodEnd], as: UTF8.self) else { return false }
            return LocalDeclarations.mutatingMethods.contains(method)
        default:
            return false
        }
    }
}

/// A type's declaration or one of its extensions, with its file.
struct TypeDeclaration {
    let syntax: DeclSyntax
    let file: SwiftSourceFile

    private var group: (any DeclGroupSyntax)? { syntax.asProtocol(DeclGroupSyntax.self) }

    var memberBlock: MemberBlockSyntax? { group?.memberBlock }

    /// The types it is nested in, outermost first.
    var enclosingTypeNames: [String] {
        syntax.parent.map(Self.typePath(around:)) ?? []
    }

    /// The path of the types a node is written in, outermost first
    /// (`["TabLook", "Style"]` inside `enum Style` inside `struct TabLook`).
    static func typePath(around node: Syntax) -> [String] {
        var names: [String] = []
        var current: Syntax? = node
        while let node = current {
            if let path = declaredPath(of: node) { names.insert(contentsOf: path, at: 0) }
            current = node.parent
        }
        return names
    }

    /// Whether it is declared `@propertyWrapper`.
    var isPropertyWrapper: Bool {
        group?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "propertyWrapper" } ?? false
    }

    /// The names in its inheritance clause (superclass and protocols).
    var inheritedNames: [String] {
        group?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedText } ?? []
    }

    /// The type a declaration declares or extends, as a path: `[AppTab]`
    /// for `enum AppTab`, `[L10n, Tab]` for `extension L10n.Tab`; nil for
    /// anything else.
    ///
    /// Told by the node's kind first: the walk for a type's declarations
    /// asks every node it passes (17,500 in Mastodon), and a cast to each
    /// declaration type or to `NamedDeclSyntax` costs more than the kind.
    static func declaredPath(of node: Syntax) -> [String]? {
        switch node.kind {
        case .extensionDecl:
            return node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedText.split(separator: ".").map(String.init)
        case .enumDecl: return node.as(EnumDeclSyntax.self).map { [$0.name.text] }
        case .structDecl: return node.as(StructDeclSyntax.self).map { [$0.name.text] }
        case .classDecl: return node.as(ClassDeclSyntax.self).map { [$0.name.text] }
        case .actorDecl: return node.as(ActorDeclSyntax.self).map { [$0.name.text] }
        default: return nil
        }
    }
}

/// Finds the functions of one name.
private final class FunctionDeclarationFinder: SyntaxVisitor {
    let name: String
    var found: [FunctionDeclSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { found.append(node) }
        return .skipChildren
    }
}

/// Finds what the aliases of one name stand for, each type of a
/// composition (`A & B`) on its own.
private final class TypeAliasFinder: SyntaxVisitor {
    let name: String
    var aliased: [String] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == name else { return .skipChildren }
        let type = node.initializer.value
        if let composition = type.as(CompositionTypeSyntax.self) {
            aliased += composition.elements.map { $0.type.trimmedText }
        } else {
            aliased.append(type.trimmedText)
        }
        return .skipChildren
    }
}

/// Finds the declarations of one type name, nested types included
/// (`enum L10n { enum Tab { … } }` declares `Tab`; `extension L10n.Tab`
/// extends it).
private final class TypeDeclarationFinder: SyntaxAnyVisitor {
    let name: String
    var found: [DeclSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if TypeDeclaration.declaredPath(of: node)?.last == name, let decl = node.as(DeclSyntax.self) { found.append(decl) }
        // Types worth finding are declared at the top level, in other types
        // and in `#if` clauses: the walk goes nowhere else (a generated
        // strings file is thousands of properties with bodies).
        return Self.mayHoldTypes(node) ? .visitChildren : .skipChildren
    }

    private static func mayHoldTypes(_ node: Syntax) -> Bool {
        switch node.kind {
        case .sourceFile, .codeBlockItemList, .codeBlockItem, .ifConfigDecl, .ifConfigClauseList, .ifConfigClause,
             .memberBlock, .memberBlockItemList, .memberBlockItem,
             .classDecl, .structDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl:
            true
        default:
            false
        }
    }
}

/// Whether a file declares a type name, read from its bytes: the name
/// right after a `class`, `struct`, `enum`, `actor` or `extension` keyword
/// and spaces, as the last part of a dotted path (`extension A.B` extends
/// `B`). Each occurrence of the name is checked where it stands, so a file
/// that mentions the name often costs little. A word in a comment or a
/// string can make a declaration that is not there; that only costs a
/// parse that finds nothing.
enum DeclarationScan {
    static let keywords: [[UInt8]] = ["class", "struct", "enum", "extension", "actor"].map { Array($0.utf8) }
    static let enumKeyword: [[UInt8]] = [Array("enum".utf8)]
    static let classKeyword: [[UInt8]] = [Array("class".utf8)]
    static let funcKeyword: [[UInt8]] = [Array("func".utf8)]

    static func declares(_ search: ByteSearch.Needle, in bytes: [UInt8], keywords: [[UInt8]] = keywords) -> Bool {
        let name = search.bytes
        // A name a broken file leaves empty declares nothing.
        guard !name.isEmpty else { return false }
        var searchStart = 0
        while let found = ByteSearch.firstIndex(of: search, in: bytes, from: searchStart) {
            searchStart = found + 1
            let end = found + name.count
            // The whole word, and the path's last part.
            guard end == bytes.count || !(isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".")),
                  found == 0 || !isIdentifierByte(bytes[found - 1])
            else { continue }
            var pathStart = found
            while pathStart > 0, bytes[pathStart - 1] == UInt8(ascii: ".") {
                pathStart -= 1
                while pathStart > 0, isIdentifierByte(bytes[pathStart - 1]) { pathStart -= 1 }
            }
            var keywordEnd = pathStart
            while keywordEnd > 0, bytes[keywordEnd - 1] == UInt8(ascii: " ") { keywordEnd -= 1 }
            guard keywordEnd < pathStart else { continue }
            var keywordStart = keywordEnd
            while keywordStart > 0, isIdentifierByte(bytes[keywordStart - 1]) { keywordStart -= 1 }
            if keywords.contains(where: { $0.elementsEqual(bytes[keywordStart..<keywordEnd]) }) { return true }
        }
        return false
    }

    /// Whether a binding of that name may be declared: the whole word (or
    /// in backticks) after `var`, `let`, a comma of a binding list, or a
    /// comment that might hide one of these.
    static func declaresProperty(_ search: ByteSearch.Needle, in bytes: [UInt8]) -> Bool {
        guard !search.bytes.isEmpty else { return false }
        return ByteSearch.containsWord(search, in: bytes) { found, _ in
            var before = found
            if before > 0, bytes[before - 1] == UInt8(ascii: "`") { before -= 1 }
            while before > 0, ByteSearch.isBlank(bytes[before - 1]) { before -= 1 }
            guard before > 0 else { return false }
            let previous = bytes[before - 1]
            if previous == UInt8(ascii: ",") || previous == UInt8(ascii: "/") { return true }
            var wordStart = before
            while wordStart > 0, isIdentifierByte(bytes[wordStart - 1]) { wordStart -= 1 }
            return bindingKeywords.contains { $0.elementsEqual(bytes[wordStart..<before]) }
        }
    }

    private static let bindingKeywords: [[UInt8]] = ["var", "let"].map { Array($0.utf8) }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }
}

/// Where bytes hold a sequence: `memchr` finds each candidate for the
/// needle's rarest byte at C speed, `memcmp` checks the whole needle
/// (glibc's `memmem` is not exported to Swift). Anchoring on a rare byte
/// (the `B` of `UITabBarItem`, not its `e`, which most words hold) keeps
/// `memchr` from stopping at every other byte of a large tree.
package enum ByteSearch {
    /// The first index at or after `start` that is not a space, tab or
    /// line break (`bytes.count` when there is none).
    static func skipBlanks(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start
        while index < bytes.count, isBlank(bytes[index]) { index += 1 }
        return index
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    package static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack) != nil
    }

    static func contains(_ needle: Needle, in haystack: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack) != nil
    }

    /// Whether `word` occurs as a whole identifier (`tr` in `L10n.tr(`,
    /// not in `String`).
    static func containsWord(_ word: [UInt8], in haystack: [UInt8]) -> Bool {
        containsWord(Needle(word), in: haystack)
    }

    static func containsWord(_ search: Needle, in haystack: [UInt8]) -> Bool {
        containsWord(search, in: haystack) { _, _ in true }
    }

    /// Whether the needle is written as a whole word somewhere `test`
    /// accepts, given where the word starts and ends.
    static func containsWord(_ search: Needle, in haystack: [UInt8], where test: (_ start: Int, _ end: Int) -> Bool) -> Bool {
        let word = search.bytes
        var searchStart = 0
        while let found = firstIndex(of: search, in: haystack, from: searchStart) {
            let end = found + word.count
            if (found == 0 || !DeclarationScan.isIdentifierByte(haystack[found - 1])) && (end == haystack.count || !DeclarationScan.isIdentifierByte(haystack[end])),
               test(found, end)
            {
                return true
            }
            searchStart = found + 1
        }
        return false
    }

    /// The offset of the first `byte` in `start..<end` (`memchr`), nil
    /// when there is none.
    static func firstIndex(ofByte byte: UInt8, in haystack: [UInt8], from start: Int, to end: Int) -> Int? {
        let start = max(start, 0)
        let end = min(end, haystack.count)
        guard start < end else { return nil }
        return haystack.withUnsafeBytes { hay in
            guard let base = hay.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
            return UnsafeRawPointer(found) - base
        }
    }

    /// A needle with the byte its search anchors on worked out once: a
    /// search of every file of a tree looks for the same needle in each.
    struct Needle {
        let bytes: [UInt8]
        /// The index of its rarest byte, which `memchr` looks for.
        fileprivate let anchor: Int
        /// A second byte, the needle's last (its first when the anchor is
        /// last), compared in place before the whole needle: most stops at
        /// the anchor are not the needle, and calling memcmp at each cost a
        /// sixth of Yattee's whole-tree searches (477,000 stops).
        fileprivate let check: Int

        init(_ bytes: [UInt8]) {
            self.init(bytes, anchoredWithin: bytes.indices)
        }

        /// A needle anchored on the rarest of its bytes in `part`: a key
        /// looked up in an XML strings file (`<key>tab_home</key>`) is
        /// anchored in the key, as the `<` every tag starts with would stop
        /// `memchr` at each tag of the file.
        init(_ bytes: [UInt8], anchoredWithin part: Range<Int>) {
            self.bytes = bytes
            anchor = part.isEmpty ? 0 : ByteSearch.rarestByteIndex(of: bytes, in: part)
            check = anchor == bytes.count - 1 ? 0 : max(bytes.count - 1, 0)
        }
    }

    /// The offset of the first occurrence of `needle` at or after `start`.
    package static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        firstIndex(of: Needle(needle), in: haystack, from: start)
    }

    static func firstIndex(of search: Needle, in haystack: [UInt8], from start: Int = 0) -> Int? {
        let needle = search.bytes
        guard !needle.isEmpty else { return start <= haystack.count ? max(start, 0) : nil }
        let (anchor, check) = (search.anchor, search.check)
        let anchorByte = Int32(needle[anchor])
        let checkByte = needle[check]
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pattern = pin.baseAddress, hay.count >= pin.count else { return nil }
                // Offsets of the anchor byte that leave room for the needle around it.
                var offset = max(start, 0) + anchor
                let last = hay.count - pin.count + anchor
                while offset <= last {
                    guard let found = memchr(base + offset, anchorByte, last - offset + 1) else { return nil }
                    let position = UnsafeRawPointer(found) - base - anchor
                    if hay[position + check] == checkByte, memcmp(base + position, pattern, pin.count) == 0 { return position }
                    offset = position + anchor + 1
                }
                return nil
            }
        }
    }

    /// The index of the rarest byte of the needle's `part` (the first of
    /// the rarest).
    fileprivate static func rarestByteIndex(of needle: [UInt8], in part: Range<Int>) -> Int {
        commonness.withUnsafeBufferPointer { ranks in
            var rarest = part.lowerBound
            for index in part where ranks[Int(needle[index])] < ranks[Int(needle[rarest])] { rarest = index }
            return rarest
        }
    }

    /// How common each byte is in Swift source, as a rank (0: not among the
    /// common ones): counted over 16 MB of open-source apps' Swift, most
    /// common first.
    private static let commonness: [Int] = {
        let mostCommonFirst = Array(" etiaornsl\ndcu.pgmf:h()vSwyb/C={},\"ITkPAVDMxLURF_BE0?N-O1zH[".utf8)
        var ranks = [Int](repeating: 0, count: 256)
        for (index, byte) in mostCommonFirst.enumerated() { ranks[Int(byte)] = mostCommonFirst.count - index }
        return ranks
    }()
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftSyntax

/// The Swift files of one app tree, read when first needed and parsed at
/// most once. Only the files that mention a tab API are parsed up front; the
/// enums, view controllers and string helpers a bar refers to are found by a
/// byte search for their declarations and parsed on demand, so a large app
/// costs little more than its tab-bar files.
final class SourceProject {
    /// Every Swift file of the tree, in sorted order.
    let swiftPaths: [String]
    private let read: (String) -> [UInt8]?
    private var bytesByPath: [String: [UInt8]] = [:]
    private var parsedByPath: [String: SwiftSourceFile] = [:]
    private var declarationsByName: [String: [TypeDeclaration]] = [:]
    private var functionsByName: [String: [(FunctionDeclSyntax, SwiftSourceFile)]] = [:]
    private var callsByName: [String: [(FunctionCallExprSyntax, SwiftSourceFile)]] = [:]

    init(swiftPaths: [String], read: @escaping (String) -> [UInt8]?) {
        self.swiftPaths = swiftPaths
        self.read = read
    }

    func bytes(of path: String) -> [UInt8]? {
        if let cached = bytesByPath[path] { return cached }
        guard let bytes = read(path) else { return nil }
        bytesByPath[path] = bytes
        return bytes
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
        let paths = files(declaring: name)
        var found: [TypeDeclaration] = []
        for path in paths {
            guard let file = file(path) else { continue }
            let finder = TypeDeclarationFinder(name: name)
            finder.walk(file.tree)
            found += finder.found.map { TypeDeclaration(syntax: $0, file: file) }
        }
        declarationsByName[name] = found
        return found
    }

    /// The functions of the app named `name` (methods and free functions),
    /// found by a byte search for `func name` and parsed on demand.
    func functions(named name: String) -> [(FunctionDeclSyntax, SwiftSourceFile)] {
        if let cached = functionsByName[name] { return cached }
        var found: [(FunctionDeclSyntax, SwiftSourceFile)] = []
        for path in files(mentioning: "func \(name)") {
            guard let file = file(path) else { continue }
            let finder = FunctionDeclarationFinder(name: name)
            finder.walk(file.tree)
            found += finder.found.map { ($0, file) }
        }
        functionsByName[name] = found
        return found
    }

    /// The calls of a function, method or initializer named `name` in the
    /// app (`reset(viewControllers:)`, `x.reset(…)`, `Container(tabs:)`),
    /// found by a byte search for `name(` and parsed on demand.
    func calls(named name: String) -> [(FunctionCallExprSyntax, SwiftSourceFile)] {
        if let cached = callsByName[name] { return cached }
        var found: [(FunctionCallExprSyntax, SwiftSourceFile)] = []
        for path in files(mentioning: "\(name)(") {
            guard let file = file(path) else { continue }
            let finder = CallFinder(names: [name], includesMethods: true)
            finder.walk(file.tree)
            found += finder.calls.map { ($0, file) }
        }
        callsByName[name] = found
        return found
    }

    /// The declarations of a type named by a path (`ContentView.Tab`): only
    /// those nested in the named types, so one `enum Tab` of many is meant.
    func declarations(ofPath path: [String]) -> [TypeDeclaration] {
        guard let name = path.last else { return [] }
        let all = declarations(ofType: name)
        let qualifiers = Array(path.dropLast())
        guard !qualifiers.isEmpty else { return all }
        return all.filter { $0.enclosingTypeNames.suffix(qualifiers.count).elementsEqual(qualifiers) }
    }

    /// The files that declare or extend a type of that name (`class X`,
    /// `struct X`, `enum X`, `extension X`), found in their bytes without
    /// parsing.
    private func files(declaring name: String) -> [String] {
        let needle = Array(name.utf8)
        return swiftPaths.filter { path in bytes(of: path).map { DeclarationScan.declares(needle, in: $0) } ?? false }
    }

    /// The app's Swift files whose bytes contain `token`, in path order.
    func files(mentioning token: String) -> [String] {
        let needle = Array(token.utf8)
        return swiftPaths.filter { path in bytes(of: path).map { ByteSearch.contains(needle, in: $0) } ?? false }
    }

    /// The app's Swift files whose bytes contain `token` and, for each
    /// group of `alsoOneOf`, one of its tokens: a search that must parse
    /// what it finds is narrowed by every word the code it looks for has
    /// to contain.
    func files(mentioning token: String, alsoOneOf groups: [[String]]) -> [String] {
        let needles = groups.map { $0.map { Array($0.utf8) } }
        return files(mentioning: token).filter { path in
            guard let bytes = bytes(of: path) else { return false }
            return needles.allSatisfy { group in group.contains { ByteSearch.contains($0, in: bytes) } }
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
        var names: [String] = []
        var current = syntax.parent
        while let node = current {
            if let path = TypeDeclaration.declaredPath(of: node) { names.insert(contentsOf: path, at: 0) }
            current = node.parent
        }
        return names
    }

    /// The names in its inheritance clause (superclass and protocols).
    var inheritedNames: [String] {
        group?.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    /// The type a declaration declares or extends, as a path: `[AppTab]`
    /// for `enum AppTab`, `[L10n, Tab]` for `extension L10n.Tab`; nil for
    /// anything else.
    static func declaredPath(of node: Syntax) -> [String]? {
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return extensionDecl.extendedType.trimmedDescription.split(separator: ".").map(String.init)
        }
        guard node.is(EnumDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self),
              let name = node.asProtocol(NamedDeclSyntax.self)?.name.text
        else { return nil }
        return [name]
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
        // Function bodies declare no types worth finding.
        if node.is(CodeBlockSyntax.self) { return .skipChildren }
        if TypeDeclaration.declaredPath(of: node)?.last == name, let decl = node.as(DeclSyntax.self) { found.append(decl) }
        return .visitChildren
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
    private static let keywords: [[UInt8]] = ["class", "struct", "enum", "extension", "actor"].map { Array($0.utf8) }

    static func declares(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        var searchStart = 0
        while let found = ByteSearch.firstIndex(of: name, in: bytes, from: searchStart) {
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

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }
}

/// Where bytes hold a sequence: `memchr` finds each candidate first byte
/// at C speed, `memcmp` checks the rest (glibc's `memmem` is not exported
/// to Swift).
enum ByteSearch {
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

    static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack) != nil
    }

    /// The offset of the first occurrence of `needle` at or after `start`.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pattern = pin.baseAddress, hay.count >= pin.count else { return nil }
                var offset = max(start, 0)
                let last = hay.count - pin.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
                    let position = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + position, pattern, pin.count) == 0 { return position }
                    offset = position + 1
                }
                return nil
            }
        }
    }
}

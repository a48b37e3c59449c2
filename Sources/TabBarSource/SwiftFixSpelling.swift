import SwiftParser
import SwiftSyntax

/// How a change to a tab bar is written in Swift, for fixes: a string
/// literal with the same delimiters and proper escapes, a `.badge(…)`
/// modifier taken out. Only a file that parses without errors is spelled
/// for: a fix never touches code the compiler would not read either.
public struct SwiftFixSpelling {
    private let bytes: [UInt8]
    private let tree: SourceFileSyntax

    /// nil when the file does not parse cleanly.
    public init?(bytes: [UInt8]) {
        self.init(bytes: bytes, tree: bytes.withUnsafeBufferPointer { Parser.parse(source: $0) })
    }

    /// The file at `path`, with the tree the front end parsed from the same
    /// bytes when it parsed the file (a reported file mostly was: parsing
    /// it again was 8% of linting Yattee); nil when it does not parse cleanly.
    public init?(path: String, bytes: [UInt8], parsedFiles: ParsedSwiftFiles) {
        guard let tree = parsedFiles.tree(of: path, parsedFrom: bytes) else {
            self.init(bytes: bytes)
            return
        }
        self.init(bytes: bytes, tree: tree)
    }

    private init?(bytes: [UInt8], tree: SourceFileSyntax) {
        guard !tree.hasError else { return nil }
        self.bytes = bytes
        self.tree = tree
    }

    /// A literal that replaces the one at bytes `range`, saying `text`; nil
    /// when no plain one-line literal without interpolation is there.
    public func literal(replacingLiteralAt range: Range<Int>, with text: String) -> String? {
        guard let literal = node(at: range, as: StringLiteralExprSyntax.self),
            literal.openingQuote.tokenKind == .stringQuote,
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else { return nil }
        let pounds = literal.openingPounds?.text ?? ""
        guard pounds.isEmpty else {
            // A raw string keeps its text verbatim, as long as the text
            // cannot close it early.
            guard !text.contains("\"" + pounds), !text.contains(where: \.isNewline) else { return nil }
            return pounds + "\"" + text + "\"" + pounds
        }
        return "\"" + Self.escaped(text) + "\""
    }

    /// The bytes a `.badge(…)` modifier whose argument is at `range` takes,
    /// its line too when the modifier stands alone on it; nil when the value
    /// is not such a modifier's only argument.
    public func modifierRemoval(forArgumentAt range: Range<Int>) -> Range<Int>? {
        guard let argument = node(at: range, as: ExprSyntax.self),
            let labeled = argument.parent?.as(LabeledExprSyntax.self), labeled.label == nil,
            let list = labeled.parent?.as(LabeledExprListSyntax.self), list.count == 1,
            let call = list.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
            member.declName.baseName.text == "badge"
        else { return nil }
        let start = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = call.endPositionBeforeTrailingTrivia.utf8Offset
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
        let aloneOnLine = (lineStart == 0 || bytes[lineStart - 1] == 0x0A) && lineEnd < bytes.count && bytes[lineEnd] == 0x0A
        return aloneOnLine ? lineStart..<(lineEnd + 1) : start..<end
    }

    /// Whether the value at bytes `range` is part of a constant the whole
    /// app can read: a static or file-level property's initializer
    /// (`static let home = Self("house.fill")`) or an enum case's raw value.
    /// A fix there changes every use of it, not only the tab's, so it is
    /// not one `--fix` applies unasked.
    public func isSharedConstant(valueAt range: Range<Int>) -> Bool {
        var current = node(at: range, as: ExprSyntax.self).flatMap { Syntax($0).parent }
        while let node = current {
            if node.is(EnumCaseElementSyntax.self) { return true }
            if let variable = node.as(VariableDeclSyntax.self) {
                let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
                let isFileLevel = variable.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.is(SourceFileSyntax.self) == true
                return isStatic || isFileLevel
            }
            // Code that runs (a closure, a function, a getter) makes its
            // own values, even inside a constant's initializer.
            if node.is(ClosureExprSyntax.self) || node.is(CodeBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private func node<Kind: SyntaxProtocol>(at range: Range<Int>, as kind: Kind.Type) -> Kind? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count,
            let token = tree.token(at: AbsolutePosition(utf8Offset: range.lowerBound))
        else { return nil }
        var candidate: Syntax? = Syntax(token)
        while let node = candidate {
            if node.positionAfterSkippingLeadingTrivia.utf8Offset < range.lowerBound { return nil }
            if node.endPositionBeforeTrailingTrivia.utf8Offset == range.upperBound, let match = node.as(Kind.self) {
                return match
            }
            candidate = node.parent
        }
        return nil
    }

    /// The body of a `"…"` literal that reads as `text`.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

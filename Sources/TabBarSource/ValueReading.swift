import Foundation
import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// How a string literal written where a title goes is shown.
enum LiteralMeaning {
    /// SwiftUI's `Text("Home")`, `Label("Home", …)`, `Tab("Home", …)`: the
    /// literal is a `LocalizedStringKey`, looked up in `Localizable` and shown
    /// as written when no table has it.
    case localizedKey
    /// UIKit's `title = "Home"`: a `String`, shown as written.
    case verbatim
}

extension ValueResolver {
    /// The text an expression gives.
    func text(of expression: ExprSyntax, in scope: Scope, literal meaning: LiteralMeaning) -> TextValue {
        // `compact ? "Find" : "Search"` on a setting the code gives a default.
        if let branch = decidedBranch(of: Self.unwrapped(expression), in: scope) {
            return text(of: branch, in: scope, literal: meaning)
        }
        switch follow(expression, in: scope) {
        case .unknown(let reason):
            return .unknown(UnknownValue(reason: reason, range: scope.file.range(of: expression)))
        case .enumCase(let enumCase):
            // `.garden` where a `String` is expected: a static member of the
            // app's `extension String`.
            if [nil, "String"].contains(enumCase.typeName),
               case .expression(let value, let valueScope, _)? = memberValue(named: enumCase.name, ofType: "String", selfCase: nil, scope: scope)
            {
                return text(ofFinal: value, in: valueScope, literalIsKey: false)
            }
            return .unknown(UnknownValue(reason: "`.\(enumCase.name)`, not a text", range: scope.file.range(of: expression)))
        case .impliedText(let text, let range):
            return .literal(Located(text, at: range))
        case .expression(let final, let finalScope, let declaredType):
            // A literal reached through a `String` property is that string;
            // one written in place, or typed as a localized key, is a key.
            let isKeyType = declaredType.map { $0.hasPrefix("LocalizedStringKey") || $0.hasPrefix("LocalizedStringResource") }
            let literalIsKey = isKeyType ?? (meaning == .localizedKey && final.id == Self.unwrapped(expression).id)
            return text(ofFinal: final, in: finalScope, literalIsKey: literalIsKey)
        }
    }

    private func text(ofFinal expression: ExprSyntax, in scope: Scope, literalIsKey: Bool) -> TextValue {
        let file = scope.file
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let value = Self.literalText(literal) else {
                return .unknown(UnknownValue(reason: "a string built at run time", range: file.range(of: literal)))
            }
            if literalIsKey {
                return .localized(LocalizedKey(key: value, table: nil, fallback: value, range: file.range(of: literal)))
            }
            return .literal(file.located(value, at: literal))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let localized = localizedKey(call, in: scope) {
            return localized
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["localized", "localizedString", "localised"].contains(member.declName.baseName.text),
           let keyMember = member.base?.as(MemberAccessExprSyntax.self), keyMember.declName.baseName.text == "key", let resource = keyMember.base,
           let key = rswiftKey(resource, in: scope)
        {
            return key
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           ["localized", "localizedString", "localised"].contains(member.declName.baseName.text)
        {
            // `"home.title".localized`: a common helper around NSLocalizedString.
            return keyText(base, table: nil, fallback: nil, in: scope)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, ["localized", "localizedString", "localised"].contains(member.declName.baseName.text)
        {
            return keyText(base, table: nil, fallback: nil, in: scope)
        }
        // R.swift's `R.string.localizable.homeTitle()`, generated at build
        // time from the `Localizable` table and named after the key; or its
        // key looked up by the app's own helper (`….homeTitle.key.localized()`).
        if let key = rswiftKey(expression, in: scope) { return key }
        // `LocalString.tab_library`, `Strings.Tab.library`: an accessor a build
        // step generates (so the app's code does not declare it), named after
        // its key; the string tables tell which key.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = ValueResolver.typePath(base),
           project.declarations(ofPath: path).isEmpty
        {
            return .localized(LocalizedKey(
                key: member.declName.baseName.text, table: nil, fallback: nil, range: file.range(of: member), isGeneratedAccessor: true
            ))
        }
        return .unknown(UnknownValue(reason: Self.reasonUnknown(expression), range: file.range(of: expression)))
    }

    /// The localized-string calls apps use.
    private func localizedKey(_ call: FunctionCallExprSyntax, in scope: Scope) -> TextValue? {
        let callee = call.calledExpression.trimmedText
        let arguments = Array(call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let first = arguments.first
        switch callee {
        // `.init(localized: key)` where a title is expected is `String(localized:)`.
        case "String" where first?.label?.text == "localized", "String.init" where first?.label?.text == "localized",
             ".init" where first?.label?.text == "localized",
             "LocalizedStringResource" where first?.label == nil,
             "LocalizedStringKey" where first?.label == nil:
            guard let key = first?.expression else { return nil }
            return keyText(key, table: argument("table"), fallback: argument("defaultValue"), in: scope)
        case "NSLocalizedString":
            guard let key = first?.expression else { return nil }
            return keyText(key, table: argument("tableName"), fallback: argument("value"), in: scope)
        case "Text" where first?.label == nil:
            guard let key = first?.expression else { return nil }
            return text(of: key, in: scope, literal: .localizedKey)
        case "Text" where first?.label?.text == "verbatim":
            guard let key = first?.expression else { return nil }
            return text(of: key, in: scope, literal: .verbatim)
        default:
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            // `.localized("Sources")`, `String.localized("Sources")`, and the
            // strings type's own `localized(key: "sources")`: a helper that
            // looks its argument up.
            if ["localized", "localizedString", "localised"].contains(name ?? ""), let key = first?.expression, arguments.count == 1,
               first?.label == nil || first?.label?.text == "key",
               call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil || $0.base?.trimmedText == "String" })
                   ?? call.calledExpression.is(DeclReferenceExprSyntax.self)
            {
                return keyText(key, table: nil, fallback: nil, in: scope)
            }
            // SwiftGen: `L10n.tr("Localizable", "tab.home", fallback: "Home")`.
            guard name == "tr", arguments.count >= 2 else { return nil }
            return keyText(arguments[1].expression, table: arguments[0].expression, fallback: argument("fallback"), in: scope)
        }
    }

    private func keyText(_ key: ExprSyntax, table: ExprSyntax?, fallback: ExprSyntax?, in scope: Scope) -> TextValue {
        guard let keyLiteral = literalString(key, in: scope) else {
            return .unknown(UnknownValue(reason: "a localized string whose key is chosen at run time", range: scope.file.range(of: key)))
        }
        return .localized(LocalizedKey(
            key: keyLiteral.value,
            table: table.flatMap { literalString($0, in: scope)?.value },
            fallback: fallback.flatMap { literalString($0, in: scope)?.value },
            range: keyLiteral.range
        ))
    }

    /// A string literal an expression comes down to, where it is written.
    func literalString(_ expression: ExprSyntax, in scope: Scope) -> Located<String>? {
        switch follow(expression, in: scope) {
        case .expression(let final, let finalScope, _):
            guard let literal = final.as(StringLiteralExprSyntax.self),
                  let text = Self.literalText(literal) ?? interpolatedText(literal, in: finalScope)
            else { return nil }
            return finalScope.file.located(text, at: literal)
        case .impliedText(let text, let range):
            return Located(text, at: range)
        case .enumCase, .unknown:
            return nil
        }
    }

    /// `"\(name).fill"` where each interpolated value comes down to a
    /// literal the code gives (`name` bound to `"house"`).
    private func interpolatedText(_ literal: StringLiteralExprSyntax, in scope: Scope) -> String? {
        guard literal.openingPounds == nil else { return nil }
        var text = ""
        for segment in literal.segments {
            if let piece = segment.as(StringSegmentSyntax.self) {
                text += Self.unescaped(piece.content.text, raw: false)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                      let only = interpolation.expressions.first, only.label == nil,
                      let value = deeper({ literalString(only.expression, in: scope) }) ?? nil
            {
                text += value.value
            } else {
                return nil
            }
        }
        return text
    }

    /// The text of a literal without interpolation, escapes resolved.
    static func literalText(_ literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return unescaped(text, raw: literal.openingPounds != nil)
    }

    private static func unescaped(_ text: String, raw: Bool) -> String {
        guard !raw, text.contains("\\") else { return text }
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                result.append(character)
                continue
            }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            default: result.append(escaped)
            }
        }
        return result
    }

    /// Why an expression's value is unknown, in words.
    static func reasonUnknown(_ expression: ExprSyntax) -> String {
        // Operators arrive unfolded: `a ?? "b"` is a sequence of operands and operators.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
                return "chosen at run time by `\(abbreviated(expression))`"
            }
            if let fallback = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }), fallback > 0 {
                return "read at run time (`\(abbreviated(elements[fallback - 1]))`); the value after `??` is only a fallback"
            }
        }
        if expression.is(FunctionCallExprSyntax.self) { return "the result of `\(abbreviated(expression))` at run time" }
        if expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) {
            return "`\(abbreviated(expression))`, set at run time"
        }
        return "computed at run time (`\(abbreviated(expression))`)"
    }

    static func abbreviated(_ node: some SyntaxProtocol) -> String {
        let text = singleLine(node)
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    /// Code as one line, for a message: a condition written over several
    /// lines (`if shows,\n   let video = …`) joined with single spaces.
    static func singleLine(_ node: some SyntaxProtocol) -> String {
        node.trimmedText.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// An SF Symbol name given by an expression.
    func symbol(_ expression: ExprSyntax, in scope: Scope) -> IconValue {
        if let name = literalString(expression, in: scope) { return .symbol(name) }
        // SFSafeSymbols' `Pane.symbol.rawValue` (`static var symbol: SFSymbol { .leaf }`)
        // in a file that imports the package: the case's symbol.
        if let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
           let base = member.base, scope.file.importsModule("SFSafeSymbols"), case .symbol(let name) = safeSymbol(base, in: scope)
        {
            return .symbol(Located(name.value, at: scope.file.range(of: expression)))
        }
        return .unknown(UnknownValue(reason: "a symbol name " + Self.reasonUnknown(Self.unwrapped(expression)), range: scope.file.range(of: expression)))
    }

    /// A symbol of the SFSafeSymbols package (`systemSymbol: .leafCircle`,
    /// `SFSymbol.person2`): its case names the symbol, a dot before each
    /// capital letter and before the digits (`leaf.circle`, `person.2`),
    /// a leading `_` dropped (`_0Circle` is `0.circle`).
    func safeSymbol(_ expression: ExprSyntax, in scope: Scope) -> IconValue {
        let name: String?
        switch follow(expression, in: scope) {
        case .enumCase(let enumCase) where [nil, "SFSymbol"].contains(enumCase.typeName): name = enumCase.name
        case .expression(let final, _, _):
            let member = final.as(MemberAccessExprSyntax.self)
            name = member.flatMap { $0.base?.trimmedText == "SFSymbol" ? $0.declName.baseName.text : nil }
        default: name = nil
        }
        guard let name else {
            return .unknown(UnknownValue(reason: "a symbol " + Self.reasonUnknown(Self.unwrapped(expression)), range: scope.file.range(of: expression)))
        }
        return .symbol(scope.file.located(Self.symbolName(ofSafeSymbol: name), at: expression))
    }

    static func symbolName(ofSafeSymbol caseName: String) -> String {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        for character in caseName.drop(while: { $0 == "_" }) {
            let startsPart = character.isUppercase || (character.isNumber && !(previous?.isNumber ?? true))
            if startsPart, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
            previous = character
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }

    /// R.swift's generated resources, `R.image.tabHome()` or
    /// `R.string.localizable.homeTitle()` (called or not), when the app's
    /// code does not declare `R` (its generator writes it at build time):
    /// the path after the kind (`[tabHome]`, `[localizable, homeTitle]`).
    /// The string an R.swift accessor names (`R.string.localizable.homeTitle`).
    private func rswiftKey(_ expression: ExprSyntax, in scope: Scope) -> TextValue? {
        guard let (resource, range) = rswiftResource(expression, kind: "string", in: scope), let table = resource.first else { return nil }
        return .localized(LocalizedKey(
            key: resource.last ?? "", table: table.prefix(1).uppercased() + table.dropFirst(), fallback: nil, range: range,
            isGeneratedAccessor: true
        ))
    }

    func rswiftResource(_ expression: ExprSyntax, kind: String, in scope: Scope) -> ([String], SourceRange)? {
        var current = Self.unwrapped(expression)
        if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
        var path: [String] = []
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            path.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == "R", path.first == kind, path.count > 1,
              project.declarations(ofPath: ["R"]).isEmpty
        else { return nil }
        return (Array(path.dropFirst()), scope.file.range(of: expression))
    }

    /// An image name given by an expression (`Image("Profile")`,
    /// `UIImage(named:)`, `ImageResource` members such as `.profile`).
    func imageName(_ expression: ExprSyntax, in scope: Scope) -> IconValue {
        if let name = literalString(expression, in: scope) { return .image(name) }
        // R.swift's `R.image.tabHome`, named after the set (`tab-home`, `tab_home`).
        if let (resource, range) = rswiftResource(expression, kind: "image", in: scope), let name = resource.last {
            return .image(Located(name, at: range))
        }
        if let member = Self.unwrapped(expression).as(MemberAccessExprSyntax.self), member.base == nil {
            // Xcode's generated asset symbols: `.profile` names `Profile`
            // (or `profile`); which one is resolved against the catalogs.
            return .image(scope.file.located(member.declName.baseName.text, at: member))
        }
        return .unknown(UnknownValue(reason: "an image " + Self.reasonUnknown(Self.unwrapped(expression)), range: scope.file.range(of: expression)))
    }
}

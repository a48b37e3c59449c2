import SwiftSyntax

/// The order `sorted { $0.key.order < $1.key.order }` (or
/// `sorted(by: { a, b in a.rank > b.rank })`) puts a list in: both sides
/// read the same member chain of the two elements, compared with `<` or
/// `>`. The key is read for each element as the code computes it (an
/// enum's `switch self` returning a number or a string literal).
struct SortKey {
    /// The left side, read from the first parameter (`$0.key.order`).
    let key: ExprSyntax
    let parameter: String
    let descending: Bool

    init?(_ call: FunctionCallExprSyntax) {
        guard let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "by" })?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let only = closure.statements.first,
              let comparison = (ValueResolver.expression(of: only) ?? only.item.as(ReturnStmtSyntax.self)?.expression)?.as(SequenceExprSyntax.self)
        else { return nil }
        let parts = Array(comparison.elements)
        guard parts.count == 3, let operatorText = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["<", ">"].contains(operatorText) else {
            return nil
        }
        let names = SwiftUITabViewReader.parameterNames(of: closure)
        let (first, second) = names.count == 2 ? (names[0], names[1]) : ("$0", "$1")
        guard Self.root(of: parts[0]) == first, Self.root(of: parts[2]) == second,
              parts[0].trimmedText.dropFirst(first.count) == parts[2].trimmedText.dropFirst(second.count)
        else { return nil }
        key = parts[0]
        parameter = first
        descending = operatorText == ">"
    }

    /// The elements in the key's order, or nil when a key is not known
    /// statically or two elements share one (their order is then Swift's
    /// to choose).
    func sorted(_ elements: [Bound], in scope: Scope, resolver: ValueResolver) -> [Bound]? {
        var keyed: [(value: Value, element: Bound)] = []
        for element in elements {
            var inner = scope
            inner.bindings[parameter] = element.unconditional.bound
            guard let value = value(in: inner, resolver: resolver) else { return nil }
            keyed.append((value, element))
        }
        guard Set(keyed.map(\.value)).count == keyed.count else { return nil }
        return keyed.sorted { descending ? $1.value < $0.value : $0.value < $1.value }.map(\.element)
    }

    /// A key the code gives as a literal: numbers compare as numbers.
    private enum Value: Hashable, Comparable {
        case number(Int)
        case text(String)
    }

    private func value(in scope: Scope, resolver: ValueResolver) -> Value? {
        guard case .expression(let final, let finalScope, _) = resolver.follow(key, in: scope) else { return nil }
        if let integer = final.as(IntegerLiteralExprSyntax.self) {
            return Int(integer.literal.text.filter { $0 != "_" }).map(Value.number)
        }
        if let prefix = final.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let integer = prefix.expression.as(IntegerLiteralExprSyntax.self), let magnitude = Int(integer.literal.text.filter { $0 != "_" })
        {
            return .number(-magnitude)
        }
        return resolver.literalString(final, in: finalScope).map { .text($0.value) }
    }

    /// `$0` of `$0.key.order`.
    private static func root(of chain: ExprSyntax) -> String? {
        var current = chain
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

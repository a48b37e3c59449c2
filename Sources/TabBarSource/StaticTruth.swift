import SwiftSyntax

/// Conditions about one element of a list that the code decides without
/// running: `$0.isRequired || (visibility[$0] ?? true)` in a `filter`,
/// `tab == .explore` in a `ForEach`. Only what comes down to the element's
/// own values, literals and dictionary literals is decided; a condition on
/// the app's state (`showsNews`) is not, and stays a condition.
extension ValueResolver {
    /// `condition ? a : b` whose condition the code decides (the parser
    /// leaves the operators unfolded: the condition, one operand or a
    /// comparison's three parts, then `? a :`, then `b`): the branch taken.
    func decidedBranch(of expression: ExprSyntax, in scope: Scope) -> ExprSyntax? {
        guard let choice = Self.ternary(expression), choice.condition.count == 1 || choice.condition.count == 3,
              let holds = choice.condition.count == 1 ? truth(of: choice.condition[0], in: scope) : truth(ofComparison: choice.condition, in: scope)
        else { return nil }
        return holds ? choice.then : choice.otherwise
    }

    /// `condition ? then : otherwise` as the parser leaves it, unfolded:
    /// the condition's operands and operators, then the two values.
    static func ternary(_ expression: ExprSyntax) -> (condition: [ExprSyntax], then: ExprSyntax, otherwise: ExprSyntax)? {
        guard let parts = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count >= 3,
              let ternary = parts[parts.count - 2].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        return (Array(parts.dropLast(2)), ternary.thenExpression, parts[parts.count - 1])
    }

    func truth(of expression: ExprSyntax, in scope: Scope) -> Bool? {
        let expression = Self.unwrapped(expression)
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return CompilationConditions.not(truth(of: prefix.expression, in: scope))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return truth(ofSequence: Array(sequence.elements), in: scope) }
        // `isSelected`, a parameter the call gives `false`.
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, scope.bindings[name] != nil,
           case .expression(let value, let valueScope, _) = follow(expression, in: scope), value.is(BooleanLiteralExprSyntax.self)
        {
            return truth(of: value, in: valueScope)
        }
        // `$0.isRequired`, `module.details.isSearch`: a property of the
        // element, for its case or the instance it was made as.
        if let member = expression.as(MemberAccessExprSyntax.self), let root = Self.rootName(of: member),
           scope.bindings[root] != nil,
           case .expression(let value, let valueScope, _) = follow(expression, in: scope), value.id != expression.id
        {
            return value.is(BooleanLiteralExprSyntax.self) ? truth(of: value, in: valueScope) : nil
        }
        // `compact`, `look.showName`: a persisted setting of the view, as a
        // new install has it.
        if readsPersistedSetting(expression, in: scope),
           case .expression(let value, let valueScope, _) = withoutNotingSettings({ follow(expression, in: scope) }),
           value.is(BooleanLiteralExprSyntax.self)
        {
            return truth(of: value, in: valueScope)
        }
        return nil
    }

    /// Whether an expression reads a persisted setting of the type being
    /// read (`compact`, `look.showName`, `self.style`), whose value is the
    /// one a new install has.
    private func readsPersistedSetting(_ expression: ExprSyntax, in scope: Scope) -> Bool {
        let expression = Self.unwrapped(expression)
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let member = current?.as(MemberAccessExprSyntax.self) {
            names.insert(member.declName.baseName.text, at: 0)
            current = member.base
        }
        guard let innermost = current?.as(DeclReferenceExprSyntax.self)?.baseName else { return false }
        let root = innermost.tokenKind == .keyword(.self) ? names.first : innermost.text
        guard let root, scope.bindings[root] == nil, let typeName = scope.typeName ?? Self.enclosingTypeName(of: Syntax(expression)) else {
            return false
        }
        return properties(named: root, ofType: typeName).contains { isPersisted($0.variable) }
    }

    /// `module` of `module.details.isSearch`.
    private static func rootName(of member: MemberAccessExprSyntax) -> String? {
        var base = member.base
        while let inner = base?.as(MemberAccessExprSyntax.self) { base = inner.base }
        return base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Operands and operators as the parser leaves them: `||` binds
    /// loosest, then `&&`, then comparisons, then `??`.
    private func truth(ofSequence parts: [ExprSyntax], in scope: Scope) -> Bool? {
        if let alternatives = Self.split(parts, at: "||") {
            return alternatives.reduce(false as Bool?) { CompilationConditions.or($0, truth(ofParts: $1, in: scope)) }
        }
        if let conjuncts = Self.split(parts, at: "&&") {
            return conjuncts.reduce(true as Bool?) { CompilationConditions.and($0, truth(ofParts: $1, in: scope)) }
        }
        if let comparison = truth(ofComparison: parts, in: scope) { return comparison }
        guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let subscriptCall = Self.unwrapped(parts[0]).as(SubscriptCallExprSyntax.self)
        else { return nil }
        switch entry(of: subscriptCall, in: scope) {
        case .present(let value, let valueScope)?: return truth(of: value, in: valueScope)
        case .absent?: return truth(of: parts[2], in: scope)
        case nil: return nil
        }
    }

    private func truth(ofParts parts: [ExprSyntax], in scope: Scope) -> Bool? {
        guard let first = parts.first else { return nil }
        return parts.count == 1 ? truth(of: first, in: scope) : truth(ofSequence: parts, in: scope)
    }

    /// The operands of a flat sequence between the operators `text`, or
    /// nil when there is none.
    static func split(_ parts: [ExprSyntax], at text: String) -> [[ExprSyntax]]? {
        var groups: [[ExprSyntax]] = [[]]
        for part in parts {
            if part.as(BinaryOperatorExprSyntax.self)?.operator.text == text {
                groups.append([])
            } else {
                groups[groups.count - 1].append(part)
            }
        }
        return groups.count > 1 ? groups : nil
    }

    /// `a == b` or `a != b` between enum cases, one of them the element
    /// being read, or between two values that come down to literals
    /// (`entry.key == Destination.find.key`).
    func truth(ofComparison parts: [ExprSyntax], in scope: Scope) -> Bool? {
        guard parts.count == 3, let operatorText = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              operatorText == "==" || operatorText == "!="
        else { return nil }
        // A setting compared with a case (`style == .compact`) is decided
        // as a new install has it, like any other.
        let readsSetting = readsPersistedSetting(parts[0], in: scope) || readsPersistedSetting(parts[2], in: scope)
        let operands = { (self.follow(parts[0], in: scope), self.follow(parts[2], in: scope)) }
        let (left, right) = readsSetting ? withoutNotingSettings(operands) : operands()
        let elementIsBound = scope.bindings.values.contains { if case .enumCase = $0 { return true } else { return false } }
        guard let equal = elementIsBound || readsSetting ? Self.same(left, right) : Self.sameLiteral(left, right) else { return nil }
        return equal == (operatorText == "==")
    }

    /// Whether two values are the same case or the same literal; nil when
    /// that cannot be told.
    private static func same(_ left: Followed, _ right: Followed) -> Bool? {
        if case .enumCase(let leftCase) = left, case .enumCase(let rightCase) = right { return leftCase.name == rightCase.name }
        return sameLiteral(left, right)
    }

    private static func sameLiteral(_ left: Followed, _ right: Followed) -> Bool? {
        guard let leftText = literalValue(of: left), let rightText = literalValue(of: right) else { return nil }
        return leftText == rightText
    }

    enum DictionaryEntry {
        case present(ExprSyntax, Scope)
        case absent
    }

    /// `visibility[$0]` where `visibility` comes down to a dictionary
    /// literal: the value under the key, or none.
    func entry(of subscriptCall: SubscriptCallExprSyntax, in scope: Scope) -> DictionaryEntry? {
        guard subscriptCall.arguments.count == 1, let key = subscriptCall.arguments.first?.expression,
              case .expression(let found, let dictionaryScope, _) = follow(subscriptCall.calledExpression, in: scope),
              let dictionary = found.as(DictionaryExprSyntax.self)
        else { return nil }
        guard case .elements(let elements) = dictionary.content else { return .absent }
        let wanted = follow(key, in: scope)
        for element in elements {
            guard let matches = Self.same(wanted, follow(element.key, in: dictionaryScope)) else { return nil }
            if matches { return .present(element.value, dictionaryScope) }
        }
        return .absent
    }
}

import SwiftSyntax

/// Values the code makes and reads back within a few calls, as design
/// systems build icons: an enum case carrying a payload
/// (`.filling(name: "house")`, read by `case let .filling(name):`), a copy
/// of `self` with a member changed (`var copy = self; copy.state = .on;
/// return copy`), and a closure stored in a value and called later.

/// A name a `switch` arm's pattern binds to a payload: `name` in
/// `case let .filling(name):` or `case .filling(let name):`.
struct PayloadBinding {
    let subject: ExprSyntax
    let caseName: String
    let position: Int
    let label: String?

    init?(named name: String, around use: Syntax) {
        var current = use.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(MemberBlockSyntax.self) { return nil }
            if let closure = node.as(ClosureExprSyntax.self), SwiftUITabViewReader.parameterNames(of: closure).contains(name) { return nil }
            if let switchCase = node.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
               let switchExpression = switchCase.ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) })
            {
                for item in label.caseItems {
                    if let (caseName, position, argumentLabel) = Self.binding(of: name, in: item.pattern) {
                        self.subject = switchExpression.subject
                        self.caseName = caseName
                        self.position = position
                        self.label = argumentLabel
                        return
                    }
                }
            }
            current = node.parent
        }
        return nil
    }

    /// The case, position and label at which a pattern binds `name`.
    private static func binding(of name: String, in pattern: PatternSyntax) -> (String, Int, String?)? {
        let bindsAll = pattern.is(ValueBindingPatternSyntax.self)
        let inner = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let call = inner.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
              let caseName = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        for (position, argument) in call.arguments.enumerated() {
            // `case let .filling(name)`: every plain name binds.
            let plainName = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? argument.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            if bindsAll, plainName == name {
                return (caseName, position, argument.label?.text)
            }
            // `case .filling(let name)`.
            if let bound = argument.expression.as(PatternExprSyntax.self)?.pattern.as(ValueBindingPatternSyntax.self)?.pattern,
               bound.as(IdentifierPatternSyntax.self)?.identifier.text == name
            {
                return (caseName, position, argument.label?.text)
            }
        }
        return nil
    }
}

/// `copy` after `var copy = self; copy.state = newState`: a copy of the
/// instance the code runs on, with the members it assigns changed.
struct ChangedCopy {
    /// The last value each changed member is given before the use.
    let changes: [String: ExprSyntax]

    init?(_ reference: ExprSyntax) {
        guard let name = reference.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let local = LocalDeclarations.initializer(of: name, before: Syntax(reference))
        else { return nil }
        self.init(named: name, declaredBy: local.value, before: Syntax(reference))
    }

    /// The local `name`, declared with `value`, as the code has it at `use`.
    init?(named name: String, declaredBy value: ExprSyntax, before use: Syntax) {
        guard value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        var changes: [String: ExprSyntax] = [:]
        for item in LocalDeclarations.statements(between: value, and: use) {
            let finder = AssignmentFinder()
            finder.walk(item)
            for assignment in finder.assignments {
                guard let member = assignment.target.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                else { continue }
                changes[member.declName.baseName.text] = assignment.value
            }
        }
        guard !changes.isEmpty else { return nil }
        self.changes = changes
    }

    /// Whether a function's statements before its result only make and
    /// change such a copy (`var copy = self`, `copy.state = …`).
    static func onlyChangesCopies(_ statements: some Collection<CodeBlockItemSyntax>) -> Bool {
        var copies: Set<String> = []
        for statement in statements {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    else { continue }
                    copies.insert(name)
                }
                continue
            }
            guard let sequence = ValueResolver.expression(of: statement)?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                  let target = sequence.elements.first?.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  copies.contains(target)
            else { return false }
        }
        return true
    }
}

extension ValueResolver {
    /// The case a value is, as a `switch` matches it: an enum case, one
    /// made with a payload (`.filling(name: …)`), or `nil`.
    func caseValue(of subject: ExprSyntax, in scope: Scope) -> EnumCase? {
        switch follow(subject, in: scope) {
        case .enumCase(let enumCase): return enumCase
        case .expression(let value, _, let declaredType):
            if value.is(NilLiteralExprSyntax.self) { return EnumCase(typeName: nil, name: "nil") }
            return payloadCase(value, declaredType: declaredType ?? Self.selfType(of: subject, in: scope))
        case .impliedText, .unknown: return nil
        }
    }

    /// `.filling(name: "house")` or `Naming.filling(name: "house")`: the
    /// case a call of an enum's case with a payload makes.
    func payloadCase(_ value: ExprSyntax, declaredType: String?) -> EnumCase? {
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let path = member.base.flatMap(Self.typePath) ?? declaredType.map { $0.trimmingSuffix("?").split(separator: ".").map(String.init) }
        guard let path, Self.declaresCase(name, ofPath: path, in: project) else { return nil }
        return EnumCase(typeName: path.last, name: name)
    }

    /// The type `self` is in a method's code: a `switch self` in an enum's
    /// method is over a value of that enum.
    private static func selfType(of subject: ExprSyntax, in scope: Scope) -> String? {
        subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? scope.typeName : nil
    }

    /// A payload a `switch` arm binds, from the value the switch is over.
    func followPayload(_ payload: PayloadBinding, in scope: Scope, declaredType: String?) -> Followed {
        guard case .expression(let value, let valueScope, let valueType) = follow(payload.subject, in: scope),
              payloadCase(value, declaredType: valueType ?? Self.selfType(of: payload.subject, in: scope))?.name == payload.caseName,
              let call = value.as(FunctionCallExprSyntax.self)
        else {
            return .unknown("the payload of `\(Self.abbreviated(payload.subject))`, a value not known")
        }
        let arguments = Self.arguments(of: call)
        let argument = payload.label.flatMap { label in arguments.first { $0.label == label } }
            ?? (arguments.indices.contains(payload.position) ? arguments[payload.position] : nil)
        guard let argument else { return .unknown("the payload of `\(Self.abbreviated(call))`, which it does not give") }
        return follow(argument.expression, in: valueScope, declaredType: declaredType)
    }

    /// A member of a changed copy: its change, else the member of the
    /// instance it copies.
    func member(_ name: String, ofCopy copy: ChangedCopy, in copyScope: Scope, type typeName: String) -> Followed? {
        if let changed = copy.changes[name] {
            return follow(changed, in: copyScope, declaredType: declaredType(ofMember: name, inType: typeName))
        }
        var original = Scope(file: copyScope.file, typeName: typeName)
        original.bindings["self"] = copyScope.bindings["self"]
        return memberValue(named: name, ofType: typeName, selfCase: nil, scope: original)
    }

    /// `pick(state)` where `pick` holds a closure the code wrote
    /// (`.computed { state in … }`): what the closure gives, its parameters
    /// bound to the call's arguments.
    func closureResult(of call: FunctionCallExprSyntax, in scope: Scope) -> (ExprSyntax, Scope)? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), !Self.mayNameType(callee.baseName.text),
              scope.bindings[callee.baseName.text] != nil || PayloadBinding(named: callee.baseName.text, around: Syntax(call)) != nil,
              case .expression(let value, let closureScope, _) = follow(ExprSyntax(callee), in: scope),
              let closure = value.as(ClosureExprSyntax.self)
        else { return nil }
        var bound = closureScope
        let names = SwiftUITabViewReader.parameterNames(of: closure)
        for (index, argument) in Self.arguments(of: call).enumerated() {
            let binding = Bound.expression(argument.expression, scope)
            if names.indices.contains(index) { bound.bindings[names[index]] = binding }
            bound.bindings["$\(index)"] = binding
        }
        return resultExpression(of: closure.statements, selfCase: nil, scope: bound).map { ($0, bound) }
    }
}

import SwiftSyntax

/// Values of instances the app makes of its own types: a member of
/// `iOSTabs()` (`static let shared = iOSTabs()`, then `shared.tabs`), a
/// stored property that an initializer assigns, and an enum case made by an
/// initializer (`AppTab(rawValue: "home")`, or `init(with id: Int)` that
/// switches over its parameter).
extension ValueResolver {
    /// The app's type a call makes: `Storage()`, or `.init(…)` where the
    /// declaration names the type; nil for a call of anything else.
    func instanceType(of call: FunctionCallExprSyntax, declaredType: String?) -> String? {
        let typeName: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.baseName.text == "init" {
            let contextual = declaredType ?? Self.listElementType(around: call)
            typeName = contextual?.trimmingSuffix("?").split(separator: ".").last.map(String.init)
        } else if ["self.init", "Self.init"].contains(call.calledExpression.trimmedText) {
            // `self.init(.circled(name: name))` in a factory: the declaring type.
            typeName = Self.enclosingTypeName(of: Syntax(call))
        } else if let name = ModifierChain.calleeName(call), Self.mayNameType(name),
                  call.calledExpression.as(MemberAccessExprSyntax.self) == nil
        {
            // `static let home = Self("house")` makes the declaring type.
            typeName = name == "Self" ? Self.enclosingTypeName(of: Syntax(call)) : name
        } else {
            typeName = nil
        }
        guard let typeName, project.declaresType(typeName) else { return nil }
        return typeName
    }

    /// An `if` condition in words, where `if let details` of a stored
    /// optional stands for the condition under which the type's initializer
    /// gives it a value (`if features.globalSearch { details = … } else {
    /// details = nil }`): that is what decides whether the tab exists.
    func words(of conditions: ConditionElementListSyntax, in scope: Scope) -> String {
        var parts: [String] = []
        for element in conditions {
            var part = Self.singleLine(element.condition)
            if let name = Self.unwrappedName(by: element), let typeName = scope.typeName, let condition = conditionOfValue(named: name, ofType: typeName) {
                part = condition
            }
            // Two properties set under one condition name it once.
            if !parts.contains(part) { parts.append(part) }
        }
        return parts.joined(separator: ", ")
    }

    /// The condition under which the initializer assigns a stored property
    /// its one non-`nil` value: the `if` (or `not (…)` of it, in the `else`)
    /// around that assignment.
    private func conditionOfValue(named name: String, ofType typeName: String) -> String? {
        let targets: Set = [name, "self.\(name)"]
        var valued: [AssignmentFinder.Assignment] = []
        for declaration in declarations(ofType: typeName, mentioningAnyOf: ["init"]) {
            for member in declaration.memberBlock?.members ?? [] {
                guard let body = member.decl.as(InitializerDeclSyntax.self)?.body else { continue }
                let finder = AssignmentFinder()
                finder.walk(body)
                valued += finder.assignments.filter { targets.contains($0.target.trimmedText) && !$0.value.is(NilLiteralExprSyntax.self) }
            }
        }
        guard valued.count == 1, let block = valued.first?.node.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self) }) else { return nil }
        return Self.branchCondition(of: block)
    }

    /// The condition under which a block runs when it is a branch of an
    /// `if`: its conditions for the body, `not (…)` of them for the `else`.
    static func branchCondition(of block: CodeBlockSyntax) -> String? {
        guard let ifExpression = block.parent?.as(IfExprSyntax.self) else { return nil }
        let condition = singleLine(ifExpression.conditions)
        return ifExpression.body.id == block.id ? condition : "not (\(condition))"
    }

    /// The element type of the typed list an expression is put in, the
    /// type Swift gives an implicit `.init` there: an element of
    /// `let entries: [Entry] = [.init(…)]`, or the argument of
    /// `entries.append(.init(…))` on such a local.
    static func listElementType(around expression: FunctionCallExprSyntax) -> String? {
        var annotation: String?
        if let array = expression.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self) {
            annotation = array.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedText
        } else if let append = expression.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let callee = append.calledExpression.as(MemberAccessExprSyntax.self), ["append", "insert"].contains(callee.declName.baseName.text),
                  let list = callee.base?.as(DeclReferenceExprSyntax.self)
        {
            annotation = LocalDeclarations.initializer(of: list.baseName.text, before: Syntax(append))?.type
        }
        return annotation.flatMap(ElementList.elementType)
    }

    /// A member of the instance a call makes, read with `self` bound to it.
    func member(_ name: String, ofInstance call: FunctionCallExprSyntax, type typeName: String, in scope: Scope) -> Followed? {
        let instanceScope = Scope(file: scope.file, bindings: ["self": .expression(ExprSyntax(call), scope)], typeName: typeName)
        return memberValue(named: name, ofType: typeName, selfCase: nil, scope: instanceScope)
    }

    /// A stored property without an initial value: what the initializer
    /// assigns it (`self.title = title`, with the instance's arguments for
    /// the parameters), or a memberwise initializer's argument of its name;
    /// `unwrapped` where the use is inside `if let name`.
    func initializedValue(named name: String, ofType typeName: String, instance: Bound?, unwrapped: Bool = false) -> Followed? {
        var call: FunctionCallExprSyntax?
        var callScope: Scope?
        if case .expression(let expression, let scope)? = instance {
            call = expression.as(FunctionCallExprSyntax.self)
            callScope = scope
        }
        var initializers: [(InitializerDeclSyntax, TypeDeclaration)] = []
        for declaration in declarations(ofType: typeName, mentioningAnyOf: ["init"]) {
            for member in declaration.memberBlock?.members ?? [] {
                if let initializer = member.decl.as(InitializerDeclSyntax.self) { initializers.append((initializer, declaration)) }
            }
        }
        guard !initializers.isEmpty else {
            // The memberwise initializer of a struct.
            guard let call, let callScope, let argument = call.arguments.first(where: { $0.label?.text == name }) else { return nil }
            return follow(argument.expression, in: callScope)
        }
        // `targets` below: what an initializer's assignment to the property spells.
        let targets: Set = [name, "self.\(name)", "_\(name)", "self._\(name)"]
        // Without a call, the only initializer, or the only one that gives
        // the property a value (`init?(coder:)` that stops the app gives none).
        let assigning = initializers.filter { initializer, _ in
            let finder = AssignmentFinder()
            initializer.body.map { finder.walk($0) }
            return finder.assignments.contains { targets.contains($0.target.trimmedText) }
        }
        let chosen = call.flatMap { call in initializers.first { Self.accepts($0.0.signature.parameterClause.parameters, call) } }
            ?? (initializers.count == 1 ? initializers[0] : nil)
            ?? (call == nil && assigning.count == 1 ? assigning[0] : nil)
        guard let (initializer, declaration) = chosen, let body = initializer.body else { return nil }
        var scope = Scope(file: declaration.file, typeName: typeName)
        if let call, let callScope {
            Self.bind(initializer.signature.parameterClause.parameters, to: call, from: callScope, in: &scope)
            scope.bindings["self"] = instance
        }
        let finder = AssignmentFinder()
        finder.walk(body)
        // `_model = StateObject(wrappedValue: …)` gives a property wrapper its first value.
        // Where the code has unwrapped the property (`if let details { … }`),
        // the `nil` a branch of the initializer gives it is not what it holds.
        guard let assignment = finder.assignments.last(where: {
            targets.contains($0.target.trimmedText) && !(unwrapped && $0.value.is(NilLiteralExprSyntax.self))
        }) else {
            // `init(_ tab: Tab) { self.init(title: tab.label, …) }`: what the
            // initializer it hands on to assigns, given what it passes.
            guard call != nil, let delegated = finder.calls.first(where: { $0.calledExpression.trimmedText == "self.init" }),
                  delegated.id != call?.id
            else { return nil }
            return deeper {
                initializedValue(named: name, ofType: typeName, instance: .expression(ExprSyntax(delegated), scope), unwrapped: unwrapped)
            } ?? nil
        }
        let type = Self.storedType(named: name, in: declaration)
        return follow(Self.wrappedValue(in: assignment.value), in: scope, declaredType: type)
    }

    /// `StateObject(wrappedValue: x)`, `State(initialValue: x)`: `x`.
    private static func wrappedValue(in value: ExprSyntax) -> ExprSyntax {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
              ["wrappedValue", "initialValue"].contains(argument.label?.text)
        else { return value }
        return argument.expression
    }

    /// Binds a function's parameters, by their names inside its body, to
    /// the expressions a call passes, read where the call is; a parameter
    /// the call leaves out to its default value, read where it is declared.
    private static func bind(_ parameters: FunctionParameterListSyntax, to call: FunctionCallExprSyntax, from callScope: Scope, in scope: inout Scope) {
        guard let matched = matchedArguments(parameters, call) else {
            // A call the declaration does not take (the only initializer of
            // a type the code calls another way): its arguments in order.
            for (parameter, argument) in zip(parameters, arguments(of: call)) {
                scope.bindings[(parameter.secondName ?? parameter.firstName).text] = .expression(argument.expression, callScope)
            }
            return
        }
        let declarationScope = scope
        for (parameter, argument) in matched {
            let name = (parameter.secondName ?? parameter.firstName).text
            if let argument {
                scope.bindings[name] = .expression(argument, callScope)
            } else if let defaultValue = parameter.defaultValue?.value {
                scope.bindings[name] = .expression(defaultValue, declarationScope)
            }
        }
    }

    /// The argument a call gives each parameter, in order, by their labels
    /// (`make(systemName:)` is not `make(_:)`): nil for a parameter with a
    /// default value that the call leaves out; a trailing closure fills its
    /// parameter whatever its label. Nil when the call does not fit.
    private static func matchedArguments(
        _ parameters: FunctionParameterListSyntax, _ call: FunctionCallExprSyntax
    ) -> [(parameter: FunctionParameterSyntax, argument: ExprSyntax?)]? {
        let arguments = arguments(of: call)
        let labelled = call.arguments.count
        var next = 0
        var matched: [(parameter: FunctionParameterSyntax, argument: ExprSyntax?)] = []
        for parameter in parameters {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            // A trailing closure passes over the parameters with default
            // values that take no closure (`imageOverride: UIImage? = nil`
            // before `content: () -> some View`), as Swift's forward scan does.
            if next < arguments.count, next >= labelled, parameter.defaultValue != nil, !parameter.type.trimmedText.contains("->") {
                matched.append((parameter, nil))
                continue
            }
            if next < arguments.count, next >= labelled || arguments[next].label == label {
                // `Glyph("house")` is `init(_ name: String)`, not `init(_ naming: Naming)`.
                if arguments[next].expression.is(StringLiteralExprSyntax.self), !Self.takesText(parameter.type) { return nil }
                matched.append((parameter, arguments[next].expression))
                next += 1
            } else if parameter.defaultValue != nil {
                matched.append((parameter, nil))
            } else {
                return nil
            }
        }
        return next == arguments.count ? matched : nil
    }

    /// Whether a parameter of this type can take a string literal: a text
    /// type, or one too general to tell (`Any`, a generic `T`).
    private static func takesText(_ type: TypeSyntax) -> Bool {
        let name = type.trimmedText.nonOptionalType
        guard let first = name.first, first.isUppercase else { return true }
        return name.contains("String") || ["Any", "AnyHashable", "Character", "Substring", "URL"].contains(name) || name.count <= 2
            || name.hasPrefix("some ") || name.hasPrefix("any ")
    }

    /// A call's arguments in order, trailing closures last (`Model { … }`
    /// passes its closure to the initializer's last parameter).
    static func arguments(of call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var arguments = call.arguments.map { (label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure { arguments.append((nil, ExprSyntax(closure))) }
        for extra in call.additionalTrailingClosures { arguments.append((extra.label.text, ExprSyntax(extra.closure))) }
        return arguments
    }

    /// `Destination.feed(source: x)`: what a static factory of the app's
    /// type (a static function returning the type) returns, with its
    /// parameters bound to the call's arguments. Other static functions
    /// (a string table's `L10n.tr(…)`) are read by what calls them.
    func factoryResult(of call: FunctionCallExprSyntax, in scope: Scope, declaredType: String? = nil) -> (ExprSyntax, Scope)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        // `.localize("Home")` where a `String` is expected: `String.localize(_:)`.
        let implied = member.base == nil ? declaredType.map { String($0.trimmingSuffix("?")) } : nil
        guard let typeName = implied ?? member.base.flatMap({ (Self.typePath($0) ?? selfTypePath($0, in: scope))?.last }) else { return nil }
        return result(of: call, named: member.declName.baseName.text, inType: typeName, from: scope) { function in
            let returned = function.signature.returnClause?.type.trimmedText
            return function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) && [typeName, "Self"].contains(returned)
        }
    }

    /// `settingsManager?.visibleItems()`, `data(for: .order)`: what a
    /// method of one of the app's types returns, the receiver's type known
    /// from its declaration. An optional receiver is read as set, as it is
    /// once the app has started (what it shows before is not its tab bar).
    func methodResult(of call: FunctionCallExprSyntax, in scope: Scope) -> (ExprSyntax, Scope)? {
        let name: String
        let receiverType: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), !Self.mayNameType(reference.baseName.text) {
            name = reference.baseName.text
            receiverType = scope.typeName ?? Self.enclosingTypeName(of: Syntax(call))
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            // `section.title()` on an enum case: the method's arm for that case.
            let followedBase = follow(base, in: scope)
            if case .enumCase(let enumCase) = followedBase, let typeName = enumCase.typeName,
               let (body, functionScope) = body(ofFunction: name, inType: typeName, calledBy: call, from: scope)
            {
                var caseScope = functionScope
                caseScope.bindings["self"] = .enumCase(enumCase)
                return resultExpression(of: body, selfCase: enumCase, scope: caseScope).map { ($0, caseScope) }
            }
            receiverType = instanceTypeName(of: base, in: scope)
            // `page.makeItem()` on a value the code makes (`PageInfo(title: …)`,
            // a case with a payload, a changed copy): the method read with
            // `self` bound to that instance.
            if case .expression(let made, let madeScope, let declared) = followedBase,
               let typeName = madeType(of: made, declaredType: declared ?? receiverType), receiverType == nil || receiverType == typeName,
               let (body, functionScope) = body(ofFunction: name, inType: typeName, calledBy: call, from: scope, accepts: Self.returnsWhatItMakes)
            {
                var instanceScope = functionScope
                instanceScope.bindings["self"] = .expression(made, madeScope)
                return resultExpression(of: body, selfCase: nil, scope: instanceScope).map { ($0, instanceScope) }
            }
        } else {
            return nil
        }
        guard let receiverType, let (result, found) = result(of: call, named: name, inType: receiverType, from: scope, accepts: Self.returnsWhatItMakes)
        else { return nil }
        var resultScope = found
        // `with(.on)` in an instance's own method runs on that instance.
        if call.calledExpression.is(DeclReferenceExprSyntax.self), receiverType == scope.typeName, let instance = scope.bindings["self"] {
            resultScope.bindings["self"] = instance
        }
        return (result, resultScope)
    }

    /// The app's type of a value the code makes: a call of its
    /// initializer, a case with a payload, or a changed copy of `self`.
    private func madeType(of made: ExprSyntax, declaredType: String?) -> String? {
        if let call = made.as(FunctionCallExprSyntax.self) {
            return instanceType(of: call, declaredType: declaredType) ?? payloadCase(made, declaredType: declaredType)?.typeName
        }
        guard ChangedCopy(made) != nil, let typeName = declaredType, project.declaresType(typeName) else { return nil }
        return typeName
    }

    /// `Loc("home.title", value: "Home", comment: "")`, `L("home")`: what
    /// a file-level function of the app returns (a wrapper around
    /// `NSLocalizedString`), read with its parameters bound; one that sets
    /// things up before it returns is read by what it sets up.
    func freeFunctionResult(of call: FunctionCallExprSyntax, in scope: Scope) -> (ExprSyntax, Scope)? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, !project.declaresType(name),
              let (body, bodyScope) = body(ofFreeFunction: name, calledBy: call, from: scope),
              body.dropLast().allSatisfy({ $0.item.is(VariableDeclSyntax.self) }),
              let result = resultExpression(of: body, selfCase: nil, scope: bodyScope)
        else { return nil }
        return (result, bodyScope)
    }

    /// An instance method whose result is all it gives: a method that sets
    /// things up before it returns (`compose.tabBarItem = …`) is read by
    /// what it sets up, not by its result alone.
    private static func returnsWhatItMakes(_ function: FunctionDeclSyntax) -> Bool {
        !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) })
            && (function.body.map { ChangedCopy.onlyChangesCopies($0.statements.dropLast()) } ?? false)
    }

    /// The app's type of the instance an expression names: `self`, a
    /// property (`settingsManager`, `environment?.settings`) by its declared
    /// type, optional or not.
    func instanceTypeName(of base: ExprSyntax, in scope: Scope) -> String? {
        let base = Self.unwrapped(base)
        if let optional = base.as(OptionalChainingExprSyntax.self) { return instanceTypeName(of: optional.expression, in: scope) }
        let ownType = scope.typeName ?? Self.enclosingTypeName(of: Syntax(base))
        let declared: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return ownType }
            declared = ownType.flatMap { memberType(reference.baseName.text, inType: $0) }
        } else if let member = base.as(MemberAccessExprSyntax.self), let inner = member.base {
            declared = instanceTypeName(of: inner, in: scope).flatMap { memberType(member.declName.baseName.text, inType: $0) }
        } else {
            return nil
        }
        guard let typeName = declared?.nonOptionalType, project.declaresType(typeName) else { return nil }
        return typeName
    }

    /// A property's type: its annotation, or the app's type its initial
    /// value makes (`var preferences = Preferences()`).
    private func memberType(_ name: String, inType typeName: String) -> String? {
        guard let binding = properties(named: name, ofType: typeName).first?.binding else { return nil }
        if let annotation = binding.typeAnnotation?.type.trimmedText { return annotation }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        return instanceType(of: call, declaredType: nil)
    }

    /// The result of the function of a type that a call calls and `accepts`
    /// allows, with its parameters bound, when its body gives one value.
    private func result(
        of call: FunctionCallExprSyntax, named name: String, inType typeName: String, from scope: Scope, accepts: (FunctionDeclSyntax) -> Bool
    ) -> (ExprSyntax, Scope)? {
        guard let (body, functionScope) = body(ofFunction: name, inType: typeName, calledBy: call, from: scope, accepts: accepts),
              let result = resultExpression(of: body, selfCase: nil, scope: functionScope)
        else { return nil }
        return (result, functionScope)
    }

    /// The body of the function of a type that a call calls (its name, as
    /// many parameters as the call passes, and what `accepts` allows), with
    /// the parameters bound to the call's arguments.
    func body(
        ofFunction name: String, inType typeName: String, calledBy call: FunctionCallExprSyntax, from scope: Scope,
        accepts: (FunctionDeclSyntax) -> Bool = { _ in true }
    ) -> (CodeBlockItemListSyntax, Scope)? {
        for declaration in declarations(ofType: typeName, mentioning: .functionDeclaration(name), cutFor: [name]) {
            for function in project.methods(named: name, in: declaration) where accepts(function) {
                if let bound = Self.body(of: function, in: Scope(file: declaration.file, typeName: typeName), calledBy: call, from: scope) { return bound }
            }
        }
        return nil
    }

    /// A function's body with its parameters bound to what a call passes,
    /// when the call passes as many arguments as it has parameters.
    private static func body(
        of function: FunctionDeclSyntax, in functionScope: Scope, calledBy call: FunctionCallExprSyntax, from scope: Scope
    ) -> (CodeBlockItemListSyntax, Scope)? {
        guard accepts(function.signature.parameterClause.parameters, call), let body = function.body else { return nil }
        var bound = functionScope
        bind(function.signature.parameterClause.parameters, to: call, from: scope, in: &bound)
        return (body.statements, bound)
    }

    /// The body of the app's file-level function a call calls (as many
    /// parameters as the call passes), with the parameters bound.
    func body(
        ofFreeFunction name: String, calledBy call: FunctionCallExprSyntax, from scope: Scope, accepts: (FunctionDeclSyntax) -> Bool = { _ in true }
    ) -> (CodeBlockItemListSyntax, Scope)? {
        for (function, file) in project.functions(named: name) where Self.enclosingTypeName(of: Syntax(function)) == nil && accepts(function) {
            if let bound = Self.body(of: function, in: Scope(file: file), calledBy: call, from: scope) { return bound }
        }
        return nil
    }

    /// `entry.destination` of `(destination, Router())`: the element with
    /// that label, or at the label's position in the labelled tuple type
    /// the enclosing type declares (`typealias Entry = (destination: …, …)`),
    /// which Swift converts the unlabelled tuple to.
    func tupleElement(named name: String, of tuple: TupleExprSyntax) -> ExprSyntax? {
        let elements = Array(tuple.elements)
        if let labelled = elements.first(where: { $0.label?.text == name }) { return labelled.expression }
        guard elements.allSatisfy({ $0.label == nil }), let typeName = Self.enclosingTypeName(of: Syntax(tuple)) else { return nil }
        var positions: Set<Int> = []
        for declaration in declarations(ofType: typeName, mentioningAnyOf: ["typealias"]) {
            for item in declaration.memberBlock?.members ?? [] {
                guard let alias = item.decl.as(TypeAliasDeclSyntax.self),
                      let tupleType = alias.initializer.value.as(TupleTypeSyntax.self), tupleType.elements.count == elements.count,
                      let position = tupleType.elements.firstIndex(where: { $0.firstName?.text == name })
                else { continue }
                positions.insert(tupleType.elements.distance(from: tupleType.elements.startIndex, to: position))
            }
        }
        guard positions.count == 1, let position = positions.first else { return nil }
        return elements[position].expression
    }

    /// An enum case an initializer call makes: `AppTab(rawValue: "home")`,
    /// or an initializer of the enum's own that switches over its
    /// parameter and assigns `self` in each arm.
    func enumCaseMade(by call: FunctionCallExprSyntax, type typeName: String, in scope: Scope) -> Followed? {
        guard !Self.caseNames(ofPath: [typeName], in: project).isEmpty else { return nil }
        if call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "rawValue" {
            let raw = follow(argument.expression, in: scope)
            return enumCase(ofType: typeName, rawValue: raw).map { .enumCase($0) } ?? .unknown("`\(Self.abbreviated(call))`, a raw value not known")
        }
        for declaration in declarations(ofType: typeName, mentioningAnyOf: ["init"]) {
            for member in declaration.memberBlock?.members ?? [] {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), Self.accepts(initializer.signature.parameterClause.parameters, call),
                      let switchStatement = initializer.body?.statements.compactMap({ Self.expression(of: $0)?.as(SwitchExprSyntax.self) }).first,
                      let subject = switchStatement.subject.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let position = initializer.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == subject })
                else { continue }
                let index = initializer.signature.parameterClause.parameters.distance(
                    from: initializer.signature.parameterClause.parameters.startIndex, to: position)
                let arguments = Array(call.arguments)
                guard arguments.indices.contains(index), let matches = casePattern(matching: arguments[index].expression, in: scope) else {
                    return .unknown("`\(Self.abbreviated(call))`, made from a value not known")
                }
                return assignedSelf(in: switchStatement, matching: matches, declaration: declaration, typeName: typeName)
            }
        }
        return nil
    }

    /// Which `case` patterns a value matches: a literal's (`case 0:`,
    /// `case "home":`), or an enum case's (`case .gardenPlace:`). nil when
    /// the value is not known.
    private func casePattern(matching expression: ExprSyntax, in scope: Scope) -> ((ExprSyntax) -> Bool)? {
        let followed = follow(expression, in: scope)
        if case .enumCase(let enumCase) = followed {
            return { pattern in pattern.as(MemberAccessExprSyntax.self)?.declName.baseName.text == enumCase.name }
        }
        guard let value = Self.literalValue(of: followed) else { return nil }
        return { pattern in
            if let integer = pattern.as(IntegerLiteralExprSyntax.self) { return integer.literal.text == value }
            return pattern.as(StringLiteralExprSyntax.self).flatMap(Self.literalText) == value
        }
    }

    /// A string literal's content, an integer literal's digits, or an
    /// implied raw value: what a raw value or a setting's key compares by.
    static func literalValue(of followed: Followed?) -> String? {
        switch followed {
        case .expression(let final, _, _)?:
            if let integer = final.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
            return final.as(StringLiteralExprSyntax.self).flatMap(literalText)
        case .impliedText(let text, _)?: return text
        case .enumCase?, .unknown?, nil: return nil
        }
    }

    /// `case 0: self = .timeline`: the value assigned to `self` in the arm
    /// whose pattern matches (or `default`).
    private func assignedSelf(
        in switchStatement: SwitchExprSyntax, matching matches: (ExprSyntax) -> Bool, declaration: TypeDeclaration, typeName: String
    ) -> Followed? {
        var chosen: SwitchCaseSyntax?
        for element in switchStatement.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default: chosen = chosen ?? switchCase
            case .case(let label):
                if label.caseItems.contains(where: { $0.pattern.as(ExpressionPatternSyntax.self).map { matches($0.expression) } ?? false }) {
                    chosen = switchCase
                }
            }
            if chosen != nil, case .case = chosen?.label { break }
        }
        guard let chosen else { return nil }
        let finder = AssignmentFinder()
        finder.walk(chosen)
        guard let assignment = finder.assignments.first(where: { $0.target.trimmedText == "self" }) else { return nil }
        return follow(assignment.value, in: Scope(file: declaration.file, typeName: typeName), declaredType: typeName)
    }

    /// `String(phraseKey: "Garden_Page")`, an initializer the app adds to
    /// `String` (`init(phraseKey:) { self = NSLocalizedString(phraseKey, comment: "") }`):
    /// what it assigns `self`, its parameters bound. Branches that look the
    /// same key up in different bundles give that key's text.
    func stringInitializerResult(of call: FunctionCallExprSyntax, in scope: Scope) -> (ExprSyntax, Scope)? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String", call.arguments.first?.label != nil else { return nil }
        for declaration in declarations(ofType: "String", mentioningAnyOf: ["init"]) {
            for member in declaration.memberBlock?.members ?? [] {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), Self.accepts(initializer.signature.parameterClause.parameters, call),
                      let body = initializer.body
                else { continue }
                let finder = AssignmentFinder()
                finder.walk(body)
                let values = finder.assignments.filter { $0.target.trimmedText == "self" }.map(\.value)
                guard let first = values.first, values.allSatisfy({ Self.lookupKey($0) == Self.lookupKey(first) }) else { continue }
                var bound = Scope(file: declaration.file, typeName: "String")
                Self.bind(initializer.signature.parameterClause.parameters, to: call, from: scope, in: &bound)
                return (first, bound)
            }
        }
        return nil
    }

    /// What a lookup asks for, whatever the bundle: the function and its
    /// first argument (`NSLocalizedString(key`).
    private static func lookupKey(_ expression: ExprSyntax) -> String {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return expression.trimmedText }
        return call.calledExpression.trimmedText + "(" + (call.arguments.first?.expression.trimmedText ?? "")
    }

    /// `Image(asset: self)`: an initializer the app adds to a type
    /// (SwiftGen's `extension SwiftUI.Image { init(asset:) }`) that hands
    /// on to one of the type's own, `self.init(asset.name, bundle: …)`:
    /// that call, with the initializer's parameters bound to the arguments.
    func delegatedInitializer(of call: FunctionCallExprSyntax, type typeName: String, in scope: Scope) -> (FunctionCallExprSyntax, Scope)? {
        for declaration in declarations(ofType: typeName, mentioningAnyOf: ["init"]) {
            for member in declaration.memberBlock?.members ?? [] {
                guard let initializer = member.decl.as(InitializerDeclSyntax.self), Self.accepts(initializer.signature.parameterClause.parameters, call),
                      let delegated = initializer.body?.statements.lazy.compactMap({ Self.expression(of: $0).map(Self.unwrapped)?.as(FunctionCallExprSyntax.self) })
                          .first(where: { $0.calledExpression.trimmedText == "self.init" })
                else { continue }
                var bound = Scope(file: declaration.file, typeName: typeName)
                Self.bind(initializer.signature.parameterClause.parameters, to: call, from: scope, in: &bound)
                return (delegated, bound)
            }
        }
        return nil
    }

    /// The call that makes the object an expression names, where that
    /// call is read, and the type the value is declared as.
    struct MadeInstance {
        let call: FunctionCallExprSyntax
        let scope: Scope
        let declaredType: String?
    }

    /// The call that makes the object an expression names, when the code
    /// says it (`lazy var home = builder.home`, whose getter returns
    /// `HomeCoordinator(navigationController: nav)`).
    func instance(madeBy expression: ExprSyntax, in scope: Scope) -> MadeInstance? {
        guard case .expression(let made, let madeScope, let declaredType) = follow(expression, in: scope),
              let call = made.as(FunctionCallExprSyntax.self)
        else { return nil }
        return MadeInstance(call: call, scope: madeScope, declaredType: declaredType)
    }

    /// The scope an initializer of `typeName` runs in when `call` makes
    /// the instance: its parameters bound to what the call passes. nil
    /// when the initializer does not take the call.
    func initializerScope(
        _ initializer: InitializerDeclSyntax, in file: SwiftSourceFile, typeName: String, calledBy call: FunctionCallExprSyntax, from callScope: Scope
    ) -> Scope? {
        guard Self.accepts(initializer.signature.parameterClause.parameters, call) else { return nil }
        var scope = Scope(file: file, typeName: typeName)
        Self.bind(initializer.signature.parameterClause.parameters, to: call, from: callScope, in: &scope)
        return scope
    }

    /// Whether a function or initializer takes a call's arguments.
    private static func accepts(_ parameters: FunctionParameterListSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        matchedArguments(parameters, call) != nil
    }

    private static func storedType(named name: String, in declaration: TypeDeclaration) -> String? {
        for member in declaration.memberBlock?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.typeAnnotation?.type.trimmedText
            }
        }
        return nil
    }
}

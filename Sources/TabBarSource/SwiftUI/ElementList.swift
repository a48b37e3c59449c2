import Foundation
import SwiftSyntax
import TabBarSpec

/// The elements a `ForEach` (or a `viewControllers` array built from a
/// list) runs over, when the code says them statically: an enum's
/// `allCases` in declaration order, an array literal of cases or values, or
/// a property holding one of these.
enum ElementList {
    case known([Bound], condition: String?)
    case unknown(UnknownValue)

    static func elements(of data: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList {
        // Lists and the references between them count toward one bound: a
        // list passed back to the method that fills it is a cycle.
        resolver.deeper { listElements(of: data, in: scope, resolver: resolver) }
            ?? .unknown(UnknownValue(reason: "tabs from `\(ValueResolver.abbreviated(data))`, a chain of lists too long to follow", range: scope.file.range(of: data)))
    }

    private static func listElements(of data: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList {
        let data = ValueResolver.unwrapped(data)
        // `settings?.visibleItems() ?? []`: the list the app shows once its
        // settings exist; the fallback is for before.
        if let sequence = data.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let primary = sequence.elements.first, Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
           case .known(let elements, let condition) = elements(of: primary, in: scope, resolver: resolver)
        {
            return .known(elements, condition: condition)
        }
        // `fixed + [searchTab]`: the lists one after the other.
        if let sequence = data.as(SequenceExprSyntax.self) {
            return concatenation(Array(sequence.elements), whole: ExprSyntax(sequence), in: scope, resolver: resolver)
        }
        // `[home, inbox].map { UINavigationController(rootViewController: $0) }`:
        // each element seen through the closure.
        // A closure of several statements stands for what it returns, read
        // after them (`let vc = page.controller; vc.tabBarItem = …; return vc`).
        if let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, ["map", "compactMap"].contains(member.declName.baseName.text),
           let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
           let last = closure.statements.last,
           let body = last.item.as(ReturnStmtSyntax.self)?.expression ?? (closure.statements.count == 1 ? ValueResolver.expression(of: last) : nil)
        {
            // `list.enumerated().map { index, item in … }`: the element is the second parameter.
            let enumerated = base.as(FunctionCallExprSyntax.self).flatMap { call -> ExprSyntax? in
                guard call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      member.declName.baseName.text == "enumerated"
                else { return nil }
                return member.base
            }
            let baseList = elements(of: enumerated ?? base, in: scope, resolver: resolver)
            guard case .known(let elements, let condition) = baseList else { return baseList }
            let parameters = SwiftUITabViewReader.parameterNames(of: closure)
            let parameter = enumerated == nil ? SwiftUITabViewReader.parameterName(of: closure) : (parameters.count > 1 ? parameters[1] : "$1")
            return .known(elements.map { element in
                let (bound, elementCondition) = element.unconditional
                var inner = scope
                inner.bindings[parameter] = bound
                inner.bindings[enumerated == nil ? "$0" : "$1"] = bound
                // What the closure makes of an element under a condition is under it too.
                return elementCondition.map { .conditional(.expression(body, inner), $0) } ?? .expression(body, inner)
            }, condition: condition)
        }
        // `pages.map(Navigation.init(rootViewController:))`: each element in
        // a navigation wrapper, which shows its root's item.
        if let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "map", call.trailingClosure == nil, call.arguments.count == 1,
           let reference = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
           isNavigationWrapperInit(reference, resolver: resolver)
        {
            return elements(of: base, in: scope, resolver: resolver)
        }
        // `screens.sorted { $0.key.order < $1.key.order }`: the elements, or a
        // dictionary's entries, in the order of a key the code gives each.
        if let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, member.declName.baseName.text == "sorted", let key = SortKey(call)
        {
            let entries = dictionaryEntries(of: base, in: scope, resolver: resolver)
            let baseList = entries.map { ElementList.known($0, condition: nil) } ?? elements(of: base, in: scope, resolver: resolver)
            if case .known(let elements, let condition) = baseList, let sorted = key.sorted(elements, in: scope, resolver: resolver) {
                return .known(sorted, condition: condition)
            }
            if entries != nil {
                return .unknown(UnknownValue(
                    reason: "tabs from `\(ValueResolver.abbreviated(call))`, a dictionary's entries in the order of `\(key.key.trimmedText)`, which the code does not give for each",
                    range: scope.file.range(of: call)
                ))
            }
        }
        // `AppTab.allCases.filter { … }`: the elements the filter keeps when
        // it decides each one, else all of them, each under the filter.
        if let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, ["filter", "prefix", "dropFirst", "dropLast", "sorted"].contains(member.declName.baseName.text)
        {
            let baseList = elements(of: base, in: scope, resolver: resolver)
            guard case .known(let elements, let condition) = baseList else { return baseList }
            if member.declName.baseName.text == "filter", let kept = kept(elements, by: call, in: scope, resolver: resolver) {
                return .known(kept, condition: condition)
            }
            switch slice(elements, by: call, named: member.declName.baseName.text, listCondition: condition) {
            case .sliced(let sliced)?: return .known(sliced, condition: condition)
            case .unknownCount?:
                return .unknown(UnknownValue(
                    reason: "tabs from `\(ValueResolver.abbreviated(call))`, the first of a list decided at run time", range: scope.file.range(of: call)
                ))
            case nil: break
            }
            return .known(elements, condition: "kept by `\(ValueResolver.abbreviated(call))`")
        }
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases" {
            guard let base = member.base, let typePath = ValueResolver.typePath(base) else {
                return .unknown(UnknownValue(reason: "`allCases` of a type the code does not name", range: scope.file.range(of: data)))
            }
            return allCases(of: typePath, at: data, in: scope, resolver: resolver)
        }
        // `{ var list = [UIViewController](); list.append(home); return list }()`:
        // what the closure, run on the spot, returns.
        if let call = data.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let closure = call.calledExpression.as(ClosureExprSyntax.self),
           let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
        {
            return elements(of: returned, in: scope, resolver: resolver)
        }
        // `build()` of a result-builder closure (`Model { A.home; A.search }`).
        if let call = data.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           case .expression(let callee, let calleeScope, _) = resolver.follow(call.calledExpression, in: scope),
           let closure = callee.as(ClosureExprSyntax.self)
        {
            return builderElements(closure.statements, in: calleeScope, resolver: resolver)
        }
        // `[UIViewController]()`, `Array<UITab>()`: an empty list.
        if let call = data.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.trimmedText == "Array"
        {
            return .known([], condition: nil)
        }
        if let array = data.as(ArrayExprSyntax.self) {
            return .known(array.elements.map { element in
                // `hidden ? nil : scanner`, later dropped by `compactMap`:
                // the element under the condition that keeps it.
                if let (kept, condition) = nilOrElement(element.expression) {
                    return .conditional(.expression(kept, scope), condition)
                }
                switch resolver.follow(element.expression, in: scope) {
                case .enumCase(let enumCase): return .enumCase(enumCase)
                default: return .expression(element.expression, scope)
                }
            }, condition: nil)
        }
        // Swift gives a dictionary's entries in no fixed order: its tabs
        // are known once sorted (above).
        if data.is(DictionaryExprSyntax.self) {
            return .unknown(UnknownValue(
                reason: "tabs from `\(ValueResolver.abbreviated(data))`, a dictionary, whose entries Swift gives in no fixed order", range: scope.file.range(of: data)
            ))
        }
        // `var list: [UIViewController]` given its value later, in branches,
        // and grown with `append` before it is used.
        if let reference = data.as(DeclReferenceExprSyntax.self),
           scope.bindings[reference.baseName.text] == nil || LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(data)) != nil,
           let body = enclosingBody(of: data)
        {
            let name = reference.baseName.text
            let base = assignedLists(to: name, before: data.position, in: body, scope: scope, resolver: resolver)
                ?? LocalDeclarations.initializer(of: name, before: Syntax(data)).map { local in
                    // `let spots: [Spot] = [.garden, .pond]`: the cases are `Spot`'s.
                    withType(elements(of: local.value, in: scope, resolver: resolver), elementType: local.type.flatMap(Self.elementType))
                }
            if let base {
                return appending(to: base, name: name, before: data.position, use: data, in: body, scope: scope, resolver: resolver)
            }
        }
        // A name nothing binds and no local declares before this use: a
        // stored property, the function's parameter, or a closure's.
        let freeName = data.as(DeclReferenceExprSyntax.self).map(\.baseName.text).flatMap { name in
            scope.bindings[name] == nil && LocalDeclarations.initializer(of: name, before: Syntax(data)) == nil ? name : nil
        }
        let parameter = freeName.flatMap { Parameter(named: $0, around: Syntax(data)) }
        // `lazyLoadVCs`, a stored list `viewDidLoad` fills and
        // `viewDidAppear` installs: what the earlier step left in it.
        if let name = freeName, parameter == nil, let fill = resolver.lifecycleFill(of: name, readAt: data, in: scope) {
            // The step reads its own names, not those bound where the list is used.
            let fillScope = Scope(file: scope.file, typeName: scope.typeName)
            let end = fill.endPosition
            let base = assignedLists(to: name, before: end, in: Syntax(fill), scope: fillScope, resolver: resolver) ?? .known([], condition: nil)
            return appending(to: base, name: name, before: end, use: data, in: Syntax(fill), scope: fillScope, resolver: resolver)
        }
        // `drive(onNext: { items in … })`: what the stream emits.
        if let name = freeName, let stream = ReactiveStreams.subscribedStream(ofParameter: name, around: Syntax(data)),
           let emitted = ReactiveStreams.emitted(by: stream, in: scope, resolver: resolver)
        {
            return emitted
        }
        // A parameter (`install(_ entries:)`): the list its one caller
        // passes, read where the caller builds it.
        if let parameter, case .success(let argument) = resolver.argument(passedFor: parameter) {
            return withType(elements(of: argument.expression, in: argument.scope, resolver: resolver), elementType: parameter.type.flatMap(Self.elementType))
        }
        // `makeKids()`: the list a method of the type (or a file-level
        // function) builds from controllers of its own and returns, read in
        // its body (what it sets on each is set before the `return`).
        if let call = data.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
               ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ ["self", "Self"].contains($0.base?.trimmedText) ? $0.declName.baseName.text : nil }),
           let (statements, bodyScope) = scope.typeName.flatMap({ resolver.body(ofFunction: name, inType: $0, calledBy: call, from: scope, accepts: Self.returnsList) })
               ?? resolver.body(ofFreeFunction: name, calledBy: call, from: scope, accepts: Self.returnsList),
           let returned = ValueResolver.lastValue(of: statements)
        {
            return elements(of: returned, in: bodyScope, resolver: resolver)
        }
        // `childrenFactory.makeChildren()`, where the local holds
        // `ChildrenFactory(…)`: the list that instance's method builds.
        if let call = data.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
           let instance = resolver.instance(madeBy: base, in: scope),
           let typeName = resolver.instanceType(of: instance.call, declaredType: instance.declaredType),
           let (statements, methodScope) = resolver.body(ofFunction: member.declName.baseName.text, inType: typeName, calledBy: call, from: scope, accepts: Self.returnsList),
           let returned = ValueResolver.lastValue(of: statements)
        {
            var bodyScope = methodScope
            bodyScope.bindings["self"] = .expression(ExprSyntax(instance.call), instance.scope)
            return elements(of: returned, in: bodyScope, resolver: resolver)
        }
        switch resolver.follow(data, in: scope) {
        case .expression(let final, let finalScope, let declaredType) where final.id != data.id:
            let typed = elements(of: final, in: finalScope, resolver: resolver)
            return withType(typed, elementType: declaredType.flatMap(Self.elementType))
        case .unknown(let reason):
            return .unknown(UnknownValue(reason: reason, range: scope.file.range(of: data)))
        default:
            return .unknown(UnknownValue(reason: "tabs from `\(ValueResolver.abbreviated(data))`, a list known only at run time", range: scope.file.range(of: data)))
        }
    }

    /// The list a closure or function body gives: its one value, or each
    /// branch's of `if authorized { return [.news, .search] } else { return [.search] }`
    /// (or `?:`) run at run time: the longer list is the bar, and its
    /// elements the other leaves out exist under that branch's condition.
    /// nil when the body gives something else.
    static func returned(by statements: CodeBlockItemListSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList? {
        guard statements.count == 1, let only = statements.first else {
            return ValueResolver.lastValue(of: statements).map { elements(of: $0, in: scope, resolver: resolver) }
        }
        let statement = ValueResolver.expression(of: only) ?? only.item.as(ReturnStmtSyntax.self)?.expression
        if let ifExpression = statement?.as(IfExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
           case .codeBlock(let elseBlock)? = ifExpression.elseBody,
           let then = ValueResolver.lastValue(of: ifExpression.body.statements), let otherwise = ValueResolver.lastValue(of: elseBlock.statements)
        {
            return branches(then, otherwise, condition: resolver.words(of: ifExpression.conditions, in: scope), in: scope, resolver: resolver)
        }
        if let statement, let (condition, then, otherwise) = ValueResolver.ternary(statement) {
            let words = condition.map { ValueResolver.singleLine($0) }.joined(separator: " ")
            return branches(then, otherwise, condition: words, in: scope, resolver: resolver)
        }
        return statement.map { elements(of: $0, in: scope, resolver: resolver) }
    }

    private static func branches(_ then: ExprSyntax, _ otherwise: ExprSyntax, condition: String, in scope: Scope, resolver: ValueResolver) -> ElementList? {
        let thenList = elements(of: then, in: scope, resolver: resolver)
        guard case .known(let first, _) = thenList else { return thenList }
        let otherwiseList = elements(of: otherwise, in: scope, resolver: resolver)
        guard case .known(let second, _) = otherwiseList else { return otherwiseList }
        return longest(of: [BranchList(elements: first, condition: condition), BranchList(elements: second, condition: "not (\(condition))")])
    }

    /// A list's implicit members (`.news`) given the element type a
    /// declared list type names (`-> [HomeTab]`).
    static func typed(_ list: ElementList, by declaredType: String?) -> ElementList {
        withType(list, elementType: declaredType.flatMap(Self.elementType))
    }

    /// A function declared to return an array (`-> [UIViewController]`).
    private static func returnsList(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause?.type.is(ArrayTypeSyntax.self) == true
    }

    /// `condition ? nil : element` or `condition ? element : nil` (the
    /// parser leaves the operators unfolded): the element, and the
    /// condition it is there under, in words.
    private static func nilOrElement(_ expression: ExprSyntax) -> (ExprSyntax, String)? {
        guard let choice = ValueResolver.ternary(expression) else { return nil }
        let condition = choice.condition.map { ValueResolver.singleLine($0) }.joined(separator: " ")
        if choice.then.is(NilLiteralExprSyntax.self), !choice.otherwise.is(NilLiteralExprSyntax.self) {
            return (choice.otherwise, "not (\(condition))")
        }
        if choice.otherwise.is(NilLiteralExprSyntax.self), !choice.then.is(NilLiteralExprSyntax.self) {
            return (choice.then, condition)
        }
        return nil
    }

    /// `Navigation.init(rootViewController:)`, or `Navigation.init` of
    /// `UINavigationController` or a class of the app that inherits it.
    private static func isNavigationWrapperInit(_ reference: MemberAccessExprSyntax, resolver: ValueResolver) -> Bool {
        guard reference.declName.baseName.text == "init", let typeName = reference.base.flatMap(ValueResolver.typePath)?.last else { return false }
        if reference.declName.argumentNames?.arguments.map(\.name.text) == ["rootViewController"] { return true }
        var names = [typeName]
        // The superclass chain, a few classes deep.
        for _ in 0..<4 {
            if names.contains("UINavigationController") { return true }
            names = names.flatMap { name in resolver.declarations(ofType: name).flatMap(\.inheritedNames) }
            if names.isEmpty { return false }
        }
        return names.contains("UINavigationController")
    }

    /// The elements a `filter { $0.isRequired || (visibility[$0] ?? true) }`
    /// keeps, when its closure decides every one.
    private static func kept(_ elements: [Bound], by call: FunctionCallExprSyntax, in scope: Scope, resolver: ValueResolver) -> [Bound]? {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let test = closure.statements.first.flatMap(ValueResolver.expression(of:))
        else { return nil }
        let parameter = SwiftUITabViewReader.parameterName(of: closure)
        var kept: [Bound] = []
        var decided = false
        for element in elements {
            var inner = scope
            inner.bindings[parameter] = element.unconditional.bound
            inner.bindings["$0"] = element.unconditional.bound
            switch resolver.truth(of: test, in: inner) {
            case true?:
                decided = true
                kept.append(element)
            case false?:
                decided = true
            case nil:
                // Kept when the test holds for it at run time (`$0.isEnabled`
                // of a service's flag): a tab under that condition.
                kept.append(.conditional(element, Self.test(test, appliedTo: element, parameter: parameter)))
            }
        }
        // A filter the code decides for no element says nothing about any
        // tab in particular: the list stands as kept by it.
        return decided ? kept : nil
    }

    /// The filter's test written for one element (`$0.isEnabled` of
    /// `chatCoordinator` → `chatCoordinator.isEnabled`).
    private static func test(_ test: ExprSyntax, appliedTo element: Bound, parameter: String) -> String {
        let name = text(of: element)
        return test.tokens(viewMode: .sourceAccurate).map { token in
            let text = token.text == parameter || token.text == "$0" ? name : token.text
            return token.leadingTrivia.description + text + token.trailingTrivia.description
        }.joined().trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The statements of a result-builder closure, one element each; `#if`
    /// keeps the clause compiled on the platform being read, an `if` adds
    /// its elements under its condition.
    private static func builderElements(_ statements: CodeBlockItemListSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList {
        var elements: [Bound] = []
        for item in statements {
            if case .decl(let declaration) = item.item, let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                guard let compiled = resolver.compiledStatements(of: ifConfig) else {
                    return .unknown(UnknownValue(reason: "a list that the build's flags decide", range: scope.file.range(of: ifConfig)))
                }
                let clauseList = builderElements(compiled, in: scope, resolver: resolver)
                guard case .known(let inner, _) = clauseList else { return clauseList }
                elements += inner
                continue
            }
            guard let expression = ValueResolver.expression(of: item) else { continue }
            if let ifExpression = expression.as(IfExprSyntax.self), ifExpression.elseBody == nil {
                let branchList = builderElements(ifExpression.body.statements, in: scope, resolver: resolver)
                guard case .known(let inner, _) = branchList else { return branchList }
                elements += inner.map { .conditional($0, ValueResolver.singleLine(ifExpression.conditions)) }
                continue
            }
            elements.append(.expression(expression, scope))
        }
        return .known(elements, condition: nil)
    }

    /// The lists assigned to a local variable before its use. Branches of
    /// an `if` give variants: the longest is the bar, and an element some
    /// branch leaves out exists under that branch's condition.
    private static func assignedLists(
        to name: String, before end: AbsolutePosition, in body: Syntax, scope: Scope, resolver: ValueResolver
    ) -> ElementList? {
        let finder = AssignmentFinder()
        finder.walk(body)
        let assignments = finder.assignments.filter {
            $0.target.trimmedText == name && $0.node.endPosition <= end
        }
        guard !assignments.isEmpty else { return nil }
        var variants: [BranchList] = []
        for assignment in assignments {
            guard case .known(let elements, _) = self.elements(of: assignment.value, in: scope, resolver: resolver) else { return nil }
            variants.append(BranchList(elements: elements, condition: Self.branchCondition(of: assignment.node)))
        }
        return longest(of: variants)
    }

    /// A list one branch of the code gives, and that branch's condition.
    private struct BranchList {
        let elements: [Bound]
        let condition: String?
    }

    /// Of lists given in different branches, the longest is the bar (the
    /// first of equally long ones), and its elements another leaves out
    /// exist under the longest's condition (unconditional when it has none
    /// to name). An element only a shorter list has (a Login tab shown
    /// signed out) exists under that list's condition, after the element
    /// it follows there; left out when that list has no condition to name.
    private static func longest(of variants: [BranchList]) -> ElementList? {
        guard let longest = variants.max(by: { $0.elements.count < $1.elements.count }) else { return nil }
        let texts = variants.map { Set($0.elements.map(Self.text(of:))) }
        let optional = Set(longest.elements.map(Self.text(of:)).filter { text in texts.contains { !$0.contains(text) } })
        var merged = longest.elements
        if let condition = longest.condition {
            merged = merged.map { optional.contains(Self.text(of: $0)) ? .conditional($0, condition) : $0 }
        }
        for variant in variants {
            guard let condition = variant.condition else { continue }
            var insertion = 0
            for element in variant.elements {
                let text = Self.text(of: element)
                if let index = merged.firstIndex(where: { Self.text(of: $0) == text }) {
                    insertion = index + 1
                } else {
                    merged.insert(.conditional(element, condition), at: insertion)
                    insertion += 1
                }
            }
        }
        return .known(merged, condition: nil)
    }

    /// The body of the function or initializer a node is in.
    private static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
        var current: Syntax? = Syntax(node)
        while let candidate = current {
            if candidate.is(CodeBlockSyntax.self), candidate.parent?.is(FunctionDeclSyntax.self) == true || candidate.parent?.is(InitializerDeclSyntax.self) == true {
                return candidate
            }
            // A closure run on the spot (`{ …; return list }()`) is a body of its own.
            if candidate.is(ClosureExprSyntax.self), candidate.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == candidate.id {
                return candidate
            }
            current = candidate.parent
        }
        return nil
    }

    /// The list's own methods that add, remove or move elements other
    /// than at the end.
    private static let reorderingMethods: Set = [
        "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange", "swapAt",
        "reverse", "sort", "shuffle", "move",
    ]

    /// `viewControllers?.append(inboxTab())` after `viewControllers = […]`,
    /// later in the same method: the tabs it adds, each under the `if` it
    /// is added in.
    static func appendedLater(
        to list: ElementList, property: String, after assignment: Syntax, in scope: Scope, resolver: ValueResolver
    ) -> ElementList {
        guard let body = enclosingBody(of: assignment), let use = assignment.as(ExprSyntax.self) ?? assignment.parent?.as(ExprSyntax.self) else { return list }
        return appending(
            to: list, name: property, from: assignment.endPosition, before: body.endPosition, use: use, in: body, scope: scope, resolver: resolver
        )
    }

    /// `list.append(x)`, `list.append(contentsOf: […])` and `list += […]`
    /// between `start` and `end` (where the list is used, or the end of the
    /// step that fills it), each element under the `if` it is added in.
    private static func appending(
        to base: ElementList, name: String, from start: AbsolutePosition = AbsolutePosition(utf8Offset: 0), before end: AbsolutePosition,
        use: ExprSyntax, in body: Syntax, scope: Scope, resolver: ValueResolver
    ) -> ElementList {
        guard case .known(var elements, let condition) = base else { return base }
        let finder = AssignmentFinder()
        finder.walk(body)
        var additions: [(position: AbsolutePosition, elements: ElementList, node: Syntax)] = []
        for call in finder.calls where call.position >= start && call.endPosition <= end {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base.map(ValueResolver.propertyPath(of:)) == name,
                  member.declName.baseName.text == "append", let argument = call.arguments.first
            else { continue }
            let added = argument.label?.text == "contentsOf"
                ? self.elements(of: argument.expression, in: scope, resolver: resolver)
                : .known([.expression(argument.expression, scope)], condition: nil)
            additions.append((call.position, added, Syntax(call)))
        }
        // `list.insert(tab, at: tab.index)`, `list.remove(at:)`: a change
        // whose place in the list the code decides as it runs.
        if let change = finder.calls.first(where: { call in
            guard call.position >= start, call.endPosition <= end, let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return member.base.map(ValueResolver.propertyPath(of:)) == name && Self.reorderingMethods.contains(member.declName.baseName.text)
        }) {
            return .unknown(UnknownValue(
                reason: "`\(name)`, changed by `\(ValueResolver.abbreviated(change))` at \(scope.file.reference(to: change))",
                range: scope.file.range(of: use)
            ))
        }
        for sequence in finder.compoundAdditions(to: name) where sequence.position >= start && sequence.endPosition <= end {
            guard let added = Array(sequence.elements).last else { continue }
            additions.append((sequence.position, self.elements(of: added, in: scope, resolver: resolver), Syntax(sequence)))
        }
        // Added once per pass of a loop: as many as the loop runs, which
        // the code does not say.
        if let looped = additions.first(where: { isInLoop($0.node, within: body) }) {
            return .unknown(UnknownValue(
                reason: "`\(name)`, grown in a loop at \(scope.file.reference(to: looped.node))",
                range: scope.file.range(of: use)
            ))
        }
        let appendingNodes = additions.map(\.node)
        for addition in additions.sorted(by: { $0.position < $1.position }) {
            // A UIKit bar is an iPhone and iPad bar: `#else` of `#if os(iOS)` is another app's.
            if let platforms = CompilationConditions.around(addition.node).platforms, platforms.isDisjoint(with: [.iOS, .iPadOS]) { continue }
            guard case .known(let added, _) = addition.elements else {
                if case .unknown(let unknown) = addition.elements { return .unknown(unknown) }
                continue
            }
            switch variant(of: addition.node, amongAppends: appendingNodes, describing: { resolver.words(of: $0, in: scope) }) {
            case .skipped: continue
            case .always: elements += added
            case .when(let branch): elements += added.map { Bound.conditional($0, branch) }
            }
        }
        return .known(elements, condition: condition)
    }

    private static func isInLoop(_ node: Syntax, within body: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != body.id {
            if ancestor.is(ForStmtSyntax.self) || ancestor.is(WhileStmtSyntax.self) || ancestor.is(RepeatStmtSyntax.self) { return true }
            // A closure (`forEach { list.append($0) }`) may run any number of times too.
            if ancestor.is(ClosureExprSyntax.self) { return true }
            current = ancestor.parent
        }
        return false
    }

    private enum Variant {
        case always
        case when(String)
        /// The other branch of an `if`/`else` that both add tabs: another layout.
        case skipped
    }

    /// How an addition inside `if`/`else` counts. When both branches add
    /// tabs they are two layouts, not extra tabs: the phone's is the bar
    /// (the `else` of an iPad, regular-width, sidebar or newer-OS test; else
    /// the first branch), and the other is left out. An `if` alone adds its
    /// tabs under its condition, and under those of the `if`s around it.
    private static func variant(
        of node: Syntax, amongAppends appends: [Syntax], describing words: (ConditionElementListSyntax) -> String
    ) -> Variant {
        var conditions: [String] = []
        let appended = node.as(FunctionCallExprSyntax.self)?.arguments.first?.expression
        var current = node.parent
        while let parent = current {
            current = parent.parent
            guard let block = parent.as(CodeBlockSyntax.self), let ifExpression = block.parent?.as(IfExprSyntax.self) else { continue }
            let inIf = ifExpression.body.id == block.id
            // `if let settings = makeSettings() { list.append(settings) }`:
            // unwrapping the controller the code makes is not a condition
            // people see (the app's own storyboard or factory gives it).
            if inIf, let appended, Self.onlyUnwraps(appended, ifExpression.conditions) { continue }
            let condition = words(ifExpression.conditions)
            let otherBranch: Syntax? = inIf ? ifExpression.elseBody.map { Syntax($0) } : Syntax(ifExpression.body)
            let otherAppends = otherBranch.map { other in
                appends.contains { other.position <= $0.position && $0.endPosition <= other.endPosition }
            } ?? false
            guard otherAppends else {
                conditions.insert(inIf ? condition : "not (\(condition))", at: 0)
                continue
            }
            let lowered = condition.lowercased()
            let ifIsTheLargerLayout = ["pad", "regular", "sidebar", "#available"].contains { lowered.contains($0) }
            if inIf == ifIsTheLargerLayout { return .skipped }
        }
        return conditions.isEmpty ? .always : .when(conditions.joined(separator: ", "))
    }

    /// Whether the conditions only unwrap values the code makes there (a
    /// call, a cast: `let settings = makeSettings()`), one of which the
    /// appended controller is made from (`append(settings)`,
    /// `append(Nav(rootViewController: settings))`). Unwrapping a property
    /// (`if let searchInfo`) keeps its condition: the property may be empty.
    private static func onlyUnwraps(_ appended: ExprSyntax, _ conditions: ConditionElementListSyntax) -> Bool {
        let bound = conditions.compactMap { element -> String? in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self), let value = binding.initializer?.value,
                  ValueResolver.unwrapped(value).is(FunctionCallExprSyntax.self)
            else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        guard bound.count == conditions.count else { return false }
        return appended.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return bound.contains(name) }
            return false
        }
    }

    private static func text(of element: Bound) -> String {
        switch element {
        case .enumCase(let enumCase): return "." + enumCase.name
        case .expression(let expression, _): return expression.trimmedText
        case .conditional(let inner, _): return text(of: inner)
        case .entry(let element, _, _): return element.trimmedText
        }
    }

    private enum Slice {
        case sliced([Bound])
        /// `prefix(3)` of more elements than that, some decided at run time:
        /// which ones make the bar is not known.
        case unknownCount
    }

    /// `prefix(4)`, `dropFirst()`, `dropLast(2)` with a literal count over
    /// elements that are all there: the elements kept. `prefix(n)` of at
    /// most n elements keeps them all, whatever their conditions (a cap
    /// on a list the user orders is no condition on its tabs). nil when the
    /// count is not a literal.
    private static func slice(_ elements: [Bound], by call: FunctionCallExprSyntax, named name: String, listCondition: String?) -> Slice? {
        guard name != "sorted", call.trailingClosure == nil, call.arguments.count <= 1 else { return nil }
        let count: Int
        if let argument = call.arguments.first {
            guard argument.label == nil, let literal = argument.expression.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text) else { return nil }
            count = value
        } else if name == "prefix" {
            return nil
        } else {
            count = 1
        }
        if name == "prefix", elements.count <= count { return .sliced(elements) }
        guard listCondition == nil, elements.allSatisfy({ $0.unconditional.condition == nil }) else { return name == "prefix" ? .unknownCount : nil }
        switch name {
        case "prefix": return .sliced(Array(elements.prefix(count)))
        case "dropFirst": return .sliced(Array(elements.dropFirst(count)))
        case "dropLast": return .sliced(Array(elements.dropLast(count)))
        default: return nil
        }
    }

    /// The condition of the `if` branch an assignment is made in.
    private static func branchCondition(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let block = parent.as(CodeBlockSyntax.self), let condition = ValueResolver.branchCondition(of: block) { return condition }
            current = parent.parent
        }
        return nil
    }

    /// Operands and operators as the parser leaves them (unfolded): lists
    /// joined with `+`; `whole` is what they are written in, for messages.
    static func concatenation(_ parts: [ExprSyntax], whole: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList {
        guard parts.count % 2 == 1,
              parts.enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
        else {
            return .unknown(UnknownValue(reason: "tabs from `\(ValueResolver.abbreviated(whole))`, a list known only at run time", range: scope.file.range(of: whole)))
        }
        var all: [Bound] = []
        var conditions: [String] = []
        for (index, part) in parts.enumerated() where index % 2 == 0 {
            switch elements(of: part, in: scope, resolver: resolver) {
            case .unknown(let unknown): return .unknown(unknown)
            case .known(let elements, let condition):
                all += elements
                if let condition { conditions.append(condition) }
            }
        }
        return .known(all, condition: conditions.isEmpty ? nil : conditions.joined(separator: " and "))
    }

    private static func allCases(of typePath: [String], at data: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList {
        let typeName = typePath.last ?? ""
        // A hand-written `static var allCases` gives the order the app shows.
        if let custom = resolver.memberValue(named: "allCases", ofType: typeName, selfCase: nil, scope: scope),
           case .expression(let list, let listScope, _) = custom, list.is(ArrayExprSyntax.self)
        {
            return withType(elements(of: list, in: listScope, resolver: resolver), elementType: typeName)
        }
        let names = ValueResolver.caseNames(ofPath: typePath, in: resolver.project)
        guard !names.isEmpty else {
            return .unknown(UnknownValue(reason: "the cases of `\(typeName)`, which is not declared in the app's code", range: scope.file.range(of: data)))
        }
        return .known(names.map { .enumCase(EnumCase(typeName: typeName, name: $0)) }, condition: nil)
    }

    /// Gives implicit members (`.home`) the element type the list is declared with.
    private static func withType(_ list: ElementList, elementType: String?) -> ElementList {
        guard let elementType, case .known(let elements, let condition) = list else { return list }
        func typed(_ element: Bound) -> Bound {
            switch element {
            case .enumCase(var enumCase) where enumCase.typeName == nil:
                enumCase.typeName = elementType
                return .enumCase(enumCase)
            case .conditional(let inner, let elementCondition):
                return .conditional(typed(inner), elementCondition)
            default:
                return element
            }
        }
        return .known(elements.map(typed), condition: condition)
    }

    /// The entries of the dictionary literal an expression comes down to
    /// (`let screens: [Destination: Screen] = [.inbox: inbox, …]`), each
    /// with the key type the dictionary is declared with.
    private static func dictionaryEntries(of data: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> [Bound]? {
        guard case .expression(let final, let finalScope, let declaredType) = resolver.follow(data, in: scope),
              let dictionary = final.as(DictionaryExprSyntax.self)
        else { return nil }
        guard case .elements(let entries) = dictionary.content else { return [] }
        let keyType = declaredType.flatMap(Self.dictionaryKeyType)
        return entries.map { .entry($0, finalScope, keyType: keyType) }
    }

    /// `[Destination: Screen]` → `Destination`.
    private static func dictionaryKeyType(_ declared: String) -> String? {
        guard declared.hasPrefix("["), declared.hasSuffix("]"), let colon = declared.firstIndex(of: ":") else { return nil }
        return String(declared[declared.index(after: declared.startIndex)..<colon]).trimmingCharacters(in: .whitespaces)
    }

    /// `[AppTab]` → `AppTab`.
    static func elementType(_ declared: String) -> String? {
        guard declared.hasPrefix("["), declared.hasSuffix("]"), !declared.contains(":") else { return nil }
        return String(declared.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }
}

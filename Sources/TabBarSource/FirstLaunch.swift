import SwiftSyntax
import TabBarSpec

/// What a settings getter gives on a new install, the bar people first
/// see: a cache of the getter's own value is still empty, and a setting
/// nobody has written reads as nothing, so a getter like
///
///     if let cached = _order { return cached }
///     guard let data = data(for: .order), let saved = try? decode(data) else {
///         return Item.defaultOrder
///     }
///
/// gives `Item.defaultOrder`. Anything else the getter does first (a
/// network call, a computed condition) leaves it as written.
extension ValueResolver {
    /// The value a getter or function body returns on a new install, when
    /// a `guard` reading a setting nobody has written decides it.
    func firstLaunchResult(of body: CodeBlockItemListSyntax, in scope: Scope) -> ExprSyntax? {
        for item in body {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.accessorBlock == nil }) {
                // A local the rest reads by name.
                continue
            }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                guard bindsNothing(guardStatement.conditions, in: scope),
                      let result = resultExpression(of: guardStatement.body.statements, selfCase: nil)
                else { return nil }
                notePersistedSetting(at: scope.file.range(of: guardStatement.conditions))
                return result
            }
            // `if let cached = _order { return cached }`, with an empty cache, is passed over.
            guard let ifExpression = Self.expression(of: item)?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
                  bindsNothing(ifExpression.conditions, in: scope)
            else { return nil }
        }
        return nil
    }

    /// Whether optional bindings fail on a new install: the first of them
    /// reads something empty there (later conditions are not evaluated).
    private func bindsNothing(_ conditions: ConditionElementListSyntax, in scope: Scope) -> Bool {
        guard case .optionalBinding(let binding)? = conditions.first?.condition, let value = binding.initializer?.value else { return false }
        return isEmptyOnFirstLaunch(value, in: scope)
    }

    /// Whether an optional value is nil on a new install: a cache property
    /// only a setter fills, a `UserDefaults` read of a key the app registers
    /// no default for, or the app's own method returning one of these.
    func isEmptyOnFirstLaunch(_ expression: ExprSyntax, in scope: Scope) -> Bool {
        let expression = Self.unwrapped(expression)
        if let name = Self.selfMemberName(expression), let typeName = scope.typeName ?? Self.enclosingTypeName(of: Syntax(expression)) {
            return isCache(named: name, ofType: typeName)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let read = Self.keyedRead(call), Self.optionalSettingGetters.contains(read.getter), readsUserDefaults(call, base: read.base, in: scope) {
            return !mayRegisterDefault(forKey: read.key, in: scope)
        }
        if let (result, resultScope) = methodResult(of: call, in: scope) {
            return isEmptyOnFirstLaunch(result, in: resultScope)
        }
        return false
    }

    /// The `UserDefaults` getters that return nil for a key nobody wrote.
    private static let optionalSettingGetters: Set<String> = ["object", "string", "data", "array", "stringArray", "dictionary", "url", "value"]

    /// Whether a getter's receiver is `UserDefaults`: a defaults object the
    /// code names so (`settingRead`), or a property holding one
    /// (`let store = UserDefaults.standard`).
    private func readsUserDefaults(_ call: FunctionCallExprSyntax, base: ExprSyntax, in scope: Scope) -> Bool {
        if Self.settingRead(call) != nil { return true }
        guard case .expression(let store, _, _) = follow(base, in: scope) else { return false }
        return store.trimmedText.hasPrefix("UserDefaults")
    }

    /// `_order`, `self._order`, or `self?._order` in a closure holding self weakly.
    private static func selfMemberName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let receiver = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        return receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
    }

    /// A stored optional property without a first value that the code
    /// fills only from a setter (`set { _order = newValue }`) or empties:
    /// it holds what someone set, and nobody has on a new install.
    private func isCache(named name: String, ofType typeName: String) -> Bool {
        let declared = properties(named: name, ofType: typeName).contains { property in
            let binding = property.binding
            return binding.accessorBlock == nil && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
                && (binding.initializer == nil || binding.initializer?.value.is(NilLiteralExprSyntax.self) == true)
        }
        guard declared else { return false }
        return memberAssignments(to: name, ofType: typeName).allSatisfy { assignment in
            assignment.value?.is(NilLiteralExprSyntax.self) == true || Self.isInSetter(assignment.node)
        }
    }

    /// A change the type's own code makes to one of its stored properties:
    /// an assignment (with its value; for `x = x ?? make()`, what `make()`
    /// makes) or a mutating call (`items.append(x)`, `items += more`).
    struct MemberChange {
        let node: Syntax
        let value: ExprSyntax?
        let file: SwiftSourceFile
    }

    /// The changes the type's methods, accessors and initializers make to
    /// a stored property.
    func memberAssignments(to name: String, ofType typeName: String) -> [MemberChange] {
        // Only the declarations in files where the name is written as
        // changed are read (Yattee's settings type is declared over 20
        // files, and most of them read `data` or `order` without changing
        // it), and a large file cut down to the members that may change it.
        declarations(ofType: typeName, mentioning: .change(name), cutFor: [name]).flatMap { memberChanges(in: $0)[name] ?? [] }
    }

    /// Every change one declaration of a type makes to its own properties,
    /// by property, in one walk of its members: a settings type may run to
    /// thousands of lines and be asked about dozens of properties.
    private func memberChanges(in declaration: TypeDeclaration) -> [String: [MemberChange]] {
        if let known = memberChangesCache[declaration.syntax.id] { return known }
        var changes: [String: [MemberChange]] = [:]
        for item in declaration.memberBlock?.members ?? [] {
            let finder = AssignmentFinder()
            // The finder passes over nested functions; a method's body is walked itself.
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                guard let body = function.body else { continue }
                finder.walk(body)
            } else {
                finder.walk(item.decl)
            }
            for assignment in finder.assignments {
                guard let name = Self.selfMemberName(assignment.target) else { continue }
                changes[name, default: []].append(MemberChange(node: Syntax(assignment.node), value: assignment.value, file: declaration.file))
            }
            for call in finder.calls {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      let name = Self.selfMemberName(base), LocalDeclarations.mutatingMethods.contains(member.declName.baseName.text)
                else { continue }
                changes[name, default: []].append(MemberChange(node: Syntax(call), value: nil, file: declaration.file))
            }
            for fallback in finder.fallbackAssignments {
                guard let name = Self.selfMemberName(fallback.target) else { continue }
                changes[name, default: []].append(MemberChange(node: Syntax(fallback.node), value: fallback.maker, file: declaration.file))
            }
            for addition in finder.compoundAdditions {
                guard let name = Self.selfMemberName(addition.target) else { continue }
                changes[name, default: []].append(MemberChange(node: Syntax(addition.node), value: nil, file: declaration.file))
            }
        }
        memberChangesCache[declaration.syntax.id] = changes
        return changes
    }


    /// Where the type's code, outside its initializers, changes a stored
    /// `var` that has a first value (`items = fetched` after a network
    /// call): what the app shows is not that first value.
    func runTimeChange(of name: String, ofType typeName: String) -> MemberChange? {
        runTimeChanges(of: name, ofType: typeName).first
    }

    private func runTimeChanges(of name: String, ofType typeName: String) -> [MemberChange] {
        memberAssignments(to: name, ofType: typeName).filter { change in
            var current = change.node.parent
            while let node = current, !node.is(MemberBlockSyntax.self) {
                if node.is(InitializerDeclSyntax.self) { return false }
                current = node.parent
            }
            return true
        }
    }

    /// An empty list (or nil) that one method of the type fills from what
    /// it is passed, and nothing else changes (`items = entries.map { … }`
    /// in `install(_ entries:)`): a container given its tabs, whose bar
    /// shows what its callers pass. Nil when that is not the shape (a list
    /// the method builds from run-time data stays unknown) or the value is
    /// not known either.
    func filledOnce(_ name: String, ofType typeName: String, firstValue: ExprSyntax, declaredType: String?) -> Followed? {
        guard Self.isEmpty(firstValue) else { return nil }
        let changes = runTimeChanges(of: name, ofType: typeName)
        guard changes.count == 1, let change = changes.first, let value = change.value,
              change.node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) != nil,
              let root = Self.rootName(of: value), Parameter(named: root, around: Syntax(value)) != nil
        else { return nil }
        let filled = follow(value, in: Scope(file: change.file, typeName: typeName), declaredType: declaredType)
        if case .unknown = filled { return nil }
        return filled
    }

    /// The name a value is made from through calls and members
    /// (`entries` of `entries.map { … }`, `tabs` of `tabs`).
    private static func rootName(of value: ExprSyntax) -> String? {
        var current: ExprSyntax? = value
        while let expression = current {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                return nil
            }
        }
        return nil
    }

    /// `[]`, `[:]`, `nil`, `[Item]()`, `Array<Item>()`.
    static func isEmpty(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return true }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        let callee = call.calledExpression
        return callee.is(ArrayExprSyntax.self) || callee.trimmedText.hasPrefix("Array<")
    }

    private static func isInSetter(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let accessor = parent.as(AccessorDeclSyntax.self) {
                return [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains(accessor.accessorSpecifier.tokenKind)
            }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }
}

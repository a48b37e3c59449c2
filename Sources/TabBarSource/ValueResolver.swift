import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// What is bound to a name while reading code: a `ForEach` element or `self`
/// inside an enum's computed property, for one case at a time.
indirect enum Bound {
    case enumCase(EnumCase)
    case expression(ExprSyntax, Scope)
    /// An element of a list that exists only under a condition.
    case conditional(Bound, String)
    /// An entry of a dictionary literal, as `sorted` or `map` give it: its
    /// `key` and `value` (the key of the type the dictionary is declared
    /// with, for `.home`).
    case entry(DictionaryElementSyntax, Scope, keyType: String?)

    /// The element without its condition, and the condition.
    var unconditional: (bound: Bound, condition: String?) {
        if case .conditional(let inner, let condition) = self { return (inner.unconditional.bound, condition) }
        return (self, nil)
    }
}

/// One case of an enum; `typeName` is nil for an implicit member (`.home`)
/// whose type is not written.
struct EnumCase: Equatable {
    var typeName: String?
    var name: String
}

/// Where an expression is read: its file, and what names are bound to.
struct Scope {
    let file: SwiftSourceFile
    var bindings: [String: Bound] = [:]
    /// The type whose member is being read, for `self` and bare member names.
    var typeName: String?

    init(file: SwiftSourceFile, bindings: [String: Bound] = [:], typeName: String? = nil) {
        self.file = file
        self.bindings = bindings
        self.typeName = typeName
    }
}

/// Where following a reference ends.
enum Followed {
    /// An expression that references nothing further; `declaredType` is the
    /// type annotation of the last property or variable passed through
    /// (`LocalizedStringKey`), which decides how a string literal is shown.
    case expression(ExprSyntax, Scope, declaredType: String?)
    case enumCase(EnumCase)
    /// A text the code implies without writing it (a `String` enum case's
    /// raw value is its name).
    case impliedText(String, SourceRange)
    case unknown(String)
}

/// Follows names, enum cases, computed properties and string helpers to the
/// literal values they stand for, as far as that can be done without running
/// the code, and says why when it cannot.
final class ValueResolver {
    let project: SourceProject
    /// Bounds reference chains, so a cycle (`var a: String { b }`,
    /// `var b: String { a }`) ends.
    private static let maximumDepth = 24
    private var depth = 0
    /// What `memberAssignments(to:ofType:)` found, by declaration and then
    /// property: each bar, platform and element asks again.
    var memberChangesCache: [SyntaxIdentifier: [String: [MemberChange]]] = [:]
    /// What `declarations(ofType:)` found: the `#if` clauses around each
    /// declaration are read once per platform.
    private var compiledDeclarations: [CompiledType: [TypeDeclaration]] = [:]
    /// What `savesBetweenLaunches(wrapper:)` found, by the wrapper's name.
    private var savingWrappers: [String: Bool] = [:]

    /// A type as compiled on one platform.
    struct CompiledType: Hashable {
        let name: String
        let platform: Platform
    }
    /// Persisted settings (`@AppStorage`, `@SceneStorage`) whose declared
    /// default a value was read from since the last `startBar()`: what a new
    /// install shows, and a sign people can change the tabs.
    private(set) var persistedSettings: [SourceRange] = []

    /// The platform the bar is being read for: `#if os(…)` in the values
    /// followed picks the clause compiled there.
    var platform: Platform = .iOS
    /// Platforms on which another `#if os(…)` clause than the one read is
    /// compiled, since the last `startBar()`: the bar may differ there.
    private(set) var platformVariants: Set<Platform> = []
    /// Of those, the ones a clause names (`#elseif os(tvOS)`).
    private(set) var namedPlatforms: Set<Platform> = []

    /// Starts reading one bar's values afresh.
    func startBar() {
        persistedSettings.removeAll()
        platformVariants.removeAll()
        namedPlatforms.removeAll()
        platform = .iOS
    }

    func notePlatformVariant(_ variant: Platform, named: Bool) {
        platformVariants.insert(variant)
        if named { namedPlatforms.insert(variant) }
    }

    func notePersistedSetting(at range: SourceRange) {
        persistedSettings.append(range)
    }

    /// The declarations of a type compiled on the platform being read: a
    /// file may declare one view per platform under `#if os(…)`.
    func declarations(ofType name: String) -> [TypeDeclaration] {
        let key = CompiledType(name: name, platform: platform)
        if let known = compiledDeclarations[key] { return known }
        let all = project.declarations(ofType: name)
        let compiled = all.filter(isCompiled)
        compiledDeclarations[key] = compiled.isEmpty ? all : compiled
        return compiled.isEmpty ? all : compiled
    }

    /// What `declarations(ofType:)` gives, less the files that do not
    /// mention one of `words` (`SourceProject.declarations(ofType:mentioningAnyOf:)`):
    /// for looking up a member by its name.
    func declarations(ofType name: String, mentioningAnyOf words: [String], cutFor members: [String]? = nil) -> [TypeDeclaration] {
        declarations(ofType: name, mentioning: .anyOf(words), cutFor: members)
    }

    /// What `declarations(ofType:)` gives, less the files whose bytes do not
    /// show `mention` (`SourceProject.declarations(ofType:mentioning:cutFor:)`).
    func declarations(ofType name: String, mentioning mention: MemberMention, cutFor members: [String]? = nil) -> [TypeDeclaration] {
        let candidates = project.declarations(ofType: name, mentioning: mention, cutFor: members)
        let compiled = candidates.filter(isCompiled)
        if !compiled.isEmpty || candidates.isEmpty { return compiled }
        // None of these is compiled here: whether another declaration is
        // decides, as in `declarations(ofType:)` (whose files are whole).
        let whole = members == nil ? candidates : project.declarations(ofType: name, mentioning: mention)
        let identities = Set(whole.map(\.syntax.id))
        return declarations(ofType: name).filter { identities.contains($0.syntax.id) }
    }

    /// A type's properties of that name, compiled on the platform being
    /// read, in declaration order; with `typePath`, those of the type it
    /// names (`TabLook.Style`, not every nested `Style`) when the tree
    /// shows that nesting (a path through a `typealias` does not).
    func properties(named name: String, ofType typeName: String, typePath: [String]? = nil) -> [SourceProject.Property] {
        let path = typePath ?? [typeName]
        let mention = MemberMention.propertyDeclaration(name)
        let propertiesNamed = { (declarations: [TypeDeclaration]) in
            declarations.flatMap { self.project.properties(of: $0)[name] ?? [] }
        }
        // A nested type (`L10n.Scene.Search`) is declared in a file that
        // names the types around it: the files of every other `Search` (an
        // API client's) are parsed only when none of those declares it.
        if path.count > 1 {
            let candidates = project.declarations(ofType: typeName, mentioning: mention, cutFor: [name], naming: Array(path.dropLast()))
            let nested = SourceProject.nested(candidates.filter(isCompiled), in: path)
            if !nested.isEmpty { return propertiesNamed(nested) }
        }
        let all = declarations(ofType: typeName, mentioning: mention, cutFor: [name])
        let nested = SourceProject.nested(all, in: path)
        return propertiesNamed(nested.isEmpty ? all : nested)
    }

    private func isCompiled(_ declaration: TypeDeclaration) -> Bool {
        CompilationConditions.around(declaration.syntax).platforms?.contains(platform) ?? true
    }

    init(project: SourceProject) {
        self.project = project
    }

    // MARK: Following references

    /// Runs `body` one level deeper in the chain being followed, or gives
    /// nil when the chain is already as long as it may get.
    func deeper<Result>(_ body: () -> Result) -> Result? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    func follow(_ expression: ExprSyntax, in scope: Scope, declaredType: String? = nil) -> Followed {
        deeper { followOneStep(expression, in: scope, declaredType: declaredType) } ?? .unknown("a chain of references too long to follow")
    }

    private func followOneStep(_ expression: ExprSyntax, in scope: Scope, declaredType: String?) -> Followed {
        let expression = Self.unwrapped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return followName(reference.baseName.text, at: expression, in: scope, declaredType: declaredType)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return followMember(member, in: scope, declaredType: declaredType)
        }
        // `isSelected ? .on : .off` given `isSelected: false`.
        if let branch = decidedBranch(of: expression, in: scope) {
            return follow(branch, in: scope, declaredType: declaredType)
        }
        // `override ?? .init(icon: …)` where `override` is a parameter left
        // at its default `nil`: the value after `??` is the one used.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let operands = Self.split(Array(sequence.elements), at: "??"), let primary = operands[0].first, let fallback = operands[1].first,
           case .expression(let value, _, _) = follow(primary, in: scope), value.is(NilLiteralExprSyntax.self)
        {
            return follow(fallback, in: scope, declaredType: declaredType)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let key = Self.settingRead(call) { return followSettingRead(key: key, in: scope, declaredType: declaredType) }
            if let typeName = instanceType(of: call, declaredType: declaredType), let made = enumCaseMade(by: call, type: typeName, in: scope) {
                return made
            }
            if let (result, resultScope) = factoryResult(of: call, in: scope, declaredType: declaredType) ?? methodResult(of: call, in: scope)
                ?? freeFunctionResult(of: call, in: scope)
                ?? stringInitializerResult(of: call, in: scope)
                ?? closureResult(of: call, in: scope)
            {
                return follow(result, in: resultScope, declaredType: declaredType)
            }
        }
        return .expression(expression, scope, declaredType: declaredType)
    }

    /// What a body or closure gives: its last statement's `return` value,
    /// or the last statement itself when it is an expression.
    static func lastValue(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        statements.last.flatMap { $0.item.as(ReturnStmtSyntax.self)?.expression ?? expression(of: $0) }
    }

    /// `(x)`, `try x`, `await x`, `x!` and `x as T` stand for `x`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else if let tryExpression = current.as(TryExprSyntax.self) {
                current = tryExpression.expression
            } else if let awaitExpression = current.as(AwaitExprSyntax.self) {
                current = awaitExpression.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let cast = current.as(AsExprSyntax.self) {
                current = cast.expression
            } else if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                      let operand = sequence.elements.first, sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
            {
                // `x as! T`, which the parser leaves unfolded.
                current = operand
            } else {
                return current
            }
        }
    }

    private func followName(_ name: String, at expression: ExprSyntax, in scope: Scope, declaredType: String?) -> Followed {
        // A local declared before the use is nearer than any bound name
        // (`let tabs = tabs()` shadows the parameter it calls).
        if let local = LocalDeclarations.initializer(of: name, before: Syntax(expression)) {
            // `var items = []` grown or reassigned before this use holds what
            // the code made of it, not its first value.
            if let change = LocalDeclarations.change(of: name, declaredBy: local.value, before: Syntax(expression)) {
                return .unknown("`\(name)`, changed after its first value (\(scope.file.reference(to: change)))")
            }
            // `var copy = self; copy.state = .on; return copy`: the copy, its
            // changed members read from it (`ChangedCopy`).
            if ChangedCopy(named: name, declaredBy: local.value, before: Syntax(expression)) != nil {
                return .expression(expression, scope, declaredType: local.type ?? scope.typeName ?? Self.enclosingTypeName(of: Syntax(expression)))
            }
            return follow(local.value, in: scope, declaredType: local.type ?? declaredType)
        }
        if var bound = scope.bindings[name] {
            while case .conditional(let inner, _) = bound { bound = inner }
            switch bound {
            case .enumCase(let enumCase): return .enumCase(enumCase)
            case .expression(let boundExpression, let boundScope):
                // `init(pic: PicAsset)` given `.gardenTab`: the member of the parameter's type.
                let parameterType = boundExpression.as(MemberAccessExprSyntax.self)?.base == nil
                    ? Parameter(named: name, around: Syntax(expression))?.type : nil
                return follow(boundExpression, in: boundScope, declaredType: parameterType ?? declaredType)
            case .conditional: return .unknown("a conditional element")
            case .entry: return .unknown("`\(name)`, a dictionary's entry, whose `key` and `value` are read one at a time")
            }
        }
        // `name` of `case let .filling(name):` in a switch over a value the
        // code makes (`.filling(name: "house")`): that value's payload.
        if let payload = PayloadBinding(named: name, around: Syntax(expression)) {
            return followPayload(payload, in: scope, declaredType: declaredType)
        }
        if let parameter = Parameter(named: name, around: Syntax(expression)) {
            return followArgument(of: parameter, declaredType: declaredType)
        }
        if let typeName = scope.typeName ?? Self.enclosingTypeName(of: Syntax(expression)) {
            if Self.isUnwrapped(name, at: expression), let value = initializedValue(named: name, ofType: typeName, instance: nil, unwrapped: true) {
                return value
            }
            if let member = memberValue(named: name, ofType: typeName, selfCase: selfCase(in: scope), scope: scope) { return member }
        }
        return .expression(expression, scope, declaredType: declaredType)
    }

    /// Whether a use of a name sits in the body of an `if let name` (or
    /// `if let name = name`) that unwraps the property of that name.
    private static func isUnwrapped(_ name: String, at use: ExprSyntax) -> Bool {
        var child = Syntax(use)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                if ifExpression.conditions.contains(where: { unwrappedName(by: $0) == name }) { return true }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            child = parent
        }
        return false
    }

    /// The name an `if` condition unwraps in place: `let details` or
    /// `let details = details`, not `let x = compute()`.
    static func unwrappedName(by condition: ConditionElementSyntax) -> String? {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.initializer.map({ $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name }) ?? true
        else { return nil }
        return name
    }

    /// A parameter stands for what the app passes to it: followed when
    /// every call of its function in the app passes the same expression
    /// (one call site, as when a generic container is given the tab list).
    private func followArgument(of parameter: Parameter, declaredType: String?) -> Followed {
        switch argument(passedFor: parameter) {
        case .success(let argument): return follow(argument.expression, in: argument.scope, declaredType: parameter.type ?? declaredType)
        case .failure(let reason): return .unknown(reason.description)
        }
    }

    /// What the app passes for a parameter: the expression every call of
    /// its function passes, in the caller's scope (so a list the caller
    /// grows with `append` is read there, as a list).
    func argument(passedFor parameter: Parameter) -> Result<(expression: ExprSyntax, scope: Scope), UnknownReason> {
        let arguments = project.calls(named: parameter.functionName, inFilesNaming: parameter.staticOwner).compactMap { call, file in
            parameter.mayBeCalled(by: call) ? parameter.argument(in: call).map { (expression: $0, file: file, call: call) } : nil
        }
        guard !arguments.isEmpty else {
            return .failure(UnknownReason("the parameter `\(parameter.name)`, which no call in the app's code passes"))
        }
        // A caller that fills the bar with placeholders (signed out, behind
        // a login sheet) does not make another bar.
        let meant = arguments.filter { !PlaceholderControllers.isPlaceholderList($0.expression) }
        let passed = Set(meant.map { $0.expression.trimmedText }).count == 1 ? meant : arguments
        guard Set(passed.map { $0.expression.trimmedText }).count == 1, let first = passed.first else {
            let places = arguments.prefix(3).map { $0.file.reference(to: $0.call) }
            return .failure(UnknownReason("the parameter `\(parameter.name)`, passed different values by \(arguments.count) calls (\(places.joined(separator: ", ")))"))
        }
        return .success((first.expression, Scope(file: first.file, typeName: Self.enclosingTypeName(of: Syntax(first.call)))))
    }

    /// Why a value is not known, in words, where a `Result` needs an error.
    struct UnknownReason: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private func selfCase(in scope: Scope) -> EnumCase? {
        if case .enumCase(let enumCase)? = scope.bindings["self"] { return enumCase }
        return nil
    }

    private func followMember(_ member: MemberAccessExprSyntax, in scope: Scope, declaredType: String?) -> Followed {
        let name = member.declName.baseName.text
        if let entry = Self.boundEntry(member.base, in: scope), name == "key" || name == "value" {
            let (element, entryScope, keyType) = entry
            return name == "key" ? follow(element.key, in: entryScope, declaredType: keyType) : follow(element.value, in: entryScope)
        }
        guard let base = member.base else {
            // `.home`: an enum case (or a static member) of a type the
            // context implies, known when the declaration names it
            // (`var first: AppTab = .home`).
            if let declaredType {
                let path = qualifiedTypePath(declaredType.trimmingSuffix("?").split(separator: ".").map(String.init), from: scope)
                if Self.declaresCase(name, ofPath: path, in: project) { return .enumCase(EnumCase(typeName: path.last, name: name)) }
                // `image: .home` where the app declares `static let home`
                // in `extension UIImage`.
                if let typeName = path.last, let value = memberValue(named: name, ofType: typeName, selfCase: nil, scope: scope, typePath: path) {
                    return value
                }
            }
            return .enumCase(EnumCase(typeName: nil, name: name))
        }
        // `self.garden` in the type's own code: its member, as `garden` is.
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), scope.bindings["self"] == nil,
           let typeName = scope.typeName ?? Self.enclosingTypeName(of: Syntax(member)),
           let value = memberValue(named: name, ofType: typeName, selfCase: nil, scope: scope)
        {
            return value
        }
        if let typePath = Self.typePath(base) ?? lowercaseTypePath(base, in: scope) ?? selfTypePath(base, in: scope) {
            let typeName = typePath.last ?? ""
            if Self.declaresCase(name, ofPath: typePath, in: project) {
                return .enumCase(EnumCase(typeName: typeName, name: name))
            }
            if let value = memberValue(named: name, ofType: typeName, selfCase: nil, scope: scope, typePath: typePath) { return value }
            return .expression(ExprSyntax(member), scope, declaredType: declaredType)
        }
        // `.lemmy.feed` where an `Icon` is expected: Swift looks the chain's
        // first member up in that type (`Icon.lemmy`), as for `.home`.
        switch follow(base, in: scope, declaredType: Self.startsImplicitMemberChain(base) ? declaredType : nil) {
        case .enumCase(let enumCase):
            return self.member(name, of: enumCase, at: member, scope: scope, declaredType: declaredType)
        case .expression(let made, let madeScope, let madeType):
            // `t.paneTitle` where `t` is given `GardenPane.self`: the type's static member.
            if let metatype = made.as(MemberAccessExprSyntax.self), metatype.declName.baseName.tokenKind == .keyword(.self),
               let typeName = metatype.base.flatMap(Self.typePath)?.last,
               let value = memberValue(named: name, ofType: typeName, selfCase: nil, scope: Scope(file: madeScope.file, typeName: typeName))
            {
                return value
            }
            if let tuple = made.as(TupleExprSyntax.self), let element = tupleElement(named: name, of: tuple) {
                return follow(element, in: madeScope, declaredType: declaredType)
            }
            // `.inbox(.all).order`: the member as that case has it, `self`
            // the value (for an arm's `case let .inbox(filter)`).
            if let enumCase = payloadCase(made, declaredType: madeType), let typeName = enumCase.typeName {
                let caseScope = Scope(file: madeScope.file, bindings: ["self": .expression(made, madeScope)], typeName: typeName)
                if let value = memberValue(named: name, ofType: typeName, selfCase: enumCase, scope: caseScope) { return value }
            }
            // `Storage().firstTab`, `shared.tabs` where `shared = iOSTabs()`.
            if let call = made.as(FunctionCallExprSyntax.self), let typeName = instanceType(of: call, declaredType: madeType),
               let value = self.member(name, ofInstance: call, type: typeName, in: madeScope)
            {
                return value
            }
            // `coordinator.items` where `var coordinator: TabsCoordinator<Tag>`
            // is given from outside: the member as the type declares it.
            if let value = self.member(name, asDeclaredFor: made, in: madeScope, declaredType: madeType) { return value }
            // `descriptor.title` of `saved[0] ?? .home`: what people chose, read at run time.
            if let sequence = made.as(SequenceExprSyntax.self),
               sequence.elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" })
            {
                return .unknown("`\(name)` of a value " + Self.reasonUnknown(made))
            }
            return .expression(ExprSyntax(member), scope, declaredType: declaredType)
        default:
            // `coordinatorBuilder.home` where `let coordinatorBuilder:
            // CoordinatorBuilder` is given by a caller the code does not
            // show: the member as its type declares it, which reads the
            // same whatever the instance.
            if let value = self.member(name, asDeclaredFor: base, in: scope, declaredType: nil) { return value }
            return .expression(ExprSyntax(member), scope, declaredType: declaredType)
        }
    }

    /// `entry` of `entry.key`, when the name is bound to a dictionary's entry.
    private static func boundEntry(_ base: ExprSyntax?, in scope: Scope) -> (DictionaryElementSyntax, Scope, String?)? {
        guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .entry(let element, let entryScope, let keyType)? = scope.bindings[name]?.unconditional.bound
        else { return nil }
        return (element, entryScope, keyType)
    }

    /// Whether an expression starts with an implicit member (`.lemmy`,
    /// `.lemmy.feed`), whose type the context gives.
    private static func startsImplicitMemberChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return false
            }
        }
    }

    /// A member of a value whose type the code declares (a property's type
    /// annotation), read as that type declares it.
    private func member(_ name: String, asDeclaredFor value: ExprSyntax, in scope: Scope, declaredType: String?) -> Followed? {
        guard let typeName = declaredTypeName(of: value, in: scope, declaredType: declaredType) else { return nil }
        return memberValue(named: name, ofType: typeName, selfCase: nil, scope: Scope(file: scope.file, typeName: typeName))
    }

    /// The app's type a property of the current type is declared as
    /// (`@Bindable var coordinator: TabsCoordinator<Tag>` → `TabsCoordinator`),
    /// generic arguments and optionality aside.
    private func declaredTypeName(of expression: ExprSyntax, in scope: Scope, declaredType: String?) -> String? {
        var declared = declaredType
        if declared == nil, let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let typeName = scope.typeName {
            declared = self.declaredType(ofMember: name, inType: typeName)
        }
        guard let declared else { return nil }
        let bare = String(declared.prefix { $0 != "<" && $0 != "?" && $0 != "!" })
        guard let typeName = bare.split(separator: ".").last.map(String.init), Self.mayNameType(typeName), project.declaresType(typeName) else { return nil }
        return typeName
    }

    /// Whether a name may be a type's: capitalized, or a lower-case prefix
    /// before a capital (`iOSTabs`).
    static func mayNameType(_ name: String) -> Bool {
        name.first?.isUppercase == true || (name.first?.isLowercase == true && name.dropFirst().first?.isUppercase == true)
    }

    /// A type whose name starts in lower case (`iOSTabs`), which
    /// `typePath` takes for a value: a name nothing in scope binds that the
    /// app declares as a type.
    private func lowercaseTypePath(_ base: ExprSyntax, in scope: Scope) -> [String]? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) else { return nil }
        let name = reference.baseName.text
        guard name.first?.isLowercase == true, Self.mayNameType(name), scope.bindings[name] == nil,
              LocalDeclarations.initializer(of: name, before: Syntax(base)) == nil, project.declaresType(name)
        else { return nil }
        return [name]
    }

    /// `Self.startingModel`: a static member of the type being read.
    func selfTypePath(_ base: ExprSyntax, in scope: Scope) -> [String]? {
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Self",
              let typeName = scope.typeName ?? Self.enclosingTypeName(of: Syntax(base))
        else { return nil }
        // Written in that type's own code, `Self` is the type the
        // declarations around it name, nested as they are (one `Style` of
        // many).
        let written = TypeDeclaration.typePath(around: Syntax(base))
        return written.last == typeName ? written : [typeName]
    }

    /// `tab.title` for one case: its raw value, or the property's value for
    /// that case.
    private func member(_ name: String, of enumCase: EnumCase, at node: MemberAccessExprSyntax, scope: Scope, declaredType: String?) -> Followed {
        guard let typeName = enumCase.typeName ?? scope.typeName else {
            return .unknown("`\(node.trimmedText)` of an enum whose type is not written")
        }
        if name == "rawValue" {
            return rawValue(of: EnumCase(typeName: typeName, name: enumCase.name)) ?? .unknown("the raw value of `.\(enumCase.name)`")
        }
        let caseInType = EnumCase(typeName: typeName, name: enumCase.name)
        return memberValue(named: name, ofType: typeName, selfCase: caseInType, scope: scope)
            ?? .unknown("`\(name)` of `\(typeName).\(enumCase.name)`, which is not declared in the app's code")
    }

    /// A case's raw value: the literal after `=`, or for a `String` enum
    /// the case's name.
    func rawValue(of enumCase: EnumCase) -> Followed? {
        guard let typeName = enumCase.typeName else { return nil }
        for declaration in declarations(ofType: typeName, mentioningAnyOf: [enumCase.name]) {
            guard let members = declaration.memberBlock?.members else { continue }
            for item in members {
                guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements where element.name.text == enumCase.name {
                    if let raw = element.rawValue?.value {
                        return .expression(raw, Scope(file: declaration.file, typeName: typeName), declaredType: nil)
                    }
                    if declaration.inheritedNames.contains("String") {
                        return .impliedText(enumCase.name, declaration.file.range(of: element.name))
                    }
                }
            }
        }
        return nil
    }

    /// An `Int` enum case's raw value: the literal after `=`, or one more
    /// than the case before it (the first is 0), as Swift numbers them.
    func integerRawValue(of enumCase: EnumCase) -> Int? {
        guard let typeName = enumCase.typeName else { return nil }
        for declaration in declarations(ofType: typeName, mentioningAnyOf: [enumCase.name]) where declaration.inheritedNames.contains("Int") {
            var next = 0
            for item in declaration.memberBlock?.members ?? [] {
                guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    if let raw = element.rawValue?.value {
                        guard let literal = raw.as(IntegerLiteralExprSyntax.self), let value = Int(literal.literal.text) else { return nil }
                        next = value
                    }
                    if element.name.text == enumCase.name { return next }
                    next += 1
                }
            }
        }
        return nil
    }

    /// The cases of an enum, in declaration order (extensions cannot add
    /// cases). Of several enums by one name, the first declared is meant.
    static func caseNames(ofPath path: [String], in project: SourceProject) -> [String] {
        caseNames(of: project.enumDeclarations(ofPath: path))
    }

    /// Whether `caseNames(ofPath:in:)` holds `name`, read from files cut
    /// down to that name's declarations where they are not parsed yet.
    static func declaresCase(_ name: String, ofPath path: [String], in project: SourceProject) -> Bool {
        caseNames(of: project.enumDeclarations(ofPath: path, cutFor: [name])).contains(name)
    }

    private static func caseNames(of enumDeclarations: [TypeDeclaration]) -> [String] {
        var names: [String] = []
        for declaration in enumDeclarations.prefix(1) {
            for item in declaration.memberBlock?.members ?? [] {
                guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
                names += caseDecl.elements.map(\.name.text)
            }
        }
        return names
    }

    /// The value a property (stored or computed) of a type gives, for one
    /// case of it when it switches over `self`.
    func memberValue(named name: String, ofType typeName: String, selfCase: EnumCase?, scope: Scope, typePath: [String]? = nil) -> Followed? {
        if selfCase == nil, scope.typeName == typeName, case .expression(let instance, let instanceScope)? = scope.bindings["self"],
           let copy = ChangedCopy(instance)
        {
            return member(name, ofCopy: copy, in: instanceScope, type: typeName)
        }
        for property in properties(named: name, ofType: typeName, typePath: typePath) {
            let (variable, binding, declaration) = (property.variable, property.binding, property.declaration)
            var memberScope = Scope(file: declaration.file, typeName: typeName)
            if let selfCase {
                memberScope.bindings["self"] = .enumCase(selfCase)
            } else if scope.typeName == typeName, case .expression? = scope.bindings["self"] {
                // An instance's members read its other members from it.
                memberScope.bindings["self"] = scope.bindings["self"]
            }
            // `static var default: Self { .inactive(.none) }`: the type itself.
            let type = binding.typeAnnotation.map { $0.type.trimmedText == "Self" ? typeName : $0.type.trimmedText }
            if let initializer = binding.initializer?.value {
                if !isPersisted(variable), variable.bindingSpecifier.tokenKind == .keyword(.var),
                   let change = runTimeChange(of: name, ofType: typeName)
                {
                    if let filled = filledOnce(name, ofType: typeName, firstValue: initializer, declaredType: type) { return filled }
                    return .unknown("`\(name)`, which the code changes at run time (\(change.file.reference(to: change.node)))")
                }
                let declared = follow(initializer, in: memberScope, declaredType: type)
                guard isPersisted(variable) else { return declared }
                notePersistedSetting(at: declaration.file.range(of: variable))
                return registeredValue(of: variable, in: memberScope, declaredType: type, declared: declared) ?? declared
            }
            // `@Default(.look) var look` (the Defaults package): the default its key declares.
            if let keyDefault = defaultsKeyValue(of: variable) {
                notePersistedSetting(at: declaration.file.range(of: variable))
                return keyDefault
            }
            guard let body = Self.getterBody(binding) else {
                if let assigned = initializedValue(named: name, ofType: typeName, instance: memberScope.bindings["self"]) { return assigned }
                continue
            }
            guard let result = resultExpression(of: body, selfCase: selfCase, scope: memberScope) else {
                return .unknown("`\(name)` of `\(typeName)`, computed by code that is not a single value per case")
            }
            return follow(result, in: memberScope, declaredType: type)
        }
        return nil
    }

    /// `@AppStorage("key") var first: AppTab = .timeline`: a value kept
    /// between launches, whose initializer is only its default; likewise
    /// the Defaults package's `@Default(.key)` and a property wrapper of the
    /// app's own that saves to the user defaults (`@Stored("look")`).
    func isPersisted(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { attribute in
            let attributeName = attribute.as(AttributeSyntax.self)?.attributeName
            guard let name = attributeName?.as(IdentifierTypeSyntax.self)?.name.text ?? attributeName?.trimmedText else { return false }
            return ["AppStorage", "SceneStorage", "Default"].contains(name)
                || (!Self.systemAttributes.contains(name) && savesBetweenLaunches(wrapper: name))
        }
    }

    /// Attributes of Swift, SwiftUI, SwiftData and Combine that a stored
    /// property often carries: none keeps a value between launches, and
    /// knowing that spares a search of the tree for a wrapper of that name.
    private static let systemAttributes: Set<String> = [
        "State", "Binding", "Bindable", "Published", "Environment", "EnvironmentObject", "ObservedObject", "StateObject",
        "FocusState", "GestureState", "Namespace", "ScaledMetric", "FetchRequest", "Query", "ObservationIgnored",
        "MainActor", "objc", "IBOutlet", "IBInspectable", "NSManaged", "available", "Transient", "Attribute",
    ]

    /// Whether the app declares a property wrapper of that name whose code
    /// keeps its value in the user defaults (or their iCloud twin).
    private func savesBetweenLaunches(wrapper name: String) -> Bool {
        if let known = savingWrappers[name] { return known }
        let saves = ValueResolver.mayNameType(name)
            && declarations(ofType: name, mentioningAnyOf: ["UserDefaults", "NSUbiquitousKeyValueStore"]).contains(where: \.isPropertyWrapper)
        savingWrappers[name] = saves
        return saves
    }

    /// `@Default(.look) var look`: the `default:` of the key the app
    /// declares, `static let look = Key<Look>("look", default: .init())` in
    /// an extension of `Defaults.Keys`.
    private func defaultsKeyValue(of variable: VariableDeclSyntax) -> Followed? {
        guard let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: {
                  $0.attributeName.trimmedText == "Default"
              }),
              case .argumentList(let arguments)? = attribute.arguments,
              let keyName = arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        for declaration in project.declarations(ofPath: ["Defaults", "Keys"]) {
            for property in project.properties(of: declaration)[keyName] ?? [] {
                guard let call = property.binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let value = call.arguments.first(where: { $0.label?.text == "default" })?.expression
                else { continue }
                // `Key<Look>`: the type an implicit `.init()` makes.
                let type = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments.first?.argument.trimmedText
                return follow(value, in: Scope(file: declaration.file, typeName: nil), declaredType: type)
            }
        }
        return nil
    }

    /// Reads a value without counting the persisted settings it goes
    /// through as settings of the bar's tabs (a setting that only picks a
    /// title does not make the bar customizable).
    func withoutNotingSettings<T>(_ read: () -> T) -> T {
        let noted = persistedSettings.count
        defer { persistedSettings.removeLast(persistedSettings.count - noted) }
        return read()
    }

    /// `Style` written in `TabLook`'s code names `TabLook.Style` when
    /// `TabLook` declares an enum of that name: Swift looks a type up in
    /// the enclosing type first, and an app may nest many `Style`s.
    private func qualifiedTypePath(_ path: [String], from scope: Scope) -> [String] {
        guard path.count == 1, let owner = scope.typeName, owner != path[0],
              // Whether it is declared: its header is enough (a member named by no word).
              !project.enumDeclarations(ofPath: [owner] + path, cutFor: []).isEmpty
        else { return path }
        return [owner] + path
    }

    /// The property, or path of properties, an expression names, `self.`
    /// and optionality aside: `self.tabs?` → `tabs`,
    /// `tabBarController?.viewControllers!` → `tabBarController.viewControllers`.
    static func propertyPath(of expression: ExprSyntax) -> String {
        String(expression.trimmedText.trimmingPrefix("self.").filter { $0 != "?" && $0 != "!" })
    }

    /// The type annotation of a type's property (`var tabs: MainTabBarController`).
    func declaredType(ofMember name: String, inType typeName: String) -> String? {
        properties(named: name, ofType: typeName).lazy.compactMap { $0.binding.typeAnnotation?.type.trimmedText }.first
    }

    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: return statements
        case .accessors(let accessors)?:
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: return nil
        }
    }

    /// The expression a body gives: its only expression, its `return`, or
    /// for a `switch self` the arm of `selfCase`; read in `scope`, what it
    /// gives on a new install when settings decide it.
    func resultExpression(of body: CodeBlockItemListSyntax, selfCase: EnumCase?, scope: Scope? = nil) -> ExprSyntax? {
        guard let last = body.last else { return nil }
        // `#if os(iOS) … #else … #endif`: the clause compiled where the bar is read.
        if body.count == 1, case .decl(let declaration) = last.item, let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            return compiledStatements(of: ifConfig).flatMap { resultExpression(of: $0, selfCase: selfCase, scope: scope) }
        }
        if let scope, let firstLaunch = firstLaunchResult(of: body, in: scope) { return firstLaunch }
        if let preferred = Self.preferredReturn(in: body) { return preferred }
        // `if compactIcons { return "sun.min" }` before the last return: the
        // value depends on the run-time condition.
        if Self.returnsEarlyUnderCondition(body) { return nil }
        if let switchExpression = (last.item.as(ReturnStmtSyntax.self)?.expression ?? Self.expression(of: last))?.as(SwitchExprSyntax.self) {
            if let selfCase { return arm(of: switchExpression, for: selfCase) }
            // `switch state { case .on: …; default: name }` over a value the
            // code gives: the arm it matches.
            guard let scope, let subjectCase = caseValue(of: switchExpression.subject, in: scope),
                  let statements = arm(of: switchExpression, matching: subjectCase)
            else { return nil }
            return resultExpression(of: statements, selfCase: nil, scope: scope)
        }
        if let returned = last.item.as(ReturnStmtSyntax.self)?.expression {
            return returned
        }
        // `if`/`guard` chains, loops: not one value.
        guard body.count == 1 else { return nil }
        return Self.expression(of: last)
    }

    /// `if idiom == .phone || sizeClass == .compact { return … }`: a body
    /// that returns early for the phone gives the phone's layout, which is
    /// the tab bar (the rest is the iPad's sidebar or a wider layout).
    /// `if #available(iOS 17, *) { return "book.pages" }` gives what the
    /// systems people run now show.
    private static func preferredReturn(in body: CodeBlockItemListSyntax) -> ExprSyntax? {
        for item in body {
            var branch = expression(of: item)?.as(IfExprSyntax.self)
            while let ifExpression = branch {
                let condition = ifExpression.conditions.trimmedText
                if condition.contains("== .phone") || condition.contains("== .compact") || condition.hasPrefix("#available"),
                   let returned = ifExpression.body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression
                {
                    return returned
                }
                if case .ifExpr(let next)? = ifExpression.elseBody { branch = next } else { branch = nil }
            }
        }
        return nil
    }

    private static func returnsEarlyUnderCondition(_ body: CodeBlockItemListSyntax) -> Bool {
        body.dropLast().contains { item in
            guard let ifExpression = expression(of: item)?.as(IfExprSyntax.self) else { return false }
            let finder = ReturnFinder()
            finder.walk(ifExpression)
            return finder.found
        }
    }

    /// The value of the arm of `switch self` that matches a case (or
    /// `default`).
    private func arm(of switchExpression: SwitchExprSyntax, for selfCase: EnumCase) -> ExprSyntax? {
        arm(of: switchExpression, matching: selfCase).flatMap { resultExpression(of: $0, selfCase: selfCase) }
    }

    /// The statements of the arm of a `switch` that matches a case (or
    /// `default`).
    func arm(of switchExpression: SwitchExprSyntax, matching enumCase: EnumCase) -> CodeBlockItemListSyntax? {
        var fallback: SwitchCaseSyntax?
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
            switch switchCase.label {
            case .default: fallback = switchCase
            case .case(let label):
                if label.caseItems.contains(where: { Self.caseName(of: $0.pattern) == enumCase.name }) { return switchCase.statements }
            }
        }
        return fallback?.statements
    }

    /// `.home` or `AppTab.home` in a `case` pattern, `.item(let x)` too.
    static func caseName(of pattern: PatternSyntax) -> String? {
        // `case let .filling(name)`.
        let pattern = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if expression.is(NilLiteralExprSyntax.self) { return "nil" }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let expressionStatement = statement.as(ExpressionStmtSyntax.self) { return expressionStatement.expression }
            return statement.as(ReturnStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// `AppTab`, `L10n.Tab`: an expression that names a type (capitalized
    /// identifiers), as its path.
    static func typePath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "Self" { return nil }
            return name.first?.isUppercase == true ? [name] : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) {
            let name = member.declName.baseName.text
            return name.first?.isUppercase == true ? path + [name] : nil
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return typePath(generic.expression) }
        return nil
    }

    /// The name of the type a node is declared in.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let path = TypeDeclaration.declaredPath(of: parent) { return path.last }
            current = parent.parent
        }
        return nil
    }
}

/// `let name = value` before a use, in the same function or closure.
enum LocalDeclarations {
    struct Initializer {
        let value: ExprSyntax
        let type: String?
    }

    static func initializer(of name: String, before use: Syntax) -> Initializer? {
        var node: Syntax? = use
        while let current = node {
            if let item = current.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
                    // `guard let codes = flow.codes else { return }`: after it, the value.
                    if let guardStatement = earlier.item.as(GuardStmtSyntax.self), let value = boundValue(of: name, in: guardStatement.conditions) {
                        return Initializer(value: value, type: nil)
                    }
                    guard let variable = earlier.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        let type = binding.typeAnnotation?.type.trimmedText
                        if let value = binding.initializer?.value {
                            return Initializer(value: value, type: type)
                        }
                        if binding.accessorBlock == nil {
                            let between = list.drop { $0.id != earlier.id }.dropFirst().prefix { $0.id != item.id }
                            return deferredValue(of: name, in: between).map { Initializer(value: $0, type: type) }
                        }
                    }
                }
            }
            // `if let codes = flow.codes { … }`: inside, the value.
            if let block = current.as(CodeBlockSyntax.self), let ifExpression = block.parent?.as(IfExprSyntax.self), ifExpression.body.id == block.id,
               let value = boundValue(of: name, in: ifExpression.conditions)
            {
                return Initializer(value: value, type: nil)
            }
            // Stop at the declaration that owns the body: its parameters
            // and its type's members are not local. So is a closure's own
            // parameter (`ForEach(tabs) { tab in … }`).
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(MemberBlockSyntax.self) {
                return nil
            }
            if let closure = current.as(ClosureExprSyntax.self), SwiftUITabViewReader.parameterNames(of: closure).contains(name) {
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// The value a local declared without one (`let image: UIImage?`) is
    /// given by the statements after its declaration: one assignment
    /// (`image = UIImage(systemName: "leaf")`), or the branch of
    /// `if #available(…) { image = … } else { image = … }` that today's
    /// systems run. nil when any other statement assigns it, or none does.
    private static func deferredValue(of name: String, in statements: some Sequence<CodeBlockItemSyntax>) -> ExprSyntax? {
        var found: ExprSyntax?
        for statement in statements {
            let finder = AssignmentFinder()
            finder.walk(statement)
            let assigned = finder.assignments.filter { $0.target.trimmedText == name }
            guard !assigned.isEmpty else { continue }
            guard found == nil else { return nil }
            if let single = assigned.first, assigned.count == 1, statement.item.as(SequenceExprSyntax.self)?.id == single.node.id {
                found = single.value
            } else if let ifExpression = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self),
                      ifExpression.conditions.count == 1, ifExpression.conditions.first?.condition.is(AvailabilityConditionSyntax.self) == true,
                      let newest = deferredValue(of: name, in: ifExpression.body.statements)
            {
                found = newest
            } else {
                return nil
            }
        }
        return found
    }

    /// The statements that run before `use` in its function: those before
    /// it in its block and in each block around it, outermost first.
    static func statements(before use: Syntax) -> [CodeBlockItemSyntax] {
        var earlierByLevel: [[CodeBlockItemSyntax]] = []
        var node: Syntax? = use
        while let current = node {
            if let statement = current.as(CodeBlockItemSyntax.self), let list = statement.parent?.as(CodeBlockItemListSyntax.self) {
                earlierByLevel.append(Array(list.prefix(while: { $0.id != statement.id })))
            }
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(MemberBlockSyntax.self) { break }
            node = current.parent
        }
        return Array(earlierByLevel.reversed().joined())
    }

    /// The value `let name = value` binds in an `if` or `guard` condition
    /// list; nil for `let name` alone, which unwraps a property of that name.
    private static func boundValue(of name: String, in conditions: ConditionElementListSyntax) -> ExprSyntax? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  let value = binding.initializer?.value,
                  value.as(DeclReferenceExprSyntax.self)?.baseName.text != name
            else { continue }
            return value
        }
        return nil
    }

    /// The first change the code makes to a local between its declaration
    /// (the statement holding `value`, its first value) and `use`: an
    /// assignment, `+=`, or a mutating call (`append`, `insert`, `remove…`).
    static func change(of name: String, declaredBy value: ExprSyntax, before use: Syntax) -> Syntax? {
        for item in statements(between: value, and: use) {
            let finder = AssignmentFinder()
            finder.walk(item)
            if let assignment = finder.assignments.first(where: { $0.target.trimmedText == name }) { return Syntax(assignment.node) }
            if let addition = finder.compoundAdditions(to: name).first { return Syntax(addition) }
            if let call = finder.calls.first(where: { call in
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
                return member.base?.trimmedText == name && mutatingMethods.contains(member.declName.baseName.text)
            }) {
                return Syntax(call)
            }
        }
        return nil
    }

    /// The statements after the one declaring a local (the statement
    /// holding `value`, its first value) and before the one holding `use`.
    static func statements(between value: ExprSyntax, and use: Syntax) -> [CodeBlockItemSyntax] {
        guard let declaration = value.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
              let list = declaration.parent?.as(CodeBlockItemListSyntax.self)
        else { return [] }
        return Array(list.drop { $0.id != declaration.id }.dropFirst().prefix { !$0.range.contains(use.position) })
    }

    static let mutatingMethods: Set = ["append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "move", "sort", "reverse"]
}

/// A parameter of the function or initializer a name is used in, and how
/// callers pass it (by label, or by position when it has none).
struct Parameter {
    let name: String
    /// The function's name, or the type's for an initializer.
    let functionName: String
    let label: String?
    let position: Int
    let type: String?
    /// The type a `static` (or `class`) function is declared in: a call of
    /// it names that type (`Welcome.make(in: nav)`) unless it is made in the
    /// type's own code, so only the files that name the type can hold one.
    let staticOwner: String?

    init?(named name: String, around use: Syntax) {
        var current = use.parent
        while let node = current {
            // A closure's own parameters (`{ tab in … }`) are not the function's.
            if let closure = node.as(ClosureExprSyntax.self), closure.signature != nil { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                self.init(
                    name: name, functionName: function.name.text, parameters: function.signature.parameterClause.parameters,
                    staticOwner: isStatic ? ValueResolver.enclosingTypeName(of: Syntax(function)) : nil
                )
                return
            }
            if let initializer = node.as(InitializerDeclSyntax.self) {
                guard let typeName = ValueResolver.enclosingTypeName(of: Syntax(initializer)) else { return nil }
                self.init(name: name, functionName: typeName, parameters: initializer.signature.parameterClause.parameters, staticOwner: nil)
                return
            }
            if node.is(MemberBlockSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    private init?(name: String, functionName: String, parameters: FunctionParameterListSyntax, staticOwner: String?) {
        for (position, parameter) in parameters.enumerated() {
            let local = (parameter.secondName ?? parameter.firstName).text
            guard local == name else { continue }
            self.name = name
            self.functionName = functionName
            self.label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            self.position = position
            self.type = parameter.type.trimmedText
            self.staticOwner = staticOwner.flatMap { $0.isEmpty ? nil : $0 }
            return
        }
        return nil
    }

    /// Whether a call of the function's name may be a call of this
    /// function: for a static one, `Owner.make(…)`, `Self.make(…)`, an
    /// implicit `.make(…)`, or a bare `make(…)` in the owner's own code.
    func mayBeCalled(by call: FunctionCallExprSyntax) -> Bool {
        guard let staticOwner else { return true }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return ["Self", staticOwner].contains(base.trimmedText.split(separator: ".").last.map(String.init))
        }
        return ValueResolver.enclosingTypeName(of: Syntax(call)) == staticOwner
    }

    /// The expression a call passes for this parameter, if it passes one.
    func argument(in call: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Array(call.arguments)
        if let label {
            return arguments.first { $0.label?.text == label }?.expression
        }
        guard position < arguments.count, arguments[position].label == nil else { return nil }
        return arguments[position].expression
    }
}

/// Whether a statement returns (closures' own returns not counted).
private final class ReturnFinder: SyntaxVisitor {
    var found = false

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

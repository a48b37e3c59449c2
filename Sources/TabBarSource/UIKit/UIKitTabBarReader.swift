import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// Reads tab bars set up on a `UITabBarController` (a subclass or an
/// instance): `viewControllers = […]`, `setViewControllers(_:animated:)` and
/// iOS 18's `tabs = […]`, following each child through navigation and
/// hosting wrappers, lazy properties, helper functions and its own class
/// (its `init`, `viewDidLoad`, `awakeFromNib`) to the tab item it sets.
struct UIKitTabBarReader {
    let resolver: ValueResolver
    let builtPlatforms: BuiltPlatforms

    func bars(in file: SwiftSourceFile) -> [SourceBar] {
        let finder = TabListFinder()
        finder.walk(file.tree)
        var bars: [SourceBar] = []
        var setUp: [(controller: String?, kind: TabListFinder.Kind)] = []
        for site in finder.sites {
            guard isTabBarController(site.receiver, at: site.node, in: file) else { continue }
            let enclosingType = ValueResolver.enclosingTypeName(of: Syntax(site.node))
            // `tabs.viewControllers = tabs.viewControllers?.dropLast()`: a
            // change to a bar set up elsewhere, not a list of its own.
            if Self.derivesFromOwnList(site) { continue }
            // A representable only previews make (directly, or through a view
            // only previews make) never ships.
            if let enclosingType,
               resolver.project.declarations(ofType: enclosingType).contains(where: { $0.inheritedNames.contains("UIViewControllerRepresentable") }),
               SwiftUITabViewReader.isPreviewOnly(enclosingType, in: resolver.project, levels: 2)
            {
                continue
            }
            // `extension UITabBarController { func install(_ tabs:) }`: a
            // helper the app calls, each call a bar (none for a helper
            // given one controller, such as `addTab(_:)`).
            let givers = enclosingType == "UITabBarController"
                ? callsGivingList(to: site, in: file)
                : [ListGiver(node: site.node, file: file, receiver: site.receiver, listScope: Scope(file: file, typeName: enclosingType))]
            for giver in givers {
                if let bar = bar(givenBy: giver, at: site, setUp: &setUp) { bars.append(bar) }
            }
        }
        return bars + barsAddedByOutsideMethods(finder.additions, in: file, besides: setUp.compactMap(\.controller))
    }

    /// Where a bar's list is given: the site itself, or a call of a helper
    /// with the site in its body.
    private struct ListGiver {
        /// Where the bar is reported.
        var node: Syntax
        var file: SwiftSourceFile
        /// The controller (nil for an implicit `self`).
        var receiver: ExprSyntax?
        /// Where the site's list is read: for a helper, with its parameter
        /// bound to what the call passes.
        var listScope: Scope
    }

    /// Each call of the helper a site is in, when the site's list is made
    /// from the helper's parameter (`tabs.sorted { … }.compactMap { … }`).
    private func callsGivingList(to site: TabListFinder.Site, in helperFile: SwiftSourceFile) -> [ListGiver] {
        guard site.list.count == 1, let reference = Self.listSource(site.list[0]).as(DeclReferenceExprSyntax.self),
              let parameter = Parameter(named: reference.baseName.text, around: Syntax(reference))
        else { return [] }
        return resolver.project.calls(named: parameter.functionName, label: parameter.label).compactMap { call, callerFile in
            guard let argument = parameter.argument(in: call),
                  ValueResolver.enclosingTypeName(of: Syntax(call)) != "UITabBarController",
                  isCalledOnTabBarController(call, in: callerFile)
            else { return nil }
            let callerScope = Scope(file: callerFile, typeName: ValueResolver.enclosingTypeName(of: Syntax(call)))
            let listScope = Scope(file: helperFile, bindings: [parameter.name: .expression(argument, callerScope)], typeName: "UITabBarController")
            return ListGiver(node: Syntax(call), file: callerFile, receiver: TabListFinder.split(call.calledExpression).0, listScope: listScope)
        }
    }

    /// The entry or element of a caller's list a closure parameter is
    /// bound to (`entry` of `.compactMap { entry in … }`), where that list
    /// is written in `file`: the innermost one when several are (the list
    /// itself is bound too, to the helper's parameter).
    private static func element(givenIn file: SwiftSourceFile, boundIn scope: Scope) -> SourceRange? {
        let given = scope.bindings.values.compactMap { bound -> Syntax? in
            switch bound.unconditional.bound {
            case .entry(let entry, let entryScope, _) where entryScope.file.path == file.path: return Syntax(entry)
            case .expression(let element, let elementScope) where elementScope.file.path == file.path: return Syntax(element)
            default: return nil
            }
        }
        return given.min { ($0.trimmedLength.utf8Length, $0.position) < ($1.trimmedLength.utf8Length, $1.position) }.map { file.range(of: $0) }
    }

    /// Whether a helper's call is made on a tab bar controller: `self` in
    /// one, a value the code makes or declares as one, or one declared as a
    /// protocol the app makes `UITabBarController` conform to (`weak var
    /// presenter: TabPresenting?`). Another type's method of the same name
    /// (`cell.configure(with: rows)`) gives no bar.
    private func isCalledOnTabBarController(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile) -> Bool {
        let receiver = TabListFinder.split(call.calledExpression).0
        if isTabBarController(receiver, at: call, in: file) { return true }
        guard let receiver, let declared = declaredType(ofReceiver: receiver, at: call) else { return false }
        return resolver.project.declarations(ofType: "UITabBarController").contains { $0.inheritedNames.contains(declared) }
    }

    /// The type the code around `node` declares a receiver's property as,
    /// optionality aside (`weak var presenter: TabPresenting?` → `TabPresenting`):
    /// in its own type, or in a class it inherits from (a coordinator's
    /// `tabBarController`, declared by the base coordinator).
    private func declaredType(ofReceiver receiver: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        guard let typeName = ValueResolver.enclosingTypeName(of: Syntax(node)) else { return nil }
        let name = ValueResolver.propertyPath(of: receiver)
        var types = [typeName]
        var seen: Set<String> = []
        while let type = types.popLast() {
            guard seen.insert(type).inserted, seen.count <= 8 else { continue }
            if let declared = resolver.declaredType(ofMember: name, inType: type) { return declared.nonOptionalType }
            types += resolver.project.classDeclarations(named: type).flatMap(\.inheritedNames)
        }
        return nil
    }

    /// The class of the controller a receiver is, when the code says it:
    /// the type its property is declared as, or the type whose initializer
    /// makes it (`let tabsController = UITabBarController()`).
    private func controllerType(of receiver: ExprSyntax, at node: Syntax, in file: SwiftSourceFile) -> String? {
        if let declared = declaredType(ofReceiver: receiver, at: node) { return declared }
        let scope = Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: node))
        guard case .expression(let made, _, let declaredType) = resolver.follow(receiver, in: scope) else { return nil }
        if let declaredType { return declaredType.nonOptionalType }
        guard let call = ValueResolver.unwrapped(made).as(FunctionCallExprSyntax.self), let name = ModifierChain.calleeName(call) else { return nil }
        return ValueResolver.mayNameType(name) ? name : nil
    }

    /// The list a chain of `sorted`, `map`, `compactMap` and `filter` starts from.
    private static func listSource(_ list: ExprSyntax) -> ExprSyntax {
        var current = ValueResolver.unwrapped(list)
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, ["sorted", "map", "compactMap", "filter"].contains(member.declName.baseName.text)
        {
            current = ValueResolver.unwrapped(base)
        }
        return current
    }

    /// The bar a giver's list makes, nil when it has no tabs or repeats
    /// the list of a controller already set up.
    private func bar(
        givenBy giver: ListGiver, at site: TabListFinder.Site, setUp: inout [(controller: String?, kind: TabListFinder.Kind)]
    ) -> SourceBar? {
        let file = giver.file
        let enclosingType = ValueResolver.enclosingTypeName(of: giver.node)
        let platforms = barPlatforms(at: giver.node, in: file)
        if platforms?.isEmpty == true { return nil }
        var bar = SourceBar(origin: .uiKit, range: file.range(of: giver.node))
        if let receiver = giver.receiver, receiver.trimmedText != "self" {
            bar.setsTabsOfObtainedController = !isMadeInCode(receiver, at: giver.node, in: file)
            bar.resetsWeaklyHeldController = bar.setsTabsOfObtainedController && isWeakProperty(receiver, at: giver.node)
        } else {
            bar.controllerClass = enclosingType
        }
        bar.platforms = platforms
        let scope = giver.listScope
        let children = ChildReader(resolver: resolver)
        resolver.startBar()
        var list = site.list.count == 1
            ? ElementList.elements(of: site.list[0], in: scope, resolver: resolver)
            : ElementList.concatenation(site.list, whole: site.node.as(ExprSyntax.self) ?? site.list[0], in: scope, resolver: resolver)
        // `viewControllers?.append(inboxTab())` later in the method.
        let property = site.kind == .tabs ? "tabs" : "viewControllers"
        let receiverName = site.receiver.map(ValueResolver.propertyPath(of:))
        let listName = [receiverName, property].compactMap { $0 == "self" ? nil : $0 }.joined(separator: ".")
        list = ElementList.appendedLater(to: list, property: listName, after: site.node, in: scope, resolver: resolver)
        switch list {
        case .unknown(let unknown):
            bar.unknownTabs.append(unknown)
        case .known(let elements, _):
            for element in elements {
                let (bound, condition) = element.unconditional
                guard case .expression(let expression, let elementScope) = bound else { continue }
                var tabs = site.kind == .tabs
                    ? children.tabs(fromUITab: expression, scope: elementScope, section: nil)
                    : [children.tab(fromChild: expression, scope: elementScope)]
                if let condition { tabs = tabs.map { var tab = $0; tab.conditions.append(condition); return tab } }
                // A helper's tab is where the call gives it, not in the
                // helper's body every call shares.
                if giver.file.path != scope.file.path, let given = Self.element(givenIn: giver.file, boundIn: elementScope) {
                    tabs = tabs.map { var tab = $0; tab.range = given; return tab }
                }
                bar.tabs += tabs
            }
        }
        guard !bar.tabs.isEmpty || !bar.unknownTabs.isEmpty else { return nil }
        if let controllerClass = bar.controllerClass, HiddenSystemBar.hides(controllerClass, in: resolver.project) { return nil }
        apply(ItemLoops.found(around: site.node, in: scope.file), to: &bar, children: children, in: scope.file)
        if let controllerClass = bar.controllerClass { children.overlayLoopGivenItems(&bar.tabs, fromControllerClass: controllerClass) }
        // Tabs read from settings people can change are theirs to choose.
        if let setting = resolver.persistedSettings.first { bar.customizable = Located(true, at: setting) }
        if site.kind == .tabs, let mode = Self.sidebarMode(near: site.node) {
            bar.style = scope.file.located(.sidebarAdaptable, at: mode)
        }
        let barType = bar.controllerClass ?? giver.receiver.flatMap { controllerType(of: $0, at: giver.node, in: file) }
        UIKitInterception.markActionTabs(in: &bar, controllerType: barType, project: resolver.project)
        bar.transition = UIKitInterception.transition(in: resolver.project)
        // `viewControllers =` and `setViewControllers` in one class set up
        // one controller: its first full list is the bar. iOS 18's `tabs`
        // in the same class is another bar (the OS versions that have
        // `UITab`, usually behind `if #available`).
        // Likewise the lists a type gives one controller it holds
        // (`tabBar?.setViewControllers(…)` in `toCompact()` and in
        // `toExpanded()`): its first full list is the bar.
        // A local made in each method is a controller of its own, unless
        // it is the one a stored property's closure makes and returns
        // (`lazy var tabs = { let bar = UITabBarController(); …; return bar }()`):
        // that property's, which `self.tabs.setViewControllers(…)` sets again.
        let heldController = giver.receiver.flatMap { receiver -> String? in
            let name = receiver.trimmedText
            let held = LocalDeclarations.initializer(of: name, before: giver.node) == nil
                ? String(name.trimmingPrefix("self.")) : Self.property(returning: name, around: giver.node)
            return held.map { (enclosingType ?? "") + "." + $0 }
        }
        let controller = bar.controllerClass ?? heldController
        if let controller, setUp.contains(where: { $0.controller == controller && $0.kind == site.kind }) { return nil }
        setUp.append((controller, site.kind))
        return bar
    }

    /// The platforms a bar set up at `node` is for: those `#if os(…)`
    /// around it names, else those of the targets that build its file (nil:
    /// not limited), less watchOS, which has no tab bar (empty: none).
    private func barPlatforms(at node: some SyntaxProtocol, in file: SwiftSourceFile) -> Set<Platform>? {
        let platforms = CompilationConditions.around(node).platforms ?? builtPlatforms.platforms(ofFile: file.path)
        return platforms?.subtracting([.watchOS])
    }

    /// A type that holds a tab bar controller (or is one) and gives it
    /// tabs only through a method the app's code does not declare
    /// (`addTab(home)`, from a coordination package): a bar, whose tabs
    /// that method's meaning decides, so they are unknown. Reported at the
    /// first such call, once per type.
    private func barsAddedByOutsideMethods(_ additions: [FunctionCallExprSyntax], in file: SwiftSourceFile, besides setUp: [String]) -> [SourceBar] {
        // The calls by the type they are made in, in the order of the file.
        var callsByType: [(typeName: String, calls: [FunctionCallExprSyntax])] = []
        for call in additions {
            guard let typeName = ValueResolver.enclosingTypeName(of: Syntax(call)) else { continue }
            if let index = callsByType.firstIndex(where: { $0.typeName == typeName }) {
                callsByType[index].calls.append(call)
            } else {
                callsByType.append((typeName, [call]))
            }
        }
        var bars: [SourceBar] = []
        for (typeName, calls) in callsByType {
            guard typeName != "UITabBarController", !setUp.contains(where: { $0 == typeName || $0.hasPrefix(typeName + ".") }),
                  let first = calls.first, let name = TabListFinder.split(first.calledExpression).1,
                  resolver.project.functions(named: name).isEmpty, holdsTabBarController(typeName)
            else { continue }
            let platforms = barPlatforms(at: first, in: file)
            if platforms?.isEmpty == true { continue }
            var bar = SourceBar(origin: .uiKit, range: file.range(of: first))
            bar.platforms = platforms
            let lines = calls.map { "\(file.range(of: $0).start.line)" }
            let places = lines.count == 1 ? "line \(lines[0])" : "lines " + lines.joined(separator: ", ")
            bar.unknownTabs.append(UnknownValue(
                reason: "tabs added by `\(name)(_:)` (\(places)), a method declared outside the app's code, whose effect the code does not show",
                range: file.range(of: first)
            ))
            bars.append(bar)
        }
        return bars
    }

    /// Whether a type is a tab bar controller or has a stored property
    /// declared as one (`let root: UITabBarController`).
    private func holdsTabBarController(_ typeName: String) -> Bool {
        let hierarchy = TypeHierarchy(project: resolver.project)
        if hierarchy.inherits(typeName, from: "UITabBarController") { return true }
        return resolver.project.declarations(ofType: typeName).contains { declaration in
            resolver.project.properties(of: declaration).values.joined().contains { property in
                guard let declared = property.binding.typeAnnotation?.type.trimmedText else { return false }
                return hierarchy.inherits(declared.nonOptionalType, from: "UITabBarController")
            }
        }
    }

    /// Titles cleared in a loop over the items: none. Titles or images
    /// given in such a loop (later, from data the loop reads): what the
    /// items were made with up front does not stay. Read tab by tab when
    /// the loop walks a list the code gives beside the items, with as many
    /// elements as the bar has tabs; otherwise a missing one is unknown
    /// rather than absent.
    private func apply(_ loops: ItemLoops.Found, to bar: inout SourceBar, children: ChildReader, in file: SwiftSourceFile) {
        var readPerTab: Set<String> = []
        for zipped in loops.zipped where !readPerTab.contains(zipped.property) {
            let scope = Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: Syntax(zipped.list)))
            guard case .known(let elements, _) = ElementList.elements(of: zipped.list, in: scope, resolver: resolver),
                  elements.count == bar.tabs.count
            else { continue }
            readPerTab.insert(zipped.property)
            for (index, element) in elements.enumerated() {
                var elementScope = scope
                elementScope.bindings[zipped.elementName] = element.unconditional.bound
                switch zipped.property {
                case "title": bar.tabs[index].title = resolver.text(of: zipped.value, in: elementScope, literal: .verbatim)
                default: bar.tabs[index].icon = children.uiImage(zipped.value, scope: elementScope)
                }
            }
        }
        for index in bar.tabs.indices {
            if loops.clearedTitles != nil {
                bar.tabs[index].title = nil
            } else if let given = loops.givenTitles, bar.tabs[index].title == nil, !readPerTab.contains("title") {
                bar.tabs[index].title = .unknown(UnknownValue(reason: "given later, in a loop over the bar's items", range: given))
            }
            if let given = loops.givenImages, bar.tabs[index].icon == nil, !readPerTab.contains("image") {
                bar.tabs[index].icon = .unknown(UnknownValue(reason: "given later, in a loop over the bar's items", range: given))
            }
        }
    }

    /// The stored property whose closure, run on the spot, holds `node`
    /// and returns the local `name`.
    private static func property(returning name: String, around node: Syntax) -> String? {
        guard let closure = node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
              let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(closure).id,
              let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
              let returned = closure.statements.last?.item.as(ReturnStmtSyntax.self)?.expression,
              returned.trimmedText == name
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// `tabBarController` declared `weak var` (or `unowned`) in the type
    /// around the use.
    private func isWeakProperty(_ receiver: ExprSyntax, at node: Syntax) -> Bool {
        let name = ValueResolver.propertyPath(of: receiver)
        guard let typeName = ValueResolver.enclosingTypeName(of: node) else { return false }
        return resolver.project.declarations(ofType: typeName, mentioningAnyOf: [name]).contains { declaration in
            resolver.project.properties(of: declaration)[name]?.contains { property in
                property.variable.modifiers.contains { ["weak", "unowned"].contains($0.name.text) }
            } ?? false
        }
    }

    private static func derivesFromOwnList(_ site: TabListFinder.Site) -> Bool {
        let receiver = site.receiver.map { $0.trimmedText.trimmingPrefix("self.") }
        var ownList = receiver.map { $0 == "self" ? "viewControllers" : "\($0).viewControllers" } ?? "viewControllers"
        // `let viewControllers = [home, settings]` before the call: the
        // bare name is that local; only `self.viewControllers` is the bar's.
        if ownList == "viewControllers", LocalDeclarations.initializer(of: ownList, before: site.node) != nil {
            ownList = "self.viewControllers"
        }
        func mentionsOwnList(_ node: some SyntaxProtocol) -> Bool {
            node.tokens(viewMode: .sourceAccurate).map(\.text).joined().filter { $0 != "?" && $0 != "!" }.contains(ownList)
        }
        if site.list.contains(where: mentionsOwnList) { return true }
        // `var kept = viewControllers!; kept.removeLast(); viewControllers = kept`,
        // or `for vc in viewControllers ?? [] { kept.append(vc) }`: a local
        // made from the bar's own list.
        guard site.list.count == 1, let local = site.list.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              LocalDeclarations.initializer(of: local, before: site.node) != nil
        else { return false }
        return LocalDeclarations.statements(before: site.node).contains { statement in
            mentionsOwnList(statement) && statement.tokens(viewMode: .sourceAccurate).contains { $0.text == local }
        }
    }

    /// Whether the receiver of a `viewControllers` assignment is a tab bar
    /// controller: `self` in a `UITabBarController` subclass, or a value made
    /// by `UITabBarController(…)` or a subclass's initializer.
    private func isTabBarController(_ receiver: ExprSyntax?, at node: some SyntaxProtocol, in file: SwiftSourceFile) -> Bool {
        guard let receiver, receiver.trimmedText != "self", !Self.isSelf(receiver) else {
            guard let typeName = ValueResolver.enclosingTypeName(of: Syntax(node)) else { return false }
            return TypeHierarchy(project: resolver.project).inherits(typeName, from: "UITabBarController")
        }
        let scope = Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: Syntax(node)))
        let hierarchy = TypeHierarchy(project: resolver.project)
        if let declared = declaredType(ofReceiver: receiver, at: node), hierarchy.inherits(declared, from: "UITabBarController") { return true }
        if case .expression(let final, let finalScope, let declaredType) = resolver.follow(receiver, in: scope) {
            if let declaredType, hierarchy.inherits(declaredType.nonOptionalType, from: "UITabBarController") { return true }
            return makesTabBarController(final) || returnsTabBarController(final, scope: finalScope)
        }
        return false
    }

    /// `strongSelf` of `if let strongSelf = self` (or `guard let`, `let`):
    /// the controller itself.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
              let local = LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(reference))
        else { return false }
        return ValueResolver.unwrapped(local.value).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `{ makeShell() }()` or `makeShell()` where the type's
    /// `func makeShell() -> ShellController?` makes a tab bar controller
    /// (from a storyboard, say).
    private func returnsTabBarController(_ expression: ExprSyntax, scope: Scope) -> Bool {
        guard let call = ValueResolver.unwrapped(expression).as(FunctionCallExprSyntax.self) else { return false }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), let returned = ValueResolver.lastValue(of: closure.statements) {
            return makesTabBarController(returned) || returnsTabBarController(returned, scope: scope)
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, let typeName = scope.typeName else { return false }
        let hierarchy = TypeHierarchy(project: resolver.project)
        return resolver.project.methods(named: name, ofType: typeName).contains { function, _ in
            guard let returned = function.signature.returnClause?.type.trimmedText else { return false }
            return hierarchy.inherits(returned.nonOptionalType, from: "UITabBarController")
        }
    }

    /// Whether the controller a receiver names is created by the app's code,
    /// as opposed to reached through a cast, a parameter or a storyboard.
    private func isMadeInCode(_ receiver: ExprSyntax, at node: some SyntaxProtocol, in file: SwiftSourceFile) -> Bool {
        let scope = Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: Syntax(node)))
        guard case .expression(let final, _, _) = resolver.follow(receiver, in: scope) else { return false }
        return makesTabBarController(final)
    }

    /// `UITabBarController(…)` or a subclass's initializer.
    private func makesTabBarController(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = ModifierChain.calleeName(call) else { return false }
        return TypeHierarchy(project: resolver.project).inherits(name, from: "UITabBarController")
    }

    /// `mode = .tabSidebar` in the same function as `tabs = […]`.
    private static func sidebarMode(near node: some SyntaxProtocol) -> ExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(CodeBlockSyntax.self) { current = parent }
        guard let block = current.parent else { return nil }
        let finder = AssignmentFinder()
        finder.walk(block)
        return finder.assignments.first { $0.target.trimmedText.hasSuffix("mode") && $0.value.trimmedText == ".tabSidebar" }?.value
    }
}

/// Places that give a tab bar controller its tabs.
private final class TabListFinder: SyntaxVisitor {
    enum Kind { case viewControllers, tabs }

    struct Site {
        var kind: Kind
        /// The controller (nil for an implicit `self`).
        var receiver: ExprSyntax?
        /// The list, or the operands and operators after `=` when the
        /// parser leaves them unfolded (`tabs = fixed + [search]`).
        var list: [ExprSyntax]
        /// The assignment or call: where the bar is reported.
        var node: Syntax
    }

    var sites: [Site] = []
    /// `addTab(home)` on the type itself: tabs given through a method,
    /// which may be the app's or a package's.
    var additions: [FunctionCallExprSyntax] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let (receiver, name) = Self.split(elements[0])
        switch name {
        case "viewControllers": sites.append(Site(kind: .viewControllers, receiver: receiver, list: Array(elements[2...]), node: Syntax(node)))
        case "tabs": sites.append(Site(kind: .tabs, receiver: receiver, list: Array(elements[2...]), node: Syntax(node)))
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let (receiver, name) = Self.split(node.calledExpression)
        if name == "setViewControllers" || name == "setTabs", let list = node.arguments.first?.expression {
            sites.append(Site(kind: name == "setTabs" ? .tabs : .viewControllers, receiver: receiver, list: [list], node: Syntax(node)))
        }
        if let name, name.hasPrefix("addTab"), !node.arguments.isEmpty, receiver == nil || receiver?.trimmedText == "self" {
            additions.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    /// `tabBarController.viewControllers` → (`tabBarController`, `viewControllers`).
    static func split(_ expression: ExprSyntax) -> (ExprSyntax?, String?) {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            var base = member.base
            if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
            return (base, member.declName.baseName.text)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
        return (nil, nil)
    }
}

/// Every `a = b` in a subtree, not entering nested functions or types
/// unless asked to (a whole file's assignments).
final class AssignmentFinder: SyntaxVisitor {
    struct Assignment {
        var target: ExprSyntax
        var value: ExprSyntax
        var node: SequenceExprSyntax

        /// Whether the assignment runs in reaction to something later (a
        /// closure handed to `sink`, `Task`, an observer, a callback)
        /// rather than when the code around it runs: a run-time update of
        /// what that code set, not what the app first shows.
        func runsLater(within root: Syntax) -> Bool {
            var current = Syntax(node)
            while let parent = current.parent, current.id != root.id {
                if let closure = current.as(ClosureExprSyntax.self), !Self.runsAtOnce(closure) { return true }
                current = parent
            }
            return false
        }

        /// A closure called where it is written: invoked on the spot
        /// (`{ … }()`), or handed to iteration or an animation block.
        private static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
            var parent = closure.parent
            if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
            guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
            if call.calledExpression.id == ExprSyntax(closure).id { return true }
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return callee.map(immediateCallees.contains) ?? false
        }

        private static let immediateCallees: Set<String> = [
            "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "enumerateObjects",
            "performWithoutAnimation", "animate", "withAnimation", "withTransaction", "sync", "autoreleasepool",
        ]
    }

    var assignments: [Assignment] = []
    /// Method calls (`vc.configureTabBarItem(with: .home)`), which may set
    /// things up too.
    var calls: [FunctionCallExprSyntax] = []

    private let entersDeclarations: Bool

    init(entersDeclarations: Bool = false) {
        self.entersDeclarations = entersDeclarations
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            assignments.append(Assignment(target: elements[0], value: elements[2], node: node))
        }
        sequences.append(node)
        return .visitChildren
    }

    /// `name += […]`, unfolded as a sequence.
    func compoundAdditions(to name: String) -> [SequenceExprSyntax] {
        compoundAdditions.filter { $0.target.trimmedText == name }.map(\.node)
    }

    /// Every `target += […]`.
    var compoundAdditions: [(target: ExprSyntax, node: SequenceExprSyntax)] {
        sequences.compactMap { sequence in
            let parts = Array(sequence.elements)
            guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" else { return nil }
            return (parts[0], sequence)
        }
    }

    /// Every `name = name ?? make()`, unfolded as a sequence: the values
    /// made when the property is still empty.
    var fallbackAssignments: [(target: ExprSyntax, maker: ExprSyntax, node: SequenceExprSyntax)] {
        sequences.compactMap { sequence in
            let parts = Array(sequence.elements)
            guard parts.count == 5, parts[1].is(AssignmentExprSyntax.self), parts[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
                  parts[0].trimmedText == parts[2].trimmedText
            else { return nil }
            return (parts[0], parts[4], sequence)
        }
    }

    private var sequences: [SequenceExprSyntax] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { entersDeclarations ? .visitChildren : .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { entersDeclarations ? .visitChildren : .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { entersDeclarations ? .visitChildren : .skipChildren }
}

/// Superclasses as the app's own code declares them.
struct TypeHierarchy {
    let project: SourceProject

    func inherits(_ typeName: String, from ancestor: String) -> Bool {
        var current = [typeName]
        var seen = Set<String>()
        while let name = current.popLast() {
            if name == ancestor { return true }
            guard seen.insert(name).inserted, seen.count < 32 else { continue }
            let declarations = project.classDeclarations(named: name)
            for declaration in declarations {
                current += declaration.inheritedNames
            }
            // `class Home: TabItem` where `typealias TabItem = Base & Routing`.
            if declarations.isEmpty { current += project.aliasedTypes(name) }
        }
        return false
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }

    /// A declared type without its optionality: `Shell?` and `Shell!` → `Shell`.
    var nonOptionalType: String {
        trimmingSuffix("?").trimmingSuffix("!")
    }
}

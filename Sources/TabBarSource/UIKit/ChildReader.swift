import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// Follows one child of a tab bar controller to the tab item it shows.
struct ChildReader {
    let resolver: ValueResolver
    /// Bounds the wrappers and helpers followed for one child.
    private static let maximumHops = 8

    /// What is known of a child so far; items set later win, as at run time,
    /// but a wrapper's own item wins over the item of the controller it wraps.
    private struct Item {
        var title: TextValue?
        /// `UITabBarItem(title: nil, …)`: the item says it has no title.
        var titleIsNil = false
        /// `UITabBarItem(…, image: nil, …)`: the item says it has no icon.
        var iconIsNil = false
        /// `title = …` on the controller: shown when the tab item has no title.
        var controllerTitle: TextValue?
        var icon: IconValue?
        var selectedIcon: IconValue?
        var badge: BadgeSource?
        var accessibilityLabel: TextValue?
        var tag: Located<String>?
        var role: Located<TabRole>?
        var itemNode: SourceRange?
        /// The controller's class, for matching `viewController is X`.
        var typeName: String?
        /// The variable or property that holds the controller, for matching
        /// `viewController == scanner`.
        var heldIn: String?

        var showsAnything: Bool { title != nil || icon != nil || controllerTitle != nil }

        /// `tabBarItem = other.tabBarItem`: this controller now shows the
        /// other's item (its own title still shows when that has none).
        mutating func takeTabItem(of other: Item) {
            title = other.title ?? other.controllerTitle
            titleIsNil = other.titleIsNil
            iconIsNil = other.iconIsNil
            icon = other.icon
            selectedIcon = other.selectedIcon
            badge = other.badge
            accessibilityLabel = other.accessibilityLabel
            tag = other.tag
            role = other.role
            itemNode = other.itemNode
        }

        mutating func fill(from inner: Item) {
            title = title ?? inner.title
            titleIsNil = titleIsNil || (title == nil && inner.titleIsNil)
            iconIsNil = iconIsNil || (icon == nil && inner.iconIsNil)
            controllerTitle = controllerTitle ?? inner.controllerTitle
            icon = icon ?? inner.icon
            selectedIcon = selectedIcon ?? inner.selectedIcon
            badge = badge ?? inner.badge
            accessibilityLabel = accessibilityLabel ?? inner.accessibilityLabel
            tag = tag ?? inner.tag
            role = role ?? inner.role
            itemNode = itemNode ?? inner.itemNode
            typeName = typeName ?? inner.typeName
            heldIn = heldIn ?? inner.heldIn
        }
    }

    func tab(fromChild expression: ExprSyntax, scope: Scope) -> SourceTab {
        let item = self.item(of: expression, scope: scope, hops: 0)
        let range = item.itemNode ?? scope.file.range(of: expression)
        var tab = SourceTab(range: range)
        // Not finding where a child's item is set is not knowing it has none.
        let notFound = UnknownValue(
            reason: "set up where the code could not be followed from `\(ValueResolver.abbreviated(expression))`", range: range
        )
        tab.title = item.title ?? item.controllerTitle ?? (item.titleIsNil ? nil : .unknown(notFound))
        tab.icon = item.icon ?? (item.iconIsNil ? nil : .unknown(notFound))
        tab.selectedIcon = item.selectedIcon
        tab.badge = item.badge
        tab.accessibilityLabel = item.accessibilityLabel
        tab.role = item.role
        tab.tag = item.tag?.value
        tab.controllerType = item.typeName
        tab.controllerHeldIn = item.heldIn
        return tab
    }

    /// Lays what a storyboard child's class sets on its item in code
    /// (`init`, `viewDidLoad`…) over what the storyboard says: the code
    /// runs after the storyboard's values are loaded.
    func overlay(_ tab: inout SourceTab, fromClass typeName: String) {
        Self.lay(classItem(typeName, hops: 0), over: &tab)
    }

    /// Lays what a tab bar controller class sets on its children by
    /// position in code over the storyboard's items:
    /// `viewControllers![Tab.browse.rawValue].tabBarItem.image = …`,
    /// directly or through a local (`let browse = viewControllers![2] as! …`).
    func overlayIndexedChildren(_ tabs: inout [SourceTab], fromControllerClass typeName: String) {
        for (body, file) in lifecycleBodies(ofType: typeName) {
            let scope = Scope(file: file, typeName: typeName)
            let finder = IndexedChildFinder()
            finder.walk(body)
            for (receiver, index, isItem) in finder.children {
                guard let position = childPosition(index, scope: scope), tabs.indices.contains(position) else { continue }
                var item = Item()
                collectAssignments(to: receiver, in: Syntax(body), scope: scope, into: &item, receiverIsItem: isItem)
                Self.lay(item, over: &tabs[position])
            }
        }
    }

    /// Items a tab bar controller class gives its children by position in
    /// a loop, from a list beside them:
    /// `for (index, child) in viewControllers!.enumerated() { child.tabBarItem = items[index] }`.
    /// Read when the list has as many items as the bar has tabs.
    func overlayLoopGivenItems(_ tabs: inout [SourceTab], fromControllerClass typeName: String) {
        for (body, file) in lifecycleBodies(ofType: typeName) {
            let scope = Scope(file: file, typeName: typeName)
            let finder = EnumeratedChildrenFinder()
            finder.walk(body)
            for loop in finder.loops where Self.isOwnList(loop.list, before: Syntax(loop.node)) {
                let assignments = AssignmentFinder()
                assignments.walk(loop.node.body)
                for assignment in assignments.assignments where assignment.target.trimmedText == loop.child + ".tabBarItem" {
                    guard let indexed = ValueResolver.unwrapped(assignment.value).as(SubscriptCallExprSyntax.self),
                          indexed.arguments.count == 1, indexed.arguments.first?.expression.trimmedText == loop.index,
                          case .known(let items, _) = ElementList.elements(of: indexed.calledExpression, in: scope, resolver: resolver),
                          items.count == tabs.count
                    else { continue }
                    for (position, given) in items.enumerated() {
                        guard case .expression(let value, let valueScope) = given.unconditional.bound,
                              let call = ValueResolver.unwrapped(value).as(FunctionCallExprSyntax.self)
                        else { continue }
                        var item = Item()
                        read(tabBarItem: call, scope: valueScope, into: &item)
                        Self.lay(item, over: &tabs[position])
                    }
                }
            }
        }
    }

    /// What a storyboard bar's class removes from its own list
    /// (`var list = viewControllers!; list.removeLast(); viewControllers =
    /// list` in `viewDidLoad`): a tab removed under a condition shows only
    /// while it does not hold; one removed always never shows.
    func removeTrimmedChildren(_ tabs: inout [SourceTab], fromControllerClass typeName: String) {
        var removed: [(position: Int, condition: String?)] = []
        for (body, _) in lifecycleBodies(ofType: typeName) {
            let finder = AssignmentFinder()
            finder.walk(body)
            var fromEnd = 0
            for call in finder.calls {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                      Self.isOwnList(base, before: Syntax(call))
                else { continue }
                let position: Int?
                switch member.declName.baseName.text {
                case "removeLast" where call.arguments.isEmpty:
                    fromEnd += 1
                    position = tabs.count - fromEnd
                case "removeFirst" where call.arguments.isEmpty: position = 0
                case "remove":
                    position = call.arguments.first { $0.label?.text == "at" }?.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
                default: position = nil
                }
                guard let position, tabs.indices.contains(position) else { continue }
                let block = call.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self) })
                removed.append((position, block.flatMap(ValueResolver.branchCondition(of:))))
            }
        }
        for (position, condition) in removed {
            if let condition {
                tabs[position].conditions.append("not (\(condition))")
            } else {
                tabs[position].platforms = []
            }
        }
    }

    /// The controller's own `viewControllers`, or a local made from it
    /// (`var list = viewControllers!`).
    private static func isOwnList(_ expression: ExprSyntax, before use: Syntax) -> Bool {
        let text = expression.tokens(viewMode: .sourceAccurate).map(\.text).joined().filter { $0 != "?" && $0 != "!" }
        if text == "viewControllers" || text == "self.viewControllers" { return true }
        guard let local = LocalDeclarations.initializer(of: text, before: use) else { return false }
        let value = local.value.tokens(viewMode: .sourceAccurate).map(\.text).joined().filter { $0 != "?" && $0 != "!" }
        return value == "viewControllers" || value == "self.viewControllers"
    }

    private static func lay(_ item: Item, over tab: inout SourceTab) {
        tab.title = item.title ?? item.controllerTitle ?? tab.title
        tab.icon = item.icon ?? tab.icon
        tab.selectedIcon = item.selectedIcon ?? tab.selectedIcon
        tab.badge = item.badge ?? tab.badge
        tab.accessibilityLabel = item.accessibilityLabel ?? tab.accessibilityLabel
        tab.role = item.role ?? tab.role
    }

    /// A child's position: an integer literal, or the raw value of an
    /// `Int` enum's case (`Tab.browse.rawValue`).
    private func childPosition(_ index: ExprSyntax, scope: Scope) -> Int? {
        if let integer = index.as(IntegerLiteralExprSyntax.self) { return Int(integer.literal.text) }
        guard let member = index.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base,
              case .enumCase(let enumCase) = resolver.follow(base, in: scope)
        else { return nil }
        return resolver.integerRawValue(of: enumCase)
    }

    /// `declaredType`: the type an implicit member (`.garden`) is of, when
    /// the parameter it was passed for says it.
    private func item(of expression: ExprSyntax, scope: Scope, hops: Int, declaredType: String? = nil) -> Item {
        guard hops < Self.maximumHops else { return Item() }
        var item = Item()
        // Items set on a variable after it is made: `vc.tabBarItem = …`.
        let unwrapped = ValueResolver.unwrapped(expression)
        if let assigned = assuredValue(of: unwrapped, scope: scope) {
            return self.item(of: assigned, scope: scope, hops: hops + 1)
        }
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self) {
            // `$0` of a `map` stands for the list's element, and what is set
            // on the element is set where the element is named.
            // An element under a condition is still the element.
            if case .expression(let bound, let boundScope)? = scope.bindings[reference.baseName.text]?.unconditional.bound {
                // `init(navigationController: UINavigationController)` passed `.garden`.
                let parameterType = bound.as(MemberAccessExprSyntax.self).map { $0.base == nil } == true
                    ? Parameter(named: reference.baseName.text, around: Syntax(unwrapped))?.type : nil
                return self.item(of: bound, scope: boundScope, hops: hops + 1, declaredType: parameterType)
            }
            item.heldIn = reference.baseName.text
            collectAssignments(to: reference.baseName.text, before: Syntax(unwrapped), scope: scope, into: &item)
            // A stored property set up elsewhere in the type (`viewDidLoad`);
            // a local is only what its own function does to it.
            if let typeName = scope.typeName, LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(unwrapped)) == nil {
                collectMemberAssignments(to: reference.baseName.text, inType: typeName, into: &item)
            } else if !item.showsAnything, let root = localNavigationRoot(of: reference.baseName.text, before: Syntax(unwrapped)) {
                item.fill(from: self.item(of: root, scope: scope, hops: hops + 1))
            }
            // `let nav = UINavigationController.home`: what the static property makes.
            if !item.showsAnything, let local = LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(unwrapped)),
               let made = staticPropertyItem(ValueResolver.unwrapped(local.value), declaredType: local.type, hops: hops)
            {
                item.fill(from: made)
            }
        } else if let path = Self.memberPath(unwrapped) {
            // `home?.rootViewController`: what is set through the same path
            // (`home?.rootViewController.tabBarItem = item`) before the use.
            item.heldIn = path.split(separator: ".").last.map(String.init)
            collectAssignments(to: path, before: Syntax(unwrapped), scope: scope, into: &item)
        }
        // `$0.controller()` on an enum case: the method sets up what it
        // returns, which following its result alone would miss.
        let enumMethod = unwrapped.as(FunctionCallExprSyntax.self).flatMap { call -> Item? in
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, case .enumCase = resolver.follow(base, in: scope) else { return nil }
            return made(by: unwrapped, scope: scope, hops: hops)
        }
        if let enumMethod, enumMethod.showsAnything {
            item.fill(from: enumMethod)
        } else if case .expression(let final, let finalScope, _) = resolver.follow(expression, in: scope) {
            item.fill(from: made(by: final, scope: finalScope, hops: hops))
        }
        // `board.instantiateViewController(…) as! GardenVC` (or a local
        // holding it): the class it is cast to sets its own item.
        if !item.showsAnything, let typeName = castType(expression, scope: scope), hops < Self.maximumHops {
            item.typeName = item.typeName ?? typeName
            item.fill(from: classItem(typeName, hops: hops + 1))
        }
        // `flow.codes` (or a local unwrapped from it), a property another
        // type fills in: the one value the app ever gives a property of that name.
        if !item.showsAnything, let property = heldProperty(unwrapped), let (value, valueScope) = onlyAssignment(toProperty: property) {
            item.fill(from: self.item(of: value, scope: valueScope, hops: hops + 1))
        }
        if !item.showsAnything, let member = unwrapped.as(MemberAccessExprSyntax.self), let base = member.base {
            item.fill(from: memberControllerItem(member.declName.baseName.text, of: base, scope: scope, hops: hops))
            // `coordinator.navigationController.childNavigationController`,
            // the navigation controller an app's wrapper holds and hands
            // its `viewControllers` to: it shows what the wrapper is given.
            if !item.showsAnything, let wrapper = memberClass(of: base, scope: scope),
               forwardsViewControllers(ofType: wrapper, to: member.declName.baseName.text)
            {
                item.fill(from: self.item(of: base, scope: scope, hops: hops + 1))
            }
        }
        if !item.showsAnything, let made = staticPropertyItem(unwrapped, declaredType: declaredType, hops: hops) {
            item.fill(from: made)
        }
        return item
    }

    /// `UINavigationController.garden`, or `.garden` where the type is
    /// known: a static property of the app's (in an extension of a UIKit
    /// class too) that makes the controller.
    private func staticPropertyItem(_ expression: ExprSyntax, declaredType: String?, hops: Int) -> Item? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
              let typeName = member.base.map({ ValueResolver.typePath($0)?.last }) ?? declaredType?.nonOptionalType,
              let (body, file) = staticGetter(named: member.declName.baseName.text, ofType: typeName)
        else { return nil }
        return returned(by: body, scope: Scope(file: file, typeName: typeName), hops: hops + 1)
    }

    /// The getter of a static computed property of a type, in any of its
    /// declarations or extensions.
    private func staticGetter(named name: String, ofType typeName: String) -> (CodeBlockItemListSyntax, SwiftSourceFile)? {
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: [name]) {
            for property in resolver.project.properties(of: declaration)[name] ?? []
            where property.variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                if let body = ValueResolver.getterBody(property.binding) { return (body, declaration.file) }
            }
        }
        return nil
    }

    /// `flow.splitViewController`, `tokens.navigationController`: a
    /// controller another object of the app's holds. Its item is what that
    /// object's class sets on it (`splitViewController.tabBarItem = …` in
    /// `init`), else, for a navigation controller the class gives a root
    /// (`navigationController.viewControllers = [rootViewController]`), the
    /// root's: set through the object (`coordinator.rootViewController.tabBarItem
    /// = …` before the use, or by the function that made the object), or
    /// where the class makes the root.
    private func memberControllerItem(_ name: String, of base: ExprSyntax, scope: Scope, hops: Int) -> Item {
        guard hops < Self.maximumHops, let typeName = objectClass(of: base, scope: scope) else { return Item() }
        var item = Item()
        collectMemberAssignments(to: name, inType: typeName, into: &item)
        // `super.init(root: nav)` in the class's initializer, where the
        // superclass's `init(root:)` stores it: the controller passed up.
        if !item.showsAnything, let (value, valueScope) = valuePassedUp(toMember: name, inType: typeName, instance: resolver.instance(madeBy: base, in: scope)) {
            item.fill(from: self.item(of: value, scope: valueScope, hops: hops + 1))
        }
        // `var rootViewController: UIViewController { rootNavigationController }`:
        // the member it gives.
        if !item.showsAnything, let aliased = memberGiven(byComputed: name, inType: typeName) {
            return memberControllerItem(aliased, of: base, scope: scope, hops: hops + 1)
        }
        guard !item.showsAnything, let (root, rootScope) = navigationRoot(of: name, inType: typeName) else { return item }
        if let rootName = root.as(DeclReferenceExprSyntax.self)?.baseName.text, LocalDeclarations.initializer(of: rootName, before: Syntax(root)) == nil {
            if let path = Self.memberPath(base) ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text {
                collectAssignments(to: path + "." + rootName, before: Syntax(base), scope: scope, into: &item)
            }
            // `let tokens = makeTokensCoordinator()`, which sets the root's
            // item on the object it returns.
            if let reference = base.as(DeclReferenceExprSyntax.self),
               let local = LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(base)),
               let call = ValueResolver.unwrapped(local.value).as(FunctionCallExprSyntax.self), let maker = Self.ownMethodName(calledBy: call),
               let ownerType = scope.typeName,
               let function = resolver.project.methods(named: maker, ofType: ownerType).first,
               let body = function.function.body,
               let returned = ValueResolver.lastValue(of: body.statements)?.as(DeclReferenceExprSyntax.self)?.baseName.text
            {
                var made = Item()
                collectAssignments(
                    to: returned + "." + rootName, in: Syntax(body), scope: Scope(file: function.file, typeName: ownerType), into: &made, hops: hops + 1
                )
                item.fill(from: made)
            }
        }
        if !item.showsAnything {
            item.fill(from: self.item(of: root, scope: rootScope, hops: hops + 1))
        }
        return item
    }

    /// The argument a class's initializer passes up with `super.init(…)`
    /// for the parameter its superclass's initializer stores in `member`
    /// (`class Flow { init(root:) { self.root = root } }`,
    /// `GardenFlow: Flow { init() { let nav = …; super.init(root: nav) } }`).
    /// Given the call that makes the instance, the initializer it runs,
    /// with its parameters bound (`init(navigationController:)` passing its
    /// parameter up is passed what the call gives it).
    private func valuePassedUp(
        toMember member: String, inType typeName: String, instance: ValueResolver.MadeInstance?
    ) -> (ExprSyntax, Scope)? {
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: ["super.init"], cutFor: Self.lifecycleMembers) {
            guard let inherited = declaration.inheritedNames.first else { continue }
            // `class Home: TabItem`, `typealias TabItem = Base & Routing`: the superclass is among the alias's types.
            let aliased = resolver.project.aliasedTypes(inherited)
            let superclasses = aliased.isEmpty ? [inherited] : aliased
            for initializer in declaration.memberBlock?.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) ?? [] {
                let finder = AssignmentFinder()
                if let body = initializer.body { finder.walk(body) }
                guard let superCall = finder.calls.first(where: { $0.calledExpression.trimmedText == "super.init" }),
                      let label = superclasses.lazy.compactMap({ self.storingParameterLabel(ofMember: member, inType: $0, calledBy: superCall) }).first,
                      let argument = superCall.arguments.first(where: { $0.label?.text == label })?.expression
                else { continue }
                guard let instance else { return (argument, Scope(file: declaration.file, typeName: typeName)) }
                guard let bound = resolver.initializerScope(initializer, in: declaration.file, typeName: typeName, calledBy: instance.call, from: instance.scope)
                else { continue }
                return (argument, bound)
            }
        }
        return nil
    }

    /// The argument label of the parameter a type's initializer (one that
    /// takes the call) stores in `member` (`self.root = root`).
    private func storingParameterLabel(ofMember member: String, inType typeName: String, calledBy call: FunctionCallExprSyntax) -> String? {
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: [member]) {
            for initializer in declaration.memberBlock?.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) ?? [] {
                let parameters = initializer.signature.parameterClause.parameters
                guard parameters.count == call.arguments.count, let body = initializer.body else { continue }
                let finder = AssignmentFinder()
                finder.walk(body)
                guard let stored = finder.assignments.first(where: { ["self." + member, member].contains($0.target.trimmedText) }),
                      let parameterName = stored.value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                      let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == parameterName })
                else { continue }
                return parameter.firstName.text
            }
        }
        return nil
    }

    /// The other member of its type a computed property gives, bare or
    /// through `self.`.
    private func memberGiven(byComputed name: String, inType typeName: String) -> String? {
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: [name]) {
            guard let property = resolver.project.properties(of: declaration)[name]?.first,
                  let body = ValueResolver.getterBody(property.binding),
                  let given = ValueResolver.lastValue(of: body).map(ValueResolver.unwrapped)
            else { continue }
            let member = given.as(MemberAccessExprSyntax.self)
            let isOwn = member == nil || member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            guard isOwn, let other = given.as(DeclReferenceExprSyntax.self)?.baseName.text ?? member?.declName.baseName.text, other != name else { continue }
            return other
        }
        return nil
    }

    /// The app's class of a property of another object, as the property
    /// declares it (`coordinator.navigationController`, declared
    /// `let navigationController: NavigationController`), or of the object
    /// itself.
    private func memberClass(of expression: ExprSyntax, scope: Scope) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let ownerType = objectClass(of: base, scope: scope),
           let declared = resolver.declaredType(ofMember: member.declName.baseName.text, inType: ownerType)?.nonOptionalType,
           resolver.project.declaresType(declared)
        {
            return declared
        }
        return objectClass(of: expression, scope: scope)
    }

    /// The app's class of an object: the one it is cast to or a function
    /// of the type returns, else the one it is made from.
    private func objectClass(of expression: ExprSyntax, scope: Scope) -> String? {
        castType(expression, scope: scope) ?? instanceClass(of: expression, scope: scope)
    }

    /// Whether a type's `viewControllers` setter hands the list to one of
    /// its members (`set { childNavigationController.viewControllers = newValue }`).
    private func forwardsViewControllers(ofType typeName: String, to member: String) -> Bool {
        resolver.properties(named: "viewControllers", ofType: typeName).contains { property in
            guard case .accessors(let accessors)? = property.binding.accessorBlock?.accessors,
                  let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) })?.body
            else { return false }
            let finder = AssignmentFinder()
            finder.walk(setter)
            return finder.assignments.contains {
                $0.target.trimmedText.trimmingPrefix("self.") == member + ".viewControllers" && $0.value.trimmedText == "newValue"
            }
        }
    }

    /// The class of the app an object is made from (`let flow = GardenFlow()`).
    private func instanceClass(of expression: ExprSyntax, scope: Scope) -> String? {
        guard case .expression(let made, _, let declared) = resolver.follow(expression, in: scope) else { return nil }
        if let call = made.as(FunctionCallExprSyntax.self), let typeName = resolver.instanceType(of: call, declaredType: declared) { return typeName }
        // `lazy var flow: GardenFlow = { … }()`: the type the property declares.
        guard let declared = declared?.nonOptionalType, resolver.project.declaresType(declared) else { return nil }
        return declared
    }

    /// The controller a type makes the root of its navigation controller
    /// (`navigationController.viewControllers = [rootViewController]`,
    /// `navigationController.setViewControllers([root], animated: false)`),
    /// and where it is written.
    private func navigationRoot(of navigation: String, inType typeName: String) -> (ExprSyntax, Scope)? {
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: [navigation]) {
            let finder = AssignmentFinder(entersDeclarations: true)
            finder.walk(declaration.syntax)
            if let root = Self.root(givenTo: navigation, in: finder) { return (root, Scope(file: declaration.file, typeName: typeName)) }
        }
        return nil
    }

    /// The one controller the code makes a navigation controller's root
    /// (`nav.viewControllers = [root]`, `nav.setViewControllers([root], animated: false)`).
    private static func root(givenTo navigation: String, in finder: AssignmentFinder) -> ExprSyntax? {
        let lists = finder.assignments.filter { $0.target.trimmedText.trimmingPrefix("self.") == navigation + ".viewControllers" }.map(\.value)
            + finder.calls.filter { $0.calledExpression.trimmedText.trimmingPrefix("self.") == navigation + ".setViewControllers" }
                .compactMap { $0.arguments.first?.expression }
        for list in lists {
            guard let array = list.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.first?.expression else { continue }
            return only
        }
        return nil
    }

    /// `let nav = UINavigationController(); nav.setViewControllers([garden], animated: false)`
    /// before the use: the root the function gives the local.
    private func localNavigationRoot(of name: String, before use: Syntax) -> ExprSyntax? {
        let finder = AssignmentFinder()
        for statement in LocalDeclarations.statements(before: use) { finder.walk(statement) }
        return Self.root(givenTo: name, in: finder)
    }

    /// The value last assigned to a stored property before its use, in the
    /// use's function (`gardenTab = UITab(…)` or `self.gardenTab = …`).
    private func lastAssignment(to expression: ExprSyntax, in scope: Scope) -> ExprSyntax? {
        let member = expression.as(MemberAccessExprSyntax.self)
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                  ?? (member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member?.declName.baseName.text : nil),
              LocalDeclarations.initializer(of: name, before: Syntax(expression)) == nil
        else { return nil }
        var value: ExprSyntax?
        for statement in LocalDeclarations.statements(before: Syntax(expression)) {
            let finder = AssignmentFinder()
            finder.walk(statement)
            for assignment in finder.assignments where [name, "self." + name].contains(assignment.target.trimmedText) {
                value = assignment.value
            }
        }
        return value
    }

    /// The app's class an expression is cast to (`x as! T`, `x as? T`),
    /// directly or through the local that holds it, or the class the
    /// type's function it calls returns (`func makePond() -> PondVC`).
    private func castType(_ expression: ExprSyntax, scope: Scope, depth: Int = 0) -> String? {
        guard depth < Self.maximumHops else { return nil }
        var current = expression.as(TupleExprSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.expression : nil } ?? expression
        if let reference = current.as(DeclReferenceExprSyntax.self),
           let local = LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(current))
        {
            current = local.value
        }
        let named: String?
        if let cast = current.as(AsExprSyntax.self) {
            named = cast.type.trimmedText
        } else if let parts = current.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
                  parts[1].is(UnresolvedAsExprSyntax.self)
        {
            named = parts[2].trimmedText
        } else if let call = ValueResolver.unwrapped(current).as(FunctionCallExprSyntax.self), let typeName = scope.typeName,
                  let name = Self.ownMethodName(calledBy: call)
        {
            // `makePond()`, `self.makePond()`: the class the type's function
            // returns, by its declared result or by what its body returns.
            guard let function = resolver.project.methods(named: name, ofType: typeName).first?.function else { return nil }
            let declared = function.signature.returnClause?.type.trimmedText.nonOptionalType
            if let declared, resolver.project.declaresType(declared) { return declared }
            guard let returned = function.body.flatMap({ ValueResolver.lastValue(of: $0.statements) }) else { return nil }
            return castType(returned, scope: scope, depth: depth + 1)
        } else {
            named = nil
        }
        guard let name = named?.nonOptionalType, resolver.project.declaresType(name) else { return nil }
        return name
    }

    /// The property an expression reads on another object: `flow.codes`,
    /// or a local that holds it (`guard let codes = flow.codes`).
    private func heldProperty(_ expression: ExprSyntax) -> String? {
        var path = Self.memberPath(expression)
        if path == nil, let reference = expression.as(DeclReferenceExprSyntax.self),
           let local = LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(expression))
        {
            path = Self.memberPath(ValueResolver.unwrapped(local.value))
        }
        return path?.split(separator: ".").last.map(String.init)
    }

    /// The value of the one assignment the app's code makes to a property
    /// of this name on another object (`view.codes = navigation`), when it
    /// makes exactly one.
    private func onlyAssignment(toProperty name: String) -> (ExprSyntax, Scope)? {
        var found: [(ExprSyntax, Scope)] = []
        for path in resolver.project.files(mentioning: "." + name) {
            guard let file = resolver.project.file(path) else { continue }
            let finder = AssignmentFinder(entersDeclarations: true)
            finder.walk(file.tree)
            for assignment in finder.assignments {
                // `view.codes = …`, not `self.codes = …`, which the type's own reading sees.
                guard let target = assignment.target.as(MemberAccessExprSyntax.self), target.declName.baseName.text == name,
                      let base = target.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
                else { continue }
                found.append((assignment.value, Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: Syntax(assignment.node)))))
            }
        }
        return found.count == 1 ? found.first : nil
    }

    /// `home?.rootViewController`, `self.flow.screen` as assignments spell
    /// their targets (no `self.`, `?` or `!`); nil for anything but names.
    private static func memberPath(_ expression: ExprSyntax) -> String? {
        guard expression.is(MemberAccessExprSyntax.self) else { return nil }
        var names: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                if reference.baseName.tokenKind != .keyword(.self) { names.insert(reference.baseName.text, at: 0) }
                current = nil
            } else {
                return nil
            }
        }
        return names.count > 1 ? names.joined(separator: ".") : nil
    }

    /// `settings ?? UINavigationController()` after `settings = settings ??
    /// makeSettings()`, the only assignment the type makes to `settings`:
    /// the property is set by then, and holds what `makeSettings()` makes.
    private func assuredValue(of expression: ExprSyntax, scope: Scope) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let property = sequence.elements.first?.trimmedText,
              Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let typeName = scope.typeName
        else { return nil }
        let changes = resolver.memberAssignments(to: property, ofType: typeName)
        guard changes.count == 1, let change = changes.first, change.node.endPosition <= expression.position,
              change.node.root.id == expression.root.id
        else { return nil }
        return change.value
    }

    /// What an expression that makes a controller sets up.
    private func made(by expression: ExprSyntax, scope: Scope, hops: Int) -> Item {
        var item = Item()
        // `{ let vc = X(); vc.tabBarItem = …; return vc }()`
        if let call = expression.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return returned(by: closure.statements, scope: scope, hops: hops)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return item }
        // A navigation or hosting wrapper: its own item, else the wrapped one's.
        if let root = call.arguments.first(where: { ["rootViewController", "rootView"].contains($0.label?.text ?? "") })?.expression {
            item.fill(from: self.item(of: root, scope: scope, hops: hops + 1))
            return item
        }
        // `$0.controller()`, `Spot.pond.controller()`: a method of the app's
        // enum, read for that case.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           case .enumCase(let enumCase) = resolver.follow(base, in: scope), let typeName = enumCase.typeName,
           let (statements, functionScope) = resolver.body(ofFunction: member.declName.baseName.text, inType: typeName, calledBy: call, from: scope)
        {
            var caseScope = functionScope
            caseScope.bindings["self"] = .enumCase(enumCase)
            let made = returned(by: statements, scope: caseScope, hops: hops)
            if made.showsAnything { return made }
        }
        // `Self.makeSettings()`, `KeysScreen.make()`: a type's static factory.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "init",
           let base = member.base, let typeName = factoryType(base, scope: scope)
        {
            let made = method(called: call, named: member.declName.baseName.text, inType: typeName, scope: scope, hops: hops)
            // Else a wrapper of the app's that shows another (`Utils.navController(for: $0)`), read below.
            if made.showsAnything { return made }
        }
        // `factory.makeScreen()`: the method of the app's type whose value
        // it is called on (`NewsFactory()`, wherever the value was made).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, factoryType(base, scope: scope) == nil,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
           let instance = resolver.instance(madeBy: base, in: scope), let typeName = resolver.instanceType(of: instance.call, declaredType: instance.declaredType)
        {
            let made = method(called: call, named: member.declName.baseName.text, inType: typeName, scope: scope, hops: hops)
            if made.showsAnything { return made }
        }
        // `application.viewRouter.buildNavigation(controller: map)`, on a
        // receiver whose type the code does not say: the app's only method
        // of that name.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, base.trimmedText != "self",
           case let candidates = resolver.project.functions(named: member.declName.baseName.text), candidates.count == 1,
           let (function, _) = candidates.first, let typeName = ValueResolver.enclosingTypeName(of: Syntax(function))
        {
            let made = method(called: call, named: member.declName.baseName.text, inType: typeName, scope: scope, hops: hops)
            if made.showsAnything { return made }
        }
        guard let name = ModifierChain.calleeName(call) else {
            // `self.makeHome()`
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
                return helper(called: call, named: member.declName.baseName.text, scope: scope, hops: hops)
            }
            return item
        }
        if name.first?.isUppercase == true {
            item.typeName = name
            item.fill(from: initializerItem(name, calledBy: call, scope: scope))
            item.fill(from: classItem(name, hops: hops))
            return item
        }
        let made = helper(called: call, named: name, scope: scope, hops: hops)
        // `Utils.navController(for: $0)`: a wrapper the code does not
        // declare shows the controller it is given.
        if !made.showsAnything, let wrapped = call.arguments.first?.expression {
            return self.item(of: wrapped, scope: scope, hops: hops + 1)
        }
        return made
    }

    /// A function of the same type, or a free function of the app, that
    /// makes and returns a controller: read with its parameters bound to
    /// the call's arguments (`make(.garden)`) when it takes them.
    private func helper(called call: FunctionCallExprSyntax, named name: String, scope: Scope, hops: Int) -> Item {
        if let typeName = scope.typeName {
            if let (statements, functionScope) = resolver.body(ofFunction: name, inType: typeName, calledBy: call, from: scope) {
                return returned(by: statements, scope: functionScope, hops: hops + 1)
            }
            if let (function, file) = resolver.project.methods(named: name, ofType: typeName).first(where: { $0.function.body != nil }), let body = function.body {
                return returned(by: body.statements, scope: Scope(file: file, typeName: typeName), hops: hops + 1)
            }
        }
        if let (statements, functionScope) = resolver.body(ofFreeFunction: name, calledBy: call, from: scope) {
            return returned(by: statements, scope: functionScope, hops: hops + 1)
        }
        if let (function, file) = resolver.project.firstFunction(named: name, where: { $0.body != nil && ValueResolver.enclosingTypeName(of: Syntax($0)) == nil }),
           let body = function.body
        {
            return returned(by: body.statements, scope: Scope(file: file), hops: hops + 1)
        }
        // `makeFiles()` of a stored closure (`let makeFiles: () -> UIViewController`)
        // the instance was given: a method of the type that gave it
        // (`ChildrenFactory(makeFiles: makeFilesController)`).
        if hops < Self.maximumHops, case .expression(let closure, let closureScope, _) = resolver.follow(call.calledExpression, in: scope),
           let method = closure.as(DeclReferenceExprSyntax.self)?.baseName.text, let giver = closureScope.typeName,
           method != name || giver != scope.typeName
        {
            return helper(called: call, named: method, scope: closureScope, hops: hops + 1)
        }
        return Item()
    }

    /// What a method of a type that a call calls makes, its parameters
    /// bound to the call's arguments (`Utils.navController(for: $0)` shows `$0`).
    private func method(called call: FunctionCallExprSyntax, named name: String, inType typeName: String, scope: Scope, hops: Int) -> Item {
        guard let (statements, functionScope) = resolver.body(ofFunction: name, inType: typeName, calledBy: call, from: scope) else { return Item() }
        return returned(by: statements, scope: functionScope, hops: hops + 1)
    }

    /// `makeHome()` or `self.makeHome()`: a method of the caller's own type, by name.
    private static func ownMethodName(calledBy call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.trimmedText == "self" ? $0.declName.baseName.text : nil }
    }

    /// The type a static call is made on: `Self`, or a type of the app.
    private func factoryType(_ base: ExprSyntax, scope: Scope) -> String? {
        if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) { return scope.typeName }
        guard let name = ValueResolver.typePath(base)?.last, name.first?.isUppercase == true, resolver.project.declaresType(name) else { return nil }
        return name
    }

    /// The controller a body returns, with what the body sets on it.
    private func returned(by statements: CodeBlockItemListSyntax, scope: Scope, hops: Int) -> Item {
        guard let result = ValueResolver.lastValue(of: statements) else { return Item() }
        return item(of: result, scope: scope, hops: hops + 1)
    }

    /// What a controller class sets on itself in `init`, `viewDidLoad`,
    /// `awakeFromNib` or `loadView`, in any of its declarations.
    /// …and in the methods of its own those call (`setupUI()`).
    private func classItem(_ typeName: String, hops: Int) -> Item {
        var item = Item()
        let bodies = lifecycleBodies(ofType: typeName)
        for (body, file) in bodies {
            collectAssignments(to: nil, in: Syntax(body), scope: Scope(file: file, typeName: typeName), into: &item, timing: .atOnce)
        }
        var reacted = Item()
        for (body, file) in bodies {
            collectAssignments(to: nil, in: Syntax(body), scope: Scope(file: file, typeName: typeName), into: &reacted, timing: .later)
        }
        item.fill(from: reacted)
        return item
    }

    /// What the initializer a call runs sets, its parameters bound to what
    /// the call passes (`Host(item: $0)` setting `tabBarItem` from
    /// `item.title`): read before the class's other code, which sees no
    /// particular call.
    private func initializerItem(_ typeName: String, calledBy call: FunctionCallExprSyntax, scope: Scope) -> Item {
        var item = Item()
        // A call that passes nothing binds nothing the class's own reading lacks.
        guard !ValueResolver.arguments(of: call).isEmpty else { return item }
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: ["init"], cutFor: Self.lifecycleMembers) {
            for initializer in declaration.memberBlock?.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) ?? [] {
                guard let body = initializer.body,
                      let bound = resolver.initializerScope(initializer, in: declaration.file, typeName: typeName, calledBy: call, from: scope)
                else { continue }
                collectAssignments(to: nil, in: Syntax(body), scope: bound, into: &item, timing: .atOnce)
                return item
            }
        }
        return item
    }

    /// The bodies of a class's `init`s, `viewDidLoad`, `awakeFromNib` and
    /// `loadView`, and of the parameterless methods of its own they call.
    private func lifecycleBodies(ofType typeName: String) -> [(body: CodeBlockSyntax, file: SwiftSourceFile)] {
        var bodies: [(body: CodeBlockSyntax, file: SwiftSourceFile)] = []
        var pending: [(body: CodeBlockSyntax, file: SwiftSourceFile)] = []
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: Self.lifecycleMembers, cutFor: Self.lifecycleMembers) {
            for member in declaration.memberBlock?.members ?? [] {
                if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                    pending.append((body, declaration.file))
                } else if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body, Self.lifecycleMethods.contains(function.name.text) {
                    pending.append((body, declaration.file))
                }
            }
        }
        var followed = Set<String>()
        while let (body, file) = pending.popLast() {
            bodies.append((body, file))
            let finder = AssignmentFinder()
            finder.walk(body)
            for call in finder.calls where call.arguments.isEmpty {
                guard let callee = Self.ownMethodName(calledBy: call), followed.insert(callee).inserted, let method = parameterlessMethod(named: callee, ofType: typeName) else { continue }
                pending.append(method)
            }
        }
        return bodies
    }

    private static let lifecycleMethods = ["viewDidLoad", "awakeFromNib", "loadView"]
    /// The members a large controller file is cut down to for reading its
    /// initializers or its set-up: one cut serves both.
    private static let lifecycleMembers = ["init"] + lifecycleMethods

    /// The body of a class's own parameterless method of that name (not a
    /// lifecycle method, which is read anyway), from the last declaration
    /// that has one.
    private func parameterlessMethod(named name: String, ofType typeName: String) -> (body: CodeBlockSyntax, file: SwiftSourceFile)? {
        guard !Self.lifecycleMethods.contains(name) else { return nil }
        var found: (body: CodeBlockSyntax, file: SwiftSourceFile)?
        for (function, file) in resolver.project.methods(named: name, ofType: typeName) {
            guard function.signature.parameterClause.parameters.isEmpty, let body = function.body else { continue }
            found = (body, file)
        }
        return found
    }

    /// Assignments to a property of the type, in any of its methods.
    private func collectMemberAssignments(to name: String, inType typeName: String, into item: inout Item) {
        var reacted = Item()
        for declaration in resolver.project.declarations(ofType: typeName, mentioningAnyOf: [name]) {
            let members = declaration.memberBlock?.members.map(\.decl) ?? []
            // Initializers run before any method, so what methods set wins.
            let bodies = members.compactMap { $0.as(InitializerDeclSyntax.self)?.body }
                + members.compactMap { $0.as(FunctionDeclSyntax.self)?.body }
            // A body with a local of that name changes the local, not the property.
            for body in bodies where !Self.declaresLocal(name, in: body) {
                var found = Item()
                collectAssignments(to: name, in: Syntax(body), scope: Scope(file: declaration.file, typeName: typeName), into: &found, timing: .atOnce)
                found.fill(from: item)
                item = found
                collectAssignments(to: name, in: Syntax(body), scope: Scope(file: declaration.file, typeName: typeName), into: &reacted, timing: .later)
            }
        }
        item.fill(from: reacted)
    }

    private static func declaresLocal(_ name: String, in body: CodeBlockSyntax) -> Bool {
        body.statements.contains { statement in
            statement.item.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        }
    }

    /// Assignments to `name` (nil: `self`) made before `use` in its block
    /// and in the blocks around it, up to its function, in the order they run.
    private func collectAssignments(to name: String, before use: Syntax, scope: Scope, into item: inout Item, receiverIsItem: Bool = false) {
        for earlier in LocalDeclarations.statements(before: use) {
            collectAssignments(to: name, in: Syntax(earlier), scope: scope, into: &item, receiverIsItem: receiverIsItem)
        }
    }

    /// Which assignments of a body to read: what the code sets as it runs
    /// wins; what a closure run later sets (`sink`, `Task`, an observer)
    /// only fills what nothing else sets.
    private enum Timing {
        case all, atOnce, later
    }

    /// `receiverIsItem`: `name` is the tab item itself (`tabBar.items[2]`),
    /// so its `title` is the item's title.
    private func collectAssignments(
        to name: String?, in node: Syntax, scope: Scope, into item: inout Item, hops: Int = 0, receiverIsItem: Bool = false,
        timing: Timing = .all
    ) {
        let finder = AssignmentFinder()
        finder.walk(node)
        // The helpers the body calls on the child set up after its own assignments are read.
        defer { if timing != .later { collectHelperCalls(finder.calls, on: name, scope: scope, into: &item, hops: hops) } }
        // In a method read for one case of an enum, the arms of `switch self` for the others do not run.
        let runs = finder.assignments.filter { !isInOtherArm($0.node, within: node, scope: scope) }
        let later = runs.filter { $0.runsLater(within: node) }
        let atOnce = runs.filter { !$0.runsLater(within: node) }
        switch timing {
        case .atOnce:
            apply(atOnce, to: name, scope: scope, into: &item, hops: hops, receiverIsItem: receiverIsItem)
        case .later:
            apply(later, to: name, scope: scope, into: &item, hops: hops, receiverIsItem: receiverIsItem)
        case .all:
            apply(atOnce, to: name, scope: scope, into: &item, hops: hops, receiverIsItem: receiverIsItem)
            var reacted = Item()
            apply(later, to: name, scope: scope, into: &reacted, hops: hops, receiverIsItem: receiverIsItem)
            item.fill(from: reacted)
        }
    }

    /// Whether a node sits in an arm of `switch self` other than the one
    /// the enum case bound to `self` takes.
    private func isInOtherArm(_ node: some SyntaxProtocol, within root: Syntax, scope: Scope) -> Bool {
        guard case .enumCase(let enumCase)? = scope.bindings["self"] else { return false }
        var current = Syntax(node)
        while let parent = current.parent, current.id != root.id {
            if let switchCase = current.as(SwitchCaseSyntax.self),
               let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                return resolver.arm(of: switchExpression, matching: enumCase)?.id != switchCase.statements.id
            }
            current = parent
        }
        return false
    }

    private func apply(
        _ assignments: [AssignmentFinder.Assignment], to name: String?, scope: Scope, into item: inout Item, hops: Int, receiverIsItem: Bool
    ) {
        let prefix = name.map { $0 + "." } ?? ""
        let file = scope.file
        for assignment in assignments {
            var target = assignment.target.trimmedText.filter { $0 != "?" && $0 != "!" }
            if target.hasPrefix("self.") { target.removeFirst("self.".count) }
            guard target.hasPrefix(prefix) else { continue }
            let property = (receiverIsItem ? "tabBarItem." : "") + String(target.dropFirst(prefix.count))
            let value = assignment.value
            switch property {
            case "tabBarItem":
                // `UITabBarItem(…)`, or a property holding one (`= profileTabBarItem`,
                // an enum's `Tab.inbox.tabBarItem`).
                // `= .garden`, a static item of the app's `extension UITabBarItem`.
                if case .expression(let made, let madeScope, _) = resolver.follow(value, in: scope, declaredType: "UITabBarItem"),
                   let call = made.as(FunctionCallExprSyntax.self), Self.makesTabBarItem(call)
                {
                    read(tabBarItem: call, scope: madeScope, into: &item)
                } else if let other = value.as(MemberAccessExprSyntax.self), other.declName.baseName.text == "tabBarItem",
                          let controller = other.base, hops < Self.maximumHops
                {
                    // `split.tabBarItem = navigation.tabBarItem`: the other controller's item.
                    item.takeTabItem(of: self.item(of: controller, scope: scope, hops: hops + 1))
                }
                // `item.accessibilityLabel = …` on a local item before it is given.
                if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   LocalDeclarations.initializer(of: local, before: Syntax(assignment.node)) != nil
                {
                    collectAssignments(to: local, before: Syntax(assignment.node), scope: scope, into: &item, receiverIsItem: true)
                }
            case "title":
                item.controllerTitle = resolver.text(of: value, in: scope, literal: .verbatim)
            case "tabBarItem.title":
                item.title = resolver.text(of: value, in: scope, literal: .verbatim)
                item.itemNode = item.itemNode ?? file.range(of: assignment.node)
            case "tabBarItem.image":
                item.icon = uiImage(value, scope: scope)
            case "tabBarItem.selectedImage":
                item.selectedIcon = uiImage(value, scope: scope)
            case "tabBarItem.badgeValue":
                item.badge = badge(value, scope: scope)
            case "tabBarItem.accessibilityLabel":
                item.accessibilityLabel = resolver.text(of: value, in: scope, literal: .verbatim)
            case "tabBarItem.tag":
                if let integer = value.as(IntegerLiteralExprSyntax.self) { item.tag = file.located(integer.literal.text, at: integer) }
            default:
                break
            }
        }
    }

    /// `vc.configureTabBarItem(with: .home)`: a method of the app's own that
    /// sets the controller's item, read with its parameters bound to the
    /// call's arguments.
    private func collectHelperCalls(_ calls: [FunctionCallExprSyntax], on name: String?, scope: Scope, into item: inout Item, hops: Int) {
        // Only calls on the child itself (`vc.configureTabBarItem(…)`):
        // following every call a class makes would parse half the app.
        guard hops < 3, let name else { return }
        for call in calls {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { continue }
            let method = member.declName.baseName.text
            guard method.first?.isLowercase == true else { continue }
            if let (function, file) = resolver.project.firstFunction(named: method, where: { $0.body != nil }), let body = function.body {
                collectAssignments(to: nil, in: Syntax(body), scope: helperScope(function, in: file, calledBy: call, from: scope), into: &item, hops: hops + 1)
            }
        }
        // `TabStyle.apply(to: vc)`, `configure(vc)`: a function of the app
        // given the child, read by what it sets on that parameter.
        for call in calls {
            guard let position = call.arguments.firstIndex(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name }) else { continue }
            let offset = call.arguments.distance(from: call.arguments.startIndex, to: position)
            for (function, file) in functions(calledBy: call, scope: scope) {
                let parameters = Array(function.signature.parameterClause.parameters)
                guard parameters.count == call.arguments.count, let body = function.body else { continue }
                let parameter = parameters[offset]
                collectAssignments(
                    to: (parameter.secondName ?? parameter.firstName).text, in: Syntax(body),
                    scope: helperScope(function, in: file, calledBy: call, from: scope), into: &item, hops: hops + 1
                )
                break
            }
        }
    }

    /// The scope a helper given the child runs in: its parameters bound to
    /// what the call passes (`configure(vc, item: .files)` reads `item` as
    /// `.files`, an enum case of the parameter's type).
    private func helperScope(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, calledBy call: FunctionCallExprSyntax, from scope: Scope) -> Scope {
        var helperScope = Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: Syntax(function)))
        for (parameter, argument) in zip(function.signature.parameterClause.parameters, call.arguments) {
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            switch resolver.follow(argument.expression, in: scope) {
            case .enumCase(var enumCase):
                if enumCase.typeName == nil {
                    enumCase.typeName = parameter.type.trimmedText.split(separator: ".").last.map(String.init)
                }
                helperScope.bindings[parameterName] = .enumCase(enumCase)
            default:
                helperScope.bindings[parameterName] = .expression(argument.expression, scope)
            }
        }
        return helperScope
    }

    /// The app's functions a call may call: a type's static function
    /// (`TabStyle.apply(to:)`), or a function of that name of the caller's
    /// type or of no type.
    private func functions(calledBy call: FunctionCallExprSyntax, scope: Scope) -> [(FunctionDeclSyntax, SwiftSourceFile)] {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let typeName = factoryType(base, scope: scope) else { return [] }
            return resolver.project.methods(named: member.declName.baseName.text, ofType: typeName).map { ($0.function, $0.file) }
        }
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isLowercase == true else { return [] }
        return resolver.project.functions(named: name).filter { function, _ in
            let owner = ValueResolver.enclosingTypeName(of: Syntax(function))
            return owner == nil || owner == scope.typeName
        }
    }

    /// `UITabBarItem(title:image:selectedImage:)`, `(title:image:tag:)`,
    /// `(tabBarSystemItem:tag:)`.
    /// `UITabBarItem(…)`, `UITabBarItem.init(…)`, or `.init(…)` where a
    /// `UITabBarItem` is expected.
    private static func makesTabBarItem(_ call: FunctionCallExprSyntax) -> Bool {
        if ModifierChain.calleeName(call) == "UITabBarItem" { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" else { return false }
        return member.base.map { ValueResolver.typePath($0) == ["UITabBarItem"] } ?? true
    }

    private func read(tabBarItem call: FunctionCallExprSyntax, scope: Scope, into item: inout Item) {
        guard Self.makesTabBarItem(call) else { return }
        let file = scope.file
        item.itemNode = file.range(of: call)
        for argument in call.arguments {
            switch argument.label?.text {
            case "title"? where argument.expression.is(NilLiteralExprSyntax.self): item.titleIsNil = true
            case "title"?: item.title = resolver.text(of: argument.expression, in: scope, literal: .verbatim)
            case "image"? where argument.expression.is(NilLiteralExprSyntax.self): item.iconIsNil = true
            case "image"?: item.icon = uiImage(argument.expression, scope: scope)
            case "selectedImage"?: item.selectedIcon = uiImage(argument.expression, scope: scope)
            case "tag"?:
                if let integer = argument.expression.as(IntegerLiteralExprSyntax.self) { item.tag = file.located(integer.literal.text, at: integer) }
            case "tabBarSystemItem"?:
                guard let systemItem = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
                var tab = SourceTab(range: file.range(of: call))
                SystemItems.fill(&tab, item: systemItem, at: file.range(of: argument.expression))
                item.title = tab.title
                item.icon = tab.icon
                if systemItem == "search" { item.role = file.located(.search, at: argument.expression) }
            default:
                break
            }
        }
    }

    /// `UIImage(systemName:)`, `UIImage(named:)`, `UIImage(resource:)`, `.init(systemName:)`.
    func uiImage(_ expression: ExprSyntax, scope: Scope) -> IconValue {
        if resolver.rswiftResource(expression, kind: "image", in: scope) != nil { return resolver.imageName(expression, in: scope) }
        var current = ValueResolver.unwrapped(expression)
        // `UIImage(systemName: "x")?.withRenderingMode(.alwaysOriginal)`; a
        // method of the app's (`state.icon(selected: false)`) is read instead.
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, !["init"].contains(member.declName.baseName.text),
              resolver.project.functions(named: member.declName.baseName.text).isEmpty
        {
            current = ValueResolver.unwrapped(base.as(OptionalChainingExprSyntax.self)?.expression ?? base)
        }
        // SwiftGen's `Asset.tabHome.image`: the image of the `ImageAsset(name:)` it names.
        if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "image", let base = member.base,
           case .expression(let asset, let assetScope, _) = resolver.follow(base, in: scope),
           let call = asset.as(FunctionCallExprSyntax.self), ModifierChain.calleeName(call) == "ImageAsset",
           let name = call.arguments.first(where: { $0.label?.text == "name" })?.expression
        {
            return resolver.imageName(name, in: assetScope)
        }
        // `Asset.Images.gearFilled.image` where SwiftGen writes `Asset` at
        // build time, so the tree does not hold it: the set of the catalogs
        // that name stands for (`gear-filled`; `Images` is the catalog).
        if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "image",
           let asset = member.base?.as(MemberAccessExprSyntax.self), asset.base.flatMap(ValueResolver.typePath)?.first == "Asset",
           !resolver.project.declaresType("Asset")
        {
            return .image(scope.file.located(asset.declName.baseName.text, at: asset))
        }
        switch resolver.follow(current, in: scope, declaredType: "UIImage") {
        case .expression(let final, let finalScope, _) where final.id != current.id:
            return uiImage(final, scope: finalScope)
        case .unknown(let reason):
            return .unknown(UnknownValue(reason: "an image: " + reason, range: scope.file.range(of: current)))
        default:
            break
        }
        if let named = Self.namedImage(beforeFallbackIn: current) { return uiImage(named, scope: scope) }
        // `tabIcon(symbol(named: "map"))` in an icon catalog: a function of
        // the type's own (static ones too) that makes the image, read with
        // its arguments bound.
        if let call = current.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let typeName = scope.typeName ?? ValueResolver.enclosingTypeName(of: Syntax(call)),
           let (statements, functionScope) = resolver.body(ofFunction: name, inType: typeName, calledBy: call, from: scope),
           let made = resolver.resultExpression(of: statements, selfCase: nil, scope: functionScope)
        {
            return uiImage(made, scope: functionScope)
        }
        // `UIImage.gardenLeaf` or `.gardenLeaf` that the app does not
        // declare: Xcode's generated asset symbol, resolved against the
        // catalogs (UIKit's own few static images are not assets).
        if let member = current.as(MemberAccessExprSyntax.self), member.base.map({ ValueResolver.typePath($0) == ["UIImage"] }) ?? true,
           !Self.systemImageMembers.contains(member.declName.baseName.text)
        {
            return .image(scope.file.located(member.declName.baseName.text, at: member))
        }
        // `IconProvider.folder` of a design-system package the tree does not hold.
        if let member = current.as(MemberAccessExprSyntax.self), let typeName = member.base.flatMap(ValueResolver.typePath)?.last,
           !resolver.project.declaresType(typeName)
        {
            return .unknown(UnknownValue(
                reason: "an image from `\(ValueResolver.abbreviated(member))`, a type the app's code does not declare (a package's)",
                range: scope.file.range(of: current)
            ))
        }
        guard let call = current.as(FunctionCallExprSyntax.self), let first = call.arguments.first else {
            return .unknown(UnknownValue(reason: "an image " + ValueResolver.reasonUnknown(current), range: scope.file.range(of: current)))
        }
        switch first.label?.text {
        case "systemName"?: return resolver.symbol(first.expression, in: scope)
        case "named"?, "resource"?: return resolver.imageName(first.expression, in: scope)
        default:
            // `UIImage(resourceName: "garden")`: the app's initializer handing on to `self.init(named:)`.
            if let (delegated, initializerScope) = resolver.delegatedInitializer(of: call, type: "UIImage", in: scope), delegated.id != call.id {
                return uiImage(ExprSyntax(delegated), scope: initializerScope)
            }
            return .unknown(UnknownValue(reason: "an image made at run time (`\(ValueResolver.abbreviated(call))`)", range: scope.file.range(of: call)))
        }
    }

    /// `UIImage`'s own static images, which are no asset of the app.
    private static let systemImageMembers: Set<String> = ["add", "remove", "checkmark", "strokedCheckmark", "actions"]

    /// `UIImage(systemName: name) ?? UIImage()`: the fallback shows only
    /// when no image has that name, which the symbol and asset rules report
    /// of the name itself, so the image is the named one.
    private static func namedImage(beforeFallbackIn expression: ExprSyntax) -> ExprSyntax? {
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let call = elements[0].as(FunctionCallExprSyntax.self), ["UIImage", ".init", "UIImage.init"].contains(call.calledExpression.trimmedText),
              ["systemName", "named"].contains(call.arguments.first?.label?.text)
        else { return nil }
        return elements[0]
    }

    private func badge(_ expression: ExprSyntax, scope: Scope) -> BadgeSource? {
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        switch resolver.text(of: expression, in: scope, literal: .verbatim) {
        case .literal(let text):
            if let number = Int(text.value) { return .value(Located(.integer(number), at: text.range)) }
            return .value(Located(.text(text.value), at: text.range))
        case .localized(let key): return .value(Located(.text(key.fallback ?? key.key), at: key.range))
        case .unknown(let unknown): return .unknown(unknown)
        }
    }

    // MARK: iOS 18 tabs

    /// `UITab(title:image:identifier:)`, `UISearchTab`, and a
    /// `UITabGroup`'s children (a sidebar section).
    func tabs(fromUITab expression: ExprSyntax, scope: Scope, section: TextValue?) -> [SourceTab] {
        // `gardenTab = UITab(…)` just before `tabs.append(gardenTab!)`.
        let made = lastAssignment(to: ValueResolver.unwrapped(expression), in: scope) ?? expression
        guard case .expression(let final, let finalScope, _) = resolver.follow(made, in: scope),
              let call = final.as(FunctionCallExprSyntax.self), let name = ModifierChain.calleeName(call)
        else {
            var tab = SourceTab(range: scope.file.range(of: expression))
            let unknown = UnknownValue(reason: ValueResolver.reasonUnknown(expression), range: scope.file.range(of: expression))
            tab.title = .unknown(unknown)
            tab.icon = .unknown(unknown)
            return [tab]
        }
        let file = finalScope.file
        var tab = SourceTab(range: file.range(of: call))
        tab.section = section
        for argument in call.arguments {
            switch argument.label?.text {
            case "title"?: tab.title = resolver.text(of: argument.expression, in: finalScope, literal: .verbatim)
            case "image"?: tab.icon = uiImage(argument.expression, scope: finalScope)
            case "identifier"?: tab.identifier = resolver.literalString(argument.expression, in: finalScope)
            default: break
            }
        }
        switch name {
        case "UISearchTab":
            tab.role = file.located(.search, at: call.calledExpression)
            SystemItems.fillSearch(&tab, at: call.calledExpression, in: file)
        case "UITabGroup":
            guard let children = call.arguments.first(where: { $0.label?.text == "children" })?.expression.as(ArrayExprSyntax.self),
                  !children.elements.isEmpty
            else {
                // Children given later or at run time: the group is one tab.
                return [tab]
            }
            return children.elements.flatMap { tabs(fromUITab: $0.expression, scope: finalScope, section: tab.title) }
        default:
            break
        }
        return [tab]
    }
}

/// `for (index, child) in list.enumerated() { … }`: the list, the names of
/// the index and the element, and the loop.
private final class EnumeratedChildrenFinder: SyntaxVisitor {
    var loops: [(list: ExprSyntax, index: String, child: String, node: ForStmtSyntax)] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let call = node.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
           let list = member.base, let tuple = node.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
           let index = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let child = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            loops.append((list, index, child, node))
        }
        return .visitChildren
    }
}

/// Children of a tab bar controller reached by position:
/// `let browse = viewControllers![2] as! UINavigationController` (a local
/// named for the child) and `viewControllers![2].tabBarItem.image = …`
/// (the subscript itself as the assignment's receiver).
private final class IndexedChildFinder: SyntaxVisitor {
    /// Each child's receiver as `collectAssignments` spells it (the local's
    /// name, or `viewControllers[2]` without `self.`, `!` or `?`), with the
    /// index expression.
    var children: [(receiver: String, index: ExprSyntax, isItem: Bool)] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let value = node.initializer?.value, let index = Self.childIndex(ValueResolver.unwrapped(value))
        {
            children.append((name, index.index, index.isItem))
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        // Only a subscript that an assignment's target goes through.
        if let index = Self.childIndex(ExprSyntax(node)), node.parent?.is(MemberAccessExprSyntax.self) == true
            || node.parent?.as(ForceUnwrapExprSyntax.self)?.parent?.is(MemberAccessExprSyntax.self) == true
            || node.parent?.as(OptionalChainingExprSyntax.self)?.parent?.is(MemberAccessExprSyntax.self) == true
        {
            var receiver = node.trimmedText.filter { $0 != "?" && $0 != "!" }
            if receiver.hasPrefix("self.") { receiver.removeFirst("self.".count) }
            children.append((receiver, index.index, index.isItem))
        }
        return .visitChildren
    }

    /// The index of a child, `viewControllers![i]` / `self.viewControllers?[i]`,
    /// or of its item, `tabBar.items?[i]`.
    static func childIndex(_ expression: ExprSyntax) -> (index: ExprSyntax, isItem: Bool)? {
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), let index = subscriptCall.arguments.first?.expression,
              subscriptCall.arguments.count == 1
        else { return nil }
        var called = subscriptCall.calledExpression
        while true {
            if let forced = called.as(ForceUnwrapExprSyntax.self) { called = forced.expression } else if let optional = called.as(OptionalChainingExprSyntax.self) {
                called = optional.expression
            } else { break }
        }
        var spelled = called.trimmedText.filter { $0 != "?" && $0 != "!" }
        if spelled.hasPrefix("self.") { spelled.removeFirst("self.".count) }
        switch spelled {
        case "viewControllers": return (index, false)
        case "tabBar.items": return (index, true)
        default: return nil
        }
    }
}

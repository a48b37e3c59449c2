import SwiftSyntax
import TabBarSpec

/// Reads a tab's label: the content of `.tabItem { … }` or of a `Tab`'s
/// `label:` closure. `Label("Home", systemImage: "house")`,
/// `Label { Text(…) } icon: { Image(…) }`, a `Text` and an `Image` side by
/// side, or an expression that stands for one of these (`tab.label`).
struct LabelReader {
    let resolver: ValueResolver

    struct Label {
        var title: TextValue?
        var icon: IconValue?

        /// A label whose title could not be read and that showed no icon
        /// was not understood: its icon is unknown too, not absent.
        var completed: Label {
            guard icon == nil, case .unknown(let unknown)? = title else { return self }
            return Label(title: title, icon: .unknown(unknown))
        }
    }

    /// The label a closure shows.
    func label(of statements: CodeBlockItemListSyntax, scope: Scope) -> Label {
        read(statements, scope: scope).completed
    }

    private func read(_ statements: CodeBlockItemListSyntax, scope: Scope) -> Label {
        var label = Label()
        for item in statements {
            guard let expression = ValueResolver.expression(of: item) else { continue }
            if let ifExpression = expression.as(IfExprSyntax.self) {
                // Every branch shows the same tab; the first one that says
                // gives the value, except that `if isSelected { … } else { … }`
                // draws the selected state first and the tab's own look in
                // its `else`.
                var branches: [CodeBlockItemListSyntax] = [ifExpression.body.statements]
                switch ifExpression.elseBody {
                case .codeBlock(let block)?: branches.append(block.statements)
                case .ifExpr(let next)?: branches.append(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(next)))]))
                case nil: break
                }
                if Self.testsSelection(ifExpression.conditions, around: expression) { branches.reverse() }
                for branch in branches { merge(read(branch, scope: scope), into: &label) }
                continue
            }
            // `sel == 0 ? Image(systemName: "leaf.fill") : Image(systemName: "leaf")`:
            // read as the `if` it stands for.
            if let choice = ValueResolver.ternary(expression) {
                var branches = [choice.then, choice.otherwise]
                if choice.condition.contains(where: { Self.testsSelection($0, around: expression) }) { branches.reverse() }
                for branch in branches { merge(read(branch, scope: scope), into: &label) }
                continue
            }
            merge(read(expression, scope: scope), into: &label)
        }
        return label
    }

    /// Whether a condition tests the selection (`isSelected`, `selection ==
    /// .home`, `sel == 0`, or the variable the `TabView` around it selects
    /// with, `TabView(selection: $spot)`): its first branch draws the
    /// selected state.
    private static func testsSelection(_ condition: some SyntaxProtocol, around node: ExprSyntax) -> Bool {
        let selection = selectionName(around: Syntax(node))
        return condition.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            let lowered = name.lowercased()
            return lowered.contains("select") || lowered == "sel" || name == selection
        }
    }

    /// `spot` of the `TabView(selection: $spot)` a node is written in.
    private static func selectionName(around node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), ModifierChain.calleeName(call) == "TabView" {
                let binding = call.arguments.first { $0.label?.text == "selection" }?.expression
                let last = binding.flatMap { Array($0.tokens(viewMode: .sourceAccurate)).last { if case .identifier = $0.tokenKind { true } else { false } } }
                return last.map { String($0.text.trimmingPrefix("$")) }
            }
            current = parent.parent
        }
        return nil
    }

    /// The first statement that says gives each value; one that could not
    /// be read gives way to a later one that can (`Text("Garden")` after
    /// an icon view the reader does not follow).
    private func merge(_ read: Label, into label: inout Label) {
        // A statement not understood may be the icon as much as the title.
        let found = read.completed
        if label.title == nil || (Self.isUnknown(label.title) && found.title != nil && !Self.isUnknown(found.title)) { label.title = found.title }
        if label.icon == nil || (Self.isUnknown(label.icon) && found.icon != nil && !Self.isUnknown(found.icon)) { label.icon = found.icon }
    }

    private static func isUnknown(_ title: TextValue?) -> Bool {
        if case .unknown? = title { return true }
        return false
    }

    private static func isUnknown(_ icon: IconValue?) -> Bool {
        if case .unknown? = icon { return true }
        return false
    }

    func read(_ expression: ExprSyntax, scope: Scope) -> Label {
        if expression.is(IfExprSyntax.self) {
            return read(CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(expression))]), scope: scope)
        }
        // `self.item("Inbox", "tray")`, `settings.look.item(…)`: a method of
        // the app's, which reads as a modifier on its receiver.
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, !base.is(FunctionCallExprSyntax.self),
           let drawn = resolver.deeper({ appDrawnLabel(call, named: member.declName.baseName.text, scope: scope) }) ?? nil
        {
            return drawn
        }
        let chain = ModifierChain(expression)
        // `Image.tabHome`, `Image(.tabHome)`'s sibling: a generated asset symbol.
        if let member = chain.base.as(MemberAccessExprSyntax.self), let base = member.base,
           ["Image", "UIImage", "ImageResource"].contains(ValueResolver.typePath(base)?.last ?? "")
        {
            return Label(title: nil, icon: .image(scope.file.located(member.declName.baseName.text, at: member)))
        }
        guard let call = chain.base.as(FunctionCallExprSyntax.self), let name = ModifierChain.calleeName(call) else {
            // `tab.label`: follow it to the view it stands for.
            switch resolver.follow(chain.base, in: scope) {
            case .expression(let final, let finalScope, _) where final.id != chain.base.id:
                return read(final, scope: finalScope)
            default:
                return Label(
                    title: .unknown(UnknownValue(reason: ValueResolver.reasonUnknown(chain.base), range: scope.file.range(of: chain.base))),
                    icon: nil
                )
            }
        }
        switch name {
        case "Label":
            return label(call, scope: scope)
        case "Text":
            return Label(title: resolver.text(of: ExprSyntax(call), in: scope, literal: .localizedKey), icon: nil)
        case "Image":
            return Label(title: nil, icon: image(call, scope: scope))
        case "HStack", "VStack", "ZStack", "Group":
            return call.trailingClosure.map { read($0.statements, scope: scope) } ?? Label()
        default:
            if let drawn = resolver.deeper({ appDrawnLabel(call, named: name, scope: scope) }) ?? nil { return drawn }
            let unknown = UnknownValue(reason: "drawn by `\(name)`, a view of the app's own", range: scope.file.range(of: call))
            return Label(title: .unknown(unknown), icon: .unknown(unknown))
        }
    }

    /// A label the app draws itself: a view of its own (`InboxLabel(isSelected: …)`),
    /// read from its `body` with the call's arguments as its properties, or
    /// a method of the view (`item("Inbox", "tray")`) or of another of the
    /// app's types (`settings.look.item(…)`, the receiver's type declared
    /// along its properties), read from what it returns with the arguments
    /// bound to its parameters.
    private func appDrawnLabel(_ call: FunctionCallExprSyntax, named name: String, scope: Scope) -> Label? {
        let receiverType = call.calledExpression.is(DeclReferenceExprSyntax.self)
            ? scope.typeName
            : call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap { resolver.instanceTypeName(of: $0, in: scope) }
        if let receiverType, let (statements, bodyScope) = resolver.body(ofFunction: name, inType: receiverType, calledBy: call, from: scope) {
            return read(statements, scope: bodyScope)
        }
        guard ValueResolver.mayNameType(name), resolver.project.declaresType(name),
              case .expression(let body, let bodyScope, _)? = resolver.member("body", ofInstance: call, type: name, in: scope)
        else { return nil }
        return read(body, scope: bodyScope)
    }

    /// The argument labels of SwiftUI's own `Label` initializers.
    private static let systemLabelArguments: Set<String?> = [nil, "systemImage", "systemSymbol", "image", "title", "icon"]

    private func label(_ call: FunctionCallExprSyntax, scope: Scope) -> Label {
        // `Label("Wallet", customImage: "wallet")`: an initializer the app
        // or a package adds. Read through the one it hands on to where the
        // app declares it; otherwise what the label shows is unknown, not
        // absent.
        if let added = call.arguments.first(where: { !Self.systemLabelArguments.contains($0.label?.text) })?.label?.text {
            if let (delegated, initializerScope) = resolver.delegatedInitializer(of: call, type: "Label", in: scope), delegated.id != call.id {
                return label(delegated, scope: initializerScope)
            }
            let unknown = UnknownValue(reason: "drawn by `Label(_:\(added):)`, an initializer the app does not declare", range: scope.file.range(of: call))
            return Label(title: .unknown(unknown), icon: .unknown(unknown))
        }
        var label = Label()
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where !argument.expression.is(ClosureExprSyntax.self):
                label.title = resolver.text(of: argument.expression, in: scope, literal: .localizedKey)
            case "systemImage"?:
                label.icon = resolver.symbol(argument.expression, in: scope)
            case "systemSymbol"?:
                label.icon = resolver.safeSymbol(argument.expression, in: scope)
            case "image"?:
                label.icon = resolver.imageName(argument.expression, in: scope)
            case "title"?:
                if let closure = argument.expression.as(ClosureExprSyntax.self) { merge(read(closure.statements, scope: scope), into: &label) }
            case "icon"?:
                if let closure = argument.expression.as(ClosureExprSyntax.self) {
                    label.icon = self.label(of: closure.statements, scope: scope).icon
                }
            default:
                break
            }
        }
        // `Label { Text("Home") } icon: { Image(systemName: "house") }`
        if let title = call.trailingClosure {
            merge(read(title.statements, scope: scope), into: &label)
        }
        if let icon = call.additionalTrailingClosures.first(where: { $0.label.text == "icon" })?.closure {
            label.icon = label.icon ?? self.label(of: icon.statements, scope: scope).icon
        }
        return label
    }

    private func image(_ call: FunctionCallExprSyntax, scope: Scope) -> IconValue? {
        guard let first = call.arguments.first else { return nil }
        switch first.label?.text {
        case "systemName"?: return resolver.symbol(first.expression, in: scope)
        case "systemSymbol"?: return resolver.safeSymbol(first.expression, in: scope)
        case nil: return resolver.imageName(first.expression, in: scope)
        // `Image(uiImage: UIImage(named: "garden")!)`: the UIKit image's.
        case "uiImage"?: return ChildReader(resolver: resolver).uiImage(first.expression, scope: scope)
        default:
            if let (delegated, initializerScope) = resolver.delegatedInitializer(of: call, type: "Image", in: scope), delegated.id != call.id {
                return image(delegated, scope: initializerScope)
            }
            return .unknown(UnknownValue(reason: "an image made at run time (`\(ValueResolver.abbreviated(call))`)", range: scope.file.range(of: call)))
        }
    }
}

/// The titles and symbols the system gives its own items: an untitled
/// `Tab(role: .search)`, `UISearchTab`, `UITabBarItem(tabBarSystemItem:)`.
enum SystemItems {
    /// Title and the SF Symbol closest to the system's glyph, by
    /// `UITabBarItem.SystemItem` case name.
    static let items: [String: (title: String, symbol: String)] = [
        "search": ("Search", "magnifyingglass"),
        "favorites": ("Favorites", "star"),
        "featured": ("Featured", "star"),
        "topRated": ("Top Rated", "star"),
        "recents": ("Recents", "clock"),
        "history": ("History", "clock"),
        "mostRecent": ("Most Recent", "clock"),
        "mostViewed": ("Most Viewed", "list.number"),
        "more": ("More", "ellipsis"),
        "bookmarks": ("Bookmarks", "book"),
        "contacts": ("Contacts", "person.crop.circle"),
        "downloads": ("Downloads", "arrow.down.circle"),
    ]

    /// Gives a search tab the system's title and symbol where the code gives none.
    static func fillSearch(_ tab: inout SourceTab, at node: some SyntaxProtocol, in file: SwiftSourceFile) {
        fill(&tab, item: "search", at: file.range(of: node))
    }

    /// Storyboards spell `systemItem` with the same case names.
    static func fill(_ tab: inout SourceTab, item: String, at range: SourceRange) {
        guard let system = items[item] else { return }
        if tab.title == nil { tab.title = .literal(Located(system.title, at: range)) }
        if tab.icon == nil { tab.icon = .symbol(Located(system.symbol, at: range)) }
    }
}

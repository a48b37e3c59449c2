import SwiftSyntax

/// What the code around a bar does to every item in a loop over the bar's
/// items, after the list is given:
///
///     for item in tabBar.items ?? [] { item.title = nil }
///     tabBar.items?.forEach { $0.title = "" }
///     for (tab, item) in zip(tabs, controller.tabBar.items ?? []) { item.image = tab.image }
///
/// Clearing every title makes the bar icon-only; giving titles or images
/// that way, later (`updateUIViewController`), means an item made without
/// one up front is not without one.
enum ItemLoops {
    struct Found {
        /// Where every title is cleared (`item.title = nil` or `""`).
        var clearedTitles: SourceRange?
        /// Where titles and images are given to every item.
        var givenTitles: SourceRange?
        var givenImages: SourceRange?
        /// Values given per item from a list walked beside the items
        /// (`zip(tabs, tabBar.items ?? [])`), readable tab by tab.
        var zipped: [Zipped] = []
    }

    /// `item.image = tab.image` in `for (tab, item) in zip(tabs, tabBar.items ?? [])`:
    /// tab i's value is `tab.image` with `tab` bound to element i of `tabs`.
    struct Zipped {
        let property: String
        let elementName: String
        let list: ExprSyntax
        let value: ExprSyntax
        let range: SourceRange
    }

    /// What the code in `node`'s type does in such loops.
    static func found(around node: Syntax, in file: SwiftSourceFile) -> Found {
        guard let type = node.ancestorOrSelf(mapping: { TypeDeclaration.declaredPath(of: $0) != nil ? $0 : nil }) else { return Found() }
        let finder = ItemLoopFinder()
        finder.walk(type)
        var found = Found()
        for (property, assignment, zip) in finder.assignments {
            let range = file.range(of: assignment.node)
            let value = assignment.value
            if let zip, !value.is(NilLiteralExprSyntax.self) {
                found.zipped.append(Zipped(property: property, elementName: zip.elementName, list: zip.list, value: value, range: range))
            }
            let clears = value.is(NilLiteralExprSyntax.self) || value.as(StringLiteralExprSyntax.self).map { ValueResolver.literalText($0) == "" } == true
            switch property {
            case "title" where clears: found.clearedTitles = found.clearedTitles ?? range
            case "title": found.givenTitles = found.givenTitles ?? range
            case "image": found.givenImages = found.givenImages ?? range
            default: break
            }
        }
        return found
    }
}

private final class ItemLoopFinder: SyntaxVisitor {
    /// The item property set (`title`, `image`), the assignment, and in a
    /// `zip` loop the list walked beside the items and its element's name.
    var assignments: [(property: String, assignment: AssignmentFinder.Assignment, zip: (elementName: String, list: ExprSyntax)?)] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if Self.isItemList(node.sequence) {
            // `item`, or each name of `(tab, item)`.
            let names = node.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            }
            collect(names, in: Syntax(node.body), zip: Self.zippedList(node))
        }
        return .visitChildren
    }

    /// `for (tab, item) in zip(tabs, tabBar.items ?? [])`: `tab` walks `tabs`.
    private static func zippedList(_ loop: ForStmtSyntax) -> (elementName: String, list: ExprSyntax)? {
        guard let call = loop.sequence.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "zip", call.arguments.count == 2,
              let list = call.arguments.first?.expression, let items = call.arguments.last?.expression, isItemList(items),
              let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
              let name = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        return (name, list)
    }

    /// `tabBar.items?.forEach { $0.title = nil }` (or a named parameter).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let base = member.base, Self.isItemList(base), let closure = node.trailingClosure
        else { return .visitChildren }
        collect([SwiftUITabViewReader.parameterNames(of: closure).first ?? "$0"], in: Syntax(closure.statements))
        return .visitChildren
    }

    private func collect(_ names: [String], in body: Syntax, zip: (elementName: String, list: ExprSyntax)? = nil) {
        let finder = AssignmentFinder()
        finder.walk(body)
        for assignment in finder.assignments {
            let target = assignment.target.trimmedText
            for name in names where name != zip?.elementName {
                for property in ["title", "image"] where target == name + "." + property || target == name + ".tabBarItem." + property {
                    assignments.append((property, assignment, zip))
                }
            }
        }
    }

    /// `tabBar.items`, `self.tabBar.items ?? []`, `controller.tabBar.items`
    /// in a `zip`, or a local bound from one (`if let items = tabBar.items`).
    private static func isItemList(_ expression: ExprSyntax) -> Bool {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let bound = LocalDeclarations.initializer(of: name, before: Syntax(expression))
        {
            return isItemList(bound.value)
        }
        let text = expression.tokens(viewMode: .sourceAccurate).map(\.text).joined()
        return text.contains("tabBar.items")
    }
}

/// A tab bar controller class that hides its own bar for good
/// (`tabBar.isHidden = true`, not under a condition) and draws another in
/// its place: what people see is the app's bar, not these items, so the
/// controller makes no system tab bar.
enum HiddenSystemBar {
    static func hides(_ typeName: String, in project: SourceProject) -> Bool {
        project.declarations(ofType: typeName, mentioningAnyOf: ["isHidden"]).contains { declaration in
            let finder = AssignmentFinder(entersDeclarations: true)
            finder.walk(declaration.syntax)
            return finder.assignments.contains { assignment in
                ["tabBar.isHidden", "self.tabBar.isHidden"].contains(assignment.target.trimmedText)
                    && assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
                    && !isConditional(Syntax(assignment.node))
            }
        }
    }

    /// Inside an `if`, `guard`, `switch` or a closure before its function.
    private static func isConditional(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self) {
            if parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self) || parent.is(SwitchExprSyntax.self) || parent.is(ClosureExprSyntax.self) {
                return true
            }
            current = parent.parent
        }
        return false
    }
}

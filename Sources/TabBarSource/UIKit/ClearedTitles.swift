import SwiftSyntax

/// Finds a tab bar controller clearing every item's title after it is set
/// up, the usual way to make a UIKit bar icon-only:
///
///     for item in tabBar.items ?? [] { item.title = nil }
///     tabBar.items?.forEach { $0.title = "" }
///
/// Every tab of that bar then has no title, whatever its controller set.
enum ClearedTitles {
    /// Where the code in `node`'s type clears the titles, if it does.
    static func evidence(around node: Syntax, in file: SwiftSourceFile) -> SourceRange? {
        guard let type = node.ancestorOrSelf(mapping: { TypeDeclaration.declaredPath(of: $0) != nil ? $0 : nil }) else { return nil }
        let finder = ClearingLoopFinder()
        finder.walk(type)
        return finder.found.map { file.range(of: $0) }
    }
}

private final class ClearingLoopFinder: SyntaxVisitor {
    var found: Syntax?

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if Self.isItemList(node.sequence), let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let clearing = Self.clearing(of: name, in: Syntax(node.body))
        {
            found = found ?? clearing
        }
        return .visitChildren
    }

    /// `tabBar.items?.forEach { $0.title = nil }` (or a named parameter).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "forEach",
              let base = member.base, Self.isItemList(base), let closure = node.trailingClosure
        else { return .visitChildren }
        let name = SwiftUITabViewReader.parameterNames(of: closure).first ?? "$0"
        if let clearing = Self.clearing(of: name, in: Syntax(closure.statements)) { found = found ?? clearing }
        return .visitChildren
    }

    /// `tabBar.items`, `self.tabBar.items ?? []`, or a local bound from it
    /// (`if let items = tabBar.items { for item in items { … } }`).
    private static func isItemList(_ expression: ExprSyntax) -> Bool {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let bound = LocalDeclarations.initializer(of: name, before: Syntax(expression))
        {
            return isItemList(bound.value)
        }
        let text = expression.tokens(viewMode: .sourceAccurate).map(\.text).joined()
        return text.hasPrefix("tabBar.items") || text.hasPrefix("self.tabBar.items")
    }

    /// `name.title = nil` or `name.title = ""` in a body.
    private static func clearing(of name: String, in body: Syntax) -> Syntax? {
        let finder = AssignmentFinder()
        finder.walk(body)
        return finder.assignments.first { assignment in
            guard assignment.target.trimmedDescription == name + ".title" else { return false }
            let value = assignment.value
            return value.is(NilLiteralExprSyntax.self) || value.as(StringLiteralExprSyntax.self).map { ValueResolver.literalText($0) == "" } == true
        }.map { Syntax($0.node) }
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
                ["tabBar.isHidden", "self.tabBar.isHidden"].contains(assignment.target.trimmedDescription)
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

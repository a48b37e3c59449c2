import SwiftSyntax

/// Finds appearance code that draws tab titles in a clear color, which makes
/// every bar of the app icon-only while keeping the titles for VoiceOver:
///
///     let item = UITabBarItemAppearance()
///     item.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
///     UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.clear], for: .normal)
///
/// Only the normal (unselected) state counts: a title hidden only when
/// selected is still read on every other tab. Appearance proxies limited to
/// some containers (`appearance(whenContainedInInstancesOf:)`) are not read,
/// since which bars they reach is not known statically.
enum HiddenTitles {
    /// Where the app hides its tab titles, if it does.
    static func evidence(in project: SourceProject) -> SourceRange? {
        // Matches both `titleTextAttributes` and `setTitleTextAttributes`;
        // the item appearance is named (`UITabBarItem…`, `…LayoutAppearance`)
        // and so is the clear color (`.clear`, an alpha of 0).
        let tokens = [["UITabBarItem", "LayoutAppearance"], ["clear", "lpha"]]
        for path in project.files(mentioning: "itleTextAttributes", alsoOneOf: tokens) {
            guard let file = project.file(path) else { continue }
            let finder = ClearTitleFinder(file: file)
            finder.walk(file.tree)
            if let found = finder.found { return file.range(of: found) }
        }
        return nil
    }
}

private final class ClearTitleFinder: SyntaxVisitor {
    let file: SwiftSourceFile
    var found: Syntax?

    init(file: SwiftSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    /// `X.normal.titleTextAttributes = [.foregroundColor: clear]` with X a
    /// tab bar item appearance (operators arrive unfolded, as a sequence).
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard found == nil, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "titleTextAttributes",
              let state = target.base?.as(MemberAccessExprSyntax.self), state.declName.baseName.text == "normal",
              let appearance = state.base, isTabBarItemAppearance(appearance),
              Self.setsClearForeground(elements[2])
        else { return .visitChildren }
        found = Syntax(node)
        return .skipChildren
    }

    /// `UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: clear], for: .normal)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil, let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
              callee.declName.baseName.text == "setTitleTextAttributes",
              let proxy = callee.base?.as(FunctionCallExprSyntax.self), proxy.arguments.isEmpty,
              proxy.calledExpression.trimmedText == "UITabBarItem.appearance",
              let attributes = node.arguments.first, Self.setsClearForeground(attributes.expression),
              let state = node.arguments.first(where: { $0.label?.text == "for" }),
              state.expression.trimmedText.hasSuffix(".normal")
        else { return .visitChildren }
        found = Syntax(node)
        return .skipChildren
    }

    /// A layout appearance of a `UITabBarAppearance`, or a variable this
    /// file creates as `UITabBarItemAppearance()`.
    private func isTabBarItemAppearance(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return Self.tabBarLayouts.contains(member.declName.baseName.text)
        }
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        let declarations = VariableTypeFinder(name: name)
        declarations.walk(file.tree)
        return declarations.isTabBarItemAppearance
    }

    private static let tabBarLayouts: Set<String> = ["stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance"]

    private static func setsClearForeground(_ expression: ExprSyntax) -> Bool {
        guard let dictionary = expression.as(DictionaryExprSyntax.self),
              case .elements(let elements) = dictionary.content
        else { return false }
        return elements.contains { element in
            element.key.trimmedText.hasSuffix("foregroundColor") && isClear(element.value)
        }
    }

    /// `.clear`, `UIColor.clear`, or any color made fully transparent.
    private static func isClear(_ color: ExprSyntax) -> Bool {
        let text = color.trimmedText.filter { !$0.isWhitespace }
        return text == ".clear" || text == "UIColor.clear" || text.hasSuffix(".withAlphaComponent(0)")
            || text.hasSuffix("alpha:0)") || text.hasSuffix("alpha:0.0)")
    }
}

/// Whether a variable of a name is declared as a `UITabBarItemAppearance`,
/// by its initializer or its type annotation.
private final class VariableTypeFinder: SyntaxVisitor {
    let name: String
    var isTabBarItemAppearance = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return .visitChildren }
        let type = node.typeAnnotation?.type.trimmedText
            ?? node.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
        if type == "UITabBarItemAppearance" { isTabBarItemAppearance = true }
        return .skipChildren
    }
}

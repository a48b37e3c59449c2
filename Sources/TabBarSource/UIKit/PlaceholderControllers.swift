import SwiftSyntax

/// A list of bare controllers an app shows while no one is signed in
/// (`[UINavigationController(rootViewController: UIViewController())]`
/// behind a login sheet): no tab in it has a title or an image, so it is
/// not a tab bar the app means anyone to use.
enum PlaceholderControllers {
    static func isPlaceholderList(_ expression: ExprSyntax) -> Bool {
        guard let array = ValueResolver.unwrapped(expression).as(ArrayExprSyntax.self), !array.elements.isEmpty else { return false }
        return array.elements.allSatisfy { isPlaceholder($0.expression) }
    }

    /// `UIViewController()`, a local holding one that nothing gives a tab
    /// item or title, or a navigation controller around either.
    private static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        let expression = ValueResolver.unwrapped(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            switch ModifierChain.calleeName(call) {
            case "UIViewController": return call.arguments.isEmpty && call.trailingClosure == nil
            case "UINavigationController":
                guard call.arguments.count == 1, let root = call.arguments.first, root.label?.text == "rootViewController" else { return false }
                return isPlaceholder(root.expression)
            default: return false
            }
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
              let local = LocalDeclarations.initializer(of: reference.baseName.text, before: Syntax(reference)),
              isPlaceholder(local.value)
        else { return false }
        return !isGivenATab(reference.baseName.text, around: Syntax(reference))
    }

    /// Whether the function a local is used in sets its tab item or title.
    private static func isGivenATab(_ name: String, around use: Syntax) -> Bool {
        var body: Syntax? = use
        while let node = body, !node.is(CodeBlockSyntax.self) { body = node.parent }
        guard let body else { return true }
        let finder = AssignmentFinder()
        finder.walk(body)
        return finder.assignments.contains { assignment in
            let target = assignment.target.trimmedText
            return target.hasPrefix("\(name).tabBarItem") || target == "\(name).title"
        }
    }
}

import Foundation
import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// What a `UITabBarControllerDelegate` does to the bar: a tab whose
/// selection `tabBarController(_:shouldSelect:)` refuses while presenting
/// something is an action tab; an animation controller for tab switches is
/// the bar's transition.
enum UIKitInterception {
    /// `controllerType`: the class of the bar's controller, when the code
    /// says it (its own class, or the declared type of the property whose
    /// tabs a coordinator sets).
    static func markActionTabs(in bar: inout SourceBar, controllerType: String?, project: SourceProject) {
        let hierarchy = TypeHierarchy(project: project)
        for (function, file) in functions(named: "tabBarController", containing: "shouldSelect", in: project) {
            guard let body = function.body,
                  mayDelegate(for: controllerType, declaredIn: ValueResolver.enclosingTypeName(of: Syntax(function)), hierarchy: hierarchy)
            else { continue }
            let finder = RefusalFinder()
            finder.walk(body)
            let holders = propertiesHolding(localsIn: function)
            for refusal in finder.refusals {
                // The delegate's own parameters are the tab asked about, not a tab's holder.
                let parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                guard let index = tabIndex(matching: refusal.condition, in: bar, parameters: parameters, holders: holders) else { continue }
                bar.tabs[index].action = Located(
                    "`tabBarController(_:shouldSelect:)` refuses its selection at \(file.reference(to: refusal.condition)) and does something else instead",
                    at: file.range(of: refusal.condition)
                )
            }
        }
    }

    /// Whether a delegate method declared in `typeName` can answer for a
    /// bar of `controllerType`. One in a tab bar controller class is that
    /// class's answer as its own delegate, for its bars and its subclasses'
    /// only: an app with a controller per target (a student's and a
    /// teacher's) refuses a tab in one of them, not in all. One in another
    /// type (a coordinator that sets itself as the delegate), or for a bar
    /// whose controller's class the code does not say, may answer for it.
    private static func mayDelegate(for controllerType: String?, declaredIn typeName: String?, hierarchy: TypeHierarchy) -> Bool {
        guard let typeName, let controllerType, hierarchy.inherits(typeName, from: "UITabBarController") else { return true }
        return hierarchy.inherits(controllerType, from: typeName)
    }

    /// The bar's transition when a delegate supplies an animation
    /// controller: a fade when the animator only animates `alpha`, a slide
    /// when it moves the views.
    static func transition(in project: SourceProject) -> Located<Transition>? {
        for (function, file) in functions(named: "tabBarController", containing: "animationControllerForTransitionFrom", in: project) {
            guard let body = function.body else { continue }
            let text = body.trimmedText
            var animatorText = text
            if let returned = body.statements.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(FunctionCallExprSyntax.self),
               let name = ModifierChain.calleeName(returned)
            {
                animatorText += project.declarations(ofType: name).map(\.syntax.trimmedText).joined()
            }
            let moves = ["transform", "origin.x", "frame", "translation", "center"].contains { animatorText.contains($0) }
            if moves { return file.located(.directionalSlide, at: function.name) }
            if animatorText.contains("alpha") { return file.located(.crossfade, at: function.name) }
        }
        return nil
    }

    /// Functions with a name and an argument label, in every file that
    /// declares a function of that name and mentions the label (found by
    /// a byte search, then parsed: a collection view's `shouldSelectItemAt`
    /// alone does not make a file worth parsing).
    private static func functions(named name: String, containing label: String, in project: SourceProject) -> [(FunctionDeclSyntax, SwiftSourceFile)] {
        var found: [(FunctionDeclSyntax, SwiftSourceFile)] = []
        for path in project.files(mentioning: "func \(name)", alsoOneOf: [[label]]) {
            guard let file = project.file(path) else { continue }
            let finder = FunctionFinder(name: name, label: label)
            finder.walk(file.tree)
            found += finder.found.map { ($0, file) }
        }
        return found
    }

    /// `composeViewController = compose` in the delegate's type: the
    /// property a controller made in a local is kept in, by property name.
    private static func propertiesHolding(localsIn function: FunctionDeclSyntax) -> [String: String] {
        guard let type = Syntax(function).ancestorOrSelf(mapping: { TypeDeclaration.declaredPath(of: $0) != nil ? $0 : nil }) else { return [:] }
        let finder = AssignmentFinder(entersDeclarations: true)
        finder.walk(type)
        var holders: [String: String] = [:]
        for assignment in finder.assignments {
            guard let local = assignment.value.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            holders[String(assignment.target.trimmedText.trimmingPrefix("self."))] = local
        }
        return holders
    }

    /// The tab a refusal's condition names: `viewController is ComposeVC`,
    /// `viewController == scanner` (the property the child is held in, or
    /// one the code keeps it in), `viewController.restorationIdentifier == "search"`,
    /// `viewController.tabBarItem.tag == 2`, `index == 2`.
    private static func tabIndex(
        matching condition: ConditionElementListSyntax, in bar: SourceBar, parameters: Set<String>, holders: [String: String]
    ) -> Int? {
        let text = condition.trimmedText
        for side in identitySides(of: condition) where !parameters.contains(side) {
            if let index = bar.tabs.firstIndex(where: { $0.controllerHeldIn == side || ($0.controllerHeldIn != nil && $0.controllerHeldIn == holders[side]) }) {
                return index
            }
        }
        // `viewController.restorationIdentifier == "search"`: a storyboard child's identifier.
        if text.contains("Identifier"), let literal = condition.tokens(viewMode: .sourceAccurate).lazy.compactMap(\.parent).compactMap({ $0.as(StringSegmentSyntax.self) }).first?.content.text,
           let index = bar.tabs.firstIndex(where: { $0.controllerIdentifiers.contains(literal) })
        {
            return index
        }
        let tokens = Array(condition.tokens(viewMode: .sourceAccurate))
        // `viewController is ComposeVC`: the type after `is`.
        for (token, next) in zip(tokens, tokens.dropFirst()) where token.tokenKind == .keyword(.is) {
            guard case .identifier(let typeName) = next.tokenKind else { continue }
            if let index = bar.tabs.firstIndex(where: { $0.controllerType == typeName }) { return index }
        }
        // `index == 2`, `viewController.tabBarItem.tag == 2`: the number compared with.
        for (token, next) in zip(tokens, tokens.dropFirst()) where token.tokenKind == .binaryOperator("==") {
            guard case .integerLiteral(let digits) = next.tokenKind, let number = Int(digits) else { continue }
            if text.contains("tag") { return bar.tabs.firstIndex { $0.tag == String(number) } }
            return bar.tabs.indices.contains(number) ? number : nil
        }
        return nil
    }
}

extension UIKitInterception {
    /// The last names of both sides of each `==` / `===` in a condition
    /// (`viewController == self.scanner` gives `viewController`, `scanner`),
    /// where a side is a name or a path of them.
    static func identitySides(of condition: some SyntaxProtocol) -> [String] {
        condition.tokens(viewMode: .sourceAccurate).flatMap { token -> [String] in
            guard token.tokenKind == .binaryOperator("==") || token.tokenKind == .binaryOperator("==="),
                  let comparison = token.parent?.as(BinaryOperatorExprSyntax.self), let operands = comparison.parent?.as(ExprListSyntax.self),
                  let position = operands.firstIndex(where: { $0.id == comparison.id }), position != operands.startIndex,
                  operands.index(after: position) != operands.endIndex
            else { return [] }
            return [operands[operands.index(before: position)], operands[operands.index(after: position)]].compactMap(lastName)
        }
    }

    /// `scanner` of `self.scanner?`, `viewController` of `viewController!`.
    private static func lastName(of expression: ExprSyntax) -> String? {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return lastName(of: unwrapped.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(of: optional.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base, lastName(of: base) != nil else { return nil }
            return member.declName.baseName.text
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

private final class FunctionFinder: SyntaxVisitor {
    let name: String
    let label: String
    var found: [FunctionDeclSyntax] = []

    init(name: String, label: String) {
        self.name = name
        self.label = label
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name, node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == label }) {
            found.append(node)
        }
        return .skipChildren
    }
}

/// `if <condition> { …; return false }` in `shouldSelect`.
private final class RefusalFinder: SyntaxVisitor {
    struct Refusal {
        var condition: ConditionElementListSyntax
    }

    var refusals: [Refusal] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        let returnsFalse = node.body.statements.contains { item in
            item.item.as(ReturnStmtSyntax.self)?.expression?.trimmedText == "false"
        }
        if returnsFalse { refusals.append(Refusal(condition: node.conditions)) }
        return .visitChildren
    }
}

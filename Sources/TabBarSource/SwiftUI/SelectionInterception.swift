import Foundation
import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// A tab whose selection the app intercepts to do something else (present
/// a composer, a camera, a sheet) is an action tab, whatever it looks like.
/// SwiftUI apps do it in an `onChange(of: selection)` or a custom selection
/// `Binding` whose setter tests for the tab's value and then resets the
/// selection or presents.
enum SelectionInterception {
    static func markActionTabs(in bar: inout SourceBar, tabView: FunctionCallExprSyntax, file: SwiftSourceFile, resolver: ValueResolver) {
        guard let selection = tabView.arguments.first(where: { $0.label?.text == "selection" })?.expression else { return }
        var handlers: [ClosureExprSyntax] = []
        var selectionName: String?
        if let binding = selection.as(FunctionCallExprSyntax.self), ModifierChain.calleeName(binding) == "Binding" {
            // `Binding(get: { … }, set: { newValue in … })`
            if let setter = binding.arguments.first(where: { $0.label?.text == "set" })?.expression.as(ClosureExprSyntax.self) {
                handlers.append(setter)
            }
            // `get: { selectedTab }`: a setter branch that assigns it something
            // else keeps the tested tab from ever being shown.
            if let getter = binding.arguments.first(where: { $0.label?.text == "get" })?.expression.as(ClosureExprSyntax.self),
               getter.statements.count == 1, let read = getter.statements.first.flatMap(ValueResolver.expression(of:))
            {
                selectionName = String(read.trimmedText.trimmingPrefix("self."))
            }
        } else {
            let name = String(selection.trimmedText.trimmingPrefix("$").trimmingPrefix("self."))
            selectionName = name
            handlers += onChangeHandlers(observing: name, near: tabView)
        }
        for handler in handlers {
            for interception in interceptions(in: handler, selectionName: selectionName, tabView: tabView) {
                guard let index = bar.tabs.firstIndex(where: { $0.identifier?.value == interception.value }) else { continue }
                bar.tabs[index].action = Located(
                    "selecting it is intercepted at \(file.reference(to: interception.node)) to do something else instead of showing a section",
                    at: file.range(of: interception.node)
                )
            }
        }
    }

    /// `.onChange(of: selection) { … }` anywhere in the type that holds the
    /// `TabView` (it is often applied to a container around it).
    private static func onChangeHandlers(observing name: String, near tabView: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        let finder = OnChangeFinder(observing: name)
        finder.walk(typeMembers(around: tabView))
        return finder.handlers
    }

    /// The members of the type that holds the `TabView`, or the whole file
    /// when no type does.
    fileprivate static func typeMembers(around tabView: FunctionCallExprSyntax) -> Syntax {
        var members = Syntax(tabView)
        while let parent = members.parent, !parent.is(MemberBlockSyntax.self) { members = parent }
        return members
    }

    private struct Interception {
        /// The tab value tested for: `compose`, `2`.
        var value: String
        var node: Syntax
    }

    /// `if newValue == .compose { …present or reset… }`, `guard newValue != .compose`,
    /// `if case .compose = newValue`.
    private static func interceptions(in handler: ClosureExprSyntax, selectionName: String?, tabView: FunctionCallExprSyntax) -> [Interception] {
        let finder = ConditionFinder()
        finder.walk(handler)
        // The value just selected: a setter's parameter, `onChange`'s last (`old, new in`).
        let selected = SwiftUITabViewReader.parameterNames(of: handler).last ?? "$0"
        return finder.tests.compactMap { test in
            guard let value = testedValue(test.condition),
                  interceptsInBody(test.body, selectionName: selectionName, keeping: [selected, value, "." + value], tabView: tabView)
            else { return nil }
            return Interception(value: value, node: Syntax(test.condition))
        }
    }

    /// The value a condition compares with: `.compose`, `Tab.compose`, `2`.
    private static func testedValue(_ condition: ConditionElementListSyntax) -> String? {
        for element in condition {
            switch element.condition {
            case .expression(let expression):
                guard let sequence = expression.as(SequenceExprSyntax.self) else { continue }
                let parts = Array(sequence.elements)
                guard parts.count == 3, parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { continue }
                if let value = literalValue(parts[2]) ?? literalValue(parts[0]) { return value }
            case .matchingPattern(let pattern):
                if let name = ValueResolver.caseName(of: pattern.pattern) { return name }
            default:
                continue
            }
        }
        return nil
    }

    private static func literalValue(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return ValueResolver.literalText(literal) }
        return nil
    }

    /// The branch puts the selection back or shows something: it assigns
    /// the selection another value than the one selected (`keeping`: the
    /// handler's parameter and the tested value), sets a flag to `true`
    /// that presents something where the `TabView` is shown, sets a
    /// sheet's item, or calls a `present…` function.
    private static func interceptsInBody(
        _ body: CodeBlockSyntax, selectionName: String?, keeping selected: Set<String>, tabView: FunctionCallExprSyntax
    ) -> Bool {
        let text = body.statements.trimmedText
        let finder = AssignmentFinder()
        finder.walk(body)
        if let selectionName {
            let movesAway = finder.assignments.contains { assignment in
                assignment.target.trimmedText.trimmingPrefix("self.") == selectionName
                    && !selected.contains(assignment.value.trimmedText.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            }
            if movesAway { return true }
        }
        if text.contains(".toggle()") || text.contains("present") { return true }
        let flags = finder.assignments.filter { $0.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) }
            .map { String($0.target.trimmedText.trimmingPrefix("self.")) }
        if flags.contains(where: { presents($0, where: tabView) }) { return true }
        // `activeSheet = .composer`: a property named for what it presents.
        return finder.assignments.contains { assignment in
            let name = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            return ["sheet", "Sheet", "cover", "Cover", "modal", "Modal", "presented", "Presented"].contains { name.contains($0) }
        }
    }
}

extension SelectionInterception {
    /// Whether setting `flag` can show something over the `TabView`: its
    /// binding (`.sheet(isPresented: $flag)`) is in the view's code outside
    /// the other branches of the `if`s the `TabView` is in. The sheet of an
    /// iPad layout, in the other branch of `if horizontalSizeClass ==
    /// .regular`, never shows over the iPhone bar. A flag the view's code
    /// never binds may present elsewhere (a parent's binding), so it counts.
    fileprivate static func presents(_ flag: String, where tabView: FunctionCallExprSyntax) -> Bool {
        let binding = "$" + flag
        let bindings = typeMembers(around: tabView).tokens(viewMode: .sourceAccurate).filter { $0.text == binding }
        return bindings.isEmpty || bindings.contains { !inOtherBranch(Syntax($0), than: Syntax(tabView)) }
    }

    /// Whether `node` is in another branch than `other` of an `if`, a
    /// `switch` or an `#if`: the two are never shown together.
    private static func inOtherBranch(_ node: Syntax, than other: Syntax) -> Bool {
        var otherAncestors: Set<SyntaxIdentifier> = []
        var current: Syntax? = other
        while let ancestor = current {
            otherAncestors.insert(ancestor.id)
            current = ancestor.parent
        }
        var child = node
        while let parent = child.parent, !otherAncestors.contains(parent.id) { child = parent }
        // `parent` holds both, each under one of its children.
        guard let parent = child.parent else { return false }
        var otherChild = other
        while let up = otherChild.parent, up.id != parent.id { otherChild = up }
        guard child.id != otherChild.id else { return false }
        if let ifExpression = parent.as(IfExprSyntax.self) {
            let branches = [Syntax(ifExpression.body).id, ifExpression.elseBody.map { Syntax($0).id }]
            return branches.contains(child.id) && branches.contains(otherChild.id)
        }
        return parent.is(SwitchCaseListSyntax.self) || parent.is(IfConfigClauseListSyntax.self)
    }
}

private final class OnChangeFinder: SyntaxVisitor {
    let name: String
    var handlers: [ClosureExprSyntax] = []

    init(observing name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "onChange",
           let observed = node.arguments.first(where: { $0.label?.text == "of" })?.expression.trimmedText,
           observed.trimmingPrefix("self.") == name,
           let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        {
            handlers.append(closure)
        }
        return .visitChildren
    }
}

/// Every `if` and `guard` in a handler, with the branch taken when the
/// tested value matches.
private final class ConditionFinder: SyntaxVisitor {
    struct Test {
        var condition: ConditionElementListSyntax
        var body: CodeBlockSyntax
    }

    var tests: [Test] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        tests.append(Test(condition: node.conditions, body: node.body))
        return .visitChildren
    }
}

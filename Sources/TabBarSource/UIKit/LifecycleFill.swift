import SwiftSyntax

/// A view controller's stored list that one step of its life fills
/// (`viewDidLoad` builds `lazyLoadVCs`) and a later step installs
/// (`setViewControllers(lazyLoadVCs, animated: false)` in `viewDidAppear`).
/// UIKit calls the steps in order, so the list installed is the one the
/// earlier step left.
extension ValueResolver {
    /// The body of the step that fills a stored list read at `use`, in
    /// `use`'s file: the property starts empty, every change to it is made
    /// in one lifecycle method, outside any closure (a closure may run at
    /// any time, or never), and UIKit calls that method before the one
    /// `use` is in. nil otherwise.
    func lifecycleFill(of name: String, readAt use: ExprSyntax, in scope: Scope) -> CodeBlockSyntax? {
        guard let reader = use.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
              let readStep = Self.lifecycleSteps[reader.name.text],
              let typeName = scope.typeName ?? Self.enclosingTypeName(of: Syntax(use))
        else { return nil }
        let declared = properties(named: name, ofType: typeName)
        guard declared.count == 1, let property = declared.first, property.binding.accessorBlock == nil,
              property.binding.initializer.map({ Self.isEmpty($0.value) }) ?? true
        else { return nil }
        let changes = memberAssignments(to: name, ofType: typeName)
        let fillers = changes.map { Self.enclosingMethod(of: $0.node) }
        guard let change = changes.first, change.file === scope.file, let filler = fillers.first ?? nil,
              fillers.allSatisfy({ $0?.id == filler.id }),
              let fillStep = Self.lifecycleSteps[filler.name.text], fillStep < readStep, let body = filler.body
        else { return nil }
        return body
    }

    /// The method a change is made in, directly (not in a closure in it).
    private static func enclosingMethod(of node: Syntax) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(ClosureExprSyntax.self) { return nil }
            if let method = ancestor.as(FunctionDeclSyntax.self) { return method }
            current = ancestor.parent
        }
        return nil
    }

    /// The view controller methods UIKit calls as a view comes on screen,
    /// in the order it calls them.
    private static let lifecycleSteps: [String: Int] = [
        "loadView": 0, "viewDidLoad": 1, "viewWillAppear": 2, "viewIsAppearing": 3,
        "viewWillLayoutSubviews": 4, "viewDidLayoutSubviews": 5, "viewDidAppear": 6,
    ]
}

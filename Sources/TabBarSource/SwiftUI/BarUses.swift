import SwiftSyntax
import TabBarSpec

/// The devices a SwiftUI bar is shown on, judged from where the app puts the
/// view that holds it. Apps often keep the iPhone's tab bar and the iPad's
/// split view apart (`if idiom == .pad { SplitView() } else { tabView() }`,
/// `if sizeClass == .compact { CompactTabs() } else { SidebarTabs() }`):
/// such a bar is that device's, and the other device's rules do not apply
/// to it.
struct BarUses {
    let project: SourceProject

    /// How many views up the reader follows the uses: a bar in a helper of
    /// a view that a root view shows under a device test is two levels.
    /// Each level parses the files that name the view, so the search stops
    /// there.
    private static let depth = 2

    /// The platforms the view holding `node` is shown on, or nil when one of
    /// its uses is under no device test, or no use is found.
    func platforms(showing node: Syntax) -> Set<Platform>? {
        platforms(showing: node, levels: Self.depth)
    }

    private func platforms(showing node: Syntax, levels: Int) -> Set<Platform>? {
        guard levels > 0, let member = Self.enclosingMember(of: node) else { return nil }
        let uses = self.uses(of: member)
        guard !uses.isEmpty else { return nil }
        var shown: Set<Platform> = []
        for use in uses {
            // A use under a device test is that device's; what shows the
            // view around it could only narrow that, and is not searched.
            guard let devices = Self.devicesTested(around: use) ?? platforms(showing: use, levels: levels - 1) else { return nil }
            shown.formUnion(devices)
        }
        return shown
    }

    /// A view's `body`, another property or function of a type, or a
    /// file-level function, with the node that declares it.
    private struct Member {
        let name: String
        let typeName: String?
        let declaration: Syntax
    }

    private static func enclosingMember(of node: Syntax) -> Member? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                return Member(name: function.name.text, typeName: ValueResolver.enclosingTypeName(of: parent), declaration: parent)
            }
            if let binding = parent.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // A local `let` inside a function is not a member: go on up.
                if binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                    return Member(name: name, typeName: ValueResolver.enclosingTypeName(of: parent), declaration: parent)
                }
            }
            if TypeDeclaration.declaredPath(of: parent) != nil || parent.is(InitializerDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// Where the app shows a member: a view's `body` wherever the view is
    /// made (`CompactTabs()`), another member where its type names it, a
    /// file-level function wherever it is called. Preview code is no use.
    private func uses(of member: Member) -> [Syntax] {
        guard let typeName = member.typeName else { return project.calls(named: member.name).map { Syntax($0.0) } }
        if member.name == "body" { return project.calls(named: typeName).map { Syntax($0.0) } }
        return project.declarations(ofType: typeName).flatMap { declaration in
            let finder = MemberReferenceFinder(name: member.name, skipping: member.declaration)
            finder.walk(declaration.syntax)
            return finder.references
        }
    }

    /// The platforms the device tests around a use let it run on (`if`
    /// branches testing the idiom or the size class, `#if os(…)`), or nil
    /// when none limits it.
    private static func devicesTested(around use: Syntax) -> Set<Platform>? {
        var result = CompilationConditions.around(use).platforms
        var child = use
        var current = use.parent
        while let parent = current, enclosingMemberBoundary(parent) == false {
            if let ifExpression = parent.as(IfExprSyntax.self), let allowed = devices(reaching: child, in: ifExpression) {
                result = result.map { $0.intersection(allowed) } ?? allowed
            }
            child = parent
            current = parent.parent
        }
        return result
    }

    private static func enclosingMemberBoundary(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(MemberBlockItemSyntax.self)
    }

    /// The devices on which the `if` chain can run the branch `child` is:
    /// where its own condition can hold and the ones before it can fail.
    private static func devices(reaching child: Syntax, in clause: IfExprSyntax) -> Set<Platform>? {
        var allowed = Set(Platform.allCases)
        var earlier: [IfExprSyntax] = []
        if clause.body.id == child.id {
            allowed = bounds(of: clause).whereTrue
        } else if case .codeBlock(let block)? = clause.elseBody, block.id == child.id {
            earlier.append(clause)
        } else {
            return nil
        }
        var link = clause
        while let previous = link.parent?.as(IfExprSyntax.self), case .ifExpr(let next)? = previous.elseBody, next.id == link.id {
            earlier.append(previous)
            link = previous
        }
        for other in earlier {
            allowed.formIntersection(bounds(of: other).whereFalse)
        }
        return allowed.count < Platform.allCases.count ? allowed : nil
    }

    /// `if a, b` is `a && b`; a clause binding a value decides nothing about the device.
    private static func bounds(of clause: IfExprSyntax) -> (whereTrue: Set<Platform>, whereFalse: Set<Platform>) {
        let everywhere = Set(Platform.allCases)
        var whereTrue = everywhere
        var whereFalse: Set<Platform> = []
        for element in clause.conditions {
            guard case .expression(let expression) = element.condition else { return (whereTrue, everywhere) }
            let tested = DeviceIdiom.bounds(of: expression, sizeClass: true)
            whereTrue.formIntersection(tested.whereTrue)
            whereFalse.formUnion(tested.whereFalse)
        }
        return (whereTrue, whereFalse)
    }
}

/// The places a type's code names one of its members, bare or through
/// `self.`, outside the member's own declaration and preview code.
private final class MemberReferenceFinder: SyntaxVisitor {
    let name: String
    let skipped: SyntaxIdentifier
    var references: [Syntax] = []

    init(name: String, skipping declaration: Syntax) {
        self.name = name
        skipped = declaration.id
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.id == skipped ? .skipChildren : .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        node.id == skipped ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name else { return .visitChildren }
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
            references.append(Syntax(access))
        } else {
            references.append(Syntax(node))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }
}

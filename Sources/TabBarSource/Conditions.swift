import SwiftSyntax
import TabBarSpec

/// What the `#if` clauses around a node say: on which platforms it is
/// compiled, and the conditions that are not about the platform, in words.
struct CompilationConditions {
    /// nil when no clause limits the platform.
    var platforms: Set<Platform>?
    /// `#if DEBUG`, `#else of #if BETA`: conditions the build decides.
    var words: [String] = []

    /// The conditions of every `#if` clause that encloses `node`.
    static func around(_ node: some SyntaxProtocol) -> CompilationConditions {
        var result = CompilationConditions()
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self) {
                result.add(clause)
            }
            current = parent.parent
        }
        return result
    }

    /// Adds what one clause says (with the clauses before it in its
    /// `#if … #elseif … #else` chain negated).
    mutating func add(_ clause: IfConfigClauseSyntax) {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return }
        let earlier = list.prefix { $0.id != clause.id }.compactMap(\.condition)
        var allowed = Set(Platform.allCases)
        var decided = true
        for platform in Platform.allCases {
            var value: Bool? = clause.condition.map { Self.evaluate($0, on: platform) } ?? true
            for condition in earlier {
                value = Self.and(value, Self.not(Self.evaluate(condition, on: platform)))
            }
            if value == false { allowed.remove(platform) }
            if value == nil { decided = false }
        }
        if allowed.count < Platform.allCases.count {
            platforms = platforms.map { $0.intersection(allowed) } ?? allowed
        }
        if !decided { words.append(Self.describe(clause, earlier: earlier)) }
    }

    private static func describe(_ clause: IfConfigClauseSyntax, earlier: [ExprSyntax]) -> String {
        let keyword = clause.poundKeyword.text
        if let condition = clause.condition { return "\(keyword) \(condition.trimmedText)" }
        let negated = earlier.map(\.trimmedText).joined(separator: " || ")
        return "#else of #if \(negated)"
    }

    /// Whether a compilation condition holds on a platform; nil when the
    /// build decides it (`DEBUG`, a custom flag, the simulator).
    static func evaluate(_ condition: ExprSyntax, on platform: Platform) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return not(evaluate(prefix.expression, on: platform))
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, on: platform)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            let left = evaluate(infix.leftOperand, on: platform)
            let right = evaluate(infix.rightOperand, on: platform)
            switch text(of: infix.operator) {
            case "&&": return and(left, right)
            case "||": return or(left, right)
            default: return nil
            }
        }
        // `a && b || c` arrives unfolded, as a sequence of operands and operators.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements), on: platform)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self), let argument = call.arguments.first.map({ text(of: $0.expression) }) else {
            return nil
        }
        switch text(of: call.calledExpression) {
        case "os":
            switch argument {
            case "iOS": return platform == .iOS || platform == .iPadOS
            case "tvOS": return platform == .tvOS
            case "visionOS", "xrOS": return platform == .visionOS
            case "macOS", "OSX": return platform == .macOS
            case "watchOS": return platform == .watchOS
            default: return false
            }
        case "canImport":
            switch argument {
            case "UIKit": return platform != .macOS && platform != .watchOS
            case "AppKit": return platform == .macOS
            case "WatchKit": return platform == .watchOS
            case "SwiftUI": return true
            default: return nil
            }
        case "targetEnvironment":
            return argument == "macCatalyst" ? platform == .macOS : nil
        default:
            return nil
        }
    }

    /// An expression's text without trivia: a name's or an operator's token
    /// read directly, rather than walking the node for its text
    /// (`trimmedDescription`, which copies the node first, cost Yattee 44 M
    /// instructions for a thousand `#if` conditions).
    private static func text(of expression: ExprSyntax) -> String {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let binary = expression.as(BinaryOperatorExprSyntax.self) { return binary.operator.text }
        return expression.trimmedText
    }

    /// `a && b || c`: `&&` binds tighter than `||`.
    private static func evaluate(sequence elements: [ExprSyntax], on platform: Platform) -> Bool? {
        var disjunction: Bool? = false
        var conjunction: Bool? = true
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                if element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" {
                    disjunction = or(disjunction, conjunction)
                    conjunction = true
                }
                continue
            }
            conjunction = and(conjunction, evaluate(element, on: platform))
        }
        return or(disjunction, conjunction)
    }

    static func not(_ value: Bool?) -> Bool? { value.map { !$0 } }

    static func and(_ left: Bool?, _ right: Bool?) -> Bool? {
        if left == false || right == false { return false }
        if left == nil || right == nil { return nil }
        return true
    }

    static func or(_ left: Bool?, _ right: Bool?) -> Bool? {
        if left == true || right == true { return true }
        if left == nil || right == nil { return nil }
        return false
    }
}

/// A test of the device the app runs on: `UIDevice.current.userInterfaceIdiom
/// == .pad`, or an app's own mirror of it (`deviceType != .phone`). It holds
/// for the whole life of the app on a device, so what it adds is that
/// device's, not a condition that changes the bar.
enum DeviceIdiom {
    /// The platforms the condition holds on, or nil when it is not one
    /// such comparison.
    static func platforms(testedBy conditions: ConditionElementListSyntax) -> Set<Platform>? {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition else { return nil }
        return platforms(testedBy: expression, sizeClass: false)
    }

    /// The platforms a device test holds on: one comparison, or several
    /// joined by `||`, `&&` and `!` (`sizeClass == .compact || idiom ==
    /// .phone`). nil when anything else decides it too.
    static func platforms(testedBy expression: ExprSyntax, sizeClass: Bool) -> Set<Platform>? {
        let bounds = self.bounds(of: expression, sizeClass: sizeClass)
        return bounds.whereTrue.isDisjoint(with: bounds.whereFalse) ? bounds.whereTrue : nil
    }

    /// The platforms a condition can hold on, and those it can fail on:
    /// `idiom == .phone && isSignedIn` holds on iPhone only, and can fail
    /// anywhere. With `sizeClass`, a comparison of the horizontal size
    /// class counts as a device test, as it does where the app chooses
    /// between whole views: an iPhone's width is compact, an iPad's full
    /// screen regular.
    static func bounds(of expression: ExprSyntax, sizeClass: Bool) -> (whereTrue: Set<Platform>, whereFalse: Set<Platform>) {
        let everywhere = Set(Platform.allCases)
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return bounds(of: inner, sizeClass: sizeClass)
        }
        if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            let inner = bounds(of: negation.expression, sizeClass: sizeClass)
            return (inner.whereFalse, inner.whereTrue)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return (everywhere, everywhere) }
        let parts = Array(sequence.elements)
        // `&&` binds tighter than `||`, and both looser than comparisons.
        for joiner in ["||", "&&"] {
            guard let groups = ValueResolver.split(parts, at: joiner) else { continue }
            let operands = groups.map { group in
                bounds(of: group.count == 1 ? group[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(group))), sizeClass: sizeClass)
            }
            guard let first = operands.first else { continue }
            return operands.dropFirst().reduce(first) { joined, next in
                joiner == "||"
                    ? (joined.whereTrue.union(next.whereTrue), joined.whereFalse.intersection(next.whereFalse))
                    : (joined.whereTrue.intersection(next.whereTrue), joined.whereFalse.union(next.whereFalse))
            }
        }
        let holds = sizeClass ? SwiftUITabViewReader.platformsWhere(sizeClassCondition: expression) ?? idiomComparison(parts) : idiomComparison(parts)
        guard let holds else { return (everywhere, everywhere) }
        return (holds, everywhere.subtracting(holds))
    }

    private static func idiomComparison(_ parts: [ExprSyntax]) -> Set<Platform>? {
        guard parts.count == 3,
              let operatorText = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, operatorText == "==" || operatorText == "!=",
              let subject = (parts[0].as(MemberAccessExprSyntax.self)?.declName ?? parts[0].as(DeclReferenceExprSyntax.self)).map({ $0.baseName.text }),
              ["userInterfaceIdiom", "idiom", "deviceType", "deviceIdiom"].contains(subject),
              let idiom = parts[2].as(MemberAccessExprSyntax.self)?.declName.baseName.text, let platform = platformsByIdiom[idiom]
        else { return nil }
        return operatorText == "==" ? [platform] : Set(Platform.allCases).subtracting([platform])
    }

    private static let platformsByIdiom: [String: Platform] = [
        "phone": .iOS, "pad": .iPadOS, "tv": .tvOS, "vision": .visionOS, "mac": .macOS,
    ]
}

/// Where a file is compiled, judged from the folders it lives in: Xcode
/// projects keep each platform's target in its own folder (`App tvOS/`,
/// `WatchApp/`, `Shared/`). A folder whose name ends in `TV`
/// (`MovieSwiftTV/`) is the tvOS target's only when the project builds for
/// tvOS: in an iPhone-only app it is a feature (`LiveTV/`).
enum FolderPlatform {
    static func platforms(ofPath path: String, built: Set<Platform>) -> Set<Platform>? {
        let originalFolders = path.split(separator: "/").dropLast()
        for original in originalFolders.reversed() {
            let folder = original.lowercased()
            if built.contains(.tvOS), original.count > 2, original.hasSuffix("TV"), original.dropLast(2).last?.isLetter == true { return [.tvOS] }
            let words = folder.split { !$0.isLetter && !$0.isNumber }.map(String.init)
            if words.contains(where: { $0 == "tvos" || $0 == "appletv" }) || folder.hasSuffix("tvos") { return [.tvOS] }
            if words.contains(where: { $0 == "watchos" || $0 == "watch" || $0 == "watchkit" }) || folder.hasSuffix("watchos")
                || folder.contains("watchkit") || folder.contains("watchapp")
            {
                return [.watchOS]
            }
            if words.contains(where: { $0 == "visionos" || $0 == "xros" }) || folder.hasSuffix("visionos") { return [.visionOS] }
            if words.contains(where: { $0 == "macos" || $0 == "osx" }) || folder.hasSuffix("macos") { return [.macOS] }
        }
        return nil
    }
}

/// A view and the modifiers applied to it, innermost first:
/// `Text("a").badge(2).tag(1)` is `Text("a")` with `badge`, then `tag`.
struct ModifierChain {
    struct Modifier {
        let name: String
        let call: FunctionCallExprSyntax
        var arguments: LabeledExprListSyntax { call.arguments }
        var closure: ClosureExprSyntax? { call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self) }
    }

    let base: ExprSyntax
    let modifiers: [Modifier]

    init(_ expression: ExprSyntax) {
        var current = ValueResolver.unwrapped(expression)
        var found: [Modifier] = []
        // `SwiftUI.Image(name)`: a type named through its module is built,
        // not modified; modifiers are methods, named in lower case.
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text.first?.isUppercase != true
        {
            found.append(Modifier(name: member.declName.baseName.text, call: call))
            current = base
        }
        base = current
        modifiers = found.reversed()
    }

    /// The modifiers applied to a view from outside, read upwards from the
    /// view's expression: `TabView { … }.tabViewStyle(.page)`.
    static func applied(to view: ExprSyntax) -> [Modifier] {
        var found: [Modifier] = []
        var current = Syntax(view)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            found.append(Modifier(name: member.declName.baseName.text, call: call))
            current = Syntax(call)
        }
        return found
    }

    func modifier(_ name: String) -> Modifier? { modifiers.last { $0.name == name } }

    /// The name the base view is built with: `Tab`, `TabSection`, `ForEach`, `HomeView`.
    var baseName: String? {
        guard let call = base.as(FunctionCallExprSyntax.self) else { return nil }
        return Self.calleeName(call)
    }

    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = generic.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base.map({ ValueResolver.typePath($0) != nil }) ?? false {
            return member.declName.baseName.text
        }
        return nil
    }
}

import SwiftSyntax
import TabBarSpec
import TabBarYAML

/// Reads SwiftUI `TabView`s: the `.tabItem` forms, iOS 18's `Tab` and
/// `TabSection`, tabs generated with `ForEach`, and the modifiers that make a
/// bar sidebar-adaptable or customizable. Page-style `TabView`s (carousels),
/// watchOS pages, `TabView`s none of whose children is a tab, and preview
/// code are not tab bars and yield nothing.
struct SwiftUITabViewReader {
    let resolver: ValueResolver
    let builtPlatforms: BuiltPlatforms

    /// A view (or view controller representable) the app makes only in
    /// preview code (`#Preview { DemoTabs() }`), directly or through a view
    /// only previews make (`TabsWrapper` inside `DemoContainer`): its bar
    /// never ships.
    static func isPreviewOnly(_ typeName: String, in project: SourceProject, levels: Int = 1) -> Bool {
        let calls = project.calls(named: typeName)
        guard calls.isEmpty else {
            guard levels > 1 else { return false }
            let callers = calls.map { call, _ in ValueResolver.enclosingTypeName(of: Syntax(call)) }
            // A view only previews make is named in preview code: a byte
            // search rules out most callers before their callers are parsed.
            guard callers.allSatisfy({ caller in
                caller.map { $0 != typeName && !project.files(mentioning: $0, alsoOneOf: previewWords).isEmpty } ?? false
            }) else { return false }
            return callers.allSatisfy { caller in caller.map { isPreviewOnly($0, in: project, levels: levels - 1) } ?? false }
        }
        return project.files(mentioning: typeName, alsoOneOf: previewWords).contains { path in
            guard let file = project.file(path) else { return false }
            let finder = PreviewCallFinder(name: typeName)
            finder.walk(file.tree)
            return finder.found
        }
    }

    private static let previewWords = [["#Preview", "PreviewProvider"]]

    /// Where the reader is inside the `TabView`'s content.
    private struct Context {
        var conditions: [String] = []
        var platforms: Set<Platform>?
        var section: TextValue?
        /// How many of the view's own properties and functions the reader is inside.
        var inlined = 0
    }

    func bars(in file: SwiftSourceFile) -> [SourceBar] {
        let finder = CallFinder(names: ["TabView"])
        finder.walk(file.tree)
        return finder.calls.compactMap { bar(from: $0, in: file) }
    }

    private func bar(from call: FunctionCallExprSyntax, in file: SwiftSourceFile) -> SourceBar? {
        let outer = ModifierChain.applied(to: ExprSyntax(call))
        if let style = outer.last(where: { $0.name == "tabViewStyle" }), Self.isPageStyle(style) { return nil }
        if Self.hasPageStyleInCompilationBranch(call) || Self.isInSettingsScene(call) { return nil }
        let compiled = CompilationConditions.around(call)
        // Debug-only code never ships.
        if compiled.words.contains(where: { $0.hasPrefix("#if DEBUG") }) { return nil }
        if let typeName = ValueResolver.enclosingTypeName(of: Syntax(call)),
           Self.isPreviewOnly(typeName, in: resolver.project) || Self.isSettingsPanes(typeName, in: resolver.project)
        {
            return nil
        }
        var platforms = compiled.platforms ?? builtPlatforms.platforms(ofFile: file.path)
        // A bar the app shows on iPhone only, or on iPad only, is that device's.
        if let shown = BarUses(project: resolver.project).platforms(showing: Syntax(call)) {
            let narrowed = (platforms ?? Set(SpecBuilder.defaultPlatforms)).intersection(shown)
            if !narrowed.isEmpty { platforms = narrowed }
        }
        // watchOS has no tab bar: its TabView pages.
        if let platforms, platforms.subtracting([.watchOS]).isEmpty { return nil }
        guard let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        var bar = SourceBar(origin: .swiftUI, range: file.range(of: call))
        bar.platforms = platforms?.subtracting([.watchOS])
        let scope = Scope(file: file, typeName: ValueResolver.enclosingTypeName(of: Syntax(call)))
        resolver.startBar()
        // A bar only built for tvOS (`#if os(tvOS)`) reads its values there too.
        if let platforms = bar.platforms, platforms.isDisjoint(with: [.iOS, .iPadOS]), let only = platforms.sorted().first {
            resolver.platform = only
        }
        bar.tabs = tabs(in: content.statements, scope: scope, context: Context(), bar: &bar)
        readPlatformVariants(of: content, scope: scope, into: &bar)
        // Views without tab items alone (a `TabView` of pages) make no bar.
        guard bar.tabs.contains(where: { !$0.isBlankSlot }) || !bar.unknownTabs.isEmpty else { return nil }
        if let style = outer.last(where: { $0.name == "tabViewStyle" }), let argument = style.arguments.first?.expression {
            let text = argument.trimmedText
            if text.contains("sidebarAdaptable") {
                bar.style = file.located(.sidebarAdaptable, at: argument)
            } else if text.contains("tabBarOnly") {
                bar.style = file.located(.tabBar, at: argument)
            }
        }
        if let customization = outer.last(where: { $0.name == "tabViewCustomization" }) {
            bar.customizable = Located(true, at: Self.modifierRange(customization, in: file))
        } else if let setting = resolver.persistedSettings.first {
            // Tabs read from settings people can change are theirs to choose.
            bar.customizable = Located(true, at: setting)
        }
        if let transition = outer.last(where: { $0.name == "transition" }), Self.isFade(transition) {
            bar.transition = Located(.crossfade, at: Self.modifierRange(transition, in: file))
        }
        SelectionInterception.markActionTabs(in: &bar, tabView: call, file: file, resolver: resolver)
        return bar
    }

    /// When the tab list read for iOS passed over `#if os(…)` clauses
    /// compiled for another platform with a tab bar that the app builds
    /// (`#if os(iOS) … #else … #endif` in a coordinator's list, in a tvOS
    /// app), the bar is read again there: the iOS tabs are the iPhone's and
    /// iPad's, the others that platform's.
    private func readPlatformVariants(of content: ClosureExprSyntax, scope: Scope, into bar: inout SourceBar) {
        // A bar `#if` or its folder limits to some platforms is read for those.
        guard bar.platforms == nil else { return }
        let withTabBars = resolver.platformVariants.intersection([.tvOS, .visionOS])
        // Checked before the project files are read, which most bars never need.
        guard !withTabBars.isEmpty else { return }
        let variants = withTabBars.intersection(builtPlatforms.platforms.union(resolver.namedPlatforms))
        guard !variants.isEmpty else { return }
        let phoneAndPad = Set(SpecBuilder.defaultPlatforms)
        for index in bar.tabs.indices {
            bar.tabs[index].platforms = bar.tabs[index].platforms?.intersection(phoneAndPad) ?? phoneAndPad
        }
        for platform in variants.sorted() {
            resolver.platform = platform
            var variant = SourceBar(origin: bar.origin, range: bar.range)
            let context = Context(platforms: [platform])
            bar.tabs += tabs(in: content.statements, scope: scope, context: context, bar: &variant)
            bar.unknownTabs += variant.unknownTabs.filter { unknown in !bar.unknownTabs.contains { $0.range == unknown.range } }
        }
        resolver.platform = .iOS
        bar.platforms = phoneAndPad.union(variants)
    }

    /// `.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`, watchOS's
    /// `.verticalPage` and `.carousel`.
    static func isPageStyle(_ style: ModifierChain.Modifier) -> Bool {
        guard let argument = style.arguments.first?.expression.trimmedText else { return false }
        return argument.hasPrefix(".page") || argument.contains("PageTabViewStyle") || argument.hasPrefix(".verticalPage")
            || argument.contains("VerticalPageTabViewStyle") || argument.hasPrefix(".carousel") || argument.contains("CarouselTabViewStyle")
    }

    /// `TabView { … }.frame(…) #if os(iOS) .tabViewStyle(.page) #endif`: a
    /// page style applied inside a compilation branch, which the modifier
    /// chain does not run through.
    static func hasPageStyleInCompilationBranch(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(ExprSyntax.self) || parent.is(IfConfigClauseSyntax.self)
            || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self) || parent.is(PostfixIfConfigExprSyntax.self)
        {
            node = parent
        }
        let finder = PageStyleFinder(after: call.endPosition)
        finder.walk(node)
        return finder.found
    }

    /// A `TabView` in a macOS `Settings` scene is the settings window's
    /// toolbar of panes, not a tab bar.
    static func isInSettingsScene(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let enclosing = node.as(FunctionCallExprSyntax.self), ModifierChain.calleeName(enclosing) == "Settings" { return true }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// A view the app makes in a macOS `Settings` scene
    /// (`Settings { SettingsView() }`, the usual shape) draws the settings
    /// window's panes, as a `TabView` written in the scene does, also where
    /// a menu-bar app shows the same view in a window of its own.
    static func isSettingsPanes(_ typeName: String, in project: SourceProject) -> Bool {
        project.calls(named: typeName).contains { call, _ in isInSettingsScene(call) }
    }

    static func isFade(_ transition: ModifierChain.Modifier) -> Bool {
        transition.arguments.first?.expression.trimmedText.contains("opacity") ?? false
    }

    // MARK: The content

    private func tabs(in statements: CodeBlockItemListSyntax, scope: Scope, context: Context, bar: inout SourceBar) -> [SourceTab] {
        var found: [SourceTab] = []
        for item in statements {
            if case .decl(let declaration) = item.item, let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    guard case .statements(let inner)? = clause.elements else { continue }
                    var compiled = CompilationConditions()
                    compiled.add(clause)
                    var inside = context
                    inside.conditions += compiled.words
                    if let platforms = compiled.platforms { inside.platforms = inside.platforms.map { $0.intersection(platforms) } ?? platforms }
                    found += tabs(in: inner, scope: scope, context: inside, bar: &bar)
                }
                continue
            }
            guard let expression = ValueResolver.expression(of: item) else { continue }
            found += tabs(from: expression, scope: scope, context: context, bar: &bar)
        }
        return found
    }

    private func tabs(from expression: ExprSyntax, scope: Scope, context: Context, bar: inout SourceBar) -> [SourceTab] {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return tabs(in: ifExpression, scope: scope, context: context, bar: &bar)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            // `switch item` over the element being read: its own arm.
            if let subject = switchExpression.subject.as(DeclReferenceExprSyntax.self), scope.bindings[subject.baseName.text] != nil,
               case .enumCase(let subjectCase) = resolver.follow(switchExpression.subject, in: scope)
            {
                return resolver.arm(of: switchExpression, matching: subjectCase).map { tabs(in: $0, scope: scope, context: context, bar: &bar) } ?? []
            }
            var arms: [(tabs: [SourceTab], condition: String)] = []
            for element in switchExpression.cases {
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { continue }
                var inside = context
                let condition = "`switch \(switchExpression.subject.trimmedText)` \(switchCase.label.trimmedText)"
                inside.conditions.append(condition)
                arms.append((tabs(in: switchCase.statements, scope: scope, context: inside, bar: &bar), condition))
            }
            return Self.alternatives(arms, decidedBy: "switch \(ValueResolver.abbreviated(switchExpression.subject))")
        }
        let chain = ModifierChain(expression)
        var found: [SourceTab]
        switch chain.baseName {
        case "ForEach":
            found = forEachTabs(chain, scope: scope, context: context, bar: &bar)
        case "TabSection":
            found = sectionTabs(chain, scope: scope, context: context, bar: &bar)
        case "Group" where chain.modifier("tabItem") == nil:
            guard let closure = chain.base.as(FunctionCallExprSyntax.self)?.trailingClosure else { return [] }
            found = tabs(in: closure.statements, scope: scope, context: context, bar: &bar)
        case "Tab":
            guard let call = chain.base.as(FunctionCallExprSyntax.self) else { return [] }
            found = [tab(fromTabCall: call, scope: scope)]
        default:
            if let tab = tabItemTab(chain, scope: scope) {
                found = [tab]
            } else if Self.isBlankSystemView(chain) {
                // A child without `.tabItem` still takes a slot in the bar,
                // untitled and without an icon (a `Spacer()` under a button
                // laid over the bar).
                var slot = SourceTab(range: scope.file.range(of: chain.base))
                slot.isBlankSlot = true
                found = [slot]
            } else if context.inlined < Self.maximumInlining, let (content, contentScope) = builtContent(chain.base, scope: scope) {
                var inside = context
                inside.inlined += 1
                found = tabs(in: content, scope: contentScope, context: inside, bar: &bar)
            } else {
                return []
            }
        }
        for index in found.indices {
            apply(chain.modifiers, to: &found[index], scope: scope)
            found[index].conditions = context.conditions + found[index].conditions
            if let platforms = context.platforms {
                found[index].platforms = found[index].platforms.map { $0.intersection(platforms) } ?? platforms
            }
            if found[index].section == nil { found[index].section = context.section }
        }
        return found
    }

    /// SwiftUI's own content views, which carry no tab item of their own
    /// (a view of the app's may apply `.tabItem` in its `body`).
    private static let blankSystemViews: Set = ["Spacer", "Color", "Text", "Rectangle", "Circle", "Divider", "ProgressView"]

    private static func isBlankSystemView(_ chain: ModifierChain) -> Bool {
        let base = ValueResolver.unwrapped(chain.base)
        if let member = base.as(MemberAccessExprSyntax.self), let color = member.base?.trimmedText {
            return color == "Color"
        }
        guard let name = chain.baseName, base.is(FunctionCallExprSyntax.self) else { return false }
        return blankSystemViews.contains(name)
    }

    /// How deep content built by the view's own properties and functions
    /// is read (they may call each other).
    private static let maximumInlining = 8

    /// `mainTabs`, `mainTab(for: item)`: tab content a property or function
    /// of the view builds (`@TabContentBuilder`), to be read in place, with
    /// the call's arguments bound to the function's parameters.
    private func builtContent(_ expression: ExprSyntax, scope: Scope) -> (CodeBlockItemListSyntax, Scope)? {
        let name: String
        var call: FunctionCallExprSyntax?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let made = expression.as(FunctionCallExprSyntax.self), let reference = made.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            call = made
        } else {
            return nil
        }
        guard !ValueResolver.mayNameType(name) else { return nil }
        // `pane(text: .garden, …)`: a function of the view, else a file-level one.
        if let call {
            return scope.typeName.flatMap { resolver.body(ofFunction: name, inType: $0, calledBy: call, from: scope) }
                ?? resolver.body(ofFreeFunction: name, calledBy: call, from: scope)
        }
        guard let typeName = scope.typeName else { return nil }
        for declaration in resolver.declarations(ofType: typeName) {
            for item in declaration.memberBlock?.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self),
                      let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }),
                      let body = ValueResolver.getterBody(binding)
                else { continue }
                return (body, Scope(file: declaration.file, typeName: typeName))
            }
        }
        return nil
    }

    private func tabs(in ifExpression: IfExprSyntax, scope: Scope, context: Context, bar: inout SourceBar) -> [SourceTab] {
        var found: [SourceTab] = []
        // The branches with run-time conditions, alternatives to each other
        // when the chain ends in `else` and no device or static test is among them.
        var arms: [(tabs: [SourceTab], condition: String)] = []
        var onlyRunTimeTests = true
        var earlier: [String] = []
        // The platforms the clauses so far did not claim, once a clause
        // tests the device (`userInterfaceIdiom == .pad`).
        var unclaimed: Set<Platform>?
        var current: IfExprSyntax? = ifExpression
        while let clause = current {
            // A device test does not change the bar under anyone: the tab
            // is that device's, as `#if os(…)` would make it.
            if let idiom = DeviceIdiom.platforms(testedBy: clause.conditions) {
                found += arms.flatMap(\.tabs)
                arms = []
                onlyRunTimeTests = false
                var inside = context
                inside.platforms = Self.restrict(context.platforms, to: idiom.intersection(unclaimed ?? Set(Platform.allCases)))
                found += tabs(in: clause.body.statements, scope: scope, context: inside, bar: &bar)
                unclaimed = (unclaimed ?? Set(Platform.allCases)).subtracting(idiom)
                switch clause.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    var otherwise = context
                    otherwise.platforms = Self.restrict(context.platforms, to: unclaimed ?? [])
                    return found + tabs(in: block.statements, scope: scope, context: otherwise, bar: &bar)
                case nil: return found
                }
                continue
            }
            // `if tab == .search` inside a `ForEach`: decided for each element.
            if let holds = staticTruth(of: clause.conditions, in: scope) {
                found += arms.flatMap(\.tabs)
                arms = []
                onlyRunTimeTests = false
                if holds { return found + tabs(in: clause.body.statements, scope: scope, context: context, bar: &bar) }
                switch clause.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?: return found + tabs(in: block.statements, scope: scope, context: context, bar: &bar)
                case nil: return found
                }
                continue
            }
            let condition = ValueResolver.singleLine(clause.conditions)
            var inside = context
            let armCondition = (earlier.map { "not (\($0))" } + [condition]).joined(separator: " and ")
            inside.conditions.append(armCondition)
            arms.append((tabs(in: clause.body.statements, scope: scope, context: inside, bar: &bar), armCondition))
            earlier.append(condition)
            switch clause.elseBody {
            case .ifExpr(let next)?:
                current = next
            case .codeBlock(let block)?:
                var otherwise = context
                let elseCondition = earlier.map { "not (\($0))" }.joined(separator: " and ")
                otherwise.conditions.append(elseCondition)
                arms.append((tabs(in: block.statements, scope: scope, context: otherwise, bar: &bar), elseCondition))
                // With an `else`, one of the branches always runs.
                guard onlyRunTimeTests else { return found + arms.flatMap(\.tabs) }
                return found + Self.alternatives(arms, decidedBy: "if \(ValueResolver.abbreviated(ifExpression.conditions))")
            case nil:
                current = nil
            }
        }
        return found + arms.flatMap(\.tabs)
    }

    /// The branches of a `switch` (always exhaustive) or of an `if` chain
    /// ending in `else`: exactly one runs. A tab every branch gives, with
    /// the same `.tag` or `value:`, is one tab that is always there, not a
    /// tab per branch; a title or icon the branches give differently is
    /// decided at run time. A tab only some branches give stays under its
    /// branch's condition, after the first branch's tabs.
    private static func alternatives(_ arms: [(tabs: [SourceTab], condition: String)], decidedBy decider: String) -> [SourceTab] {
        let identifiers = arms.map { Set($0.tabs.compactMap { $0.identifier?.value }) }
        guard arms.count > 1, let first = arms.first, let common = identifiers.dropFirst().reduce(identifiers.first, { $0?.intersection($1) }),
              !common.isEmpty
        else { return arms.flatMap(\.tabs) }
        func counterparts(of identifier: String) -> [SourceTab] {
            arms.dropFirst().compactMap { arm in arm.tabs.first { $0.identifier?.value == identifier } }
        }
        var merged: [SourceTab] = []
        for tab in first.tabs {
            guard let identifier = tab.identifier?.value, common.contains(identifier) else {
                merged.append(tab)
                continue
            }
            var slot = tab
            slot.conditions.removeAll { $0 == first.condition }
            let others = counterparts(of: identifier)
            let reason = "different in each branch of `\(decider)`"
            if let title = tab.title, others.contains(where: { $0.title?.identity != title.identity }) {
                slot.title = .unknown(UnknownValue(reason: reason, range: title.range))
            }
            if let icon = tab.icon, others.contains(where: { $0.icon?.identity != icon.identity }) {
                slot.icon = .unknown(UnknownValue(reason: reason, range: icon.range))
            }
            merged.append(slot)
        }
        let rest = arms.dropFirst().flatMap { arm in arm.tabs.filter { tab in tab.identifier.map { !common.contains($0.value) } ?? true } }
        return merged + rest
    }

    private static func restrict(_ platforms: Set<Platform>?, to limit: Set<Platform>) -> Set<Platform> {
        platforms.map { $0.intersection(limit) } ?? limit
    }

    /// `element == .case` / `!=` where the element is a bound enum case.
    private func staticTruth(of conditions: ConditionElementListSyntax, in scope: Scope) -> Bool? {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition,
              let sequence = expression.as(SequenceExprSyntax.self)
        else { return nil }
        return resolver.truth(ofComparison: Array(sequence.elements), in: scope)
    }

    private func sectionTabs(_ chain: ModifierChain, scope: Scope, context: Context, bar: inout SourceBar) -> [SourceTab] {
        guard let call = chain.base.as(FunctionCallExprSyntax.self) else { return [] }
        var inside = context
        if let title = call.arguments.first(where: { $0.label == nil })?.expression {
            inside.section = resolver.text(of: title, in: scope, literal: .localizedKey)
        }
        let content = call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        guard let content else { return [] }
        return tabs(in: content.statements, scope: scope, context: inside, bar: &bar)
    }

    // MARK: ForEach

    private func forEachTabs(_ chain: ModifierChain, scope: Scope, context: Context, bar: inout SourceBar) -> [SourceTab] {
        guard let call = chain.base.as(FunctionCallExprSyntax.self),
              let given = call.arguments.first?.expression,
              let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        else { return [] }
        // `ForEach(Array(tabs.enumerated()), id: \.offset) { index, tab in … }`:
        // the list's elements, each given to the closure with its offset
        // (the second parameter, `$1`, is the element).
        let (data, isEnumerated) = Self.enumeratedList(given)
        let names = Self.parameterNames(of: content)
        let parameter = isEnumerated ? (names.count == 2 ? names[1] : "$1") : Self.parameterName(of: content)
        switch ElementList.elements(of: data, in: scope, resolver: resolver) {
        case .unknown(let unknown):
            bar.unknownTabs.append(unknown)
            return []
        case .known(let elements, let condition):
            var found: [SourceTab] = []
            var inside = context
            if let condition { inside.conditions.append(condition) }
            for element in elements {
                let (bound, condition) = element.unconditional
                var elementScope = scope
                elementScope.bindings[parameter] = bound
                elementScope.bindings[isEnumerated ? "$1" : "$0"] = bound
                var elementContext = inside
                if let condition { elementContext.conditions.append(condition) }
                found += tabs(in: content.statements, scope: elementScope, context: elementContext, bar: &bar)
            }
            return found
        }
    }

    /// `Array(tabs.enumerated())` or `tabs.enumerated()`: the list
    /// enumerated, and that it is.
    private static func enumeratedList(_ data: ExprSyntax) -> (list: ExprSyntax, isEnumerated: Bool) {
        var inner = ValueResolver.unwrapped(data)
        if let call = inner.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Array",
           call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        {
            inner = ValueResolver.unwrapped(only.expression)
        }
        guard let call = inner.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "enumerated",
              let list = member.base
        else { return (data, false) }
        return (list, true)
    }

    /// The closure's single parameter (`tab in`, `(tab) in`), `$0` when unnamed.
    static func parameterName(of closure: ClosureExprSyntax) -> String {
        parameterNames(of: closure).first ?? "$0"
    }

    /// The names a closure's parameters are written with.
    static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: return parameters.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    // MARK: One tab

    /// iOS 18's `Tab("Title", systemImage: "x", value: v) { … }`,
    /// `Tab(value:role:)` and `Tab { … } label: { … }`.
    private func tab(fromTabCall call: FunctionCallExprSyntax, scope: Scope) -> SourceTab {
        let file = scope.file
        var tab = SourceTab(range: file.range(of: call))
        for argument in call.arguments {
            switch argument.label?.text {
            case nil where tab.title == nil && !argument.expression.is(ClosureExprSyntax.self):
                tab.title = resolver.text(of: argument.expression, in: scope, literal: .localizedKey)
            case "systemImage"?: tab.icon = resolver.symbol(argument.expression, in: scope)
            case "image"?: tab.icon = resolver.imageName(argument.expression, in: scope)
            case "value"?: tab.identifier = identifier(argument.expression, in: scope)
            // `tab == .explore ? .search : nil` in a `ForEach`: the branch this element takes.
            case "role"?: tab.role = Self.role(resolver.decidedBranch(of: argument.expression, in: scope) ?? argument.expression, in: file)
            case nil, "content"?, "label"?: break
            // `Tab("Wallet", customSymbol: "wallet", value: .wallet)`: an
            // initializer the app or a package adds; its icon is unknown, not absent.
            case let added?:
                let reason = "given by `Tab(_:\(added):)`, an initializer SwiftUI does not have"
                tab.icon = tab.icon ?? .unknown(UnknownValue(reason: reason, range: file.range(of: argument)))
            }
        }
        let labelClosure = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? call.arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
        if let labelClosure {
            let label = LabelReader(resolver: resolver).label(of: labelClosure.statements, scope: scope)
            tab.title = tab.title ?? label.title
            tab.icon = tab.icon ?? label.icon
        }
        if tab.role?.value == .search {
            SystemItems.fillSearch(&tab, at: call, in: file)
        }
        return tab
    }

    static func role(_ expression: ExprSyntax, in file: SwiftSourceFile) -> Located<TabRole>? {
        guard let name = expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        switch name {
        case "search": return file.located(.search, at: expression)
        case "prominent": return file.located(.prominent, at: expression)
        default: return nil
        }
    }

    /// A view with `.tabItem { … }`, or a view of the app's own whose body
    /// ends in one.
    private func tabItemTab(_ chain: ModifierChain, scope: Scope) -> SourceTab? {
        if let tabItem = chain.modifier("tabItem"), let label = label(of: tabItem, scope: scope) {
            var tab = SourceTab(range: Self.modifierRange(tabItem, in: scope.file))
            tab.title = label.title
            tab.icon = label.icon
            return tab
        }
        // `Text("a").gardenTab()`: a method of the app's `View` extension that applies `.tabItem`.
        for modifier in chain.modifiers where !Self.tabModifiers.contains(modifier.name) {
            guard let (statements, methodScope) = resolver.body(ofFunction: modifier.name, inType: "View", calledBy: modifier.call, from: scope),
                  let result = resolver.resultExpression(of: statements, selfCase: nil, scope: methodScope)
            else { continue }
            let inner = ModifierChain(result)
            if inner.modifier("tabItem") != nil, var tab = tabItemTab(inner, scope: methodScope) {
                apply(inner.modifiers, to: &tab, scope: methodScope)
                return tab
            }
        }
        guard let name = chain.baseName, name.first?.isUppercase == true,
              let body = resolver.memberValue(named: "body", ofType: name, selfCase: nil, scope: scope),
              case .expression(let expression, let bodyScope, _) = body
        else { return nil }
        let inner = ModifierChain(expression)
        guard inner.modifier("tabItem") != nil, var tab = tabItemTab(inner, scope: bodyScope) else { return nil }
        apply(inner.modifiers, to: &tab, scope: bodyScope)
        return tab
    }

    /// The label `.tabItem` shows: its closure's, or that of the method it
    /// is given by name (`.tabItem(section.label)`), read as if called.
    private func label(of tabItem: ModifierChain.Modifier, scope: Scope) -> LabelReader.Label? {
        let reader = LabelReader(resolver: resolver)
        if let closure = tabItem.closure { return reader.label(of: closure.statements, scope: scope) }
        guard let method = tabItem.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return nil }
        let call = FunctionCallExprSyntax(calledExpression: ExprSyntax(method), leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
        guard case .expression(let made, let madeScope, _) = resolver.follow(ExprSyntax(call), in: scope), made.id != call.id else {
            let unknown = UnknownValue(reason: "the label `\(method.trimmedText)` makes at run time", range: scope.file.range(of: method))
            return LabelReader.Label(title: .unknown(unknown), icon: .unknown(unknown))
        }
        return reader.read(made, scope: madeScope).completed
    }

    /// SwiftUI's modifiers of a tab that `apply` reads: never the app's own.
    private static let tabModifiers: Set = [
        "tabItem", "badge", "tag", "customizationID", "tabPlacement", "defaultVisibility", "hidden", "disabled", "accessibilityLabel",
    ]

    /// `.tabItem { … }`, `.disabled(true)`… without the view it is applied
    /// to, which starts lines earlier: a finding about the modifier points at it.
    static func modifierRange(_ modifier: ModifierChain.Modifier, in file: SwiftSourceFile) -> SourceRange {
        let start = modifier.call.calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
            ?? modifier.call.positionAfterSkippingLeadingTrivia
        return file.range(from: start.utf8Offset, to: modifier.call.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    private func apply(_ modifiers: [ModifierChain.Modifier], to tab: inout SourceTab, scope: Scope) {
        let file = scope.file
        for modifier in modifiers {
            let argument = modifier.arguments.first?.expression
            switch modifier.name {
            case "badge":
                guard let argument else { continue }
                tab.badge = badge(argument, in: scope)
            case "tag", "customizationID":
                guard let argument, modifier.name == "customizationID" || tab.identifier == nil else { continue }
                tab.identifier = identifier(argument, in: scope)
            case "tabPlacement":
                // A tab's own placement wins over its section's.
                guard tab.placement == nil, let argument else { continue }
                switch placementName(argument, in: scope) {
                case "sidebarOnly"?: tab.placement = file.located(.sidebarOnly, at: argument)
                case "pinned"?: tab.placement = file.located(.pinned, at: argument)
                default: break
                }
            case "defaultVisibility":
                // `.defaultVisibility(.hidden, for: .tabBar)`: not in the bar
                // until people add it, where the bar can be customized (an
                // iPad's); on iPhone it has no effect and the tab is in the bar.
                if argument?.trimmedText == ".hidden", modifier.arguments.contains(where: { $0.expression.trimmedText.contains("tabBar") }) {
                    tab.placement = Located(.sidebarOnly, at: Self.modifierRange(modifier, in: file))
                    tab.placementPlatforms = Set(Platform.allCases).subtracting([.iOS])
                }
            case "hidden":
                // `.hidden(horizontalSizeClass == .compact)`: not on iPhone,
                // whose width is compact; `.hidden()`: nowhere; another
                // condition: the tab shows while it does not hold.
                let condition = argument.map { ValueResolver.singleLine($0) }
                if let argument, argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false) { continue }
                if condition == nil || condition == "true" {
                    tab.platforms = []
                } else if let argument, let hiddenOn = Self.platformsWhere(sizeClassCondition: argument) {
                    tab.platforms = (tab.platforms ?? Set(Platform.allCases)).subtracting(hiddenOn)
                    // Hidden in compact width: an iPad shows it only in
                    // regular width, in its sidebar and top bar. The bar
                    // rules judge an iPad's bar in compact width, where it
                    // folds like an iPhone's and this tab is not in it.
                    if hiddenOn.contains(.iOS), tab.placement == nil {
                        tab.placement = Located(.sidebarOnly, at: Self.modifierRange(modifier, in: file))
                        tab.placementPlatforms = [.iPadOS]
                    }
                } else if let condition {
                    tab.conditions.append("not (\(condition))")
                }
            case "disabled":
                if let argument, argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                    tab.enabled = Located(false, at: Self.modifierRange(modifier, in: file))
                }
            case "accessibilityLabel":
                if let argument { tab.accessibilityLabel = resolver.text(of: argument, in: scope, literal: .localizedKey) }
            default:
                break
            }
        }
    }

    /// The platforms where a comparison of the horizontal size class holds
    /// (`sizeClass == .compact`, `horizontalSizeClass != .regular`): an
    /// iPhone's width is compact, an iPad's full screen and every other
    /// platform's regular. nil for any other condition.
    static func platformsWhere(sizeClassCondition condition: ExprSyntax) -> Set<Platform>? {
        guard let parts = condition.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
              let comparison = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(comparison)
        else { return nil }
        // `.compact` on one side, the size class on the other.
        func implicitMember(_ side: ExprSyntax) -> String? {
            side.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.text : nil }
        }
        guard let sizeClass = implicitMember(parts[0]) ?? implicitMember(parts[2]), ["compact", "regular"].contains(sizeClass) else { return nil }
        let subject = (implicitMember(parts[0]) == nil ? parts[0] : parts[2]).trimmedText.lowercased()
        guard subject.hasSuffix("sizeclass"), !subject.contains("vertical") else { return nil }
        let compact: Set<Platform> = [.iOS]
        let regular = Set(Platform.allCases).subtracting(compact)
        let holdsWhereCompact = (sizeClass == "compact") == (comparison == "==")
        return holdsWhereCompact ? compact : regular
    }

    /// `.pinned`, or a property that gives one per case (`tab.tabPlacement`).
    private func placementName(_ expression: ExprSyntax, in scope: Scope) -> String? {
        switch resolver.follow(expression, in: scope) {
        case .enumCase(let enumCase): return enumCase.name
        case .expression(let final, _, _): return final.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        case .impliedText, .unknown: return nil
        }
    }

    private func badge(_ expression: ExprSyntax, in scope: Scope) -> BadgeSource? {
        // `tab == .inbox ? unread : 0` in a `ForEach`: this element's branch.
        if let branch = resolver.decidedBranch(of: ValueResolver.unwrapped(expression), in: scope) { return badge(branch, in: scope) }
        let file = scope.file
        if let integer = expression.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text.filter { $0 != "_" }) {
            // `badge(_ count: Int)` draws nothing for zero, as its documentation says.
            return value == 0 ? nil : .value(file.located(.integer(value), at: integer))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let integer = prefix.expression.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text)
        {
            return .value(file.located(.integer(-value), at: prefix))
        }
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        switch resolver.text(of: expression, in: scope, literal: .localizedKey) {
        case .literal(let text): return .value(Located(.text(text.value), at: text.range))
        case .localized(let key): return .value(Located(.text(key.fallback ?? key.key), at: key.range))
        case .unknown(let unknown): return .unknown(unknown)
        }
    }

    /// A tab's identity as written: `.home` → `home`, `"home"`, `0`.
    func identifier(_ expression: ExprSyntax, in scope: Scope) -> Located<String>? {
        switch resolver.follow(expression, in: scope) {
        case .enumCase(let enumCase): return scope.file.located(enumCase.name, at: expression)
        case .impliedText(let text, _): return scope.file.located(text, at: expression)
        case .expression(let final, let finalScope, _):
            if let literal = final.as(StringLiteralExprSyntax.self), let text = ValueResolver.literalText(literal) {
                return finalScope.file.located(text, at: literal)
            }
            if let integer = final.as(IntegerLiteralExprSyntax.self) { return finalScope.file.located(integer.literal.text, at: integer) }
            return nil
        case .unknown: return nil
        }
    }
}

/// A `tabViewStyle` modifier with a page style after a position.
private final class PageStyleFinder: SyntaxVisitor {
    let position: AbsolutePosition
    var found = false

    init(after position: AbsolutePosition) {
        self.position = position
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.position >= position, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "tabViewStyle",
           SwiftUITabViewReader.isPageStyle(ModifierChain.Modifier(name: "tabViewStyle", call: node))
        {
            found = true
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // Closures (the TabView's content, a sheet's) hold other views, not
        // the TabView's modifiers.
        .skipChildren
    }
}

/// Finds calls to the named types or functions, outside preview code
/// (`#Preview`, `PreviewProvider`), which never ships.
final class CallFinder: SyntaxVisitor {
    let names: Set<String>
    /// Also methods called on a value (`controller.reset(…)`), not only
    /// functions and members of a type.
    let includesMethods: Bool
    var calls: [FunctionCallExprSyntax] = []

    init(names: Set<String>, includesMethods: Bool = false) {
        self.names = names
        self.includesMethods = includesMethods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let method = includesMethods ? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text : nil
        if let name = ModifierChain.calleeName(node) ?? method, names.contains(name) { calls.append(node) }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        Self.isPreviewProvider(node) ? .skipChildren : .visitChildren
    }

    static func isPreviewProvider(_ node: StructDeclSyntax) -> Bool {
        node.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedText == "PreviewProvider" } ?? false
    }
}

/// Whether preview code (`#Preview`, a `PreviewProvider`) calls a name.
private final class PreviewCallFinder: SyntaxVisitor {
    let name: String
    private(set) var found = false
    private var previewDepth = 0

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if previewDepth > 0, ModifierChain.calleeName(node) == name { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enter(node.macroName.text == "Preview") }
    override func visitPost(_ node: MacroExpansionExprSyntax) { leave(node.macroName.text == "Preview") }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.macroName.text == "Preview") }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { leave(node.macroName.text == "Preview") }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(CallFinder.isPreviewProvider(node)) }
    override func visitPost(_ node: StructDeclSyntax) { leave(CallFinder.isPreviewProvider(node)) }

    private func enter(_ isPreview: Bool) -> SyntaxVisitorContinueKind {
        if isPreview { previewDepth += 1 }
        return .visitChildren
    }

    private func leave(_ isPreview: Bool) {
        if isPreview { previewDepth -= 1 }
    }
}

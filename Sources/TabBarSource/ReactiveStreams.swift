import SwiftSyntax

/// Tab lists a reactive stream delivers (RxSwift, Combine):
///
///     output.tabBarItems.drive(onNext: { items in
///         self.setViewControllers(items.map { $0.controller() }, animated: false)
///     })
///
/// where the view model makes `tabBarItems` as
/// `Observable.just(authorized).map { authorized in authorized ? [...] : [...] }`.
/// The closure's parameter is what the stream emits: a value the code
/// gives (`just(x)`, `Just(x)`), through `map` and the operators that pass
/// values on unchanged. Anything else a stream emits is not known.
enum ReactiveStreams {
    /// The stream whose values a closure parameter receives: the receiver
    /// of the `drive`, `subscribe`, `bind`, `sink` or `onReceive` call the
    /// closure is given to.
    static func subscribedStream(ofParameter name: String, around use: Syntax) -> ExprSyntax? {
        var current = use.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard SwiftUITabViewReader.parameterNames(of: closure).contains(name) else {
                    current = node.parent
                    continue
                }
                var parent = closure.parent
                if let argument = parent?.as(LabeledExprSyntax.self) {
                    guard ["onNext", "receiveValue", nil].contains(argument.label?.text) else { return nil }
                    parent = parent?.parent?.parent
                }
                guard let call = parent?.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      subscriptions.contains(member.declName.baseName.text)
                else { return nil }
                return member.base
            }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// What a stream emits, as a tab list, or nil when the code does not say.
    static func emitted(by stream: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList? {
        resolver.deeper { emittedList(by: stream, in: scope, resolver: resolver) } ?? nil
    }

    private static func emittedList(by stream: ExprSyntax, in scope: Scope, resolver: ValueResolver) -> ElementList? {
        let stream = ValueResolver.unwrapped(stream)
        if let call = stream.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if passThrough.contains(name), let base = member.base { return emitted(by: base, in: scope, resolver: resolver) }
            // `Observable.just(authorized).map { authorized in … }`: the closure's result for the value given.
            if name == "map", let base = member.base, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
               let (value, valueScope) = givenValue(of: base, in: scope)
            {
                var inner = scope
                inner.bindings[SwiftUITabViewReader.parameterName(of: closure)] = .expression(value, valueScope)
                inner.bindings["$0"] = .expression(value, valueScope)
                let list = ElementList.returned(by: closure.statements, in: inner, resolver: resolver)
                return list.map { ElementList.typed($0, by: closure.signature?.returnClause?.type.trimmedText) }
            }
            if let (value, valueScope) = givenValue(of: stream, in: scope) {
                return ElementList.elements(of: value, in: valueScope, resolver: resolver)
            }
        }
        // `output.tabBarItems`, a property holding the stream.
        if case .expression(let final, let finalScope, _) = resolver.follow(stream, in: scope), final.id != stream.id {
            return emitted(by: final, in: finalScope, resolver: resolver)
        }
        return nil
    }

    /// The one value a stream made of it emits: `Observable.just(x)`,
    /// `Just(x)`, `.just(x)`, `BehaviorRelay(value: x)`.
    private static func givenValue(of stream: ExprSyntax, in scope: Scope) -> (ExprSyntax, Scope)? {
        guard let call = ValueResolver.unwrapped(stream).as(FunctionCallExprSyntax.self), call.arguments.count == 1,
              let argument = call.arguments.first
        else { return nil }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedText
        switch (callee, argument.label?.text) {
        case ("just", nil), ("Just", nil), ("BehaviorRelay", "value"?), ("CurrentValueSubject", nil): return (argument.expression, scope)
        default: return nil
        }
    }

    /// The calls that hand a stream's values to a closure.
    private static let subscriptions: Set = ["drive", "subscribe", "bind", "sink", "onReceive"]

    /// Operators that pass each value on as it is (in time or thread only).
    private static let passThrough: Set = [
        "delay", "observe", "observeOn", "subscribeOn", "receive", "asDriver", "asObservable", "asSignal", "eraseToAnyPublisher",
        "distinctUntilChanged", "removeDuplicates", "share", "debounce", "throttle", "asDriverOnErrorJustComplete",
    ]
}

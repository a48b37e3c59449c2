import SwiftSyntax

/// Settings kept in `UserDefaults`. What a new install reads for a key is
/// the default the app registers (`UserDefaults.standard.register(defaults:)`),
/// which also wins over an `@AppStorage` declaration's own default: the
/// registration domain answers before the wrapper falls back.
extension ValueResolver {
    /// The getters of `UserDefaults` that read a setting by key.
    private static let settingGetters: Set<String> = [
        "string", "integer", "bool", "double", "float", "object", "array", "stringArray", "dictionary", "url", "value", "data",
    ]

    /// `UserDefaults.standard.string(forKey: "startTab")`, or a defaults
    /// object the code names `defaults`: the key read, or nil for any other call.
    static func settingRead(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let read = keyedRead(call) else { return nil }
        let base = read.base.trimmedText
        let readsDefaults = base.hasPrefix("UserDefaults") || base.hasSuffix("UserDefaults.standard") || base.hasSuffix("defaults")
            || base.hasSuffix("Defaults")
        return readsDefaults ? read.key : nil
    }

    /// `x.string(forKey: k)` with one of `UserDefaults`' getters, on any
    /// receiver: the receiver, the getter and the key.
    static func keyedRead(_ call: FunctionCallExprSyntax) -> (base: ExprSyntax, getter: String, key: ExprSyntax)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), settingGetters.contains(member.declName.baseName.text),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "forKey", let base = member.base
        else { return nil }
        return (base, member.declName.baseName.text, argument.expression)
    }

    /// What a setting read from `UserDefaults` holds on a new install: the
    /// registered default, or unknown (the app may write anything there).
    func followSettingRead(key: ExprSyntax, in scope: Scope, declaredType: String?) -> Followed {
        guard let registered = registeredDefault(forKey: key, in: scope) else {
            return .unknown("the setting `\(key.trimmedText)` read from `UserDefaults`, for which the app registers no default")
        }
        notePersistedSetting(at: registered.range)
        return follow(registered.value, in: registered.scope, declaredType: declaredType)
    }

    /// The value the app registers for a key, where it is registered.
    func registeredDefault(forKey key: ExprSyntax, in scope: Scope) -> (value: ExprSyntax, scope: Scope, range: SourceRange)? {
        guard let wanted = literalString(key, in: scope)?.value else { return nil }
        for registration in registrations() {
            guard case .elements(let elements)? = registration.dictionary?.content else { continue }
            for element in elements where literalString(element.key, in: registration.scope)?.value == wanted {
                return (element.value, registration.scope, registration.scope.file.range(of: element))
            }
        }
        return nil
    }

    /// Whether a new install may read something for a key: the app
    /// registers it, or registers defaults this reading cannot list (keys
    /// the code computes, a dictionary built at run time).
    func mayRegisterDefault(forKey key: ExprSyntax, in scope: Scope) -> Bool {
        if registeredDefault(forKey: key, in: scope) != nil { return true }
        let registrations = registrations()
        guard literalString(key, in: scope) != nil else { return !registrations.isEmpty }
        return registrations.contains { registration in
            guard case .elements(let elements)? = registration.dictionary?.content else { return registration.dictionary == nil }
            return elements.contains { literalString($0.key, in: registration.scope) == nil }
        }
    }

    /// The app's `register(defaults:)` calls, with the dictionary literal
    /// each passes when it passes one.
    private func registrations() -> [(dictionary: DictionaryExprSyntax?, scope: Scope)] {
        project.calls(named: "register", label: "defaults").compactMap { call, file in
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "defaults" else { return nil }
            let callScope = Scope(file: file, typeName: Self.enclosingTypeName(of: Syntax(call)))
            guard case .expression(let registered, let registeredScope, _) = follow(argument.expression, in: callScope) else {
                return (nil, callScope)
            }
            return (registered.as(DictionaryExprSyntax.self), registeredScope)
        }
    }

    /// A persisted property's registered default, which a new install
    /// reads instead of the declared one; an enum setting is registered by
    /// its raw value.
    func registeredValue(of variable: VariableDeclSyntax, in scope: Scope, declaredType: String?, declared: Followed) -> Followed? {
        guard let key = Self.storageKey(of: variable), let registered = registeredDefault(forKey: key, in: scope) else { return nil }
        let value = follow(registered.value, in: registered.scope, declaredType: declaredType)
        let enumType: String?
        if case .enumCase(let declaredCase) = declared { enumType = declaredCase.typeName ?? declaredType } else { enumType = declaredType }
        if let enumType, let enumCase = enumCase(ofType: enumType, rawValue: value) { return .enumCase(enumCase) }
        return value
    }

    /// `@AppStorage("startTab")`: the key of a persisted property.
    static func storageKey(of variable: VariableDeclSyntax) -> ExprSyntax? {
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self),
                  ["AppStorage", "SceneStorage"].contains(attribute.attributeName.trimmedText),
                  case .argumentList(let arguments)? = attribute.arguments, let key = arguments.first, key.label == nil
            else { continue }
            return key.expression
        }
        return nil
    }

    /// The case of a `String` or `Int` enum whose raw value a registered
    /// setting holds (`"library"` for `AppTab.library`).
    func enumCase(ofType typeName: String, rawValue raw: Followed) -> EnumCase? {
        let path = typeName.trimmingSuffix("?").split(separator: ".").map(String.init)
        guard let name = path.last else { return nil }
        if case .enumCase(let enumCase) = raw {
            return enumCase.typeName == nil || enumCase.typeName == name ? EnumCase(typeName: name, name: enumCase.name) : nil
        }
        guard let wanted = Self.literalValue(of: raw) else { return nil }
        for caseName in Self.caseNames(ofPath: path, in: project) {
            let enumCase = EnumCase(typeName: name, name: caseName)
            if let integer = integerRawValue(of: enumCase), String(integer) == wanted { return enumCase }
            if Self.literalValue(of: rawValue(of: enumCase)) == wanted { return enumCase }
        }
        return nil
    }
}

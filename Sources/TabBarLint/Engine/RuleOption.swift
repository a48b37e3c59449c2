import TabBarSpec
import TabBarYAML

/// A value a user can give a rule option (in configuration, issue-3 style).
public indirect enum OptionValue: Sendable, Equatable, CustomStringConvertible {
    case int(Int)
    case number(Double)
    case string(String)
    case bool(Bool)
    case list([OptionValue])
    case map([String: OptionValue])

    public var description: String {
        switch self {
        case .int(let value): return String(value)
        case .number(let value): return String(value)
        case .string(let value): return value
        case .bool(let value): return String(value)
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .map(let values):
            return "{ " + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
        }
    }
}

extension OptionValue {
    /// The value as YAML flow text, as a configuration would write it:
    /// text that YAML would read as something else is quoted.
    public var yamlFlowText: String {
        switch self {
        case .int, .number, .bool: return description
        case .string(let text):
            let plain = ResolvedScalar.resolvePlain(text) == .string(text)
                && !text.contains(where: { ":#,[]{}&*!|>'\"%@`".contains($0) }) && text.first != "-" && text.first != " " && text.last != " "
            guard !plain else { return text }
            var quoted = "\""
            for character in text {
                if character == "\"" || character == "\\" { quoted.append("\\") }
                quoted.append(character)
            }
            return quoted + "\""
        case .list(let values): return "[" + values.map(\.yamlFlowText).joined(separator: ", ") + "]"
        case .map(let values):
            return "{ " + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.yamlFlowText)" }.joined(separator: ", ") + " }"
        }
    }
}

/// A Swift type an option can hold.
public protocol OptionValueConvertible: Sendable {
    init?(optionValue: OptionValue)
    var optionValue: OptionValue { get }
    /// What a configuration must write, for error messages ("a whole number").
    static var optionTypeDescription: String { get }
}

extension Int: OptionValueConvertible {
    public init?(optionValue: OptionValue) {
        guard case .int(let value) = optionValue else { return nil }
        self = value
    }
    public var optionValue: OptionValue { .int(self) }
    public static var optionTypeDescription: String { "a whole number" }
}

extension Double: OptionValueConvertible {
    /// Whole numbers are accepted too: `375` means 375.0.
    public init?(optionValue: OptionValue) {
        switch optionValue {
        case .number(let value): self = value
        case .int(let value): self = Double(value)
        default: return nil
        }
    }
    public var optionValue: OptionValue { .number(self) }
    public static var optionTypeDescription: String { "a number" }
}

extension Bool: OptionValueConvertible {
    public init?(optionValue: OptionValue) {
        guard case .bool(let value) = optionValue else { return nil }
        self = value
    }
    public var optionValue: OptionValue { .bool(self) }
    public static var optionTypeDescription: String { "true or false" }
}

extension String: OptionValueConvertible {
    public init?(optionValue: OptionValue) {
        guard case .string(let value) = optionValue else { return nil }
        self = value
    }
    public var optionValue: OptionValue { .string(self) }
    public static var optionTypeDescription: String { "text" }
}

extension Array: OptionValueConvertible where Element == String {
    public init?(optionValue: OptionValue) {
        guard case .list(let values) = optionValue else { return nil }
        var strings: [String] = []
        for value in values {
            guard let string = String(optionValue: value) else { return nil }
            strings.append(string)
        }
        self = strings
    }
    public var optionValue: OptionValue { .list(map(\.optionValue)) }
    public static var optionTypeDescription: String { "a list of text" }
}

extension Dictionary: OptionValueConvertible where Key == Platform, Value == Int {
    public init?(optionValue: OptionValue) {
        guard case .map(let values) = optionValue else { return nil }
        var result: [Platform: Int] = [:]
        for (name, value) in values {
            guard let platform = Platform(caseInsensitive: name), let number = Int(optionValue: value) else { return nil }
            result[platform] = number
        }
        self = result
    }
    public var optionValue: OptionValue {
        .map(Dictionary<String, OptionValue>(uniqueKeysWithValues: map { ($0.key.rawValue, .int($0.value)) }))
    }
    public static var optionTypeDescription: String { "a map from platform to whole number, such as `{ iOS: 5 }`" }
}

/// A typed option of a rule, with its default.
public struct RuleOption<Value: OptionValueConvertible>: Sendable {
    public let key: String
    public let summary: String
    public let defaultValue: Value

    public init(_ key: String, default defaultValue: Value, _ summary: String) {
        self.key = key
        self.summary = summary
        self.defaultValue = defaultValue
    }

    /// The option without its type, for documentation and configuration.
    public var erased: AnyRuleOption {
        AnyRuleOption(
            key: key, summary: summary, defaultValue: defaultValue.optionValue,
            typeDescription: Value.optionTypeDescription, canonicalize: { Value(optionValue: $0)?.optionValue }
        )
    }
}

public struct AnyRuleOption: Sendable {
    public let key: String
    public let summary: String
    public let defaultValue: OptionValue
    /// What a configured value must be, in words.
    public let typeDescription: String
    /// A configured value in the option's own spelling (`ios` → `iOS`), or
    /// nil when it does not convert to the option's type.
    let canonicalize: @Sendable (OptionValue) -> OptionValue?

    /// The value a configuration's setting stands for, or nil when it has
    /// the wrong type. A map (limits per platform) is laid over the default
    /// map, so `{ iOS: 6 }` keeps the other platforms' defaults; anything
    /// else replaces the default.
    func effectiveValue(configured: OptionValue) -> OptionValue? {
        guard let value = canonicalize(configured) else { return nil }
        guard case .map(let defaults) = defaultValue, case .map(let overrides) = value else { return value }
        return .map(defaults.merging(overrides) { _, override in override })
    }
}

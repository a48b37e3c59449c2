/// A scalar resolved under the YAML 1.2 core schema: plain `3` is an integer,
/// `"3"` a string; `true`/`false` are booleans but `yes`/`no` are strings;
/// `~`, `null` and the empty plain scalar are null. An explicit standard tag
/// (`!!str`, `!!int`, …) decides instead of the style.
public enum ResolvedScalar: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)

    static let yamlTagPrefix = "tag:yaml.org,2002:"

    public init(value: String, style: ScalarStyle, tag: String?) {
        if let tag, tag.hasPrefix(Self.yamlTagPrefix) {
            let name = tag.dropFirst(Self.yamlTagPrefix.count)
            switch name {
            case "str": self = .string(value); return
            case "null": self = .null; return
            case "bool": self = Self.bool(value).map { .bool($0) } ?? .string(value); return
            case "int": self = Self.int(value).map { .int($0) } ?? .string(value); return
            case "float": self = Self.float(value).map { .float($0) } ?? .string(value); return
            default: break
            }
        }
        // A quoted or block scalar, or the non-specific `!` tag, is a string.
        guard style == .plain, tag == nil else {
            self = .string(value)
            return
        }
        self = Self.resolvePlain(value)
    }

    public static func resolvePlain(_ value: String) -> ResolvedScalar {
        // Most plain scalars are words (`Library`, `house`), and only a few
        // first characters can start a null, a boolean or a number: skip the
        // two dozen string comparisons below for the rest.
        guard let first = value.utf8.first else { return .null }
        guard Self.mayStartNonString(first) else { return .string(value) }
        // The first character also tells which of them it can be: a null
        // starts with `~` or n, a boolean with t or f, a number with a
        // digit, a sign or a dot; only those comparisons are made (a title
        // such as `Today` or `Favorites` went through all two dozen).
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            switch value {
            case "~", "null", "Null", "NULL": return .null
            default: return .string(value)
            }
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bool(value).map { .bool($0) } ?? .string(value)
        default:
            if let int = int(value) { return .int(int) }
            if let float = float(value) { return .float(float) }
            return .string(value)
        }
    }

    /// Whether a plain scalar starting with `byte` can be anything but a
    /// string: `~`, n/N (null), t/T/f/F (booleans), digits, signs and `.`
    /// (numbers, `.inf`, `.nan`).
    private static func mayStartNonString(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "~"),
             UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    static func bool(_ value: String) -> Bool? {
        switch value {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    static func int(_ value: String) -> Int? {
        guard let first = value.utf8.first else { return nil }
        // `hasPrefix` compares Characters; it is asked only when the bytes
        // start so (a `0` then an `x` or `o`), as every number is read here.
        if first == UInt8(ascii: "0"), value.utf8.dropFirst().first.map({ $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "o") }) == true {
            if value.hasPrefix("0x") { return Int(value.dropFirst(2), radix: 16) }
            if value.hasPrefix("0o") { return Int(value.dropFirst(2), radix: 8) }
        }
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || (0x30...0x39).contains(first) else {
            return nil
        }
        return Int(value)
    }

    static func float(_ value: String) -> Double? {
        switch value {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
        var digitsSeen = false
        var sawDot = false
        var sawExponent = false
        var previous: UInt8 = 0
        for (index, byte) in value.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digitsSeen = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                guard index == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return nil }
            case UInt8(ascii: "."):
                guard !sawDot, !sawExponent else { return nil }
                sawDot = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard digitsSeen, !sawExponent else { return nil }
                sawExponent = true
            default:
                return nil
            }
            previous = byte
        }
        guard digitsSeen, previous != UInt8(ascii: "e"), previous != UInt8(ascii: "E"),
            previous != UInt8(ascii: "+"), previous != UInt8(ascii: "-")
        else { return nil }
        return Double(value)
    }

    /// "the number 3", "the string \"3\"", for messages.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "the boolean \(value)"
        case .int(let value): return "the number \(value)"
        case .float(let value): return "the number \(value)"
        case .string(let value): return "the string \"\(value)\""
        }
    }
}

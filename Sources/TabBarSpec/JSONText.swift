/// JSON string literals, for every JSON file tabbar-lint writes (reports,
/// baselines, the spec's JSON Schema): control characters become `\\uXXXX`, so any message, path
/// or source text stays valid JSON.
public enum JSONText {
    public static func quoted(_ text: String) -> String {
        // Works on UTF-8 bytes: every byte of a multi-byte character is 0x80
        // or above, so only ASCII bytes ever need escaping, and the rest are
        // copied in runs rather than a character at a time.
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(text.utf8.count + 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0..<0x20:
                let digits = Array("0123456789ABCDEF".utf8)
                out += Array("\\u00".utf8) + [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}

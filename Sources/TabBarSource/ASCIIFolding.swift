extension String {
    /// The text lowercased with only its letters and digits, read byte by
    /// byte, when it is all ASCII (most keys and asset names are); nil
    /// otherwise, for the caller's own reading of other scripts.
    var asciiLettersAndDigitsLowercased: String? {
        let utf8 = utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var kept: [UInt8] = []
        kept.reserveCapacity(utf8.count)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept.append(byte + 0x20)
            default: continue
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

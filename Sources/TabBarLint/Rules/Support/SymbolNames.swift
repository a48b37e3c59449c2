import TabBarSpec

/// How SF Symbol names relate: `plus.circle.fill` is `plus` restyled, and
/// `house.fill` draws the same glyph as `house`. Names are dot-separated
/// components.
enum SymbolNames {
    /// Name components that restyle a symbol without changing what it depicts.
    static let styleComponents: Set<String> = ["fill", "circle", "square", "rectangle", "app"]

    /// Whether `name` is `base` itself or `base` with only style components
    /// after it (`gearshape.fill`, `magnifyingglass.circle`).
    static func isVariant(_ name: String, of base: String) -> Bool {
        // Most pairs are not variants at all; for ASCII names that is told
        // from the bytes, without building `base + "."` and comparing
        // Characters (the action inference asks it of every tab's symbol
        // against a list of names).
        if isSelfOrExtended(name, base) == false { return false }
        guard name == base || name.hasPrefix(base + ".") else { return false }
        return name.dropFirst(base.count).split(separator: ".").allSatisfy { styleComponents.contains(String($0)) }
    }

    /// Whether `name` is `base` or starts with `base` and a dot, read as
    /// bytes; nil unless both are ASCII, where each Character is a byte
    /// (or a CR LF pair, which a dot never splits) and equality is byte
    /// equality, so the answer is that of `==` and `hasPrefix`.
    private static func isSelfOrExtended(_ name: String, _ base: String) -> Bool? {
        ASCIIText.withBytes(of: name) { nameBytes in
            ASCIIText.withBytes(of: base) { baseBytes -> Bool? in
                guard ASCIIText.isASCII(nameBytes), ASCIIText.isASCII(baseBytes) else { return nil }
                guard nameBytes.count >= baseBytes.count else { return false }
                for index in 0..<baseBytes.count where nameBytes[index] != baseBytes[index] { return false }
                return nameBytes.count == baseBytes.count || nameBytes[baseBytes.count] == UInt8(ascii: ".")
            }
        }
    }

    /// The symbol with its `fill` component removed: `heart.circle.fill` →
    /// `heart.circle`.
    ///
    /// Symbol names are ASCII, and `duplicate-icon` and `symbol-variant`
    /// strip every tab's symbol, so ASCII names are split as bytes (about a
    /// tenth of the cost of splitting Characters); other text keeps the
    /// Character-wise split, where a `.` followed by a combining mark is one
    /// Character and no separator.
    static func withoutFill(_ name: String) -> String {
        // Copied byte by byte straight into the result, a `fill` component
        // taken back once it is complete: splitting into an array of
        // slices and joining them cost about 3,700 instructions a name.
        let ascii = ASCIIText.withBytes(of: name) { bytes in
            ASCIIText.writing(upTo: bytes.count) { output -> Int? in
                var length = 0
                var componentStart = 0
                var wroteComponent = false
                func endComponent() {
                    let isFill = length - componentStart == 4 && output[componentStart] == UInt8(ascii: "f")
                        && output[componentStart + 1] == UInt8(ascii: "i") && output[componentStart + 2] == UInt8(ascii: "l")
                        && output[componentStart + 3] == UInt8(ascii: "l")
                    guard isFill else {
                        wroteComponent = true
                        return
                    }
                    // Back to before the component, and before the dot that joined it.
                    length = wroteComponent ? componentStart - 1 : componentStart
                }
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    if byte == UInt8(ascii: ".") {
                        endComponent()
                        if wroteComponent {
                            output[length] = byte
                            length += 1
                        }
                        componentStart = length
                    } else {
                        output[length] = byte
                        length += 1
                    }
                }
                endComponent()
                return length
            }
        }
        return ascii ?? characterWithoutFill(name)
    }

    /// `withoutFill` for any text, split into Characters.
    static func characterWithoutFill(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false)
            .filter { $0 != "fill" }
            .joined(separator: ".")
    }

    /// Whether the name has a `fill` component (`house.fill`,
    /// `person.crop.circle.fill.badge.plus`), as filled variants do. ASCII
    /// names are split as bytes, as in `withoutFill`.
    static func isFilled(_ name: String) -> Bool {
        ASCIIText.withBytes(of: name, asciiIsFilled) ?? characterIsFilled(name)
    }

    /// `isFilled` of an ASCII name's bytes; nil for other text. Each
    /// component is compared with `fill` as its bytes go by: splitting the
    /// name into an array of components first cost about 1,400 instructions
    /// a name, for every custom tab on every platform.
    private static func asciiIsFilled(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var length = 0
        var isFill = true
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: ".") {
                if isFill, length == 4 { return true }
                length = 0
                isFill = true
                continue
            }
            // `f`, `i`, then `l` twice.
            let expected = length == 0 ? UInt8(ascii: "f") : length == 1 ? UInt8(ascii: "i") : UInt8(ascii: "l")
            if isFill, length < 4, byte == expected {
                length += 1
            } else {
                isFill = false
            }
        }
        return isFill && length == 4
    }

    /// `isFilled` for any text, split into Characters.
    static func characterIsFilled(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).contains("fill")
    }

    /// The name with a `fill` component added, likeliest first: at the end
    /// (`heart.circle` → `heart.circle.fill`), then before each earlier
    /// component down to the second, which is where it goes before a badge
    /// or a script suffix (`person.crop.circle.badge.plus` →
    /// `person.crop.circle.fill.badge.plus`, `character.book.closed.ja` →
    /// `character.book.closed.fill.ja`). Which of these exist is the
    /// catalog's business.
    static func withFillCandidates(_ name: String) -> [String] {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.count > 0, !components.contains("fill") else { return [] }
        return stride(from: components.count, through: 1, by: -1).map { position in
            var filled = components
            filled.insert("fill", at: position)
            return filled.joined(separator: ".")
        }
    }

    /// The SF Symbol names a tab gives (`icon: house`, `icon.symbol`,
    /// `icon.selected-symbol`), each with how a message names the field.
    static func symbols(of tab: Tab) -> [(field: String, name: Located<String>)] {
        // Each name read from the tab in place, into one array: copying the
        // whole icon out of the tab, then a list of both optional names,
        // went through their value witnesses and two allocations.
        var symbols: [(field: String, name: Located<String>)] = []
        // Room for both at once: appended to an empty array, the second
        // name made it grow, a second allocation per tab and rule.
        symbols.reserveCapacity(2)
        if let symbol = tab.icon?.symbol { symbols.append(("symbol", symbol)) }
        if let selected = tab.icon?.selectedSymbol { symbols.append(("selected symbol", selected)) }
        return symbols
    }
}

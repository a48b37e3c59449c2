import Testing
import TabBarSpec

/// `Whitespace` answers as the Unicode tables and Character do.
struct WhitespaceTests {
    /// The 25 scalars the test lists are exactly those with White_Space.
    @Test func whitespaceScalarsAreThoseOfTheUnicodeTables() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Whitespace.isWhitespace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    /// Blank text is what a walk over its Characters calls blank, a
    /// whitespace scalar followed by a mark included.
    @Test(arguments: [
        "Home", " Home", "", " ", "\t\n", "\r\n", "\u{A0}", "\u{A0}x", "\u{3000}", "\u{2003}\u{2003}", "\u{301}", " \u{301}",
        "é", "팟캐스트", "\u{200B}", "\u{85}", " \u{301} ",
    ])
    func blankTextMatchesTheCharacterPath(text: String) {
        #expect(Whitespace.isBlank(text) == text.allSatisfy(\.isWhitespace))
        #expect(Whitespace.contains(in: text) == text.unicodeScalars.contains(where: \.properties.isWhitespace))
    }
}

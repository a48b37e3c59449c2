import Testing
@testable import TabBarSource

/// A large generated strings file is parsed cut down to the accessor a tab
/// names (`MemberCut`), and whole where the cut might not be exact: the
/// titles, files, lines and columns read must be the same either way.
@Suite struct MemberCutTests {
    private func cut(_ text: String, member: String) -> String? {
        MemberCut.cut(Array(text.utf8), member: Array(member.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    @Test func keepsTheTopLevelTypeHeadersAndTheMembersDeclarations() {
        let file = """
            import Foundation
            enum L10n {
              /// Home
              static let home = L10n.tr("Localizable", "home", fallback: "Home {")
              static let other = L10n.tr("Localizable", "other")
              static func title(_ count: Int) -> String {
                return L10n.home + String(count)
              }
              enum Tab {
                static var home: String {
                  L10n.tr("Localizable", "tab.home")
                }
              }
            }
            let appName = "Garden"
            """
        // The pieces kept, a line break apart: the top level, each type's
        // header and closing brace, the member's declarations (a doc comment
        // with them); not the other members.
        let cut = MemberCut.cut(Array(file.utf8), member: Array("home".utf8))
        #expect(cut.map { String(decoding: $0.bytes, as: UTF8.self) } == """
            import Foundation
            enum L10n {
              /// Home
              static let home = L10n.tr("Localizable", "home", fallback: "Home {")
              enum Tab {
                static var home: String {
                  L10n.tr("Localizable", "tab.home")
                }
            }
            }
            let appName = "Garden"
            """)
        // Each piece's place in the file: the doc comment at byte 30, the
        // line of `enum Tab` at 252, `static var home` at 265, the two
        // closing braces at 344 and 346.
        #expect(cut?.pieces.map(\.fileStart) == [0, 30, 252, 265, 344, 346])
    }

    @Test func declinesWhereTheCutMightNotBeExact() {
        // A member made conditional by `#if`.
        #expect(cut("enum L10n {\n#if os(iOS)\n  static let home = \"Home\"\n#endif\n}\n", member: "home") == nil)
        // A name not alone after its keyword (`case a, home`), or used bare.
        #expect(cut("enum Tab {\n  case feed, home\n}\n", member: "home") == nil)
        #expect(cut("enum Tab {\n  static let all = [\n    home\n  ]\n}\n", member: "home") == nil)
        // Strings and comments the scan does not follow.
        #expect(cut("enum L10n {\n  static let home = \"\"\"\n  {\n  \"\"\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  /* } */\n  static let home = \"Home\"\n}\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  static let home = \"\\(x)\"\n}\n", member: "home") == nil)
        // Unbalanced braces, and a declaration that closes its type.
        #expect(cut("enum L10n {\n  static let home = \"Home\"\n", member: "home") == nil)
        #expect(cut("enum L10n {\n  static let home = \"Home\" }\n", member: "home") == nil)
    }

    /// A SwiftGen strings file past `MemberCut.minimumFileSize`: 500
    /// accessors, then `Other.home` and `Tab.home` (one name in two enums).
    private static func generatedStrings(conditionalSaved: Bool) -> String {
        var text = "// Generated using SwiftGen\nimport Foundation\n\ninternal enum L10n {\n  internal enum Filler {\n"
        for index in 0..<500 {
            text += "    /// Filler \(index)\n    internal static let filler\(index) = L10n.tr(\"Localizable\", \"filler.\(index)\", fallback: \"Filler \(index)\")\n"
        }
        text += """
              }
              internal enum Other {
                internal static let home = L10n.tr("Localizable", "other.home", fallback: "Other Home")
              }
              internal enum Tab {
                /// Home
                internal static let home = L10n.tr("Localizable", "tab.home", fallback: "Home")

            """
        text += conditionalSaved ? "    #if os(iOS)\n" : ""
        text += """
                /// Saved
                internal static var saved: String { return L10n.tr("Localizable", "tab.saved", fallback: "Saved") }

            """
        text += conditionalSaved ? "    #endif\n" : ""
        text += """
              }
            }

            extension L10n {
              private static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
            }

            """
        return text
    }

    private func bar(strings: String) throws -> Reading {
        let app = FixtureApp([
            "App/Generated/Strings.swift": strings,
            "App/Root.swift": """
                import SwiftUI
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab(L10n.Tab.home, systemImage: "house") { Home() }
                            Tab(L10n.Tab.saved, systemImage: "bookmark") { Saved() }
                        }
                    }
                }
                """,
        ])
        let spec = try #require(app.bars().first?.spec)
        return Reading(
            titles: spec.titles, files: spec.tabs.map { $0.title?.range.file }, positions: spec.tabs.map { $0.title?.range.lineColumn }
        )
    }

    private struct Reading: Equatable {
        let titles: [String?]
        let files: [String?]
        let positions: [String?]
    }

    @Test func aSwiftGenAccessorIsReadFromItsDeclarationAlone() throws {
        let strings = Self.generatedStrings(conditionalSaved: false)
        #expect(strings.utf8.count > MemberCut.minimumFileSize)
        // Cut, and small enough a share of the file to be used.
        for member in ["home", "saved"] {
            let cut = try #require(MemberCut.cut(Array(strings.utf8), member: Array(member.utf8)))
            #expect(Double(cut.bytes.count) <= Double(strings.utf8.count) * MemberCut.largestShare)
        }
        #expect(try bar(strings: strings) == Reading(
            titles: ["Home", "Saved"],
            files: ["App/Generated/Strings.swift", "App/Generated/Strings.swift"],
            positions: ["1012:55", "1014:71"]
        ))
    }

    @Test func aFileTheCutDeclinesIsReadWhole() throws {
        let strings = Self.generatedStrings(conditionalSaved: true)
        #expect(cut(strings, member: "home") == nil)
        #expect(try bar(strings: strings) == Reading(
            titles: ["Home", "Saved"],
            files: ["App/Generated/Strings.swift", "App/Generated/Strings.swift"],
            positions: ["1012:55", "1015:71"]
        ))
    }
}

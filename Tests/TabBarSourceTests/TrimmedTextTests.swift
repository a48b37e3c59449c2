import SwiftSyntax
import Testing
@testable import TabBarSource

/// `trimmedText` reads a node's text where `trimmedDescription` copies the
/// node first: the two must say the same of every node, in code with
/// comments, non-ASCII text and the tokens a parser makes up for errors.
@Suite struct TrimmedTextTests {
    private final class EveryNode: SyntaxAnyVisitor {
        var mismatches: [String] = []
        var count = 0

        init() { super.init(viewMode: .all) }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            count += 1
            if node.trimmedText != node.trimmedDescription { mismatches.append("\(node.kind): \(node.trimmedDescription.debugDescription)") }
            return .visitChildren
        }
    }

    @Test(arguments: [
        """
        // A tab bar.
        struct Root: View {
            /* the tabs */ @AppStorage("tab") var tab: Tab = .home   // kept
            var body: some View {
                TabView(selection: $tab) {
                    Text("Café ☕️").tabItem { Label("Home", systemImage: "house") }
                        .tag(Tab.home)
                }
                #if os(iOS)
                .tabViewStyle(.sidebarAdaptable)
                #endif
            }
        }
        """,
        "func (a: ) { let = ; tabs.append(UIViewController( }",
        "enum Tab: String { case home = , case  }  extension Tab.",
        "let x = \"unterminated\n  /* open comment",
    ])
    func saysWhatTrimmedDescriptionSays(_ source: String) {
        let file = SwiftSourceFile(path: "A.swift", bytes: Array(source.utf8))
        let visitor = EveryNode()
        visitor.walk(file.tree)
        #expect(visitor.count > 10)
        #expect(visitor.mismatches.isEmpty, "\(visitor.mismatches)")
    }
}

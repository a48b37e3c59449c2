import Foundation
import Testing

/// `tabbar-lint lsp`, spawned and spoken to over pipes as an editor does.
@Suite(.serialized) struct LanguageServerTests {
    /// A spec with two known problems; the id holds an emoji, two UTF-16
    /// units but four bytes, so a column counted in bytes or scalars shows.
    static let spec = """
        version: 1
        platforms: [iOS]
        min-os: { iOS: "15.0" }
        tabs:
          - { id: "🏠", title: world clock, icon: house }
          - { id: inbox, title: Inbox, icon: tray, badge: 0 }
          - { id: profile, title: Profile, icon: person }

        """

    let folder: String
    let client: LSPClient

    init() throws {
        folder = NSTemporaryDirectory() + "tabbar-lint-lsp-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        client = try LSPClient()
    }

    func uri(_ name: String) -> String { URL(fileURLWithPath: folder + "/" + name).absoluteString }

    func initialize() throws -> [String: Any] {
        let response = try client.request("initialize", ["processId": NSNull(), "rootUri": URL(fileURLWithPath: folder).absoluteString, "capabilities": [:]])
        try client.notify("initialized", [:])
        return response
    }

    func open(_ name: String, _ text: String, language: String = "yaml") throws {
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": language, "version": 1, "text": text]])
    }

    func change(_ name: String, version: Int, range: [String: Any], text: String) throws {
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri(name), "version": version], "contentChanges": [["range": range, "text": text]],
        ])
    }

    func shutDown() throws {
        let response = try client.request("shutdown", [:])
        #expect(response.keys.contains("result") && response["result"] is NSNull)
        try client.notify("exit", [:])
        client.process.waitUntilExit()
        #expect(client.process.terminationStatus == 0)
        try? FileManager.default.removeItem(atPath: folder)
    }

    static func codes(_ diagnostics: [[String: Any]]) -> [String] { diagnostics.compactMap { $0["code"] as? String } }

    @Test func initializeAnnouncesIncrementalSyncAndTheFeatures() throws {
        let result = try #require(try initialize()["result"] as? [String: Any])
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(capabilities["hoverProvider"] as? Bool == true)
        #expect(capabilities["completionProvider"] != nil && capabilities["codeActionProvider"] != nil)
        try shutDown()
    }

    @Test func openSpecGetsItsExactDiagnosticsAndAFixMakesOneGo() throws {
        _ = try initialize()
        try open("app.tabbar.yml", Self.spec)
        let diagnostics = try client.diagnostics(for: uri("app.tabbar.yml"), version: 1)
        #expect(Self.codes(diagnostics) == ["title-capitalization", "badge-value"])
        let title = diagnostics[0]
        #expect(title["range"] as? NSDictionary == range(4, 23, 4, 34) as NSDictionary)
        #expect(title["severity"] as? Int == 3)
        #expect(title["source"] as? String == "tabbar-lint")
        #expect((title["codeDescription"] as? [String: Any])?["href"] as? String
            == "https://github.com/tabbar-lint/tabbar-lint/blob/main/rules/title-capitalization.md")
        #expect((title["message"] as? String)?.hasPrefix("the title of \"world clock\" (🏠) is not in title-style capitalization; write \"World Clock\"") == true)
        #expect(diagnostics[1]["range"] as? NSDictionary == range(5, 50, 5, 51) as NSDictionary)
        #expect(diagnostics[1]["severity"] as? Int == 2)

        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri("app.tabbar.yml")], "range": range(4, 25, 4, 25), "context": ["diagnostics": [title]],
        ])["result"] as? [[String: Any]])
        #expect(actions.compactMap { $0["title"] as? String } == [
            "Change to \"World Clock\" (title-capitalization)", "Suppress title-capitalization for this line",
        ])
        let edits = try #require(((actions[0]["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri("app.tabbar.yml")] as? [[String: Any]])
        #expect(edits.count == 1 && edits[0]["newText"] as? String == "World Clock")
        #expect(edits[0]["range"] as? NSDictionary == range(4, 23, 4, 34) as NSDictionary)
        #expect(actions[0]["isPreferred"] as? Bool == true)

        // Applied as an editor does: an incremental change.
        try change("app.tabbar.yml", version: 2, range: range(4, 23, 4, 34), text: "World Clock")
        #expect(Self.codes(try client.diagnostics(for: uri("app.tabbar.yml"), version: 2)) == ["badge-value"])
        try shutDown()
    }

    @Test func suppressingAFindingWritesTheCommentAboveItsLine() throws {
        _ = try initialize()
        try open("app.tabbar.yml", Self.spec)
        let badge = try #require(try client.diagnostics(for: uri("app.tabbar.yml"), version: 1).last)
        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri("app.tabbar.yml")], "range": range(5, 50, 5, 51), "context": ["diagnostics": [badge]],
        ])["result"] as? [[String: Any]])
        #expect(actions.compactMap { $0["title"] as? String } == ["Remove it (badge-value)", "Suppress badge-value for this line"])
        let suppression = try #require(((actions[1]["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri("app.tabbar.yml")] as? [[String: Any]])
        #expect(suppression.first?["newText"] as? String == "  # tabbar-lint-disable-next-line badge-value\n")
        try change("app.tabbar.yml", version: 2, range: range(5, 0, 5, 0), text: "  # tabbar-lint-disable-next-line badge-value\n")
        #expect(Self.codes(try client.diagnostics(for: uri("app.tabbar.yml"), version: 2)) == ["title-capitalization"])
        try shutDown()
    }

    @Test func hoverExplainsKeysSymbolsAndFindings() throws {
        _ = try initialize()
        try open("app.tabbar.yml", Self.spec)
        _ = try client.diagnostics(for: uri("app.tabbar.yml"), version: 1)
        func hover(_ line: Int, _ character: Int) throws -> String? {
            let response = try client.request("textDocument/hover", ["textDocument": ["uri": uri("app.tabbar.yml")], "position": position(line, character)])
            return ((response["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        }
        #expect(try hover(5, 45) == "**`badge`** — What the badge shows: 3, \"!\", or { value: 3, color: \"#FF3B30\" }.")
        let symbol = try #require(try hover(4, 43))
        #expect(symbol.hasPrefix("**SF Symbol `house`** — SF Symbols 1 (2019)\n\n- iOS 13.0\n- iPadOS 13.0\n- tvOS 13.0"))
        let finding = try #require(try hover(5, 50))
        #expect(finding.hasPrefix("# `badge-value`\n\n"))
        #expect(try hover(1, 0) == "**`platforms`** — Platforms the bar ships on; rules run once per platform.")
        try shutDown()
    }

    @Test func completionOffersKeysAtTheLevelEnumValuesAndSymbolsForMinOS() throws {
        _ = try initialize()
        let text = "version: 1\nplatforms: [iOS]\nmin-os: { iOS: \"15.0\" }\ntabs:\n  - id: home\n    ti\n    role: se\n    icon: house.\n"
        try open("new.tabbar.yml", text)
        func labels(_ line: Int, _ character: Int) throws -> [String] {
            let response = try client.request("textDocument/completion", ["textDocument": ["uri": uri("new.tabbar.yml")], "position": position(line, character)])
            return ((response["result"] as? [String: Any])?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        }
        #expect(try labels(5, 6) == ["title"])
        #expect(try labels(5, 4).prefix(3) == ["id", "title", "icon"])
        #expect(try labels(6, 12) == ["search"])
        #expect(try labels(3, 0).contains("tab-bar"))
        let symbols = try labels(7, 16)
        #expect(symbols.contains("house.fill"))
        #expect(!symbols.contains("house.and.flag"), "came with iOS 16.1, after the spec's min-os")
        try change("new.tabbar.yml", version: 2, range: range(2, 16, 2, 20), text: "17.0")
        #expect(try labels(7, 16).contains("house.and.flag"))
        try shutDown()
    }

    @Test func swiftFilesWithATabBarAreLintedAndFixedInSwift() throws {
        _ = try initialize()
        let code = """
            import SwiftUI

            struct RootView: View {
                var body: some View {
                    TabView {
                        Tab("world clock", systemImage: "globe") { Text("a") }
                        Tab("Alarms", systemImage: "alarm") { Text("b") }
                        Tab("Timers", systemImage: "timer") { Text("c") }
                    }
                }
            }

            """
        try open("RootView.swift", code, language: "swift")
        let diagnostics = try client.diagnostics(for: uri("RootView.swift"), version: 1)
        #expect(Self.codes(diagnostics) == ["title-capitalization"])
        #expect(diagnostics.first?["range"] as? NSDictionary == range(5, 16, 5, 29) as NSDictionary)
        let actions = try #require(try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri("RootView.swift")], "range": range(5, 17, 5, 17), "context": ["diagnostics": diagnostics],
        ])["result"] as? [[String: Any]])
        let edits = ((actions.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri("RootView.swift")] as? [[String: Any]]
        #expect(edits?.first?["newText"] as? String == "\"World Clock\"")
        let suppression = ((actions.last?["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri("RootView.swift")] as? [[String: Any]]
        #expect(suppression?.first?["newText"] as? String == "            // tabbar-lint:disable-next-line title-capitalization\n")
        try shutDown()
    }

    @Test func theWorkspaceConfigurationIsHonoredAndReloaded() throws {
        let configuration = folder + "/.tabbar-lint.yml"
        try "rules:\n  title-capitalization: off\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        _ = try initialize()
        try open("app.tabbar.yml", Self.spec)
        #expect(Self.codes(try client.diagnostics(for: uri("app.tabbar.yml"), version: 1)) == ["badge-value"])
        try "rules:\n  badge-value: off\n".write(toFile: configuration, atomically: true, encoding: .utf8)
        try client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": uri(".tabbar-lint.yml"), "type": 2]]])
        #expect(Self.codes(try client.diagnostics(for: uri("app.tabbar.yml"), version: 1)) == ["title-capitalization"])
        try shutDown()
    }

    @Test func aBurstOfAThousandChangesStaysResponsiveAndEndsOnTheLastText() throws {
        _ = try initialize()
        try open("app.tabbar.yml", Self.spec)
        _ = try client.diagnostics(for: uri("app.tabbar.yml"), version: 1)
        // Each change retypes the title (11 UTF-16 units wide each time).
        for version in 2...1001 {
            let title = version == 1001 ? "last titles" : String(format: "Title %05d", version)
            try change("app.tabbar.yml", version: version, range: range(4, 23, 4, 34), text: title)
        }
        let started = Date()
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri("app.tabbar.yml")], "position": position(5, 45)], timeout: 10)
        #expect(hover["result"] != nil)
        #expect(Date().timeIntervalSince(started) < 5, "a request after the burst is answered at once")
        let last = try client.diagnostics(for: uri("app.tabbar.yml"), version: 1001)
        #expect((last.first?["message"] as? String)?.contains("write \"Last Titles\"") == true)
        if let resident = client.residentKiB {
            #expect(resident < 200 * 1024, "resident memory \(resident) KiB")
        }
        try shutDown()
    }

    @Test func unknownMethodsMalformedFramesAndEarlyRequestsAreAnsweredNotFatal() throws {
        let early = try client.request("textDocument/hover", ["textDocument": ["uri": uri("x.tabbar.yml")], "position": position(0, 0)])
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        _ = try initialize()
        let unknown = try client.request("tabbar/unknown", [:])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        client.sendRaw(Data("Content-Length: many\r\n\r\n".utf8))
        client.sendRaw(Data("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8))
        let notJSON = try client.wait { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 }
        #expect(notJSON["id"] is NSNull)
        // A notification for a document never opened, and a change before any open.
        try change("never-opened.tabbar.yml", version: 2, range: range(0, 0, 0, 0), text: "x")
        let still = try client.request("textDocument/completion", ["textDocument": ["uri": uri("never-opened.tabbar.yml")], "position": position(0, 0)])
        #expect(((still["result"] as? [String: Any])?["items"] as? [Any])?.isEmpty == true)
        #expect(client.standardError.contains("tabbar-lint lsp: skipped a malformed frame: a header without a valid Content-Length"))
        try shutDown()
    }
}

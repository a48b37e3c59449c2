import Foundation

/// An editor, as far as the tests need one: starts the built `tabbar-lint
/// lsp`, writes framed JSON-RPC to it and collects what it sends back, on a
/// thread of its own so a test can wait for a message with a deadline.
final class LSPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var received: [[String: Any]] = []
    private var buffer = Data()
    private var errorText = Data()
    private var nextID = 1

    /// The executable beside the test bundle (SwiftPM builds it for this
    /// target), else in the package's debug build folder.
    static var executable: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("tabbar-lint")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.appendingPathComponent(".build/debug/tabbar-lint")
    }

    init() throws {
        process.executableURL = Self.executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.receive(handle.availableData) }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.errorText.append(data) }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var standardError: String { lock.withLock { String(decoding: errorText, as: UTF8.self) } }

    private func receive(_ data: Data) {
        lock.withLock {
            buffer.append(data)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                    let parts = line.split(separator: ":")
                    return parts.count == 2 && parts[0] == "Content-Length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
                }).first, buffer.distance(from: headerEnd.upperBound, to: buffer.endIndex) >= length else { return }
                let bodyEnd = buffer.index(headerEnd.upperBound, offsetBy: length)
                if let message = try? JSONSerialization.jsonObject(with: buffer[headerEnd.upperBound..<bodyEnd]) as? [String: Any] {
                    received.append(message)
                }
                buffer = Data(buffer[bodyEnd...])
            }
        }
    }

    func sendRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: [String: Any], timeout: TimeInterval = 10) throws -> [String: Any] {
        let id = lock.withLock { () -> Int in
            defer { nextID += 1 }
            return nextID
        }
        try send(["id": id, "method": method, "params": params])
        return try wait(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The first message received (and not yet taken) that `matches`, removed from the queue.
    func wait(timeout: TimeInterval = 10, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found = lock.withLock { () -> [String: Any]? in
                guard let index = received.firstIndex(where: matches) else { return nil }
                return received.remove(at: index)
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.005)
        }
        throw Timeout(standardError: standardError)
    }

    /// The next diagnostics published for `uri`, at `version` when given.
    func diagnostics(for uri: String, version: Int? = nil, timeout: TimeInterval = 10) throws -> [[String: Any]] {
        let message = try wait(timeout: timeout) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any],
                params["uri"] as? String == uri
            else { return false }
            return version == nil || params["version"] as? Int == version
        }
        return (message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    struct Timeout: Error, CustomStringConvertible {
        let standardError: String
        var description: String { "no such message in time; the server's standard error: \(standardError)" }
    }

    /// Resident memory of the server, in KiB (Linux), nil where unknown.
    var residentKiB: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
}

/// `{"line": l, "character": c}`.
func position(_ line: Int, _ character: Int) -> [String: Any] { ["line": line, "character": character] }

func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> [String: Any] {
    ["start": position(startLine, startCharacter), "end": position(endLine, endCharacter)]
}

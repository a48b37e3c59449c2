import Foundation

extension LanguageServer {
    /// Serves one client over standard input and output until `exit` (or
    /// until standard input closes): frames are read on this thread and
    /// handed to the server in order; a malformed frame is logged to
    /// standard error and skipped.
    public static func serveStandardIO(rulesURL: String, explain: @escaping @Sendable (String) -> String?) -> Int32 {
        let output = FileHandle.standardOutput
        let log: @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let server = LanguageServer(environment: Environment(
            rulesURL: rulesURL, explain: explain, send: { output.write($0) }, log: log, terminate: { exit($0) }
        ))
        let (frames, continuation) = AsyncStream.makeStream(of: [UInt8].self)
        let finished = DispatchSemaphore(value: 0)
        Task {
            for await body in frames { await server.handle(body) }
            finished.signal()
        }
        var reader = FrameReader()
        while true {
            let chunk = FileHandle.standardInput.availableData
            if chunk.isEmpty { break }
            reader.append(chunk)
            while let frame = reader.next() {
                switch frame {
                case .message(let body): continuation.yield(body)
                case .malformed(let reason): log("tabbar-lint lsp: skipped a malformed frame: \(reason)")
                }
            }
        }
        continuation.finish()
        finished.wait()
        // The client went away without `exit`: the protocol's status for that.
        return 1
    }
}

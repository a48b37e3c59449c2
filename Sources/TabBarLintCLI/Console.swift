#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TabBarLint

/// Where the CLI writes and what it knows about its surroundings. The real
/// console writes to file descriptors 1 and 2; tests capture into strings.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    func flush()
    /// Whether standard output is a terminal (colors are for terminals only).
    var isTerminal: Bool { get }
    func environment(_ name: String) -> String?
    /// Everything on standard input, up to `maxBytes`.
    func readStandardInput(maxBytes: Int) -> Result<[UInt8], ReadError>
}

/// Standard output and error, buffered so that thousands of findings cost
/// a handful of system calls.
public final class StandardConsole: Console {
    private var buffer: [UInt8] = []

    public init() {
        buffer.reserveCapacity(1 << 16)
    }

    deinit { flush() }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    public func writeError(_ text: String) {
        flush()
        Self.writeAll(Array(text.utf8), to: 2)
    }

    public func flush() {
        guard !buffer.isEmpty else { return }
        Self.writeAll(buffer, to: 1)
        buffer.removeAll(keepingCapacity: true)
    }

    public var isTerminal: Bool { isatty(1) != 0 }

    public func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    public func readStandardInput(maxBytes: Int) -> Result<[UInt8], ReadError> {
        InputReader.read(.standardInput, maxBytes: maxBytes)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe: nothing more can be said
                }
                offset += written
            }
        }
    }
}

#if canImport(Glibc)
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    Glibc.write(descriptor, pointer, count)
}
#else
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    Darwin.write(descriptor, pointer, count)
}
#endif

/// A console that keeps what was written, for tests and for `generate-docs`.
public final class CapturingConsole: Console {
    public private(set) var output = ""
    public private(set) var errorOutput = ""
    public let isTerminal: Bool
    private let variables: [String: String]
    private let standardInput: [UInt8]

    public init(isTerminal: Bool = false, environment: [String: String] = [:], standardInput: [UInt8] = []) {
        self.isTerminal = isTerminal
        self.variables = environment
        self.standardInput = standardInput
    }

    public func readStandardInput(maxBytes: Int) -> Result<[UInt8], ReadError> {
        .success(Array(standardInput.prefix(maxBytes)))
    }

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errorOutput += text }
    public func flush() {}
    public func environment(_ name: String) -> String? { variables[name] }
}

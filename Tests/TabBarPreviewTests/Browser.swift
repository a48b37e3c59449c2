import Foundation
import Testing

/// Debian's `chromium`, run headless, for the tests that check what a real
/// browser lays out. CI (`.ci/run`) installs it and sets
/// TABBAR_LINT_REQUIRE_BROWSER=1, so there a missing or broken browser fails
/// the tests; a developer without it sees them skipped, with the reason.
enum Browser {
    static var isRequired: Bool { ProcessInfo.processInfo.environment["TABBAR_LINT_REQUIRE_BROWSER"] == "1" }

    /// `CHROMIUM` if set, else the first of chromium's names on PATH.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CHROMIUM"], !given.isEmpty { return given }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }()

    static var shouldRun: Bool { executable != nil || isRequired }

    static let skipReason: Comment = "chromium is not installed (apt-get install chromium); .ci/run installs it and sets TABBAR_LINT_REQUIRE_BROWSER=1, which fails instead of skipping"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs chromium headless on `url` with `arguments` (`--dump-dom`,
    /// `--screenshot=…`) and returns what it printed on standard output.
    static func run(_ arguments: [String], url: String, in folder: String, timeout: TimeInterval = 45) throws -> String {
        guard let executable else { throw Failure(description: "chromium not found on PATH (set CHROMIUM or install Debian's chromium)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // As root chromium needs --no-sandbox; a profile of its own keeps runs apart.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                             "--user-data-dir=\(folder)/profile"] + arguments + [url]
        let outputPath = folder + "/chromium-\(UUID().uuidString).out"
        FileManager.default.createFile(atPath: outputPath, contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw Failure(description: "chromium did not finish within \(Int(timeout)) s")
        }
        try output.close()
        guard process.terminationStatus == 0 else { throw Failure(description: "chromium exited with status \(process.terminationStatus)") }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}

/// A real, decodable PNG of one color (zlib stored blocks, no compression):
/// what a browser must be able to draw.
enum SolidPNG {
    static func file(width: Int, height: Int, rgba: [UInt8] = [0x20, 0x80, 0xE0, 0xFF]) -> [UInt8] {
        var raw: [UInt8] = []
        for _ in 0..<height { raw += [0] + Array([[UInt8]](repeating: rgba, count: width).joined()) }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count >= raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        zlib += word(adler32(raw))
        let header = word(UInt32(width)) + word(UInt32(height)) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return word(UInt32(data.count)) + typed + word(crc32(typed))
    }

    private static func word(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

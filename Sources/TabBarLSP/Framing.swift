import Foundation

/// JSON-RPC over a byte stream, as LSP frames it: `Content-Length: N`
/// header lines, a blank line, then N bytes of JSON. A header block without
/// a usable length is reported and skipped, and reading goes on with the
/// next block.
struct FrameReader {
    /// Bodies longer than this are refused rather than buffered.
    static let maxBodyBytes = 64 << 20
    private var buffer: [UInt8] = []
    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)

    enum Frame: Equatable {
        case message([UInt8])
        /// Why a header block was skipped.
        case malformed(String)
    }

    mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        guard let end = buffer.firstRange(of: Self.headerEnd) else {
            // Without a header end in sight a runaway header is dropped.
            if buffer.count > 64 << 10 {
                buffer.removeAll()
                return .malformed("a header of more than 64 KiB without an end")
            }
            return nil
        }
        let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0, length <= Self.maxBodyBytes else {
            buffer.removeSubrange(..<end.upperBound)
            return .malformed("a header without a valid Content-Length: \(header.debugDescription)")
        }
        guard buffer.count - end.upperBound >= length else { return nil }
        let body = Array(buffer[end.upperBound..<(end.upperBound + length)])
        buffer.removeSubrange(..<(end.upperBound + length))
        return .message(body)
    }

    static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}

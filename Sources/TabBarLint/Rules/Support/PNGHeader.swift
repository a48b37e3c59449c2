/// A PNG file's pixel size, read from its header, and the smallest
/// well-formed PNG header that declares one (for rule examples and tests).
public enum PNGHeader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How much of a file holds the size: the signature, the IHDR chunk's
    /// length and type, then width and height (big-endian, 4 bytes each).
    public static let sizeBytes = 24
    private static let ihdr: [UInt8] = Array("IHDR".utf8)

    /// The width and height a PNG declares; nil when `bytes` do not start
    /// like a PNG (signature, then the IHDR chunk).
    public static func pixelSize(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= sizeBytes, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == ihdr else { return nil }
        let width = bigEndian(bytes[16..<20]), height = bigEndian(bytes[20..<24])
        // The PNG specification limits both to 2³¹−1 and forbids 0.
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else { return nil }
        return PixelSize(width: width, height: height)
    }

    /// The signature, an IHDR chunk (8-bit RGBA) with its CRC, and IEND:
    /// enough for any reader to take the file's size from it.
    static func file(width: Int, height: Int) -> [UInt8] {
        var ihdrData = word(width) + word(height)
        ihdrData += [8, 6, 0, 0, 0]  // bit depth, color type RGBA, compression, filter, interlace
        return signature + chunk(ihdr, ihdrData) + chunk(Array("IEND".utf8), [])
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    private static func word(_ value: Int) -> [UInt8] {
        let clamped = UInt32(clamping: value)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: clamped >> UInt32($0)) }
    }

    private static func chunk(_ type: [UInt8], _ data: [UInt8]) -> [UInt8] {
        word(data.count) + type + data + word(Int(crc32(type + data)))
    }

    /// CRC-32 as PNG defines it (ISO 3309, polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// An image's size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)×\(height)" }
}

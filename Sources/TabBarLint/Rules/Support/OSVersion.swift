import TabBarSpec

/// An OS version such as "17.0" or "10.15", compared numerically part by
/// part: 17.2 < 17.10, and a missing part counts as 0, so 17 == 17.0.
struct OSVersion: Comparable, Sendable, CustomStringConvertible {
    let parts: [Int]
    /// The version as written, for messages.
    let description: String

    /// nil unless `text` is numbers (ASCII digits, each fitting an `Int`)
    /// separated by single dots. Read byte by byte: splitting into
    /// substrings and parsing each with `Int(_:)` cost 8,000 instructions a
    /// version, most of the symbol catalog's first use.
    init?(_ text: String) {
        var parts: [Int] = []
        // Room for major, minor and patch at once: grown from empty, the
        // array was allocated again for the minor part.
        parts.reserveCapacity(3)
        var number = 0
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0 else { return nil }
                parts.append(number)
                number = 0
                digits = 0
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, carried) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflowed, !carried else { return nil }
            number = sum
            digits += 1
        }
        guard digits > 0 else { return nil }
        parts.append(number)
        self.parts = parts
        self.description = text
    }

    static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = lhs.part(index), right = rhs.part(index)
            if left != right { return left < right }
        }
        return false
    }

    static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    private func part(_ index: Int) -> Int {
        index < parts.count ? parts[index] : 0
    }
}

/// The oldest OS version a spec supports on a platform, from its `min-os`.
struct MinimumOS: Sendable {
    /// The `min-os` value as written.
    let written: Located<String>
    let version: OSVersion
    /// The platform whose `min-os` entry this is: iPadOS borrows iOS's.
    let platform: Platform
}

extension RuleContext {
    /// The spec's `min-os` for the platform being checked; for iPadOS without
    /// one of its own, the iOS entry, since an iOS deployment target covers
    /// iPhone and iPad alike. nil when the spec gives none (or one that is not
    /// a version, which the decoder already reported).
    var minimumOS: MinimumOS? {
        let key = platform == .iPadOS && spec.minOS[.iPadOS] == nil ? Platform.iOS : platform
        guard let written = spec.minOS[key], let version = OSVersion(written.value) else { return nil }
        return MinimumOS(written: written, version: version, platform: key)
    }
}

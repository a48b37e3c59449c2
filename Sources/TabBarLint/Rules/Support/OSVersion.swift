import TabBarSpec

/// An OS version such as "17.0" or "10.15", compared numerically part by
/// part: 17.2 < 17.10, and a missing part counts as 0, so 17 == 17.0.
struct OSVersion: Comparable, Sendable, CustomStringConvertible {
    let parts: [Int]
    /// The version as written, for messages.
    let description: String

    /// nil unless `text` is numbers separated by single dots.
    init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        var parts: [Int] = []
        for piece in pieces {
            guard !piece.isEmpty, piece.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(piece) else { return nil }
            parts.append(number)
        }
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

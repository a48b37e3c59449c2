/// A byte search that tells, before any parse, whether a Swift file can
/// declare a tab bar: it must name a tab API. Most files of an app name
/// none, and skipping them is most of what makes linting an app cheap.
///
/// Each token must start a word (`Tab(` does not match `selectTab(`), and
/// none is a prefix of an everyday type (`UITab(` rather than `UITab`, which
/// every `UITableView` would match).
public enum TabAPIPrefilter {
    static let tokens: [[UInt8]] = [
        "TabView", "Tab(", "TabSection", "UITabBarController", "viewControllers", "UITab(", "UISearchTab", "UITabGroup",
    ].map { Array($0.utf8) }

    /// Whether the bytes of a Swift file name a tab API.
    public static func mentionsTabAPI(_ bytes: [UInt8]) -> Bool {
        containsWord(from: tokens, in: bytes) || ByteSearch.containsWord(setViewControllers, in: bytes)
    }

    /// `tabs.setViewControllers(…)` on a controller the file does not name
    /// a tab API for (its class is declared elsewhere). Searched apart: as a
    /// token it would make every word that starts with `s` a candidate.
    private static let setViewControllers = Array("setViewControllers".utf8)

    /// Whether a Swift file is a test (it imports XCTest or Swift Testing):
    /// a tab bar it builds is a fixture.
    public static func isTestFile(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(Array("import XCTest".utf8), in: bytes) || ByteSearch.contains(Array("import Testing".utf8), in: bytes)
    }

    /// Whether a storyboard has a tab bar controller scene.
    public static func storyboardMentionsTabBar(_ bytes: [UInt8]) -> Bool {
        containsWord(from: [Array("<tabBarController".utf8)], in: bytes)
    }

    private static func containsWord(from tokens: [[UInt8]], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                // Every token starts with `T`, `U`, `v` or `<`: look closer only there.
                if byte == UInt8(ascii: "T") || byte == UInt8(ascii: "U") || byte == UInt8(ascii: "v") || byte == UInt8(ascii: "<"),
                   index == 0 || !DeclarationScan.isIdentifierByte(buffer[index - 1])
                {
                    for token in tokens where token.count <= count - index {
                        var matches = true
                        for offset in 1..<token.count where buffer[index + offset] != token[offset] {
                            matches = false
                            break
                        }
                        if matches, token[0] == byte { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }
}

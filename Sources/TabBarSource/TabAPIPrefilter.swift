/// A byte search that tells, before any parse, whether a Swift file can
/// declare a tab bar: it must name a tab API. Most files of an app name
/// none, and skipping them is most of what makes linting an app cheap.
///
/// Each token must start a word (`Tab(` does not match `selectTab(`), and
/// none is a prefix of an everyday type (`UITab(` rather than `UITab`, which
/// every `UITableView` would match).
public enum TabAPIPrefilter {
    /// The tab API tokens; all but `viewControllers` contain `Tab`, which
    /// the search jumps between.
    static let tabTokens = WordStartSearch(
        ["TabView", "Tab(", "TabSection", "UITabBarController", "UITab(", "UISearchTab", "UITabGroup"], sharing: "Tab"
    )
    static let viewControllers = WordStartSearch(["viewControllers"], sharing: "viewControllers")

    /// Whether the bytes of a Swift file name a tab API.
    public static func mentionsTabAPI(_ bytes: [UInt8]) -> Bool {
        tabTokens.isFound(in: bytes) || viewControllers.isFound(in: bytes) || ByteSearch.containsWord(setViewControllers, in: bytes)
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

    private static let tabBarControllerScene = WordStartSearch(["<tabBarController"], sharing: "<tabBarController")

    /// Whether a storyboard has a tab bar controller scene.
    public static func storyboardMentionsTabBar(_ bytes: [UInt8]) -> Bool {
        tabBarControllerScene.isFound(in: bytes)
    }
}

/// Whether one of some words starts an identifier in a text (`TabView`
/// also in `TabViewStyle`, not in `MyTabView`). Every word contains the
/// same part, and the search goes from one occurrence of that part to the
/// next at `memchr`'s speed (`ByteSearch.firstIndex`) instead of looking at
/// every byte: the prefilter reads every Swift file of an app.
struct WordStartSearch: Sendable {
    private let infix: [UInt8]
    /// Each word, with where the shared part starts in it.
    private let words: [(bytes: [UInt8], infixOffset: Int)]

    init(_ words: [String], sharing infix: String) {
        let infix = Array(infix.utf8)
        self.infix = infix
        self.words = words.map { word in
            let bytes = Array(word.utf8)
            guard let offset = ByteSearch.firstIndex(of: infix, in: bytes) else { preconditionFailure("\(word) lacks the shared part") }
            return (bytes, offset)
        }
    }

    func isFound(in haystack: [UInt8]) -> Bool {
        var searchStart = 0
        while let found = ByteSearch.firstIndex(of: infix, in: haystack, from: searchStart) {
            for word in words {
                let start = found - word.infixOffset
                guard start >= 0, start + word.bytes.count <= haystack.count,
                      start == 0 || !DeclarationScan.isIdentifierByte(haystack[start - 1])
                else { continue }
                if haystack[start..<start + word.bytes.count].elementsEqual(word.bytes) { return true }
            }
            searchStart = found + 1
        }
        return false
    }
}

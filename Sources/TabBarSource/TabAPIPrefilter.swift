/// A byte search that tells, before any parse, whether a Swift file can
/// declare a tab bar: it must name a tab API. Most files of an app name
/// none, and skipping them is most of what makes linting an app cheap.
///
/// The tokens are those a bar is found by (`SwiftUITabViewReader` looks for
/// `TabView` calls; `UIKitTabBarReader` for tab bar controllers, their
/// `viewControllers` and `UITab`s), not every tab API: a SwiftUI `Tab(…)` or
/// `TabSection` is only ever a bar's tab inside a `TabView`, and the words
/// alone are what an app's own models are called (a browser's
/// `Tab(context:)` entity, a sidebar's `Tab(…)` enum), which let whole
/// files through to a parse that could find nothing.
///
/// Each token must start a word (`UITab(` does not match `MyUITab(`), and
/// none is a prefix of an everyday type (`UITab(` rather than `UITab`, which
/// every `UITableView` would match). `TabView` is the whole word: an app's
/// `TabViewController` (a browser's tab) makes no tab bar. And only an
/// assignment to `viewControllers` can give a bar its list: the many reads
/// of a navigation stack (`navigationController.viewControllers.first`)
/// cannot.
public enum TabAPIPrefilter {
    /// The tab API tokens; all but `viewControllers` contain `Tab`, which
    /// the search jumps between.
    static let tabTokens = WordStartSearch([
        .init("TabView", ending: .wordEnd), .init("UITabBarController"), .init("UITab("), .init("UISearchTab"), .init("UITabGroup"),
    ], sharing: "Tab")
    static let viewControllers = WordStartSearch([.init("viewControllers", ending: .assignment)], sharing: "viewControllers")

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

    private static let tabBarControllerScene = WordStartSearch([.init("<tabBarController")], sharing: "<tabBarController")

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
    /// A word, and what must follow it.
    struct Word: Sendable {
        enum Ending: Sendable {
            /// Anything (`TabSection` also in `TabSectionHeader`).
            case any
            /// Not a letter, digit or `_`: the whole identifier.
            case wordEnd
            /// `=` after blanks, not `==`: the word is assigned to.
            case assignment
        }

        let text: String
        let ending: Ending

        init(_ text: String, ending: Ending = .any) {
            self.text = text
            self.ending = ending
        }
    }

    private let infix: [UInt8]
    /// Each word, with where the shared part starts in it.
    private let words: [(bytes: [UInt8], infixOffset: Int, ending: Word.Ending)]

    init(_ words: [Word], sharing infix: String) {
        let infix = Array(infix.utf8)
        self.infix = infix
        self.words = words.map { word in
            let bytes = Array(word.text.utf8)
            guard let offset = ByteSearch.firstIndex(of: infix, in: bytes) else { preconditionFailure("\(word.text) lacks the shared part") }
            return (bytes, offset, word.ending)
        }
    }

    func isFound(in haystack: [UInt8]) -> Bool {
        var searchStart = 0
        while let found = ByteSearch.firstIndex(of: infix, in: haystack, from: searchStart) {
            for word in words {
                let start = found - word.infixOffset
                let end = start + word.bytes.count
                guard start >= 0, end <= haystack.count,
                      start == 0 || !DeclarationScan.isIdentifierByte(haystack[start - 1])
                else { continue }
                if haystack[start..<end].elementsEqual(word.bytes), Self.ends(word.ending, at: end, in: haystack) { return true }
            }
            searchStart = found + 1
        }
        return false
    }

    private static func ends(_ ending: Word.Ending, at end: Int, in haystack: [UInt8]) -> Bool {
        switch ending {
        case .any:
            return true
        case .wordEnd:
            return end == haystack.count || !DeclarationScan.isIdentifierByte(haystack[end])
        case .assignment:
            let equals = ByteSearch.skipBlanks(from: end, in: haystack)
            return equals < haystack.count && haystack[equals] == UInt8(ascii: "=")
                && (equals + 1 == haystack.count || haystack[equals + 1] != UInt8(ascii: "="))
        }
    }
}

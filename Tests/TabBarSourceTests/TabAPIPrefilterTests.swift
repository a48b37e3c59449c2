import Testing
import TabBarSource

/// The byte prefilter lets a file through only when it names a tab API at
/// the start of a word: most of an app's files are never parsed.
@Suite struct TabAPIPrefilterTests {
    private func passes(_ text: String) -> Bool {
        TabAPIPrefilter.mentionsTabAPI(Array(text.utf8))
    }

    @Test func tabAPIsPassAtTheStartOfAWord() {
        #expect(passes("struct Root: View { var body: some View { TabView { } } }"))
        #expect(passes("final class Shell: UITabBarController {}"))
        #expect(passes("tabs = [UITab(title: \"A\", image: nil, identifier: \"a\") { _ in vc }]"))
        #expect(passes("viewControllers = [home]"))
        // A controller of the app's class declared elsewhere, given its list here.
        #expect(passes("shell.setViewControllers([home, inbox], animated: false)"))
    }

    @Test func everydayCodeDoesNotPass() {
        #expect(!passes("let table = UITableView(); selectTab(2)"))
        #expect(!passes("navigation.resetViewControllers([home])"))
        #expect(!passes("func presetViewControllers() {}"))
        #expect(!passes("struct Settings { var tabViews = 0 }"))
    }
}

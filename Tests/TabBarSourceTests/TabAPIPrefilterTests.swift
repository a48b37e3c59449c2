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
        // A browser's own tabs, and reads of a navigation stack.
        #expect(!passes("let tab = TabViewController(); tabs.append(tab)"))
        #expect(!passes("if navigationController.viewControllers.first is Home { }"))
        #expect(!passes("guard viewControllers == [] else { return }"))
        #expect(!passes("viewControllers += [home]"))
        // An app's own models named Tab: a browser's Core Data entity, a sidebar's enum.
        #expect(!passes("let tab = Tab(context: context); tab.created = .now"))
        #expect(!passes("static let all = [Tab(.home), Tab(.search)]"))
    }

    /// SwiftUI's `Tab` and `TabSection` are tabs only inside a `TabView`,
    /// which the file that declares the bar names: a file of tab builders
    /// alone declares no bar, and is parsed only when a bar refers to it.
    @Test func swiftUITabsPassWithTheirTabView() {
        #expect(!passes("@TabContentBuilder var tabs: some TabContent<Int> { Tab(\"Home\", systemImage: \"house\", value: 0) { Home() } }"))
        #expect(!passes("TabSection(\"Library\") { Tab(\"Songs\", systemImage: \"music.note\", value: 1) { Songs() } }"))
        #expect(passes("TabView { Tab(\"Home\", systemImage: \"house\") { Home() } }"))
    }
}

/// Every token, where a file starts or ends and inside a longer word: the
/// search goes from one `Tab` (or `viewControllers`) to the next, and each
/// token is checked around it.
@Suite struct TabAPIPrefilterTokenTests {
    private func passes(_ text: String) -> Bool {
        TabAPIPrefilter.mentionsTabAPI(Array(text.utf8))
    }

    @Test func eachTokenPassesAtTheStartOfAWordAnywhere() {
        for token in ["TabView", "UITabBarController", "UITab(", "UISearchTab", "UITabGroup"] {
            #expect(passes(token), "\(token) alone")
            #expect(passes("let x = " + token + "\n"), "\(token) inside")
            #expect(passes("(" + token), "\(token) at the end")
            #expect(!passes("my" + token), "\(token) inside a word")
        }
        for assignment in ["viewControllers = [a]", "viewControllers=[a]", "x.viewControllers\n    = list", "viewControllers ="] {
            #expect(passes(assignment), "\(assignment)")
        }
        #expect(!passes("myviewControllers = [a]"), "inside a word")
        #expect(!passes("viewControllers"), "read, not assigned")
        #expect(passes("UITabGroupHeader"), "a token may go on")
        #expect(!passes("TabViewStyle"), "TabView is the whole word")
        #expect(passes("TabView<Int, Text>"), "a TabView with its generic arguments")
        #expect(!passes("Tab"))
        #expect(!passes("UISearch"))
        #expect(!passes("UITable TabBar"))
    }

    @Test func aStoryboardPassesWithATabBarControllerScene() {
        #expect(TabAPIPrefilter.storyboardMentionsTabBar(Array("<scene><tabBarController id=\"a\">".utf8)))
        #expect(!TabAPIPrefilter.storyboardMentionsTabBar(Array("<scene><navigationController id=\"a\">".utf8)))
    }
}

import TabBarSpec
import TabBarYAML

/// One tab bar as read from code, before it becomes a model `TabBarSpec`.
struct SourceBar {
    var origin: SpecOrigin
    /// Where the tab list is given: the `TabView` expression, the
    /// `viewControllers =` assignment, the storyboard's `tabBarController`.
    var range: SourceRange
    var tabs: [SourceTab] = []
    /// The platforms `#if os(…)` or the file's folder limits the bar to.
    var platforms: Set<Platform>?
    var style: Located<BarStyle>?
    var customizable: Located<Bool>?
    var transition: Located<Transition>?
    /// The tab list itself comes from run-time data (`ForEach(model.tabs)`):
    /// the tabs that are known are not all of them.
    var unknownTabs: [UnknownValue] = []
    /// The tab bar controller's class, when the bar is set up on one the app
    /// declares (a storyboard's custom class, or `self` in a subclass): code
    /// and storyboard describing one controller make one bar.
    var controllerClass: String?
    /// Code sets the tabs of a plain `UITabBarController` it did not make
    /// (reached through a property, a cast or a parameter): most likely the
    /// one a storyboard declares, whose own list is then only a placeholder.
    var setsTabsOfObtainedController = false
    /// UIKit: the list is given to a controller a `weak` property holds
    /// (`weak var tabBarController: UITabBarController!`), one made and
    /// owned elsewhere: where the app makes it, it has its list too.
    var resetsWeaklyHeldController = false

    init(origin: SpecOrigin, range: SourceRange) {
        self.origin = origin
        self.range = range
    }
}

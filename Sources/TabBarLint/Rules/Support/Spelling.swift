import TabBarSpec

/// How a fix is written where the bar is declared: a spec's key, or the
/// SwiftUI, UIKit or Interface Builder way to say the same thing. Rules ask
/// for the advice by what it does; the spelling follows the bar's origin.
enum Spelling {
    /// Telling the linter a tab that looks like an action shows a section.
    static func declareNavigation(_ origin: SpecOrigin, ruleID: String) -> String {
        switch origin {
        case .spec: return "set `role: navigation`"
        case .swiftUI, .uiKit: return "suppress this with `// tabbar-lint:disable-next-line \(ruleID)` above the line"
        case .storyboard: return "suppress this in the configuration"
        }
    }

    /// The system's search tab.
    static func searchRole(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "`role: search`"
        case .swiftUI: return "`Tab(role: .search)`"
        case .uiKit: return "`UISearchTab` (or `UITabBarItem(tabBarSystemItem: .search, tag:)`)"
        case .storyboard: return "the Search system item"
        }
    }

    /// Giving a tab an icon.
    static func addIcon(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "add `icon:` with an SF Symbol name, or an `image` of your own"
        case .swiftUI: return "pass `systemImage:` with an SF Symbol name (or `image:` with one of your own)"
        case .uiKit: return "give its `UITabBarItem` an `image:` such as `UIImage(systemName: \"house\")`"
        case .storyboard: return "set the tab bar item's Image in Interface Builder"
        }
    }

    /// Giving an untitled tab a name for VoiceOver.
    static func addAccessibilityLabel(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "add `accessibility-label:` with the name of the section it shows"
        case .swiftUI: return "add `.accessibilityLabel(\"…\")` with the name of the section it shows"
        case .uiKit: return "set its `tabBarItem.accessibilityLabel` to the name of the section it shows"
        case .storyboard: return "set the tab bar item's Accessibility Label in Interface Builder"
        }
    }

    /// Letting a bar that hides its titles show them again.
    static func showTitles(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "remove `titles: hidden` and show them"
        case .swiftUI, .uiKit, .storyboard: return "remove the clear title color from the tab bar's appearance"
        }
    }
}

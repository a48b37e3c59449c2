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

    /// Giving a tab a symbol (where a symbol, not any image, is wanted).
    static func addSymbol(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "add an SF Symbol with `icon:`"
        case .swiftUI: return "pass `systemImage:` with an SF Symbol name"
        case .uiKit: return "give its `UITabBarItem` an `image:` such as `UIImage(systemName: \"house\")`"
        case .storyboard: return "set the tab bar item's Image to an SF Symbol in Interface Builder"
        }
    }

    /// Giving a tab a title.
    static func addTitle(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "add a short `title`"
        case .swiftUI: return "give it a short title, as in `Tab(\"Title\", systemImage: …)` or `Label(\"Title\", systemImage: …)`"
        case .uiKit: return "give its `UITabBarItem` a short `title:`"
        case .storyboard: return "set the tab bar item's Title in Interface Builder"
        }
    }

    /// Giving a tab both a symbol and a title.
    static func addSymbolAndTitle(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "add an `icon` and a short `title`"
        case .swiftUI: return "give it both, as in `Tab(\"Title\", systemImage: \"house\")` or `Label(\"Title\", systemImage: \"house\")`"
        case .uiKit: return "give its `UITabBarItem` both, as in `UITabBarItem(title: \"Title\", image: UIImage(systemName: \"house\"), tag: 0)`"
        case .storyboard: return "set the tab bar item's Title and Image in Interface Builder"
        }
    }

    /// Where a title's corrected text goes.
    static func writeTitle(_ origin: SpecOrigin, _ text: String) -> String {
        switch origin {
        case .spec: return "write \"\(text)\""
        case .swiftUI: return "write `Tab(\"\(text)\", …)` (or `Label(\"\(text)\", …)`)"
        case .uiKit: return "set the title to \"\(text)\""
        case .storyboard: return "set the tab bar item's Title to \"\(text)\" in Interface Builder"
        }
    }

    /// The name of a tab's accessibility label.
    static func accessibilityLabel(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "`accessibility-label`"
        case .swiftUI: return "`.accessibilityLabel`"
        case .uiKit: return "`accessibilityLabel`"
        case .storyboard: return "Accessibility Label"
        }
    }

    /// A symbol as it is written where the bar is declared.
    static func symbol(_ origin: SpecOrigin, _ name: String) -> String {
        switch origin {
        case .spec: return "`\(name)`"
        case .swiftUI: return "`systemImage: \"\(name)\"`"
        case .uiKit: return "`UIImage(systemName: \"\(name)\")`"
        case .storyboard: return "the system image `\(name)`"
        }
    }

    /// Drawing an icon of one's own instead of an SF Symbol.
    static func customImage(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "draw the icon as an `image`"
        case .swiftUI: return "use an image of your own from the asset catalog (`image:`)"
        case .uiKit: return "use an image of your own from the asset catalog (`UIImage(named:)`)"
        case .storyboard: return "use an image of your own from the asset catalog"
        }
    }

    /// Marking a tab disabled.
    static func disabled(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "`enabled: false`"
        case .swiftUI: return "`.disabled(true)`"
        case .uiKit: return "`tabBarItem.isEnabled = false`"
        case .storyboard: return "Enabled unchecked in Interface Builder"
        }
    }

    /// What identifies a tab.
    static func tabIdentity(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec, .storyboard: return "an id"
        case .swiftUI: return "a `value:` (or `.tag`, `.customizationID`)"
        case .uiKit: return "an `identifier:`"
        }
    }

    /// A badge showing `text`.
    static func badge(_ origin: SpecOrigin, _ text: String) -> String {
        switch origin {
        case .spec, .storyboard: return "\"\(text)\""
        case .swiftUI: return "`.badge(\"\(text)\")`"
        case .uiKit: return "`tabBarItem.badgeValue = \"\(text)\"`"
        }
    }

    /// Taking a tab's badge away.
    static func removeBadge(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "remove the badge"
        case .swiftUI: return "remove `.badge(…)` (a count of 0 shows none)"
        case .uiKit: return "set `tabBarItem.badgeValue = nil`"
        case .storyboard: return "clear the tab bar item's Badge in Interface Builder"
        }
    }

    /// Showing no badge at all.
    static func showNoBadge(_ origin: SpecOrigin) -> String {
        origin == .spec ? "show no badge" : removeBadge(origin)
    }

    /// Making a tab with a special role (search, prominent) a plain one.
    static func makeNavigation(_ origin: SpecOrigin, role: TabRole, _ target: String) -> String {
        switch origin {
        case .spec: return "give \(target) `role: navigation`"
        case .swiftUI: return "remove `role: .\(role.rawValue)` from \(target)"
        case .uiKit: return "make \(target) a plain `UITab` (or a `UITabBarItem` with a title and image)"
        case .storyboard: return "give \(target) a title and image of its own instead of the system item"
        }
    }

    /// Keeping a tab out of the bar, in the sidebar.
    static func sidebarOnly(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "`placement: sidebar-only`"
        case .swiftUI: return "`.defaultVisibility(.hidden, for: .tabBar)`"
        case .uiKit, .storyboard: return "`preferredPlacement = .sidebarOnly` on its `UITab`"
        }
    }

    /// How code takes tabs out of an overfull bar; a spec's advice needs
    /// nothing more than the count.
    static func fewerTabs(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return ""
        case .swiftUI: return "; remove a `Tab`, or move it into a `TabSection` with `.tabPlacement(.sidebarOnly)` in a `.sidebarAdaptable` `TabView`"
        case .uiKit: return "; take a view controller out of `viewControllers` and reach it from inside another tab"
        case .storyboard: return "; remove a view controller relationship from the tab bar controller in Interface Builder"
        }
    }

    /// A tab switch that fades.
    static func crossfade(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "`transition: crossfade`"
        case .swiftUI: return "`.transition(.opacity)`"
        case .uiKit, .storyboard: return "the tab bar delegate's fading animation controller"
        }
    }

    /// A tab switch that shows the direction of travel.
    static func directionalSlide(_ origin: SpecOrigin) -> String {
        switch origin {
        case .spec: return "`directional-slide`, which slides the content in from the side of the chosen tab"
        case .swiftUI: return "a slide in from the side of the chosen tab, or no animation, as the system bar does"
        case .uiKit, .storyboard: return "an animation controller that slides the content in from the side of the chosen tab, or none, as the system bar does"
        }
    }
}

import TabBarSpec
import TabBarYAML

/// What code says a piece of text is, before string tables are consulted.
enum TextValue {
    /// A plain `String`, shown as written.
    case literal(Located<String>)
    /// A key looked up in a string table (`String(localized:)`,
    /// `NSLocalizedString`, a SwiftUI `LocalizedStringKey` literal, a SwiftGen
    /// accessor); `fallback` is what shows when no table has the key.
    case localized(LocalizedKey)
    case unknown(UnknownValue)
}

struct LocalizedKey {
    var key: String
    /// The table's name (`Localizable` when nil).
    var table: String?
    var fallback: String?
    /// Where the key is written in code.
    var range: SourceRange
    /// `key` is a generated accessor's name, matched against the tables'
    /// keys with punctuation and case ignored.
    var isGeneratedAccessor = false
}

/// An expression whose value cannot be known without running the app.
struct UnknownValue {
    var reason: String
    var range: SourceRange
}

/// What code says a tab's image is.
enum IconValue {
    case symbol(Located<String>)
    /// An image from the app's asset catalog or bundle, by name.
    case image(Located<String>)
    case unknown(UnknownValue)
}

/// What code says a badge shows.
enum BadgeSource {
    case value(Located<BadgeValue>)
    /// A badge set from state (`.badge(unreadCount)`): there is one, its
    /// value is not known.
    case unknown(UnknownValue)
}

/// One tab as read from code, before it becomes a model `Tab`.
struct SourceTab {
    /// The declaring expression (`Tab(…)`, the `.tabItem` view, the
    /// `UITabBarItem(…)` call, the storyboard element): where tab-level
    /// findings point.
    var range: SourceRange
    var title: TextValue?
    var icon: IconValue?
    var selectedIcon: IconValue?
    var badge: BadgeSource?
    var role: Located<TabRole>?
    /// What selecting the tab does instead of showing a section, with the
    /// evidence (where the selection is intercepted).
    var action: Located<String>?
    /// The tab's identity in code: its `.tag`, `value:` or `customizationID`.
    var identifier: Located<String>?
    var enabled: Located<Bool>?
    var placement: Located<TabPlacement>?
    /// The platforms `placement` applies on; nil for all.
    var placementPlatforms: Set<Platform>?
    var section: TextValue?
    var accessibilityLabel: TextValue?
    /// The conditions the tab sits under, in words (`isSignedIn`, `#if DEBUG`).
    var conditions: [String] = []
    /// The platforms it exists on when `#if os(…)` limits it; nil for all.
    var platforms: Set<Platform>?
    /// UIKit: the item's `tag`, for matching the delegate's tests; not an
    /// identity (apps give every item tag 0).
    var tag: String?
    /// UIKit: the class of the child view controller, for matching the
    /// delegate's `viewController is ComposeViewController`.
    var controllerType: String?
    /// UIKit: the variable or property the child is held in, for matching
    /// the delegate's `viewController == scanner`.
    var controllerHeldIn: String?
    /// Storyboard: the child's `restorationIdentifier` and
    /// `storyboardIdentifier`, for matching the delegate's
    /// `viewController.restorationIdentifier == "search"`.
    var controllerIdentifiers: [String] = []
    /// SwiftUI: a child view without a tab item, which takes an empty slot
    /// in a bar of tab items (and makes no bar of its own).
    var isBlankSlot = false

    init(range: SourceRange) {
        self.range = range
    }
}

extension TextValue {
    /// Where the value is written.
    var range: SourceRange {
        switch self {
        case .literal(let text): return text.range
        case .localized(let key): return key.range
        case .unknown(let unknown): return unknown.range
        }
    }

    /// What tells two values apart: the text, or the table and key.
    var identity: String? {
        switch self {
        case .literal(let text): return "text:" + text.value
        case .localized(let key): return "key:\(key.table ?? ""):\(key.key)"
        case .unknown: return nil
        }
    }
}

extension IconValue {
    var range: SourceRange {
        switch self {
        case .symbol(let name), .image(let name): return name.range
        case .unknown(let unknown): return unknown.range
        }
    }

    var identity: String? {
        switch self {
        case .symbol(let name): return "symbol:" + name.value
        case .image(let name): return "image:" + name.value
        case .unknown: return nil
        }
    }
}

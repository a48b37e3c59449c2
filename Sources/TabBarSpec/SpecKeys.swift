/// The keys each mapping of a spec accepts (SPEC.md), in documentation order.
/// Drives the unknown-key check, its did-you-mean, and "belongs in" hints.
public enum SpecKeys {
    public static let topLevel = ["version", "app", "platforms", "min-os", "kind", "locales", "tab-bar", "tabs"]
    public static let tabBar = [
        "implementation", "style", "scrolls", "transition", "hides-on-push", "customizable",
        "large-content-viewer", "titles", "colors", "logo",
    ]
    public static let colors = ["selected", "unselected", "background"]
    public static let logo = ["width", "height"]
    public static let tab = [
        "id", "title", "icon", "accessibility-label", "badge", "role", "action", "enabled",
        "visible-when", "placement", "section", "content",
    ]
    public static let icon = ["symbol", "selected-symbol", "image", "shape", "size"]
    public static let iconSize = ["regular", "compact"]
    public static let badge = ["value", "color"]

    /// Other tools' words for a key (UIKit's and SwiftUI's `Label`, a design
    /// file's `name`, SwiftUI's `systemImage`), too far from ours in spelling
    /// for a did-you-mean, but meaning one key only.
    static let synonyms: [String: String] = [
        "label": "title", "name": "title", "text": "title", "caption": "title",
        "system-image": "icon", "systemimage": "icon", "sf-symbol": "icon", "symbol-name": "icon",
    ]

    /// The key a misspelled or foreign `key` most likely means, among `known`.
    static func meaning(of key: String, among known: [String]) -> String? {
        if let synonym = synonyms[Suggestions.normalize(key)], known.contains(synonym) { return synonym }
        return Suggestions.closest(to: key, among: known)
    }

    /// For a key that is unknown where it was written but known elsewhere:
    /// where it belongs ("a tab", "`tab-bar`").
    static func home(of key: String) -> String? {
        let places: [(keys: [String], name: String)] = [
            (topLevel, "the top level"), (tabBar, "`tab-bar`"), (tab, "a tab"), (icon, "an `icon` mapping"),
            (badge, "a `badge` mapping"), (colors, "`tab-bar.colors`"), (logo, "`tab-bar.logo`"),
        ]
        return places.first { $0.keys.contains(key) }?.name
    }
}

import TabBarSpec

/// A screen a tab bar is drawn on, by the name `--device` takes. Sizes are
/// in points, portrait for phones and tablets.
public struct Device: Sendable, Equatable {
    /// How the device's platform draws a tab bar.
    public enum BarStyle: Sendable, Equatable {
        /// iPhone: the floating bar at the bottom, icons over titles.
        case phone
        /// iPad: the floating bar at the top, titles only; a sidebar for `sidebar-adaptable`.
        case tablet
        /// Apple TV: the bar at the top of the screen, titles only.
        case television
        /// Vision Pro: the ornament at the window's leading edge, icons beside titles.
        case ornament
        /// Mac: a segmented control in the window's toolbar.
        case toolbar
    }

    public let name: String
    public let summary: String
    public let platform: Platform
    public let width: Double
    public let height: Double
    public let style: BarStyle

    /// Every device, narrowest first within each platform.
    public static let all: [Device] = [
        Device(name: "iphone-se", summary: "iPhone SE, iPhone 13 mini: the narrowest iPhone", platform: .iOS, width: 375, height: 667, style: .phone),
        Device(name: "iphone-pro", summary: "iPhone 17 Pro", platform: .iOS, width: 402, height: 874, style: .phone),
        Device(name: "iphone-pro-max", summary: "iPhone 17 Pro Max: the widest iPhone", platform: .iOS, width: 440, height: 956, style: .phone),
        Device(name: "ipad-mini", summary: "iPad mini: the narrowest iPad", platform: .iPadOS, width: 744, height: 1133, style: .tablet),
        Device(name: "ipad-pro-13", summary: "iPad Pro 13-inch", platform: .iPadOS, width: 1032, height: 1376, style: .tablet),
        Device(name: "apple-tv", summary: "Apple TV, 1080p", platform: .tvOS, width: 1920, height: 1080, style: .television),
        Device(name: "vision-pro", summary: "Apple Vision Pro, a default-size window", platform: .visionOS, width: 1280, height: 720, style: .ornament),
        Device(name: "mac", summary: "Mac, a 1280-point window", platform: .macOS, width: 1280, height: 800, style: .toolbar),
    ]

    /// The device called `name` (case-insensitive).
    public static func named(_ name: String) -> Device? {
        all.first { $0.name == name.lowercased() }
    }

    /// The narrowest device of `platform`, drawn when none is asked for;
    /// nil for a platform without a tab bar to draw (watchOS pages).
    public static func narrowest(for platform: Platform) -> Device? {
        all.filter { $0.platform == platform }.min { $0.width < $1.width }
    }
}

/// A closed set of spellings a spec field accepts.
public protocol SpecEnum: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

extension SpecEnum {
    /// The accepted spellings, for "expected one of …" messages.
    public static var spellings: [String] { allCases.map(\.rawValue) }
}

/// Where a tab bar runs. Spelled as Apple does; matched case-insensitively.
public enum Platform: String, SpecEnum, Comparable, CustomStringConvertible {
    case iOS
    case iPadOS
    case tvOS
    case visionOS
    case macOS
    case watchOS

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public var description: String { rawValue }

    /// The platform a spelling names, ignoring case (`ios`, `IPADOS`).
    public init?(caseInsensitive spelling: String) {
        let lowered = spelling.lowercased()
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = match
    }

    /// Words people write for a platform that are not its name
    /// (`iPhone` → iOS), offered as suggestions rather than accepted.
    public static func informalName(_ spelling: String) -> Platform? {
        let key = spelling.lowercased().filter { $0.isLetter }
        switch key {
        case "iphone", "ipod", "ipodtouch", "ios": return .iOS
        case "ipad", "ipados": return .iPadOS
        case "tv", "appletv", "tvos": return .tvOS
        case "vision", "visionpro", "applevisionpro", "xros", "visionos": return .visionOS
        case "mac", "osx", "macosx", "maccatalyst", "catalyst", "macos": return .macOS
        case "watch", "applewatch", "watchos": return .watchOS
        default: return nil
        }
    }
}

public enum SpecKind: String, SpecEnum {
    case general
    case liveViewing = "live-viewing"
}

public enum BarImplementation: String, SpecEnum {
    case system
    case custom
}

/// Whether the bar draws its tabs' titles. `hidden` describes an app that
/// keeps titles for VoiceOver but draws them invisibly (a clear title color):
/// people see icons only.
public enum TitleVisibility: String, SpecEnum {
    case visible
    case hidden
}

public enum BarStyle: String, SpecEnum {
    case tabBar = "tab-bar"
    case sidebarAdaptable = "sidebar-adaptable"
}

public enum Transition: String, SpecEnum {
    case none
    case crossfade
    case directionalSlide = "directional-slide"
    case page
}

public enum TabRole: String, SpecEnum {
    case navigation
    case action
    case search
    /// The one destination the bar sets apart (SwiftUI's `TabRole.prominent`,
    /// UIKit's `prominentTabIdentifier`).
    case prominent
}

public enum TabPlacement: String, SpecEnum {
    case automatic
    case pinned
    case fixed
    case sidebarOnly = "sidebar-only"
}

public enum TabContentKind: String, SpecEnum {
    case live
    case recorded
    case other
}

public enum IconShape: String, SpecEnum {
    case circular
    case square
    case wide
    case tall
}

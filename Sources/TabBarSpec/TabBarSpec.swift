import TabBarYAML

/// One tab bar: one YAML document of a spec file, decoded. Every field keeps
/// the range it was written at; a field that is absent or failed to decode
/// is nil (its problem was reported), so rules see what could be read.
public struct TabBarSpec: Sendable {
    /// The document's root mapping.
    public var range: SourceRange
    /// 0-based index of the document in its file.
    public var documentIndex: Int
    public var version: Located<Int>?
    public var app: Located<String>?
    /// Each platform once, in the order written.
    public var platforms: [Located<Platform>] = []
    /// The `platforms` key, where whole-spec platform findings point.
    public var platformsKey: SourceRange?
    public var minOS: [Platform: Located<String>] = [:]
    public var kind: Located<SpecKind>?
    public var locales: [Located<String>] = []
    public var tabBar = TabBarSettings()
    public var tabs: [Tab] = []
    /// The `tabs` key, where whole-bar findings point.
    public var tabsKey: SourceRange?
    /// How the bar was declared: in a spec, or in code the app ships.
    public var origin: SpecOrigin = .spec
    /// Values the code gives but that cannot be known without running it (a
    /// title from the network, a symbol name built at run time). The fields
    /// they belong to are unknown, not absent, so the rules that need them
    /// stay silent; `source-unresolved` lists them.
    public var unresolved: [UnresolvedValue] = []
    /// Some tabs come from data known only at run time (`ForEach(model.tabs)`),
    /// so `tabs` is not the whole bar and counting it would mislead.
    public var hasUnknownTabs = false

    public init(range: SourceRange, documentIndex: Int) {
        self.range = range
        self.documentIndex = documentIndex
    }

    /// Where a finding about the whole bar points: the `tabs` key, or the
    /// document when there is none.
    public var barAnchor: SourceRange { tabsKey ?? range }
}

/// Where a tab bar was read from.
public enum SpecOrigin: String, Sendable {
    /// A YAML tab-bar spec.
    case spec
    /// A SwiftUI `TabView`.
    case swiftUI
    /// A `UITabBarController` set up in Swift code.
    case uiKit
    /// A `tabBarController` scene in an Interface Builder storyboard.
    case storyboard

    /// Whether the bar was read from code rather than written as a spec.
    public var isCode: Bool { self != .spec }
}

/// A value in code that cannot be known statically.
public struct UnresolvedValue: Sendable, Equatable {
    /// The field, in words: `the title of tab 3`.
    public var field: String
    /// Why it is unknown: `a string built at run time`.
    public var reason: String
    /// The expression that gives the value.
    public var range: SourceRange

    public init(field: String, reason: String, range: SourceRange) {
        self.field = field
        self.reason = reason
        self.range = range
    }
}

/// The `tab-bar` mapping: how the bar itself looks and behaves.
public struct TabBarSettings: Sendable {
    public var range: SourceRange?
    public var implementation: Located<BarImplementation>?
    public var style: Located<BarStyle>?
    public var scrolls: Located<Bool>?
    public var transition: Located<Transition>?
    public var hidesOnPush: Located<Bool>?
    public var customizable: Located<Bool>?
    public var largeContentViewer: Located<Bool>?
    public var titles: Located<TitleVisibility>?
    public var colors: BarColors?
    public var logo: Logo?

    public init() {}

    public var effectiveImplementation: BarImplementation { implementation?.value ?? .system }
    public var effectiveTransition: Transition { transition?.value ?? .none }
    public var isScrolling: Bool { scrolls?.value ?? false }
    /// Whether people see the titles (they do unless the bar hides them).
    public var showsTitles: Bool { titles?.value != .hidden }
}

public struct BarColors: Sendable {
    public var range: SourceRange
    public var selected: Located<RGBAColor>?
    public var unselected: Located<RGBAColor>?
    public var background: Located<RGBAColor>?

    public init(range: SourceRange) { self.range = range }
}

/// A color written `#RRGGBB` or `#RRGGBBAA`.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case).
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var components: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            components.append(high << 4 | low)
            index += 2
        }
        self.init(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 255)
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    public var description: String {
        let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
        return "#" + hex.map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

/// tvOS branded logo size, in points.
public struct Logo: Sendable {
    public var range: SourceRange
    public var width: Located<Double>?
    public var height: Located<Double>?

    public init(range: SourceRange) { self.range = range }
}

import TabBarSpec

/// How a tab bar on iPhone shares its width among its tabs' labels: which
/// tabs sit in the bar and which go into More, how many slots the width is
/// divided into, and the room a label has in one. `title-truncation` judges
/// titles with it and the preview draws from it, so the picture and the rule
/// cannot disagree about where a title is cut.
public struct PhoneBarLayout: Sendable {
    /// The sizes the layout depends on: the rule's options.
    public struct Metrics: Sendable, Equatable {
        public var deviceWidth: Double
        public var barInset: Double
        public var itemPadding: Double
        public var fontSize: Double
        /// How much narrower, in percent, the system may draw a title than
        /// `LabelWidth` estimates it.
        public var estimateMargin: Double

        public init(deviceWidth: Double, barInset: Double, itemPadding: Double, fontSize: Double, estimateMargin: Double) {
            self.deviceWidth = deviceWidth
            self.barInset = barInset
            self.itemPadding = itemPadding
            self.fontSize = fontSize
            self.estimateMargin = estimateMargin
        }
    }

    /// A system bar on iPhone shows at most this many tabs; the rest go into More, where titles are not squeezed.
    public static let visibleSystemTabs = 5
    public static let ellipsis = "…"

    public let metrics: Metrics
    /// The tabs drawn in the bar, leading to trailing (More not included).
    public let visibleTabs: [Tab]
    /// The tabs a system bar of six or more moves into More.
    public let moreTabs: [Tab]
    /// How many equal slots the bar is divided into (More takes one).
    public let slots: Int
    public let labelWidth: LabelWidth

    /// The layout of `tabs` (those in the bar); nil for a scrolling custom
    /// bar, whose tabs are as wide as their titles need, and for no tabs.
    public init?(tabs: [Tab], settings: TabBarSettings, metrics: Metrics) {
        guard !tabs.isEmpty, !(settings.effectiveImplementation == .custom && settings.isScrolling) else { return nil }
        let overflows = settings.effectiveImplementation == .system && tabs.count > Self.visibleSystemTabs
        self.metrics = metrics
        visibleTabs = overflows ? Array(tabs.prefix(Self.visibleSystemTabs - 1)) : tabs
        moreTabs = overflows ? Array(tabs.dropFirst(Self.visibleSystemTabs - 1)) : []
        slots = overflows ? Self.visibleSystemTabs : tabs.count
        labelWidth = LabelWidth(fontSize: metrics.fontSize)
    }

    /// Whether a More tab closes the bar.
    public var hasMoreTab: Bool { !moreTabs.isEmpty }

    /// The bar's width: the device's less the inset on each side.
    public var barWidth: Double { metrics.deviceWidth - 2 * metrics.barInset }

    /// The width of one slot.
    public var slotWidth: Double { barWidth / Double(slots) }

    /// The width a label can use in its slot.
    public var labelRoom: Double { slotWidth - metrics.itemPadding }

    /// Whether `text` (a title, trimmed) is too wide for its slot even if
    /// the system draws it as much narrower than estimated as the margin allows.
    public func truncates(_ text: String, width: Double? = nil) -> Bool {
        (width ?? labelWidth.points(text)) * (1 - metrics.estimateMargin / 100) > labelRoom
    }

    /// `text` as the bar shows it: whole when it fits, else cut at the last
    /// character after which the text and "…" still fit the room.
    public func displayed(_ text: String) -> String {
        guard truncates(text) else { return text }
        return Self.cut(text, toFit: labelRoom, labelWidth)
    }

    /// The longest prefix of `text` that, with "…", is at most `room` wide.
    public static func cut(_ text: String, toFit room: Double, _ width: LabelWidth) -> String {
        var kept = Substring(text)
        while !kept.isEmpty, width.points(kept.trimmingSpaces + ellipsis) > room {
            kept = kept.dropLast()
        }
        return kept.trimmingSpaces + ellipsis
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}

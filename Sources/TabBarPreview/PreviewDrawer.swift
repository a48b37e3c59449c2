import Plot
import TabBarLint
import TabBarSpec

/// Draws one `PreviewRequest`. The body (the bar, the More list, a sidebar)
/// is laid out from y = 0 and moved down below the caption and the lane
/// where the markers of pinned findings sit; the legend follows it.
struct PreviewDrawer {
    /// A rectangle, in points.
    struct Box {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var maxX: Double { x + width }
        var midX: Double { x + width / 2 }
        var midY: Double { y + height / 2 }
    }

    /// Where a tab was drawn, and where the markers of its findings go: the
    /// first marker's center and the step to the next one.
    struct PlacedTab {
        var id: String
        var box: Box
        var firstMarker: (x: Double, y: Double)
        var markerStep: Double
        /// Markers in the lane above the bar wrap into rows of this many.
        var markersPerRow: Int
    }

    /// What a layout drew, before the findings are pinned on it.
    struct Body {
        var nodes: [SVGNode] = []
        var placed: [PlacedTab] = []
        /// The bar itself, outlined for findings about the whole bar.
        var bar = Box(x: 0, y: 0, width: 0, height: 0)
        var height: Double = 0
    }

    struct Pin {
        var number: Int
        var diagnostic: Diagnostic
    }

    static let captionHeight = 30.0
    static let markerRadius = 7.0
    static let markerPitch = 16.0
    static let legendFontSize = 11.0
    static let legendLineHeight = 15.0

    let request: PreviewRequest
    let spec: TabBarSpec
    let palette: Palette
    let pins: [Pin]

    init(_ request: PreviewRequest) {
        self.request = request
        spec = request.bar.spec
        palette = Palette(spec.tabBar.colors)
        pins = Self.findings(request).enumerated().map { Pin(number: $0.offset + 1, diagnostic: $0.element) }
    }

    /// The findings made for the request's platform, and those that hold
    /// for every one (schema problems). On an iPhone other than the one
    /// `title-truncation` is configured for, its findings are made again for
    /// the device drawn, so that the titles cut and the findings pinned agree.
    /// A finding about a title in another locale (it points at that
    /// title's text) is left to that locale's picture.
    static func findings(_ request: PreviewRequest) -> [Diagnostic] {
        let language = request.locale.lowercased().split(separator: "-").first.map(String.init) ?? ""
        let entries = request.bar.spec.tabs.flatMap { $0.title?.entries ?? [] }
        func isShown(_ entry: Title.Entry) -> Bool {
            guard let locale = entry.locale?.value.lowercased() else { return true }
            return locale == request.locale.lowercased() || locale == language
        }
        // In code every locale's title may sit at the one key: such a range is this locale's too.
        let otherLocales = Set(entries.filter { !isShown($0) }.map(\.text.range)).subtracting(entries.filter(isShown).map(\.text.range))
        var findings = request.bar.diagnostics.filter {
            ($0.platforms.isEmpty || $0.platforms.contains(request.platform)) && !otherLocales.contains($0.range)
        }
        let truncation = TitleTruncationRule.metadata.id
        var configuration = request.bar.configuration
        guard request.device.style == .phone, TitleTruncationRule.metrics(configuration).deviceWidth != request.device.width else { return findings }
        configuration.rules[truncation, default: Configuration.RuleSetting()].options[TitleTruncationRule.deviceWidth.key] = .number(request.device.width)
        findings.removeAll { $0.ruleID == truncation }
        findings += RuleEngine(rules: [TitleTruncationRule()]).run(on: request.bar.spec, configuration: configuration)
            .filter { $0.platforms.contains(request.platform) && !otherLocales.contains($0.range) }
        return findings.sorted(by: Diagnostic.precedes)
    }

    func draw() -> SVGNode {
        let width = request.device.width
        var body: Body
        switch request.device.style {
        case .phone: body = phone()
        case .tablet: body = tablet()
        case .television: body = television()
        case .ornament: body = ornament()
        case .toolbar: body = toolbar()
        }
        let pinned = pin(on: body)
        let top = Self.captionHeight + pinned.laneHeight
        let legend = self.legend(top: top + body.height + 20, width: width)
        let height = (legend.bottom + 16).rounded(.up)
        body.nodes += pinned.nodes
        return SVG.element("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"), ("width", SVG.number(width)), ("height", SVG.number(height)),
            ("viewBox", "0 0 \(SVG.number(width)) \(SVG.number(height))"),
            ("data-platform", request.platform.rawValue), ("data-device", request.device.name), ("data-locale", request.locale),
            ("font-family", "Inter, 'SF Pro Text', system-ui, sans-serif"),
        ], [
            SVG.element("title", [], [SVG.text(caption)]),
            SVG.rect(x: 0, y: 0, width: width, height: height, [("fill", "#FFFFFF")]),
            SVG.label(caption, x: 16, y: 20, size: 12, fill: "#3A3A3C", [("class", "caption")]),
            SVG.group([("class", "body"), ("transform", "translate(0 \(SVG.number(top)))")], body.nodes),
        ] + legend.nodes)
    }

    private var caption: String {
        let name = spec.app?.value ?? request.bar.file
        return "\(Tab.abbreviated(name)) · \(request.platform) · \(request.device.name) · \(request.locale)"
    }

    // MARK: - Titles, icons and badges

    /// The tab's title in the request's locale: that locale's entry, else
    /// its language's (`de` for `de-CH`), else the title people read first.
    func title(of tab: Tab) -> String {
        guard let title = tab.title else { return "" }
        let wanted = request.locale.lowercased()
        let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
        let entry = title.entries.first { $0.locale?.value.lowercased() == wanted }
            ?? title.entries.first { $0.locale?.value.lowercased() == language }
        let text = entry?.text.value ?? title.primaryText ?? ""
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A tab's group: its box (for tests and the browser check), then what is drawn in it.
    func tabGroup(_ tab: Tab, box: Box, extra: [(String, String)] = [], _ content: [SVGNode]) -> SVGNode {
        var attributes = [("data-tab-id", tabID(tab))] + extra
        if tab.enabled?.value == false { attributes += [("data-disabled", "true"), ("opacity", "0.35")] }
        return SVG.group(attributes, [SVG.rect(x: box.x, y: box.y, width: box.width, height: box.height, [("class", "tab-box"), ("fill", "none")])] + content)
    }

    /// The tab's id, or `tab-N` when it has none (or an empty one).
    func tabID(_ tab: Tab) -> String {
        guard let id = tab.id?.value, !id.isEmpty else { return "tab-\(tab.index + 1)" }
        return id
    }

    static let glyphSize = 22.0

    /// The icon centered on (cx, cy): a placeholder for a symbol with its
    /// name, or the custom image at its real size. `room`: the width the
    /// symbol's name may take.
    func icon(_ tab: Tab, selected: Bool, cx: Double, cy: Double, color: String, room: Double) -> [SVGNode] {
        let half = Self.glyphSize / 2
        let art = IconArt.of(tab, selected: selected, assets: request.bar.assets)
        func placeholder(_ name: String, mark: SVGNode, stroke: String) -> [SVGNode] {
            let small = LabelWidth(fontSize: 5)
            let shown = small.points(name) <= room ? name : PhoneBarLayout.cut(name, toFit: room, small)
            return [
                SVG.rect(x: cx - half, y: cy - half, width: Self.glyphSize, height: Self.glyphSize, radius: 5, [
                    ("fill", "none"), ("stroke", stroke), ("stroke-width", "1.2"), ("stroke-dasharray", "3 2"), ("class", "icon-placeholder"),
                ]),
                mark,
                SVG.label(shown, x: cx, y: cy + 8, size: 5, anchor: "middle", fill: color, [("class", "symbol-name")]),
            ]
        }
        switch art {
        case .none:
            return []
        case .symbol(let name):
            return placeholder(name, mark: SVG.circle(cx: cx, cy: cy - 3.5, r: 3.5, [("fill", color)]), stroke: color)
        case .unavailable(let reason):
            return placeholder(reason, mark: SVG.label("?", x: cx, y: cy + 1, size: 9, anchor: "middle", fill: "#D70015", weight: 700), stroke: "#D70015")
        case .image(let dataURL, let width, let height):
            return [SVG.element("image", [
                ("x", SVG.number(cx - width / 2)), ("y", SVG.number(cy - height / 2)),
                ("width", SVG.number(width)), ("height", SVG.number(height)), ("href", dataURL),
                ("data-point-size", "\(PointSize.format(width))x\(PointSize.format(height))"), ("class", "custom-icon"),
            ])]
        }
    }

    /// What the badge shows; nil without a badge, "" for a dot.
    func badgeText(_ tab: Tab) -> String? {
        guard let badge = tab.badge else { return nil }
        switch badge.value?.value {
        case .integer(let value): return String(value)
        case .decimal(let literal): return literal
        case .text(let text): return text
        case nil: return ""
        }
    }

    static let badgeFont = 11.0
    static let badgeHeight = 16.0

    func badgeWidth(_ text: String) -> Double {
        text.isEmpty ? 10 : max(Self.badgeHeight, LabelWidth(fontSize: Self.badgeFont).points(text) + 10)
    }

    /// A badge whose leading edge is at `x` (moved left so that it ends
    /// before `limit`) and top at `y`.
    func badge(_ tab: Tab, x: Double, y: Double, limit: Double) -> [SVGNode] {
        guard let text = badgeText(tab) else { return [] }
        let width = badgeWidth(text)
        let left = min(x, limit - width)
        let fill = tab.badge?.color?.value.description ?? "#FF3B30"
        let height = text.isEmpty ? 10 : Self.badgeHeight
        // A dot badge has no value, so no `data-badge`.
        return [SVG.group([("class", "badge"), ("data-badge", text)], [
            SVG.rect(x: left, y: y, width: width, height: height, radius: height / 2, [("fill", fill)]),
        ] + (text.isEmpty ? [] : [SVG.label(text, x: left + width / 2, y: y + 12, size: Self.badgeFont, anchor: "middle", fill: "#FFFFFF", weight: 600, [("class", "badge-text")])]))]
    }

    // MARK: - Findings

    /// Outlines around the tabs (and the bar) that findings concern, the
    /// numbered markers, and how tall the lane above the body must be.
    func pin(on body: Body) -> (nodes: [SVGNode], laneHeight: Double) {
        guard !pins.isEmpty else { return ([], 0) }
        var byTab: [String: [Pin]] = [:]
        var onBar: [Pin] = []
        for pin in pins {
            if let id = pin.diagnostic.tabID, body.placed.contains(where: { $0.id == id }) {
                byTab[id, default: []].append(pin)
            } else {
                onBar.append(pin)
            }
        }
        var nodes: [SVGNode] = []
        var tabRows = 0
        for placed in body.placed {
            guard let tabPins = byTab[placed.id] else { continue }
            let worst = tabPins.map(\.diagnostic.severity).max() ?? .info
            let box = placed.box
            nodes.append(SVG.rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2, radius: 6, [
                ("fill", "none"), ("stroke", Self.color(worst)), ("stroke-width", "2"), ("class", "finding-outline"), ("data-pinned-tab", placed.id),
            ]))
            for (index, pin) in tabPins.enumerated() {
                let row = index / max(1, placed.markersPerRow), column = index % max(1, placed.markersPerRow)
                tabRows = max(tabRows, row + 1)
                nodes.append(marker(pin, x: placed.firstMarker.x + Double(column) * placed.markerStep, y: placed.firstMarker.y - Double(row) * Self.markerPitch))
            }
        }
        // Findings about the whole bar: its outline, and markers in a row above the tabs' own.
        if !onBar.isEmpty {
            let worst = onBar.map(\.diagnostic.severity).max() ?? .info
            let bar = body.bar
            nodes.append(SVG.rect(x: bar.x - 3, y: bar.y - 3, width: bar.width + 6, height: bar.height + 6, radius: 8, [
                ("fill", "none"), ("stroke", Self.color(worst)), ("stroke-width", "1.5"), ("stroke-dasharray", "5 3"), ("class", "finding-outline"),
            ]))
            let perRow = max(1, Int((request.device.width - bar.x - 8) / Self.markerPitch))
            let lowest = bar.y - 4 - Self.markerRadius - Double(tabRows) * Self.markerPitch
            for (index, pin) in onBar.enumerated() {
                nodes.append(marker(pin, x: bar.x + Self.markerRadius + Double(index % perRow) * Self.markerPitch, y: lowest - Double(index / perRow) * Self.markerPitch))
            }
            tabRows += (onBar.count + perRow - 1) / perRow
        }
        // Markers above the bar need a lane of their own; markers beside rows do not.
        let usesLane = body.placed.contains { $0.markersPerRow > 1 } || !onBar.isEmpty
        return (nodes, usesLane ? Double(tabRows) * Self.markerPitch + 6 : 0)
    }

    func marker(_ pin: Pin, x: Double, y: Double) -> SVGNode {
        SVG.group([("class", "finding-marker"), ("data-rule", pin.diagnostic.ruleID), ("data-finding", String(pin.number))], [
            SVG.circle(cx: x, cy: y, r: Self.markerRadius, [("fill", Self.color(pin.diagnostic.severity))]),
            SVG.label(String(pin.number), x: x, y: y + 3.2, size: 9, anchor: "middle", fill: "#FFFFFF", weight: 700),
        ])
    }

    /// Under the bar: each finding's marker, then `rule-id: message`, wrapped.
    func legend(top: Double, width: Double) -> (nodes: [SVGNode], bottom: Double) {
        guard !pins.isEmpty else { return ([], top - 12) }
        var nodes: [SVGNode] = []
        var y = top
        let textX = 16 + 2 * Self.markerRadius + 8
        let wrapper = LabelWidth(fontSize: Self.legendFontSize)
        for pin in pins {
            let lines = Self.wrap("\(pin.diagnostic.ruleID): \(pin.diagnostic.message)", width: width - textX - 16, wrapper)
            var children = [
                SVG.circle(cx: 16 + Self.markerRadius, cy: y - 4, r: Self.markerRadius, [("fill", Self.color(pin.diagnostic.severity))]),
                SVG.label(String(pin.number), x: 16 + Self.markerRadius, y: y - 0.8, size: 9, anchor: "middle", fill: "#FFFFFF", weight: 700),
            ]
            for (index, line) in lines.enumerated() {
                children.append(SVG.label(line, x: textX, y: y + Double(index) * Self.legendLineHeight, size: Self.legendFontSize, fill: "#1C1C1E", weight: index == 0 ? 500 : 400))
            }
            nodes.append(SVG.group([
                ("class", "legend-entry"), ("data-rule", pin.diagnostic.ruleID), ("data-finding", String(pin.number)),
                ("data-severity", pin.diagnostic.severity.rawValue),
            ], children))
            y += Double(lines.count) * Self.legendLineHeight + 6
        }
        return (nodes, y - Self.legendLineHeight)
    }

    /// `text` broken at spaces into lines at most `width` wide (a word
    /// longer than a line is cut with "…").
    static func wrap(_ text: String, width: Double, _ measure: LabelWidth) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let candidate = line.isEmpty ? word : line + " " + word
            if measure.points(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = measure.points(word) <= width ? word : PhoneBarLayout.cut(word, toFit: width, measure)
        }
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [""] : lines
    }

    static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "#D70015"
        case .warning: return "#B25000"
        case .info: return "#0064D2"
        }
    }
}

/// The bar's colors: the spec's `colors`, else the system's.
struct Palette {
    var selected: String
    var unselected: String
    var background: String

    init(_ colors: BarColors?) {
        selected = colors?.selected?.value.description ?? "#007AFF"
        unselected = colors?.unselected?.value.description ?? "#6D6D72"
        background = colors?.background?.value.description ?? "#F2F2F7"
    }
}

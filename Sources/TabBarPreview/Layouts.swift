import TabBarLint
import TabBarSpec

/// One layout per kind of bar; each returns the body at y = 0.
extension PreviewDrawer {
    static let phoneBarHeight = 62.0

    // MARK: iPhone

    /// The floating bar of iOS 26 at the bottom of an iPhone: equal slots,
    /// icons over titles, titles cut with "…" where `title-truncation` says
    /// they truncate (the same `PhoneBarLayout`). A search tab is its own
    /// round button at the trailing end; a system bar of six or more tabs
    /// ends in More, whose list is drawn under the bar.
    func phone() -> Body {
        let metrics = TitleTruncationRule.metrics(request.bar.configuration, deviceWidth: request.device.width)
        let tabs = ShownTogether.tabs(spec.tabs.filter(\.isInBar))
        guard let layout = PhoneBarLayout(tabs: tabs, settings: spec.tabBar, metrics: metrics) else {
            return scrollingPhone(tabs, metrics: metrics)
        }
        enum Slot { case tab(Tab), more, search(Tab) }
        let search = layout.visibleTabs.first { $0.effectiveRole == .search }
        var slots: [Slot] = layout.visibleTabs.filter { $0.index != search?.index }.map { .tab($0) }
        if layout.hasMoreTab { slots.append(.more) }
        if let search { slots.append(.search(search)) }
        let height = Self.phoneBarHeight
        var body = Body()
        let barSlots = Double(search == nil ? layout.slots : layout.slots - 1)
        body.bar = Box(x: metrics.barInset, y: 0, width: barSlots * layout.slotWidth, height: height)
        body.nodes.append(SVG.rect(x: body.bar.x, y: 0, width: body.bar.width, height: height, radius: height / 2, [
            ("fill", palette.background), ("stroke", "#C7C7CC"), ("stroke-width", "0.5"), ("class", "bar"),
        ]))
        let selectedIndex = slots.firstIndex { if case .tab = $0 { return true } else { return false } }
        let perRow = max(1, Int((layout.slotWidth - 2) / Self.markerPitch))
        for (position, slot) in slots.enumerated() {
            let box = Box(x: metrics.barInset + Double(position) * layout.slotWidth, y: 0, width: layout.slotWidth, height: height)
            switch slot {
            case .tab(let tab), .search(let tab):
                let selected = position == selectedIndex
                var content: [SVGNode] = []
                if case .search = slot {
                    let diameter = min(height, layout.slotWidth - 4)
                    content.append(SVG.circle(cx: box.midX, cy: height / 2, r: diameter / 2, [
                        ("fill", palette.background), ("stroke", "#C7C7CC"), ("stroke-width", "0.5"), ("class", "search-button"),
                    ]))
                }
                content += phoneItem(tab, box: box, title: layout.displayed(title(of: tab)), fontSize: metrics.fontSize, selected: selected)
                body.nodes.append(tabGroup(tab, box: box, extra: search?.index == tab.index ? [("data-role", "search")] : [], content))
                body.placed.append(PlacedTab(id: tabID(tab), box: box, firstMarker: (box.x + 9, -Self.markerRadius - 4), markerStep: Self.markerPitch, markersPerRow: perRow))
            case .more:
                body.nodes.append(SVG.group([("data-more-tab", "true")], [
                    SVG.rect(x: box.x, y: 0, width: box.width, height: height, [("class", "tab-box"), ("fill", "none")]),
                    SVG.circle(cx: box.midX - 6, cy: 20, r: 2, [("fill", palette.unselected)]),
                    SVG.circle(cx: box.midX, cy: 20, r: 2, [("fill", palette.unselected)]),
                    SVG.circle(cx: box.midX + 6, cy: 20, r: 2, [("fill", palette.unselected)]),
                    SVG.label("More", x: box.midX, y: 48, size: metrics.fontSize, anchor: "middle", fill: palette.unselected, [("class", "tab-title")]),
                ]))
            }
        }
        body.height = height
        if layout.hasMoreTab { moreList(layout.moreTabs, x: metrics.barInset, width: layout.barWidth, into: &body) }
        return body
    }

    /// An icon over a title, in a phone bar's slot.
    func phoneItem(_ tab: Tab, box: Box, title: String, fontSize: Double, selected: Bool) -> [SVGNode] {
        let color = selected ? palette.selected : palette.unselected
        return icon(tab, selected: selected, cx: box.midX, cy: 20, color: color, room: box.width - 6)
            + [SVG.label(title, x: box.midX, y: 48, size: fontSize, anchor: "middle", fill: color, [("class", "tab-title")])]
            + badge(tab, x: box.midX + 5, y: 3, limit: box.maxX - 1)
    }

    /// The list More opens, under the bar: every tab it holds, whole.
    func moreList(_ tabs: [Tab], x: Double, width: Double, into body: inout Body) {
        let top = body.height + 14, rowHeight = 32.0, font = 13.0
        body.nodes.append(SVG.rect(x: x, y: top, width: width, height: 26 + Double(tabs.count) * rowHeight, radius: 12, [
            ("fill", "#F2F2F7"), ("class", "more-list"),
        ]))
        body.nodes.append(SVG.label("More", x: x + 12, y: top + 18, size: font, fill: "#1C1C1E", weight: 700))
        let measure = LabelWidth(fontSize: font)
        // Room on the right for markers and a badge.
        let room = width - 44 - 56
        for (row, tab) in tabs.enumerated() {
            let box = Box(x: x, y: top + 26 + Double(row) * rowHeight, width: width, height: rowHeight)
            let text = title(of: tab)
            let shown = measure.points(text) <= room ? text : PhoneBarLayout.cut(text, toFit: room, measure)
            body.nodes.append(tabGroup(tab, box: box, extra: [("data-in-more", "true")], icon(tab, selected: false, cx: x + 24, cy: box.midY, color: palette.unselected, room: 24)
                + [SVG.label(shown, x: x + 44, y: box.midY + 4.5, size: font, fill: "#1C1C1E", [("class", "tab-title")])]
                + badge(tab, x: x + 44 + measure.points(shown) + 6, y: box.midY - 8, limit: box.maxX - 30)))
            body.placed.append(PlacedTab(id: tabID(tab), box: box, firstMarker: (box.maxX - 12, box.midY), markerStep: -Self.markerPitch, markersPerRow: 1))
        }
        body.height = top + 26 + Double(tabs.count) * rowHeight + 8
    }

    /// A custom bar that scrolls: each tab as wide as its title needs, the
    /// ones past the bar's end cut off by it, as people would see them.
    func scrollingPhone(_ tabs: [Tab], metrics: PhoneBarLayout.Metrics) -> Body {
        var body = Body()
        let height = Self.phoneBarHeight
        body.bar = Box(x: metrics.barInset, y: 0, width: request.device.width - 2 * metrics.barInset, height: height)
        body.height = height
        let measure = LabelWidth(fontSize: metrics.fontSize)
        var nodes: [SVGNode] = [SVG.rect(x: body.bar.x, y: 0, width: body.bar.width, height: height, radius: height / 2, [
            ("fill", palette.background), ("stroke", "#C7C7CC"), ("stroke-width", "0.5"), ("class", "bar"),
        ])]
        var x = body.bar.x + 8
        for tab in tabs {
            let text = title(of: tab)
            let box = Box(x: x, y: 0, width: max(56, measure.points(text) + 16), height: height)
            let selected = tab.index == tabs.first?.index
            nodes.append(tabGroup(tab, box: box, phoneItem(tab, box: box, title: text, fontSize: metrics.fontSize, selected: selected)))
            if box.maxX <= body.bar.maxX {
                body.placed.append(PlacedTab(id: tabID(tab), box: box, firstMarker: (box.x + 9, -Self.markerRadius - 4), markerStep: Self.markerPitch,
                                             markersPerRow: max(1, Int((box.width - 2) / Self.markerPitch))))
            }
            x = box.maxX
        }
        let clip = "bar-clip"
        body.nodes = [
            SVG.element("clipPath", [("id", clip)], [SVG.rect(x: body.bar.x, y: 0, width: body.bar.width, height: height, radius: height / 2)]),
            SVG.group([("clip-path", "url(#\(clip))"), ("data-scrolls", "true")], nodes),
        ]
        return body
    }

    // MARK: Bars of titles: iPad, Apple TV, Mac

    struct TitleBarStyle {
        var fontSize: Double
        var padding: Double
        var height: Double
        var top: Double
        /// Space kept free at each end of the screen.
        var margin: Double
        var radius: Double
        var selectedFill: String
        var selectedText: String?
    }

    /// Tabs as titles side by side in a capsule centered at the top: how
    /// iPadOS, tvOS and a Mac's segmented control show them. Titles are cut
    /// only when the bar would not fit the screen at all.
    func titleBar(_ tabs: [Tab], _ style: TitleBarStyle, into body: inout Body) {
        let measure = LabelWidth(fontSize: style.fontSize)
        let texts = tabs.map(title(of:))
        let badges = tabs.map { badgeText($0).map { badgeWidth($0) + 6 } ?? 0 }
        func itemWidth(_ index: Int, _ text: String) -> Double {
            (text.isEmpty ? Self.glyphSize : measure.points(text)) + 2 * style.padding + badges[index]
        }
        var shown = texts
        let available = request.device.width - 2 * style.margin
        if texts.indices.map({ itemWidth($0, texts[$0]) }).reduce(0, +) > available {
            let share = available / Double(max(1, tabs.count))
            shown = texts.indices.map { index in
                let room = share - 2 * style.padding - badges[index]
                return measure.points(texts[index]) <= room ? texts[index] : PhoneBarLayout.cut(texts[index], toFit: room, measure)
            }
        }
        let widths = shown.indices.map { itemWidth($0, shown[$0]) }
        let total = widths.reduce(0, +) + 8
        var x = (request.device.width - total) / 2 + 4
        body.bar = Box(x: x - 4, y: style.top, width: total, height: style.height)
        body.nodes.append(SVG.rect(x: body.bar.x, y: style.top, width: total, height: style.height, radius: style.radius, [
            ("fill", palette.background), ("stroke", "#C7C7CC"), ("stroke-width", "0.5"), ("class", "bar"),
        ]))
        let inner = style.height - 8
        for (index, tab) in tabs.enumerated() {
            let box = Box(x: x, y: style.top + 4, width: widths[index], height: inner)
            let selected = index == 0
            let color = selected ? (style.selectedText ?? palette.selected) : palette.unselected
            var content: [SVGNode] = []
            if selected {
                content.append(SVG.rect(x: box.x, y: box.y, width: box.width, height: box.height, radius: min(style.radius, inner / 2), [("fill", style.selectedFill), ("class", "selected-fill")]))
            }
            var cursor = box.x + style.padding
            if shown[index].isEmpty {
                content += icon(tab, selected: selected, cx: cursor + Self.glyphSize / 2, cy: box.midY, color: color, room: Self.glyphSize + style.padding)
                cursor += Self.glyphSize
            }
            content.append(SVG.label(shown[index], x: cursor, y: box.midY + style.fontSize * 0.36, size: style.fontSize, fill: color, [("class", "tab-title")]))
            cursor += shown[index].isEmpty ? 0 : measure.points(shown[index])
            content += badge(tab, x: cursor + 6, y: box.midY - Self.badgeHeight / 2, limit: box.maxX - 1)
            body.nodes.append(tabGroup(tab, box: box, content))
            body.placed.append(PlacedTab(id: tabID(tab), box: box, firstMarker: (box.x + 9, style.top - Self.markerRadius - 4), markerStep: Self.markerPitch,
                                         markersPerRow: max(1, Int((box.width - 2) / Self.markerPitch))))
            x += widths[index]
        }
        body.height = style.top + style.height
    }

    /// iPadOS 18 and later: the floating bar at the top, titles only; a
    /// `sidebar-adaptable` bar also shows its sidebar, with every tab
    /// (sidebar-only ones too) under its section.
    func tablet() -> Body {
        var body = Body()
        let adaptable = spec.tabBar.style?.value == .sidebarAdaptable
        titleBar(spec.tabs.filter(\.isInBar), TitleBarStyle(
            fontSize: 15, padding: 14, height: 44, top: 0, margin: adaptable ? 72 : 24, radius: 22, selectedFill: "#FFFFFF", selectedText: nil
        ), into: &body)
        guard adaptable else { return body }
        // The button that turns the bar into the sidebar.
        body.nodes.append(SVG.group([("class", "sidebar-button")], [
            SVG.circle(cx: 40, cy: 22, r: 18, [("fill", palette.background), ("stroke", "#C7C7CC"), ("stroke-width", "0.5")]),
            SVG.rect(x: 31, y: 15, width: 18, height: 14, radius: 3, [("fill", "none"), ("stroke", palette.unselected), ("stroke-width", "1.5")]),
            SVG.rect(x: 31, y: 15, width: 6, height: 14, radius: 2, [("fill", palette.unselected)]),
        ]))
        sidebar(top: body.height + 16, into: &body)
        return body
    }

    func sidebar(top: Double, into body: inout Body) {
        let x = 16.0, width = 300.0, rowHeight = 36.0, font = 15.0
        let measure = LabelWidth(fontSize: font)
        var rows: [SVGNode] = []
        var y = top + 12
        var section: String?
        for tab in spec.tabs {
            if let name = tab.section?.value, name != section {
                section = name
                rows.append(SVG.label(Tab.abbreviated(name).uppercased(), x: x + 16, y: y + 18, size: 11, fill: "#6D6D72", weight: 600, [("class", "sidebar-section")]))
                y += 26
            }
            let box = Box(x: x + 8, y: y, width: width - 16, height: rowHeight)
            let text = title(of: tab)
            let room = width - 64 - 40
            let shown = measure.points(text) <= room ? text : PhoneBarLayout.cut(text, toFit: room, measure)
            var attributes = [("data-sidebar-tab-id", tabID(tab))]
            if tab.enabled?.value == false { attributes += [("opacity", "0.35")] }
            rows.append(SVG.group(attributes, [SVG.rect(x: box.x, y: box.y, width: box.width, height: box.height, [("class", "tab-box"), ("fill", "none")])]
                + icon(tab, selected: false, cx: box.x + 20, cy: box.midY, color: palette.selected, room: 30)
                + [SVG.label(shown, x: box.x + 40, y: box.midY + 5, size: font, fill: "#1C1C1E", [("class", "tab-title")])]
                + badge(tab, x: box.maxX - 40, y: box.midY - 8, limit: box.maxX - 4)))
            y += rowHeight
        }
        body.nodes.append(SVG.rect(x: x, y: top, width: width, height: y - top + 12, radius: 16, [("fill", "#F2F2F7"), ("class", "sidebar")]))
        body.nodes += rows
        body.height = y + 12
    }

    /// tvOS: the bar at the top of the screen, titles only, the focused tab
    /// a white capsule; a branded logo at the leading end when given.
    func television() -> Body {
        var body = Body()
        titleBar(spec.tabs.filter(\.isInBar), TitleBarStyle(
            fontSize: 29, padding: 28, height: 68, top: 0, margin: 240, radius: 34, selectedFill: "#FFFFFF", selectedText: "#1C1C1E"
        ), into: &body)
        if let logo = spec.tabBar.logo, let width = logo.width?.value, let height = logo.height?.value, width > 0, height > 0, width < 1000, height < 400 {
            body.nodes.append(SVG.group([("class", "logo")], [
                SVG.rect(x: 80, y: 34 - height / 2, width: width, height: height, radius: 6, [("fill", "none"), ("stroke", "#6D6D72"), ("stroke-dasharray", "4 3")]),
                SVG.label("logo \(PointSize.format(width))×\(PointSize.format(height))", x: 80 + width / 2, y: 38, size: 12, anchor: "middle", fill: "#6D6D72"),
            ]))
            body.height = max(body.height, 34 + height / 2)
        }
        return body
    }

    /// A Mac: a segmented control in the toolbar, titles only.
    func toolbar() -> Body {
        var body = Body()
        body.nodes.append(SVG.rect(x: 0, y: 0, width: request.device.width, height: 44, [("fill", "#ECECEC"), ("class", "toolbar")]))
        titleBar(spec.tabs.filter(\.isInBar), TitleBarStyle(
            fontSize: 13, padding: 12, height: 28, top: 8, margin: 120, radius: 7, selectedFill: "#FFFFFF", selectedText: "#1C1C1E"
        ), into: &body)
        body.height = 44
        return body
    }

    // MARK: Vision Pro

    /// visionOS: the ornament at the window's leading edge, each tab an icon
    /// in a circle with its title beside it (as when people look at the
    /// ornament); markers of findings to the right of their row.
    func ornament() -> Body {
        var body = Body()
        let tabs = spec.tabs.filter(\.isInBar)
        let font = 17.0, rowHeight = 56.0, x0 = 16.0
        let measure = LabelWidth(fontSize: font)
        let texts = tabs.map(title(of:))
        let room = 320.0
        let shown = texts.map { measure.points($0) <= room ? $0 : PhoneBarLayout.cut($0, toFit: room, measure) }
        let widest = shown.map(measure.points).max() ?? 0
        let width = 8 + 44 + 12 + widest + 20
        let height = Double(tabs.count) * rowHeight + 16
        body.bar = Box(x: x0, y: 0, width: width, height: height)
        body.nodes.append(SVG.rect(x: x0, y: 0, width: width, height: height, radius: min(28, height / 2), [
            ("fill", palette.background), ("stroke", "#C7C7CC"), ("stroke-width", "0.5"), ("class", "bar"),
        ]))
        var mostPins = 0
        for (index, tab) in tabs.enumerated() {
            let box = Box(x: x0 + 4, y: 8 + Double(index) * rowHeight, width: width - 8, height: rowHeight)
            let selected = index == 0
            let color = selected ? palette.selected : palette.unselected
            let cx = box.x + 4 + 22
            var content = [SVG.circle(cx: cx, cy: box.midY, r: 22, [("fill", selected ? "#FFFFFF" : "#E5E5EA")])]
            content += icon(tab, selected: selected, cx: cx, cy: box.midY, color: color, room: 40)
            content.append(SVG.label(shown[index], x: cx + 22 + 12, y: box.midY + 6, size: font, fill: color, [("class", "tab-title")]))
            content += badge(tab, x: cx + 8, y: box.midY - 24, limit: cx + 30)
            body.nodes.append(tabGroup(tab, box: box, content))
            body.placed.append(PlacedTab(id: tabID(tab), box: box, firstMarker: (x0 + width + 6 + Self.markerRadius, box.midY), markerStep: Self.markerPitch, markersPerRow: 8))
            mostPins = max(mostPins, pins.filter { $0.diagnostic.tabID == tabID(tab) }.count)
        }
        // The window the ornament belongs to, past the markers' column.
        let windowX = x0 + width + 16 + Double(min(mostPins, 8)) * Self.markerPitch
        body.nodes.append(SVG.rect(x: windowX, y: 0, width: max(80, request.device.width - windowX - 16), height: max(height, 160), radius: 24, [
            ("fill", "#F7F7FA"), ("stroke", "#C7C7CC"), ("class", "window"),
        ]))
        body.height = max(height, 160)
        return body
    }
}

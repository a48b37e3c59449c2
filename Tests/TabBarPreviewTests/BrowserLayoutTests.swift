import Foundation
import Testing
import TabBarLint
import TabBarReporters
import TabBarSpec
@testable import TabBarPreview

/// What chromium lays out: the previews on every platform inside the HTML
/// report, measured by a small script added to a copy of the page (the
/// report itself has none) and read back with `--dump-dom`.
@Suite(.serialized) struct BrowserLayoutTests {
    static let badges = """
        version: 1
        app: Shop
        platforms: [iOS, iPadOS]
        tab-bar: { colors: { selected: "#AA2200", background: "#FFF8F0" } }
        tabs:
          - { id: shop, title: Shop, icon: bag, badge: 3 }
          - { id: deals, title: Deals, icon: tag, badge: { value: "999+", color: "#0A7A28" } }
          - { id: orders, title: Orders, icon: shippingbox, badge: "New", enabled: false }
          - id: me
            title: Me
            icon: { image: me@2x.png, shape: circular, size: { regular: [25, 25], compact: [18, 18] } }
          - id: logo
            title: Brand
            icon: { image: logo.svg, shape: square, size: { regular: [23, 23], compact: [17, 17] } }
        """

    static let television = """
        version: 1
        app: Sports
        platforms: [tvOS, visionOS, macOS]
        kind: live-viewing
        tab-bar: { logo: { width: 180, height: 60 } }
        tabs:
          - { id: live, title: Live Now, icon: play.tv, content: live, badge: 2 }
          - { id: scores, title: Scores, icon: list.number }
          - { id: teams, title: My Teams and Favorite Players, icon: person.3 }
          - { id: search, title: Search, icon: magnifyingglass, role: search }
        """

    static let adaptable = """
        version: 1
        app: Music
        platforms: [iPadOS]
        tab-bar: { style: sidebar-adaptable }
        tabs:
          - { id: now, title: Listen Now, icon: play.circle }
          - { id: browse, title: Browse, icon: square.grid.2x2, badge: 1 }
          - { id: radio, title: Radio, icon: dot.radiowaves.left.and.right, section: Stations }
          - { id: mixes, title: Mixes, icon: music.note.list, placement: sidebar-only, section: Stations }
        """

    /// A picture laid out wrong on purpose: a title wider than its tab, a
    /// badge outside it, two texts on top of each other. The check must
    /// report exactly these, or it could not catch anything.
    static let control = """
        <svg data-control="true" xmlns="http://www.w3.org/2000/svg" width="200" height="80" font-family="Inter">
        <g data-tab-id="wide"><rect class="tab-box" x="0" y="0" width="30" height="60" fill="none"/>
        <text class="tab-title" x="2" y="40" font-size="12">Much too long a title</text>
        <g class="badge"><rect x="25" y="2" width="20" height="16"/></g></g>
        <text x="100" y="20" font-size="12">one</text><text x="102" y="22" font-size="12">two</text>
        </svg>
        """

    static let measuring = """
        <pre id="layout-results"></pre>
        <script>
        (async () => {
          const problems = [], counts = { svgs: 0, tabs: 0, titles: 0, badges: 0, texts: 0, images: 0 };
          const box = e => e.getBoundingClientRect();
          const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
          const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
          for (const svg of document.querySelectorAll('svg')) {
            const name = svg.dataset.control ? 'control' : `${svg.dataset.platform}/${svg.dataset.device}/${svg.dataset.locale}`;
            if (!svg.dataset.control) counts.svgs++;
            for (const tab of svg.querySelectorAll('g[data-tab-id], g[data-more-tab], g[data-sidebar-tab-id]')) {
              const id = tab.dataset.tabId || tab.dataset.sidebarTabId || 'more';
              const frame = box(tab.querySelector(':scope > rect.tab-box'));
              if (!svg.dataset.control) counts.tabs++;
              const title = tab.querySelector('text.tab-title');
              if (title && title.textContent.trim()) {
                if (!svg.dataset.control) counts.titles++;
                if (!inside(box(title), frame)) problems.push(`${name}: the title of ${id} is outside its tab`);
              }
              for (const badge of tab.querySelectorAll('g.badge')) {
                if (!svg.dataset.control) counts.badges++;
                if (!inside(box(badge), frame)) problems.push(`${name}: the badge of ${id} is outside its tab`);
              }
            }
            const texts = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim());
            if (!svg.dataset.control) counts.texts += texts.length;
            for (let i = 0; i < texts.length; i++)
              for (let j = i + 1; j < texts.length; j++)
                if (overlap(box(texts[i]), box(texts[j]))) problems.push(`${name}: "${texts[i].textContent}" overlaps "${texts[j].textContent}"`);
            for (const image of svg.querySelectorAll('image')) {
              counts.images++;
              const probe = new Image();
              probe.src = image.getAttribute('href');
              try { await probe.decode(); } catch (error) { problems.push(`${name}: an embedded image cannot be drawn`); }
            }
          }
          for (const entry of performance.getEntriesByType('resource')) problems.push(`loaded ${entry.name}`);
          for (const element of document.querySelectorAll('[src], link[href], img')) problems.push(`refers to ${element.outerHTML.slice(0, 80)}`);
          document.getElementById('layout-results').textContent = JSON.stringify({ problems, counts });
        })();
        </script>
        """

    struct Results: Decodable {
        struct Counts: Decodable {
            var svgs: Int, tabs: Int, titles: Int, badges: Int, texts: Int, images: Int
        }
        var problems: [String]
        var counts: Counts
    }

    /// The report for the test specs, with every platform's pictures.
    static func report() throws -> (html: String, figures: [PreviewFigure]) {
        let files: [String: [UInt8]] = [
            "me@2x.png": SolidPNG.file(width: 50, height: 50),
            "logo.svg": Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="23" height="23"><rect width="23" height="23" rx="5" fill="#E0A020"/></svg>"##.utf8),
        ]
        let specs = [PreviewStructureTests.books, PreviewStructureTests.overflowing, badges, television, adaptable]
        var figures: [PreviewFigure] = []
        var reports: [FileReport] = []
        for (index, yaml) in specs.enumerated() {
            let path = "spec\(index + 1).tabbar.yml"
            let linted = Linter().lintTabBars(source: Array(yaml.utf8), path: path, assets: InMemoryAssets(files))
            reports.append(linted.report)
            for bar in linted.bars {
                let phones = ["iphone-se", "iphone-pro-max"].compactMap(Device.named)
                for request in TabBarPreview.requests(for: bar).requests + TabBarPreview.requests(for: bar, devices: phones).requests {
                    figures.append(PreviewFigure(file: path, line: 1, caption: "\(request.platform) \(request.device.name) \(request.locale)",
                                                 fileName: "", svg: TabBarPreview.svg(request)))
                }
            }
        }
        let context = ReporterContext(toolVersion: "test", workingDirectory: "/", informationURL: "https://example.invalid", rulesURL: "https://example.invalid/rules/")
        var reporter = HTMLReporter(context: context, figures: figures)
        var summary = RunSummary()
        var html = ""
        for report in reports {
            summary.add(report)
            html += reporter.render(report)
        }
        return (html + reporter.finish(summary), figures)
    }

    @Test(.enabled(if: Browser.shouldRun, Browser.skipReason), .timeLimit(.minutes(1)))
    func titlesAndBadgesSitInsideTheirTabsAndNoTextOverlaps() throws {
        let folder = NSTemporaryDirectory() + "tabbar-browser-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (html, figures) = try Self.report()
        let page = try #require(html.range(of: "</body>"))
        let measured = html.replacingCharacters(in: page, with: Self.control + Self.measuring + "</body>")
        try measured.write(toFile: folder + "/measured.html", atomically: true, encoding: .utf8)
        try html.write(toFile: folder + "/report.html", atomically: true, encoding: .utf8)

        // On a loaded machine chromium has been seen to dump the page before
        // the measuring script wrote its results: one more run, then fail
        // with what it printed.
        var measuredText = ""
        for _ in 1...2 where measuredText.isEmpty {
            let dom = try Browser.run(["--virtual-time-budget=10000", "--dump-dom"], url: "file://\(folder)/measured.html", in: folder)
            let start = try #require(dom.range(of: "<pre id=\"layout-results\">"), "chromium printed no measured page: \(dom.prefix(300))")
            let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
            measuredText = String(dom[start.upperBound..<end.lowerBound])
        }
        try #require(!measuredText.isEmpty, "the measuring script wrote no results in two runs of chromium")
        let json = measuredText.replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        let results = try JSONDecoder().decode(Results.self, from: Data(json.utf8))

        #expect(results.problems.filter { $0.hasPrefix("control:") }.sorted() == [
            "control: \"one\" overlaps \"two\"", "control: the badge of wide is outside its tab", "control: the title of wide is outside its tab",
        ])
        #expect(results.problems.filter { !$0.hasPrefix("control:") } == [])
        // Everything drawn was measured: the counts are those of the SVG the preview wrote.
        let drawn = figures.compactMap { SVGElement.parse($0.svg) }
        #expect(drawn.count == figures.count)
        #expect(results.counts.svgs == figures.count)
        let tabs = drawn.map { $0.with("data-tab-id").count + $0.with("data-more-tab").count + $0.with("data-sidebar-tab-id").count }.reduce(0, +)
        #expect(results.counts.tabs == tabs)
        #expect(results.counts.badges == drawn.map { $0.with("class", "badge").count }.reduce(0, +))
        #expect(results.counts.images == drawn.map { $0.all("image").count }.reduce(0, +))
        #expect(results.counts.images >= 4)
        #expect(Set(drawn.compactMap { $0["data-platform"] }) == ["iOS", "iPadOS", "tvOS", "visionOS", "macOS"])

        // A screenshot of the report as people open it.
        _ = try Browser.run(["--window-size=1200,3000", "--screenshot=\(folder)/report.png"], url: "file://\(folder)/report.html", in: folder)
        let png = try #require(FileManager.default.contents(atPath: folder + "/report.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(png.count > 50_000, "a blank page compresses to a few kilobytes")
    }
}

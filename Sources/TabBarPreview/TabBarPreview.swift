import TabBarLint
import TabBarSpec

/// One picture to draw: a linted tab bar on one platform, device and locale.
public struct PreviewRequest: Sendable {
    public var bar: LintedTabBar
    public var platform: Platform
    public var device: Device
    public var locale: String

    public init(bar: LintedTabBar, platform: Platform, device: Device, locale: String) {
        self.bar = bar
        self.platform = platform
        self.device = device
        self.locale = locale
    }
}

/// Draws tab bars as SVG, to each platform's metrics, with their findings
/// pinned to the tabs they concern.
public enum TabBarPreview {
    /// The pictures of `bar`: every platform it lists × the devices asked for
    /// on that platform (by default its narrowest) × the locales asked for
    /// (by default all its titles are written in). `skipped` says, in words,
    /// what was left out and why.
    public static func requests(for bar: LintedTabBar, devices: [Device] = [], locales: [String] = []) -> (requests: [PreviewRequest], skipped: [String]) {
        var requests: [PreviewRequest] = []
        var skipped: [String] = []
        let chosenLocales = locales.isEmpty ? self.locales(of: bar.spec) : locales
        for platform in bar.spec.platforms.map(\.value) {
            let onPlatform = devices.isEmpty ? Device.narrowest(for: platform).map { [$0] } ?? [] : devices.filter { $0.platform == platform }
            if onPlatform.isEmpty {
                skipped.append(devices.isEmpty
                    ? "\(platform) has no tab bar to draw (its tabs are pages)"
                    : "\(platform): none of the devices asked for runs it")
            }
            for device in onPlatform {
                for locale in chosenLocales {
                    requests.append(PreviewRequest(bar: bar, platform: platform, device: device, locale: locale))
                }
            }
        }
        return (requests, skipped)
    }

    /// The locales a spec's titles are written in: its `locales`, else the
    /// locales its title maps name, else English.
    public static func locales(of spec: TabBarSpec) -> [String] {
        if !spec.locales.isEmpty { return unique(spec.locales.map(\.value)) }
        let named = spec.tabs.flatMap { $0.title?.entries.compactMap { $0.locale?.value } ?? [] }
        return named.isEmpty ? ["en"] : unique(named)
    }

    /// The request drawn as an SVG document.
    public static func svg(_ request: PreviewRequest) -> String {
        PreviewDrawer(request).draw().render()
    }

    /// A file name for the picture, unique among a run's: the bar's file
    /// (and its position when it holds several), platform, device, locale.
    public static func fileName(_ request: PreviewRequest, barsInFile: Int) -> String {
        var stem = request.bar.file.split(separator: "/").last.map(String.init) ?? "tabbar"
        for suffix in [".tabbar.yml", ".tabbar.yaml", ".yml", ".yaml", ".swift", ".storyboard"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        if barsInFile > 1 {
            stem += request.bar.spec.origin.isCode ? "-line\(request.bar.spec.range.start.line)" : "-\(request.bar.spec.documentIndex + 1)"
        }
        let parts = [stem, request.platform.rawValue, request.device.name, request.locale].map(safeFileName)
        return parts.joined(separator: "-").lowercased() + ".svg"
    }

    private static func safeFileName(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }

    private static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}

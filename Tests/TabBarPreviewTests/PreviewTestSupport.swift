import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TabBarLint
import TabBarPreview
import TabBarSpec

/// An element of a drawn SVG, parsed back for assertions.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Every element below this one (and itself), depth first.
    var all: [SVGElement] { [self] + children.flatMap(\.all) }

    func all(_ name: String) -> [SVGElement] { all.filter { $0.name == name } }

    /// Elements carrying `attribute`, with `value` when given.
    func with(_ attribute: String, _ value: String? = nil) -> [SVGElement] {
        all.filter { element in element[attribute].map { value == nil || $0 == value } ?? false }
    }

    /// The text of its `<text class="tab-title">`.
    var title: String? { all("text").first { $0["class"] == "tab-title" }?.text }

    /// All text below, concatenated.
    var allText: String { all("text").map(\.text).joined(separator: " ") }

    static func parse(_ svg: String) -> SVGElement? {
        let delegate = Builder()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        return delegate.root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGElement?
        var stack: [SVGElement] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            let element = SVGElement(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }
}

/// The tab bars of a spec, linted as the CLI lints them.
func lintedBars(_ yaml: String, files: [String: [UInt8]] = [:], configuration: Configuration = .default) -> [LintedTabBar] {
    Linter().lintTabBars(source: Array(yaml.utf8), path: "app.tabbar.yml", assets: InMemoryAssets(files), configuration: configuration).bars
}

/// The first bar of `yaml` drawn on `device` in `locale`, as text and parsed.
func draw(_ yaml: String, device: String, locale: String = "en", files: [String: [UInt8]] = [:]) -> (svg: String, root: SVGElement?) {
    guard let bar = lintedBars(yaml, files: files).first, let device = Device.named(device) else { return ("", nil) }
    let svg = TabBarPreview.svg(PreviewRequest(bar: bar, platform: device.platform, device: device, locale: locale))
    return (svg, SVGElement.parse(svg))
}

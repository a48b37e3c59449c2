import Foundation
import TabBarSpec
import TabBarYAML

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the tab bars of an Interface Builder storyboard with Foundation's
/// `XMLParser`: each `tabBarController` scene, its `viewControllers`
/// relationship segues in order, and each child's `tabBarItem` (a
/// navigation controller without one shows its root controller's). A launch
/// screen storyboard has no tab bar that people use.
enum StoryboardReader {
    static func bars(in bytes: [UInt8], path: String) -> Result<[SourceBar], SourceProblem> {
        let collector = ObjectCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        // On Linux, `parse()` can return true for a document that ends
        // early, with the error set.
        guard parser.parse(), parser.parserError == nil else {
            let line = parser.lineNumber, column = parser.columnNumber
            let reason = Self.describe(parser.parserError)
            return .failure(SourceProblem(
                file: path,
                message: "\(path):\(line):\(column): the storyboard is not well-formed XML (\(reason)); its tab bars are not read until it is fixed"
            ))
        }
        if collector.isLaunchScreen { return .success([]) }
        let text = SourceText(bytes, lineBreaks: .swift)
        let objects = Dictionary(collector.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var bars: [SourceBar] = []
        for controller in collector.objects where controller.element == "tabBarController" && !controller.segues(.viewControllers).isEmpty {
            var bar = SourceBar(origin: .storyboard, range: range(of: controller.element, at: controller.position, in: text, path: path))
            bar.controllerClass = controller.attributes["customClass"]
            for destination in controller.segues(.viewControllers) {
                guard let child = objects[destination] else { continue }
                bar.tabs.append(tab(for: child, objects: objects, text: text, path: path))
            }
            bars.append(bar)
        }
        return .success(bars)
    }

    /// libxml2's error codes, as `XMLParser.ErrorCode` numbers them, for
    /// the mistakes a hand-edited or merge-damaged storyboard shows.
    private static func describe(_ error: Error?) -> String {
        let code = (error as NSError?)?.code ?? 0
        switch code {
        case 5: return "the document ends before its elements are closed"
        case 76: return "a closing tag does not match the element it closes"
        case 73, 38, 39, 41: return "an attribute or a tag is not closed"
        case 4: return "the file is empty or not XML"
        default: return "XML error \(code)"
        }
    }

    private static func tab(for child: SceneObject, objects: [String: SceneObject], text: SourceText, path: String) -> SourceTab {
        var owner = child
        if child.tabBarItem == nil, let root = child.segues(.rootViewController).first.flatMap({ objects[$0] }), root.tabBarItem != nil {
            owner = root
        }
        let childRange = range(of: child.element, at: child.position, in: text, path: path)
        guard let item = owner.tabBarItem else {
            var tab = SourceTab(range: childRange)
            if let title = child.attributes["title"] { tab.title = .literal(Located(title, at: childRange)) }
            return tab
        }
        let itemRange = range(of: "tabBarItem", at: item.position, in: text, path: path)
        var tab = SourceTab(range: itemRange)
        if let title = item.attributes["title"] ?? owner.attributes["title"] {
            tab.title = .literal(Located(title, at: itemRange))
        }
        if let image = item.attributes["image"] {
            tab.icon = item.attributes["catalog"] == "system" ? .symbol(Located(image, at: itemRange)) : .image(Located(image, at: itemRange))
        }
        if let selected = item.attributes["selectedImage"] {
            tab.selectedIcon = item.attributes["catalog"] == "system" ? .symbol(Located(selected, at: itemRange)) : .image(Located(selected, at: itemRange))
        }
        if let badge = item.attributes["badgeValue"] {
            tab.badge = .value(Located(Int(badge).map(BadgeValue.integer) ?? .text(badge), at: itemRange))
        }
        tab.tag = item.attributes["tag"]
        if let systemItem = item.attributes["systemItem"] {
            var system = SourceTab(range: itemRange)
            system.title = tab.title
            system.icon = tab.icon
            SystemItems.fill(&system, item: systemItem, at: itemRange)
            tab.title = system.title
            tab.icon = system.icon
            if systemItem == "search" { tab.role = Located(.search, at: itemRange) }
        }
        tab.controllerType = owner.attributes["customClass"]
        return tab
    }

    /// The element's start tag on the line the parser reported (it reports
    /// the line where the tag ends; storyboards write a tag on one line).
    private static func range(of element: String, at position: (line: Int, column: Int), in text: SourceText, path: String) -> SourceRange {
        let line = position.line
        guard let lineText = text.lineText(line), let tag = lineText.range(of: "<" + element) else {
            return SourceRange(at: text.position(line: line - 1, column: 0), file: path)
        }
        let column = lineText.unicodeScalars.distance(from: lineText.unicodeScalars.startIndex, to: tag.lowerBound.samePosition(in: lineText.unicodeScalars) ?? lineText.unicodeScalars.startIndex)
        let start = text.position(line: line - 1, column: column)
        let endColumn = lineText.range(of: ">", range: tag.upperBound..<lineText.endIndex).map {
            lineText.unicodeScalars.distance(from: lineText.unicodeScalars.startIndex, to: $0.upperBound.samePosition(in: lineText.unicodeScalars) ?? lineText.unicodeScalars.endIndex)
        } ?? column + element.count + 1
        return SourceRange(start: start, end: text.position(line: line - 1, column: endColumn), file: path)
    }
}

/// A scene's controller: its element, attributes, tab item and segues.
private struct SceneObject {
    enum Relationship: String {
        case viewControllers
        case rootViewController
    }

    struct Element {
        var attributes: [String: String]
        var position: (line: Int, column: Int)
    }

    var element: String
    var id: String
    var attributes: [String: String]
    var position: (line: Int, column: Int)
    var tabBarItem: Element?
    var relationships: [(relationship: String, destination: String)] = []

    func segues(_ relationship: Relationship) -> [String] {
        relationships.filter { $0.relationship == relationship.rawValue }.map(\.destination)
    }
}

private final class ObjectCollector: NSObject, XMLParserDelegate {
    var objects: [SceneObject] = []
    var isLaunchScreen = false
    /// The controllers enclosing the current element: index into `objects`
    /// and the element depth they were opened at.
    private var open: [(index: Int, depth: Int)] = []
    private var depth = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        let position = (line: parser.lineNumber, column: parser.columnNumber)
        if elementName == "document", attributes["launchScreen"] == "YES" { isLaunchScreen = true }
        if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
            objects.append(SceneObject(element: elementName, id: id, attributes: attributes, position: position))
            open.append((objects.count - 1, depth))
            return
        }
        guard let current = open.last?.index else { return }
        if elementName == "tabBarItem", attributes["key"] == "tabBarItem" {
            objects[current].tabBarItem = SceneObject.Element(attributes: attributes, position: position)
        } else if elementName == "segue", attributes["kind"] == "relationship", let relationship = attributes["relationship"],
                  let destination = attributes["destination"]
        {
            objects[current].relationships.append((relationship, destination))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if open.last?.depth == depth { open.removeLast() }
        depth -= 1
    }
}

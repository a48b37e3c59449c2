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
    /// Parses a storyboard; a file that is not well-formed XML is a problem
    /// with its position, never a crash or silence.
    static func document(_ bytes: [UInt8], path: String) -> Result<StoryboardDocument, SourceProblem> {
        // Foundation's parser on Linux stops the process on a name that is
        // not UTF-8 (a damaged byte in `<constraint`), so such a file is
        // reported before it is parsed. Interface Builder writes UTF-8 only.
        if let offset = firstInvalidUTF8(in: bytes) {
            return .failure(SourceProblem(
                file: path,
                position: SourceText(bytes, lineBreaks: .swift).position(offset: offset),
                reason: "the storyboard is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)), "
                    + "as Interface Builder writes it; its tab bars are not read until the damaged bytes are fixed"
            ))
        }
        let collector = ObjectCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        // On Linux, `parse()` can return true for a document that ends
        // early, with the error set.
        guard parser.parse(), parser.parserError == nil else {
            let reason = Self.describe(parser.parserError)
            return .failure(SourceProblem(
                file: path,
                position: SourceText(bytes, lineBreaks: .swift).position(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                reason: "the storyboard is not well-formed XML (\(reason)); its tab bars are not read until it is fixed"
            ))
        }
        return .success(StoryboardDocument(path: path, text: SourceText(bytes, lineBreaks: .swift), collector: collector))
    }

    /// The tab bars of a storyboard. A child that is a storyboard reference
    /// shows the item of the scene it refers to in the other storyboard
    /// (`referenced` finds that storyboard by name); the placeholder's own
    /// item only stands in for it in Interface Builder.
    static func bars(in document: StoryboardDocument, referenced: (String) -> StoryboardDocument?) -> [SourceBar] {
        if document.isLaunchScreen { return [] }
        var bars: [SourceBar] = []
        for controller in document.objects where controller.element == "tabBarController" && !controller.segues(.viewControllers).isEmpty {
            var bar = SourceBar(origin: .storyboard, range: document.range(of: controller.element, at: controller.position))
            bar.controllerClass = controller.attributes["customClass"]
            for destination in controller.segues(.viewControllers) {
                guard let child = document.objectsByID[destination] else { continue }
                if child.element == "viewControllerPlaceholder", let name = child.attributes["storyboardName"],
                   let target = referenced(name),
                   let scene = target.controller(storyboardIdentifier: child.attributes["referencedIdentifier"])
                {
                    bar.tabs.append(tab(for: scene, in: target))
                } else {
                    bar.tabs.append(tab(for: child, in: document))
                }
            }
            bars.append(bar)
        }
        return bars
    }

    /// The offset of the first byte that does not belong to a valid UTF-8
    /// sequence.
    private static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
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

    private static func tab(for child: SceneObject, in document: StoryboardDocument) -> SourceTab {
        var owner = child
        if child.tabBarItem == nil, let root = child.segues(.rootViewController).first.flatMap({ document.objectsByID[$0] }), root.tabBarItem != nil {
            owner = root
        }
        let childRange = document.range(of: child.element, at: child.position)
        guard let item = owner.tabBarItem else {
            var tab = SourceTab(range: childRange)
            if let title = child.attributes["title"] { tab.title = .literal(Located(title, at: childRange)) }
            return tab
        }
        let itemRange = document.range(of: "tabBarItem", at: item.position)
        var tab = SourceTab(range: itemRange)
        if let title = item.attributes["title"] ?? owner.attributes["title"] {
            tab.title = .literal(Located(title, at: itemRange))
            // `Base.lproj/Main.storyboard`: each language's `Main.strings`
            // translates the item by its object id (`"acW-dT-cKf.title" = "…";`).
            if let id = item.attributes["id"], item.attributes["title"] != nil, let table = Self.baseLocalizedName(of: document.path) {
                tab.title = .localized(LocalizedKey(key: id + ".title", table: table, fallback: title, range: itemRange))
            }
        }
        // Runtime attributes are set after the storyboard's own values.
        for attribute in item.runtimeAttributes {
            let range = document.range(of: "userDefinedRuntimeAttribute", at: attribute.position)
            if attribute.keyPath == "title" {
                tab.title = .literal(Located(attribute.value, at: range))
            } else if Self.localizationKeyPaths.contains(attribute.keyPath.lowercased()) {
                tab.title = .localized(LocalizedKey(key: attribute.value, range: range))
            }
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
        tab.controllerIdentifiers = [child, owner].flatMap { [$0.attributes["restorationIdentifier"], $0.attributes["storyboardIdentifier"]] }.compactMap { $0 }
        return tab
    }

    /// `Main` for `App/Base.lproj/Main.storyboard`: a storyboard Xcode
    /// localizes with a strings table of its name per language.
    private static func baseLocalizedName(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, parts[parts.count - 2] == "Base.lproj", let file = parts.last, file.hasSuffix(".storyboard") else { return nil }
        return String(file.dropLast(".storyboard".count))
    }

    /// Key paths of the runtime attributes that localization helpers add to
    /// Interface Builder (IBLocalizable's `localizableString`, the common
    /// `xibLocKey` extensions): their value is a string table key the helper
    /// looks up and sets as the title.
    private static let localizationKeyPaths: Set<String> = [
        "localizablestring", "xiblockey", "localizedkey", "localizationkey", "localizekey", "l10nkey", "titlelocalizationkey",
    ]

}

/// A parsed storyboard: its scenes' controllers by id, and where the app
/// starts in it.
struct StoryboardDocument {
    let path: String
    let text: SourceText
    let isLaunchScreen: Bool
    fileprivate let objects: [SceneObject]
    fileprivate let objectsByID: [String: SceneObject]
    private let initialViewController: String?

    fileprivate init(path: String, text: SourceText, collector: ObjectCollector) {
        self.path = path
        self.text = text
        self.isLaunchScreen = collector.isLaunchScreen
        self.objects = collector.objects
        self.objectsByID = Dictionary(collector.objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.initialViewController = collector.initialViewController
    }

    /// The scene a storyboard reference opens: the one with that Storyboard
    /// ID, or the storyboard's initial controller.
    fileprivate func controller(storyboardIdentifier: String?) -> SceneObject? {
        if let storyboardIdentifier {
            return objects.first { $0.attributes["storyboardIdentifier"] == storyboardIdentifier }
        }
        return initialViewController.flatMap { objectsByID[$0] }
    }

    /// The element's start tag on the line the parser reported (it reports
    /// the line where the tag ends; storyboards write a tag on one line).
    fileprivate func range(of element: String, at position: (line: Int, column: Int)) -> SourceRange {
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
fileprivate struct SceneObject {
    enum Relationship: String {
        case viewControllers
        case rootViewController
    }

    struct Element {
        var attributes: [String: String]
        var position: (line: Int, column: Int)
        var runtimeAttributes: [(keyPath: String, value: String, position: (line: Int, column: Int))] = []
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

fileprivate final class ObjectCollector: NSObject, XMLParserDelegate {
    var objects: [SceneObject] = []
    var isLaunchScreen = false
    var initialViewController: String?
    /// The depth of the open `tabBarItem` element, whose runtime attributes are read.
    private var itemDepth: Int?
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
        if elementName == "document" {
            isLaunchScreen = attributes["launchScreen"] == "YES"
            initialViewController = attributes["initialViewController"]
        }
        if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
            objects.append(SceneObject(element: elementName, id: id, attributes: attributes, position: position))
            open.append((objects.count - 1, depth))
            return
        }
        guard let current = open.last?.index else { return }
        if elementName == "tabBarItem", attributes["key"] == "tabBarItem" {
            objects[current].tabBarItem = SceneObject.Element(attributes: attributes, position: position)
            itemDepth = depth
        } else if itemDepth != nil, elementName == "imageReference", let key = attributes["key"], ["image", "selectedImage"].contains(key),
                  let image = attributes["image"]
        {
            // `<imageReference key="image" image="leaf" catalog="system" symbolScale="medium"/>`:
            // Xcode's form for a symbol with a configuration, the same as
            // the item's own `image="leaf" catalog="system"`.
            objects[current].tabBarItem?.attributes[key] = image
            if let catalog = attributes["catalog"] { objects[current].tabBarItem?.attributes["catalog"] = catalog }
        } else if itemDepth != nil, elementName == "userDefinedRuntimeAttribute", attributes["type"] == "string",
                  let keyPath = attributes["keyPath"], let value = attributes["value"]
        {
            objects[current].tabBarItem?.runtimeAttributes.append((keyPath, value, position))
        } else if elementName == "segue", attributes["kind"] == "relationship", let relationship = attributes["relationship"],
                  let destination = attributes["destination"]
        {
            objects[current].relationships.append((relationship, destination))
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if open.last?.depth == depth { open.removeLast() }
        if itemDepth == depth { itemDepth = nil }
        depth -= 1
    }
}

/// The app's storyboards by name, parsed when a storyboard reference first
/// names one. A referenced storyboard that cannot be read leaves the
/// reference's placeholder item in place.
final class StoryboardLibrary {
    private let pathsByName: [String: [String]]
    private let read: (String) -> [UInt8]?
    private var parsed: [String: StoryboardDocument?] = [:]

    init(paths: [String], read: @escaping (String) -> [UInt8]?) {
        var byName: [String: [String]] = [:]
        for path in paths.sorted() {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            byName[String(file.dropLast(".storyboard".count)), default: []].append(path)
        }
        self.pathsByName = byName
        self.read = read
    }

    /// `Name.storyboard`; of several, the one nearest the referencing file
    /// (the most leading folders in common).
    func document(named name: String, referencedFrom referrer: String) -> StoryboardDocument? {
        let candidates = pathsByName[name] ?? []
        let folders = referrer.split(separator: "/").dropLast()
        guard let path = candidates.max(by: { Self.commonFolders($0, folders) < Self.commonFolders($1, folders) }) else { return nil }
        if let cached = parsed[path] { return cached }
        let document = read(path).flatMap { try? StoryboardReader.document($0, path: path).get() }
        parsed[path] = document
        return document
    }

    private static func commonFolders(_ path: String, _ folders: ArraySlice<Substring>) -> Int {
        zip(path.split(separator: "/").dropLast(), folders).prefix { $0 == $1 }.count
    }
}

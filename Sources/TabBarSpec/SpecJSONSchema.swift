/// The spec format as a JSON Schema (draft-07, which the YAML language server
/// and check-jsonschema both read), for completion, hover and validation in
/// editors. Built from the same key lists and enumerations the decoder uses,
/// with each field's meaning from SPEC.md. The decoder stays the authority:
/// it also explains mistakes the schema can only reject.
public enum SpecJSONSchema {
    public static let id = "https://raw.githubusercontent.com/tabbar-lint/tabbar-lint/main/docs/tabbar-spec.schema.json"

    /// The schema, pretty-printed.
    public static var text: String { document.rendered(indent: "") + "\n" }

    static var document: JSON {
        .object([
            ("$schema", .string("http://json-schema.org/draft-07/schema#")),
            ("$id", .string(id)),
            ("title", .string("tabbar-lint tab-bar spec, version 1")),
            ("description", .string("One YAML document describes one app's tab bar; tabbar-lint checks it against Apple's Human Interface Guidelines.")),
            ("type", .string("object")),
            ("required", .array(["version", "platforms", "tabs"].map(JSON.string))),
            ("additionalProperties", .bool(false)),
            ("properties", properties(SpecKeys.topLevel, [
                "version": field("Format version.", ["const": .int(1)]),
                "app": text("The app's or screen's name, used in messages."),
                "platforms": field("Platforms the bar ships on; rules run once per platform.", [
                    "oneOf": .array([.ref("platform"), .object([
                        ("type", .string("array")), ("items", .ref("platform")), ("minItems", .int(1)), ("uniqueItems", .bool(true)),
                    ])]),
                ]),
                "min-os": field("Oldest OS version supported per platform, e.g. { iOS: \"17.0\" }; used for SF Symbol availability.", [
                    "type": .string("object"),
                    "propertyNames": .ref("platform"),
                    "additionalProperties": .object([
                        ("type", .string("string")), ("pattern", .string("^[0-9]+(\\.[0-9]+){0,2}$")),
                        ("description", .string("A version such as \"17.0\"; quote it, or YAML reads 17.0 as a number.")),
                    ]),
                ]),
                "kind": enumeration("`live-viewing` turns on tvOS ordering guidance.", SpecKind.self, default: "general"),
                "locales": field("Languages the titles ship in (default [en]).", [
                    "type": .string("array"), "items": .ref("locale"), "uniqueItems": .bool(true),
                ]),
                "tab-bar": field("How the bar itself looks and behaves.", ["$ref": .string("#/definitions/tabBar")]),
                "tabs": field("The tabs, leading to trailing.", [
                    "type": .string("array"), "items": .ref("tab"), "minItems": .int(1),
                ]),
            ])),
            ("definitions", .object([
                ("platform", .object([
                    ("description", .string("A platform, in any case.")),
                    ("anyOf", .array([
                        .object([("enum", .array(Platform.spellings.map(JSON.string)))]),
                        .object([("type", .string("string")), ("pattern", .string(anyCasePattern(Platform.spellings)))]),
                    ])),
                ])),
                ("locale", .object([
                    ("type", .string("string")), ("pattern", .string("^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$")),
                    ("description", .string("A language code such as en, de or pt-BR.")),
                ])),
                ("color", .object([
                    ("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
                    ("description", .string("#RRGGBB or #RRGGBBAA; quote it, since an unquoted # starts a YAML comment.")),
                ])),
                ("tabBar", object(SpecKeys.tabBar, [
                    "implementation": enumeration("`system`: TabView / UITabBarController. `custom`: an app-drawn bar.", BarImplementation.self, default: "system"),
                    "style": enumeration("iPadOS: `sidebar-adaptable` is a tab bar that can turn into a sidebar.", BarStyle.self, default: "tab-bar"),
                    "scrolls": flag("A custom bar that scrolls horizontally to fit more tabs."),
                    "transition": enumeration("How content changes on a tab switch; `directional-slide` slides left or right by comparing the tabs' indices.", Transition.self, default: "none"),
                    "hides-on-push": flag("The bar hides when a detail view is pushed inside a tab."),
                    "customizable": flag("People can rearrange or choose tabs."),
                    "large-content-viewer": flag("A custom bar shows the Large Content Viewer on long press."),
                    "titles": enumeration("`hidden`: the bar draws its titles invisibly (icons only); they remain what VoiceOver reads.", TitleVisibility.self, default: "visible"),
                    "colors": field("Tab colors.", [
                        "type": .string("object"), "additionalProperties": .bool(false),
                        "properties": .object(SpecKeys.colors.map { ($0, .ref("color")) }),
                    ]),
                    "logo": field("tvOS branded logo size in points, e.g. { width: 180, height: 60 }.", [
                        "type": .string("object"), "additionalProperties": .bool(false),
                        "properties": .object(SpecKeys.logo.map { ($0, .object([("type", .string("number")), ("exclusiveMinimum", .int(0))])) }),
                    ]),
                ])),
                ("tab", object(SpecKeys.tab, required: ["id"], [
                    "id": field("Stable identifier, unique in the document.", ["type": .array([.string("string"), .string("number")])]),
                    "title": field("The label: one string, or a map of locale to string ({ en: Library, de: Mediathek }).", [
                        "oneOf": .array([
                            .object([("type", .string("string"))]),
                            .object([("type", .string("object")), ("propertyNames", .ref("locale")),
                                     ("additionalProperties", .object([("type", .array([.string("string"), .string("number")]))])), ("minProperties", .int(1))]),
                        ]),
                    ]),
                    "icon": field("An SF Symbol name, or a mapping with a symbol or a custom image.", [
                        "oneOf": .array([.object([("type", .string("string"))]), .object([("$ref", .string("#/definitions/icon"))])]),
                    ]),
                    "accessibility-label": text("What VoiceOver reads; required for an icon-only tab."),
                    "badge": field("What the badge shows: 3, \"!\", or { value: 3, color: \"#FF3B30\" }.", [
                        "oneOf": .array([
                            .object([("type", .array([.string("integer"), .string("string")]))]),
                            object(SpecKeys.badge, [
                                "value": field("The count or \"!\".", ["type": .array([.string("integer"), .string("string")])]),
                                "color": field("The badge color; the system red unless there is a reason.", ["$ref": .string("#/definitions/color")]),
                            ]),
                        ]),
                    ]),
                    "role": enumeration("`action`: selecting the tab performs an action instead of showing a section; `search`: the system search tab; `prominent`: the one destination the bar sets apart.", TabRole.self, default: "navigation"),
                    "action": text("What selecting the tab does, in words; implies role: action."),
                    "enabled": field("false: the tab is shown disabled.", ["type": .string("boolean"), "default": .bool(true)]),
                    "visible-when": text("A condition under which the tab exists (\"signed in\"); absent means always."),
                    "placement": enumeration("iPadOS 18+ tab placement.", TabPlacement.self, default: "automatic"),
                    "section": text("The sidebar section the tab belongs to."),
                    "content": enumeration("tvOS live-viewing apps: what the tab holds.", TabContentKind.self, default: nil),
                ])),
                ("icon", object(SpecKeys.icon, [
                    "symbol": text("SF Symbol name, e.g. house."),
                    "selected-symbol": text("Symbol for the selected state, if different."),
                    "image": text("A custom image: a path, relative to the spec file, to a .png, .pdf or .svg file or an asset catalog *.imageset folder."),
                    "shape": enumeration("The custom image's shape, which decides its target size.", IconShape.self, default: nil),
                    "size": field("Target sizes in points as [width, height]: { regular: [25, 25], compact: [18, 18] }.", [
                        "type": .string("object"), "additionalProperties": .bool(false),
                        "properties": .object(SpecKeys.iconSize.map { ($0, .object([
                            ("type", .string("array")), ("items", .object([("type", .string("number")), ("exclusiveMinimum", .int(0))])),
                            ("minItems", .int(2)), ("maxItems", .int(2)),
                        ])) }),
                    ]),
                ], oneOfRequired: ["symbol", "image"])),
            ])),
        ])
    }

    // MARK: building blocks

    private static func properties(_ keys: [String], _ fields: [String: JSON]) -> JSON {
        // Key order follows the decoder's list, so the schema reads like SPEC.md.
        .object(keys.map { ($0, fields[$0] ?? .object([])) })
    }

    private static func object(_ keys: [String], required: [String] = [], _ fields: [String: JSON], oneOfRequired: [String] = []) -> JSON {
        var members: [(String, JSON)] = [("type", .string("object")), ("additionalProperties", .bool(false))]
        if !required.isEmpty { members.append(("required", .array(required.map(JSON.string)))) }
        if !oneOfRequired.isEmpty {
            members.append(("oneOf", .array(oneOfRequired.map { .object([("required", .array([.string($0)]))]) })))
        }
        members.append(("properties", properties(keys, fields)))
        return .object(members)
    }

    private static func field(_ description: String, _ members: [String: JSON]) -> JSON {
        .object([("description", .string(description))] + members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    private static func text(_ description: String) -> JSON {
        field(description, ["type": .string("string")])
    }

    private static func flag(_ description: String) -> JSON {
        field(description, ["type": .string("boolean"), "default": .bool(false)])
    }

    private static func enumeration<E: SpecEnum>(_ description: String, _ type: E.Type, default value: String?) -> JSON {
        var members: [String: JSON] = ["enum": .array(E.spellings.map(JSON.string))]
        if let value { members["default"] = .string(value) }
        return field(description, members)
    }

    /// `^([iI][oO][sS]|…)$`: each spelling in any case (JSON Schema regexes have no case-insensitive flag).
    static func anyCasePattern(_ spellings: [String]) -> String {
        let alternatives = spellings.map { spelling in
            spelling.map { character -> String in
                let lower = character.lowercased(), upper = character.uppercased()
                return lower == upper ? String(character) : "[\(lower)\(upper)]"
            }.joined()
        }
        return "^(" + alternatives.joined(separator: "|") + ")$"
    }
}

/// Just enough JSON to write a schema in a fixed key order.
indirect enum JSON {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSON])
    case object([(String, JSON)])

    static func ref(_ definition: String) -> JSON {
        .object([("$ref", .string("#/definitions/\(definition)"))])
    }

    func rendered(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let text): return JSONText.quoted(text)
        case .int(let value): return String(value)
        case .bool(let value): return String(value)
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            if items.allSatisfy({ if case .string = $0 { return true } else { return false } }) {
                return "[" + items.map { $0.rendered(indent: inner) }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + JSONText.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}

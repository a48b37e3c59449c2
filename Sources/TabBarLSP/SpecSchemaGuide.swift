import Foundation
import TabBarSpec

/// What the spec's JSON Schema (`SpecJSONSchema`, the same one editors get
/// for completion) says about a key path: its meaning, the keys below it,
/// its enumeration values. Paths name mapping keys only; list levels are
/// stepped through.
struct SpecSchemaGuide {
    private let root: [String: Any]
    private let definitions: [String: Any]

    init() {
        let parsed = (try? JSONSerialization.jsonObject(with: Data(SpecJSONSchema.text.utf8))) as? [String: Any]
        root = parsed ?? [:]
        definitions = root["definitions"] as? [String: Any] ?? [:]
    }

    /// The description of the key at `path` (`["tabs", "icon", "symbol"]`).
    func description(of path: [String]) -> String? {
        guard let key = path.last, let parent = node(at: Array(path.dropLast())) else { return nil }
        return properties(of: parent)[key].flatMap { description(of: resolved($0)) }
    }

    /// The keys a mapping at `path` takes, with their descriptions, in the schema's order.
    func keys(under path: [String]) -> [(key: String, description: String?)] {
        guard let node = node(at: path) else { return [] }
        return orderedProperties(of: node).map { ($0.key, description(of: resolved($0.value))) }
    }

    /// The enumeration values of the key at `path`, or [] when it has none.
    func values(of path: [String]) -> [String] {
        guard let node = node(at: path) else { return [] }
        return enumeration(in: node)
    }

    // MARK: walking

    private func node(at path: [String]) -> [String: Any]? {
        var current = root
        for key in path {
            guard let next = properties(of: current)[key] else { return nil }
            current = resolved(next)
        }
        return current
    }

    /// A node's properties, through `$ref`, list items and `oneOf`/`anyOf` alternatives.
    private func properties(of node: [String: Any]) -> [String: [String: Any]] {
        Dictionary(orderedProperties(of: node).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    private func orderedProperties(of node: [String: Any]) -> [(key: String, value: [String: Any])] {
        let node = resolved(node)
        var found: [(key: String, value: [String: Any])] = []
        if let properties = node["properties"] as? [String: [String: Any]] {
            // JSONSerialization forgets the order; the decoder's key lists keep it.
            found += Self.keyOrder(properties.keys).compactMap { key in properties[key].map { (key, $0) } }
        }
        if let items = node["items"] as? [String: Any] { found += orderedProperties(of: items) }
        for alternatives in ["oneOf", "anyOf"] {
            for alternative in node[alternatives] as? [[String: Any]] ?? [] { found += orderedProperties(of: alternative) }
        }
        return found
    }

    private static func keyOrder(_ keys: Dictionary<String, [String: Any]>.Keys) -> [String] {
        let known = SpecKeys.topLevel + SpecKeys.tabBar + SpecKeys.tab + SpecKeys.icon + SpecKeys.badge
            + SpecKeys.colors + SpecKeys.logo + SpecKeys.iconSize
        return keys.sorted { (known.firstIndex(of: $0) ?? .max, $0) < (known.firstIndex(of: $1) ?? .max, $1) }
    }

    private func resolved(_ node: [String: Any]) -> [String: Any] {
        guard let reference = node["$ref"] as? String, reference.hasPrefix("#/definitions/") else { return node }
        let name = String(reference.dropFirst("#/definitions/".count))
        var merged = definitions[name] as? [String: Any] ?? [:]
        // A field's own description wins over its definition's.
        if let description = node["description"] { merged["description"] = description }
        return merged
    }

    private func description(of node: [String: Any]) -> String? {
        node["description"] as? String
    }

    private func enumeration(in node: [String: Any]) -> [String] {
        let node = resolved(node)
        if let values = node["enum"] as? [String] { return values }
        for alternatives in ["oneOf", "anyOf"] {
            for alternative in node[alternatives] as? [[String: Any]] ?? [] {
                let values = enumeration(in: alternative)
                if !values.isEmpty { return values }
            }
        }
        if let items = node["items"] as? [String: Any] { return enumeration(in: items) }
        return []
    }
}

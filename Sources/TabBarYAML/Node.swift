/// How a scalar was written. `"3"` and `3` differ: only a plain scalar is
/// resolved to a number, boolean or null.
public enum ScalarStyle: String, Sendable {
    case plain
    case singleQuoted = "single-quoted"
    case doubleQuoted = "double-quoted"
    case literal
    case folded

    public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
}

/// One node of a YAML document, with the range it was written at.
///
/// Nodes are immutable and shared: an alias becomes a node at the alias's own
/// position that shares the anchored node's content, so an alias-heavy file
/// costs no copying (and the expansion cap keeps traversals bounded).
public final class Node: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([Node])
        case mapping([MappingEntry])
    }

    public let content: Content
    public let range: SourceRange
    /// The explicit tag (`!!str`, `!custom`), expanded to its full form.
    public let tag: String?
    /// Whether the node was written as `[…]` / `{…}`.
    public let isFlow: Bool
    /// Number of nodes this one stands for once every alias below it is
    /// expanded; bounds how much work a walk over the tree can do.
    public let expandedCount: Int

    public init(content: Content, range: SourceRange, tag: String? = nil, isFlow: Bool = false, expandedCount: Int = 1) {
        self.content = content
        self.range = range
        self.tag = tag
        self.isFlow = isFlow
        self.expandedCount = expandedCount
    }

    /// A node standing at an alias's position for the node its anchor names.
    init(alias target: Node, at range: SourceRange) {
        self.content = target.content
        self.range = range
        self.tag = target.tag
        self.isFlow = target.isFlow
        self.expandedCount = target.expandedCount
    }

    public var scalarValue: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }

    public var scalarStyle: ScalarStyle? {
        if case .scalar(_, let style) = content { return style }
        return nil
    }

    public var sequenceItems: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mappingEntries: [MappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value of a plain-string key in a mapping.
    public func value(forKey key: String) -> Node? {
        mappingEntries?.first { $0.key.scalarValue == key }?.value
    }

    /// What the node resolves to under the YAML 1.2 core schema.
    public var resolved: ResolvedScalar? {
        guard case .scalar(let value, let style) = content else { return nil }
        return ResolvedScalar(value: value, style: style, tag: tag)
    }

    /// A short description for messages: "a mapping", "the number 3".
    public var kindDescription: String {
        switch content {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return resolved?.kindDescription ?? "a scalar"
        }
    }
}

public struct MappingEntry: Sendable {
    public let key: Node
    public let value: Node

    public init(key: Node, value: Node) {
        self.key = key
        self.value = value
    }
}

/// One YAML document of a stream (files may hold several, split by `---`).
public struct Document: Sendable {
    /// The document's root node; nil for an empty document (`---` alone).
    public let root: Node?
    /// From the document's first character to its end.
    public let range: SourceRange
    /// 0-based position of the document in its file.
    public let index: Int

    public init(root: Node?, range: SourceRange, index: Int) {
        self.root = root
        self.range = range
        self.index = index
    }
}

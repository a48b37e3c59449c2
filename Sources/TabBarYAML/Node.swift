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

/// The nodes of one parsed file, stored flat: one record per node, the
/// children of every list and mapping in one array of node numbers, the
/// scalars' text in another.
///
/// Why flat: a tree of one object per node (and an array per list or
/// mapping) cost an allocation, a reference count and, on the way out, a
/// recursive release through the runtime's generic array destruction per
/// node; building and freeing it was about a sixth of linting a spec
/// (Benchmarks/issue-17-yaml-lint.md, round four). Here a file's tree is a
/// handful of arrays, built by appending and freed at once.
@usableFromInline
final class NodeStore: Sendable {
    @usableFromInline let records: [NodeRecord]
    /// Children, by node number: a list's items in order; a mapping's keys
    /// and values alternating.
    @usableFromInline let children: [Int32]
    @usableFromInline let scalars: [String]
    @usableFromInline let tags: [String]

    init(records: [NodeRecord], children: [Int32], scalars: [String], tags: [String]) {
        self.records = records
        self.children = children
        self.scalars = scalars
        self.tags = tags
    }
}

/// What the store knows of one node. Trivially copyable, so that building and
/// reading the tree moves plain values.
@usableFromInline
struct NodeRecord: Sendable {
    @usableFromInline
    enum Kind: UInt8, Sendable { case scalar, sequence, mapping }

    @usableFromInline var kind: Kind
    @usableFromInline var style: ScalarStyle
    @usableFromInline var isFlow: Bool
    @usableFromInline var range: SourceRange
    /// A scalar's index in `scalars`; a collection's first index in `children`.
    @usableFromInline var payload: Int32
    /// A collection's number of entries in `children` (twice its keys for a mapping).
    @usableFromInline var childCount: Int32
    /// Index in `tags`, or -1 when the node has no explicit tag.
    @usableFromInline var tag: Int32
    @usableFromInline var expandedCount: Int
    /// For a mapping, the byte lengths of its scalar keys as a set of bits
    /// (bit `length % 64`): a key of a length not in it is not there, which
    /// answers most of a decoder's questions for keys a tab does not set
    /// without comparing anything. 0 for scalars and lists.
    @usableFromInline var keyLengths: UInt64

    /// The bit a key of `text`'s length sets in `keyLengths`.
    @inlinable
    static func lengthBit(_ text: String) -> UInt64 {
        1 << UInt64(text.utf8.count % 64)
    }

    /// The scalar's text; nil for a list or mapping.
    @inlinable
    func scalarValue(in scalars: [String]) -> String? {
        kind == .scalar ? scalars[Int(payload)] : nil
    }

    /// Whether the node is the scalar `text`. The lengths are compared first:
    /// two different short strings are otherwise compared by a call into
    /// the standard library, and looking a key up in a mapping compares it
    /// with most of the mapping's keys, whose lengths mostly differ.
    @inlinable
    func isScalar(_ text: String, in scalars: [String]) -> Bool {
        guard kind == .scalar else { return false }
        let value = scalars[Int(payload)]
        return value.utf8.count == text.utf8.count && value == text
    }

    /// What a scalar resolves to under the YAML 1.2 core schema; nil for a
    /// list or mapping.
    @usableFromInline
    func resolved(scalars: [String], tags: [String]) -> ResolvedScalar? {
        guard let value = scalarValue(in: scalars) else { return nil }
        return ResolvedScalar(value: value, style: style, tag: tag < 0 ? nil : tags[Int(tag)])
    }

    /// A short description for messages: "a mapping", "the number 3".
    func kindDescription(scalars: [String], tags: [String]) -> String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar: return resolved(scalars: scalars, tags: tags)?.kindDescription ?? "a scalar"
        }
    }
}

/// One node of a YAML document, with the range it was written at: a view
/// into its file's `NodeStore`.
///
/// Nodes are immutable and shared: an alias becomes a node at the alias's own
/// position that shares the anchored node's content, so an alias-heavy file
/// costs no copying (and the expansion cap keeps traversals bounded).
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence(NodeList)
        case mapping(MappingEntries)
    }

    @usableFromInline let store: NodeStore
    @usableFromInline let number: Int32

    @inlinable
    init(store: NodeStore, number: Int32) {
        self.store = store
        self.number = number
    }

    @inlinable
    var record: NodeRecord { store.records[Int(number)] }

    /// Tells nodes apart within their file (an alias's node is not its
    /// anchor's, but they share their children's), as a walk that visits
    /// each node once needs.
    @inlinable
    public var id: Int { Int(number) }

    @inlinable
    public var content: Content {
        let record = record
        switch record.kind {
        case .scalar: return .scalar(store.scalars[Int(record.payload)], record.style)
        case .sequence: return .sequence(NodeList(store: store, start: record.payload, count: record.childCount))
        case .mapping: return .mapping(MappingEntries(store: store, start: record.payload, count: record.childCount / 2, keyLengths: record.keyLengths))
        }
    }

    @inlinable
    public var range: SourceRange { record.range }

    /// The explicit tag (`!!str`, `!custom`), expanded to its full form.
    @inlinable
    public var tag: String? {
        let index = record.tag
        return index < 0 ? nil : store.tags[Int(index)]
    }

    /// Whether the node was written as `[…]` / `{…}`.
    @inlinable
    public var isFlow: Bool { record.isFlow }

    /// Number of nodes this one stands for once every alias below it is
    /// expanded; bounds how much work a walk over the tree can do.
    @inlinable
    public var expandedCount: Int { record.expandedCount }

    @inlinable
    public var scalarValue: String? { record.scalarValue(in: store.scalars) }

    @inlinable
    public var scalarStyle: ScalarStyle? {
        let record = record
        return record.kind == .scalar ? record.style : nil
    }

    @inlinable
    public var sequenceItems: NodeList? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    @inlinable
    public var mappingEntries: MappingEntries? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// A list's items, or the node alone standing for a list of one
    /// (`platforms: iOS`).
    public var itemsOrSelf: [Node] {
        sequenceItems.map(Array.init) ?? [self]
    }

    /// The value of a plain-string key in a mapping.
    @inlinable
    public func value(forKey key: String) -> Node? {
        mappingEntries?.entry(forKey: key)?.value
    }

    /// What the node resolves to under the YAML 1.2 core schema.
    @inlinable
    public var resolved: ResolvedScalar? { record.resolved(scalars: store.scalars, tags: store.tags) }

    /// A short description for messages: "a mapping", "the number 3".
    public var kindDescription: String { record.kindDescription(scalars: store.scalars, tags: store.tags) }
}

/// A list's items.
public struct NodeList: RandomAccessCollection, Sendable {
    @usableFromInline let store: NodeStore
    // 32-bit, like node numbers: a node's content stays small enough to be
    // copied inline rather than through the runtime's value witnesses.
    @usableFromInline let start: Int32
    @usableFromInline let itemCount: Int32

    @inlinable
    init(store: NodeStore, start: Int32, count: Int32) {
        self.store = store
        self.start = start
        self.itemCount = count
    }

    @inlinable
    public var count: Int { Int(itemCount) }
    @inlinable
    public var startIndex: Int { 0 }
    @inlinable
    public var endIndex: Int { Int(itemCount) }

    @inlinable
    public subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "NodeList index out of range")
        return Node(store: store, number: store.children[Int(start) + position])
    }
}

/// A mapping's entries, in the order they were written.
public struct MappingEntries: RandomAccessCollection, Sendable {
    @usableFromInline let store: NodeStore
    // 32-bit, as in `NodeList`.
    @usableFromInline let start: Int32
    @usableFromInline let entryCount: Int32
    @usableFromInline let keyLengths: UInt64

    @inlinable
    init(store: NodeStore, start: Int32, count: Int32, keyLengths: UInt64) {
        self.store = store
        self.start = start
        self.entryCount = count
        self.keyLengths = keyLengths
    }

    @inlinable
    public var count: Int { Int(entryCount) }
    @inlinable
    public var startIndex: Int { 0 }
    @inlinable
    public var endIndex: Int { Int(entryCount) }

    @inlinable
    public subscript(position: Int) -> MappingEntry {
        precondition(position >= 0 && position < count, "MappingEntries index out of range")
        let offset = Int(start) + 2 * position
        return MappingEntry(key: Node(store: store, number: store.children[offset]), value: Node(store: store, number: store.children[offset + 1]))
    }

    /// The first entry whose key is the scalar `key`. The keys are compared
    /// where they are stored: a decoder asks a tab's mapping for each of its
    /// dozen keys, and making a `MappingEntry` of every entry it passed cost
    /// more than the comparisons.
    @inlinable
    public func entry(forKey key: String) -> MappingEntry? {
        guard keyLengths & NodeRecord.lengthBit(key) != 0 else { return nil }
        let records = store.records, children = store.children, scalars = store.scalars
        for position in 0..<count {
            if records[Int(children[Int(start) + 2 * position])].isScalar(key, in: scalars) { return self[position] }
        }
        return nil
    }
}

public struct MappingEntry: Sendable {
    public let key: Node
    public let value: Node

    @inlinable
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

/// What a walk over a file's nodes does after visiting one (`YAMLFile.walkNodes`).
public enum NodeWalkStep: Sendable {
    /// On, into the node's children.
    case intoChildren
    /// On, past the node's children.
    case pastChildren
    /// The walk ends.
    case stop
}

extension YAMLFile {
    /// Visits the file's nodes depth first, the last document's and the last
    /// child first, each node once: an alias's node is visited, and the
    /// children it shares with its anchor's node once in all (aliases are
    /// not followed twice).
    ///
    /// Visited nodes are noted in a list by number, which the file's nodes
    /// share: a set of numbers hashed every node, and the first set of `Int`
    /// a run made had the Swift runtime read every protocol conformance
    /// record of the binary (about 650,000 instructions).
    public func walkNodes(_ visit: (Node) -> NodeWalkStep) {
        let roots = documents.compactMap(\.root)
        // One store per file: every document's nodes are numbered in it.
        guard let store = roots.first?.store else { return }
        var visited = [Bool](repeating: false, count: store.records.count)
        var stack = roots
        while let node = stack.popLast() {
            guard !visited[node.id] else { continue }
            visited[node.id] = true
            switch visit(node) {
            case .stop: return
            case .pastChildren: continue
            case .intoChildren: break
            }
            switch node.content {
            case .scalar: break
            case .sequence(let items): stack += items
            case .mapping(let entries):
                for entry in entries {
                    stack.append(entry.key)
                    stack.append(entry.value)
                }
            }
        }
    }
}

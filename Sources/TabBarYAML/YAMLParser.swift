import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed input: its text (for positions and quoting), the documents that
/// parsed completely, and every problem found on the way.
public struct YAMLFile: Sendable {
    public let text: SourceText
    public let documents: [Document]
    public let problems: [YAMLProblem]
}

/// Reads YAML with libyaml's event parser and builds the positioned node tree.
///
/// libyaml accepts duplicate keys, leaves aliases unresolved and has no
/// notion of nesting or expansion limits; the builder adds all of that. It
/// keeps an explicit stack instead of recursing, so no input can overflow the
/// call stack, and a problem inside one document drops only that document.
public enum YAMLParser {
    public static func parse(_ bytes: [UInt8], limits: ParseLimits = .default) -> YAMLFile {
        let text = SourceText(bytes)
        if let problem = EncodingCheck.problem(in: text, limits: limits) {
            return YAMLFile(text: text, documents: [], problems: [problem])
        }
        var builder = TreeBuilder(text: text, limits: limits)
        bytes.withUnsafeBufferPointer { buffer in
            builder.run(buffer)
        }
        return YAMLFile(text: text, documents: builder.documents(), problems: builder.problems)
    }
}

/// Problems found before libyaml sees the bytes: too large, binary, or not
/// UTF-8 (libyaml would silently accept UTF-16, whose positions we could not
/// map back to the file's bytes).
enum EncodingCheck {
    static func problem(in text: SourceText, limits: ParseLimits) -> YAMLProblem? {
        let bytes = text.bytes
        if bytes.count > limits.maxFileBytes {
            return YAMLProblem(
                kind: .limit,
                message: "the file is larger than the \(ByteCount(limits.maxFileBytes)) limit for a spec, so it is not read; "
                    + "split it into smaller specs, or raise the limit with --max-file-size",
                range: .fileStart
            )
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return YAMLProblem(
                kind: .encoding,
                message: "the file is UTF-16 encoded; tabbar-lint reads UTF-8 specs, so save it as UTF-8",
                range: .fileStart
            )
        }
        if let nul = firstNUL(in: bytes) {
            return YAMLProblem(
                kind: .encoding,
                message: "the file contains a NUL byte, so it looks binary rather than a YAML spec; "
                    + "check the path, or remove the byte if the file is meant to be text",
                range: SourceRange(at: text.position(offset: nul))
            )
        }
        return nil
    }

    /// Where the first NUL byte is, found with `memchr`: `firstIndex(of:)`
    /// took about five instructions a byte, more than the rest of the check.
    static func firstNUL(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }
}

/// "20.0 MiB", "512 KiB", "900 bytes".
struct ByteCount: CustomStringConvertible {
    let bytes: Int
    init(_ bytes: Int) { self.bytes = bytes }

    var description: String {
        if bytes >= 1 << 20 {
            let tenths = (bytes * 10) / (1 << 20)
            return tenths % 10 == 0 ? "\(tenths / 10) MiB" : "\(tenths / 10).\(tenths % 10) MiB"
        }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// Turns libyaml's event stream into `Document`s.
struct TreeBuilder {
    let text: SourceText
    let limits: ParseLimits
    var problems: [YAMLProblem] = []

    // The file's nodes, as `NodeStore` keeps them once the parse is over.
    private var records: [NodeRecord] = []
    private var children: [Int32] = []
    private var scalars: [String] = []
    private var tags: [String] = []
    /// The documents read so far, by their root's node number.
    private var documentRoots: [(root: Int32?, range: SourceRange)] = []

    /// The finished children of every list and mapping still open, the
    /// innermost last (a mapping's keys and values alternating); a closing
    /// collection moves its own into `children`. One array for all, so that
    /// opening a collection allocates nothing.
    private var openChildren: [Int32] = []

    /// A list or mapping whose end event has not come yet.
    private struct Frame {
        let isMapping: Bool
        let start: SourcePosition
        let anchor: String?
        let tag: Int32
        let isFlow: Bool
        /// Where this collection's children begin in `openChildren`.
        let firstChild: Int
        var pendingKey: Int32?
        /// The keys seen so far by name, to report duplicates (libyaml does
        /// not); nil while the mapping is small, when its keys are searched
        /// instead. A dictionary per mapping (every tab, title and icon is
        /// one) cost more than the search; past `indexedKeyCount` keys the
        /// search would grow with the square of the keys, so a long mapping
        /// is indexed.
        var keyIndex: [String: SourceRange]?
        /// The current key duplicated an earlier one: drop its value.
        var droppingValue = false
        var expandedCount = 1
        var end: SourcePosition

        static let indexedKeyCount = 16
    }

    private var stack: [Frame] = []
    private var anchors: [String: Int32] = [:]
    private var documentStart = SourcePosition.fileStart
    private var root: Int32?
    private var aliasExpansion = 0
    /// The previous event's end, where positions on its line are walked on from.
    private var lastMark = SourcePosition.fileStart
    /// Set after a limit is hit or an alias cannot be resolved. Parsing stops
    /// there: libyaml's cost grows with the square of the nesting depth, so
    /// reading on through 200,000 open brackets would hang, and there is no
    /// safe point to resume at inside a broken document.
    private(set) var stopped = false

    init(text: SourceText, limits: ParseLimits) {
        self.text = text
        self.limits = limits
        // Room for a spec's nodes at once (the benchmark corpus has a scalar
        // per nine bytes; one per eight is reserved): grown from empty, the
        // arrays were copied four or five times per file. Capped, so that a
        // large file does not reserve more than it may use; past the cap
        // they grow as usual.
        let expectedScalars = min(text.bytes.count / 8, Self.reservedNodesCap) + 8
        records.reserveCapacity(expectedScalars + expectedScalars / 4)
        scalars.reserveCapacity(expectedScalars)
        children.reserveCapacity(expectedScalars + expectedScalars / 4)
        stack.reserveCapacity(Self.usualDepth)
        openChildren.reserveCapacity(Self.usualDepth * Self.usualCollectionCount)
    }

    /// How deep a spec's collections usually nest (tabs, a tab, its title)
    /// and how many children each holds, for the open collections' room.
    static let usualDepth = 8
    static let usualCollectionCount = 8

    static let reservedNodesCap = 4096

    /// The documents read, as views into one store of their nodes.
    func documents() -> [Document] {
        let store = NodeStore(records: records, children: children, scalars: scalars, tags: tags)
        return documentRoots.enumerated().map { index, document in
            Document(root: document.root.map { Node(store: store, number: $0) }, range: document.range, index: index)
        }
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            problems.append(YAMLProblem(kind: .limit, message: "libyaml could not allocate its parser; out of memory", range: .fileStart))
            return
        }
        defer { yaml_parser_delete(&parser) }
        // No encoding is forced: libyaml then skips a UTF-8 byte-order mark
        // itself (UTF-16 input was refused before this point).
        // libyaml wants a non-null pointer even for empty input.
        let empty: [UInt8] = [0]
        empty.withUnsafeBufferPointer { fallback in
            let base = buffer.baseAddress ?? fallback.baseAddress
            yaml_parser_set_input_string(&parser, base, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    problems.append(LibYAMLError.problem(from: parser, text: text))
                    return
                }
                let type = event.type
                handle(event)
                yaml_event_delete(&event)
                if type == YAML_STREAM_END_EVENT || stopped { return }
            }
        }
    }

    private mutating func handle(_ event: yaml_event_t) {
        let start = text.position(line: event.start_mark.line, column: event.start_mark.column, after: lastMark)
        let end = text.position(line: event.end_mark.line, column: event.end_mark.column, after: start)
        lastMark = end
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentStart = start
            // Emptied, not freed: the next document needs the room again.
            stack.removeAll(keepingCapacity: true)
            openChildren.removeAll(keepingCapacity: true)
            anchors.removeAll()
            root = nil
            aliasExpansion = 0
        case YAML_DOCUMENT_END_EVENT:
            documentRoots.append((root, SourceRange(start: documentStart, end: end)))
            stack.removeAll(keepingCapacity: true)
            openChildren.removeAll(keepingCapacity: true)
            anchors.removeAll()
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            guard scalar.length <= limits.maxScalarBytes else {
                abandon(YAMLProblem(
                    kind: .limit,
                    message: "this value is \(ByteCount(scalar.length)) long, more than the \(ByteCount(limits.maxScalarBytes)) limit for one value, "
                        + "so the rest of the file is not read; a title or label is a few words, so shorten it (or raise --max-scalar-size)",
                    range: SourceRange(at: start)
                ))
                return
            }
            scalars.append(Self.string(scalar.value, length: scalar.length))
            let node = add(NodeRecord(
                kind: .scalar, style: Self.style(scalar.style), isFlow: false, range: SourceRange(start: start, end: end),
                payload: Int32(scalars.count - 1), childCount: 0, tag: tag(scalar.tag), expandedCount: 1, keyLengths: 0
            ))
            complete(node, anchor: Self.optionalString(scalar.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.optionalString(event.data.alias.anchor) ?? ""
            alias(named: name, start: start, end: end)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            open(
                isMapping: false, start: start, end: end,
                anchor: Self.optionalString(data.anchor), tag: tag(data.tag),
                isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE
            )
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            open(
                isMapping: true, start: start, end: end,
                anchor: Self.optionalString(data.anchor), tag: tag(data.tag),
                isFlow: data.style == YAML_FLOW_MAPPING_STYLE
            )
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(end: end)
        default:
            break
        }
    }

    /// Stores a node; returns its number.
    private mutating func add(_ record: NodeRecord) -> Int32 {
        records.append(record)
        return Int32(records.count - 1)
    }

    /// The number of an event's explicit tag in `tags`, or -1.
    private mutating func tag(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> Int32 {
        guard let tag = Self.optionalString(pointer) else { return -1 }
        tags.append(tag)
        return Int32(tags.count - 1)
    }

    private mutating func open(isMapping: Bool, start: SourcePosition, end: SourcePosition, anchor: String?, tag: Int32, isFlow: Bool) {
        guard stack.count < limits.maxDepth else {
            abandon(YAMLProblem(
                kind: .limit,
                message: "lists and mappings are nested more than \(limits.maxDepth) levels deep here, so the rest of the file is not read; "
                    + "a tab-bar spec needs about 6 levels, so flatten the structure (or raise --max-depth)",
                range: SourceRange(at: start)
            ))
            return
        }
        stack.append(Frame(isMapping: isMapping, start: start, anchor: anchor, tag: tag, isFlow: isFlow, firstChild: openChildren.count, end: end))
    }

    private mutating func close(end: SourcePosition) {
        // Taken off as a frame, not an optional one: an optional frame (a
        // struct of more than 32 bytes) was destroyed through the runtime's
        // generic value witnesses, about 90 instructions a collection.
        guard !stack.isEmpty else { return }
        let frame = stack.removeLast()
        let first = children.count
        var keyLengths: UInt64 = 0
        if frame.isMapping {
            appendResolvingMergeKeys(openChildren[frame.firstChild...])
            for position in stride(from: first, to: children.count, by: 2) {
                if let key = records[Int(children[position])].scalarValue(in: scalars) { keyLengths |= NodeRecord.lengthBit(key) }
            }
        } else {
            children.append(contentsOf: openChildren[frame.firstChild...])
        }
        openChildren.removeSubrange(frame.firstChild...)
        // A flow collection ends at its bracket; a block one at its last child,
        // not at the next token libyaml had to read to see it end.
        let rangeEnd = frame.isFlow ? end : frame.end
        let node = add(NodeRecord(
            kind: frame.isMapping ? .mapping : .sequence, style: .plain, isFlow: frame.isFlow,
            range: SourceRange(start: frame.start, end: rangeEnd),
            payload: Int32(first), childCount: Int32(children.count - first), tag: frame.tag, expandedCount: frame.expandedCount,
            keyLengths: keyLengths
        ))
        complete(node, anchor: frame.anchor)
    }

    private mutating func alias(named name: String, start: SourcePosition, end: SourcePosition) {
        let range = SourceRange(start: start, end: end)
        guard let target = anchors[name] else {
            let inProgress = stack.contains { $0.anchor == name }
            abandon(YAMLProblem(
                kind: .undefinedAlias,
                message: inProgress
                    ? "the alias *\(name) refers to a node that contains it; a recursive structure cannot be a spec, so repeat the content instead"
                    : "the alias *\(name) refers to an anchor that is not defined before it; define `&\(name)` earlier in the document",
                range: range
            ))
            return
        }
        var node = records[Int(target)]
        aliasExpansion = aliasExpansion.addingReportingOverflow(node.expandedCount).partialValue
        guard aliasExpansion <= limits.maxAliasExpansion, aliasExpansion >= 0 else {
            abandon(YAMLProblem(
                kind: .limit,
                message: "aliases expand to more than \(limits.maxAliasExpansion) nodes in this document "
                    + "(a \"billion laughs\" pattern), so the rest of the file is not read; use fewer nested aliases (or raise --max-alias-expansion)",
                range: range
            ))
            return
        }
        // A node standing at the alias's position for the node its anchor
        // names: the same content, tag and flow style.
        node.range = range
        complete(add(node), anchor: nil)
    }

    private mutating func complete(_ node: Int32, anchor: String?) {
        if let anchor { anchors[anchor] = node }
        guard !stack.isEmpty else {
            root = node
            return
        }
        addToOpenCollection(node)
    }

    /// Adds a completed node to the innermost open list or mapping; a
    /// duplicate key is noted as a problem. The frame is changed where it
    /// lies: taking it off the stack and pushing it back copied it per node.
    /// The problem is appended here rather than returned: an optional
    /// `YAMLProblem` (a large enum payload) was stored and tested for every
    /// node, about 2,000 instructions per spec.
    private mutating func addToOpenCollection(_ node: Int32) {
        let top = stack.count - 1
        stack[top].expandedCount = stack[top].expandedCount.addingReportingOverflow(records[Int(node)].expandedCount).partialValue
        stack[top].end = max(stack[top].end, records[Int(node)].range.end)
        if !stack[top].isMapping {
            openChildren.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            if !stack[top].droppingValue {
                openChildren.append(key)
                openChildren.append(node)
            }
            stack[top].pendingKey = nil
            stack[top].droppingValue = false
            return
        }
        stack[top].pendingKey = node
        guard let name = records[Int(node)].scalarValue(in: scalars) else { return }
        let range = records[Int(node)].range
        guard let first = firstRange(ofKey: name, inFrame: top) else {
            recordKey(name, at: range)
            return
        }
        stack[top].droppingValue = true
        problems.append(YAMLProblem(
            kind: .duplicateKey,
            message: "duplicate key `\(name)`: it is already set at line \(first.start.line); "
                + "YAML parsers disagree on which value wins, so keep one",
            range: range,
            related: first
        ))
    }

    /// Where a key named `name` was first written in the open mapping at
    /// `frame` on the stack, if it was. Every key before the current one has
    /// its entry, but for duplicates, whose first writing does.
    private func firstRange(ofKey name: String, inFrame frame: Int) -> SourceRange? {
        if let keyIndex = stack[frame].keyIndex { return keyIndex[name] }
        // Each key read where it is stored: a copy of its record per
        // comparison went through memcpy.
        for position in stride(from: stack[frame].firstChild, to: openChildren.count, by: 2) {
            let key = Int(openChildren[position])
            if records[key].isScalar(name, in: scalars) { return records[key].range }
        }
        return nil
    }

    /// Notes a key of the innermost mapping that is not a duplicate.
    private mutating func recordKey(_ name: String, at range: SourceRange) {
        let top = stack.count - 1
        let firstChild = stack[top].firstChild
        let isIndexed = stack[top].keyIndex != nil
        // A small mapping's keys are searched, not indexed: nothing to note
        // (asked before any change to the frame, which cost a mutable access
        // to the stack per key).
        guard isIndexed || (openChildren.count - firstChild) / 2 >= Frame.indexedKeyCount else { return }
        if !isIndexed {
            var index: [String: SourceRange] = [:]
            for position in stride(from: firstChild, to: openChildren.count, by: 2) {
                let key = records[Int(openChildren[position])]
                if let earlier = key.scalarValue(in: scalars), index[earlier] == nil { index[earlier] = key.range }
            }
            stack[top].keyIndex = index
        }
        stack[top].keyIndex?[name] = range
    }

    /// Moves a closing mapping's keys and values into `children`, applying
    /// YAML merge keys (`<<: *defaults`): the merged mappings' entries are
    /// added where the mapping does not set the key itself.
    private mutating func appendResolvingMergeKeys(_ entries: ArraySlice<Int32>) {
        guard stride(from: entries.startIndex, to: entries.endIndex, by: 2).contains(where: { isMergeKey(entries[$0]) }) else {
            children.append(contentsOf: entries)
            return
        }
        let pairs = stride(from: entries.startIndex, to: entries.endIndex, by: 2).map { (key: entries[$0], value: entries[$0 + 1]) }
        var present: Set<String> = []
        for pair in pairs where !isMergeKey(pair.key) {
            children.append(pair.key)
            children.append(pair.value)
            if let name = records[Int(pair.key)].scalarValue(in: scalars) { present.insert(name) }
        }
        for pair in pairs where isMergeKey(pair.key) {
            let value = records[Int(pair.value)]
            guard let sources = mergedMappings(value) else {
                problems.append(YAMLProblem(
                    kind: .syntax,
                    message: "the merge key `<<` takes a mapping or a list of mappings, not \(value.kindDescription(scalars: scalars, tags: tags)); "
                        + "point it at an anchored mapping such as `<<: *defaults`",
                    range: value.range
                ))
                continue
            }
            for source in sources {
                let merged = childNumbers(of: source)
                for position in stride(from: merged.startIndex, to: merged.endIndex, by: 2) {
                    guard let name = records[Int(merged[position])].scalarValue(in: scalars), !present.contains(name) else { continue }
                    present.insert(name)
                    children.append(merged[position])
                    children.append(merged[position + 1])
                }
            }
        }
    }

    /// The mappings a merge key's value names: itself, or the items of a list
    /// of mappings; nil for anything else.
    private func mergedMappings(_ value: NodeRecord) -> [NodeRecord]? {
        switch value.kind {
        case .mapping: return [value]
        case .sequence:
            let items = childNumbers(of: value).map { records[Int($0)] }
            return items.allSatisfy { $0.kind == .mapping } ? items : nil
        case .scalar: return nil
        }
    }

    /// A finished collection's children (keys and values alternating for a mapping).
    private func childNumbers(of record: NodeRecord) -> ArraySlice<Int32> {
        children[Int(record.payload)..<Int(record.payload + record.childCount)]
    }

    private func isMergeKey(_ node: Int32) -> Bool {
        let record = records[Int(node)]
        return record.style == .plain && record.isScalar("<<", in: scalars)
    }

    /// Reports a problem that ends the parse; documents before it are kept.
    private mutating func abandon(_ problem: YAMLProblem) {
        problems.append(problem)
        stopped = true
        stack.removeAll()
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private static func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }
}

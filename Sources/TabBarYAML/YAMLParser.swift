import CYAML

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
        return YAMLFile(text: text, documents: builder.documents, problems: builder.problems)
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
        if let nul = bytes.firstIndex(of: 0) {
            return YAMLProblem(
                kind: .encoding,
                message: "the file contains a NUL byte, so it looks binary rather than a YAML spec; "
                    + "check the path, or remove the byte if the file is meant to be text",
                range: SourceRange(at: text.position(offset: nul))
            )
        }
        return nil
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
    var documents: [Document] = []
    var problems: [YAMLProblem] = []

    /// A list or mapping whose end event has not come yet.
    private struct Frame {
        let isMapping: Bool
        let start: SourcePosition
        let anchor: String?
        let tag: String?
        let isFlow: Bool
        var items: [Node] = []
        var entries: [MappingEntry] = []
        var pendingKey: Node?
        /// The keys seen so far by name, to report duplicates (libyaml does
        /// not); nil while the mapping is small, when `entries` are searched
        /// instead. A dictionary per mapping (every tab, title and icon is
        /// one) cost more than the search; past `indexedKeyCount` keys the
        /// search would grow with the square of the keys, so a long mapping
        /// is indexed.
        var keyIndex: [String: SourceRange]?
        /// The current key duplicated an earlier one: drop its value.
        var droppingValue = false
        var expandedCount = 1
        var end: SourcePosition

        /// Adds a completed child; a duplicate key is returned as a problem.
        mutating func add(_ node: Node) -> YAMLProblem? {
            expandedCount = expandedCount.addingReportingOverflow(node.expandedCount).partialValue
            end = max(end, node.range.end)
            if !isMapping {
                items.append(node)
                return nil
            }
            if let key = pendingKey {
                if !droppingValue {
                    entries.append(MappingEntry(key: key, value: node))
                }
                pendingKey = nil
                droppingValue = false
                return nil
            }
            pendingKey = node
            guard let name = node.scalarValue else { return nil }
            guard let first = firstRange(ofKey: name) else {
                record(key: name, at: node.range)
                return nil
            }
            droppingValue = true
            return YAMLProblem(
                kind: .duplicateKey,
                message: "duplicate key `\(name)`: it is already set at line \(first.start.line); "
                    + "YAML parsers disagree on which value wins, so keep one",
                range: node.range,
                related: first
            )
        }

        static let indexedKeyCount = 16

        init(isMapping: Bool, start: SourcePosition, anchor: String?, tag: String?, isFlow: Bool, end: SourcePosition) {
            self.isMapping = isMapping
            self.start = start
            self.anchor = anchor
            self.tag = tag
            self.isFlow = isFlow
            self.end = end
            // Room for a spec's usual list or mapping (a tab's keys, a
            // title's locales, the tabs) at once: grown from empty, a
            // mapping of five keys was allocated four times.
            if isMapping {
                entries.reserveCapacity(Self.usualCount)
            } else {
                items.reserveCapacity(Self.usualCount)
            }
        }

        static let usualCount = 8

        /// Where a key named `name` was first written in this mapping, if
        /// it was. Every key before the current one has its entry, but for
        /// duplicates, whose first writing does.
        func firstRange(ofKey name: String) -> SourceRange? {
            if let keyIndex { return keyIndex[name] }
            return entries.first { $0.key.scalarValue == name }?.key.range
        }

        /// Notes a key that is not a duplicate.
        mutating func record(key name: String, at range: SourceRange) {
            if keyIndex == nil, entries.count >= Self.indexedKeyCount {
                var index: [String: SourceRange] = [:]
                for entry in entries {
                    if let earlier = entry.key.scalarValue, index[earlier] == nil { index[earlier] = entry.key.range }
                }
                keyIndex = index
            }
            keyIndex?[name] = range
        }
    }

    private var stack: [Frame] = []
    private var anchors: [String: Node] = [:]
    private var documentStart = SourcePosition.fileStart
    private var root: Node?
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
            stack.removeAll()
            anchors.removeAll()
            root = nil
            aliasExpansion = 0
        case YAML_DOCUMENT_END_EVENT:
            documents.append(Document(root: root, range: SourceRange(start: documentStart, end: end), index: documents.count))
            stack.removeAll()
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
            let value = Self.string(scalar.value, length: scalar.length)
            let node = Node(
                content: .scalar(value, Self.style(scalar.style)),
                range: SourceRange(start: start, end: end),
                tag: Self.optionalString(scalar.tag)
            )
            complete(node, anchor: Self.optionalString(scalar.anchor))
        case YAML_ALIAS_EVENT:
            let name = Self.optionalString(event.data.alias.anchor) ?? ""
            alias(named: name, range: SourceRange(start: start, end: end))
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            open(
                isMapping: false, start: start, end: end,
                anchor: Self.optionalString(data.anchor), tag: Self.optionalString(data.tag),
                isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE
            )
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            open(
                isMapping: true, start: start, end: end,
                anchor: Self.optionalString(data.anchor), tag: Self.optionalString(data.tag),
                isFlow: data.style == YAML_FLOW_MAPPING_STYLE
            )
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close(end: end)
        default:
            break
        }
    }

    private mutating func open(isMapping: Bool, start: SourcePosition, end: SourcePosition, anchor: String?, tag: String?, isFlow: Bool) {
        guard stack.count < limits.maxDepth else {
            abandon(YAMLProblem(
                kind: .limit,
                message: "lists and mappings are nested more than \(limits.maxDepth) levels deep here, so the rest of the file is not read; "
                    + "a tab-bar spec needs about 6 levels, so flatten the structure (or raise --max-depth)",
                range: SourceRange(at: start)
            ))
            return
        }
        stack.append(Frame(isMapping: isMapping, start: start, anchor: anchor, tag: tag, isFlow: isFlow, end: end))
    }

    private mutating func close(end: SourcePosition) {
        guard let frame = stack.popLast() else { return }
        let content: Node.Content
        if frame.isMapping {
            content = .mapping(resolveMergeKeys(frame.entries))
        } else {
            content = .sequence(frame.items)
        }
        // A flow collection ends at its bracket; a block one at its last child,
        // not at the next token libyaml had to read to see it end.
        let rangeEnd = frame.isFlow ? end : frame.end
        let node = Node(
            content: content,
            range: SourceRange(start: frame.start, end: rangeEnd),
            tag: frame.tag,
            isFlow: frame.isFlow,
            expandedCount: frame.expandedCount
        )
        complete(node, anchor: frame.anchor)
    }

    private mutating func alias(named name: String, range: SourceRange) {
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
        aliasExpansion = aliasExpansion.addingReportingOverflow(target.expandedCount).partialValue
        guard aliasExpansion <= limits.maxAliasExpansion, aliasExpansion >= 0 else {
            abandon(YAMLProblem(
                kind: .limit,
                message: "aliases expand to more than \(limits.maxAliasExpansion) nodes in this document "
                    + "(a \"billion laughs\" pattern), so the rest of the file is not read; use fewer nested aliases (or raise --max-alias-expansion)",
                range: range
            ))
            return
        }
        complete(Node(alias: target, at: range), anchor: nil)
    }

    private mutating func complete(_ node: Node, anchor: String?) {
        if let anchor { anchors[anchor] = node }
        guard !stack.isEmpty else {
            root = node
            return
        }
        // The parent is changed where it lies: taking it off the stack and
        // pushing it back copied the frame for every node.
        if let problem = stack[stack.count - 1].add(node) { problems.append(problem) }
    }

    /// Applies YAML merge keys (`<<: *defaults`): the merged mappings' entries
    /// are added where the mapping does not set the key itself.
    private mutating func resolveMergeKeys(_ entries: [MappingEntry]) -> [MappingEntry] {
        guard entries.contains(where: Self.isMergeKey) else { return entries }
        var result = entries.filter { !Self.isMergeKey($0) }
        var present = Set(result.compactMap { $0.key.scalarValue })
        for entry in entries where Self.isMergeKey(entry) {
            let sources: [Node]
            switch entry.value.content {
            case .mapping: sources = [entry.value]
            case .sequence(let items) where items.allSatisfy({ $0.mappingEntries != nil }): sources = items
            default:
                problems.append(YAMLProblem(
                    kind: .syntax,
                    message: "the merge key `<<` takes a mapping or a list of mappings, not \(entry.value.kindDescription); "
                        + "point it at an anchored mapping such as `<<: *defaults`",
                    range: entry.value.range
                ))
                continue
            }
            for source in sources {
                for merged in source.mappingEntries ?? [] {
                    guard let name = merged.key.scalarValue, !present.contains(name) else { continue }
                    present.insert(name)
                    result.append(merged)
                }
            }
        }
        return result
    }

    private static func isMergeKey(_ entry: MappingEntry) -> Bool {
        entry.key.scalarValue == "<<" && entry.key.scalarStyle == .plain
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

import TabBarYAML

/// Spells rules' fixes in a YAML spec, keeping what the author wrote around
/// them: a scalar keeps its quoting style, an entry goes with its line (block)
/// or its comma (flow), a moved list item keeps its lines and comments.
struct YAMLFixSpelling {
    let file: YAMLFile

    /// `diagnostics` with each fix's `edit` filled in, or the fix dropped
    /// when the change cannot be written here without guessing.
    func spell(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard diagnostics.contains(where: { $0.fix != nil }) else { return diagnostics }
        // A file that did not parse is never edited: its tree may not be what the author wrote.
        let parsed = file.problems.isEmpty
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if parsed, var fix = diagnostic.fix, fix.range.file == nil, let edit = edit(for: fix) {
                fix.edit = edit
                diagnostic.fix = fix
            } else {
                diagnostic.fix = nil
            }
            return diagnostic
        }
    }

    private var bytes: [UInt8] { file.text.bytes }

    func edit(for fix: FixIt) -> TextEdit? {
        switch fix.change {
        case .replaceSource(let text):
            return TextEdit(range: fix.range, replacement: text)
        case .setText(let text):
            return scalar(at: fix.range, text)
        case .removeEntry:
            return removal(ofEntryWithValueAt: fix.range)
        case .moveAfter(let last):
            return move(itemAt: fix.range, after: last)
        }
    }

    /// The new value in the old scalar's style: quoted stays quoted the same
    /// way, plain stays plain when the text allows it.
    private func scalar(at range: SourceRange, _ text: String) -> TextEdit? {
        guard let node = node(at: range), let style = node.scalarStyle else { return nil }
        switch style {
        case .plain, .doubleQuoted:
            let spelled = YAMLText.scalar(text)
            let written = style == .doubleQuoted && !spelled.hasPrefix("\"") ? YAMLText.doubleQuoted(text) : spelled
            return TextEdit(range: range, replacement: written)
        case .singleQuoted:
            guard !text.contains("\n") else { return nil }
            return TextEdit(range: range, replacement: "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'")
        case .literal, .folded:
            return nil
        }
    }

    /// `badge: 0` goes: in a block mapping its whole line(s), in a flow
    /// mapping the entry and one comma beside it.
    private func removal(ofEntryWithValueAt range: SourceRange) -> TextEdit? {
        guard let (mapping, index) = mappingHoldingValue(at: range), let entries = mapping.mappingEntries else { return nil }
        let entry = entries[index]
        if mapping.isFlow {
            guard entries.count > 1 else { return nil }
            let start: Int, end: Int
            if index > 0 {
                start = entries[index - 1].value.range.end.offset
                end = entry.value.range.end.offset
            } else {
                start = entry.key.range.start.offset
                end = entries[index + 1].key.range.start.offset
            }
            return edit(start, end, "")
        }
        // A block entry owns the lines from its key to the end of its value's
        // line (a trailing comment included), when nothing else is on them.
        let lineStart = startOfLine(containing: entry.key.range.start.offset)
        guard bytes[lineStart..<entry.key.range.start.offset].allSatisfy({ $0 == 0x20 }), entries.count > 1 else { return nil }
        return edit(lineStart, endOfLineIncludingBreak(containing: lastContentOffset(of: entry.value)), "")
    }

    /// A block list's item moved after its last item, whole lines at a time
    /// (comments between items travel with the item above them).
    private func move(itemAt range: SourceRange, after lastRange: SourceRange) -> TextEdit? {
        guard let sequence = sequenceHolding(range), !sequence.isFlow, let items = sequence.sequenceItems,
            let index = items.firstIndex(where: { $0.range == range }), items.last?.range == lastRange, index < items.count - 1
        else { return nil }
        let starts = items.map { startOfLine(containing: $0.range.start.offset) }
        // Each item starts its own line with `- `.
        for (item, start) in zip(items, starts) {
            let lead = bytes[start..<item.range.start.offset].filter { $0 != 0x20 }
            guard lead == [UInt8(ascii: "-")] else { return nil }
        }
        let end = endOfLineIncludingBreak(containing: lastContentOffset(of: items[items.count - 1]))
        var chunks = (0..<items.count).map { position in
            Array(bytes[starts[position]..<(position + 1 < items.count ? starts[position + 1] : end)])
        }
        // A file that ends without a line break keeps ending without one.
        let endsWithBreak = chunks[chunks.count - 1].last.map { $0 == 0x0A || $0 == 0x0D } ?? false
        if !endsWithBreak { chunks[chunks.count - 1].append(0x0A) }
        chunks.append(chunks.remove(at: index))
        if !endsWithBreak { chunks[chunks.count - 1].removeLast() }
        return edit(starts[index], end, String(decoding: Array(chunks[index...].joined()), as: UTF8.self))
    }

    // MARK: finding nodes

    private func node(at range: SourceRange) -> Node? {
        var found: Node?
        file.walkNodes { node in
            if node.range == range {
                found = node
                return .stop
            }
            // Only a node whose span holds `range` can hold the node: the
            // walk goes into no other, where it went into every node before
            // the one wanted, for each fix. (A merged entry lies outside the
            // mapping it is merged into, and is found where it is written.)
            let holds = node.range.start.offset <= range.start.offset && range.end.offset <= node.range.end.offset
            return holds ? .intoChildren : .pastChildren
        }
        return found
    }

    private func mappingHoldingValue(at range: SourceRange) -> (Node, Int)? {
        var index = 0
        guard let mapping = firstNode({ node in
            guard let entries = node.mappingEntries, let found = entries.firstIndex(where: { $0.value.range == range }) else { return false }
            index = found
            return true
        }) else { return nil }
        return (mapping, index)
    }

    private func sequenceHolding(_ range: SourceRange) -> Node? {
        firstNode { node in
            node.sequenceItems?.contains(where: { $0.range == range }) ?? false
        }
    }

    /// The first node, in a walk over every node of every document once
    /// (aliases are not followed: a fix is written where the value is), for
    /// which `matches` holds. The walk stops there: it ran on over the whole
    /// tree for each fix, which made spelling a fix cost about 100,000
    /// instructions.
    private func firstNode(_ matches: (Node) -> Bool) -> Node? {
        var found: Node?
        file.walkNodes { node in
            guard matches(node) else { return .intoChildren }
            found = node
            return .stop
        }
        return found
    }

    // MARK: bytes

    /// The offset of a node's last character: libyaml ends a block
    /// collection where the next token starts, often on a later line.
    private func lastContentOffset(of node: Node) -> Int {
        switch node.content {
        case .scalar: return max(node.range.start.offset, node.range.end.offset - 1)
        case .sequence(let items): return items.last.map(lastContentOffset(of:)) ?? node.range.start.offset
        case .mapping(let entries):
            guard !node.isFlow else { return max(node.range.start.offset, node.range.end.offset - 1) }
            return entries.last.map { lastContentOffset(of: $0.value) } ?? node.range.start.offset
        }
    }

    private func startOfLine(containing offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index > 0, bytes[index - 1] != 0x0A, bytes[index - 1] != 0x0D { index -= 1 }
        return index
    }

    private func endOfLineIncludingBreak(containing offset: Int) -> Int {
        var index = min(offset, bytes.count)
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        return index
    }

    private func edit(_ start: Int, _ end: Int, _ replacement: String) -> TextEdit {
        TextEdit(range: SourceRange(start: file.text.position(offset: start), end: file.text.position(offset: end)), replacement: replacement)
    }
}

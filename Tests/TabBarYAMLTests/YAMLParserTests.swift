import Testing
@testable import TabBarYAML

private func parse(_ text: String, limits: ParseLimits = .default) -> YAMLFile {
    YAMLParser.parse(Array(text.utf8), limits: limits)
}

private func root(_ text: String) throws -> Node {
    let file = parse(text)
    #expect(file.problems.isEmpty, "\(file.problems)")
    return try #require(file.documents.first?.root)
}

@Suite struct NodeTreeTests {
    @Test func scalarsKnowLineColumnAndByteOffset() throws {
        let node = try root("title: Mitteilungen\nicon: bell\n")
        let entries = try #require(node.mappingEntries)
        #expect(entries.count == 2)
        let icon = entries[1]
        #expect(icon.key.range.start == SourcePosition(line: 2, column: 1, offset: 20))
        #expect(icon.value.range.start == SourcePosition(line: 2, column: 7, offset: 26))
        #expect(icon.value.range.end == SourcePosition(line: 2, column: 11, offset: 30))
    }

    @Test func columnsCountCharactersAndOffsetsCountBytes() throws {
        let node = try root("é: 日本語\nx: y\n")
        let value = try #require(node.value(forKey: "é"))
        #expect(value.range.start == SourcePosition(line: 1, column: 4, offset: 4))
        #expect(value.range.end == SourcePosition(line: 1, column: 7, offset: 13))
        let second = try #require(node.value(forKey: "x"))
        #expect(second.range.start == SourcePosition(line: 2, column: 4, offset: 17))
    }

    @Test func quotedAndPlainScalarsDiffer() throws {
        let node = try root("a: 3\nb: \"3\"\nc: '3'\nd: true\ne: yes\nf: ~\ng: !!str 4\nh: 1.5\n")
        #expect(node.value(forKey: "a")?.resolved == .int(3))
        #expect(node.value(forKey: "a")?.scalarStyle == .plain)
        #expect(node.value(forKey: "b")?.resolved == .string("3"))
        #expect(node.value(forKey: "b")?.scalarStyle == .doubleQuoted)
        #expect(node.value(forKey: "c")?.scalarStyle == .singleQuoted)
        #expect(node.value(forKey: "d")?.resolved == .bool(true))
        #expect(node.value(forKey: "e")?.resolved == .string("yes"))
        #expect(node.value(forKey: "f")?.resolved == .null)
        #expect(node.value(forKey: "g")?.resolved == .string("4"))
        #expect(node.value(forKey: "h")?.resolved == .float(1.5))
    }

    @Test func blockCollectionsEndAtTheirLastChild() throws {
        let node = try root("tabs:\n  - id: a\n    title: A\nnext: 1\n")
        let tabs = try #require(node.value(forKey: "tabs"))
        #expect(tabs.range.start == SourcePosition(line: 2, column: 3, offset: 8))
        #expect(tabs.range.end == SourcePosition(line: 3, column: 13, offset: 28))
        let flow = try root("tabs: [a, b]   # comment\n")
        #expect(flow.value(forKey: "tabs")?.range.end.column == 13)
    }

    @Test func everyDocumentOfAStreamIsKept() throws {
        let file = parse("a: 1\n---\nb: 2\n---\n")
        #expect(file.problems.isEmpty)
        #expect(file.documents.count == 3)
        #expect(file.documents[1].root?.value(forKey: "b")?.range.start.line == 3)
        #expect(file.documents[2].root?.resolved == .null)
    }

    @Test func aliasesShareTheAnchoredContentAtTheirOwnPosition() throws {
        let node = try root("base: &icon { symbol: house }\ncopy: *icon\n")
        let copy = try #require(node.value(forKey: "copy"))
        #expect(copy.range.start == SourcePosition(line: 2, column: 7, offset: 36))
        #expect(copy.value(forKey: "symbol")?.scalarValue == "house")
    }

    @Test func mergeKeysAddEntriesTheMappingDoesNotSet() throws {
        let node = try root("d: &d { title: Home, icon: house }\ntab: { <<: *d, title: Start }\n")
        let tab = try #require(node.value(forKey: "tab"))
        #expect(tab.value(forKey: "title")?.scalarValue == "Start")
        #expect(tab.value(forKey: "icon")?.scalarValue == "house")
        #expect(tab.mappingEntries?.count == 2)
    }

    @Test func byteOrderMarkAndCRLFKeepLinesAndColumns() throws {
        let plain = try root("a: 1\nbb: two\n")
        let windows = parse("\u{FEFF}a: 1\r\nbb: two\r\n")
        #expect(windows.problems.isEmpty)
        let node = try #require(windows.documents.first?.root)
        let lf = try #require(plain.value(forKey: "bb"))
        let crlf = try #require(node.value(forKey: "bb"))
        #expect(lf.range.start.line == crlf.range.start.line)
        #expect(lf.range.start.column == crlf.range.start.column)
        // BOM (3 bytes) and one extra CR before line 2.
        #expect(crlf.range.start.offset == lf.range.start.offset + 4)
    }
}

@Suite struct YAMLProblemTests {
    @Test func duplicateKeysAreReportedAtTheSecondKey() throws {
        let file = parse("id: a\ntitle: A\ntitle: B\n")
        let problem = try #require(file.problems.first)
        #expect(file.problems.count == 1)
        #expect(problem.kind == .duplicateKey)
        #expect(problem.range.start == SourcePosition(line: 3, column: 1, offset: 15))
        #expect(problem.related?.start.line == 2)
        #expect(problem.message.contains("duplicate key `title`"))
        // The first value is kept; the duplicate is dropped.
        #expect(file.documents.first?.root?.value(forKey: "title")?.scalarValue == "A")
    }

    @Test func libyamlErrorsKeepTheirPositionAndGainAHint() throws {
        let file = parse("tabs:\n  - id: a\n    title: Home: Feed\n")
        let problem = try #require(file.problems.first)
        #expect(problem.kind == .syntax)
        #expect(problem.range.start.line == 3)
        #expect(problem.range.start.column == 16)
        #expect(problem.message.hasPrefix("mapping values are not allowed in this context"))
        #expect(problem.message.contains("quote the value"))
        #expect(file.documents.isEmpty)
    }

    @Test func documentsBeforeASyntaxErrorSurvive() {
        let file = parse("a: 1\n---\nb: [1, 2\n")
        #expect(file.documents.count == 1)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.message.contains("while parsing a flow sequence that starts at line 3, column 4") == true)
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        var bytes = Array("a: ok\nb: x".utf8)
        bytes.append(0xFF)
        let file = YAMLParser.parse(bytes)
        let problem = try #require(file.problems.first)
        #expect(problem.kind == .encoding)
        #expect(problem.range.start == SourcePosition(line: 2, column: 5, offset: 10))
        #expect(problem.message.contains("not valid UTF-8 at byte 10"))
    }

    @Test func nulBytesMarkABinaryFile() throws {
        let file = YAMLParser.parse([0x61, 0x3A, 0x20, 0x00, 0x62])
        let problem = try #require(file.problems.first)
        #expect(problem.kind == .encoding)
        #expect(problem.range.start.column == 4)
        #expect(problem.message.contains("looks binary"))
    }

    @Test func controlCharactersAreNamed() throws {
        let file = parse("a: \u{01}\n")
        #expect(file.problems.first?.message.contains("U+0001") == true)
    }

    @Test func emptyInputHasNoDocumentsAndNoProblems() {
        let file = parse("")
        #expect(file.documents.isEmpty)
        #expect(file.problems.isEmpty)
    }

    @Test func anAliasBombStopsAtTheExpansionLimit() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        let names = Array("abcdefghij")
        for index in 1..<names.count {
            let previous = "*\(names[index - 1])"
            text += "\(names[index]): &\(names[index]) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]\n"
        }
        let file = parse(text)
        let problem = try #require(file.problems.first)
        #expect(problem.kind == .limit)
        #expect(problem.range.start.line == 5)
        #expect(problem.message.contains("more than 10000 nodes"))
        #expect(file.documents.isEmpty)
    }

    @Test func deepNestingStopsAtTheDepthLimit() throws {
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let file = parse(text)
        let problem = try #require(file.problems.first)
        #expect(problem.kind == .limit)
        #expect(problem.range.start == SourcePosition(line: 1, column: 65, offset: 64))
        #expect(problem.message.contains("more than 64 levels"))
    }

    @Test func oversizedInputIsReportedBeforeParsing() throws {
        let file = parse(String(repeating: "a", count: 2_000), limits: ParseLimits(maxFileBytes: 1_024))
        let problem = try #require(file.problems.first)
        #expect(problem.kind == .limit)
        #expect(problem.message.hasPrefix("the file is larger than the 1 KiB limit for a spec"))
        #expect(problem.range == .fileStart)
    }

    @Test func undefinedAndRecursiveAliasesAreReported() {
        #expect(parse("a: *nowhere\n").problems.first?.message.contains("not defined before it") == true)
        #expect(parse("a: &loop [*loop]\n").problems.first?.message.contains("contains it") == true)
    }

    @Test func utf16IsRefusedWithAnExplanation() {
        let file = YAMLParser.parse([0xFF, 0xFE, 0x61, 0x00])
        #expect(file.problems.first?.message.contains("UTF-16") == true)
    }
}

@Suite struct ResolvedScalarTests {
    @Test(arguments: [
        ("42", ResolvedScalar.int(42)), ("-7", .int(-7)), ("0x1F", .int(31)), ("0o17", .int(15)),
        ("1e3", .float(1000)), (".5", .float(0.5)), ("1.", .float(1)), ("TRUE", .bool(true)), ("False", .bool(false)),
        ("Null", .null), ("", .null), ("no", .string("no")), ("1_000", .string("1_000")), ("1.2.3", .string("1.2.3")),
        ("e3", .string("e3")), ("17.0", .float(17)),
    ])
    func plainScalarsFollowTheCoreSchema(text: String, expected: ResolvedScalar) {
        #expect(ResolvedScalar.resolvePlain(text) == expected)
    }
}

/// The tree is stored flat (one record per node, the children of all
/// collections in one array); these check the shapes where collections
/// interleave while they are built.
@Suite struct FlatNodeStoreTests {
    @Test func nestedCollectionsKeepTheirOwnChildrenInOrder() throws {
        let node = try root("a: [1, {b: 2, c: [x, y]}, 3]\nd: { e: f }\ng: last\n")
        #expect(node.mappingEntries?.map { $0.key.scalarValue } == ["a", "d", "g"])
        let list = try #require(node.value(forKey: "a")?.sequenceItems)
        #expect(list.count == 3)
        #expect(list[0].scalarValue == "1")
        #expect(list[2].scalarValue == "3")
        #expect(list[1].mappingEntries?.map { $0.key.scalarValue } == ["b", "c"])
        #expect(list[1].value(forKey: "c")?.sequenceItems?.map(\.scalarValue) == ["x", "y"])
        #expect(node.value(forKey: "d")?.value(forKey: "e")?.scalarValue == "f")
        #expect(node.value(forKey: "g")?.scalarValue == "last")
    }

    @Test func aKeyIsFoundOnlyAsAScalarOfTheSameText() throws {
        let node = try root("? [title]\n: list key\ntitles: plural\ntitle: found\nTitle: capital\n")
        let entries = try #require(node.mappingEntries)
        #expect(entries.entry(forKey: "title")?.value.scalarValue == "found")
        #expect(entries.entry(forKey: "Title")?.value.scalarValue == "capital")
        #expect(entries.entry(forKey: "titl") == nil)
        #expect(entries.entry(forKey: "") == nil)
    }

    @Test func aLongMappingStillFindsDuplicates() throws {
        let keys = (1...20).map { "key\($0): \($0)" }.joined(separator: "\n")
        let file = parse(keys + "\nkey3: again\nkey19: again\n")
        #expect(file.problems.map(\.kind) == [.duplicateKey, .duplicateKey])
        #expect(file.problems.map { $0.related?.start.line } == [3, 19])
        #expect(file.documents.first?.root?.mappingEntries?.count == 20)
    }

    @Test func mergeKeysTakeAListOfMappingsAndRefuseAnythingElse() throws {
        let node = try root("a: &a { x: 1 }\nb: &b { y: 2, x: 9 }\nc: { <<: [*a, *b], z: 3 }\n")
        let merged = try #require(node.value(forKey: "c")?.mappingEntries)
        #expect(merged.map { $0.key.scalarValue } == ["z", "x", "y"])
        #expect(merged.entry(forKey: "x")?.value.scalarValue == "1")
        let file = parse("s: &s [1, 2]\nc: { <<: *s, z: 3 }\n")
        #expect(file.problems.first?.message.contains("not a list") == true)
        #expect(file.documents.first?.root?.value(forKey: "c")?.mappingEntries?.count == 1)
    }

    @Test func anAliasIsANodeOfItsOwnWhoseChildrenAreTheAnchorsChildren() throws {
        let node = try root("a: &a { x: [1] }\nb: *a\n")
        let anchored = try #require(node.value(forKey: "a"))
        let alias = try #require(node.value(forKey: "b"))
        #expect(anchored.id != alias.id)
        #expect(anchored.value(forKey: "x")?.id == alias.value(forKey: "x")?.id)
        #expect(alias.itemsOrSelf.map(\.id) == [alias.id])
        #expect(alias.value(forKey: "x")?.itemsOrSelf.map(\.scalarValue) == ["1"])
    }

    /// The walk visits each node once, an anchor's children shared with an
    /// alias included, last document and last child first; it skips a
    /// node's children when told, and stops when told.
    @Test func walkingAFileVisitsEachNodeOnce() throws {
        let file = parse("a: &shared { x: 1 }\nb: *shared\n---\n[c, d]\n")
        var scalars: [String] = []
        var count = 0
        file.walkNodes { node in
            count += 1
            if let value = node.scalarValue { scalars.append(value) }
            return .intoChildren
        }
        // Mapping, a, {x: 1}, x, 1, b, the alias's node; list, c, d.
        #expect(count == 10)
        #expect(scalars == ["d", "c", "1", "x", "b", "a"])
        var pastRoots: [String?] = []
        file.walkNodes { node in
            pastRoots.append(node.scalarValue)
            return .pastChildren
        }
        #expect(pastRoots == [nil, nil])
        var visitedBeforeStop = 0
        file.walkNodes { node in
            visitedBeforeStop += 1
            return node.scalarValue == "c" ? .stop : .intoChildren
        }
        #expect(visitedBeforeStop == 3)
    }
}

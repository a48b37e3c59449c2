/// A Swift file cut down, by its bytes, to what looking up one member of
/// one type by name needs: the code outside every type, the headers and
/// braces of the top-level types, of the nested types that have the
/// looked-up type's name and of those that hold one, and the declarations
/// of that member (`let`, `var`, `case` or `func` and the name) in them,
/// each piece on its own lines and mapped back to where it is in the file
/// (`Piece`), so positions are the file's.
/// A generated strings file (SwiftGen's `L10n`, a quarter of a megabyte
/// of accessors in Pocket Casts, 216 nested enums in Mastodon) is then
/// parsed as a few lines rather than whole for the one accessor a tab
/// title names.
///
/// The cut is made only where it is exact: `#if`, `#elseif`, `#else` and
/// `#endif` among a type's members are kept on their own lines, so the
/// members between them stay conditional, and any other `#` there declines
/// the cut; no block comment, multi-line or raw string, nor an
/// interpolation holding a line break, a comment or a raw string (the scan
/// would have to follow them; a single-line string's interpolations are
/// followed to their closing parenthesis), balanced braces, every member-level mention of the name a
/// use (`= L10n.tr(…)`) or a declaration of it alone on its line but for
/// modifiers, each type's header on the line of
/// its brace, and a cut that parses without error. Otherwise the file is
/// parsed whole.
enum MemberCut {
    /// What a lookup reads of a type, which decides the smallest file it
    /// cuts rather than parses whole.
    enum Reading {
        /// Properties or cases: a model or settings type is read by many
        /// lookups of its members at once (Yattee's 6 KB sidebar item enum
        /// by four), and its file is often parsed whole in the end.
        case properties
        /// Code to run: a controller's initializers and set-up, and the
        /// methods they call. A controller is read for these and nothing
        /// else of its file (Pocket Casts' four tab controllers of 6 to
        /// 25 KB, their table views and actions unread).
        case code
        /// Its types' headers: whether a file declares the type, a class's
        /// superclass.
        case headers

        /// Files smaller than this are parsed whole: a few lookups' cuts
        /// would cost more than one parse.
        var minimumFileSize: Int {
            switch self {
            case .properties: 32 * 1024
            case .code, .headers: 4 * 1024
            }
        }
    }

    /// A cut that keeps more than this share of its file is not used: the
    /// several cuts a bar's lookups make would cost more than one whole
    /// parse.
    static let largestShare = 1.0 / 32
    /// A larger cut is used while the file's cuts together keep no more
    /// than this share of it: the members of a large settings file a bar
    /// reads (Yattee's tab and sidebar orders, their caches' setters and
    /// the methods that filter them, a dozen cuts of 1 to 4% of its 42 KB
    /// `SettingsManager+Home.swift`) cost a fraction of the whole parse,
    /// and a file many lookups cut is parsed whole once its cuts would
    /// add up to more. A scan costs a few instructions a byte, a parse
    /// hundreds. Half: Mastodon's home timeline controller's set-up is 28%
    /// of its 36 KB file.
    static let sharedShare = 1.0 / 2

    /// Whether a cut of `cutSize` bytes is parsed rather than its file of
    /// `fileSize`, when the file's earlier cuts came to `earlier` bytes.
    static func isWorthParsing(_ cutSize: Int, besides earlier: Int, of fileSize: Int) -> Bool {
        let file = Double(fileSize)
        return Double(cutSize) <= file * largestShare || Double(earlier + cutSize) <= file * sharedShare
    }

    /// The text to parse: the pieces of the file kept, a line break apart.
    struct Cut {
        let bytes: [UInt8]
        let pieces: [Piece]
    }

    /// Where a piece of the cut starts, in the cut and in the file.
    struct Piece {
        let cutStart: Int
        let fileStart: Int
    }

    /// What a cut is for.
    enum Purpose: Hashable {
        /// Reading the member's declarations.
        case declarations
        /// Reading the changes the type's code makes to a stored property
        /// of the member's name (`_order = newValue` in a setter, `items.append(x)`):
        /// every member of the type whose lines may change it is kept
        /// whole, and the nested types with all their members' changes.
        case changes
    }

    /// What a lookup of `member` in the type named `typeName` needs of the
    /// file's bytes, or nil when the cut may not be exact. An empty name
    /// keeps the types' headers alone (whether the file declares the type).
    static func cut(_ bytes: [UInt8], member: [UInt8], ofType typeName: [UInt8], for purpose: Purpose = .declarations) -> Cut? {
        cut(bytes, members: member.isEmpty ? [] : [member], ofType: typeName, for: purpose)
    }

    /// What a lookup of several members at once needs: a controller's
    /// initializers and `viewDidLoad` (`init` is named by its keyword).
    static func cut(_ bytes: [UInt8], members: [[UInt8]], ofType typeName: [UInt8], for purpose: Purpose = .declarations) -> Cut? {
        var map = FileMap()
        return cut(bytes, members: members, ofType: typeName, for: purpose, map: &map)
    }

    /// What the cuts of a file so far learned of its layout, for the cuts
    /// after them (a generated strings file is cut once per tab title) to
    /// step over what cannot concern them, without reading it.
    struct FileMap {
        /// Where each nested type a cut read closes, by the offset of its
        /// opening brace: a later cut steps over those that cannot hold
        /// the type it looks in (Mastodon's `L10n` nests 216 enums; a
        /// title's is one). Only a type read to its end without anything
        /// the scan declines is noted.
        fileprivate(set) var closeByOpen: [Int: Int] = [:]
        /// The line breaks among a type's members that the first cut for
        /// declarations read with no member's declaration, string, bracket
        /// or line left open (`MemberLines`); nil before that cut.
        fileprivate(set) var memberLines: MemberLines?
    }

    /// Line breaks among a type's members, in file order, and what a cut
    /// needs to go on from each: the last byte of code before it, and the
    /// last line break of its run. A run is read one line break to the
    /// next with nothing between that a cut keeps or that changes how it
    /// reads (a type's brace, a `#if`, the looked-up member's
    /// declaration): a later cut for other members goes from a line break
    /// to the last one of its run before the next place one of its
    /// members' names is written, as a flat strings enum's thousands of
    /// accessors read for one title are the same for the next.
    struct MemberLines {
        fileprivate var offsets: [Int] = []
        fileprivate var lastCodes: [UInt8] = []
        /// For each line break, the index of its run's last one.
        fileprivate var runEnds: [Int] = []
        /// While the first cut notes them: the events before each line
        /// break (see `Scan.events`).
        fileprivate var eventsBefore: [Int] = []

        /// The line breaks' offsets, run by run.
        var runs: [[Int]] {
            var runs: [[Int]] = []
            var index = 0
            while index < offsets.count {
                runs.append(Array(offsets[index...runEnds[index]]))
                index = runEnds[index] + 1
            }
            return runs
        }

        /// Each line break's run end, from the events noted before them.
        fileprivate mutating func closeRuns() {
            runEnds = Array(offsets.indices)
            for index in offsets.indices.reversed().dropFirst() where eventsBefore[index] == eventsBefore[index + 1] {
                runEnds[index] = runEnds[index + 1]
            }
            eventsBefore = []
        }

        /// The index of the line break at `offset`, if one was noted there.
        fileprivate func index(of offset: Int) -> Int? {
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low < offsets.count && offsets[low] == offset ? low : nil
        }

        /// The index of the last line break of the run of `start` before
        /// `limit` (`start` itself when the next is not).
        fileprivate func lastBefore(_ limit: Int, inRunOf start: Int) -> Int {
            var low = start
            var high = runEnds[start]
            while low < high {
                let middle = (low + high + 1) / 2
                if offsets[middle] < limit { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }

    /// A cut as `cut(_:members:ofType:for:)` makes it, noting in `map`
    /// what later cuts may step over, and stepping over what it notes.
    static func cut(
        _ bytes: [UInt8], members: [[UInt8]], ofType typeName: [UInt8], for purpose: Purpose, map: inout FileMap
    ) -> Cut? {
        var scan = Scan(bytes: bytes, members: members, typeName: typeName, purpose: purpose, map: map)
        let exact = scan.run()
        map = scan.map
        if scan.notesMemberLines { map.memberLines?.closeRuns() }
        guard exact else { return nil }
        // Pieces that touch are one piece of the file.
        var ranges: [Range<Int>] = []
        for range in scan.kept.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        var text: [UInt8] = []
        var pieces: [Piece] = []
        for range in ranges {
            if !text.isEmpty { text.append(UInt8(ascii: "\n")) }
            pieces.append(Piece(cutStart: text.count, fileStart: range.lowerBound))
            text += bytes[range]
        }
        return Cut(bytes: text, pieces: pieces)
    }

    /// How a block's inside is kept.
    private enum Keeping {
        /// Kept as written: the file's top level, and functions and
        /// closures there.
        case verbatim
        /// A type's members: left out but for nested types and the member's
        /// declarations.
        case members
        /// Left out: a member's body.
        case blanked
    }

    /// An open block: how its inside is kept, and for a nested type, what
    /// was kept before it and whether it has the looked-up type's name or
    /// holds a type that has it. A nested type that neither has nor holds
    /// it can hold no declaration of that type's member, and is left out
    /// whole when it closes.
    private struct Block {
        let keeping: Keeping
        var keptBefore = 0
        var holdsType = true
        /// For a nested type, where its opening brace is.
        var openedAt: Int?
    }

    /// One pass over the bytes that skips comments and strings, follows
    /// braces, and notes the ranges to keep.
    private struct Scan {
        let bytes: [UInt8]
        let members: [[UInt8]]
        /// What each byte is to a run of bytes skipped (`skipRun`): 1 ends
        /// it (`endsBlankRun`), 2 starts one of `members`, 0 neither.
        let runStops: [UInt8]
        let typeName: [UInt8]
        let purpose: Purpose
        /// The open blocks, innermost last.
        var blocks: [Block] = []
        var kept: [Range<Int>] = []
        /// Where the top-level code being read started to be kept.
        var verbatimStart: Int? = 0
        var lineStart = 0
        /// The member's declaration being read (for `.changes`, any member):
        /// where its lines start, and the block depth it is at.
        var declaration: (start: Int, depth: Int)?
        /// Whether the member being read may change the property (`.changes`).
        var declarationChanges = false
        /// The line break after which the declaration may end, when the next
        /// line does not continue it.
        var pendingEnd: Int?
        /// Parentheses and brackets open inside the declaration.
        var nesting = 0
        /// The last byte of code (not blank, not comment) read.
        var lastCode: UInt8 = 0
        /// Where the lines since the last complete one start: a function's
        /// signature over several lines (`) {` alone) is read from there.
        var headerStart = 0

        /// What the cuts of this file noted so far.
        var map: FileMap
        /// Whether this scan notes the member lines (the file's first cut
        /// for declarations) rather than stepping over them.
        let notesMemberLines: Bool
        /// What a later cut cannot step over, counted: a type's brace, a
        /// directive, a member's declaration read.
        private var events = 0
        /// Where the type's name is written as a word, in order (found
        /// when first needed), and how many of them lie before the scan.
        private var typeNameAt: [Int]?
        private var typeNamesPassed = 0
        /// Where a member's name is written, even inside a word, in order
        /// (found when first needed), and how many lie before the scan.
        private var memberAt: [Int]?
        private var membersPassed = 0

        init(bytes: [UInt8], members: [[UInt8]], typeName: [UInt8], purpose: Purpose, map: FileMap) {
            self.bytes = bytes
            self.map = map
            notesMemberLines = purpose == .declarations && map.memberLines == nil
            if notesMemberLines { self.map.memberLines = MemberLines() }
            self.members = members
            var runStops = Self.endsBlankRun.map { $0 ? UInt8(1) : 0 }
            for first in members.compactMap(\.first) where runStops[Int(first)] == 0 { runStops[Int(first)] = 2 }
            self.runStops = runStops
            self.typeName = typeName
            self.purpose = purpose
        }

        /// The current block's keeping (the file's top level is verbatim).
        var current: Keeping { blocks.last?.keeping ?? .verbatim }

        /// False when the cut may not be exact.
        mutating func run() -> Bool {
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                // A member's body, most of a file, is left out, and the other
                // members are read only for the name: what opens or closes a
                // block, a string or a comment, a line, and a word that may
                // be the name, are read (a generated strings file is
                // thousands of members; `.changes` reads members itself).
                let keeping = current
                if keeping == .blanked || (keeping == .members && purpose == .declarations && declaration == nil) {
                    let skipped = skipRun(from: index, readsWords: keeping == .members || purpose == .changes)
                    if skipped > index {
                        index = skipped
                        continue
                    }
                }
                if ByteSearch.isBlank(byte) {
                    if byte == UInt8(ascii: "\n") {
                        guard newLine(at: index) else { return false }
                        index = memberLineBreak(at: index) + 1
                        continue
                    }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                    // A line comment, to its line break: a generated
                    // strings file's doc comments are a quarter of it.
                    index = ByteSearch.firstIndex(ofByte: UInt8(ascii: "\n"), in: bytes, from: index, to: count) ?? count
                    continue
                }
                guard let next = code(at: index) else { return false }
                index = next
            }
            if let pendingEnd { endDeclaration(at: pendingEnd) }
            if let verbatimStart { kept.append(verbatimStart..<count) }
            return declaration == nil && blocks.isEmpty
        }

        /// Reads the code at `index` (not blank, not a line comment); the
        /// index after it, or nil when the cut may not be exact.
        private mutating func code(at index: Int) -> Int? {
            let byte = bytes[index]
            if let end = pendingEnd {
                // The line after a declaration's last one continues it only
                // with an operator, a member access or a brace.
                if Self.continuesLine[Int(byte)] {
                    pendingEnd = nil
                } else {
                    endDeclaration(at: end)
                }
            }
            lastCode = byte
            if purpose == .changes, current == .members, declaration == nil, byte != UInt8(ascii: "}"), byte != UInt8(ascii: "#") {
                // Each member is read as one that may change the property.
                declaration = (start: Self.startOfComments(before: lineStart, in: bytes), depth: blocks.count)
            }
            switch byte {
            case UInt8(ascii: "\""):
                return stringEnd(from: index)
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                return nil
            case UInt8(ascii: "#"):
                // A raw string is not followed.
                guard index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\"") else { return nil }
                guard current == .members, declaration == nil else { return index + 1 }
                return directiveEnd(at: index)
            case UInt8(ascii: "{"):
                return open(at: index)
            case UInt8(ascii: "}"):
                return close(at: index) ? index + 1 : nil
            case UInt8(ascii: "("), UInt8(ascii: "["):
                nesting += 1
                return index + 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                nesting -= 1
                return index + 1
            default:
                guard DeclarationScan.isIdentifierByte(byte) else { return index + 1 }
                var end = index
                while end < bytes.count, DeclarationScan.isIdentifierByte(bytes[end]) { end += 1 }
                guard isMember(from: index, to: end) else { return end }
                if purpose == .changes {
                    if declaration != nil, ChangeScan.isChange(after: end, in: bytes) {
                        declarationChanges = true
                    }
                } else if current == .members, declaration == nil {
                    guard mention(at: index, to: end) else { return nil }
                }
                return end
            }
        }

        /// The index of the next byte `code(at:)` must read from `start` on,
        /// in a member's body or among the members: what opens or closes a
        /// block, a string or a comment, a line, and (when `readsWords`)
        /// the start of a word that may be the name. The last byte of code
        /// skipped among the members is noted for `newLine(at:)`.
        private mutating func skipRun(from start: Int, readsWords: Bool) -> Int {
            // Without bounds checks: this loop reads most of a large file,
            // a generated strings file once per title looked up.
            let index = bytes.withUnsafeBufferPointer { text in
                runStops.withUnsafeBufferPointer { stops in
                    var index = start
                    while index < text.count {
                        let stop = stops[Int(text[index])]
                        if stop == 1 || (stop == 2 && readsWords && (index == 0 || !DeclarationScan.isIdentifierByte(text[index - 1]))) { break }
                        index += 1
                    }
                    return index
                }
            }
            if index > start, current == .members {
                var last = index - 1
                while last >= start, ByteSearch.isBlank(bytes[last]) { last -= 1 }
                if last >= start { lastCode = bytes[last] }
            }
            return index
        }

        /// `#if`, `#elseif`, `#else` or `#endif` among a type's members, on a
        /// line of its own: kept whole, so the members kept between them
        /// stay as conditional as they are. The index of its line break;
        /// nil for any other `#` there, or a condition the scan would have
        /// to follow onto the next line or into a comment.
        private mutating func directiveEnd(at index: Int) -> Int? {
            guard bytes[lineStart..<index].allSatisfy(ByteSearch.isBlank) else { return nil }
            var wordEnd = index + 1
            while wordEnd < bytes.count, DeclarationScan.isIdentifierByte(bytes[wordEnd]) { wordEnd += 1 }
            guard Self.directives.contains(where: { $0.elementsEqual(bytes[(index + 1)..<wordEnd]) }) else { return nil }
            let lineEnd = ByteSearch.firstIndex(ofByte: UInt8(ascii: "\n"), in: bytes, from: wordEnd, to: bytes.count) ?? bytes.count
            let line = bytes[index..<lineEnd]
            guard !line.contains(UInt8(ascii: "\"")), ByteSearch.firstIndex(of: Array("/*".utf8), in: Array(line)) == nil,
                  let last = line.last(where: { !ByteSearch.isBlank($0) }), !Self.goesOn[Int(last)]
            else { return nil }
            kept.append(lineStart..<lineEnd)
            events += 1
            return lineEnd
        }

        private static let directives = ["if", "elseif", "else", "endif"].map { Array($0.utf8) }

        /// The index after a single-line string literal, or nil for one the
        /// scan does not follow (multi-line, interpolated, unterminated).
        private func stringEnd(from start: Int) -> Int? {
            var index = start + 1
            guard index >= bytes.count || bytes[index] != UInt8(ascii: "\"") || index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\"") else {
                return nil
            }
            // Most literals (a strings file's keys and texts) are short and
            // hold neither an escape nor a line break: read in one pass
            // without bounds checks to their closing quote.
            let plainEnd = bytes.withUnsafeBufferPointer { text -> Int? in
                var cursor = index
                while cursor < text.count {
                    switch text[cursor] {
                    case UInt8(ascii: "\""): return cursor + 1
                    case UInt8(ascii: "\\"), UInt8(ascii: "\n"): return nil
                    default: cursor += 1
                    }
                }
                return nil
            }
            if let plainEnd { return plainEnd }
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""): return index + 1
                case UInt8(ascii: "\n"): return nil
                case UInt8(ascii: "\\"):
                    guard index + 1 < bytes.count else { return nil }
                    if bytes[index + 1] == UInt8(ascii: "(") {
                        guard let end = interpolationEnd(from: index + 2) else { return nil }
                        index = end
                    } else {
                        index += 2
                    }
                default: index += 1
                }
            }
            return nil
        }

        /// The index after an interpolation's closing parenthesis, read from
        /// just after its `\(`: parentheses counted, the single-line
        /// strings in it followed (`"\(count) \(count == 1 ? "item" : "items")"`
        /// in a log line); nil for what the scan does not follow there (a
        /// line break, a comment, a raw string).
        private func interpolationEnd(from start: Int) -> Int? {
            var depth = 1
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "("):
                    depth += 1
                    index += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    index += 1
                    // A change made in an interpolation declines the cut.
                    if depth == 0 {
                        guard purpose == .changes else { return index }
                        let interpolation = Array(bytes[start..<index])
                        return members.contains { ChangeScan.mayChange(ByteSearch.Needle($0), in: interpolation) } ? nil : index
                    }
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(from: index) else { return nil }
                    index = end
                case UInt8(ascii: "\n"), UInt8(ascii: "/"), UInt8(ascii: "#"):
                    return nil
                default:
                    index += 1
                }
            }
            return nil
        }

        /// Whether the word between two offsets is one of the members'
        /// names, compared in place (a slice of the file would retain it).
        private func isMember(from start: Int, to end: Int) -> Bool {
            members.contains { member in
                member.count == end - start && member.indices.allSatisfy { bytes[start + $0] == member[$0] }
            }
        }

        /// A mention of a member's name among a type's members: it must
        /// be declared there (`static let name`, `case name`, `init` after
        /// its modifiers alone), alone on its line but for modifiers, or
        /// accessed as another's member (`L10n.name`).
        private mutating func mention(at index: Int, to end: Int) -> Bool {
            if index > 0, bytes[index - 1] == UInt8(ascii: ".") { return true }
            // A use after an operator or a type's colon (`= L10n.tr(…)`, `: Tab`).
            let before = Self.previousCode(before: index, from: lineStart, in: bytes)
            if let before, Self.precedesUse[Int(before)] { return true }
            var wordStart = index
            var lastWord: ArraySlice<UInt8> = []
            var cursor = index
            while cursor > lineStart {
                let byte = bytes[cursor - 1]
                if ByteSearch.isBlank(byte) {
                    cursor -= 1
                    continue
                }
                guard DeclarationScan.isIdentifierByte(byte) else { return false }
                let end = cursor
                while cursor > lineStart, DeclarationScan.isIdentifierByte(bytes[cursor - 1]) { cursor -= 1 }
                if wordStart == index { lastWord = bytes[cursor..<end] }
                // An attribute without arguments among the modifiers (`@objc func`).
                if cursor > lineStart, bytes[cursor - 1] == UInt8(ascii: "@") { cursor -= 1 }
                wordStart = cursor
            }
            let declares = Self.declarationKeywords.contains(where: { $0.elementsEqual(lastWord) }) || bytes[index..<end].elementsEqual(Self.initKeyword)
            guard declares, nesting == 0 else { return false }
            declaration = (start: Self.startOfComments(before: lineStart, in: bytes), depth: blocks.count)
            events += 1
            return true
        }

        /// At a line break among a type's members with nothing left open:
        /// the first cut notes it; a later one goes on from the last line
        /// break of its run before a member's name is written. The line
        /// break to go on after.
        private mutating func memberLineBreak(at index: Int) -> Int {
            guard purpose == .declarations, current == .members, declaration == nil, pendingEnd == nil, nesting == 0,
                  !Self.goesOn[Int(lastCode)]
            else { return index }
            if notesMemberLines {
                map.memberLines?.offsets.append(index)
                map.memberLines?.lastCodes.append(lastCode)
                map.memberLines?.eventsBefore.append(events)
                return index
            }
            guard let lines = map.memberLines, let start = lines.index(of: index), lines.runEnds[start] > start else { return index }
            let last = lines.lastBefore(nextMemberMention(after: index), inRunOf: start)
            guard last > start else { return index }
            lastCode = lines.lastCodes[last]
            let offset = lines.offsets[last]
            _ = newLine(at: offset)
            return offset
        }

        /// Where a member's name is next written after `index`, even
        /// inside a word, comment or string (`bytes.count` if nowhere).
        private mutating func nextMemberMention(after index: Int) -> Int {
            if memberAt == nil {
                var found: [Int] = []
                for member in members {
                    let needle = ByteSearch.Needle(member)
                    var start = 0
                    while let at = ByteSearch.firstIndex(of: needle, in: bytes, from: start) {
                        found.append(at)
                        start = at + 1
                    }
                }
                memberAt = found.sorted()
            }
            let positions = memberAt ?? []
            // Line breaks are met in file order: the mentions before one are passed for good.
            while membersPassed < positions.count, positions[membersPassed] <= index { membersPassed += 1 }
            return membersPassed < positions.count ? positions[membersPassed] : bytes.count
        }

        private mutating func newLine(at index: Int) -> Bool {
            lineStart = index + 1
            if nesting == 0, !Self.goesOn[Int(lastCode)] { headerStart = index + 1 }
            guard let declaration, pendingEnd == nil, blocks.count == declaration.depth, nesting == 0,
                  !Self.goesOn[Int(lastCode)]
            else { return true }
            pendingEnd = index
            return true
        }

        private mutating func endDeclaration(at end: Int) {
            if let declaration, purpose == .declarations || declarationChanges { kept.append(declaration.start..<end) }
            declaration = nil
            declarationChanges = false
            pendingEnd = nil
            nesting = 0
        }

        /// Reads the brace at `index`; the index to read from next (the
        /// closing brace of a nested type stepped over), or nil when the
        /// cut may not be exact.
        private mutating func open(at index: Int) -> Int? {
            if purpose == .changes, current == .members, let member = declaration, member.depth == blocks.count, !declarationChanges,
               Self.isTypeHeader(bytes[lineStart..<index])
            {
                // A nested type is no member to keep whole: its members are read one by one.
                declaration = nil
                pendingEnd = nil
                nesting = 0
            }
            let keeping: Keeping
            var block: Block?
            switch current {
            case .verbatim:
                // A type at the top level: its header is kept as code.
                keeping = blocks.isEmpty && Self.isTypeHeader(bytes[lineStart..<index]) ? .members : .verbatim
                if keeping == .members { events += 1 }
                if keeping == .members, let start = verbatimStart {
                    kept.append(start..<(index + 1))
                    verbatimStart = nil
                }
            case .members where declaration == nil:
                // A nested type keeps its header line; a member's body goes.
                let header = bytes[lineStart..<index]
                if !header.contains(where: DeclarationScan.isIdentifierByte) {
                    guard Self.opensMember(bytes[headerStart..<lineStart]) else { return nil }
                    keeping = .blanked
                } else {
                    keeping = Self.isTypeHeader(header) ? .members : .blanked
                }
                if keeping == .members {
                    events += 1
                    // A header that names the type anywhere (`enum Tab`,
                    // `extension L10n.Tab`) is kept as one that has it.
                    let holdsType = Self.header(header, names: typeName)
                    block = Block(keeping: keeping, keptBefore: kept.count, holdsType: holdsType, openedAt: index)
                    kept.append(lineStart..<(index + 1))
                    // A type that neither has the name nor has it written
                    // inside can hold no declaration of it: its closing
                    // brace is read next, which leaves it out.
                    if purpose == .declarations, !holdsType, let end = map.closeByOpen[index], !namesType(between: index, and: end) {
                        blocks.append(block ?? Block(keeping: keeping))
                        lineStart = Self.lineStart(of: end, in: bytes)
                        return end
                    }
                }
            case .members, .blanked:
                keeping = .blanked
            }
            blocks.append(block ?? Block(keeping: keeping))
            return index + 1
        }

        /// Whether the type's name is written as a word between two offsets.
        private mutating func namesType(between start: Int, and end: Int) -> Bool {
            if typeNameAt == nil {
                var found: [Int] = []
                // Every whole-word mention, each noted and passed over.
                _ = ByteSearch.containsWord(ByteSearch.Needle(typeName), in: bytes) { start, _ in
                    found.append(start)
                    return false
                }
                typeNameAt = found
            }
            let positions = typeNameAt ?? []
            // Types are met in file order: the names before this one are passed for good.
            while typeNamesPassed < positions.count, positions[typeNamesPassed] <= start { typeNamesPassed += 1 }
            return typeNamesPassed < positions.count && positions[typeNamesPassed] < end
        }

        /// Where the line that holds `index` starts.
        private static func lineStart(of index: Int, in bytes: [UInt8]) -> Int {
            var start = index
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
            return start
        }

        private mutating func close(at index: Int) -> Bool {
            guard let closed = blocks.popLast() else { return false }
            if let declaration, blocks.count < declaration.depth { return false }
            guard closed.keeping == .members else { return true }
            events += 1
            if let openedAt = closed.openedAt { map.closeByOpen[openedAt] = index }
            if blocks.isEmpty {
                verbatimStart = index
            } else if closed.holdsType || purpose == .changes {
                // Changes in any nested type are kept: a member walked for
                // changes may be a nested enum.
                kept.append(index..<(index + 1))
                blocks[blocks.count - 1].holdsType = true
            } else {
                kept.removeSubrange(closed.keptBefore...)
            }
            return true
        }

        /// A line up to a brace that opens a type: `enum`, `struct`,
        /// `class`, `actor`, `extension` or `protocol` among its words, and
        /// none that opens a member (`class var`, `case`).
        /// Read word by word in place: it is asked at every member's brace.
        private static func isTypeHeader(_ line: ArraySlice<UInt8>) -> Bool {
            var namesType = false
            var opensMember = false
            forEachWord(in: line) { word in
                switch keyword(word) {
                case .type?: namesType = true
                case .member?: opensMember = true
                case nil: break
                }
                return !opensMember
            }
            return namesType && !opensMember
        }

        /// Whether the lines of a header before its brace's own declare a
        /// member (`func`, `init`, `subscript`, `var`): a signature over
        /// several lines. No string or comment is read in them, nor a `#`.
        private static func opensMember(_ lines: ArraySlice<UInt8>) -> Bool {
            guard !lines.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "#") }) else { return false }
            var opens = false
            forEachWord(in: lines) { word in
                opens = keyword(word) == .member
                return !opens
            }
            return opens
        }

        /// Whether a type's header has `name` among its words.
        private static func header(_ line: ArraySlice<UInt8>, names name: [UInt8]) -> Bool {
            var found = false
            forEachWord(in: line) { word in
                found = word.elementsEqual(name)
                return !found
            }
            return found
        }

        /// Calls `body` with each identifier of `line` until it returns
        /// false. The words are read in place, not as slices of the file,
        /// each of which would retain and release its storage: this is
        /// asked at every brace among a type's members.
        private static func forEachWord(in line: ArraySlice<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
            line.withUnsafeBufferPointer { text in
                var index = 0
                while index < text.count {
                    guard DeclarationScan.isIdentifierByte(text[index]) else {
                        index += 1
                        continue
                    }
                    let start = index
                    while index < text.count, DeclarationScan.isIdentifierByte(text[index]) { index += 1 }
                    guard body(UnsafeBufferPointer(rebasing: text[start..<index])) else { return }
                }
            }
        }

        private enum Keyword { case type, member }

        /// The keywords that open a type or a member, told apart by length
        /// first: most words of a line are neither.
        private static func keyword(_ word: UnsafeBufferPointer<UInt8>) -> Keyword? {
            func isWord(_ text: StaticString) -> Bool {
                word.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
            }
            switch word.count {
            case 3: return isWord("let") || isWord("var") ? .member : nil
            case 4: return isWord("func") || isWord("init") || isWord("case") ? .member : isWord("enum") ? .type : nil
            case 5: return isWord("class") || isWord("actor") ? .type : nil
            case 6: return isWord("struct") ? .type : nil
            case 8: return isWord("protocol") ? .type : nil
            case 9: return isWord("extension") ? .type : isWord("subscript") ? .member : nil
            default: return nil
            }
        }

        /// Where a declaration's doc comments and attributes start: the
        /// lines right above it that start with `//` or `@`.
        private static func startOfComments(before lineStart: Int, in bytes: [UInt8]) -> Int {
            var start = lineStart
            while start > 0 {
                var previous = start - 1
                while previous > 0, bytes[previous - 1] != UInt8(ascii: "\n") { previous -= 1 }
                let first = ByteSearch.skipBlanks(from: previous, in: bytes)
                guard first < start - 1, bytes[first] == UInt8(ascii: "@") || (bytes[first] == UInt8(ascii: "/") && bytes[first + 1] == UInt8(ascii: "/")) else {
                    break
                }
                start = previous
            }
            return start
        }

        /// The last byte of code before `index` on its line, if any.
        private static func previousCode(before index: Int, from lineStart: Int, in bytes: [UInt8]) -> UInt8? {
            var cursor = index
            while cursor > lineStart, ByteSearch.isBlank(bytes[cursor - 1]) { cursor -= 1 }
            return cursor > lineStart ? bytes[cursor - 1] : nil
        }

        /// What a name that is used, not declared, can follow (a declared
        /// one follows its keyword, or a comma in `case a, b`).
        private static let precedesUse = byteTable("=:[!?&|+-*/<>%^~")
        private static let declarationKeywords = ["let", "var", "case", "func"].map { Array($0.utf8) }
        private static let initKeyword = Array("init".utf8)
        /// What ends a line that goes on to the next (an optional's `?`, a
        /// generic's `>` do not).
        private static let goesOn = byteTable("=+-*/%&|^~<.,:([")
        /// What starts a line that continues the one before.
        private static let continuesLine = byteTable(".{=+-*/%&|^~<>!?:,")
        /// What a member's body is read for (`Scan.run`).
        private static let endsBlankRun = byteTable("{}()[]\"/#\n")

        /// Whether each byte is among `bytes`: a lookup per byte read, where
        /// a `Set` would hash.
        private static func byteTable(_ bytes: String) -> [Bool] {
            var table = [Bool](repeating: false, count: 256)
            for byte in bytes.utf8 { table[Int(byte)] = true }
            return table
        }
    }
}

import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
import TabBarLint
import TabBarLintPipelineCheck
import TabBarReporters
import TabBarSpec
import TabBarYAML

/// Runs bytes through the whole pipeline and every reporter (see
/// `PipelineCheck`), expecting every guarantee to hold.
private func checked(
    _ bytes: [UInt8], limits: ParseLimits = .default, sourceLocation: SourceLocation = #_sourceLocation
) -> PipelineCheck.Outcome {
    let outcome = PipelineCheck.run(bytes, path: "hostile.tabbar.yml", limits: limits)
    #expect(outcome.violations == [], sourceLocation: sourceLocation)
    return outcome
}

/// Each finding as `rule line:column message`.
private func findings(_ outcome: PipelineCheck.Outcome) -> [String] {
    outcome.report.diagnostics.map { "\($0.ruleID) \($0.range.start) \($0.message)" }
}

private let cleanSpec: [UInt8] = {
    _ = packageRoot
    return Array((readFile("examples/clean.tabbar.yml") ?? "").utf8)
}()

/// A fixed pseudo-random sequence (SplitMix64), so "random" inputs are the
/// same on every run and a failure can be replayed.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
    }
}

/// Inputs built to hurt: each gets one clear, positioned diagnostic, and
/// no crash, hang or silence, through every reporter.
@Suite(.timeLimit(.minutes(2))) struct HostileInputTests {
    @Test func billionLaughsStopsAtTheAliasExpansionLimit() {
        var text = "lol0: &a0 lol\n"
        for level in 1...9 {
            text += "lol\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let outcome = checked(Array(text.utf8))
        // 10 + 110 + 1,110 nodes on lines 2 to 4; the 8th alias on line 5
        // brings the total past 10,000.
        #expect(findings(outcome) == [
            "yaml-syntax 5:47 aliases expand to more than 10000 nodes in this document (a \"billion laughs\" pattern), "
                + "so the rest of the file is not read; use fewer nested aliases (or raise --max-alias-expansion)",
        ])
    }

    @Test(arguments: [
        ("flow lists", "[", "]", 65),
        ("flow mappings", "{a: ", "}", 257),
        ("block lists", "- ", "", 129),
    ])
    func nestingTwoHundredThousandLevelsDeepStopsAtTheDepthLimit(style: String, open: String, close: String, column: Int) {
        let depth = 200_000
        let text = String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth) + "\n"
        let outcome = checked(Array(text.utf8))
        #expect(findings(outcome) == [
            "yaml-syntax 1:\(column) lists and mappings are nested more than 64 levels deep here, so the rest of the file is not read; "
                + "a tab-bar spec needs about 6 levels, so flatten the structure (or raise --max-depth)",
        ], "\(style)")
    }

    @Test func aFiveMegabyteValueStopsAtTheValueLimit() {
        let title = String(repeating: "Reading ", count: 5 << 17) + "Now"
        let text = "version: 1\nplatforms: [iOS]\ntabs:\n  - id: a\n    title: \(title)\n    icon: book\n"
        // Over the 4 MiB file limit first…
        #expect(findings(checked(Array(text.utf8))) == [
            "yaml-syntax 1:1 the file is larger than the 4 MiB limit for a spec, so it is not read; "
                + "split it into smaller specs, or raise the limit with --max-file-size",
        ])
        // …and with that raised, over the limit for one value.
        let outcome = checked(Array(text.utf8), limits: ParseLimits(maxFileBytes: 8 << 20))
        #expect(findings(outcome) == [
            "yaml-syntax 5:12 this value is 5 MiB long, more than the 64 KiB limit for one value, so the rest of the file is not read; "
                + "a title or label is a few words, so shorten it (or raise --max-scalar-size)",
        ])
    }

    @Test func aLongTitleIsAbbreviatedWhereMessagesNameItsTab() throws {
        let title = String(repeating: "Reading ", count: 400)
        let text = "version: 1\nplatforms: [iOS]\ntabs:\n  - id: a\n    title: \(title)\n    icon: book\n"
        let outcome = checked(Array(text.utf8))
        let length = try #require(outcome.report.diagnostics.first { $0.ruleID == "title-length" })
        #expect(length.message.hasPrefix("the title of \"Reading Reading Reading Reading Reading Reading Reading Rea…\" (a) has 400 words;"))
        #expect(outcome.report.diagnostics.allSatisfy { $0.message.count < 400 })
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomBinaryIsAnEncodingError(seed: UInt64) throws {
        var random = SplitMix64(state: seed)
        let bytes = random.bytes([1, 17, 512, 4_096, 65_536, 3, 100, 1 << 20][Int(seed - 1)])
        let outcome = checked(bytes)
        let first = try #require(outcome.report.diagnostics.first)
        #expect(outcome.report.diagnostics.allSatisfy { $0.ruleID == BuiltinRuleID.yamlSyntax || $0.ruleID == BuiltinRuleID.specSchema })
        #expect(first.ruleID == BuiltinRuleID.yamlSyntax || bytes.count < 4, "\(findings(outcome))")
    }

    @Test func randomTextWithoutNULIsStillReportedWhereItBreaks() {
        var random = SplitMix64(state: 42)
        // Printable ASCII noise with YAML's punctuation in it.
        let alphabet = Array("abc: -[]{}&*!|>'\"%@`#,?\n\t ".utf8)
        let bytes = (0..<20_000).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
        let outcome = checked(bytes)
        #expect(!outcome.report.diagnostics.isEmpty)
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        let bytes = Array("version: 1\napp: Caf".utf8) + [0xE9] + Array("\nplatforms: [iOS]\n".utf8)
        #expect(findings(checked(bytes)) == [
            "yaml-syntax 2:9 the file is not valid UTF-8 at byte 19 (invalid trailing UTF-8 octet); save the file as UTF-8",
        ])
    }

    @Test(arguments: [
        ("%FOO bar\n---\na: 1\n", "yaml-syntax 1:5 found unknown directive name (while scanning a directive that starts at line 1, column 1): "
            + "a line that starts with `%` is a directive, and only `%YAML` and `%TAG` exist; quote a value that starts with `%`"),
        ("%YAML 1.1\na: 1\n", "yaml-syntax 2:1 did not find expected <document start>: "
            + "after a directive or a `...` line, the next document must begin with a `---` line"),
        ("%YAML 2.0\n---\na: 1\n", "yaml-syntax 1:1 found incompatible YAML document: "
            + "the `%YAML` directive asks for a version libyaml does not read; remove it, or write `%YAML 1.1`"),
    ])
    func directiveMistakesSayWhatToDo(text: String, finding: String) {
        #expect(findings(checked(Array(text.utf8))) == [finding])
    }

    @Test func aNULByteIsReportedWhereItIs() {
        var bytes = cleanSpec
        let lineFour = bytes.indices.filter { bytes[$0] == 0x0A }[2] + 1
        bytes.insert(0, at: lineFour + 5)
        #expect(findings(checked(bytes)) == [
            "yaml-syntax 4:6 the file contains a NUL byte, so it looks binary rather than a YAML spec; "
                + "check the path, or remove the byte if the file is meant to be text",
        ])
    }

    @Test(arguments: ["", "\n\n", "   \n", "# only a comment\n", "---\n...\n", "~\n"])
    func aFileWithoutContentSaysWhatASpecNeeds(text: String) {
        #expect(findings(checked(Array(text.utf8))) == [
            "spec-schema 1:1 the file holds no YAML content; a tab-bar spec needs at least `version`, `platforms` and `tabs`",
        ])
    }

    @Test(arguments: [
        ("just a string\n", "the string \"just a string\""),
        ("- version: 1\n- tabs: []\n", "a list"),
        ("42\n", "the number 42"),
    ])
    func aDocumentThatIsNotAMappingSaysWhatItIs(text: String, kind: String) {
        #expect(findings(checked(Array(text.utf8))) == [
            "spec-schema 1:1 a tab-bar spec must be a mapping of keys such as `version`, `platforms` and `tabs`; this document is \(kind)",
        ])
    }

    @Test(arguments: GoldenTests.examples)
    func aByteOrderMarkChangesNothing(example: String) throws {
        let bytes = Array(try #require(FileManager.default.contents(atPath: packageRoot + "/" + example)))
        let plain = checked(bytes)
        let marked = checked([0xEF, 0xBB, 0xBF] + bytes)
        #expect(findings(marked) == findings(plain))
    }

    @Test(arguments: GoldenTests.examples)
    func crlfLineEndsGiveTheSameFindingsAndColumns(example: String) throws {
        let bytes = Array(try #require(FileManager.default.contents(atPath: packageRoot + "/" + example)))
        #expect(!bytes.contains(0x0D))
        let crlf = bytes.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] }
        let plain = checked(bytes)
        let windows = checked(crlf)
        #expect(findings(windows) == findings(plain))
        #expect(windows.report.diagnostics.map(\.lineText) == plain.report.diagnostics.map(\.lineText))
        #expect(windows.outputs[.text] == plain.outputs[.text])
    }
}

/// What can go wrong with the files themselves: each is a diagnostic for
/// that path, and the other files are still linted.
@Suite(.timeLimit(.minutes(1))) struct HostileFileTests {
    @Test func hostileFilesGetADiagnosticEach() throws {
        let folder = try TemporaryFolder("hostile")
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefghi", "bcdefghij") {
            bomb += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        try folder.write("a-empty.tabbar.yml", [])
        try folder.write("b-binary.tabbar.yml", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00])
        try folder.write("c-bomb.tabbar.yml", Array(bomb.utf8))
        try folder.write("d-deep.tabbar.yml", Array((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8))
        try folder.write("e-scalar.tabbar.yml", Array("just a string\n".utf8))
        try folder.write("f-clean.tabbar.yml", cleanSpec)
        let run = runCLI([folder.path])
        #expect(run.status == 1)
        let headlines = run.output.split(separator: "\n").filter { $0.hasPrefix(folder.path) }.map { $0.dropFirst(folder.path.count + 1) }
        #expect(headlines == [
            "a-empty.tabbar.yml:1:1: error: the file holds no YAML content; a tab-bar spec needs at least `version`, `platforms` and `tabs` [spec-schema]",
            "b-binary.tabbar.yml:3:1: error: the file contains a NUL byte, so it looks binary rather than a YAML spec; check the path, or remove the byte if the file is meant to be text [yaml-syntax]",
            "c-bomb.tabbar.yml:5:8: error: aliases expand to more than 10000 nodes in this document (a \"billion laughs\" pattern), so the rest of the file is not read; use fewer nested aliases (or raise --max-alias-expansion) [yaml-syntax]",
            "d-deep.tabbar.yml:1:65: error: lists and mappings are nested more than 64 levels deep here, so the rest of the file is not read; a tab-bar spec needs about 6 levels, so flatten the structure (or raise --max-depth) [yaml-syntax]",
            "e-scalar.tabbar.yml:1:1: error: a tab-bar spec must be a mapping of keys such as `version`, `platforms` and `tabs`; this document is the string \"just a string\" [spec-schema]",
        ])
        #expect(run.output.hasSuffix("5 errors, 0 warnings in 6 files\n"))
    }

    @Test func aTwentyMegabyteSpecIsRefusedUnlessTheLimitIsRaised() throws {
        let folder = try TemporaryFolder("large")
        // A clean spec followed by 20 MiB of comment lines.
        let comment = Array(("# " + String(repeating: "x", count: 77) + "\n").utf8)
        var bytes = cleanSpec
        bytes.reserveCapacity(bytes.count + (20 << 20))
        for _ in 0..<((20 << 20) / comment.count) { bytes += comment }
        let path = try folder.write("large.tabbar.yml", bytes)
        let refused = runCLI([path])
        #expect(refused.status == 1)
        #expect(refused.output.hasPrefix("\(path):1:1: error: the file is larger than the 4 MiB limit for a spec, so it is not read; "
            + "split it into smaller specs, or raise the limit with --max-file-size [yaml-syntax]\n"))
        let raised = runCLI(["--max-file-size", "32M", path])
        #expect(raised.output == "0 errors, 0 warnings in 1 file\n")
        #expect(raised.status == 0)
    }

    @Test func theValueLimitIsAnOption() throws {
        let folder = try TemporaryFolder("value")
        let path = try folder.write("value.tabbar.yml", cleanSpec)
        let run = runCLI(["--max-scalar-size", "8", path])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("\(path):4:6: error: this value is 9 bytes long, more than the 8 bytes limit for one value"))
        #expect(runCLI(["--max-scalar-size", "1K", path]).status == 0)
        #expect(runCLI(["--max-scalar-size", "0", path]).status == 2)
    }

    #if os(Linux)
    @Test func aFileThatFailsToReadIsReportedAndTheOthersAreLinted() {
        // Reading /proc/self/mem at offset 0 fails with EIO: a real read error.
        let run = runCLI(["/proc/self/mem", "examples/clean.tabbar.yml"])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("/proc/self/mem:1:1: error: cannot read /proc/self/mem: Input/output error [unreadable-file]\n"))
        #expect(run.output.hasSuffix("1 error, 0 warnings in 2 files\n"))
    }
    #endif

    @Test func namedPipesAreNeverWaitedFor() throws {
        let folder = try TemporaryFolder("fifo")
        let pipe = folder.path + "/pipe.tabbar.yml"
        #expect(mkfifo(pipe, 0o644) == 0)
        try folder.write("clean.tabbar.yml", cleanSpec)
        // Met while searching a folder: skipped, and said so.
        let searched = runCLI([folder.path])
        #expect(searched.output.hasPrefix("\(pipe):1:1: error: \(pipe) is a named pipe, not a regular file, so the search skips it; "
            + "name it on the command line to lint it [unreadable-file]\n"))
        #expect(searched.output.hasSuffix("1 error, 0 warnings in 2 files\n"))
        // Named explicitly (as `<(generate-spec)` would be): read to its end,
        // which, with no writer, comes at once.
        let named = runCLI([pipe])
        #expect(named.output.hasPrefix("\(pipe):1:1: error: the file holds no YAML content"))
        #expect(runCLI(["--config", "/dev/null", "examples/clean.tabbar.yml"]).status == 0)
    }

    @Test func brokenAndLoopingLinksAreReportedAndFolderLoopsAreNotFollowed() throws {
        let folder = try TemporaryFolder("links")
        try folder.write("specs/good.tabbar.yml", cleanSpec)
        let specs = folder.path + "/specs"
        try FileManager.default.createSymbolicLink(atPath: specs + "/dangling.tabbar.yml", withDestinationPath: "missing.tabbar.yml")
        try FileManager.default.createSymbolicLink(atPath: specs + "/self.tabbar.yml", withDestinationPath: "self.tabbar.yml")
        try FileManager.default.createSymbolicLink(atPath: specs + "/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: specs + "/again", withDestinationPath: ".")
        let run = runCLI([specs])
        #expect(run.status == 1)
        let headlines = run.output.split(separator: "\n").filter { $0.hasPrefix(folder.path) }.map(String.init)
        #expect(headlines == [
            "\(specs)/dangling.tabbar.yml:1:1: error: cannot read \(specs)/dangling.tabbar.yml: No such file or directory; fix or remove the link [unreadable-file]",
            "\(specs)/self.tabbar.yml:1:1: error: cannot read \(specs)/self.tabbar.yml: Too many levels of symbolic links; fix or remove the link [unreadable-file]",
        ])
        // good.tabbar.yml is linted once, however many links lead back to it.
        #expect(run.output.hasSuffix("2 errors, 0 warnings in 3 files\n"))
    }

    @Test(.enabled(if: getuid() != 0, "the superuser reads every file"))
    func aFileWithoutReadPermissionIsReported() throws {
        let folder = try TemporaryFolder("mode")
        let path = try folder.write("locked.tabbar.yml", cleanSpec)
        #expect(chmod(path, 0) == 0)
        let run = runCLI([path])
        #expect(run.output.hasPrefix("\(path):1:1: error: cannot read \(path): Permission denied; check the path and its permissions [unreadable-file]\n"))
    }

    @Test(.enabled(if: getuid() != 0, "the superuser lists every folder"))
    func aFolderThatCannotBeListedIsReported() throws {
        let folder = try TemporaryFolder("closed")
        try folder.write("closed/a.tabbar.yml", cleanSpec)
        let closed = folder.path + "/closed"
        #expect(chmod(closed, 0) == 0)
        defer { chmod(closed, 0o755) }
        let run = runCLI([folder.path])
        #expect(run.output.hasPrefix("\(closed):1:1: error: cannot list the folder \(closed): Permission denied; "
            + "the specs in it, if any, are not linted [unreadable-file]\n"))
    }

    @Test func pathsWithSpacesAndNonASCIICharactersSurviveEveryFormat() throws {
        let folder = try TemporaryFolder("paths")
        let spec = "version: 1\nplatforms: [iOS]\ntabs:\n  - { id: a, title: Library, icon: books.vertical }\n"
        let path = try folder.write("my specs/日本語 ü/tab bar é.tabbar.yml", Array(spec.utf8))
        let text = runCLI([path])
        #expect(text.output.hasPrefix("\(path):3:1: error: the bar has a single tab"))

        let json = runCLI(["--format", "json", path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        #expect(files.first?["path"] as? String == path)

        let sarif = runCLI(["--format", "sarif", path]).output
        #expect(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) is [String: Any])
        #expect(sarif.contains("my%20specs/%E6%97%A5%E6%9C%AC%E8%AA%9E%20%C3%BC/tab%20bar%20%C3%A9.tabbar.yml"))

        let checkstyle = runCLI(["--format", "checkstyle", path]).output
        #expect(checkstyle.contains("<file name=\"\(path)\">"))
        #expect(runCLI(["--format", "github", path]).output.contains("file=\(path),line=3,col=1"))
    }
}

/// Nothing in a spec or a configuration can make tabbar-lint run a command
/// or reach the network, because the code has no way to do either: this
/// test fails when a source file starts using one.
@Suite struct ContainmentTests {
    static let forbidden = [
        "Process(", "posix_spawn", "popen(", "system(", "execv", "execl", "fork(", "dlopen(",
        "URLSession", "FoundationNetworking", "socket(", "connect(", "getaddrinfo", "NSTask",
    ]

    @Test func theToolNeverStartsProcessesOrOpensConnections() throws {
        let root = packageRoot + "/Sources"
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var uses: [String] = []
        var scanned = 0
        for case let path as String in enumerator where path.hasSuffix(".swift") && !path.hasPrefix("TabBarLint/Generated/") {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            scanned += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for word in Self.forbidden where code.contains(word) {
                    uses.append("Sources/\(path):\(number + 1): \(word)")
                }
            }
        }
        #expect(scanned > 50)
        #expect(uses == [])
    }
}

/// Inputs the fuzzer once broke the pipeline with (kept by Scripts/fuzz.sh),
/// replayed through the same checks the harness makes.
@Suite struct FuzzRegressionTests {
    static let folder = "Tests/Fixtures/fuzz-regressions"

    static let inputs: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }()

    @Test(arguments: inputs)
    func aKeptInputPassesEveryCheck(name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: packageRoot + "/" + Self.folder + "/" + name))
        #expect(PipelineCheck.run(Array(bytes)).violations == [])
    }

    static let seeds: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Fuzz/seeds")) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted()
    }()

    /// A seed that carries a configuration before `#%spec` is linted under
    /// it, so the fuzzer reaches rule options, severities and rules turned off.
    @Test(arguments: seeds)
    func aSeedIsLintedUnderItsOwnConfiguration(name: String) throws {
        let bytes = Array(try #require(FileManager.default.contents(atPath: packageRoot + "/Fuzz/seeds/" + name)))
        let marker = try #require(bytes.firstRange(of: PipelineCheck.specMarker))
        let configured = PipelineCheck.run(bytes)
        let alone = PipelineCheck.run(Array(bytes[marker.upperBound...]))
        #expect(configured.violations == [])
        #expect(!configured.report.diagnostics.isEmpty)
        let summary = { (outcome: PipelineCheck.Outcome) in outcome.report.diagnostics.map { "\($0.ruleID) \($0.severity) \($0.range.start)" } }
        #expect(summary(configured) != summary(alone), "the configuration changes nothing")
    }

    /// The dictionary steers libFuzzer towards real specs; it must keep up
    /// with the format and the rule ids.
    @Test func theFuzzDictionaryNamesEveryKeyAndRule() throws {
        let dictionary = try #require(readFile("Fuzz/tabbar-spec.dict"))
        let keys = SpecKeys.topLevel + SpecKeys.tabBar + SpecKeys.colors + SpecKeys.logo + SpecKeys.tab + SpecKeys.icon
            + SpecKeys.iconSize + SpecKeys.badge
        #expect(keys.filter { !dictionary.contains("\"\($0):\"\n") } == [])
        #expect(RuleRegistry.allIDs.filter { !dictionary.contains("\"\($0)\"\n") } == [])
    }
}

import Testing
@testable import TabBarYAML

/// `SourceRange` keeps the name of another file as a number (so that ranges
/// are trivially copyable); these check that the number is invisible.
@Suite struct SourceRangeTests {
    private let start = SourcePosition(line: 3, column: 5, offset: 40)
    private let end = SourcePosition(line: 3, column: 9, offset: 44)

    @Test func aRangeGivesBackTheFileItWasMadeWith() {
        #expect(SourceRange(start: start, end: end).file == nil)
        #expect(SourceRange(start: start, end: end, file: "App/Root.swift").file == "App/Root.swift")
        #expect(SourceRange(at: start, file: "Ünïcode/Tabs.swift").file == "Ünïcode/Tabs.swift")
    }

    @Test func rangesInTheSameFileAreEqualAndHashAlike() {
        let first = SourceRange(start: start, end: end, file: "App/Profile.swift")
        let second = SourceRange(start: start, end: end, file: "App/" + "Profile.swift")
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(first != SourceRange(start: start, end: end, file: "App/Other.swift"))
        #expect(first != SourceRange(start: start, end: end))
    }

    @Test func rangesOrderByFileNameNotByWhenTheNameWasFirstSeen() {
        // Named in the opposite of their alphabetical order.
        let later = SourceRange(at: start, file: "zz-order-test/B.swift")
        let earlier = SourceRange(at: end, file: "zz-order-test/A.swift")
        #expect(earlier < later)
        #expect(!(later < earlier))
        // The linted file (no name) sorts first, as the empty name did.
        #expect(SourceRange(at: end) < later)
    }

    @Test func namesSeenFromSeveralThreadsKeepTheirOwnNumbers() async {
        let names = (0..<64).map { "Concurrent/File\($0).swift" }
        let files = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<4 {
                group.addTask { names.map { SourceRange(at: .fileStart, file: $0).file } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(files.allSatisfy { $0 == names })
    }
}

import Testing
import TabBarSpec

@Suite struct SpecExportTests {
    @Test func listsAreOneLineMapsAreBlocksAndStringsKeepEveryCharacter() {
        let value = SpecExport.Value.map([
            ("platforms", .list([.string("iOS"), .string("iPadOS")])),
            ("title", .string("[ Beta ] { x }")),
            ("names", .map([("en", .string("a [ b")), ("de", .string("c } d"))])),
            ("empty", .list([])),
        ])
        #expect(SpecExport.yaml(value) == """
            platforms: ["iOS", "iPadOS"]
            title: "[ Beta ] { x }"
            names:
              en: "a [ b"
              de: "c } d"
            empty: []

            """)
    }
}

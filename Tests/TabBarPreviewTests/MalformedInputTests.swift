import Testing
@testable import TabBarLint
import TabBarSpec
@testable import TabBarPreview

/// Broken input still gives a picture of what could be read, with its
/// problems pinned, and nothing from input is markup.
@Suite struct MalformedInputTests {
    @Test func aSpecWithSchemaErrorsDrawsTheTabsItCouldRead() throws {
        let spec = """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: home, titel: Home, icon: house }
              - { id: search, title: Search, icon: magnifyingglass, role: serach }
              - { id: inbox, title: Inbox, icon: tray, enabled: 1 }
            """
        let root = try #require(draw(spec, device: "iphone-se").root)
        #expect(root.with("data-tab-id").map { $0["data-tab-id"] ?? "" } == ["home", "search", "inbox"])
        #expect(root.with("data-tab-id").map { $0.title ?? "-" } == ["", "Search", "Inbox"])
        let schema = root.with("data-rule", "spec-schema").filter { $0["class"] == "legend-entry" }
        #expect(schema.count == 3)
        #expect(schema.first?.allText.contains("unknown key `titel` in tab `home`; did you mean `title`?") == true)
    }

    @Test func titlesWithMarkupAreEscapedText() throws {
        let spec = """
            version: 1
            app: "<b>App</b> & co"
            platforms: [iOS]
            tabs:
              - { id: "x\\"><script>alert(1)</script>", title: "<script>alert(1)</script>", icon: house }
              - { id: amp, title: "R&amp;D", icon: star }
              - { id: c, title: Three, icon: gear }
            """
        let drawn = draw(spec, device: "iphone-pro-max")
        #expect(!drawn.svg.contains("<script"))
        #expect(!drawn.svg.contains("<b>"))
        #expect(drawn.svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let root = try #require(drawn.root)
        #expect(root.with("data-tab-id").map { $0["data-tab-id"] ?? "" } == ["x\"><script>alert(1)</script>", "amp", "c"])
        // The title reads as written, entities included.
        #expect(root.with("data-tab-id", "amp").first?.title == "R&amp;D")
        #expect(root.all("text").first { $0["class"] == "caption" }?.text.hasPrefix("<b>App</b> & co") == true)
    }

    @Test func anImageThatIsNotAPNGIsAPlaceholderAndItsFindingIsPinned() throws {
        let spec = """
            version: 1
            platforms: [iOS]
            tabs:
              - { id: a, title: One, icon: house }
              - { id: b, title: Two, icon: star }
              - id: me
                title: Me
                icon: { image: me.png, shape: circular, size: { regular: [25, 25], compact: [18, 18] } }
            """
        let root = try #require(draw(spec, device: "iphone-se", files: ["me.png": Array("not a png at all".utf8)]).root)
        let me = try #require(root.with("data-tab-id", "me").first)
        #expect(me.all("image").isEmpty)
        #expect(me.all("text").contains { $0["class"] == "symbol-name" && $0.text == "not a PNG" })
        let sizeFinding = try #require(root.with("data-rule", "icon-size").first { $0["class"] == "legend-entry" })
        #expect(sizeFinding.allText.contains("does not start with a PNG header"))
    }

    @Test func customImagesAreEmbeddedAtTheirRealSizeInPoints() throws {
        let spec = """
            version: 1
            platforms: [iOS]
            tabs:
              - id: big
                title: Big
                icon: { image: big@2x.png, shape: circular, size: { regular: [25, 25], compact: [18, 18] } }
              - id: set
                title: Set
                icon: { image: Profile.imageset, shape: circular, size: { regular: [25, 25], compact: [18, 18] } }
              - id: vector
                title: Vector
                icon: { image: logo.svg, shape: square, size: { regular: [23, 23], compact: [17, 17] } }
            """
        let contents = #"{ "images": [ { "filename": "p@2x.png", "scale": "2x" }, { "filename": "p@3x.png", "scale": "3x" } ] }"#
        let files: [String: [UInt8]] = [
            "big@2x.png": PNGHeader.file(width: 64, height: 64),
            "Profile.imageset/Contents.json": Array(contents.utf8),
            "Profile.imageset/p@2x.png": PNGHeader.file(width: 50, height: 50),
            "Profile.imageset/p@3x.png": PNGHeader.file(width: 75, height: 75),
            "logo.svg": Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><script>alert(1)</script></svg>"#.utf8),
        ]
        let root = try #require(draw(spec, device: "iphone-se", files: files).root)
        let sizes = root.all("image").map { $0["data-point-size"] ?? "" }
        #expect(sizes == ["32x32", "25x25", "30x20"])
        #expect(root.all("image").allSatisfy { $0["href"]?.hasPrefix("data:image/") == true })
    }
}

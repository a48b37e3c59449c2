import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite struct PreviewCommandTests {
    @Test func listDevicesNamesEachDeviceWithItsPlatformAndSize() {
        let run = runCLI(["preview", "--list-devices"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "iphone-se       iOS  375×667 pt  iPhone SE, iPhone 13 mini: the narrowest iPhone")
        for expected in ["iphone-pro-max  iOS  440×956 pt", "ipad-mini       iPadOS  744×1133 pt", "apple-tv        tvOS  1920×1080 pt",
                         "vision-pro      visionOS  1280×720 pt", "mac             macOS  1280×800 pt"] {
            #expect(lines.contains { $0.hasPrefix(expected) }, "\(expected)")
        }
    }

    @Test func anUnknownDeviceIsAUsageErrorWithADidYouMean() {
        let run = runCLI(["preview", "examples/clean.tabbar.yml", "--device", "iphone-pro-mx"])
        #expect(run.status == 2)
        #expect(run.errorOutput.hasPrefix("tabbar-lint: error: unknown device `iphone-pro-mx`; did you mean `iphone-pro-max`? the devices are iphone-se, "))
        #expect(run.output.isEmpty)
    }

    @Test func previewWritesOneWellFormedSVGPerBarPlatformDeviceAndLocale() throws {
        let folder = try TemporaryFolder("preview")
        let run = runCLI(["preview", "examples/clean.tabbar.yml", "examples/swiftui-app", "--out", folder.path])
        #expect(run.status == 0)
        let names = run.output.split(separator: "\n").map { String($0.split(separator: "/").last ?? "") }
        #expect(names == [
            "clean-ios-iphone-se-en.svg", "clean-ios-iphone-se-de.svg", "clean-ipados-ipad-mini-en.svg", "clean-ipados-ipad-mini-de.svg",
            "rootview-ios-iphone-se-en.svg", "rootview-ios-iphone-se-de.svg", "rootview-ipados-ipad-mini-en.svg", "rootview-ipados-ipad-mini-de.svg",
        ])
        for name in names {
            let data = try #require(FileManager.default.contents(atPath: folder.path + "/" + name))
            #expect(XMLParser(data: data).parse(), "\(name) is not well-formed")
        }
        // The bar read from SwiftUI code, with its German titles cut where title-truncation says.
        let germanData = try #require(FileManager.default.contents(atPath: folder.path + "/rootview-ios-iphone-se-de.svg"))
        let german = String(decoding: germanData, as: UTF8.self)
        #expect(german.contains(#"data-platform="iOS" data-device="iphone-se" data-locale="de""#))
        #expect(german.contains(">Benachrich…</text>"))
        #expect(german.contains(#"data-rule="title-truncation""#))
    }

    @Test func aPathThatCannotBeReadIsReportedAndFailsTheRunAsLintDoes() throws {
        let folder = try TemporaryFolder("preview-missing")
        let run = runCLI(["preview", "examples/clean.tabbar.yml", "missing.tabbar.yml", "--out", folder.path])
        #expect(run.status == 1)
        #expect(run.errorOutput == "tabbar-lint: error: cannot read missing.tabbar.yml: No such file or directory; check the path\n")
        #expect(run.output.split(separator: "\n").count == 4)
    }

    @Test func everyExampleDrawsAsXML() throws {
        let folder = try TemporaryFolder("preview-examples")
        let run = runCLI(["preview", "examples", "--out", folder.path])
        #expect(run.status == 0)
        #expect(run.errorOutput == "tabbar-lint: note: examples/tv-and-watch.tabbar.yml: watchOS has no tab bar to draw (its tabs are pages)\n")
        let paths = run.output.split(separator: "\n").map(String.init)
        #expect(paths.count >= 20)
        for path in paths {
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(XMLParser(data: data).parse(), "\(path) is not well-formed")
        }
    }

    @Test func theREADMEPictureIsWhatThePreviewDrawsNow() throws {
        let folder = try TemporaryFolder("preview-readme")
        let run = runCLI(["preview", "examples/swiftui-app", "--device", "iphone-se", "--locale", "de", "--out", folder.path])
        #expect(run.status == 0)
        let drawn = try #require(FileManager.default.contents(atPath: folder.path + "/rootview-ios-iphone-se-de.svg"))
        let committed = try #require(FileManager.default.contents(atPath: packageRoot + "/docs/images/preview-example.svg"))
        #expect(drawn == committed, "docs/images/preview-example.svg is stale: run Scripts/render-preview-example.sh")
        #expect(FileManager.default.fileExists(atPath: packageRoot + "/docs/images/preview-example.png"))
    }

    @Test func theHTMLReportIsOneOfflinePageWithPicturesFindingsAndRuleLinks() throws {
        let folder = try TemporaryFolder("html")
        try folder.write("app/shop.tabbar.yml", Array("""
            version: 1
            app: "<script>alert('app')</script>"
            platforms: [iOS]
            tabs:
              - { id: a, title: "<script>alert(1)</script>", icon: house }
              - { id: b, title: "Tom & Jerry", icon: star, badge: "New" }
              - id: me
                title: Me
                icon: { image: me.png, shape: circular, size: { regular: [25, 25], compact: [18, 18] } }
              - { id: c, titel: Oops, icon: gear }
            """.utf8))
        try folder.write("app/me.png", Array("not a png".utf8))
        let report = folder.path + "/report.html"
        let run = runCLI(["\(folder.path)/app", "--format", "html", "--output", report, "--format", "text"])
        #expect(run.status == 1)
        let html = String(decoding: try #require(FileManager.default.contents(atPath: report)), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.hasSuffix("</html>\n"))
        // Nothing from input is markup, and nothing is loaded.
        #expect(!html.contains("<script"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Tom &amp; Jerry"))
        #expect(!html.contains(" src="))
        #expect(!html.contains("<link"))
        // Summary, pictures, findings by file with snippet and underline, rule links, the filter.
        #expect(html.contains(#"<p class="summary">1 error, 3 warnings, 1 info in 1 file</p>"#))
        #expect(html.contains(#"<svg xmlns="http://www.w3.org/2000/svg" width="375""#))
        #expect(html.contains(#"<h3>\#(folder.path)/app/shop.tabbar.yml</h3>"#))
        #expect(html.contains(#"<a class="rule" href="https://github.com/tabbar-lint/tabbar-lint/blob/main/rules/icon-size.md">icon-size</a>"#))
        #expect(html.contains("does not start with a PNG header"))
        #expect(html.contains(#"<a class="rule" href="https://github.com/tabbar-lint/tabbar-lint/blob/main/rules/spec-schema.md">spec-schema</a>"#))
        #expect(html.contains(#"<pre class="snippet">10 |   - { id: c, titel: Oops, icon: gear }&#10;   |              <span class="underline">^~~~~</span></pre>"#))
        #expect(html.contains(#"<input type="checkbox" id="show-warning" class="filter" checked="checked">"#))
        // The text format went to standard output in the same run.
        #expect(run.output.hasSuffix("1 error, 3 warnings, 1 info in 1 file\n[*] 1 fixable with --fix\n"))
    }
}

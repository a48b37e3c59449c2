import Testing
@testable import TabBarReporters
import TabBarLint
import TabBarSpec

@Suite struct EscapingTests {
    @Test func jsonEscapesQuotesBackslashesAndControlCharacters() {
        #expect(JSONText.quoted("say \"hi\"\\\n\t\u{1}é") == "\"say \\\"hi\\\"\\\\\\n\\t\\u0001é\"")
    }

    @Test func xmlEscapesMarkupAndReplacesWhatXMLCannotHold() {
        #expect(Escaping.xml("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        #expect(Escaping.xml("bell\u{7}\nline") == "bell\u{FFFD}&#10;line")
    }

    @Test func uriPathsPercentEncodeSpacesAndNonASCII() {
        #expect(Escaping.uriPath("specs/My App/Übersicht.tabbar.yml") == "specs/My%20App/%C3%9Cbersicht.tabbar.yml")
    }

    @Test func githubCommandsEscapeWhatTheRunnerParses() {
        #expect(GitHubReporter.data("50% done\nnext") == "50%25 done%0Anext")
        #expect(GitHubReporter.property("a,b:c.yml") == "a%2Cb%3Ac.yml")
        #expect(GitHubReporter.command(.info) == "notice")
    }
}

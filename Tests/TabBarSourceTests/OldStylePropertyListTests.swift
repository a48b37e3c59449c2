import Foundation
import Testing
@testable import TabBarSource

/// Xcode projects are read by a small old-style property-list reader; what
/// it reads must be what Foundation reads, and what it does not know it
/// leaves to Foundation.
@Suite struct OldStylePropertyListTests {
    private static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 70;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\t9F2A541D296AB631009B2D7C /* App.appex in Embed */ = {isa = PBXBuildFile; fileRef = 9F2A5416296AB631009B2D7C /* App.appex */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        /* End PBXBuildFile section */
        \t\t9F2A5416296AB631009B2D7C = {isa = PBXFileReference; path = "My App/Tab \\"Bar\\".swift"; sourceTree = "<group>"; };
        \t\t9F2A5417296AB631009B2D7C = {isa = XCBuildConfiguration; buildSettings = {
        \t\t\t\tDEVELOPMENT_ASSET_PATHS = "\\"App/Resources\\"";
        \t\t\t\tSUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros";
        \t\t\t\tOTHER = "tab\\tand\\nline \\\\ back 'quote' \\'single\\' é";
        \t\t\t\tEMPTY = "";
        \t\t\t\tLIST = (
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t\t"@executable_path/Frameworks",
        \t\t\t\t);
        \t\t\t\tSDKROOT = iphoneos; // a line comment
        \t\t\t}; };
        \t};
        \trootObject = 9F2A5418296AB631009B2D7C /* Project object */;
        }

        """

    private func foundation(_ text: String) -> NSDictionary? {
        (try? PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: Any]).map { NSDictionary(dictionary: $0) }
    }

    @Test func readsAProjectAsFoundationDoes() throws {
        let read = try #require(OldStylePropertyList.dictionary(from: Array(Self.project.utf8)))
        let expected = try #require(foundation(Self.project))
        #expect(NSDictionary(dictionary: read).isEqual(to: expected as? [AnyHashable: Any] ?? [:]))
    }

    @Test func leavesWhatItDoesNotKnowToFoundation() {
        for text in [
            "{ a = <0fbd77>; }",  // data
            "{ a = \"\\U00e9\"; }",  // a Unicode escape
            "{ a = \"\\101\"; }",  // an octal escape
            "{ a = b; } /* a comment left open",
            "{ a = b }",  // no semicolon
            "{ a = (b c); }",  // no comma
            "{ a = b; } c",
        ] {
            #expect(OldStylePropertyList.dictionary(from: Array(text.utf8)) == nil, "\(text)")
        }
    }
}

import Testing
import TabBarYAML
import TabBarSpec
@testable import TabBarLint

/// Advice is worded the way the bar was declared: a spec's keys, SwiftUI,
/// UIKit or Interface Builder. The same model, read from each origin, gets
/// each wording; a spec's wording is what it always was.
@Suite struct SpellingTests {
    static let yaml = spec("iOS", tabs: [
        "{ id: watch, title: watch now, icon: hous, badge: 12480 }",
        "{ id: library, title: Library, icon: house.fill, enabled: false }",
        "{ id: find, title: Find, icon: magnifyingglass, role: search }",
        "{ id: search, title: Search, icon: magnifyingglass, role: search }",
    ])

    /// The messages of `rule` for the spec above, read as if from `origin`.
    func messages(_ rule: some Rule, as origin: SpecOrigin) throws -> [String] {
        var model = try #require(SpecDecoder.decode(YAMLParser.parse(Array(Self.yaml.utf8))).specs.first)
        model.origin = origin
        return rule.check(RuleContext(spec: model, platform: .iOS, optionOverrides: [:])).map(\.message)
    }

    @Test func aSpecKeepsItsKeys() throws {
        #expect(try messages(DisabledTabRule(), as: .spec).first?.contains("is disabled (`enabled: false`)") == true)
        #expect(try messages(UnknownSymbolRule(), as: .spec).first?.hasSuffix("did you mean `house`?") == true)
        #expect(try messages(TitleCapitalizationRule(), as: .spec).first?.contains("; write \"Watch Now\", with") == true)
        #expect(try messages(BadgeValueRule(), as: .spec).first?.hasSuffix("cap the count, e.g. \"999+\"") == true)
        #expect(try messages(SearchTabCountRule(), as: .spec).first?.contains("give this tab `role: navigation`") == true)
    }

    @Test func swiftUIGetsModifiersAndInitializers() throws {
        #expect(try messages(DisabledTabRule(), as: .swiftUI).first?.contains("is disabled (`.disabled(true)`)") == true)
        #expect(try messages(UnknownSymbolRule(), as: .swiftUI).first?.hasSuffix("did you mean `systemImage: \"house\"`?") == true)
        #expect(try messages(TitleCapitalizationRule(), as: .swiftUI).first?.contains("; write `Tab(\"Watch Now\", …)` (or `Label(\"Watch Now\", …)`), with") == true)
        #expect(try messages(BadgeValueRule(), as: .swiftUI).first?.hasSuffix("cap the count, e.g. `.badge(\"999+\")`") == true)
        #expect(try messages(SearchTabCountRule(), as: .swiftUI).first?.contains("remove `role: .search` from this tab") == true)
        #expect(try messages(SymbolVariantRule(), as: .swiftUI).first?.hasSuffix("pass the outline `systemImage: \"house\"`") == true)
    }

    @Test func uiKitAndStoryboardsGetTheirOwnWords() throws {
        #expect(try messages(UnknownSymbolRule(), as: .uiKit).first?.hasSuffix("did you mean `UIImage(systemName: \"house\")`?") == true)
        #expect(try messages(BadgeValueRule(), as: .uiKit).first?.hasSuffix("cap the count, e.g. `tabBarItem.badgeValue = \"999+\"`") == true)
        #expect(try messages(TitleCapitalizationRule(), as: .uiKit).first?.contains("; set the title to \"Watch Now\", with") == true)
        #expect(try messages(TitleCapitalizationRule(), as: .storyboard).first?.contains("set the tab bar item's Title to \"Watch Now\" in Interface Builder") == true)
        #expect(try messages(UnknownSymbolRule(), as: .storyboard).first?.hasSuffix("did you mean the system image `house`?") == true)
    }
}

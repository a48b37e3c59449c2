import Testing
@testable import TabBarSource
import TabBarSpec

/// Tab lists a settings object gives: an order and a visibility map kept in
/// `UserDefaults`, behind a cache, with declared defaults; the tabs a new
/// install shows are the defaults the `filter` keeps.
@Suite struct SettingsListTests {
    static let settings = """
        import Foundation
        final class Preferences {
            private let store = UserDefaults.standard
            var _order: [Shelf]?
            var _shown: [Shelf: Bool]?

            func data(for key: PreferenceKey) -> Data? {
                store.data(forKey: key.rawValue)
            }
            func reset() {
                _order = nil
            }
        }

        enum PreferenceKey: String {
            case order, shown
        }

        extension Preferences {
            var order: [Shelf] {
                get {
                    if let cached = _order { return cached }
                    guard let data = data(for: .order), let saved = try? JSONDecoder().decode([Shelf].self, from: data) else {
                        return Shelf.standardOrder
                    }
                    return saved
                }
                set { _order = newValue }
            }

            var shown: [Shelf: Bool] {
                get {
                    if let cached = _shown { return cached }
                    guard let data = data(for: .shown), let saved = try? JSONDecoder().decode([Shelf: Bool].self, from: data) else {
                        return Shelf.standardShown
                    }
                    return saved
                }
                set { _shown = newValue }
            }

            func shelves() -> [Shelf] {
                let shown = shown
                return order
                    .filter { $0.isOffered }
                    .filter { $0.isPinned || (shown[$0] ?? false) }
            }
        }
        """

    static let shelf = """
        enum Shelf: String, CaseIterable, Identifiable {
            case search, recent, saved, queue, remote
            var id: String { rawValue }
            static var standardOrder: [Shelf] { [.search, .recent, .saved, .queue, .remote] }
            static var standardShown: [Shelf: Bool] {
                #if os(tvOS)
                [.saved: false, .queue: false, .remote: true]
                #else
                [.saved: true, .queue: true]
                #endif
            }
            var isPinned: Bool {
                switch self {
                case .search, .recent: return true
                default: return false
                }
            }
            var isOffered: Bool {
                switch self {
                case .queue:
                    #if os(tvOS)
                    return false
                    #else
                    return true
                    #endif
                default:
                    return true
                }
            }
            var title: String {
                switch self {
                case .search: "Search"
                case .recent: "Recent"
                case .saved: "Saved"
                case .queue: "Queue"
                case .remote: "Remote"
                }
            }
            var symbol: String {
                switch self {
                case .search: "magnifyingglass"
                case .recent: "clock"
                case .saved: "bookmark"
                case .queue: "list.bullet"
                case .remote: "appletvremote.gen4"
                }
            }
        }
        """

    /// One view per platform, its tabs built by a property and a function
    /// of the view that switches over the element.
    static let shelvesView = """
        import SwiftUI
        #if os(iOS)
        struct ShelvesView: View {
            @Environment(Services.self) private var services: Services?
            private var preferences: Preferences? { services?.preferences }
            private var visible: [Shelf] { preferences?.shelves() ?? Shelf.standardOrder }
            var body: some View {
                TabView {
                    shelfTabs
                }
                .tabViewStyle(.sidebarAdaptable)
            }
            @TabContentBuilder<Shelf>
            private var shelfTabs: some TabContent<Shelf> {
                ForEach(visible) { shelf in
                    shelfTab(for: shelf)
                }
            }
            @TabContentBuilder<Shelf>
            private func shelfTab(for shelf: Shelf) -> some TabContent<Shelf> {
                switch shelf {
                case .search:
                    Tab(value: Shelf.search, role: .search) { Text("s") } label: { Label(Shelf.search.title, systemImage: Shelf.search.symbol) }
                default:
                    Tab(value: shelf) { Text("x") } label: { Label(shelf.title, systemImage: shelf.symbol) }
                }
            }
        }
        #endif
        #if os(tvOS)
        struct ShelvesView: View {
            @Environment(Services.self) private var services: Services?
            private var preferences: Preferences? { services?.preferences }
            private var visible: [Shelf] { preferences?.shelves() ?? Shelf.standardOrder }
            var body: some View {
                TabView {
                    ForEach(visible) { shelf in
                        Tab(shelf.title, systemImage: shelf.symbol, value: shelf) { Text("x") }
                    }
                }
            }
        }
        #endif
        """

    static let services = """
        import Observation
        @Observable final class Services {
            var preferences = Preferences()
        }
        """

    static var app: [String: String] {
        ["Settings/Preferences.swift": settings, "Models/Shelf.swift": shelf, "Views/ShelvesView.swift": shelvesView, "Services.swift": services]
    }

    @Test func aNewInstallShowsTheDefaultsTheFiltersKeepPerPlatform() throws {
        let bars = FixtureApp(Self.app).bars().map(\.spec)
        #expect(bars.map(\.platformNames) == [["iOS", "iPadOS"], ["tvOS"]])
        // iPhone and iPad: pinned Search and Recent, then the shown Saved and Queue.
        #expect(bars[0].titles == ["Search", "Recent", "Saved", "Queue"])
        #expect(bars[0].symbols == ["magnifyingglass", "clock", "bookmark", "list.bullet"])
        #expect(bars[0].tabs.map { $0.role?.value } == [.search, nil, nil, nil])
        // tvOS: its own defaults, and Queue is not offered there.
        #expect(bars[1].titles == ["Search", "Recent", "Remote"])
        #expect(bars[1].symbols == ["magnifyingglass", "clock", "appletvremote.gen4"])
        for bar in bars {
            #expect(!bar.hasUnknownTabs)
            // People choose their shelves, so the bar is theirs to customize.
            #expect(bar.tabBar.customizable?.value == true)
        }
        // The title is the literal in the enum's switch (Shelf.swift, line 33).
        #expect(bars[0].tabs[1].title?.entries.first?.text.range.lineColumn == "33:23")
    }

    /// A settings type extended over many files, as big apps split theirs:
    /// the files that only read the cache, the settings getter or `data`
    /// are not parsed to find the getter, its method or the cache's
    /// changes, only those that declare them or change `_order`; and the
    /// question whether the app declares the type is answered by its
    /// smallest file.
    @Test func onlyTheFilesThatDeclareTheMethodOrChangeTheCacheAreParsed() throws {
        var display = """
            import Foundation
            extension Preferences {
                var hasCustomOrder: Bool { _order != nil && data(for: .order) != nil }
                var orderSummary: String { order.map { $0.rawValue }.joined(separator: ", ") }

            """
        for index in 0..<40 {
            display += "    func summary\(index)() -> String { _order?.first?.rawValue ?? String(describing: shown.count + \(index)) }\n"
        }
        display += "}\n"
        var app = Self.app
        app["Settings/Preferences+Display.swift"] = display
        app["Settings/Preferences+Sync.swift"] = """
            extension Preferences {
                func signedOut() {
                    self._order = nil
                }
            }
            """
        app["Settings/Preferences+Log.swift"] = "extension Preferences {}\n"
        let result = FixtureApp(app).result()
        let phone = try #require(result.bars.first?.spec)
        #expect(phone.titles == ["Search", "Recent", "Saved", "Queue"])
        #expect(Set(result.parsedFiles.byPath.keys) == [
            "Views/ShelvesView.swift", "Settings/Preferences.swift", "Settings/Preferences+Sync.swift", "Settings/Preferences+Log.swift",
            "Models/Shelf.swift",
        ])
        // A cache the other file fills with a value is no longer empty on a new install.
        app["Settings/Preferences+Sync.swift"] = app["Settings/Preferences+Sync.swift"]?.replacingOccurrences(of: "= nil", with: "= [.queue]")
        #expect(try #require(FixtureApp(app).bars().first?.spec).hasUnknownTabs)
    }

    /// A settings file past `MemberCut.Reading.properties.minimumFileSize` is read in cuts:
    /// the getter's property, and the members that change its cache, for
    /// the same bar as when it is parsed whole.
    @Test func aLargeSettingsFileIsReadInCuts() throws {
        // The keys in a file of their own, as large apps keep them.
        let keys = "enum PreferenceKey: String {\n    case order, shown\n}\n"
        var large = Self.settings.replacingOccurrences(of: keys, with: "")
        #expect(large != Self.settings)
        var padding = "\nextension Preferences {\n"
        for index in 0..<400 {
            padding += "    func label\(index)(_ count: Int) -> String { \"\\(count) of \\(order.count) in row \(index)\" }\n"
        }
        large += padding + "}\n"
        #expect(large.utf8.count > MemberCut.Reading.properties.minimumFileSize)
        var app = Self.app
        app["Settings/Preferences.swift"] = large
        app["Settings/PreferenceKey.swift"] = keys
        let result = FixtureApp(app).result()
        let bars = result.bars.map(\.spec)
        #expect(bars.map(\.titles) == FixtureApp(Self.app).bars().map(\.spec.titles))
        #expect(bars.first?.titles == ["Search", "Recent", "Saved", "Queue"])
        #expect(!result.parsedFiles.byPath.keys.contains("Settings/Preferences.swift"))
    }

    /// A cache the app fills outside a setter may hold anything; registered
    /// defaults under keys the code computes may answer the read: the list
    /// is unknown, and says why.
    @Test func aCacheFilledElsewhereOrComputedRegisteredKeysLeaveTheListUnknown() throws {
        var filled = Self.app
        filled["Settings/Preferences.swift"] = Self.settings.replacingOccurrences(of: "_order = nil", with: "_order = [.queue]")
        var registered = Self.app
        registered["Settings/Registration.swift"] = """
            import Foundation
            enum Registration {
                static func run(keys: [String]) {
                    UserDefaults.standard.register(defaults: Dictionary(uniqueKeysWithValues: keys.map { ($0, Data()) }))
                }
            }
            """
        for files in [filled, registered] {
            let app = FixtureApp(files)
            let phone = try #require(app.bars().first?.spec)
            #expect(phone.titles.isEmpty)
            #expect(phone.hasUnknownTabs)
            let unresolved = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "source-unresolved" }
            #expect(unresolved.map(\.range.lineColumn) == ["8:9", "36:9"])
        }
    }

    /// A stored list the code replaces at run time (fetched items) is
    /// unknown, not its empty first value; `State(initialValue:)` gives a
    /// view's state its first value in `init`.
    @Test func aStoredListChangedAtRunTimeIsUnknownAndStateInitialValueIsRead() throws {
        let app = FixtureApp(["Library.swift": """
            import SwiftUI
            @Observable final class Library {
                private(set) var collections: [Shelf] = []
                func load() async {
                    collections = await fetchCollections()
                }
            }
            struct LibraryView: View {
                @State private var library = Library()
                @State private var pinned: [Shelf]
                init() {
                    _pinned = State(initialValue: [.recent, .saved])
                }
                var body: some View {
                    TabView {
                        ForEach(pinned) { shelf in
                            Tab(shelf.title, systemImage: shelf.symbol, value: shelf) { Text("x") }
                        }
                        TabSection("Collections") {
                            ForEach(library.collections) { shelf in
                                Tab(shelf.title, systemImage: shelf.symbol, value: shelf) { Text("x") }
                            }
                        }
                        .defaultVisibility(.hidden, for: .tabBar)
                    }
                    .tabViewStyle(.sidebarAdaptable)
                }
            }
            """, "Models/Shelf.swift": Self.shelf])
        let bar = try #require(app.bars().first?.spec)
        #expect(bar.titles == ["Recent", "Saved"])
        #expect(bar.hasUnknownTabs)
        let unresolved = app.lint().flatMap(\.diagnostics).filter { $0.ruleID == "source-unresolved" }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.message.contains("`collections`, which the code changes at run time (Library.swift:5)") == true)
    }
}

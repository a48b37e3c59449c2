#!/usr/bin/env python3
"""Generates a deterministic app tree of Swift files for the source benchmark.

    generate-swift-tree.py COUNT DIR

Writes COUNT Swift files (views, view models, services, view controllers,
models) in feature folders below DIR, with a handful of tab bars among them
(a SwiftUI bar driven by an enum in another file, a UIKit tab bar
controller whose children set their items in their own files, an iOS 18
sidebar bar, a page-style carousel that is not a bar), and string tables in
three languages. The same COUNT always gives the same bytes.
"""

import os
import random
import sys

FEATURES = [
    "Home", "Search", "Profile", "Settings", "Inbox", "Library", "Discover", "Orders", "Wallet", "Friends",
    "Feed", "Notifications", "Calendar", "Photos", "Music", "Podcasts", "News", "Weather", "Maps", "Health",
]
KINDS = ["View", "ViewModel", "Service", "ViewController", "Model", "Cell", "Coordinator", "Store"]


def view(name, rng):
    rows = "\n".join(
        f'                Text("{name} row {i}").font(.body).padding({rng.randint(2, 12)})' for i in range(rng.randint(3, 9))
    )
    return f"""import SwiftUI

struct {name}: View {{
    @State private var isExpanded = false
    let items: [String]

    var body: some View {{
        NavigationStack {{
            List {{
{rows}
                ForEach(items, id: \\.self) {{ item in
                    Button(item) {{ isExpanded.toggle() }}
                }}
            }}
            .navigationTitle("{name}")
            .toolbar {{
                Button("Edit") {{ isExpanded = false }}
            }}
        }}
    }}
}}
"""


def model(name, rng):
    fields = "\n".join(f"    var field{i}: {rng.choice(['String', 'Int', 'Double', 'Bool', 'Date?'])}" for i in range(rng.randint(4, 12)))
    return f"""import Foundation

struct {name}: Codable, Hashable, Identifiable {{
    let id: UUID
{fields}

    static func decode(_ data: Data) throws -> [{name}] {{
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([{name}].self, from: data)
    }}
}}
"""


def service(name, rng):
    methods = "\n\n".join(
        f"""    func load{i}(page: Int) async throws -> [String] {{
        let url = baseURL.appendingPathComponent("items/{i}?page=\\(page)")
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([String].self, from: data)
    }}""" for i in range(rng.randint(2, 6))
    )
    return f"""import Foundation

final class {name} {{
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {{
        self.session = session
        self.baseURL = baseURL
    }}

{methods}
}}
"""


def view_controller(name, rng):
    return f"""import UIKit

final class {name}: UITableViewController {{
    private var rows: [String] = []

    override func viewDidLoad() {{
        super.viewDidLoad()
        navigationItem.title = "{name}"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        rows.count
    }}

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }}
}}
"""


GENERATORS = {"View": view, "Cell": view, "ViewModel": service, "Service": service, "Coordinator": service,
              "Store": service, "ViewController": view_controller, "Model": model}

TAB_BARS = {
    "App/AppTab.swift": """import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case home, search, inbox, profile
    var id: String { rawValue }

    var title: LocalizedStringKey {
        switch self {
        case .home: "tab.home"
        case .search: "tab.search"
        case .inbox: "tab.inbox"
        case .profile: "tab.profile"
        }
    }

    var symbol: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .inbox: "tray"
        case .profile: "person.crop.circle"
        }
    }
}
""",
    "App/RootView.swift": """import SwiftUI

struct RootView: View {
    @State private var selection: AppTab = .home

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppTab.allCases) { tab in
                Text("content").tabItem { Label(tab.title, systemImage: tab.symbol) }.tag(tab)
            }
        }
    }
}

struct OnboardingView: View {
    var body: some View {
        TabView {
            Text("Welcome")
            Text("Enjoy")
        }
        .tabViewStyle(.page)
    }
}
""",
    "App/MainTabBarController.swift": """import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            UINavigationController(rootViewController: FeedTabViewController()),
            UINavigationController(rootViewController: WalletTabViewController()),
            UINavigationController(rootViewController: OrdersTabViewController()),
            SettingsTabViewController(),
        ]
    }
}
""",
    "App/SidebarRoot.swift": """import SwiftUI

struct SidebarRoot: View {
    var body: some View {
        TabView {
            Tab("Listen Now", systemImage: "play.circle") { Text("now") }
            Tab("Browse", systemImage: "square.grid.2x2") { Text("browse") }
            TabSection("Library") {
                Tab("Albums", systemImage: "square.stack") { Text("albums") }
                Tab("Artists", systemImage: "music.mic") { Text("artists") }
            }
            Tab(role: .search) { Text("search") }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
""",
}

CHILDREN = [("Feed", "Feed", "newspaper"), ("Wallet", "Wallet", "creditcard"), ("Orders", "Orders", "shippingbox"),
            ("Settings", "Settings", "gear")]

STRINGS = {
    "en": {"tab.home": "Home", "tab.search": "Search", "tab.inbox": "Inbox", "tab.profile": "Profile"},
    "de": {"tab.home": "Start", "tab.search": "Suche", "tab.inbox": "Posteingang", "tab.profile": "Profil"},
    "fr": {"tab.home": "Accueil", "tab.search": "Recherche", "tab.inbox": "Boîte", "tab.profile": "Profil"},
}


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def main():
    count, root = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(2026)
    fixed = len(TAB_BARS) + len(CHILDREN)
    for relative, text in TAB_BARS.items():
        write(os.path.join(root, relative), text)
    for folder, title, symbol in CHILDREN:
        name = f"{folder}TabViewController"
        write(os.path.join(root, "Features", folder, f"{name}.swift"), f"""import UIKit

final class {name}: UIViewController {{
    init() {{
        super.init(nibName: nil, bundle: nil)
        tabBarItem = UITabBarItem(title: "{title}", image: UIImage(systemName: "{symbol}"), tag: 0)
    }}

    required init?(coder: NSCoder) {{ nil }}
}}
""")
    for index in range(max(0, count - fixed)):
        feature = FEATURES[index % len(FEATURES)]
        kind = KINDS[(index // len(FEATURES)) % len(KINDS)]
        name = f"{feature}{kind}{index}"
        write(os.path.join(root, "Features", feature, f"{name}.swift"), GENERATORS[kind](name, rng))
    for language, table in STRINGS.items():
        lines = "".join(f'"{key}" = "{value}";\n' for key, value in table.items())
        write(os.path.join(root, "App", f"{language}.lproj", "Localizable.strings"), lines)


if __name__ == "__main__":
    main()

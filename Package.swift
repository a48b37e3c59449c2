// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "tabbar-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tabbar-lint", targets: ["tabbar-lint"]),
        .library(name: "TabBarLint", targets: ["TabBarLint"]),
        // Findings as build diagnostics for any target that holds *.tabbar.yml files.
        .plugin(name: "TabBarLintBuildToolPlugin", targets: ["TabBarLintBuildToolPlugin"]),
        // `swift package tabbar-lint [arguments]`.
        .plugin(name: "TabBarLintCommandPlugin", targets: ["TabBarLintCommandPlugin"]),
        // The whole pipeline on one input with its guarantees checked, for the
        // fuzz harness in Fuzz/ (a package of its own, built with libFuzzer).
        .library(name: "TabBarLintPipelineCheck", targets: ["TabBarLintPipelineCheck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The Swift parser itself, for the tab bars apps declare in code (no macros).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // HTML and SVG built as element trees, for the HTML report and the preview.
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        // libyaml, found through pkg-config; the only YAML parser the project uses.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // libyaml events → a node tree that knows where every node is.
        .target(name: "TabBarYAML", dependencies: ["CYAML"]),
        // The spec model and its decoder (spec-schema problems).
        .target(name: "TabBarSpec", dependencies: ["TabBarYAML"]),
        // Tab bars declared in Swift code and storyboards → the same model.
        .target(
            name: "TabBarSource",
            dependencies: [
                "TabBarSpec",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // Diagnostics, the rule protocol, the rules and the engine.
        .target(name: "TabBarLint", dependencies: ["TabBarYAML", "TabBarSpec"]),
        // What to lint below the given paths (specs and app trees), and the
        // rules run on the tab bars that code declares. Apart from the core,
        // so the YAML pipeline (and its fuzz harness) builds without swift-syntax.
        .target(name: "TabBarSourceLint", dependencies: ["TabBarLint", "TabBarSource"]),
        // One file per output format.
        .target(name: "TabBarReporters", dependencies: ["TabBarLint", .product(name: "Plot", package: "Plot")]),
        // Tab bars drawn as SVG, with the label widths title-truncation uses.
        .target(name: "TabBarPreview", dependencies: ["TabBarSpec", "TabBarLint", .product(name: "Plot", package: "Plot")]),
        // The language server: JSON-RPC framing, LSP messages, the server loop
        // around the same linter the command line runs.
        .target(name: "TabBarLSP", dependencies: ["TabBarLint", "TabBarSourceLint", "TabBarSource", "TabBarSpec"]),
        // The command-line interface as a library, so tests drive it in-process.
        .target(
            name: "TabBarLintCLI",
            dependencies: [
                "TabBarLint",
                "TabBarPreview",
                "TabBarReporters",
                "TabBarSource",
                "TabBarSourceLint",
                "TabBarLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "tabbar-lint", dependencies: ["TabBarLintCLI"]),
        // Shared by the robustness tests and the fuzz harness.
        .target(name: "TabBarLintPipelineCheck", dependencies: ["TabBarLint", "TabBarReporters"]),
        .plugin(name: "TabBarLintBuildToolPlugin", capability: .buildTool(), dependencies: ["tabbar-lint"]),
        .plugin(
            name: "TabBarLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tabbar-lint", description: "Lint the package's tab-bar specs against Apple's HIG.")
            ),
            dependencies: ["tabbar-lint"]
        ),

        .testTarget(name: "TabBarYAMLTests", dependencies: ["TabBarYAML"]),
        .testTarget(name: "TabBarSpecTests", dependencies: ["TabBarSpec"]),
        .testTarget(name: "TabBarLintTests", dependencies: ["TabBarLint", "TabBarSourceLint"]),
        .testTarget(name: "TabBarSourceTests", dependencies: ["TabBarSource", "TabBarSourceLint", "TabBarLint"]),
        .testTarget(name: "TabBarReportersTests", dependencies: ["TabBarReporters"]),
        .testTarget(name: "TabBarPreviewTests", dependencies: ["TabBarPreview", "TabBarLint", "TabBarSpec", "TabBarReporters"]),
        // Drives the built `tabbar-lint lsp` as an editor would, over pipes.
        .testTarget(name: "TabBarLSPTests", dependencies: ["tabbar-lint"]),
        .testTarget(
            name: "TabBarLintCLITests",
            dependencies: ["TabBarLintCLI", "TabBarLint", "TabBarSourceLint", "TabBarLintPipelineCheck"],
            exclude: ["Golden", "Schemas"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

// The libFuzzer harness, a package of its own so that the tool's package
// never builds it: it only links with `-sanitize=fuzzer`, which supplies
// libFuzzer's driver. Build and run it with Scripts/fuzz.sh.
let package = Package(
    name: "tabbar-lint-fuzz",
    dependencies: [.package(name: "tabbar-lint", path: "..")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "tabbar-lint-fuzz",
            dependencies: ["CFuzzerDriver", .product(name: "TabBarLintPipelineCheck", package: "tabbar-lint")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

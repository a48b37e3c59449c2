#!/usr/bin/env bash
# End-to-end check of the SwiftPM plugins: a throwaway app package that
# depends on this checkout gets tabbar-lint's findings as build errors, and
# `swift package tabbar-lint` lints it.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# SwiftPM names a path dependency after its folder: give it the package's name.
git clone -q "$repo" "$work/tabbar-lint"
git -C "$work/tabbar-lint" checkout -q "$(git -C "$repo" rev-parse HEAD)"
mkdir -p "$work/App/Sources/App"
cat > "$work/App/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../tabbar-lint")],
    targets: [
        .target(
            name: "App",
            plugins: [.plugin(name: "TabBarLintBuildToolPlugin", package: "tabbar-lint")]
        ),
    ]
)
SWIFT
echo 'public let appName = "App"' > "$work/App/Sources/App/App.swift"
cat > "$work/App/Sources/App/app.tabbar.yml" <<'YAML'
version: 1
platforms: [iOS]
tabs:
  - { id: library, title: Library, icon: books.vertical }
YAML

cd "$work/App"
# The app builds in the repository's own build folder, where `swift test`
# already built swift-syntax: CI builds it once per configuration, not once
# per check (the app's and the clone's own modules are compiled anew).
scratch=(--scratch-path "$repo/.build")
echo "plugins: building an app whose spec has a single tab (must fail)"
if swift build "${scratch[@]}" > build.log 2>&1; then
  cat build.log; echo "plugins: FAILED: the build passed despite an error-level finding" >&2; exit 1
fi
grep -q "app.tabbar.yml:3:1: error: the bar has a single tab" build.log \
  || { cat build.log; echo "plugins: FAILED: the finding is not a build diagnostic" >&2; exit 1; }

echo "plugins: swift package tabbar-lint (must fail)"
if swift package "${scratch[@]}" --disable-sandbox tabbar-lint > command.log 2>&1; then
  cat command.log; echo "plugins: FAILED: the command plugin passed" >&2; exit 1
fi
grep -q "app.tabbar.yml:3:1: error:" command.log || { cat command.log; exit 1; }

echo "plugins: fixing the spec (must build)"
cat > Sources/App/app.tabbar.yml <<'YAML'
version: 1
platforms: [iOS]
tabs:
  - { id: reading, title: Reading, icon: book }
  - { id: library, title: Library, icon: books.vertical }
  - { id: search, title: Search, icon: magnifyingglass, role: search }
YAML
swift build "${scratch[@]}" > build.log 2>&1 || { cat build.log; echo "plugins: FAILED: a clean spec broke the build" >&2; exit 1; }
swift package "${scratch[@]}" --disable-sandbox tabbar-lint > command.log 2>&1 || { cat command.log; exit 1; }

echo "plugins: building an app whose SwiftUI code has a one-tab bar (must fail)"
cp "$repo/Scripts/fixtures/OneTabRootView.swift" Sources/App/RootView.swift
if swift build "${scratch[@]}" > build.log 2>&1; then
  cat build.log; echo "plugins: FAILED: the build passed despite the Swift file's one-tab bar" >&2; exit 1
fi
grep -q "RootView.swift:10:9: error: the bar has a single tab" build.log \
  || { cat build.log; echo "plugins: FAILED: the Swift finding is not a build diagnostic" >&2; exit 1; }
echo "plugins: OK"

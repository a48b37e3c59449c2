#!/usr/bin/env bash
# The README's picture: what `tabbar-lint preview` draws for the SwiftUI
# example in German (docs/images/preview-example.svg, checked by a test), and
# chromium's rendering of it at 2x (docs/images/preview-example.png).
# Needs Debian's chromium (apt-get install chromium) and fonts-inter.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift build -q --product tabbar-lint
"$(swift build --show-bin-path)/tabbar-lint" preview examples/swiftui-app --device iphone-se --locale de --out "$out" >/dev/null
cp "$out/rootview-ios-iphone-se-de.svg" docs/images/preview-example.svg
size=$(grep -o '<svg[^>]*' docs/images/preview-example.svg | grep -o ' width="[0-9]*" height="[0-9]*"')
width=$(echo "$size" | sed 's/.*width="\([0-9]*\)".*/\1/')
height=$(echo "$size" | sed 's/.*height="\([0-9]*\)".*/\1/')
# As root chromium needs --no-sandbox.
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$out/profile" \
    --force-device-scale-factor=2 --window-size="$width,$height" \
    --screenshot="$PWD/docs/images/preview-example.png" "file://$PWD/docs/images/preview-example.svg" >/dev/null 2>&1
echo "wrote docs/images/preview-example.svg and docs/images/preview-example.png (${width}×${height} pt)"

#!/usr/bin/env bash
# Regenerates each generated source into a temporary folder and compares it
# with the committed file. One block per generator, each independent; the
# script fails if any committed file differs from what its generator writes.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
status=0

# Compares a committed generated file with a fresh one.
compare() {
    local committed="$1" fresh="$2" command="$3"
    if diff -u "$committed" "$fresh" >"$tmp/diff"; then
        echo "ok: $committed is up to date"
    else
        head -n 40 "$tmp/diff"
        echo "STALE: $committed differs from what its generator writes; run: $command" >&2
        status=1
    fi
}

# SF Symbols catalog, from Data/ (in the repository; needs only python3).
if command -v python3 >/dev/null; then
    python3 Scripts/generate-symbols.py --output "$tmp/SymbolCatalog.swift" >/dev/null
    compare Sources/TabBarLint/Generated/SymbolCatalog.swift "$tmp/SymbolCatalog.swift" "python3 Scripts/generate-symbols.py"
else
    echo "SKIPPED: python3 not found, so Sources/TabBarLint/Generated/SymbolCatalog.swift was not checked" >&2
fi

exit "$status"

#!/usr/bin/env bash
# Checks that every generated source under Sources/*/Generated is what its
# generator writes from its source data today: each block regenerates one file
# into a temporary folder and compares. A block whose source package is not
# installed installs it when running as root, and otherwise says clearly that
# it was skipped. Blocks are independent; add one per generator.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0

# Lexicon.swift ← WordNet 3.0 (Debian package wordnet-base).
if [ ! -e /usr/share/wordnet/index.noun ] && [ "$(id -u)" -eq 0 ]; then
    echo "check-generated: installing wordnet-base for Lexicon.swift"
    apt-get update -qq && apt-get install -y -qq wordnet-base >/dev/null
fi
if [ -e /usr/share/wordnet/index.noun ]; then
    python3 Scripts/generate-lexicon.py --output "$scratch/Lexicon.swift"
    if cmp -s "$scratch/Lexicon.swift" Sources/TabBarLint/Generated/Lexicon.swift; then
        echo "check-generated: Lexicon.swift is up to date"
    else
        echo "check-generated: Lexicon.swift is stale; run Scripts/generate-lexicon.py and commit the result"
        failed=1
    fi
else
    echo "check-generated: SKIPPED Lexicon.swift: wordnet-base is not installed (run as root, or apt-get install wordnet-base)"
fi

exit "$failed"

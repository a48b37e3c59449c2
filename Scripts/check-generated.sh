#!/usr/bin/env bash
# Regenerates every generated data file into a temporary folder and fails
# when a committed file differs from what its generator writes today.
# Installs a generator's inputs when they are missing and this runs as root
# (as in CI); otherwise says clearly which check it skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0

# check NAME GENERATED-FILE COMMAND...: runs COMMAND with the output path appended.
check() {
  local name=$1 committed=$2
  shift 2
  "$@" "$scratch/$name"
  if cmp -s "$committed" "$scratch/$name"; then
    echo "generated: $committed is up to date"
  else
    echo "generated: $committed is stale; run: ${*} $committed" >&2
    diff -u "$committed" "$scratch/$name" | head -20 >&2 || true
    failed=1
  fi
}

# apt_input PACKAGE FILE: makes sure a Debian package's input file is present.
apt_input() {
  [ -e "$2" ] && return 0
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null; }
  fi
  [ -e "$2" ]
}

# Font metrics for title-truncation: Inter Medium (Debian fonts-inter), read with fontTools (PyPI).
if apt_input fonts-inter /usr/share/fonts/opentype/inter/Inter-Medium.otf \
   && { python3 -c 'import fontTools' 2>/dev/null || python3 -m pip install -q fonttools >/dev/null 2>&1; }; then
  check InterMediumMetrics.swift Sources/TabBarLint/Generated/InterMediumMetrics.swift python3 Scripts/generate-font-metrics.py
else
  echo "generated: SKIPPED the font-metrics check: needs fonts-inter (apt) and fonttools (pip)" >&2
fi

# SF Symbols catalog for unknown-symbol and symbol-variant, from Data/ (in the repository; python3 only).
if command -v python3 >/dev/null; then
  check SymbolCatalog.swift Sources/TabBarLint/Generated/SymbolCatalog.swift python3 Scripts/generate-symbols.py --output
else
  echo "generated: SKIPPED the SF Symbols check: python3 not found" >&2
fi

# English lexicon for title-part-of-speech: WordNet 3.0 (Debian wordnet-base).
if apt_input wordnet-base /usr/share/wordnet/index.noun; then
  check Lexicon.swift Sources/TabBarLint/Generated/Lexicon.swift python3 Scripts/generate-lexicon.py --output
else
  echo "generated: SKIPPED the lexicon check: needs wordnet-base (apt)" >&2
fi

exit $failed

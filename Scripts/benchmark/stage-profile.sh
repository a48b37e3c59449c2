#!/usr/bin/env bash
# Instructions per spec, per stage of the pipeline, from callgrind.
#
#   Scripts/benchmark/stage-profile.sh [LINT-BINARY] [CORPUS-DIR]
#
# Defaults: the release build, and .build-bench/corpus-200 (Scripts/benchmark.sh
# generates it; so does `python3 Scripts/benchmark/generate-corpus.py
# .build-bench/corpus-200 --files 200`). Runs tabbar-lint on the corpus under
# `valgrind --tool=callgrind --dump-instr=no`, one file alone likewise, and the
# floor (libyaml's bare event parse) on the same files, then reads the
# inclusive counts of the stage functions with `callgrind_annotate
# --inclusive=yes`:
#
#   parse   YAMLParser.parse: libyaml's events and the positioned node tree
#   decode  SpecDecoder.decode: the tree into the typed spec
#   rules   RuleEngine.run: the rules, once per platform
#   report  everything else: finding configurations, reading, suppressions,
#           sorting and the text output (total minus the three above)
#
# Stage figures are divided by the number of files; "per spec" is (corpus run
# minus one-file run) / (files - 1), as Scripts/benchmark.sh computes it, so
# that the process start is not counted.
set -euo pipefail
cd "$(dirname "$0")/../.."

binary=${1:-$(swift build -c release --show-bin-path)/tabbar-lint}
corpus=${2:-.build-bench/corpus-200}
out=.build-bench/stages
mkdir -p "$out"
# valgrind (3.19) gives up on the DWARF of Swift 6's release builds
# ("Possibly corrupted debuginfo file"); a copy without debug information
# keeps the symbol table, which is all callgrind needs to name functions.
lint="$out/tabbar-lint"
strip --strip-debug -o "$lint" "$binary"
[ -x .build-bench/yaml-event-parse ] ||
    # shellcheck disable=SC2046
    cc -O2 -o .build-bench/yaml-event-parse Scripts/benchmark/yaml-event-parse.c $(pkg-config --cflags --libs yaml-0.1)
find "$corpus" -name '*.tabbar.yml' | LC_ALL=C sort >"$out/files.list"
files=$(wc -l <"$out/files.list")
one=$(head -1 "$out/files.list")

run() { # OUTFILE COMMAND...: callgrind's total, the command's status ignored
    local file=$1
    shift
    valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$file" "$@" >/dev/null 2>&1 || true
    callgrind_annotate "$file" 2>/dev/null | sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,
}
total=$(run "$out/lint.out" "$lint" "$corpus")
single=$(run "$out/one.out" "$lint" "$one")
floor=$(run "$out/floor.out" .build-bench/yaml-event-parse "@$out/files.list")

# Inclusive count of the functions whose mangled name matches PATTERN
# (Swift names are not demangled by callgrind_annotate; a stage function may
# appear under several specialisations, so the largest is taken).
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$out/lint.out" 2>/dev/null |
        grep -E "$1" | awk '{gsub(",", "", $1); if ($1 + 0 > max) max = $1 + 0} END {print max + 0}'
}
parse=$(inclusive '10TabBarYAML10YAMLParserO5parse_')
decode=$(inclusive '10TabBarSpec0C7DecoderV6decodey')
rules=$(inclusive 'TabBarLint10RuleEngineV3run2on')
report=$((total - parse - decode - rules))

per() { python3 -c "print(format($1, ',.0f'))"; }
echo "callgrind, $files files of $corpus ($(date -u +%Y-%m-%d))"
echo
echo "| stage | instructions, $files files | per spec |"
echo "|---|---:|---:|"
echo "| parse (YAMLParser.parse) | $(per "$parse") | $(per "$parse / $files") |"
echo "| decode (SpecDecoder.decode) | $(per "$decode") | $(per "$decode / $files") |"
echo "| rules (RuleEngine.run) | $(per "$rules") | $(per "$rules / $files") |"
echo "| report and the rest (process start included) | $(per "$report") | $(per "$report / $files") |"
echo "| total | $(per "$total") | $(per "$total / $files") |"
echo
echo "per spec after the first: $(per "($total - $single) / ($files - 1)") (one file alone: $(per "$single"))"
echo "floor (libyaml event parse): $(per "$floor") in all, $(per "$floor / $files") per spec"
echo "lint / floor: $(python3 -c "print(format((($total - $single) / ($files - 1)) / ($floor / $files), '.2f'))")x per spec"

#!/usr/bin/env bash
# Instructions per spec, per stage of the pipeline, from callgrind.
#
#   Scripts/benchmark/stage-profile.sh [LINT-BINARY] [CORPUS-DIR]
#
# Defaults: the release build, and .build-bench/corpus-200 (Scripts/benchmark.sh
# generates it; so does `python3 Scripts/benchmark/generate-corpus.py
# .build-bench/corpus-200 --files 200`). Runs tabbar-lint on the corpus under
# `valgrind --tool=callgrind --dump-instr=no`, examples/clean.tabbar.yml alone
# likewise (the process start, as Scripts/benchmark.sh counts it), and the
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
# "Per spec" is (corpus run - one-file run) / (files - 1), per stage and in
# all, as Scripts/benchmark.sh computes it, so that the process start (and
# the one-time work every run does) is not counted.
set -euo pipefail
cd "$(dirname "$0")/../.."

# shellcheck source=Scripts/release-flags.sh
. Scripts/release-flags.sh
binary=${1:-$(swift build "${release_flags[@]}" --show-bin-path)/tabbar-lint}
corpus=${2:-.build-bench/corpus-200}
out=.build-bench/stages
mkdir -p "$out"
# shellcheck source=Scripts/benchmark/lib.sh
. Scripts/benchmark/lib.sh
lint=$(callgrind_copy "$binary" "$out/tabbar-lint")
[ -x .build-bench/yaml-event-parse ] ||
    # shellcheck disable=SC2046
    cc -O2 -o .build-bench/yaml-event-parse Scripts/benchmark/yaml-event-parse.c $(pkg-config --cflags --libs yaml-0.1)
find "$corpus" -name '*.tabbar.yml' | LC_ALL=C sort >"$out/files.list"
files=$(wc -l <"$out/files.list")
one=examples/clean.tabbar.yml

run() { # OUTFILE COMMAND...: callgrind's total, the command's status ignored
    local file=$1
    shift
    valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$file" "$@" >/dev/null 2>&1 || true
    callgrind_annotate "$file" 2>/dev/null | sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,
}
total=$(run "$out/lint.out" "$lint" "$corpus")
single=$(run "$out/one.out" "$lint" "$one")
floor=$(run "$out/floor.out" .build-bench/yaml-event-parse "@$out/files.list")

# Inclusive count, in callgrind output FILE, of the functions whose mangled
# name matches PATTERN (callgrind_annotate does not demangle Swift; a stage
# function may appear under several specialisations, so the largest counts).
inclusive() {
    callgrind_annotate --inclusive=yes --threshold=100 "$1" 2>/dev/null |
        grep -E "$2" | awk '{gsub(",", "", $1); if ($1 + 0 > max) max = $1 + 0} END {print max + 0}'
}
stage_patterns=('10TabBarYAML10YAMLParserO5parse_' '10TabBarSpec0C7DecoderV6decodey' 'TabBarLint10RuleEngineV3run2on')
stage_names=('parse (YAMLParser.parse: libyaml and the node tree)' 'decode (SpecDecoder.decode)' 'rules (RuleEngine.run)')

per() { python3 -c "print(format($1, ',.0f'))"; }
echo "callgrind, $files files of $corpus; per spec: (the run on all files - the run on examples/clean.tabbar.yml alone) / $((files - 1))"
echo
echo "| stage | instructions, $files files | one small file alone | per spec |"
echo "|---|---:|---:|---:|"
rest=$total
rest_single=$single
for index in "${!stage_patterns[@]}"; do
    all=$(inclusive "$out/lint.out" "${stage_patterns[$index]}")
    alone=$(inclusive "$out/one.out" "${stage_patterns[$index]}")
    rest=$((rest - all))
    rest_single=$((rest_single - alone))
    echo "| ${stage_names[$index]} | $(per "$all") | $(per "$alone") | $(per "($all - $alone) / ($files - 1)") |"
done
echo "| report and the rest (configuration, reading, suppressions, sorting, text output; the process start cancels out) | $(per "$rest") | $(per "$rest_single") | $(per "($rest - $rest_single) / ($files - 1)") |"
echo "| total | $(per "$total") | $(per "$single") | $(per "($total - $single) / ($files - 1)") |"
echo
echo "floor (libyaml's event parse): $(per "$floor") for $files files, $(per "$floor / $files") per spec"
echo "lint / floor: $(python3 -c "print(format((($total - $single) / ($files - 1)) / ($floor / $files), '.2f'))")x per spec"

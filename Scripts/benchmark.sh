#!/usr/bin/env bash
# Benchmarks tabbar-lint against its floor (libyaml's bare event parse of the
# same files) and against the tools a team would otherwise use (yamllint, and
# check-jsonschema with tabbar-lint's own JSON Schema), on a generated,
# deterministic corpus of specs. Prints files per second, the ratios, the
# wall time of linting one small file, peak memory for growing corpora,
# callgrind instruction counts (in all and per stage), one line of ratios,
# and a PASS/FAIL line per target.
#
#   Scripts/benchmark.sh            the full benchmark (5,000 specs; RSS up to 50,000)
#   Scripts/benchmark.sh --quick    200 specs, no callgrind, no 50,000-file run (CI)
#   Scripts/benchmark.sh --scaling  time against 100 to 50,000 files and 3 to 500 tabs
#
# Everything it builds or generates goes to .build-bench/ (git-ignored).
# Needs: Swift, a C compiler, pkg-config and libyaml (yaml-0.1), python3.
# Installs yamllint and check-jsonschema from PyPI into .build-bench/venv when
# they are missing there; uses valgrind when installed (else says so).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=full
case "${1:-}" in
    "") ;;
    --quick) mode=quick ;;
    --scaling) mode=scaling ;;
    -h | --help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: Scripts/benchmark.sh [--quick | --scaling]" >&2; exit 2 ;;
esac

out=.build-bench
mkdir -p "$out"
cores=$(nproc)
# shellcheck source=Scripts/benchmark/lib.sh
. Scripts/benchmark/lib.sh

echo "== tabbar-lint benchmark ($mode) — $(date -u +%Y-%m-%dT%H:%MZ)"
echo "machine: $cores cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(($(grep MemTotal /proc/meminfo | awk '{print $2}') / 1048576)) GiB"
echo "swift: $(swift --version 2>/dev/null | head -1)"
echo "libyaml: $(pkg-config --modversion yaml-0.1)"
if pgrep -f tabbar-lint-fuzz >/dev/null 2>&1; then
    echo "note: a tabbar-lint-fuzz process is running; wall times are skewed"
fi

# --- Build ----------------------------------------------------------------
# shellcheck source=Scripts/release-flags.sh
. Scripts/release-flags.sh
echo "-- building (swift build ${release_flags[*]}, as Scripts/install-tabbar-lint.sh does; cc -O2 for the floor)"
# The command alone, as install-tabbar-lint.sh builds it: every target would
# build it a second time as the package plugins' host tool, swift-syntax
# included.
swift build "${release_flags[@]}" --product tabbar-lint >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
lint="$(swift build "${release_flags[@]}" --show-bin-path)/tabbar-lint"
# shellcheck disable=SC2046
cc -O2 -o "$out/yaml-event-parse" "$here/yaml-event-parse.c" $(pkg-config --cflags --libs yaml-0.1)
floor="$out/yaml-event-parse"

# --- Corpus ---------------------------------------------------------------
# corpus COUNT: generates (once per run) COUNT specs in 50 folders into
# $out/corpus-COUNT and writes the sorted file list to $out/corpus-COUNT.list.
corpus() {
    local count=$1 dir="$out/corpus-$1"
    if [ ! -f "$dir.list" ] || [ "${generated[$count]:-}" != yes ]; then
        rm -rf "$dir"
        echo "-- corpus $count: $(python3 "$here/generate-corpus.py" "$dir" --files "$count")"
        find "$dir" -name '*.tabbar.yml' | LC_ALL=C sort >"$dir.list"
        generated[$count]=yes
    fi
}
declare -A generated=()

# floor_command LIST: the floor as a shell command, one process per core,
# the files split evenly between them.
floor_command() {
    local list=$1 parts="$1.part"
    rm -f "$parts".*
    split -n "l/$cores" -d "$list" "$parts."
    local command=""
    for part in "$parts".*; do command+="$floor @$part & "; done
    echo "${command}wait"
}

lint_nodebug=$(callgrind_copy "$lint" "$out/tabbar-lint-nodebug")

# --- Scaling ----------------------------------------------------------------
if [ "$mode" = scaling ]; then
    for count in 100 1000 5000 50000; do corpus "$count"; done
    echo
    echo "Files (one spec per file, 2 to 11 tabs; median of 3 runs; floor: $cores processes)"
    echo
    echo "| files | tabbar-lint | per file | floor | tabbar-lint / floor | peak RSS |"
    echo "|---:|---:|---:|---:|---:|---:|"
    for count in 100 1000 5000 50000; do
        lint_result=$(measure --runs 3 -- "$lint" "$out/corpus-$count")
        floor_result=$(measure --runs 3 -- bash -c "$(floor_command "$out/corpus-$count.list")")
        lint_s=$(field "$lint_result" median)
        floor_s=$(field "$floor_result" median)
        echo "| $count | $(calc .3f "$lint_s") s | $(calc .1f "$lint_s * 1e6 / $count") µs | $(calc .3f "$floor_s") s | $(calc .1f "$lint_s / $floor_s")x | $(($(field "$lint_result" rss_kb) / 1024)) MiB |"
    done
    echo
    echo "Tabs in one spec (generated like the corpus, no findings injected; wall: median of 10 runs; instructions: callgrind)"
    echo
    for tabs in 3 10 50 100 500; do
        rm -rf "$out/tabs-$tabs"
        echo "-- spec with $tabs tabs: $(python3 "$here/generate-corpus.py" "$out/tabs-$tabs" --tabs-per-spec "$tabs")"
    done
    echo
    echo "| tabs | bytes | wall | instructions | instructions over 3 tabs, per added tab |"
    echo "|---:|---:|---:|---:|---:|"
    base_ir=""
    for tabs in 3 10 50 100 500; do
        file="$out/tabs-$tabs/tabs-$tabs.tabbar.yml"
        result=$(measure --runs 10 -- "$lint" "$file")
        if command -v valgrind >/dev/null; then ir=$(callgrind_count "$lint_nodebug" "$file"); else ir=0; fi
        [ -n "$base_ir" ] || base_ir=$ir
        per_tab=$([ "$tabs" -gt 3 ] && calc ,.0f "($ir - $base_ir) / ($tabs - 3)" || echo "–")
        echo "| $tabs | $(wc -c <"$file") | $(calc .1f "$(field "$result" median) * 1000") ms | $(calc , "$ir") | $per_tab |"
    done
    exit 0
fi

# --- The corpus benchmark ----------------------------------------------------
if [ "$mode" = quick ]; then files=200; else files=5000; fi
corpus "$files"
list="$out/corpus-$files.list"
runs=$([ "$mode" = quick ] && echo 3 || echo 5)

echo "-- floor: libyaml event parse, $cores processes"
floor_result=$(measure --runs "$runs" -- bash -c "$(floor_command "$list")")
floor_s=$(field "$floor_result" median)

echo "-- tabbar-lint (text and json to /dev/null)"
lint_result=$(measure --runs "$runs" -- "$lint" "$out/corpus-$files")
lint_s=$(field "$lint_result" median)
json_result=$(measure --runs "$runs" -- "$lint" "$out/corpus-$files" --format json)
json_s=$(field "$json_result" median)

# The peers run as a user would type them: one process, no parallelism of
# their own. They are slow, so in the full run they are timed on every 5th
# file (1,000 of 5,000; deterministic) and compared per file.
if [ ! -x "$out/venv/bin/yamllint" ] || [ ! -x "$out/venv/bin/check-jsonschema" ]; then
    echo "-- installing yamllint and check-jsonschema from PyPI into $out/venv"
    python3 -m venv "$out/venv"
    "$out/venv/bin/pip" install -q yamllint check-jsonschema
fi
peer_list="$out/peers-$files.list"
if [ "$mode" = quick ]; then cp "$list" "$peer_list"; else awk 'NR % 5 == 1' "$list" >"$peer_list"; fi
peer_files=$(wc -l <"$peer_list")
echo "-- yamllint $("$out/venv/bin/yamllint" --version | awk '{print $2}') (default config) on $peer_files files"
mapfile -t peer_paths <"$peer_list"
yamllint_result=$(measure --runs 1 --warmup 0 -- "$out/venv/bin/yamllint" "${peer_paths[@]}")
yamllint_s=$(field "$yamllint_result" median)
echo "-- check-jsonschema $("$out/venv/bin/check-jsonschema" --version | awk '{print $NF}') --schemafile docs/tabbar-spec.schema.json on $peer_files files"
cjs_result=$(measure --runs 1 --warmup 0 -- "$out/venv/bin/check-jsonschema" --schemafile docs/tabbar-spec.schema.json "${peer_paths[@]}")
cjs_s=$(field "$cjs_result" median)

echo "-- one small file: examples/clean.tabbar.yml, 20 runs"
small_result=$(measure --runs 20 -- "$lint" examples/clean.tabbar.yml)
small_ms=$(calc .1f "$(field "$small_result" median) * 1000")

echo "-- peak RSS"
rss_counts=(500 "$files")
[ "$mode" = quick ] && rss_counts=(50 200) || rss_counts+=(50000)
rss_line=""
rss_values=()
for count in "${rss_counts[@]}"; do
    corpus "$count"
    result=$(measure --runs 1 --warmup 0 -- "$lint" "$out/corpus-$count")
    rss_values+=("$(field "$result" rss_kb)")
    rss_line+="${rss_line:+, }$count files $(($(field "$result" rss_kb) / 1024)) MiB"
done

ir_line="skipped (--quick)"
ir_ratio=""
stages=""
if [ "$mode" = full ]; then
    if command -v valgrind >/dev/null; then
        echo "-- callgrind: 200 files, one process each side"
        corpus 200
        lint_ir=$(callgrind_count "$lint_nodebug" "$out/corpus-200")
        floor_ir=$(callgrind_count "$floor" "@$out/corpus-200.list")
        one_ir=$(callgrind_count "$lint_nodebug" examples/clean.tabbar.yml)
        # Per spec: the process start (one small file alone) taken out.
        ir_ratio=$(calc .1f "(($lint_ir - $one_ir) / 199) / ($floor_ir / 200)")
        ir_line="tabbar-lint $(calc , "$lint_ir") (one small file alone: $(calc , "$one_ir")), floor $(calc , "$floor_ir"); per file after the first: $(calc ,.0f "($lint_ir - $one_ir) / 199") vs $(calc ,.0f "$floor_ir / 200") (${ir_ratio}x)"
        echo "-- callgrind: instructions per stage (Scripts/benchmark/stage-profile.sh)"
        stages=$(Scripts/benchmark/stage-profile.sh "$lint" "$out/corpus-200")
    else
        ir_line="skipped (valgrind not installed)"
    fi
fi

# --- Report ---------------------------------------------------------------
lint_rate=$(calc .0f "$files / $lint_s")
ratio=$(calc .2f "$lint_s / $floor_s")
yamllint_ratio=$(calc .1f "($yamllint_s / $peer_files) / ($lint_s / $files)")
cjs_ratio=$(calc .1f "($cjs_s / $peer_files) / ($lint_s / $files)")
echo
echo "Results ($files specs, $(cat "$list" | xargs cat | wc -c) bytes; wall: median of $runs runs)"
echo
echo "| tool | files | wall | files/s | vs tabbar-lint, per file |"
echo "|---|---:|---:|---:|---:|"
echo "| floor: libyaml event parse ($cores processes) | $files | $(calc .3f "$floor_s") s | $(calc .0f "$files / $floor_s") | $(calc .2f "$floor_s / $lint_s")x |"
echo "| tabbar-lint (text) | $files | $(calc .3f "$lint_s") s | $lint_rate | 1x |"
echo "| tabbar-lint --format json | $files | $(calc .3f "$json_s") s | $(calc .0f "$files / $json_s") | $(calc .2f "$json_s / $lint_s")x |"
echo "| yamllint (one process) | $peer_files | $(calc .2f "$yamllint_s") s | $(calc .0f "$peer_files / $yamllint_s") | ${yamllint_ratio}x |"
echo "| check-jsonschema (one process) | $peer_files | $(calc .2f "$cjs_s") s | $(calc .0f "$peer_files / $cjs_s") | ${cjs_ratio}x |"
echo
floor_ratios="$(calc .1f "$ratio")x (wall; no callgrind)"
[ -z "$ir_ratio" ] || floor_ratios="${ir_ratio}x (instructions per spec) $(calc .1f "$ratio")x (wall)"
echo "ratios: lint/floor $floor_ratios · yamllint ${yamllint_ratio}x slower · check-jsonschema ${cjs_ratio}x slower"
echo "one small file (examples/clean.tabbar.yml): $small_ms ms (median of 20)"
echo "peak RSS: $rss_line"
echo "callgrind instructions: $ir_line"
if [ -n "$stages" ]; then
    echo
    echo "$stages"
fi
echo

verdict() { if [ "$1" = 1 ]; then echo "PASS  $2"; else echo "FAIL  $2"; fi; }
# The floor target is judged in instructions (callgrind), which do not move
# with the machine's load; without callgrind (--quick, no valgrind) the wall
# ratio stands in, and the line says so.
if [ -n "$ir_ratio" ]; then
    verdict "$(calc d "int($ir_ratio <= 4)")" "linting within 4x of the floor, instructions per spec (${ir_ratio}x; stretch goal 3x)"
else
    verdict "$(calc d "int($ratio <= 4)")" "linting within 4x of the floor, wall time, no callgrind (${ratio}x; stretch goal 3x)"
fi
verdict "$(calc d "int(min($yamllint_ratio, $cjs_ratio) >= 20)")" "each peer at least 20x slower per file (yamllint ${yamllint_ratio}x, check-jsonschema ${cjs_ratio}x)"
verdict "$(calc d "int($small_ms < 10)")" "one small file well under 10 ms ($small_ms ms)"
# Flat: the largest corpus may use at most twice the memory of the smallest
# (the file list and the paths grow with it; the trees must not).
first_rss=${rss_values[0]}
last_rss=${rss_values[-1]}
verdict "$(calc d "int($last_rss <= 2 * $first_rss)")" "memory flat in the number of files ($rss_line)"

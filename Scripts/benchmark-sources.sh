#!/usr/bin/env bash
# Benchmarks linting app trees of Swift code against two floors measured in
# the same run: swift-syntax's bare parse of every Swift file of the tree,
# and of only the files the tab-API prefilter lets through (both with the
# release binary's hidden `parse-floor` command, which parses and does
# nothing else). Goals: a whole app lints in at most 0.25x the whole-tree
# parse, and within 3x the tab-API-file parse.
#
#   Scripts/benchmark-sources.sh           a generated tree of 2,400 Swift files, 5 runs each
#   Scripts/benchmark-sources.sh --quick   400 files, 3 runs (CI)
#   BENCH_APPS="DIR DIR…" Scripts/benchmark-sources.sh
#                                          real app trees too (checked out by you; nothing is downloaded)
#
# The full run also counts instructions under callgrind (when valgrind is
# installed), the lint's and the tab-API parse's: wall times on a shared
# machine move from run to run, instruction counts do not.
#
# Everything it builds or generates goes to .build-bench/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=full
case "${1:-}" in
    "") ;;
    --quick) mode=quick ;;
    -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: Scripts/benchmark-sources.sh [--quick]" >&2; exit 2 ;;
esac

out=.build-bench
mkdir -p "$out"
# shellcheck source=Scripts/benchmark/lib.sh
. Scripts/benchmark/lib.sh

echo "== tabbar-lint source benchmark ($mode) — $(date -u +%Y-%m-%dT%H:%MZ)"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
# shellcheck source=Scripts/release-flags.sh
. Scripts/release-flags.sh
# The command alone, as install-tabbar-lint.sh builds it: every target would
# build it a second time as the package plugins' host tool, swift-syntax
# included.
swift build "${release_flags[@]}" --product tabbar-lint >"$out/build-sources.log" 2>&1 || { cat "$out/build-sources.log"; exit 1; }
lint="$(swift build "${release_flags[@]}" --show-bin-path)/tabbar-lint"
count_instructions=$([ "$mode" = full ] && command -v valgrind >/dev/null && echo yes || echo no)
[ "$count_instructions" = no ] || lint_nodebug=$(callgrind_copy "$lint" "$out/tabbar-lint-nodebug")

if [ "$mode" = quick ]; then files=400; runs=3; else files=2400; runs=5; fi
tree="$out/swift-tree-$files"
rm -rf "$tree"
python3 "$here/generate-swift-tree.py" "$files" "$tree"

# bench NAME DIR: the three timings of one tree and the two ratios.
bench() {
    local name=$1 dir=$2
    local lint_result whole_result api_result lint_s whole_s api_s
    lint_result=$(measure --runs "$runs" -- "$lint" "$dir")
    whole_result=$(measure --runs "$runs" -- "$lint" parse-floor "$dir")
    api_result=$(measure --runs "$runs" -- "$lint" parse-floor --tab-api-only "$dir")
    lint_s=$(field "$lint_result" median)
    whole_s=$(field "$whole_result" median)
    api_s=$(field "$api_result" median)
    local swift_files
    swift_files=$("$lint" parse-floor --tab-api-only "$dir" | cut -d, -f1,2)
    printf '%-24s %s | lint %7.3f s | whole parse %7.3f s | tab-API parse %7.3f s | lint/whole %5.2fx (goal <= 0.25) | lint/tab-API %5.2fx (goal <= 3) | peak RSS %s MiB\n' \
        "$name" "$swift_files" "$lint_s" "$whole_s" "$api_s" \
        "$(calc .4f "$lint_s / $whole_s")" "$(calc .4f "$lint_s / $api_s")" "$(( $(field "$lint_result" rss_kb) / 1024 ))"
    if [ "$count_instructions" = yes ]; then
        local lint_ir api_ir
        lint_ir=$(callgrind_count "$lint_nodebug" "$dir")
        api_ir=$(callgrind_count "$lint_nodebug" parse-floor --tab-api-only "$dir")
        printf '%-24s instructions: lint %s | tab-API parse %s | lint/tab-API %5.2fx (goal <= 3)\n' \
            "" "$(calc ,.0f "$lint_ir")" "$(calc ,.0f "$api_ir")" "$(calc .4f "$lint_ir / $api_ir")"
    fi
}

bench "generated ($files files)" "$tree"
for app in ${BENCH_APPS:-}; do
    bench "$(basename "$app")" "$app"
done

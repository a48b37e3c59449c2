#!/usr/bin/env bash
# Fuzzes the whole pipeline (parse, decode, every rule on every platform,
# suppressions, every reporter, configuration loading) with libFuzzer and
# AddressSanitizer. See docs/fuzzing.md for what it checks and past runs.
#
#   Scripts/fuzz.sh [--time SECONDS] [--jobs N] [--max-len BYTES]
#   Scripts/fuzz.sh --coverage    # source coverage the corpus reaches
#   Scripts/fuzz.sh --build-only  # build the harness, do not run it (.ci/run, ahead of the run)
#
# The corpus lives in .build-fuzz/corpus and grows from run to run; it is
# seeded from examples/, Fuzz/seeds (a configuration and a spec in one
# input), the YAML test suite and the kept regressions.
# Every crash, hang or out-of-memory input is copied to
# Tests/Fixtures/fuzz-regressions/, where `swift test` runs it through the
# same checks: fix the bug, and commit the input with the fix.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600
jobs=1
max_len=16384
coverage=0
build_only=0
while [ $# -gt 0 ]; do
    case "$1" in
        --time) seconds="$2"; shift 2 ;;
        --jobs) jobs="$2"; shift 2 ;;
        --max-len) max_len="$2"; shift 2 ;;
        --coverage) coverage=1; shift ;;
        --build-only) build_only=1; shift ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "fuzz.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

work=.build-fuzz
regressions=Tests/Fixtures/fuzz-regressions
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts" "$regressions"

if [ "$coverage" -eq 1 ]; then
    # The same harness built with coverage mapping instead of ASan, run once
    # over the corpus (-runs=0: no mutation), then summarised per file.
    echo "== building the harness with coverage mapping"
    build=(swift build --package-path Fuzz --scratch-path "$work/coverage-build"
        -Xswiftc -sanitize=fuzzer -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping
        --product tabbar-lint-fuzz)
    "${build[@]}"
    harness="$("${build[@]}" --show-bin-path)/tabbar-lint-fuzz"
    rm -f "$work"/coverage-*.profraw
    LLVM_PROFILE_FILE="$work/coverage-%p.profraw" ASAN_OPTIONS=detect_leaks=0 \
        "$harness" -runs=0 -detect_leaks=0 "$work/corpus" "$work/seeds" >/dev/null 2>&1
    tools="$(dirname "$(command -v swift)")"
    "$tools/llvm-profdata" merge -sparse "$work"/coverage-*.profraw -o "$work/coverage.profdata"
    corpus_size=$(find "$work/corpus" "$work/seeds" -type f | wc -l)
    # The library code bytes can reach. Left out: the generated tables (data,
    # not code paths), the command line, and what only files on disk reach
    # (finding, reading and caching files, baselines, rule-doc examples),
    # which the unit tests cover instead.
    "$tools/llvm-cov" report "$harness" -instr-profile="$work/coverage.profdata" \
        -ignore-filename-regex='(\.build|Fuzz/|Generated/|TabBarLintCLI/|tabbar-lint/|TabBarLintPipelineCheck/|Pipeline/(FileSystem|SpecFinder|InputReader|DiskAssets|ParallelLinting)|Baseline/|ConfigurationFinder|FilePaths|ExampleLinting)' \
        | tee "$work/coverage.txt" | tail -1
    echo "== $(date -u +%F) coverage over $corpus_size inputs: $(tail -1 "$work/coverage.txt" | awk '{print "regions " $4 ", functions " $7 ", lines " $10}')" \
        | tee -a "$work/runs.log"
    exit 0
fi

echo "== building the harness (release, -sanitize=fuzzer,address)"
build=(swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --product tabbar-lint-fuzz)
"${build[@]}"
harness="$("${build[@]}" --show-bin-path)/tabbar-lint-fuzz"
[ "$build_only" = 0 ] || exit 0

# Seeds are refreshed every run (names are content hashes, so unchanged
# files are not copied twice); the corpus keeps what earlier runs found.
seed() {
    local file="$1"
    local name
    name=$(sha1sum "$file" | cut -c1-40)
    [ -e "$work/seeds/$name" ] || cp "$file" "$work/seeds/$name"
}
while IFS= read -r -d '' file; do seed "$file"; done < <(
    find examples Fuzz/seeds Tests/Fixtures/yaml-test-suite "$regressions" -type f \
        \( -name '*.yml' -o -name '*.yaml' -o -path "$regressions/*" \) -print0
)

echo "== fuzzing for ${seconds}s with $jobs job(s); seeds: $(find "$work/seeds" -type f | wc -l), corpus: $(find "$work/corpus" -type f | wc -l)"
log="$work/run-$(date -u +%Y%m%dT%H%M%SZ).log"
status=0
# Fork mode keeps going after a crash, so a long unattended run reports
# every distinct problem instead of stopping at the first. Leak detection
# is off: the values Swift builds once for global constants read as leaks
# to LeakSanitizer; growth per input is caught by -rss_limit_mb instead.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:malloc_context_size=3}"
"$harness" "$work/corpus" "$work/seeds" \
    -fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
    -detect_leaks=0 -dict=Fuzz/tabbar-spec.dict \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 2>&1 | tee "$log" || status=$?

# The last progress line holds the totals: executions, coverage, corpus.
summary=$(grep -E '^#[0-9]+: cov: ' "$log" | tail -1 || true)
echo "== $(date -u +%F) ${seconds}s x $jobs job(s): ${summary:-no progress line}" | tee -a "$work/runs.log"

found=0
for artifact in "$work"/artifacts/*; do
    [ -e "$artifact" ] || continue
    name=$(basename "$artifact")
    cp "$artifact" "$regressions/$name"
    echo "kept $regressions/$name"
    found=$((found + 1))
done
rm -f "$work"/artifacts/*
if [ "$found" -gt 0 ]; then
    echo "fuzz.sh: $found failing input(s) kept in $regressions; run \`swift test --filter FuzzRegression\` and fix them" >&2
    exit 1
fi
exit "$status"

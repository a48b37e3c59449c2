#!/usr/bin/env bash
# Runs the steps of docs/github-workflow-example.yml (the workflow the integrations guide shows)
# the way the Action runs them, outside GitHub: a consumer workspace with
# specs at the example's `paths`, the example's `args`, the Action's install
# and lint scripts, and the outputs GitHub would see.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
example="$repo/docs/github-workflow-example.yml"
fail() { echo "run-workflow-example: FAIL: $*" >&2; exit 1; }

# The example's inputs, read from the example itself so the two cannot drift.
paths=$(sed -n 's/^ *paths: *//p' "$example")
args=$(sed -n 's/^ *args: *//p' "$example")
[ -n "$paths" ] || fail "no paths: in $example"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export GITHUB_ACTION_PATH="$repo" GITHUB_WORKSPACE="$work/workspace" RUNNER_TEMP="$work/temp" GITHUB_OUTPUT="$work/output"
mkdir -p "$GITHUB_WORKSPACE/$paths" "$RUNNER_TEMP"
: > "$GITHUB_OUTPUT"
# actions/checkout: a repository with one clean spec and one that only warns.
cp "$repo/examples/clean.tabbar.yml" "$GITHUB_WORKSPACE/$paths/"
cp "$repo/examples/habit-tracker-scrolling.tabbar.yml" "$GITHUB_WORKSPACE/$paths/"
cd "$GITHUB_WORKSPACE"

# Step "Install libyaml and build tabbar-lint" (the build folder reused, as the cache would).
"$GITHUB_ACTION_PATH/Scripts/install-tabbar-lint.sh" --scratch-path "${TABBAR_LINT_RELEASE_SCRATCH:-$repo/.build}" >/dev/null
binary=$(sed -n 's/^binary=//p' "$GITHUB_OUTPUT")
[ -x "$binary" ] || fail "the install step gave no binary"

# Step "Lint", with the example's inputs and upload-sarif left at its default.
annotations=$(TABBAR_LINT="$binary" LINT_PATHS="$paths" LINT_ARGS="$args" UPLOAD_SARIF=false \
  "$GITHUB_ACTION_PATH/Scripts/action-lint.sh")
status=$(sed -n 's/^status=//p' "$GITHUB_OUTPUT")
# --strict makes the scrolling bar's warning fail the job.
[ "$status" = 1 ] || fail "expected status 1 with --strict, got $status"
grep -q "^::warning file=$paths/habit-tracker-scrolling.tabbar.yml,line=11,col=1," <<<"$annotations" \
  || fail "no annotation for the scrolling bar: $annotations"
! grep -q '^sarif=' "$GITHUB_OUTPUT" || fail "SARIF written though upload-sarif is off"

# With upload-sarif: the SARIF file the upload step would send.
: > "$GITHUB_OUTPUT"
TABBAR_LINT="$binary" LINT_PATHS="$paths" LINT_ARGS="$args" UPLOAD_SARIF=true \
  "$GITHUB_ACTION_PATH/Scripts/action-lint.sh" >/dev/null
sarif=$(sed -n 's/^sarif=//p' "$GITHUB_OUTPUT")
grep -q '"version": "2.1.0"' "$sarif" || fail "no SARIF at $sarif"
echo "run-workflow-example: the example workflow's steps pass (status $status, annotations, SARIF on request)"

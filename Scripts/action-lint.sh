#!/usr/bin/env bash
# The GitHub Action's lint step: annotations on the pull request (--format
# github) and, when asked, a SARIF file for code scanning. Records the exit
# status as the `status` output instead of failing, so the SARIF upload
# still runs; a later step fails the job.
#
# Environment: TABBAR_LINT (the binary), LINT_PATHS, LINT_ARGS, UPLOAD_SARIF
# (true|false), RUNNER_TEMP, GITHUB_OUTPUT.
set -uo pipefail
outputs="${GITHUB_OUTPUT:-/dev/null}"
formats=(--format github)
if [ "${UPLOAD_SARIF:-false}" = true ]; then
  sarif="${RUNNER_TEMP:-/tmp}/tabbar-lint.sarif"
  echo "sarif=$sarif" >> "$outputs"
  formats=(--format sarif --output "$sarif" --format github)
fi
status=0
# shellcheck disable=SC2086  # paths and options are split on spaces, as documented
"$TABBAR_LINT" ${LINT_PATHS:-.} ${LINT_ARGS:-} "${formats[@]}" || status=$?
echo "status=$status" >> "$outputs"

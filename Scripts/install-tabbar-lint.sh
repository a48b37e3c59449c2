#!/usr/bin/env bash
# Installs what tabbar-lint needs (libyaml and pkg-config, when missing) and
# builds it: the GitHub Action's install step, usable in any CI or by hand.
# Works as root (a `swift:` container has no sudo) and as a user with sudo.
#
#   Scripts/install-tabbar-lint.sh [--scratch-path DIR] [--libyaml-only] [--plan] [--assume-missing-libyaml]
#
#   --scratch-path DIR         where SwiftPM builds (default $TABBAR_LINT_RELEASE_SCRATCH, else .build); cache it between runs
#   --libyaml-only             install libyaml if needed, do not build (what .ci/run needs)
#   --plan                     print the commands instead of running them
#   --assume-missing-libyaml   plan as if libyaml were not installed (for tests)
#
# Prints the built binary's path last; with GITHUB_OUTPUT set, also writes
# it there as `binary`.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch="${TABBAR_LINT_RELEASE_SCRATCH:-$repo/.build}"
plan=0
assume_missing=0
libyaml_only=0
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    --plan) plan=1; shift ;;
    --libyaml-only) libyaml_only=1; shift ;;
    --assume-missing-libyaml) assume_missing=1; shift ;;
    *) echo "install-tabbar-lint.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done

run() {
  if [ "$plan" = 1 ]; then echo "+ $*"; else "$@"; fi
}

libyaml_present() {
  [ "$assume_missing" = 0 ] && command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1
}

if libyaml_present; then
  echo "libyaml found through pkg-config"
elif [ "$(uname -s)" = Darwin ]; then
  run brew install libyaml pkg-config
elif command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    run apt-get update -qq
    run apt-get install -y -qq libyaml-dev pkg-config
  elif command -v sudo >/dev/null 2>&1; then
    run sudo apt-get update -qq
    run sudo apt-get install -y -qq libyaml-dev pkg-config
  else
    echo "install-tabbar-lint.sh: libyaml-dev is missing, and user $(id -un) has no sudo to install it;" \
      "run as root, or install libyaml-dev and pkg-config first" >&2
    exit 1
  fi
else
  echo "install-tabbar-lint.sh: libyaml is missing; install it with its headers and pkg-config file (yaml-0.1)" >&2
  exit 1
fi

[ "$libyaml_only" = 0 ] || exit 0
# shellcheck source=Scripts/release-flags.sh
. "$repo/Scripts/release-flags.sh"
run swift build "${release_flags[@]}" --package-path "$repo" --scratch-path "$scratch" --product tabbar-lint
binary="$scratch/release/tabbar-lint"
if [ -n "${GITHUB_OUTPUT:-}" ] && [ "$plan" = 0 ]; then echo "binary=$binary" >> "$GITHUB_OUTPUT"; fi
echo "$binary"

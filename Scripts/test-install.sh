#!/usr/bin/env bash
# The Action's install logic (Scripts/install-tabbar-lint.sh), as far as it
# can run here: the plan as root (apt-get, no sudo: a container), as a user
# with sudo and as one without (through setpriv, when run as root), and one
# real run that builds the release binary.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
install="$repo/Scripts/install-tabbar-lint.sh"
work=$(mktemp -d)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
fail() { echo "test-install: FAIL: $*" >&2; exit 1; }

if ! command -v apt-get >/dev/null 2>&1; then
  echo "test-install: no apt-get here; only the real run is checked"
elif [ "$(id -u)" -eq 0 ]; then
  plan=$("$install" --plan --assume-missing-libyaml)
  grep -qx '+ apt-get install -y -qq libyaml-dev pkg-config' <<<"$plan" || fail "as root: $plan"
  ! grep -q sudo <<<"$plan" || fail "as root the plan uses sudo: $plan"
  echo "test-install: root installs with apt-get, without sudo"

  # A user without sudo: a clear message, status 1.
  as_nobody=(setpriv --reuid=nobody --regid=nogroup --clear-groups env "HOME=$work" "PATH=/usr/bin:/bin")
  set +e
  message=$("${as_nobody[@]}" bash "$install" --plan --assume-missing-libyaml 2>&1)
  status=$?
  set -e
  [ "$status" -eq 1 ] || fail "as nobody without sudo: status $status"
  grep -q 'user nobody has no sudo' <<<"$message" || fail "as nobody without sudo: $message"
  echo "test-install: a user without sudo is told to run as root"

  # A user with sudo (a stand-in on PATH): apt-get through sudo.
  mkdir "$work/bin"
  printf '#!/bin/sh\nexec "$@"\n' > "$work/bin/sudo"
  chmod 755 "$work/bin" "$work/bin/sudo"
  plan=$(setpriv --reuid=nobody --regid=nogroup --clear-groups env "HOME=$work" "PATH=$work/bin:/usr/bin:/bin" \
    bash "$install" --plan --assume-missing-libyaml)
  grep -qx '+ sudo apt-get install -y -qq libyaml-dev pkg-config' <<<"$plan" || fail "as nobody with sudo: $plan"
  echo "test-install: a user with sudo installs through sudo"
else
  plan=$("$install" --plan --assume-missing-libyaml 2>&1 || true)
  grep -q 'sudo apt-get\|has no sudo' <<<"$plan" || fail "as $(id -un): $plan"
  echo "test-install: as $(id -un), the plan goes through sudo or says why it cannot"
fi

# The real thing, into the default build folder (warm after the benchmark).
binary=$("$install" | tail -n 1)
[ -x "$binary" ] || fail "no binary at $binary"
"$binary" --version >/dev/null || fail "$binary does not run"
echo "test-install: built $binary"

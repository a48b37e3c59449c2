#!/usr/bin/env bash
# End-to-end check of the pre-commit hook: a throwaway consumer repository
# points at this repository's HEAD, and pre-commit (from PyPI) passes a clean
# spec and fails a bad one.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
rev=$(git -C "$repo" rev-parse HEAD)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache"

# pre-commit's swift language installs the hook with
#   swift build --package-path CLONE -c release --build-path ENV/.build
# and runs it from ENV/.build/release. CI builds swift-syntax once per
# configuration, and tabbar-lint's own sources once, not once per check: this
# stand-in for `swift` checks that pre-commit's clone is this repository's
# HEAD, builds the repository itself (same commit, so the same sources) in
# its release build folder, where the benchmark's build already is, and
# links ENV/.build to it. It builds the one product the hook runs,
# `tabbar-lint` (every target would build it, swift-syntax included, a second
# time as the package plugins' host tool). How pre-commit installs and runs
# the hook is unchanged.
scratch="${TABBAR_LINT_RELEASE_SCRATCH:-$repo/.build}"
real_swift=$(command -v swift)
mkdir "$work/bin"
cat > "$work/bin/swift" <<SH
#!/usr/bin/env bash
case " \$* " in *" --build-path "*) ;; *) exec "$real_swift" "\$@" ;; esac
args=() build_path= package_path=
while [ \$# -gt 0 ]; do
  case "\$1" in
    --build-path) build_path=\$2; shift 2 ;;
    --package-path) package_path=\$2; shift 2 ;;
    *) args+=("\$1"); shift ;;
  esac
done
clone_rev=\$(git -C "\$package_path" rev-parse HEAD)
[ "\$clone_rev" = "$rev" ] || { echo "swift stand-in: pre-commit cloned \$clone_rev, not $rev" >&2; exit 1; }
"$real_swift" "\${args[@]}" --package-path "$repo" --product tabbar-lint --scratch-path "$scratch" && ln -s "$scratch" "\$build_path"
SH
chmod +x "$work/bin/swift"
export PATH="$work/bin:$PATH"

if ! python3 -c 'import pre_commit' >/dev/null 2>&1; then
  python3 -m pip install -q pre-commit
fi

mkdir "$work/consumer" && cd "$work/consumer"
git init -q
git config user.email "ci@example.invalid"
git config user.name "CI"
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: tabbar-lint
YAML
cat > clean.tabbar.yml <<'YAML'
version: 1
platforms: [iOS]
tabs:
  - { id: reading, title: Reading, icon: book }
  - { id: library, title: Library, icon: books.vertical }
  - { id: search, title: Search, icon: magnifyingglass, role: search }
YAML
echo "not a spec: ignored by the hook's file pattern" > notes.yml
git add -A

echo "pre-commit: a clean spec passes (the first run builds the hook)"
python3 -m pre_commit run --all-files > run.log 2>&1 || { cat run.log; echo "pre-commit: FAILED: the clean spec did not pass" >&2; exit 1; }
grep -q "tabbar-lint.*Passed" run.log || { cat run.log; echo "pre-commit: FAILED: the hook did not run" >&2; exit 1; }

echo "pre-commit: a bad spec fails"
cat > bad.tabbar.yml <<'YAML'
version: 1
platforms: [iOS]
tabs:
  - { id: only, title: Library, icon: books.vertical }
YAML
git add bad.tabbar.yml
if python3 -m pre_commit run --files bad.tabbar.yml > run.log 2>&1; then
  cat run.log; echo "pre-commit: FAILED: the bad spec passed" >&2; exit 1
fi
grep -q "bad.tabbar.yml:3:1: error: the bar has a single tab" run.log || { cat run.log; echo "pre-commit: FAILED: the finding was not shown" >&2; exit 1; }
echo "pre-commit: a staged Swift file's tab bar is linted"
mkdir -p App
cp "$repo/Scripts/fixtures/OneTabRootView.swift" App/RootView.swift
git add App/RootView.swift
if python3 -m pre_commit run --files App/RootView.swift > run.log 2>&1; then
  cat run.log; echo "pre-commit: FAILED: the Swift file's one-tab bar passed" >&2; exit 1
fi
grep -q "App/RootView.swift:10:9: error: the bar has a single tab" run.log || { cat run.log; echo "pre-commit: FAILED: the Swift finding was not shown" >&2; exit 1; }
git rm -q --cached App/RootView.swift && rm -r App
echo "pre-commit: tabbar-lint-fix fixes a spec, then passes"
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: tabbar-lint-fix
YAML
cat > fixable.tabbar.yml <<'YAML'
version: 1
platforms: [iOS]
tabs:
  - { id: reading, title: reading now, icon: book }
  - { id: library, title: Library, icon: books.vertical }
  - { id: search, title: Search, icon: magnifyingglass, role: search }
YAML
# Not `git add -A`: run.log must stay untracked, or each run "modifies" it.
git add .pre-commit-config.yaml fixable.tabbar.yml
if python3 -m pre_commit run --files fixable.tabbar.yml > run.log 2>&1; then
  cat run.log; echo "pre-commit: FAILED: tabbar-lint-fix changed the file but passed" >&2; exit 1
fi
grep -q "title: Reading Now," fixable.tabbar.yml || { cat run.log fixable.tabbar.yml; echo "pre-commit: FAILED: the fix was not applied" >&2; exit 1; }
git add fixable.tabbar.yml
python3 -m pre_commit run --files fixable.tabbar.yml > run.log 2>&1 || { cat run.log; echo "pre-commit: FAILED: the fixed spec did not pass" >&2; exit 1; }
echo "pre-commit: OK"

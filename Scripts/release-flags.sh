# shellcheck shell=bash
# The flags of tabbar-lint's release build, sourced by the install script (the
# GitHub Action's build) and the benchmarks, so that CI builds one release
# binary and the benchmarks measure the one users install: SwiftPM rebuilds
# everything when the flags change.
#
# On Linux the Swift runtime and Foundation are linked in statically
# (--static-swift-stdlib): the dynamic linker then binds 10 shared libraries
# instead of 25, which takes about 10 million instructions and 3 ms off every
# start (Benchmarks/issue-17-yaml-lint.md). macOS has the runtime in the OS.
#
# TABBAR_LINT_STATIC_STDLIB=0 builds without it: .ci/run sets it so that CI
# compiles one release configuration, the plain `swift build -c release` that
# pre-commit runs for the hook (it passes no flags), instead of two.
release_flags=(-c release)
if [ "$(uname -s)" = Linux ] && [ "${TABBAR_LINT_STATIC_STDLIB:-1}" != 0 ]; then
    release_flags+=(--static-swift-stdlib)
fi

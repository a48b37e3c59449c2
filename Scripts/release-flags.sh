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
# Every module is compiled to reach the metadata of its concrete generic
# types through their accessors rather than by demangling their names at run
# time (-disable-concrete-type-metadata-mangled-name-accessors): each first
# use of a `Dictionary` or `Set` of a new key type otherwise looks its
# `Hashable` conformance up by scanning the binary's 11,500 conformance
# records, which was 15% of linting Ice Cubes (docs/benchmarks.md, "Run of
# 2026-11-25, session 17").
#
# TABBAR_LINT_STATIC_STDLIB=0 builds without either: .ci/run sets it so that
# CI compiles one release configuration, the plain `swift build -c release`
# that pre-commit runs for the hook (it passes no flags), instead of two.
#
# TABBAR_LINT_RELEASE_SCRATCH builds in that folder instead of .build: .ci/run
# makes the release build there while `swift test` holds .build's lock.
release_flags=(-c release)
if [ -n "${TABBAR_LINT_RELEASE_SCRATCH:-}" ]; then
    release_flags+=(--scratch-path "$TABBAR_LINT_RELEASE_SCRATCH")
fi
if [ "${TABBAR_LINT_STATIC_STDLIB:-1}" != 0 ]; then
    release_flags+=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    if [ "$(uname -s)" = Linux ]; then
        release_flags+=(--static-swift-stdlib)
    fi
fi

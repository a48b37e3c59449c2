#!/usr/bin/env python3
"""Generates Sources/TabBarLint/Generated/SymbolCatalog.swift from Data/.

Inputs (in the repository, so this runs from a fresh clone):
  Data/sf-symbols.tsv          name, release key ("year"), and the OS version
                               that brought the symbol on iOS, macOS, tvOS,
                               visionOS and watchOS
  Data/sf-symbol-aliases.tsv   old name -> new name
  Data/NOTICE-sf-symbols       where the data comes from, and its licence

The output compiles the data into the linter as three raw string literals:
the releases (24 lines: each release key with its per-platform versions), the
symbols (one "name<TAB>release" line each, sorted by UTF-8 bytes so the
linter can binary-search it) and the aliases (one "old<TAB>new" line each,
sorted the same way). The linter parses them on first use.

Deterministic: no timestamps, sorted output. Standard library only.

Usage: Scripts/generate-symbols.py [--output PATH]
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "Data"
SYMBOLS = DATA / "sf-symbols.tsv"
ALIASES = DATA / "sf-symbol-aliases.tsv"
NOTICE = DATA / "NOTICE-sf-symbols"
OUTPUT = ROOT / "Sources" / "TabBarLint" / "Generated" / "SymbolCatalog.swift"

PLATFORMS = ["iOS", "macOS", "tvOS", "visionOS", "watchOS"]
SYMBOLS_HEADER = ["name", "year"] + PLATFORMS
ALIASES_HEADER = ["old", "new"]

# Names go into raw string literals one per line, split at tabs: keep them to
# characters that cannot end the literal or break a record.
NAME = re.compile(r"^[A-Za-z0-9_.\-]+$")
RELEASE_KEY = re.compile(r"^[0-9]{4}(\.[0-9]+)?$")
VERSION = re.compile(r"^[0-9]+(\.[0-9]+)*$")


def fail(message):
    sys.exit(f"generate-symbols: {message}")


def read_tsv(path, header):
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        fail(f"cannot read {path}: {error}")
    if not lines or lines[0].split("\t") != header:
        fail(f"{path.name}: expected the header {' '.join(header)!r}")
    rows = []
    for number, line in enumerate(lines[1:], start=2):
        fields = line.split("\t")
        if len(fields) != len(header):
            fail(f"{path.name}:{number}: expected {len(header)} tab-separated fields, got {len(fields)}")
        rows.append((number, fields))
    return rows


def release_order(key):
    return tuple(int(part) for part in key.split("."))


def utf8(name):
    return name.encode("utf-8")


def read_symbols():
    releases = {}
    symbols = {}
    for number, (name, key, *versions) in read_tsv(SYMBOLS, SYMBOLS_HEADER):
        where = f"{SYMBOLS.name}:{number}"
        if not NAME.match(name):
            fail(f"{where}: {name!r} is not a symbol name")
        if name in symbols:
            fail(f"{where}: {name} is listed twice")
        if not RELEASE_KEY.match(key):
            fail(f"{where}: {key!r} is not a release key such as 2023 or 2023.2")
        for platform, version in zip(PLATFORMS, versions):
            if version and not VERSION.match(version):
                fail(f"{where}: {platform} version {version!r} is not a version such as 17.0")
        if releases.setdefault(key, tuple(versions)) != tuple(versions):
            fail(f"{where}: release {key} has other versions than on an earlier line")
        symbols[name] = key
    if not symbols:
        fail(f"{SYMBOLS.name} lists no symbols")
    return releases, symbols


def read_aliases(symbols):
    aliases = {}
    for number, (old, new) in read_tsv(ALIASES, ALIASES_HEADER):
        where = f"{ALIASES.name}:{number}"
        if not NAME.match(old) or not NAME.match(new):
            fail(f"{where}: {old!r} -> {new!r} is not a pair of symbol names")
        if old in aliases:
            fail(f"{where}: {old} is renamed twice")
        if new not in symbols:
            fail(f"{where}: the new name {new} is not in {SYMBOLS.name}")
        aliases[old] = new
    for old, new in aliases.items():
        if new in aliases:
            fail(f"{ALIASES.name}: {old} -> {new} -> {aliases[new]} is a chain; map {old} to the final name")
    return aliases


def read_notice():
    """The source line of the notice and the licence text it quotes."""
    try:
        notice = NOTICE.read_text(encoding="utf-8")
    except OSError as error:
        fail(f"cannot read {NOTICE}: {error}")
    commit = re.search(r"name_availability\.plist\s+at commit ([0-9a-f]{40})", notice)
    licence = re.search(r"^The MIT License.*?SOFTWARE\.$", notice, re.S | re.M)
    if not commit or not licence:
        fail(f"{NOTICE.name}: expected the name_availability.plist commit and the MIT licence text")
    return commit.group(1), licence.group(0)


def literal(lines):
    # A raw multi-line literal whose closing delimiter is at column 0, so the
    # lines carry no indentation; an empty literal still needs its own line.
    return '#"""\n' + "".join(line + "\n" for line in lines) + '"""#'


def render(releases, symbols, aliases, commit, licence):
    keys = sorted(releases, key=release_order)
    newest = releases[keys[-1]]
    first_year, last_year = keys[0].split(".")[0], keys[-1].split(".")[0]
    licence_lines = "\n".join(("// " + line).rstrip() for line in licence.splitlines())
    release_lines = ["\t".join([key, *releases[key]]) for key in keys]
    symbol_lines = [f"{name}\t{symbols[name]}" for name in sorted(symbols, key=utf8)]
    alias_lines = [f"{old}\t{aliases[old]}" for old in sorted(aliases, key=utf8)]
    columns = ", ".join(f'"{platform}"' for platform in PLATFORMS)
    return f"""\
// Generated by Scripts/generate-symbols.py from Data/sf-symbols.tsv and
// Data/sf-symbol-aliases.tsv: SF Symbols names and the OS versions that
// introduced them, as collected by SFSafeSymbols (name_availability.plist at
// commit {commit}), releases {first_year} to {last_year}
// (up to iOS {newest[0]}). Do not edit.
//
// SF Symbols and their glyphs are Apple Inc.'s; this file holds only names and
// version numbers. Full notice: Data/NOTICE-sf-symbols. The SFSafeSymbols
// licence:
//
{licence_lines}

/// The SF Symbols catalog as text, parsed on first use by `SymbolCatalog`.
enum SymbolCatalogData {{
    static let generator = "Scripts/generate-symbols.py"
    static let releaseCount = {len(release_lines)}
    static let symbolCount = {len(symbol_lines)}
    static let aliasCount = {len(alias_lines)}

    /// The platforms of the version columns of `releases`, in order.
    static let platformColumns = [{columns}]

    /// One release per line, oldest first: its key (the year, with a point
    /// release after the dot), then the version that brought it on each
    /// platform of `platformColumns`, tab-separated (empty: not on that platform).
    static let releases = {literal(release_lines)}

    /// One symbol per line, sorted by UTF-8 bytes: its name, a tab, its release key.
    static let symbols = {literal(symbol_lines)}

    /// One rename per line, sorted by the old name's UTF-8 bytes: the old
    /// name, a tab, the new name.
    static let aliases = {literal(alias_lines)}
}}
"""


def main():
    parser = argparse.ArgumentParser(description="Generate SymbolCatalog.swift from Data/.")
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT, help=f"where to write (default: {OUTPUT.relative_to(ROOT)})")
    arguments = parser.parse_args()
    releases, symbols = read_symbols()
    aliases = read_aliases(symbols)
    commit, licence = read_notice()
    text = render(releases, symbols, aliases, commit, licence)
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    arguments.output.write_text(text, encoding="utf-8", newline="\n")
    print(f"{arguments.output}: {len(symbols)} symbols, {len(aliases)} aliases, {len(releases)} releases, {len(text.encode())} bytes")


if __name__ == "__main__":
    main()

# Helpers both benchmark scripts source (from the repository root).
here=Scripts/benchmark
measure() { python3 "$here/measure.py" "$@"; }
# A field of measure.py's JSON line.
field() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$1" "$2"; }
# Arithmetic with floats, printed with the given format.
calc() { python3 -c "import sys; print(format($2, '$1'))"; }

# valgrind (3.19) gives up on the DWARF of Swift 6's release builds
# ("Possibly corrupted debuginfo file"), so callgrind runs a copy without
# debug information; the symbol table it keeps is all callgrind needs.
# callgrind_copy BINARY COPY: makes the copy and prints its path.
callgrind_copy() { strip --strip-debug -o "$2" "$1" && echo "$2"; }

# Instructions the command executes (all threads), from valgrind's summary.
# The command's own exit status is ignored: a linter exits 1 on findings.
callgrind_count() {
    { valgrind --tool=callgrind --dump-instr=no --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null || true; } |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | tail -1
}

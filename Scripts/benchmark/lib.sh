# Helpers both benchmark scripts source (from the repository root).
here=Scripts/benchmark
measure() { python3 "$here/measure.py" "$@"; }
# A field of measure.py's JSON line.
field() { python3 -c 'import json,sys; print(json.loads(sys.argv[1])[sys.argv[2]])' "$1" "$2"; }
# Arithmetic with floats, printed with the given format.
calc() { python3 -c "import sys; print(format($2, '$1'))"; }

#!/usr/bin/env python3
"""Times a command: median wall time over several runs and peak memory.

    measure.py [--runs N] [--warmup N] [--stdin FILE] -- COMMAND [ARG...]

Prints one line of JSON: {"median": s, "min": s, "max": s, "runs": N,
"rss_kb": peak resident set of the command's processes (the largest over the
runs), "status": exit status of the last run}. Output of the command goes to
/dev/null. Exit statuses are reported, not judged: a linter exits 1 when it
finds something. Pure standard library; getrusage gives the peak RSS, so no
/usr/bin/time is needed.
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command:
        parser.error("no command")
    devnull = open(os.devnull, "wb")
    for _ in range(args.warmup):
        subprocess.run(command, stdout=devnull, stderr=devnull)
    times = []
    status = 0
    for _ in range(args.runs):
        start = time.perf_counter()
        status = subprocess.run(command, stdout=devnull, stderr=devnull).returncode
        times.append(time.perf_counter() - start)
    # ru_maxrss of RUSAGE_CHILDREN: the largest peak of any waited-for
    # descendant, in KiB on Linux.
    rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(json.dumps({
        "median": statistics.median(times), "min": min(times), "max": max(times),
        "runs": args.runs, "rss_kb": rss, "status": status,
    }))


if __name__ == "__main__":
    sys.exit(main())

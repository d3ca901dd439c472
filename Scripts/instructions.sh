#!/usr/bin/env bash
# Instructions executed by one cold `archlint check --no-cache --jobs 1` on a generated tree, in total
# and per pipeline stage, counted by valgrind's callgrind. Unlike wall time, which varies by 10–15 %
# from run to run on a shared 2-core machine, the count is the same run after run, so a change that
# saves 2 % shows. Compare two builds by giving each as ARCHLINT:
#   Scripts/instructions.sh [--warm | --first] [SCENES] [ARCHLINT]   (default: 1073 scenes, about
#                                 250k lines; the release build of this checkout)
# With --warm, the counted run reads every file's facts from a cache an uncounted run filled first
# (its kept findings removed): the path a run after an edit takes, where model, graph and rules are
# nearly all of the work.
# With --first, the counted run starts from an empty cache and writes it, as a first run on a tree
# does (the benchmark's "cold"); the cache write is then a line of its own.
# Needs valgrind (Debian `valgrind`); a run takes about 1.5 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
warm=0
first=0
if [ "${1:-}" = "--warm" ]; then warm=1; shift; elif [ "${1:-}" = "--first" ]; then first=1; shift; fi
scenes="${1:-1073}"
archlint="${2:-}"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
if [ -z "$archlint" ]; then
    swift build -c release --product archlint >/dev/null
    swift build -c release --product archlint-bench >/dev/null
    archlint=.build/release/archlint
fi
tree="${TMPDIR:-/tmp}/archlint-instructions-$scenes"
if [ ! -f "$tree/.complete" ]; then
    rm -rf "$tree"
    swift build -c release --product archlint-bench >/dev/null
    .build/release/archlint-bench generate "$tree" --scenes "$scenes" >/dev/null
    touch "$tree/.complete"
fi
archlint=$(realpath "$archlint")
out=$(mktemp)
trap 'rm -f "$out"' EXIT
cache_arguments=(--no-cache)
if [ "$warm" = 1 ]; then
    cache=$(mktemp -d)
    trap 'rm -f "$out"; rm -rf "$cache"' EXIT
    cache_arguments=(--cache-path "$cache")
    (cd "$tree" && "$archlint" check "${cache_arguments[@]}" --jobs 1 --quiet . >/dev/null 2>&1) || true
    # Without its kept findings, which would answer it without a model, the counted run builds the
    # model, the graph and the rules from the cached facts, as a run after an edit does.
    rm -f "$cache"/*.findings
elif [ "$first" = 1 ]; then
    cache=$(mktemp -d)
    trap 'rm -f "$out"; rm -rf "$cache"' EXIT
    cache_arguments=(--cache-path "$cache")
fi
(cd "$tree" && valgrind --tool=callgrind --callgrind-out-file="$out" "$archlint" check "${cache_arguments[@]}" --jobs 1 --quiet . \
    >/dev/null 2>&1) || true
# Inclusive counts of each stage's entry point, found by the pieces of their mangled names.
python3 - "$out" <<'PY'
import re, subprocess, sys
report = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", sys.argv[1]],
                        capture_output=True, text=True).stdout
total = re.search(r"([\d,]+) \([^)]*\)\s+PROGRAM TOTALS", report)
stages = [("discovery", ["SourceDiscovery", "discover5under"]),
          ("read + scan", ["FileReader", "4scan_8readable"]),
          ("model", ["ProjectModel", "5files9roleRules7modules", "4jobs", "cfC"]),
          ("graph", ["DependencyGraphV5model4jobs", "cfC"]),
          ("rules", ["RuleCatalogO5check_7enabled4jobs"]),
          ("cache write", ["FactsCacheC4saveyyF"])]
def count(pieces):
    best = 0
    for line in report.splitlines():
        if all(piece in line for piece in pieces):
            found = re.match(r"\s*([\d,]+)", line)
            if found: best = max(best, int(found.group(1).replace(",", "")))
    return best
whole = int(total.group(1).replace(",", "")) if total else 0
print(f"{'whole run':<12} {whole / 1e6:10,.0f} M instructions")
for name, pieces in stages:
    value = count(pieces)
    if name == "cache write" and not value: continue  # only a run that writes the cache has one
    share = f"{100 * value / whole:5.1f} %" if whole and value else "      ?"
    print(f"{name:<12} {value / 1e6:10,.0f} M  {share}")
PY

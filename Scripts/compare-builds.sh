#!/usr/bin/env bash
# Two archlint builds on one tree, run by turns: wall time, CPU time (user + system) and peak memory
# of a cold `check` (an empty facts cache, which the run fills) and a warm one (the same cache again),
# medians over PAIRS rounds. On a shared machine the speed drifts by 10–15 % within minutes; taking
# the builds in turn puts both under the same drift, so their medians compare where figures from
# separate runs do not. Checks first that both builds report the same findings.
#   Scripts/compare-builds.sh ARCHLINT_A ARCHLINT_B TREE [PAIRS]   (default 8 pairs)
# e.g. the system allocator against mimalloc:
#   ARCHLINT_SYSTEM_ALLOCATOR=1 swift build -c release --product archlint && cp .build/release/archlint /tmp/a
#   swift build -c release --product archlint && cp .build/release/archlint /tmp/b
#   Scripts/compare-builds.sh /tmp/a /tmp/b /tmp/generated-1m 12
set -euo pipefail
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
    echo "usage: Scripts/compare-builds.sh ARCHLINT_A ARCHLINT_B TREE [PAIRS]" >&2
    exit 2
fi
a=$(realpath "$1")
b=$(realpath "$2")
tree=$3
pairs=${4:-8}
[ -x "$a" ] && [ -x "$b" ] || { echo "compare-builds.sh: both builds must be executables" >&2; exit 2; }
[ -d "$tree" ] || { echo "compare-builds.sh: $tree is not a folder" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "compare-builds.sh: needs GNU time (Debian: apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Exit 1 (findings) is a normal result; only 2 and above are failures.
check() { (cd "$tree" && "$@") || [ $? -eq 1 ]; }
check "$a" check . --reporter json --no-cache > "$work/a.json"
check "$b" check . --reporter json --no-cache > "$work/b.json"
cmp -s "$work/a.json" "$work/b.json" || { echo "compare-builds.sh: the builds report different findings" >&2; exit 1; }

for round in $(seq 1 "$pairs"); do
    for side in a b; do
        binary=$a
        [ "$side" = b ] && binary=$b
        rm -rf "$work/cache"
        for run in cold warm; do
            check /usr/bin/time -a -o "$work/times" -f "$side $run %e %U %S %M" \
                "$binary" check . --quiet --cache-path "$work/cache" > /dev/null
        done
    done
done

python3 - "$work/times" "$a" "$b" "$pairs" <<'PY'
import statistics, sys
path, a, b, pairs = sys.argv[1:]
rows = [line.split() for line in open(path) if line.strip() and line.split()[0] in ("a", "b")]
print(f"A = {a}\nB = {b}\nmedians of {pairs} runs each, taken in turn")
print("| run | A wall | B wall | B/A | A CPU | B CPU | B/A | A peak | B peak |")
print("|---|---|---|---|---|---|---|---|---|")
for run in ("cold", "warm"):
    def figures(side):
        chosen = [row for row in rows if row[0] == side and row[1] == run]
        wall = statistics.median(float(row[2]) for row in chosen)
        cpu = statistics.median(float(row[3]) + float(row[4]) for row in chosen)
        peak = max(int(row[5]) for row in chosen) / 1024
        return wall, cpu, peak
    (wall_a, cpu_a, peak_a), (wall_b, cpu_b, peak_b) = figures("a"), figures("b")
    print(f"| {run} | {wall_a:.2f} s | {wall_b:.2f} s | {wall_b / wall_a:.3f} | {cpu_a:.2f} s | {cpu_b:.2f} s | "
          f"{cpu_b / cpu_a:.3f} | {peak_a:.0f} MiB | {peak_b:.0f} MiB |")
PY

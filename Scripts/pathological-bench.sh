#!/usr/bin/env bash
# Time and peak memory of `archlint check` on pathological input at growing sizes (issue 11): one
# long line, deep nesting, one huge file of ordinary declarations. Prints, per shape and size, the
# wall time (median of 3), the peak resident memory, and the ratio to the previous size, which stays
# near 2 when cost is linear.
#   Scripts/pathological-bench.sh [MB…]   (default: 6 12 25 50)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(6 12 25 50)
swift build -c release --product archlint >/dev/null
binary=.build/release/archlint
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

generate() {
    python3 - "$1" "$2" "$3" <<'PY'
import sys
shape, megabytes, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
size = megabytes * 1_000_000
with open(path, "w") as out:
    if shape == "long-line":
        unit = "let v = a + b * (c - d) / e; "
        out.write("func f() { " + unit * (size // len(unit)) + " }\n")
    elif shape == "deep-nesting":
        depth = size // 4
        out.write("let x = " + "[(" * (depth // 2) + "1" + ")]" * (depth // 2) + "\n")
    else:
        unit = "final class C{0}Service {{ weak var delegate: C{0}Delegate?\n    func load() {{ let w = C{0}Worker() }} }}\n"
        i = 0
        written = 0
        while written < size:
            text = unit.format(i)
            out.write(text)
            written += len(text)
            i += 1
PY
}

printf '%-14s %8s %10s %12s %8s\n' shape MB seconds "peak MiB" ratio
for shape in long-line deep-nesting huge-file; do
    previous=""
    for mb in "${sizes[@]}"; do
        mkdir -p "$scratch/$shape-$mb"
        generate "$shape" "$mb" "$scratch/$shape-$mb/File.swift"
        times=()
        peak=0
        for _ in 1 2 3; do
            /usr/bin/time -f "%e %M" -o "$scratch/time" "$binary" check "$scratch/$shape-$mb" --quiet --no-cache >/dev/null 2>&1 || true
            read -r seconds kilobytes < "$scratch/time"
            times+=("$seconds")
            [ "$kilobytes" -gt "$peak" ] && peak=$kilobytes
        done
        median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)
        ratio="-"
        [ -n "$previous" ] && ratio=$(python3 -c "print(f'{$median / max($previous, 0.001):.2f}')")
        printf '%-14s %8s %10s %12s %8s\n' "$shape" "$mb" "$median" "$((peak / 1024))" "$ratio"
        previous=$median
        rm -rf "$scratch/$shape-$mb"
    done
done

#!/usr/bin/env bash
# Rerunnable benchmark: generates a synthetic Clean Swift app of SCENES scenes (default 900, about
# 215,000 lines) and prints archlint's figures next to the SwiftSyntax oracle's on the same files.
set -euo pipefail
cd "$(dirname "$0")/.."
scenes="${1:-900}"
tree="${BENCH_TREE:-${TMPDIR:-/tmp}/archlint-bench-tree}"
Scripts/setup.sh
# A clean release build: SwiftPM's incremental release builds can keep stale cross-module code.
rm -rf .build/release .build/*/release
swift build -c release --product archlint
swift build -c release --product archlint-bench
rm -rf "$tree"
.build/release/archlint-bench generate "$tree" --scenes "$scenes"
echo "machine: $(nproc) cores; $(uname -srm)"
.build/release/archlint-bench scan "$tree" --runs 5
.build/release/archlint-bench stages "$tree"
.build/release/archlint-bench check "$tree" --jobs 2
# Cold process wall time, median of 5.
times=()
elapsed() { python3 -c "import sys; print(f\"{float(sys.argv[2]) - float(sys.argv[1]):.3f}\")" "$1" "$2"; }
for _ in 1 2 3 4 5; do
    start=$(date +%s.%N)
    .build/release/archlint check "$tree" --jobs 2 --quiet >/dev/null || true
    end=$(date +%s.%N)
    times+=("$(elapsed "$start" "$end")")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
bytes=$(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -c)
lines=$(find "$tree" -name '*.swift' -print0 | xargs -0 cat | wc -l)
rate=$(python3 -c "print(f'{$bytes / 1e6 / $median:.1f}')")
echo "archlint check (cold process, --jobs 2): median ${median} s of 5 runs; ${lines} lines, ${bytes} bytes; ${rate} MB/s"
# The oracle: SwiftParser (the toolchain's host build) parsing and extracting the same files.
ARCHLINT_BENCH_TREE="$tree" swift test --filter OracleBenchmark 2>&1 | grep -E "^oracle" || true

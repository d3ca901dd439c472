#!/usr/bin/env bash
# Thread sanitizer run (issue 11): builds archlint with -sanitize=thread and checks the sample, a
# generated app and any trees given, with --jobs 2, so every parallel stage (scanning, role
# inference, the rules) runs on two threads. Fails if TSan reports anything.
#   Scripts/tsan.sh [TREE…]
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/tsan
mkdir -p "$scratch"
swift build --sanitize=thread --build-path "$scratch/build" --product archlint
swift build --build-path "$scratch/build" --product archlint-bench
binary="$scratch/build/debug/archlint"
tree="$scratch/generated"
rm -rf "$tree"
"$scratch/build/debug/archlint-bench" generate "$tree" --scenes 200 >/dev/null
status=0
for root in Samples/Catalog "$tree" "$@"; do
    log="$scratch/$(basename "$root").log"
    # Exit 1 (findings) is expected; TSan's own exit code is 66.
    TSAN_OPTIONS="halt_on_error=0 exitcode=66" "$binary" check "$root" --jobs 2 --quiet >/dev/null 2>"$log" || [ $? -eq 1 ] || status=1
    if grep -q "ThreadSanitizer" "$log"; then
        echo "tsan: data race reported on $root (see $log)"
        status=1
    else
        echo "tsan: $root clean"
    fi
done
exit $status

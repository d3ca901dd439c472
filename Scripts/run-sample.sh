#!/usr/bin/env bash
# Sets up, builds archlint in release mode and checks the bundled sample app. The sample carries
# deliberate violations, so archlint exits 1 here: that is the expected result.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build -c release --product archlint
status=0
.build/release/archlint check Samples/Catalog "$@" || status=$?
echo "archlint exited with $status (0 clean, 1 error violations, 2 usage or I/O error)"
[ "$status" -le 1 ]

#!/usr/bin/env bash
# Sets up and runs the whole test suite: scanner and oracle, rule examples, the sample catalog and
# the command line (the last two run the real binary).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh
swift build --build-tests
# The suite is XCTest only; without this flag Swift Testing appends a "0 tests" summary line.
swift test --disable-swift-testing "$@"

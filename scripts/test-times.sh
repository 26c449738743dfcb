#!/usr/bin/env bash
# The slowest tests, slowest first, from a test run's output: `make test-times` runs the suite one
# test at a time (--no-parallel, so a time is the test's own, not its wait for a core) and pipes it
# here. Reads swift test's output on standard input; prints seconds and the test's name.
#   swift test -c release -Xswiftc -enable-testing --skip-build --no-parallel 2>&1 | scripts/test-times.sh [N]
set -euo pipefail
count=${1:-40}
# Swift Testing: "✔ Test name() passed after 1.234 seconds." (and "✘ … failed after …");
# XCTest: "Test Case 'Suite.name' passed (1.234 seconds)".
sed -nE \
  -e 's/^.* Test (.*) (passed|failed) after ([0-9.]+) seconds.*$/\3 \1/p' \
  -e "s/^Test Case '(.*)' (passed|failed) \(([0-9.]+) seconds\).*$/\3 \1/p" |
  grep -v ' run with [0-9]* tests' | sort -rn | head -n "$count"

#!/usr/bin/env bash
# `make bench-swift60`: the benchmark's recognizers-alone section (`--only gestures`)
# built with Debian 13's Swift 6.0.3 in the cached Debian 13 root, with valgrind there
# (scripts/swift60-root.sh, KIND valgrind), so that the instructions per update of both
# compilers can be compared: `make bench` gives the machine's 6.3 figure. A release
# build into .build/swift60; the figures go to .build/swift60/bench.json and the profile
# to .build/swift60/gestures.callgrind (callgrind_annotate), beside neither of make
# bench's. Prints the benchmark's table and its gestures_instructions_per_update.
set -uo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
. "$repository/scripts/swift60-root.sh"
swift60_root_open "$repository" valgrind || exit 1
in_swift60_root swift --version 2>&1 | head -1
in_swift60_root nice swift build -c release --product TouchmpvBench --scratch-path .build/swift60 \
  || { echo "bench-swift60: the build failed" >&2; exit 1; }
in_swift60_root .build/swift60/release/TouchmpvBench --only gestures --output .build/swift60/bench.json \
  || { echo "bench-swift60: the benchmark failed" >&2; exit 1; }
figure=$(sed -n 's/.*"gestures_instructions_per_update" *: *\([0-9.]*\).*/\1/p' "$repository/.build/swift60/bench.json")
[ -n "$figure" ] || { echo "bench-swift60: no gestures_instructions_per_update in .build/swift60/bench.json" >&2; exit 1; }
echo "bench-swift60: gestures_instructions_per_update $figure with Swift 6.0.3"

#!/usr/bin/env bash
# `make build-swift60`: builds the sources and the tests with Debian 13's Swift 6.0.3 in
# the cached Debian 13 root (scripts/swift60-root.sh), into .build/swift60, so that the
# code is seen to build with the compiler Debian 13 ships as well as with the machine's.
# Any warning from our code fails it (the one a pkg-config flag of libmpv's gives is
# SwiftPM's, not ours). Usage: build-swift60.sh [SWIFT BUILD ARGUMENTS...]
set -uo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
. "$repository/scripts/swift60-root.sh"
swift60_root_open "$repository" native || exit 1
log=$repository/.build/swift60-build.log
in_swift60_root swift --version 2>&1 | head -1
in_swift60_root nice swift build --scratch-path .build/swift60 --build-tests "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" = 0 ] || { echo "build-swift60: the build failed" >&2; exit 1; }
if grep -E '^/src/(Sources|Tests|Fuzz|Package\.swift).*: warning:' "$log"; then
  echo "build-swift60: warnings from our code (above)" >&2
  exit 1
fi
echo "build-swift60: built with Swift 6.0.3, no warning from our code"

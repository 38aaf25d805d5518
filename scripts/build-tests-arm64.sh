#!/usr/bin/env bash
# The tests `make check` runs, for the aarch64 board (`make arm64-test`, its check_tests
# in KernelTest/board-checks.sh): cross-compiled with Debian 13's Swift 6.0.3 in the
# cached cross root (scripts/swift60-root.sh), as deb-arm64.sh compiles the package, but
# against the aarch64 runtime's shared resource folder: Swift Testing and XCTest have no
# static libraries there, so the test bundle links the runtime's shared libraries, and
# the board gets them from the same unpacked swiftlang:arm64 (Debian's archive only).
# A debug build into .build/arm64-tests (kept: a second build compiles only what
# changed). Writes into OUTPUT_FOLDER what the guest needs:
#   tests/touchmpvPackageTests.xctest   the test bundle (an executable on Linux)
#   swift-runtime/                      the runtime's shared libraries (LD_LIBRARY_PATH)
#   src/                                the repository's files, for the guest's /src:
#                                       the tests find them by the path they were
#                                       compiled at (Fixtures.repositoryRoot), which is
#                                       /src in the cross root; with src/.build/debug/
#                                       touchmpv, the program they run
#   run-tests.sh                        the selection `make check` runs
# Prints how long the build took.
#
#   build-tests-arm64.sh OUTPUT_FOLDER
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
output=$1
. "$repository/scripts/swift60-root.sh"
swift60_root_open "$repository" arm64 || exit 1
started=$(date +%s)
scratch=.build/arm64-tests
swift60_build_arm64 swift --build-tests --scratch-path "$scratch"
built=$repository/$scratch/aarch64-unknown-linux-gnu/debug
rm -rf "$output"
mkdir -p "$output/tests" "$output/swift-runtime" "$output/src/.build/debug"
cp "$built/touchmpvPackageTests.xctest" "$output/tests/"
cp "$built/touchmpv" "$output/src/.build/debug/"
# The runtime's libraries the two programs need, and those they need in turn: not the
# whole folder, which holds the compiler's own (a 186 MB dependency scanner among them).
runtime=$swift60_root$swift60_arm64_resources/swift/linux
unread=("$built/touchmpvPackageTests.xctest" "$built/touchmpv")
while [ "${#unread[@]}" -gt 0 ]; do
  for library in $(readelf -d "${unread[0]}" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p'); do
    if [ -e "$runtime/$library" ] && [ ! -e "$output/swift-runtime/$library" ]; then
      cp -L "$runtime/$library" "$output/swift-runtime/"
      unread+=("$runtime/$library")
    fi
  done
  unread=("${unread[@]:1}")
done
# The tree as it is, committed or not (what `make check` would test here).
(cd "$repository" && git ls-files -z --cached --others --exclude-standard \
  | tar --null --files-from=- --ignore-failed-read -cf -) | tar -xf - -C "$output/src"
cp "$repository/scripts/run-tests.sh" "$output/run-tests.sh"
echo "build-tests-arm64: the check tests built for aarch64 with Swift 6.0.3 in $(( $(date +%s) - started ))s, $(du -sm "$output" | cut -f1) MB to copy"

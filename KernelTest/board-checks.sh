#!/bin/bash
# The aarch64 board's own check (`make arm64-test`), sourced by service-checks.sh when
# build-service-image.sh put it in /ktest (ARCH=arm64 only), and run after the service's
# checks, with the service stopped: the tests `make check` runs, cross-built for aarch64
# with Debian 13's Swift 6.0.3 (scripts/build-tests-arm64.sh), run here with the same
# selection (scripts/run-tests.sh's `check`). The tests find the repository's files by
# the path they were compiled at, /src (the clone's place in the cross root), so the
# tree is there; the debug touchmpv they run is in /src/.build/debug, and the Swift
# runtime's shared libraries, unpacked from Debian's swiftlang:arm64, in
# /ktest/swift-runtime (LD_LIBRARY_PATH), since Swift Testing has no static library.
# Their temporary files go to /var/tmp, on the root's ext4: Debian 13's /tmp is a tmpfs
# mounted nodev, where the tests' private /dev/null (mknod) could not be opened. The
# built-in test source, which a play without media makes on first use (a few seconds on
# the host, minutes under TCG: longer than a test waits for a run), was made on the host
# and is in their cache folder, /ktest/cache (XDG_CACHE_HOME).
# Any failed or skipped test (a tool the guest lacks), or a run that ends without its
# closing line, fails the check.

# The run's limit: under TCG they took 11-14 minutes where the host takes 40 s; well
# inside make arm64-test's 45 for the whole guest, so that a hung test still ends with
# this check's result lines.
check_tests_limit=1800

check_tests() {
  local log=/tmp/check-tests.log started status=0 summary took skipped
  if [ ! -x /ktest/tests/touchmpvPackageTests.xctest ] || [ ! -x /src/.build/debug/touchmpv ]; then
    fail "tests: no test bundle in /ktest/tests or no touchmpv in /src/.build/debug"
    return
  fi
  started=$(uptime_s)
  mkdir -p /var/tmp/check-tests
  (cd /src && LD_LIBRARY_PATH=/ktest/swift-runtime TMPDIR=/var/tmp/check-tests XDG_CACHE_HOME=/ktest/cache \
    timeout "$check_tests_limit" bash /ktest/run-tests.sh /ktest/tests/touchmpvPackageTests.xctest check) > "$log" 2>&1 || status=$?
  took=$(awk -v a="$started" -v b="$(uptime_s)" 'BEGIN { printf "%.0f", b - a }')
  summary=$(grep -E '^tests: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -1)
  skipped=$(grep -cE '^[^ ]+ Test .* skipped' "$log")
  if [ "$status" = 0 ] && [ "$skipped" = 0 ] && [[ $summary =~ ^tests:\ ([1-9][0-9]*)\ passed,\ 0\ failed$ ]]; then
    pass "tests: check tests: ${BASH_REMATCH[1]} passed on $(uname -m) (make check's selection, built with Swift 6.0.3; ${took} s)"
  else
    fail "tests: check tests: exit status $status after ${took} s, $skipped skipped: ${summary:-no closing line}"
    grep -E '^[^ ]+ Test .* skipped|^✘ |error|Fatal|Illegal|Segmentation' "$log" | head -60 | show
    tail -20 "$log" | show
  fi
}

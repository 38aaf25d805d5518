#!/usr/bin/env bash
# Runs the built test bundle (swift build --build-tests) as several processes at once.
#
#   run-tests.sh BUNDLE all|check
#
# Swift Testing runs a process's tests on the Swift concurrency pool, which is as wide as
# the machine has cores (2 here), and a test that waits on a real mpv or a real X server
# blocks one of those threads while the machine idles: the end-to-end suites spend their
# time waiting on real time, not computing. So `all` runs them in shards, each a process
# of its own, side by side; a shard's tests share nothing with another's (each test makes
# its own mpv, X server, sockets and files). `check` is `make check`: the tests that need
# neither a running player nor a window, in one process.
#
# Each shard's output is printed whole when it ends, then one line for the whole run,
# "tests: N passed, N failed"; the exit status is non-zero when any shard failed.
set -uo pipefail
bundle=$1
selection=$2

# A shard: a name, then the --filter and --skip arguments that choose its tests.
# The slowest end-to-end suites have shards of their own; `units` is all the rest.
case "$selection" in
all)
  shards=(
    "scripts-against-mpv|--filter|EndToEndTests\.EndToEnd/SimulateAgainstPlayTests/"
    "pixels|--filter|EndToEndTests\.EndToEnd/[A-Za-z]+PixelTests/"
    "end-to-end|--filter|EndToEndTests\.|--skip|SimulateAgainstPlayTests/|--skip|PixelTests/"
    "reliability|--filter|ReliabilityTests\."
    "units|--skip|EndToEndTests\.|--skip|ReliabilityTests\."
  )
  ;;
check)
  shards=(
    "check|--skip|EndToEndTests\.|--skip|ReliabilityTests\.|--skip|MPVPlayerTests\.|--skip|PlayerRuntimeTests\.EventLoopTests/|--skip|ThumbnailsTests\.ThumbnailCoreTests/|--skip|ThumbnailsTests\.ChooserPicturesTests/"
  )
  ;;
*)
  echo "usage: run-tests.sh BUNDLE all|check" >&2
  exit 2
  ;;
esac

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
pids=()
names=()
for shard in "${shards[@]}"; do
  IFS='|' read -r -a words <<<"$shard"
  name=${words[0]}
  NO_COLOR=1 "$bundle" --testing-library swift-testing "${words[@]:1}" >"$logs/$name.log" 2>&1 &
  pids+=("$!")
  names+=("$name")
  date +%s >"$logs/$name.start"
done

passed=0
failed=0
status=0
remaining=${#pids[@]}
# Prints each shard as it ends, so a failure shows as soon as its shard is done.
while [ "$remaining" -gt 0 ]; do
  wait -n -p ended "${pids[@]}"
  code=$?
  for i in "${!pids[@]}"; do
    [ "${pids[$i]}" = "$ended" ] || continue
    name=${names[$i]}
    log="$logs/$name.log"
    echo "==== shard $name: exit $code after $(($(date +%s) - $(cat "$logs/$name.start")))s"
    cat "$log"
    count=$(sed -nE 's/.*Test run with ([0-9]+) tests? .*/\1/p' "$log" | tail -n 1)
    broken=$(grep -cE '^✘ Test [^ ]+\(.*\) failed after' "$log")
    if [ -z "$count" ]; then
      echo "shard $name ended without Swift Testing's closing line" >&2
      count=0
      broken=$((broken + 1))
    fi
    passed=$((passed + count - broken))
    failed=$((failed + broken))
    [ "$code" = 0 ] || status=1
    unset 'pids[i]'
  done
  remaining=$((remaining - 1))
done
[ "$failed" = 0 ] || status=1
echo "tests: $passed passed, $failed failed"
exit "$status"

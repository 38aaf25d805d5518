#!/usr/bin/env bash
# What the service test's guest replays with `touchmpv simulate --json` and the bytes it
# must give: every script and recording of Config/ and Tests/Fixtures/, in the same
# tree under OUT (the output names the script by the path it was given, so the guest
# runs them from the same relative paths), one line of arguments each in OUT/runs, and
# what this machine's build gave for each: OUT/expected/N.out (standard output),
# N.err and N.status. Each runs with the repository's configuration and bindings, or
# the file an example has beside it (NAME.conf: its bindings under bindings/, else its
# configuration), so that nothing of either machine's own configuration counts; a
# header-less .events recording takes its .desc.
#
#   simulate-references.sh TOUCHMPV REPOSITORY OUT
set -euo pipefail

touchmpv=$(readlink -f "$1") repository=$2 out=$3
rm -rf "$out"
mkdir -p "$out/expected" "$out/Tests"
cp -r "$repository/Config" "$out/Config"
cp -r "$repository/Tests/Fixtures" "$out/Tests/Fixtures"
cd "$out"
number=0
for script in $(find Config Tests/Fixtures \( -name '*.touch' -o -name '*.evemu' -o -name '*.events' \) | sort); do
  case $script in
    (*/bindings/*.touch) arguments="--script $script --config Config/touchmpv.conf --bindings ${script%.touch}.conf --json" ;;
    (*.touch) if [ -f "${script%.touch}.conf" ]; then
        arguments="--script $script --config ${script%.touch}.conf --bindings Config/touch-input.conf --json"
      else
        arguments="--script $script --config Config/touchmpv.conf --bindings Config/touch-input.conf --json"
      fi ;;
    (*.events) arguments="--script $script --config Config/touchmpv.conf --bindings Config/touch-input.conf --desc ${script%%.*}.desc --json" ;;
    (*) arguments="--script $script --config Config/touchmpv.conf --bindings Config/touch-input.conf --json" ;;
  esac
  number=$((number + 1))
  echo "$arguments" >> runs
  status=0
  # shellcheck disable=SC2086 # the arguments are words without spaces
  "$touchmpv" simulate $arguments > "expected/$number.out" 2> "expected/$number.err" || status=$?
  echo "$status" > "expected/$number.status"
done
echo "simulate-references: $number runs of $(basename "$touchmpv") simulate --json in $out"

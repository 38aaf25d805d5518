#!/bin/sh
# `make fuzz`: builds the libFuzzer targets of Fuzz/ against the package's own modules
# (instrumented with -sanitize=fuzzer,address, in their own scratch path so the normal
# build is untouched) and runs each for FUZZ_SECONDS from its seed corpus.
#
# Usage: Fuzz/fuzz.sh [TARGET...]   (default: every target)
#              SWIFT (default swift), SWIFTC (default swiftc).
# A crash, timeout (-timeout=10 s per input), leak or out-of-memory (2 GB) stops the
# target (inputs up to 16 KiB), leaves the input in .build/fuzz/findings/TARGET/ and fails the run.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-swiftc}
SECONDS_EACH=${FUZZ_SECONDS:-20}
SCRATCH=.build/fuzz
TARGETS=${*:-EvdevDecoderFuzz TouchScriptFuzz ControlSocketLinesFuzz EvemuFuzz ConfigurationFuzz BindingsFuzz}

"$SWIFT" build --scratch-path "$SCRATCH" --target TouchmpvCommands -Xswiftc -sanitize=fuzzer,address
# What the fuzzers link: the objects of TouchmpvCommands and of every target it depends on,
# read from the package's own description (less system libraries, which pkg-config
# links), so that a new target is linked without an edit here.
MODULES=$("$SWIFT" package describe --type json | python3 -c '
import json, sys
targets = {target["name"]: target for target in json.load(sys.stdin)["targets"]}
closure, waiting = set(), ["TouchmpvCommands"]
while waiting:
    name = waiting.pop()
    if name not in closure:
        closure.add(name)
        waiting += targets[name].get("target_dependencies", [])
print(" ".join(sorted(name for name in closure if targets[name]["type"] != "system-target")))
')
OBJECTS=
for module in $MODULES; do
  [ -d "$SCRATCH/debug/$module.build" ] || { echo "fuzz: no build of $module in $SCRATCH" >&2; exit 2; }
  # One object per source the target has now: a scratch folder kept from before a file
  # moved to another target still holds its old object, which must not be linked.
  for source in $(find "Sources/$module" -name '*.swift' -o -name '*.c'); do
    object="$SCRATCH/debug/$module.build/$(basename "$source").o"
    [ -f "$object" ] || { echo "fuzz: no object for $source in $SCRATCH" >&2; exit 2; }
    OBJECTS="$OBJECTS $object"
  done
done
mkdir -p "$SCRATCH/bin"
sh Fuzz/build-corpus.sh "$SCRATCH/corpus"
status=0
for target in $TARGETS; do
  "$SWIFTC" -sanitize=fuzzer,address -parse-as-library -g -module-name "$target" \
    -I "$SCRATCH/debug/Modules" -I Sources/CLinuxInput/include -Xcc -fmodule-map-file="$SCRATCH/debug/CLinuxInput.build/module.modulemap" \
    -I Sources/CMPV -I Sources/CTimerFD \
    Fuzz/Shared/*.swift "Fuzz/$target.swift" $OBJECTS $(pkg-config --libs mpv) -o "$SCRATCH/bin/$target" \
    2>"$SCRATCH/$target.link.log" || { cat "$SCRATCH/$target.link.log" >&2; exit 2; }
  findings="$SCRATCH/findings/$target"
  work="$SCRATCH/work/$target"
  mkdir -p "$findings" "$work"
  echo "fuzz: $target for $SECONDS_EACH s"
  if ! "$SCRATCH/bin/$target" "$work" "$SCRATCH/corpus/$target" -max_total_time="$SECONDS_EACH" -timeout=10 \
      -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
      -artifact_prefix="$findings/" 2>"$SCRATCH/$target.log"; then
    status=1
    echo "fuzz: $target FOUND A FAULT: see $SCRATCH/$target.log and $findings/"
  fi
  grep -E '^stat::(number_of_executed_units|peak_rss_mb|new_units_added)|^Done' "$SCRATCH/$target.log" | sed "s/^/fuzz: $target: /" || true
done
exit $status

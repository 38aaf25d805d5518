#!/bin/sh
# Builds the fuzzers' seed corpus in DIR (default .build/fuzz/corpus), one folder per
# target, from the real recordings in Tests/Fixtures/recordings, the shipped config and
# example scripts, and the scripts of the tests.
set -eu
cd "$(dirname "$0")/.."
OUT=${1:-.build/fuzz/corpus}
RECORDINGS=Tests/Fixtures/recordings
rm -rf "$OUT"
mkdir -p "$OUT/TouchScriptFuzz" "$OUT/ControlSocketLinesFuzz" "$OUT/EvemuFuzz" "$OUT/ConfigurationFuzz" "$OUT/EvdevDecoderFuzz" "$OUT/BindingsFuzz"
cp Config/*.touch Config/examples/*.touch Config/examples/bindings/*.touch "$OUT/TouchScriptFuzz/"
find Tests -name '*.touch' -exec cp {} "$OUT/TouchScriptFuzz/" \; 2>/dev/null || true
# A control client's seeds: the scripts' lines, behind the byte that sets the pieces' sizes.
for script in "$OUT"/TouchScriptFuzz/*; do
  { printf 'A'; cat "$script"; } > "$OUT/ControlSocketLinesFuzz/$(basename "$script")"
done
cp Config/touchmpv.conf "$OUT/ConfigurationFuzz/"
cp Config/touch-input.conf Config/examples/bindings/*.conf "$OUT/BindingsFuzz/"
find Tests -name '*.conf' -exec cp {} "$OUT/ConfigurationFuzz/" \; 2>/dev/null || true
cp "$RECORDINGS"/*.evemu "$OUT/EvemuFuzz/"
for events in "$RECORDINGS"/*.events; do
  name=$(basename "$events")
  desc="$RECORDINGS/${name%%.*}.desc"
  [ -f "$desc" ] && cat "$desc" "$events" > "$OUT/EvemuFuzz/$name.evemu"
done
python3 Fuzz/evemu_to_raw.py "$OUT/EvdevDecoderFuzz" "$OUT"/EvemuFuzz/*
echo "build-corpus: $(find "$OUT" -type f | wc -l) seeds in $OUT"

#!/usr/bin/env bash
# Draws the README's picture of a script, docs/images/readme-script.svg, from
# docs/readme-picture.touch with `touchmpv simulate --svg` (the debug build, built first).
# SimulatePictureTests fails while the committed picture differs from what this draws: run
# it again after a change to the picture or to what simulate recognizes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product touchmpv >/dev/null
status=0
.build/debug/touchmpv simulate --script docs/readme-picture.touch --svg docs/images/readme-script.svg >/dev/null 2>&1 || status=$?
# The script has one expect line that fails on purpose, to show a failure: exit status 1.
if [ "$status" -ne 1 ]; then
    echo "readme-svg: touchmpv simulate exited with $status, not 1 (one expect line fails on purpose)" >&2
    exit 1
fi
echo "wrote docs/images/readme-script.svg"

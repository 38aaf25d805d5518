#!/usr/bin/env bash
# Makes the README's pictures of the touch controls (docs/screenshots/*.png) from a real
# run: `touchmpv play` on the built-in test source with mpv's vo=x11 in a 1280x720 window
# of an X server of its own (Xvfb, on a display number it picks itself), driven by a
# script; each picture is the X screen (`xwd -root`) converted to PNG, taken while the
# script's finger is still down, once touchmpv has printed the action to show.
#
#   scripts/readme-screenshots.sh [OUTPUT-FOLDER]      (default: docs/screenshots)
#
# Needs a built touchmpv ($TOUCHMPV, default .build/debug/touchmpv); installs Xvfb, xwd
# and ffmpeg with apt-get when they are missing.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$here/docs/screenshots}
touchmpv=${TOUCHMPV:-$here/.build/debug/touchmpv}
[ -x "$touchmpv" ] || { echo "readme-screenshots: no touchmpv at $touchmpv (swift build first)" >&2; exit 2; }
bash "$here/scripts/ensure-debian-packages.sh" xvfb x11-apps ffmpeg
mkdir -p "$out"
work=$(mktemp -d)
xvfb_pid=
play_pid=
cleanup() {
  [ -n "$play_pid" ] && kill "$play_pid" 2>/dev/null
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  wait 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# Xvfb writes the display number it chose to the FIFO.
mkfifo "$work/display"
Xvfb -displayfd 3 -screen 0 1280x720x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
read -r -t 30 number <"$work/display" || { echo "readme-screenshots: Xvfb did not start: $(cat "$work/xvfb.log")" >&2; exit 3; }
export DISPLAY=":$number"

# Paused at 2:05 of the 10-minute source, so the times read well: the controls (hidden
# again 3 s later), a volume pan held after five steps down (100 % -> 75 %), a seek pan
# held at +40 s.
cat >"$work/shots.touch" <<'SCRIPT'
screen 1280x720
start 125
@1000 tap 640 360
@6500 down 1 960 300
+16 move 1 960 330
+16 move 1 960 360
+16 move 1 960 390
+16 move 1 960 420
+16 move 1 960 450
@10000 up 1
@11500 down 1 300 360
+16 move 1 400 360
+16 move 1 500 360
+16 move 1 600 360
+16 move 1 700 360
@15000 up 1
@16500 wait 100
SCRIPT
"$touchmpv" play --no-mpv-config --script "$work/shots.touch" --mpv vo=x11 --mpv ao=null --mpv pause=yes \
  >"$work/play.out" 2>"$work/play.err" &
play_pid=$!

# wait_for_line COUNT TEXT: until touchmpv has printed COUNT lines holding TEXT.
wait_for_line() {
  for _ in $(seq 600); do
    [ "$(grep -c -- "$2" "$work/play.out" || true)" -ge "$1" ] && return 0
    kill -0 "$play_pid" 2>/dev/null || break
    sleep 0.05
  done
  echo "readme-screenshots: touchmpv never printed $1 x '$2':" >&2
  cat "$work/play.out" "$work/play.err" >&2
  exit 3
}

# shot NAME: the screen, half a second after the action (mpv has drawn it by then).
shot() {
  sleep 0.5
  xwd -root -silent -out "$work/$1.xwd"
  ffmpeg -loglevel error -y -i "$work/$1.xwd" -pix_fmt rgb24 "$out/$1.png"
  echo "readme-screenshots: $out/$1.png"
}

wait_for_line 1 'toggleControls'
shot controls
wait_for_line 5 'volumeDown'
shot volume-hud
wait_for_line 4 'seekPreview'
shot seek-hud
wait "$play_pid"
play_pid=

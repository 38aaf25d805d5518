#!/usr/bin/env bash
# Makes the README's pictures of the touch controls (docs/screenshots/*.png) from a real
# run: `touchmpv play` on the built-in test source with mpv's vo=x11 in a 1280x720 window
# of an X server of its own (Xvfb, on a display number it picks itself), driven by a
# script; each picture is the X screen (`xwd -root`) converted to PNG, taken while the
# script's finger is still down, once touchmpv has printed the action to show.
#
#   scripts/readme-screenshots.sh [OUTPUT-FOLDER]      (default: docs/screenshots)
#
# Needs a built touchmpv ($TOUCHMPV, default .build/debug/touchmpv); installs Xvfb, xwd,
# ffmpeg and a CJK font (the menus show a Japanese title) with apt-get when they are missing.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$here/docs/screenshots}
touchmpv=${TOUCHMPV:-$here/.build/debug/touchmpv}
[ -x "$touchmpv" ] || { echo "readme-screenshots: no touchmpv at $touchmpv (swift build first)" >&2; exit 2; }
bash "$here/scripts/ensure-debian-packages.sh" xvfb x11-apps ffmpeg fonts-wqy-microhei
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
# held at +40 s with the picture of its target.
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
wait_for_line 1 'thumbnailShown  2:45'
shot seek-hud
wait "$play_pid"
play_pid=

# The menus, on a clip with three audio tracks (one with a long Japanese title, which the
# row cuts with an ellipsis), two subtitle tracks and chapters, in a playlist of three:
# the tracks menu open, then the playlist menu.
printf '1\n00:00:00,000 --> 00:10:00,000\nHello\n' >"$work/en.srt"
printf '1\n00:00:00,000 --> 00:10:00,000\nBonjour\n' >"$work/fr.srt"
printf ';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1\nSTART=0\nEND=200\ntitle=Opening\n[CHAPTER]\nTIMEBASE=1/1\nSTART=200\nEND=600\ntitle=The city\n' \
  >"$work/chapters.txt"
ffmpeg -loglevel error -y -f lavfi -i testsrc2=size=1280x720:rate=1:duration=600 -f lavfi -i sine=frequency=440:duration=600 \
  -i "$work/en.srt" -i "$work/fr.srt" -i "$work/chapters.txt" \
  -map 0:v -map 1:a -map 1:a -map 1:a -map 2:s -map 3:s -map_chapters 4 -c:v mpeg4 -q:v 10 -c:a aac -b:a 32k -c:s srt \
  -metadata:s:a:0 language=eng -metadata:s:a:0 title=English -metadata:s:a:1 language=deu -metadata:s:a:1 title=Deutsch \
  -metadata:s:a:2 language=jpn -metadata:s:a:2 "title=日本語吹き替え版（ディレクターズ・カット、解説付き）" \
  -metadata:s:s:0 language=eng -metadata:s:s:1 language=fra "$work/Big Buck Bunny.mkv"
cp "$work/Big Buck Bunny.mkv" "$work/Sintel.mkv"
cp "$work/Big Buck Bunny.mkv" "$work/東京の夜景と朝の市場を歩く長い紀行映像.mkv"
cat >"$work/menus.touch" <<'SCRIPT'
screen 1280x720
@1000 tap 640 360
@2000 tap 1237 43
@6000 tap 300 360
@7000 tap 1065 43
@11000 tap 300 360
@12000 wait 100
SCRIPT
"$touchmpv" play --no-mpv-config --script "$work/menus.touch" --mpv vo=x11 --mpv ao=null --mpv pause=yes \
  "$work/Big Buck Bunny.mkv" "$work/Sintel.mkv" "$work/東京の夜景と朝の市場を歩く長い紀行映像.mkv" \
  >"$work/play.out" 2>"$work/play.err" &
play_pid=$!
wait_for_line 1 'menuOpen        tracks'
shot tracks-menu
wait_for_line 1 'menuOpen        playlist'
shot playlist-menu
wait "$play_pid"
play_pid=

# The kiosk's chooser: a library of fourteen short clips of FFmpeg's test sources, the
# chooser opened by a tap on the loop once their pictures are made (the script's tap at
# 6 s; the picture is taken 3 s later).
mkdir -p "$work/library"
size=size=640x360:rate=25
while IFS='|' read -r name filter; do
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "$filter" -t 6 -c:v mpeg4 -q:v 4 "$work/library/$name.mkv"
done <<TITLES
Bars, classic|smptebars=$size
Chroma|yuvtestsrc=$size
Colour bars|smptehdbars=$size
Counting|testsrc=$size
Deep zoom|mandelbrot=$size
Fractal 12|mandelbrot=$size:outer=normalized_iteration_count
Harbour at dawn|mandelbrot=$size:start_scale=0.5
Mint life|life=$size:ratio=0.2:life_color=#7fd1ae
Red, green and blue|rgbtestsrc=$size
Rule 30 and the long walk home through the snow|cellauto=$size:rule=30
Rule 110|cellauto=$size:rule=110
Test pattern 2|testsrc2=$size
The game of life|life=$size:mold=10:ratio=0.5:death_color=#203050:life_color=#ffcc66
The orange box|color=c=0x2a6f97:size=640x360,drawbox=x=100:y=80:w=440:h=200:color=0xf4a261:t=fill
TITLES
ffmpeg -loglevel error -y -f lavfi -i testsrc2=size=640x360:rate=25 -t 30 -c:v mpeg4 "$work/loop.mkv"
printf 'attract = %s\nlibrary = %s\nchooser-columns = 5\n' "$work/loop.mkv" "$work/library" >"$work/kiosk.conf"
printf 'screen 1280x720\n@6000 tap 640 360\n@9500 wait 100\n' >"$work/kiosk.touch"
"$touchmpv" play --no-mpv-config --config "$work/kiosk.conf" --script "$work/kiosk.touch" --mpv vo=x11 --mpv ao=null \
  >"$work/play.out" 2>"$work/play.err" &
play_pid=$!
sleep 9
shot chooser
wait "$play_pid"
play_pid=

#!/bin/bash
# Measures the kiosk chooser with a thousand titles (docs/performance.md, "The kiosk's
# chooser"): the time from the lift of the touch that opens the chooser to its first
# picture on screen, and while a fling scrolls it, the time between frames and the run
# loop's processor time per frame (its thread's, not mpv's).
#
# usage: scripts/chooser-measure.sh [TOUCHMPV] [TITLES]   (default .build/debug/touchmpv, 1000)
#
# touchmpv plays a kiosk headless but with pictures (mpv's vo=null, not --headless) whose
# library is TITLES links to one 4 s clip; mpv logs every command it runs
# (msg-level=cplayer=trace), which is the only place overlay-add shows, and this script
# writes marks into the same log over mpv's IPC (print-text) and drives touchmpv through
# its control socket. Times are mpv's log clock.
set -euo pipefail
touchmpv=$(realpath "${1:-.build/debug/touchmpv}")
titles=${2:-1000}
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir "$work/library"
ffmpeg -loglevel error -f lavfi -i testsrc=size=640x360:rate=25:duration=4 -c:v mpeg4 "$work/clip.mkv"
for i in $(seq 1 "$titles"); do ln "$work/clip.mkv" "$work/library/Film $i.mkv"; done
printf 'attract = %s\nlibrary = %s\n' "$work/clip.mkv" "$work/library" > "$work/touchmpv.conf"
"$touchmpv" play --no-mpv-config --touch none --control "$work/control.sock" --config "$work/touchmpv.conf" \
    --mpv vo=null --mpv ao=null --mpv log-file="$work/mpv.log" --mpv msg-level=cplayer=trace \
    --mpv input-ipc-server="$work/ipc.sock" > "$work/out.txt" 2> "$work/err.txt" &
pid=$!
python3 - "$work" "$pid" <<'PY'
import json, os, re, socket, sys, time
work, pid = sys.argv[1], int(sys.argv[2])
def connect(path):
    for _ in range(200):
        try:
            s = socket.socket(socket.AF_UNIX); s.connect(path); return s
        except OSError:
            time.sleep(0.05)
    sys.exit(f"no socket {path}")
ipc, control = connect(f"{work}/ipc.sock"), connect(f"{work}/control.sock")
def mark(name):
    ipc.sendall((json.dumps({"command": ["print-text", "chooser-measure-" + name]}) + "\n").encode())
def ask(lines):
    control.sendall(lines.encode()); answer = control.recv(100).decode().strip()
    if answer != "ok": sys.exit(f"touchmpv answered {answer!r} to {lines!r}")
def cpu():
    # The run loop's thread (the main thread: its id is the process's), not mpv's.
    fields = open(f"/proc/{pid}/task/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
time.sleep(1)
# The tap's lift opens the chooser: a down, then the lift marked as it is sent.
ask("+0 down 1 640 360\n+0 expect mode attract\n"); mark("lift"); ask("+0 up 1\n+0 expect mode chooser\n")
time.sleep(3)
mark("drag"); start = cpu()
ask("+0 drag 640 650 640 150 duration=80\n+0 expect mode chooser\n"); mark("lift2")
time.sleep(5); spent = cpu() - start; mark("rest")
time.sleep(0.3)
log = open(f"{work}/mpv.log", errors="replace").read().splitlines()
def times(pattern):
    return [float(m.group(1)) for line in log if (m := re.match(r"\[\s*([\d.]+)\]", line)) and pattern in line]
lift = times("chooser-measure-lift")[0]; drag = times("chooser-measure-drag")[0]; rest = times("chooser-measure-rest")[0]
pictures = times('overlay-add, flags=64, args=[id="1"'); texts = times('osd-overlay, flags=64, args=[id="1", format="ass-events", data="{')
first_picture = min(t for t in pictures if t > lift); first_text = min(t for t in texts if t > lift)
frames = sorted(t for t in pictures if drag < t < rest)
gaps = sorted(b - a for a, b in zip(frames, frames[1:]))
def pct(p): return gaps[min(len(gaps) - 1, int(p * len(gaps)))] * 1000
print(f"titles: {sum(1 for _ in os.listdir(work + '/library'))}")
print(f"lift → chooser drawn (osd-overlay): {(first_text - lift) * 1000:.1f} ms")
print(f"lift → first picture (overlay-add): {(first_picture - lift) * 1000:.1f} ms")
print(f"fling: {len(frames)} frames over {(frames[-1] - frames[0]) * 1000:.0f} ms; between frames p50 {pct(0.5):.1f} ms, p95 {pct(0.95):.1f} ms, max {gaps[-1] * 1000:.1f} ms")
print(f"run loop's processor time from the drag to rest: {spent * 1000:.0f} ms, {spent * 1000 / max(1, len(frames)):.2f} ms a frame")
PY

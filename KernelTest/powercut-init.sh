#!/bin/sh
# /init of the power-cut test's guest (busybox sh): mounts the test's disk (ext4 on
# virtio-blk, replaying its journal after the last cut) with the state folder, says what
# the saved position's file holds, and starts the installed touchmpv on the disk's clip
# with the package's configuration (`resume = yes`) and a control socket. It prints
# `POWERCUT RESUMED SECONDS` (mpv's first time-pos), then `POWERCUT POSITION SECONDS`
# about every half second until the host cuts the power (QEMU's monitor `quit`).
# Booted with `powercut.last` on the kernel command line, it instead stops play and
# checks that a file cut mid-write (truncated, empty, garbage) is ignored with a line
# and play starts at the beginning and exits 0, then powers off.
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t devtmpfs devtmpfs /dev
mount -t tmpfs tmpfs /tmp
mount -t tmpfs tmpfs /run
. /powercut/environment
export PATH=/bin:$prefix/bin HOME=/tmp STATE_DIRECTORY=/disk/state
passed=0
failed=0
. /powercut/harness.sh
clip=/disk/media/clip.mp4
socket=/run/control.sock
saved=$STATE_DIRECTORY/resume

echo "POWERCUT BOOTED after $(uptime_s) s"
while read -r module; do
  insmod "/powercut/modules/$module.ko" || echo "POWERCUT FAIL boot: insmod $module failed"
done < /powercut/modules/order
wait_for /proc/partitions ' vda$' 300 || { echo "POWERCUT FAIL boot: no /dev/vda after 30 s"; poweroff -f; }
mkdir -p /disk
mount -t ext4 -o rw /dev/vda /disk || { echo "POWERCUT FAIL boot: cannot mount /dev/vda"; poweroff -f; }

# The saved file as it is after the cut: its position line, or what is there instead.
if [ ! -e "$saved" ]; then
  echo "POWERCUT SAVED none"
else
  echo "POWERCUT SAVED $(grep -m1 '^position ' "$saved" || echo "no position line, $(wc -c < "$saved") bytes")"
fi

# position: mpv's time-pos through the control socket (an expectation no position meets
# is answered with the one there is); nothing while mpv has none (no file loaded yet).
position() {
  control-line "$socket" '+0 expect mpv:time-pos -1' 2>/dev/null | sed -n 's/.*, got "\{0,1\}\([0-9][0-9.]*\)"\{0,1\}$/\1/p'
}

# play_resuming OUT: play as a kiosk runs it, headless, in the background (play_pid),
# output to OUT and OUT.err; waits for its playing line, then for mpv's first position,
# which it sets as `first` (empty when none came within 120 s).
play_resuming() {
  rm -f "$1" "$1.err"
  touchmpv play "$clip" --headless --no-mpv-config --touch none --config /etc/touchmpv.conf \
    --control "$socket" >"$1" 2>"$1.err" &
  play_pid=$!
  first=
  wait_for "$1" '^touchmpv: playing' 1200 || { note "play did not start: $(cat "$1.err")"; return 1; }
  waited=0
  until first=$(position) && [ -n "$first" ]; do
    [ "$waited" -ge 1200 ] && return 1
    sleep 0.1
    waited=$((waited + 1))
  done
}

play_resuming /tmp/play.out
sed 's/^/POWERCUT LOG /' /tmp/play.out.err
echo "POWERCUT RESUMED ${first:-none}"

if ! grep -qw powercut.last /proc/cmdline; then
  # Until the power goes.
  while :; do
    now=$(position)
    [ -n "$now" ] && echo "POWERCUT POSITION $now"
    sleep 0.5
  done
fi

play_stop || fail "last boot: play exited $stopped on SIGINT"
# A good record to cut: the one the stop just saved.
cp "$saved" /tmp/record
show /tmp/record

# check_cut_file NAME: the file as NAME says (a record cut in the middle of a line,
# nothing, 300 random bytes), then play: it must say it ignores the file, start at the
# beginning, and exit 0 on SIGINT.
check_cut_file() {
  case $1 in
    (truncated) head -c $(($(wc -c < /tmp/record) / 2)) /tmp/record > "$saved" ;;
    (empty) : > "$saved" ;;
    (garbage) head -c 300 /dev/urandom > "$saved" ;;
  esac
  sync
  if ! play_resuming /tmp/cut.out; then
    fail "$1 file: play did not play: $(cat /tmp/cut.out.err)"
    kill -KILL "$play_pid" 2>/dev/null
    return
  fi
  line=$(grep -m1 "^touchmpv: not resuming: $saved: " /tmp/cut.out.err)
  if [ -z "$line" ]; then
    fail "$1 file: no 'not resuming' line; play said: $(cat /tmp/cut.out.err)"
  elif [ "${first%%.*}" -ge 5 ]; then
    fail "$1 file: play started at $first s, not at the beginning ($line)"
  else
    pass "$1 file: ignored with '$line', play started at $first s"
  fi
  if play_stop; then
    pass "$1 file: play exited 0 on SIGINT"
  else
    fail "$1 file: play exited $stopped on SIGINT: $(cat /tmp/cut.out.err)"
  fi
}
for cut in truncated empty garbage; do
  check_cut_file "$cut"
done
umount /disk
echo "KTEST RESULT passed=$passed failed=$failed"
poweroff -f

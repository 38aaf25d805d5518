#!/usr/bin/env bash
# `make powercut-test`: proves `resume = yes` across power cuts on a real kernel and a
# real ext4 disk. Builds the control socket's client, a clip long enough never to end,
# a disk image (ext4, on virtio-blk, kept from boot to boot) with the clip and the state
# folder, and the guest's initramfs around the installed tree. Then, TRIALS times: boots
# the guest under TCG, which plays the clip with the package's configuration and prints
# mpv's position every half second; waits a random 1-40 s of playback (bash's RANDOM,
# seeded: its seed is printed, and POWERCUT_SEED=N repeats a run); and cuts the power
# with QEMU's monitor `quit` (no sync, no shutdown). The next boot reads the saved file
# first, and play must resume from it within 11 s of the last position seen before the
# cut (the saves come every 10 s). One more boot checks files cut mid-write (truncated,
# empty, garbage): ignored with a line, play from the beginning, exit status 0.
#
#   powercut-test.sh DESTDIR PREFIX TRIALS
set -euo pipefail

destdir=$(cd "$1" && pwd) prefix=$2 trials=$3
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
work=$repository/.build/powercut-test
packages=(linux-image-amd64 qemu-system-x86 busybox-static ffmpeg e2fsprogs gcc libc6-dev)
"$repository/scripts/ensure-debian-packages.sh" "${packages[@]}"
[[ $trials =~ ^[1-9][0-9]*$ ]] || { echo "powercut-test: TRIALS must be a positive number, not '$trials'" >&2; exit 2; }
started=$(date +%s)

. "$here/kernel-modules.sh"
kernel_version=$(newest_kernel virtio_blk ext4) \
  || { echo "powercut-test: no /boot/vmlinuz-* with virtio_blk and ext4 modules" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work/disk-root/media" "$work/disk-root/state"
gcc -O2 -Wall -Wextra -Werror -static -o "$work/control-line" "$here/control-line.c"
# The clip: testsrc2 at 320x180, 10 frames a second, MPEG-4 (as the service test's,
# small enough for TCG to decode), 40 s for each trial and two minutes more, so that
# playback never reaches the end, which would forget the position.
clip_seconds=$((trials * 40 + 120))
ffmpeg -hide_banner -loglevel error -y -f lavfi -i testsrc2=size=320x180:rate=10 -t "$clip_seconds" \
  -c:v mpeg4 -q:v 8 -an "$work/disk-root/media/clip.mp4"
disk_mb=$(( $(du -sm "$work/disk-root" | cut -f1) + 64 ))
mke2fs -q -t ext4 -L powercut -d "$work/disk-root" "$work/disk.img" "${disk_mb}M"
rm -rf "$work/disk-root"
bash "$here/build-powercut-initramfs.sh" "$kernel_version" "$destdir" "$prefix" "$work/control-line" "$work/initramfs.cpio"
built=$(date +%s)

seed=${POWERCUT_SEED:-$(( $(date +%s) % 32768 ))}
RANDOM=$seed
echo "powercut-test: $trials trials, seed $seed (POWERCUT_SEED=$seed repeats the cut moments)"
passed=0 failed=0
pass() { echo "powercut-test: PASS $*"; passed=$((passed + 1)); }
fail() { echo "powercut-test: FAIL $*"; failed=$((failed + 1)); }

# tenths SECONDS: SECONDS to a tenth, the step of the clip's 10 frames a second.
tenths() { awk -v s="$1" 'BEGIN { printf "%.1f", s }'; }
# now: seconds since the epoch, with microseconds.
now() { echo "$EPOCHREALTIME"; }
# seconds_since T: how long ago T (from now) was, in whole seconds.
seconds_since() { awk -v then="$1" -v now="$EPOCHREALTIME" 'BEGIN { printf "%d", now - then }'; }

# boot NUMBER [last]: starts the guest (serial console to WORK/boot-NUMBER.log, monitor
# on WORK/monitor.in/.out), `powercut.last` on its command line for the last boot.
boot() {
  log=$work/boot-$1.log
  rm -f "$work/monitor.in" "$work/monitor.out"
  mkfifo "$work/monitor.in" "$work/monitor.out"
  : > "$log"
  timeout --kill-after=10 900 \
    qemu-system-x86_64 -accel tcg -cpu max -smp 2 -m 1024 -display none -vga none \
      -drive "file=$work/disk.img,format=raw,if=virtio,cache=writeback" \
      -serial "file:$log" -monitor "pipe:$work/monitor" -parallel none \
      -no-reboot -machine pc -nic none \
      -kernel "/boot/vmlinuz-$kernel_version" -initrd "$work/initramfs.cpio" \
      -append "console=ttyS0 panic=-1 quiet loglevel=3 rdinit=/init${2:+ powercut.$2}" \
      </dev/null >"$work/qemu-$1.out" 2>&1 &
  qemu=$!
  # What the monitor says is read and dropped, so that QEMU never blocks on it.
  cat "$work/monitor.out" > /dev/null &
  drain=$!
  exec {monitor}<>"$work/monitor.in"
}

# finish: waits for QEMU to exit; its status in qemu_status.
finish() {
  qemu_status=0
  wait "$qemu" || qemu_status=$?
  exec {monitor}>&-
  kill "$drain" 2>/dev/null || true
  wait "$drain" 2>/dev/null || true
}

# wait_line PATTERN SECONDS: the first line of the boot's log matching PATTERN (grep -E)
# in `line`; false when QEMU exited or SECONDS passed first.
wait_line() {
  local deadline=$((SECONDS + $2))
  until line=$(grep -a -m1 -E "$1" "$log"); do
    kill -0 "$qemu" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}

# cut: the power cut: QEMU's monitor `quit` (no guest sync, no shutdown).
cut() {
  echo quit >&"$monitor"
  finish
}

# resumed_of BOOT_LOG: the position play started at on that boot, and the file's state;
# sets saved (the SAVED line's text), resumed, resuming (play's own resume line).
resumed_of() {
  saved=$(sed -n 's/^POWERCUT SAVED //p' "$1" | tr -d '\r' | head -1)
  resumed=$(sed -n 's/^POWERCUT RESUMED \([0-9.]*\).*/\1/p' "$1" | head -1)
  # No line at all when there was no file to resume from (a cut before the first save).
  resuming=$({ grep -a -m1 '^POWERCUT LOG touchmpv: ' "$1" || true; } | tr -d '\r' | sed 's/^POWERCUT LOG //')
}

# judge TRIAL CUT_POSITION: the boot after a cut resumed within 11 s of CUT_POSITION, from
# a file that parsed (play said it resumes, or there was no file yet: the cut came before
# the first save, 10 s into playback).
judge() {
  local trial=$1 at_cut=$2 difference
  resumed_of "$log"
  if [ -z "$resumed" ]; then
    fail "trial $trial: the next boot did not play (see $log)"
    return
  fi
  difference=$(awk -v a="$at_cut" -v b="$resumed" 'BEGIN { printf "%.1f", a - b }')
  echo "powercut-test: trial $trial: cut at $(tenths "$at_cut") s, resumed at $(tenths "$resumed") s, difference $difference s (saved: $saved; ${resuming:-play said nothing of resuming})"
  if [[ $resuming == "touchmpv: not resuming"* ]]; then
    fail "trial $trial: the file after the cut was not believed: $resuming"
  elif [ "$saved" != none ] && [[ $resuming != "touchmpv: resuming "* ]]; then
    fail "trial $trial: there is a saved file ($saved) but play did not resume: '$resuming'"
  elif awk -v d="$difference" 'BEGIN { exit !(d <= 11 && d >= -11) }'; then
    pass "trial $trial: within 11 s"
  else
    fail "trial $trial: $difference s from the position at the cut"
  fi
}

# The boots: each but the last is cut at a random moment of playback and judged by the
# next one.
trial=0
at_cut=
while [ "$trial" -le "$trials" ]; do
  boot_started=$(now)
  if [ "$trial" -lt "$trials" ]; then boot "$trial"; else boot "$trial" last; fi
  if ! wait_line '^POWERCUT RESUMED ' 600; then
    fail "boot $trial: play did not start (see $log)"
    kill "$qemu" 2>/dev/null
    finish
    break
  fi
  [ "$trial" -gt 0 ] && judge "$trial" "$at_cut"
  [ "$trial" -lt "$trials" ] || break
  trial=$((trial + 1))
  delay_tenths=$((10 + RANDOM % 391))
  sleep "$((delay_tenths / 10)).$((delay_tenths % 10))"
  cut
  at_cut=$(sed -n 's/^POWERCUT POSITION \([0-9][0-9.]*\)\r\{0,1\}$/\1/p' "$log" | tail -1)
  if [ -z "$at_cut" ]; then
    # Cut before the first position line: play started where it resumed.
    resumed_of "$log"
    at_cut=$resumed
  fi
  echo "powercut-test: trial $trial: power cut after $((delay_tenths / 10)).$((delay_tenths % 10)) s of playback at $(tenths "$at_cut") s (boot and playback $(seconds_since "$boot_started") s)"
done

# The last boot's checks of files cut mid-write, then its own power-off.
if [ "$trial" = "$trials" ] && kill -0 "$qemu" 2>/dev/null; then
  wait_line '^KTEST RESULT ' 600 || true
  finish
  grep -a '^KTEST ' "$log" | tr -d '\r'
  vm_passed=$(grep -a -c '^KTEST PASS' "$log" || true) vm_failed=$(grep -a -c '^KTEST FAIL' "$log" || true)
  passed=$((passed + vm_passed)) failed=$((failed + vm_failed))
  # Two checks of each of the three files: the line and the start, the exit status.
  if ! grep -a -q "^KTEST RESULT passed=$vm_passed failed=$vm_failed" "$log" || [ "$((vm_passed + vm_failed))" != 6 ]; then
    fail "the last boot's checks of cut files did not all run (see $log)"
  fi
  [ "$qemu_status" = 0 ] || fail "the last boot: qemu exited $qemu_status (see $log)"
fi
guest_failures=$(cat "$work"/boot-*.log | grep -a -c '^POWERCUT FAIL' || true)
failed=$((failed + guest_failures))
echo "powercut-test: $(( built - started ))s to build the guest, $(( $(date +%s) - built ))s for the boots (package installs and the build not counted)"
echo "powercut-test: $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]

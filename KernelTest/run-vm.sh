#!/usr/bin/env bash
# Boots the kernel-test VM (QEMU, TCG) with a bochs DRM/KMS display and judges its
# output: exits 0 only when every check of vm-tests.sh ran to its end (a `KTEST DONE`
# line of each, by name), the VM's result line reports no failed check and agrees with
# the PASS and FAIL lines it printed, every screenshot's pixel check passed, QEMU exited
# 0 (the VM powered itself off), and all before the timeout.
#
#   run-vm.sh KERNEL INITRAMFS WORK [TIMEOUT_SECONDS]
#
# WORK holds the clip's cell means (clip.cells) and screen-compare, and receives the
# serial log (serial.log), the host's own result lines (host.log) and the screenshots
# (screenshots/NN-NAME.png). The serial console is ttyS0. When the VM prints
# `KTEST SCREENSHOT NAME`, this takes the picture through QMP's screendump, runs the
# pixel check for NAME (screen-checks.sh) and answers `shot NAME` on the VM's ttyS1.
# $KTEST_CHECKS (e.g. "check_unplug,check_grab") runs only those checks of vm-tests.sh,
# for a developer's quicker run; under CI (CI=true) it is refused, so that no setting of
# the environment can narrow what CI proves.
set -uo pipefail

kernel=$1 initramfs=$2 work=$3 timeout_seconds=${4:-900}
here=$(cd "$(dirname "$0")" && pwd)
if [ -n "${KTEST_CHECKS:-}" ] && [ "${CI:-}" = true ]; then
  echo "run-vm: KTEST_CHECKS=$KTEST_CHECKS would narrow the checks; CI runs them all" >&2
  exit 2
fi
# Every check the VM must report done: the check_* functions of vm-tests.sh, or the
# ones KTEST_CHECKS names.
required=${KTEST_CHECKS:-$(sed -n 's/^\(check_[a-z_0-9]*\)() {$/\1/p' "$here/vm-tests.sh" | tr '\n' ',')}
log=$work/serial.log
host_log=$work/host.log
shots=$work/screenshots
rm -rf "$shots" "$work"/qmp.* "$work"/ack.*
mkdir -p "$shots"
: > "$host_log"
# QEMU's pipe character devices: it reads NAME.in and writes NAME.out.
mkfifo "$work/qmp.in" "$work/qmp.out" "$work/ack.in" "$work/ack.out"

pass() { echo "KTEST PASS $*" | tee -a "$host_log"; }
fail() { echo "KTEST FAIL $*" | tee -a "$host_log"; }
note() { echo "KTEST NOTE $*" | tee -a "$host_log"; }
. "$here/screen-checks.sh"
screenshot_answers=$work/ack.in
. "$here/screendump-host.sh"

# Reads the serial console: keeps it in the log, shows the KTEST lines, serves screenshots.
console() {
  local line
  while IFS= read -r line; do
    line=${line%$'\r'}
    printf '%s\n' "$line" >> "$log"
    case $line in
      ("KTEST SCREENSHOT "*) screenshot "${line#KTEST SCREENSHOT }" ;;
      (KTEST*) printf '%s\n' "$line" ;;
    esac
  done
}

echo "run-vm: booting $(basename "$kernel") under TCG (timeout ${timeout_seconds}s), serial log: $log"
: > "$log"
started=$(date +%s)
# What the VM writes to ttyS1 is read and dropped, so that QEMU never blocks on it.
cat "$work/ack.out" > /dev/null &
drain=$!
# A 1280x720 display (the EDID's preferred mode): the clip's shape, so a picture that
# fills the screen puts each part of the clip where the pixel checks look for it.
timeout --kill-after=10 "$timeout_seconds" \
  qemu-system-x86_64 -accel tcg -cpu max -smp 2 -m 1536 \
    -display none -vga none -device VGA,edid=on,xres=1280,yres=720 \
    -serial stdio -serial "pipe:$work/ack" -monitor none -parallel none \
    -chardev "pipe,id=qmp,path=$work/qmp" -mon chardev=qmp,mode=control \
    -no-reboot -machine pc -nic none \
    -kernel "$kernel" -initrd "$initramfs" \
    -append "console=ttyS0 panic=-1 quiet loglevel=3 rdinit=/init${KTEST_CHECKS:+ ktest.checks=$KTEST_CHECKS}" \
    </dev/null 2>&1 | console
status=${PIPESTATUS[0]}
elapsed=$(( $(date +%s) - started ))
kill "$drain" 2>/dev/null

echo "run-vm: the VM ran ${elapsed}s; screenshots in $shots"
bash "$here/verdict.sh" "$log" "$host_log" "$status" "$timeout_seconds" "$required"

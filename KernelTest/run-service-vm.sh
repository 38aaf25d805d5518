#!/usr/bin/env bash
# Boots the service test's guest (QEMU, TCG): the kernel with the boot initramfs, the
# disk image on virtio-blk, a 1280x720 DRM display, no network. ARCH amd64 (the
# default) is a PC with the bochs display; ARCH=arm64 is the aarch64 board, `virt`
# with two Cortex-A72s ($BOARD_CPU: cortex-a76 for the 16K-page kernel, which the A72
# cannot run) and a virtio-gpu display. The console (the kernel, systemd, the getty)
# goes to WORK/console.log; the checks write their result lines to a second console
# (ttyS1 on the PC, the virtio console hvc0 on the board) on QEMU's standard output,
# which this shows and keeps in WORK/results.log, serving the checks' screenshots
# (screendump-host.sh, answered on the same console through QEMU's standard input);
# then it judges with verdict.sh: every check_* function of service-checks.sh (and on
# the board, of board-checks.sh) ran to its end, none failed (the screenshots' pixel checks included), and the guest powered
# itself off before the timeout.
#
#   run-service-vm.sh KERNEL INITRAMFS IMAGE WORK [TIMEOUT_SECONDS]
set -uo pipefail

kernel=$1 initramfs=$2 image=$3 work=$4 timeout_seconds=${5:-900} arch=${ARCH:-amd64}
here=$(cd "$(dirname "$0")" && pwd)
checks=("$here/service-checks.sh")
[ "$arch" = amd64 ] || checks+=("$here/board-checks.sh")
required=$(sed -n 's/^\(check_[a-z_0-9]*\)() {$/\1/p' "${checks[@]}" | tr '\n' ',')
console=$work/console.log results=$work/results.log host_log=$work/host.log shots=$work/screenshots
: > "$results"
: > "$host_log"
rm -rf "$shots" "$work"/qmp.* "$work/answers"
mkdir -p "$shots"
# QEMU's pipe character device for QMP: it reads qmp.in and writes qmp.out.
mkfifo "$work/qmp.in" "$work/qmp.out" "$work/answers"

pass() { echo "KTEST PASS $*" | tee -a "$host_log"; }
fail() { echo "KTEST FAIL $*" | tee -a "$host_log"; }
note() { echo "KTEST NOTE $*" | tee -a "$host_log"; }
. "$here/screen-checks.sh"
screenshot_answers=$work/answers
. "$here/screendump-host.sh"

# The result lines: kept, the KTEST ones shown as they come, screenshots served.
results() {
  local line
  while IFS= read -r line; do
    line=${line%$'\r'}
    printf '%s\n' "$line" >> "$results"
    case $line in
      # NAME [AFTER]: two words.
      # shellcheck disable=SC2086
      ("KTEST SCREENSHOT "*) screenshot ${line#KTEST SCREENSHOT } ;;
      (KTEST*) printf '%s\n' "$line" ;;
    esac
  done
}

case $arch in
  (amd64)
    machine=(qemu-system-x86_64 -machine pc -cpu max -m 1536 -vga none -device VGA,edid=on,xres=1280,yres=720
      -drive "file=$image,format=raw,if=virtio,cache=unsafe"
      -serial "file:$console" -chardev stdio,id=results,signal=off -serial chardev:results)
    console_device=ttyS0 ;;
  (arm64)
    machine=(qemu-system-aarch64 -machine virt -cpu "${BOARD_CPU:-cortex-a72}" -m 2048
      -device virtio-gpu-pci,edid=on,xres=1280,yres=720 -device virtio-keyboard-pci
      -drive "file=$image,format=raw,if=none,id=disk,cache=unsafe" -device virtio-blk-pci,drive=disk
      -serial "file:$console" -device virtio-serial-pci -chardev stdio,id=results,signal=off
      -device virtconsole,chardev=results)
    console_device=ttyAMA0 ;;
  (*) echo "run-service-vm: no machine for ARCH=$arch" >&2; exit 2 ;;
esac

echo "run-service-vm: booting $(basename "$kernel") ($arch) with systemd under TCG (timeout ${timeout_seconds}s), console log: $console"
# The answers' FIFO is held open here, so that QEMU's standard input never ends.
exec {answers_held}<>"$work/answers"
started=$(date +%s)
timeout --kill-after=10 "$timeout_seconds" \
  "${machine[@]}" -accel tcg -smp 2 -display none -monitor none -parallel none \
    -chardev "pipe,id=qmp,path=$work/qmp" -mon chardev=qmp,mode=control \
    -no-reboot -nic none \
    -kernel "$kernel" -initrd "$initramfs" \
    -append "console=$console_device panic=-1 loglevel=4 rdinit=/init systemd.show_status=auto" \
    <"$work/answers" 2>&1 | results
status=${PIPESTATUS[0]}
exec {answers_held}<&-
echo "run-service-vm: the guest ran $(( $(date +%s) - started ))s; screenshots in $shots"
bash "$here/verdict.sh" "$results" "$host_log" "$status" "$timeout_seconds" "$required" "service-test ($arch)"

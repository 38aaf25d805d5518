#!/usr/bin/env bash
# Boots the service test's guest (QEMU, TCG): the kernel with the boot initramfs, the
# disk image on virtio-blk, a 1280x720 bochs display, no network. The console (ttyS0:
# the kernel, systemd, the getty) goes to WORK/console.log; the checks write their
# result lines to ttyS1, which this shows and keeps in WORK/results.log, then judges
# with verdict.sh: every check_* function of service-checks.sh ran to its end, none
# failed, and the guest powered itself off before the timeout.
#
#   run-service-vm.sh KERNEL INITRAMFS IMAGE WORK [TIMEOUT_SECONDS]
set -uo pipefail

kernel=$1 initramfs=$2 image=$3 work=$4 timeout_seconds=${5:-900}
here=$(cd "$(dirname "$0")" && pwd)
required=$(sed -n 's/^\(check_[a-z_0-9]*\)() {$/\1/p' "$here/service-checks.sh" | tr '\n' ',')
console=$work/console.log results=$work/results.log
: > "$results"
: > "$work/host.log"

# The result lines: kept, and the KTEST ones shown as they come.
results() {
  local line
  while IFS= read -r line; do
    line=${line%$'\r'}
    printf '%s\n' "$line" >> "$results"
    case $line in (KTEST*) printf '%s\n' "$line" ;; esac
  done
}

echo "run-service-vm: booting $(basename "$kernel") with systemd under TCG (timeout ${timeout_seconds}s), console log: $console"
started=$(date +%s)
timeout --kill-after=10 "$timeout_seconds" \
  qemu-system-x86_64 -accel tcg -cpu max -smp 2 -m 1536 \
    -display none -vga none -device VGA,edid=on,xres=1280,yres=720 \
    -drive "file=$image,format=raw,if=virtio,cache=unsafe" \
    -serial "file:$console" -serial stdio -monitor none -parallel none \
    -no-reboot -machine pc -nic none \
    -kernel "$kernel" -initrd "$initramfs" \
    -append "console=ttyS0 panic=-1 loglevel=4 rdinit=/init systemd.show_status=auto" \
    </dev/null 2>&1 | results
status=${PIPESTATUS[0]}
echo "run-service-vm: the guest ran $(( $(date +%s) - started ))s"
bash "$here/verdict.sh" "$results" "$work/host.log" "$status" "$timeout_seconds" "$required" service-test

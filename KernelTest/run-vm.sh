#!/usr/bin/env bash
# Boots the kernel-test VM (QEMU, TCG, serial console) and judges its output: exits 0
# only when the VM reported its result line with no failed check, before the timeout.
#
#   run-vm.sh KERNEL INITRAMFS LOG [TIMEOUT_SECONDS]
#
# $KTEST_CHECKS (e.g. "check_unplug,check_grab") runs only those checks of vm-tests.sh.
set -uo pipefail

kernel=$1 initramfs=$2 log=$3 timeout_seconds=${4:-420}

echo "run-vm: booting $(basename "$kernel") under TCG (timeout ${timeout_seconds}s), serial log: $log"
started=$(date +%s)
timeout --kill-after=10 "$timeout_seconds" \
  qemu-system-x86_64 -accel tcg -cpu max -smp 2 -m 1536 \
    -nographic -no-reboot -machine pc -nic none \
    -kernel "$kernel" -initrd "$initramfs" \
    -append "console=ttyS0 panic=-1 quiet loglevel=3 rdinit=/init${KTEST_CHECKS:+ ktest.checks=$KTEST_CHECKS}" \
    </dev/null 2>&1 | tr -d '\r' | tee "$log" | grep --line-buffered '^KTEST'
status=${PIPESTATUS[0]}
elapsed=$(( $(date +%s) - started ))

passed=$(grep -c '^KTEST PASS' "$log")
failed=$(grep -c '^KTEST FAIL' "$log")
echo "run-vm: the VM ran ${elapsed}s"
if [ "$status" = 124 ] || [ "$status" = 137 ]; then
  echo "run-vm: timed out after ${timeout_seconds}s (see $log)"
  failed=$((failed + 1))
elif ! grep -q '^KTEST RESULT' "$log"; then
  echo "run-vm: the VM stopped without reporting a result (qemu exit $status; see $log)"
  failed=$((failed + 1))
fi
echo "kernel-test: $passed passed, $failed failed"
[ "$failed" = 0 ] && [ "$passed" -gt 0 ]

#!/usr/bin/env bash
# The kernel test's verdict, from what the VM printed (run-vm.sh calls it; the tests
# feed it made-up logs): exits 0 only when every required check ran to its end (a
# `KTEST DONE NAME` line of each), the VM's `KTEST RESULT passed=N failed=M` line is
# there with M = 0 and N equal to the PASS lines it printed, no `KTEST FAIL` line was
# printed by the VM or the host (the pixel checks), at least one check passed, and QEMU
# exited 0 (the VM powered itself off) before the timeout.
#
#   verdict.sh SERIAL_LOG HOST_LOG QEMU_STATUS TIMEOUT_SECONDS REQUIRED_CHECKS [NAME]
#
# REQUIRED_CHECKS is a comma-separated list of check names; NAME (kernel-test unless
# given; the service test passes its own) starts the lines it prints.
set -uo pipefail

log=$1 host_log=$2 status=$3 timeout_seconds=$4 required=$5 name=${6:-kernel-test}
passed=$(cat "$log" "$host_log" | grep -c '^KTEST PASS')
failed=$(cat "$log" "$host_log" | grep -c '^KTEST FAIL')
verdict_failed() { echo "$name: $*"; failed=$((failed + 1)); }

if [ "$status" = 124 ] || [ "$status" = 137 ]; then
  verdict_failed "timed out after ${timeout_seconds}s (see $log)"
elif [ "$status" != 0 ]; then
  verdict_failed "qemu exited $status (see $log)"
fi
result=$(grep -m1 '^KTEST RESULT ' "$log")
if [[ $result =~ ^KTEST\ RESULT\ passed=([0-9]+)\ failed=([0-9]+)$ ]]; then
  vm_passed=${BASH_REMATCH[1]} vm_failed=${BASH_REMATCH[2]}
  [ "$vm_failed" = 0 ] || verdict_failed "the VM reports $vm_failed failed checks"
  vm_lines=$(grep -c '^KTEST PASS' "$log")
  [ "$vm_passed" = "$vm_lines" ] || verdict_failed "the VM reports $vm_passed passed but printed $vm_lines PASS lines"
else
  verdict_failed "the VM stopped without reporting a result (see $log)"
fi
[ -n "$required" ] || verdict_failed "no check was required"
for check in ${required//,/ }; do
  grep -qx "KTEST DONE $check" "$log" || verdict_failed "$check did not run to its end"
done
[ "$passed" -gt 0 ] || verdict_failed "no check passed"
echo "$name: $passed passed, $failed failed"
[ "$failed" = 0 ]

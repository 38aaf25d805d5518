#!/bin/sh
# The checks that run inside the kernel-test VM (busybox sh). Each check prints
# `KTEST PASS name: detail` or `KTEST FAIL name: detail`; the last line is
# `KTEST RESULT passed=N failed=M`.
fixtures=/ktest/fixtures
passed=0
failed=0

pass() { echo "KTEST PASS $*"; passed=$((passed + 1)); }
fail() { echo "KTEST FAIL $*"; failed=$((failed + 1)); }
note() { echo "KTEST NOTE $*"; }

# Starts uinput-replay on a recording (arguments as for uinput-replay); it answers on
# fd 4 to commands written to fd 3. Sets helper_node to the device's /dev/input/eventN.
helper_start() {
  rm -f /tmp/helper.in /tmp/helper.out
  mkfifo /tmp/helper.in /tmp/helper.out
  uinput-replay "$@" </tmp/helper.in >/tmp/helper.out 2>/tmp/helper.err &
  helper_pid=$!
  exec 3>/tmp/helper.in 4</tmp/helper.out
  helper_node=
  read -r word helper_node rest <&4 && [ "$word" = created ]
}

# Sends one command to the helper and waits for its answer; fails unless it is `ok…`.
helper() {
  echo "$*" >&3
  helper_reply=
  read -r helper_reply <&4
  case $helper_reply in (ok*) return 0 ;; (*) return 1 ;; esac
}

helper_stop() {
  echo quit >&3 2>/dev/null
  exec 3>&- 4<&-
  wait "$helper_pid"
}

# The uinput-replay arguments for a recording file.
recording_arguments() {
  case $1 in
    (*.events) echo "--desc ${1%.2-fingers-touch-release.events}.desc $1" ;;
    (*) echo "$1" ;;
  esac
}

recordings() {
  ls "$fixtures"/*.evemu "$fixtures"/*.events
}

# The infrastructure itself: every recording becomes a real device whose events a reader
# of /dev/input/eventN receives.
check_devices_replay() {
  for recording in $(recordings); do
    name=$(basename "$recording")
    if ! helper_start $(recording_arguments "$recording"); then
      fail "replay $name: helper did not create the device: $(cat /tmp/helper.err)"
      continue
    fi
    if ! grep -q "Handlers=.*${helper_node#/dev/input/}" /proc/bus/input/devices; then
      fail "replay $name: $helper_node not in /proc/bus/input/devices"
    fi
    cat "$helper_node" > /tmp/raw &
    reader=$!
    start=$(cut -d' ' -f1 /proc/uptime)
    if helper play 2; then
      sleep 1
      kill "$reader"
      wait "$reader" 2>/dev/null
      records=$(( $(wc -c < /tmp/raw) / 24 ))
      if [ "$records" -gt 0 ]; then
        pass "replay $name: $helper_node got $records events ($helper_reply) from $start s"
      else
        fail "replay $name: $helper_node got no events"
      fi
    else
      kill "$reader"
      fail "replay $name: $helper_reply"
    fi
    helper_stop
  done
}

echo "KTEST NOTE input devices before the tests:"
grep -E '^(N|H):' /proc/bus/input/devices | sed 's/^/KTEST NOTE   /'
check_devices_replay

echo "KTEST RESULT passed=$passed failed=$failed"

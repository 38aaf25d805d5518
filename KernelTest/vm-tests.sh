#!/bin/sh
# The checks that run inside the kernel-test VM (busybox sh), numbered as in issue 8.
# Each prints `KTEST PASS name: detail` or `KTEST FAIL name: detail`; the last line is
# `KTEST RESULT passed=N failed=M`.
fixtures=/ktest/fixtures
passed=0
failed=0

pass() { echo "KTEST PASS $*"; passed=$((passed + 1)); }
fail() { echo "KTEST FAIL $*"; failed=$((failed + 1)); }
note() { echo "KTEST NOTE $*"; }
show() { sed "s/^/KTEST NOTE   /" "$@"; }
uptime_s() { cut -d' ' -f1 /proc/uptime; }

# --- the replay helper -------------------------------------------------------------
# helper_start ARGS: starts uinput-replay (ARGS as for it) as helper number 1, or
# helper2_start for a second one at the same time. The helper answers on fd 4 (fd 6)
# the commands written to fd 3 (fd 5). Sets helper_node (helper2_node).
helper_start() {
  rm -f /tmp/helper.in /tmp/helper.out
  mkfifo /tmp/helper.in /tmp/helper.out
  uinput-replay "$@" </tmp/helper.in >/tmp/helper.out 2>/tmp/helper.err &
  helper_pid=$!
  exec 3>/tmp/helper.in 4</tmp/helper.out
  helper_node=
  read -r word helper_node rest <&4 && [ "$word" = created ]
}
helper2_start() {
  rm -f /tmp/helper2.in /tmp/helper2.out
  mkfifo /tmp/helper2.in /tmp/helper2.out
  uinput-replay "$@" </tmp/helper2.in >/tmp/helper2.out 2>/tmp/helper2.err &
  helper2_pid=$!
  exec 5>/tmp/helper2.in 6</tmp/helper2.out
  helper2_node=
  read -r word helper2_node rest <&6 && [ "$word" = created ]
}

# helper COMMAND...: sends one command, waits for the answer; true when it is `ok…`.
helper() {
  echo "$*" >&3
  helper_reply=
  read -r helper_reply <&4
  case $helper_reply in (ok*) return 0 ;; (*) note "helper: $* -> $helper_reply"; return 1 ;; esac
}

helper_stop() {
  echo quit >&3 2>/dev/null
  exec 3>&- 4<&-
  wait "$helper_pid"
}
helper2_stop() {
  echo quit >&5 2>/dev/null
  exec 5>&- 6<&-
  wait "$helper2_pid"
}

# One finger as protocol-B events: touch SLOT ID X Y (down or move), lift SLOT.
touch_frame() { helper frame 3 47 "$1" 3 57 "$2" 3 53 "$3" 3 54 "$4" 1 330 1; }
lift_frame() { helper frame 3 47 "$1" 3 57 -1 1 330 "${2:-0}"; }

# uinput-replay's arguments for a recording file (a header-less .events takes its .desc).
recording_arguments() {
  case $1 in
    (*.events) echo "--desc ${1%%.*}.desc $1" ;;
    (*) echo "$1" ;;
  esac
}
recordings() { ls "$fixtures"/*.evemu "$fixtures"/*.events; }

# --- touchmpv record ---------------------------------------------------------------
# record_start OUT ARGS...: runs `touchmpv record ARGS -o OUT` in the background and
# waits until it has opened its input (its header is written); sets record_pid.
record_start() {
  out=$1
  shift
  rm -f "$out"
  touchmpv record "$@" -o "$out" 2>"$out.err" &
  record_pid=$!
  waited=0
  until grep -q '^screen' "$out" 2>/dev/null; do
    if ! kill -0 "$record_pid" 2>/dev/null || [ "$waited" -ge 300 ]; then
      note "record $* did not start: $(cat "$out.err")"
      return 1
    fi
    sleep 0.1
    waited=$((waited + 1))
  done
}

# record_stop: SIGINT, as Ctrl-C; true when record exited 0.
record_stop() {
  kill -INT "$record_pid" 2>/dev/null
  wait "$record_pid"
}

# A .touch script as comparable lines: `down ID X Y`, `move ID X Y`, `up ID`,
# `cancel ID` (a per-finger cancel), `cancel` (all), without times and comments.
touch_lines() {
  awk '/^@/ {
         if ($2 == "up" && $0 ~ /# cancelled/) { print "cancel", $3 }
         else { line = $2; for (i = 3; i <= NF && $i != "#"; i++) line = line " " $i; print line }
       }' "$1"
}

# compare_touches A B: true when both have the same lines in the same order, with the
# same verb and id and positions within one point; otherwise prints the first difference.
compare_touches() {
  awk 'NR == FNR { a[NR] = $0; n = NR; next }
       {
         m = FNR
         split(a[FNR], x, " ")
         dx = x[3] - $3
         dy = x[4] - $4
         if (x[1] != $1 || x[2] != $2 || (NF > 2 && (dx * dx > 1 || dy * dy > 1))) {
           printf "line %d: device \"%s\", file \"%s\"\n", FNR, a[FNR], $0
           bad = 1
           exit 1
         }
       }
       END {
         if (!bad && m != n) { printf "device has %d lines, file %d\n", n, m; exit 1 }
       }' "$1" "$2"
}

# --- 1. every recording: the device gives the touches the file gives ---------------
check_recordings() {
  for recording in $(recordings); do
    name=$(basename "$recording")
    started=$(uptime_s)
    arguments=$(recording_arguments "$recording")
    desc=${arguments#--desc }
    desc=${desc%% *}
    [ "$desc" = "$arguments" ] && desc=$recording
    # The file, through the same decoder: its events as raw records, header from the file.
    uinput-replay --raw /tmp/file.raw $arguments 2>/tmp/raw.err \
      && touchmpv record --touch /tmp/file.raw --desc "$desc" -o /tmp/file.touch 2>/tmp/file.err
    if [ $? != 0 ]; then
      fail "1 recording $name: reading the file: $(cat /tmp/raw.err /tmp/file.err)"
      continue
    fi
    if ! helper_start $arguments; then
      fail "1 recording $name: no device: $(cat /tmp/helper.err)"
      continue
    fi
    if record_start /tmp/device.touch --touch "$helper_node"; then
      helper play 1
      sleep 0.5
      record_stop || note "record on $helper_node exited non-zero: $(cat /tmp/device.touch.err)"
      touch_lines /tmp/device.touch > /tmp/device.lines
      touch_lines /tmp/file.touch > /tmp/file.lines
      touches=$(grep -c '^down' /tmp/device.lines)
      if [ "$touches" -gt 0 ] && difference=$(compare_touches /tmp/device.lines /tmp/file.lines); then
        pass "1 recording $name: $helper_node gave the file's $touches touches, $(wc -l < /tmp/device.lines) touch updates, positions within a point (from $started s)"
      else
        fail "1 recording $name: $helper_node ($touches touches) differs from the file: $difference"
        diff /tmp/device.lines /tmp/file.lines | head -20 | show
      fi
    else
      fail "1 recording $name: record did not start on $helper_node"
    fi
    helper_stop
  done
}

# --- 2. devices lists the replayed devices; auto picks the touchscreen --------------
check_devices_and_auto() {
  # Only the keyboard: auto must refuse it.
  if touchmpv record --touch auto -o /tmp/auto.touch 2>/tmp/auto.err; then
    fail "2 auto: accepted a machine with only a keyboard"
  else
    pass "2 auto with only the keyboard: refused ($(head -1 /tmp/auto.err))"
  fi
  # The protocol-A panel (not DIRECT) first, so it gets the lower event number.
  helper2_start --desc "$fixtures/ntrig-protocolA.desc" "$fixtures/ntrig-protocolA.2-fingers-touch-release.events" \
    || { fail "2 devices: no N-Trig device: $(cat /tmp/helper2.err)"; return; }
  if record_start /tmp/auto.touch --touch auto && record_stop; then
    if grep -q "from $helper2_node\$" /tmp/auto.touch; then
      pass "2 auto with a keyboard and a non-DIRECT panel: picked $helper2_node (N-Trig)"
    else
      fail "2 auto with a keyboard and a non-DIRECT panel: $(head -1 /tmp/auto.touch), N-Trig is $helper2_node"
    fi
  else
    fail "2 auto with a keyboard and a non-DIRECT panel: record failed"
  fi
  helper_start "$fixtures/atmel-maxtouch.4-finger-drag-down.evemu" \
    || { fail "2 devices: no Atmel device: $(cat /tmp/helper.err)"; helper2_stop; return; }
  touchmpv devices > /tmp/devices.txt 2>&1
  show /tmp/devices.txt
  atmel=$(grep -A1 "^$helper_node " /tmp/devices.txt | tr '\n' ' ')
  ntrig=$(grep -A1 "^$helper2_node " /tmp/devices.txt | tr '\n' ' ')
  first=$(grep -m1 '^/dev/input' /tmp/devices.txt | cut -d' ' -f1)
  case $atmel in
    (*touchscreen*'"Atmel maXTouch Touchscreen"'*'protocol B, 10 slots'*'x 0...799, y 0...479'*DIRECT*)
      pass "2 devices: $atmel" ;;
    (*) fail "2 devices: the Atmel entry is '$atmel'" ;;
  esac
  case $ntrig in
    (*'"N-Trig MultiTouch"'*'protocol A'*'x 0...9600, y 0...7200'*'not DIRECT'*)
      pass "2 devices: $ntrig" ;;
    (*) fail "2 devices: the N-Trig entry is '$ntrig'" ;;
  esac
  if [ "$first" = "$helper_node" ]; then
    pass "2 devices: the touchscreen is listed first"
  else
    fail "2 devices: first listed is $first, the touchscreen is $helper_node"
  fi
  if grep -q '"AT Translated Set 2 keyboard"' /tmp/devices.txt; then
    pass "2 devices: the VM's keyboard is listed by name too"
  else
    fail "2 devices: the VM's keyboard is not listed by name"
  fi
  if record_start /tmp/auto.touch --touch auto; then
    helper play 0
    sleep 0.5
    record_stop
    if grep -q "from $helper_node\$" /tmp/auto.touch && [ "$(grep -c ' down ' /tmp/auto.touch)" = 4 ]; then
      pass "2 auto: picked the DIRECT touchscreen $helper_node over the keyboard and the N-Trig, read its 4 fingers"
    else
      fail "2 auto: $(head -1 /tmp/auto.touch), $(grep -c ' down ' /tmp/auto.touch) downs; Atmel is $helper_node"
    fi
  else
    fail "2 auto: record --touch auto failed"
  fi
  helper_stop
  helper2_stop
}

# --- 3. a real SYN_DROPPED -----------------------------------------------------------
check_syn_dropped() {
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "3 SYN_DROPPED: no device: $(cat /tmp/helper.err)"; return; }
  record_start /tmp/drop.touch --touch "$helper_node" || { fail "3 SYN_DROPPED: record did not start"; helper_stop; return; }
  # A plain reader beside touchmpv, stopped with it: its bytes show the kernel's SYN_DROPPED.
  cat "$helper_node" > /tmp/drop.raw &
  witness=$!
  sleep 0.2
  touch_frame 0 100 400 240
  touch_frame 1 101 200 240
  sleep 1
  kill -STOP "$record_pid" "$witness"
  helper flood 3000 53 200 204       # finger 2 moves, far more events than the buffer holds
  lift_frame 1 1                     # finger 2 lifts: lost in the overflow
  helper frame 3 47 0 3 53 402
  helper flood 3000 53 402 406       # finger 1 moves on
  kill -CONT "$record_pid" "$witness"
  sleep 1
  lift_frame 0                       # finger 1 lifts normally
  sleep 0.3
  touch_frame 0 102 640 360          # a later tap
  sleep 0.05
  lift_frame 0
  sleep 0.5
  record_stop
  kill "$witness"
  wait "$witness" 2>/dev/null
  helper_stop
  dropped=$(od -A n -t d2 -w24 -v /tmp/drop.raw | awk '$9 == 0 && $10 == 3' | wc -l)
  touch_lines /tmp/drop.touch > /tmp/drop.lines
  grep -v '^move' /tmp/drop.lines | show
  downs=$(grep -c '^down' /tmp/drop.lines)
  ends=$(grep -c -e '^up' -e '^cancel' /tmp/drop.lines)
  [ "$dropped" -ge 1 ] || fail "3 SYN_DROPPED: the kernel sent none (witness read $(($(wc -c < /tmp/drop.raw) / 24)) events)"
  if [ "$downs" = 3 ] && [ "$downs" = "$ends" ]; then
    pass "3 SYN_DROPPED ($dropped from the kernel): 3 touches, each ended, none stuck"
  else
    fail "3 SYN_DROPPED: $downs touches began, $ends ended"
  fi
  if grep -q '^cancel 2$' /tmp/drop.lines && grep -q '^up 1$' /tmp/drop.lines; then
    pass "3 SYN_DROPPED: the finger that vanished in the overflow ended as cancelled, the other lifted normally"
  else
    fail "3 SYN_DROPPED: expected 'cancel 2' and 'up 1'"
  fi
  if tail -2 /tmp/drop.lines | tr '\n' ' ' | grep -q '^down 3 1024 540 up 3 $'; then
    pass "3 SYN_DROPPED: the tap after it was read normally"
  else
    fail "3 SYN_DROPPED: the later tap reads as: $(tail -2 /tmp/drop.lines | tr '\n' ' ')"
  fi
}

# --- 5. EVIOCGRAB ----------------------------------------------------------------------
# second_reader_events: how many events a second reader (cat) of helper_node got while
# the helper replayed its recording.
second_reader_events() {
  cat "$helper_node" > /tmp/second.raw &
  second=$!
  sleep 0.2
  helper play 0
  sleep 0.5
  kill "$second"
  wait "$second" 2>/dev/null
  echo $(($(wc -c < /tmp/second.raw) / 24))
}

check_grab() {
  helper_start "$fixtures/atmel-maxtouch.4-finger-drag-down.evemu" \
    || { fail "5 grab: no device: $(cat /tmp/helper.err)"; return; }
  record_start /tmp/nograb.touch --touch "$helper_node" || { fail "5 grab: record did not start"; helper_stop; return; }
  without=$(second_reader_events)
  record_stop
  record_start /tmp/grab.touch --touch "$helper_node" --grab || { fail "5 grab: record --grab did not start"; helper_stop; return; }
  with=$(second_reader_events)
  record_stop
  after=$(second_reader_events)
  helper_stop
  grabbed_downs=$(grep -c ' down ' /tmp/grab.touch)
  if [ "$without" -gt 0 ] && [ "$with" = 0 ] && [ "$grabbed_downs" = 4 ] && [ "$after" -gt 0 ]; then
    pass "5 grab: a second reader got $without events without the grab, 0 with it (touchmpv read all 4 fingers), $after after touchmpv exited"
  else
    fail "5 grab: second reader got $without without, $with with the grab ($grabbed_downs fingers read by touchmpv), $after after"
  fi
}

note "input devices at the start:"
grep -E '^(N|H):' /proc/bus/input/devices | show
for check in check_recordings check_devices_and_auto check_syn_dropped check_grab; do
  note "$check from $(uptime_s) s"
  $check
done
echo "KTEST RESULT passed=$passed failed=$failed"

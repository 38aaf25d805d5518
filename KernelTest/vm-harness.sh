#!/bin/sh
# Plumbing for the kernel-test checks (sourced by vm-tests.sh inside the VM): result
# lines, the uinput-replay helper driven over FIFOs, touchmpv record and play in the
# background, and the .touch / trace lines the checks compare.
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

# helper2 COMMAND...: the same for the second helper.
helper2() {
  echo "$*" >&5
  helper2_reply=
  read -r helper2_reply <&6
  case $helper2_reply in (ok*) return 0 ;; (*) note "helper2: $* -> $helper2_reply"; return 1 ;; esac
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

# The header file of a header-less .events recording (its .desc), else nothing.
desc_of() {
  case $1 in (*.events) echo "${1%%.*}.desc" ;; esac
}
recordings() { ls "$fixtures"/*.evemu "$fixtures"/*.events; }

# wait_for FILE PATTERN TENTHS: true once FILE has a line matching PATTERN (grep -E),
# false after TENTHS tenths of a second.
wait_for() {
  waited=0
  until grep -Eq "$2" "$1" 2>/dev/null; do
    [ "$waited" -ge "$3" ] && return 1
    sleep 0.1
    waited=$((waited + 1))
  done
}

# --- touchmpv record ---------------------------------------------------------------
# record_start OUT ARGS...: runs `touchmpv record ARGS -o OUT` in the background and
# waits until it has opened its input (its header is written); sets record_pid.
record_start() {
  out=$1
  shift
  rm -f "$out"
  touchmpv record "$@" -o "$out" 2>"$out.err" &
  record_pid=$!
  wait_for "$out" '^screen' 300 || { note "record $* did not start: $(cat "$out.err")"; return 1; }
}

# stop PID WHAT: SIGINT, as Ctrl-C; a process still there 15 s later is killed and
# named. Returns the process's exit status.
stop() {
  kill -INT "$1" 2>/dev/null
  (sleep 15; kill -KILL "$1" 2>/dev/null) &
  watchdog=$!
  wait "$1"
  stopped=$?
  kill "$watchdog" 2>/dev/null
  [ "$stopped" = 137 ] && note "$2 did not stop within 15 s of SIGINT: killed"
  return "$stopped"
}

# record_stop: stops record; true when it exited 0.
record_stop() { stop "$record_pid" "touchmpv record"; }

# --- touchmpv play -----------------------------------------------------------------
# play_start OUT [ARGS]: `touchmpv play --headless --no-mpv-config --touch auto ARGS` in
# the background, standard output to OUT, errors to OUT.err; waits until it plays. The
# media is a small endless lavfi source: the built-in 10-minute source is encoded on
# first use, which takes minutes under TCG.
play_media='av://lavfi:testsrc=size=320x240:rate=10'
play_start() {
  out=$1
  shift
  rm -f "$out" "$out.err"
  touchmpv play "$play_media" --headless --no-mpv-config --touch auto "$@" >"$out" 2>"$out.err" &
  play_pid=$!
  wait_for "$out" '^touchmpv: playing' 600 || { note "play did not start: $(cat "$out.err")"; return 1; }
}

# main_thread_wakeups PID SECONDS: how often PID's main thread (the run loop) woke in
# SECONDS: its voluntary context switches then.
main_thread_wakeups() {
  before=$(awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$1/status")
  sleep "$2"
  after=$(awk '/^voluntary_ctxt_switches/ { print $2 }' "/proc/$1/status")
  echo $((after - before))
}

# double_tap SLOT ID: two taps 150 ms apart (ids ID and ID+1) at (400, 240): togglePause.
double_tap() {
  touch_frame "$1" "$2" 400 240
  lift_frame "$1"
  sleep 0.15
  touch_frame "$1" $(($2 + 1)) 400 240
  lift_frame "$1"
}

# play_stop: stops play; true when it exited 0.
play_stop() { stop "$play_pid" "touchmpv play"; }

# play_finish OUT: notes whether play still ran (alive=yes|no), stops it (status: its
# exit status) and the helper, and shows what play printed to OUT and OUT.err.
play_finish() {
  kill -0 "$play_pid" 2>/dev/null && alive=yes || alive=no
  play_stop && status=0 || status=$?
  helper_stop
  grep -v '^touchmpv: playing' "$1" | show
  show "$1.err"
}

# --- the kiosk user and the display ----------------------------------------------------
# udev_start: udevd gives every device node its owner, group and mode by the rules
# (Debian's and the installed touchmpv rule), for the devices there now (trigger) and
# those made later. Only the kiosk check starts it: the others run as root, and under TCG
# udevd's workers for every replayed device would slow them down.
udev_start() {
  /lib/systemd/systemd-udevd --daemon 2>/tmp/udevd.err || { note "udevd did not start: $(cat /tmp/udevd.err)"; return 1; }
  udevadm trigger --action=add
  udevadm settle --timeout=60 || note "udevadm settle timed out"
}

# as_kiosk_user COMMAND ARGS...: runs COMMAND as the user `touchmpv` with the groups
# /etc/group gives it (su sets them with initgroups), in place of the shell su starts.
# It runs in place of this shell: call it in a subshell, or in the background, where $!
# is then COMMAND's own pid (su and sh exec). (`--` ends su's own options: busybox su
# would take the command's.)
as_kiosk_user() { exec su -s /bin/sh -c 'exec "$0" "$@"' touchmpv -- "$@"; }

# The answers of the host's run-vm.sh come on the second serial port (or the console
# TTY names, where the service test's checks write): raw, no echo.
screenshots_open() {
  stty -F "${1:-/dev/ttyS1}" raw -echo
  exec 7<"${1:-/dev/ttyS1}"
}

# screenshot NAME [AFTER]: asks the host for a picture of the display as it is now (QEMU's
# screendump); the host keeps it as NN-NAME.png, runs its pixel check for NAME
# (KernelTest/screen-checks.sh) and answers `shot NAME`, which this waits for, so the
# screen does not change before the picture is taken. With AFTER (a playback position
# in seconds), the host waits for the display to show the clip from there on first.
screenshot() {
  echo "KTEST SCREENSHOT $1${2:+ $2}"
  screenshot_answer=
  read -r -t 300 screenshot_answer <&7
  [ "$screenshot_answer" = "shot $1" ] || fail "screenshot $1: the host answered '$screenshot_answer'"
}

# The input device node of the device named NAME in /proc/bus/input/devices.
node_of() {
  awk -v name="N: Name=\"$1\"" '$0 == name { found = 1 }
       found && /^H: Handlers=/ { for (i = 2; i <= NF; i++) if ($i ~ /^event/) { print "/dev/input/" $i; exit } }' \
    /proc/bus/input/devices
}

# mode_of NODE: its type and permissions, owner and group, e.g. `crw-r----- root touchscreen`.
mode_of() { stat -c '%A %U %G' "$1"; }

# actions FILE NAME: how many NAME actions play printed.
actions() { grep -c " $2 " "$1"; }

# wait_for_actions FILE NAME COUNT TENTHS: true once play printed COUNT NAME actions,
# false after TENTHS tenths of a second.
wait_for_actions() {
  waited=0
  until [ "$(actions "$1" "$2")" -ge "$3" ]; do
    [ "$waited" -ge "$4" ] && return 1
    sleep 0.1
    waited=$((waited + 1))
  done
}

# drag SLOT ID X Y DX DY STEPS: one finger moving STEPS times by (DX, DY), 20 ms apart,
# starting where it is (X, Y); it stays down.
drag() {
  step=1
  while [ "$step" -le "$7" ]; do
    touch_frame "$1" "$2" $(($3 + $5 * step)) $(($4 + $6 * step))
    sleep 0.02
    step=$((step + 1))
  done
}

# A .touch script as comparable lines: `down ID X Y`, `move ID X Y`, `up ID`,
# `cancel ID` (a per-finger cancel, and one for each finger down at a `cancel` of all),
# without times and comments.
touch_lines() {
  awk '/^@/ {
         if ($2 == "up" && $0 ~ /# cancelled/) { print "cancel", $3; delete down[$3] }
         else if ($2 == "cancel") {
           # Every finger down, in the order of their ids (as simulate reports them).
           count = 0
           for (id in down) ids[++count] = id + 0
           for (i = 2; i <= count; i++) for (j = i; j > 1 && ids[j - 1] > ids[j]; j--) { t = ids[j]; ids[j] = ids[j - 1]; ids[j - 1] = t }
           for (i = 1; i <= count; i++) print "cancel", ids[i]
           for (id in down) delete down[id]
         } else {
           if ($2 == "down") down[$3] = 1
           if ($2 == "up") delete down[$3]
           line = $2; for (i = 3; i <= NF && $i != "#"; i++) line = line " " $i; print line
         }
       }' "$1"
}

# The touch lines of `simulate --trace --json` in the same form.
trace_lines() {
  awk -F'[{}":,]+' '/"touch":/ {
         for (i = 2; i < NF; i += 2) v[$i] = $(i + 1)
         if (v["phase"] == "began") print "down " v["touch"] " " v["x"] " " v["y"]
         else if (v["phase"] == "ended") print "up " v["touch"]
         else if (v["phase"] == "cancelled") print "cancel " v["touch"]
         else print "move " v["touch"] " " v["x"] " " v["y"]
       }' "$1"
}

# compare_touches A B: true when both have the same lines in the same order, with the
# same verb and id and positions within one point (B may end with cancellations more);
# otherwise prints the first difference.
compare_touches() {
  awk 'NR == FNR { a[NR] = $0; n = NR; next }
       {
         m = FNR
         if (FNR > n) {
           # At the end of a script simulate cancels the touches still down; a device has
           # no end: the file may go on with cancellations only.
           if ($1 != "cancel") { printf "line %d: device has no more, file \"%s\"\n", FNR, $0; bad = 1; exit 1 }
           next
         }
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
         if (!bad && m < n) { printf "device has %d lines, file %d\n", n, m; exit 1 }
       }' "$1" "$2"
}


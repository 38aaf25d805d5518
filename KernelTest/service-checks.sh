#!/bin/bash
# The checks inside the service-test guest (and the aarch64 board's, `make arm64-test`):
# Debian booted with systemd as PID 1 and udev, the package installed (or left in /ktest
# for check_install to install), /etc/default/touchmpv naming the clip. Run as root by
# touchmpv-service-test.service, they start, reload and stop the packaged
# touchmpv.service with systemctl, touch it through a uinput touchscreen, read what it
# did from the journal and from its control socket, and ask the host for pictures of
# the display (screenshot: the host's pixel checks, screen-checks.sh, print their own
# result lines). Each prints `KTEST PASS name: detail` or `KTEST FAIL name: detail` and
# `KTEST DONE check_NAME`; the last line is `KTEST RESULT passed=N failed=M` (the kernel
# test's verdict format). On the board, board-checks.sh's checks run after these.
fixtures=/ktest/fixtures
control_socket=/run/touchmpv/control.sock
bindings=/etc/touch-input.conf
passed=0
failed=0
. /ktest/harness.sh
# The board's own checks (board-checks.sh), where the image holds them.
board_checks=$(ls /ktest/board-checks.sh 2>/dev/null)
[ -z "$board_checks" ] || . "$board_checks"
# The console this writes to (the unit's TTYPath) is where the host answers screenshots.
results_tty=$(readlink /proc/$$/fd/1)
screenshots_open "$results_tty"

# unit_property NAME: touchmpv.service's property NAME, as `systemctl show` has it now.
unit_property() { systemctl show -p "$1" --value touchmpv; }

# wait_until SECONDS COMMAND...: true once COMMAND succeeds, false once SECONDS have
# passed. Timed by the clock, not by counting tries: under TCG one journalctl may take
# a second.
wait_until() {
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    [ "$SECONDS" -ge "$deadline" ] && return 1
    sleep 0.1
  done
}

# The service's journal this boot: the player's lines and systemd's about the unit.
journal() { journalctl -b -u touchmpv -o cat --no-pager; }

# journal_count PATTERN: how many of its lines match PATTERN (grep -E).
journal_count() { journal | grep -Ec -- "$1"; }

# journal_reaches PATTERN COUNT: true once COUNT lines match PATTERN.
journal_reaches() { [ "$(journal_count "$1")" -ge "$2" ]; }

# control LINE: sends LINE to the player's control socket and prints its one answer
# (an `expect` line's `ok` or failure text), waiting up to 60 s for it.
control() {
  perl -MIO::Socket::UNIX -e '
    my $socket = IO::Socket::UNIX->new(Peer => $ARGV[0]) or die "cannot connect to $ARGV[0]: $!\n";
    local $SIG{ALRM} = sub { die "no answer to \"$ARGV[1]\" within 60 s\n" };
    alarm 60;
    print $socket "$ARGV[1]\n";
    my $answer = <$socket>;
    defined $answer or die "the socket closed without answering \"$ARGV[1]\"\n";
    print $answer;' "$control_socket" "$1" 2>&1
}

# position: the playback position in seconds, read through the control socket: an
# expectation no position meets is answered with the position there is.
position() { control '+0 expect position -1' | sed -n 's/.*, got \([0-9.]*\)$/\1/p'; }

# tap_and_wait PATTERN: one tap on the touchscreen, then waits up to 60 s for the
# journal's next line matching PATTERN (the action the tap set off).
tap_and_wait() {
  local before
  before=$(journal_count "$1")
  touch_id=$((touch_id + 1))
  touch_frame 0 "$touch_id" 400 240
  lift_frame 0
  wait_until 60 journal_reaches "$1" $((before + 1))
}
touch_id=100

# reload_and_wait PATTERN: `systemctl reload touchmpv`, then waits up to 60 s for the
# journal's next line matching PATTERN (the player's answer to the SIGHUP); true when
# both happened.
reload_and_wait() {
  local before
  before=$(journal_count "$1")
  timeout 120 systemctl reload touchmpv 2>/tmp/reload.err || { note "systemctl reload: $(cat /tmp/reload.err)"; return 1; }
  wait_until 60 journal_reaches "$1" $((before + 1))
}

# --- apt-get install of the package, where the guest installs it itself, enabled ------
check_install() {
  package=$(ls /ktest/touchmpv_*.deb 2>/dev/null)
  if [ -z "$package" ]; then
    installed=$(dpkg-query -W -f '${Status} ${Version} ${Architecture}' touchmpv 2>&1)
    case $installed in
      ("install ok installed "*) pass "install: installed when the image was built: $installed" ;;
      (*) fail "install: no package in /ktest and touchmpv is '$installed'" ;;
    esac
    return
  fi
  # No network: its dependencies were installed when the root was made.
  if (cd /ktest && timeout 900 apt-get install -y "./$(basename "$package")") > /tmp/install.log 2>&1; then
    pass "install: apt-get install ./$(basename "$package") on $(dpkg --print-architecture) ($(uname -m)), no network: $(grep -E '^[0-9]+ upgraded' /tmp/install.log)"
  else
    fail "install: apt-get install ./$(basename "$package"): $(tail -5 /tmp/install.log | tr '\n' ' ')"
    return
  fi
  version=$(touchmpv --version 2>&1 | head -1)
  [[ $version == "touchmpv "* ]] || fail "install: touchmpv --version: $version"
  bash /ktest/service-defaults.sh / 2>/tmp/defaults.err || fail "install: naming the clip: $(cat /tmp/defaults.err)"
  systemctl enable touchmpv > /tmp/enable.log 2>&1
  if [ "$(systemctl is-enabled touchmpv 2>&1)" = enabled ]; then
    pass "install: $version, with the clip in /etc/default/touchmpv: systemctl enable touchmpv: enabled"
  else
    fail "install: systemctl enable touchmpv: $(cat /tmp/enable.log) $(systemctl is-enabled touchmpv 2>&1)"
  fi
}

# --- systemctl start returns once touchmpv plays (READY=1), with its status ------------
check_start() {
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "start: no uinput touchscreen: $(cat /tmp/helper.err)"; return; }
  udevadm settle --timeout=60 || note "udevadm settle timed out"
  started=$(uptime_s)
  if ! timeout 300 systemctl start touchmpv 2>/tmp/start.err; then
    fail "start: systemctl start touchmpv failed or took 300 s: $(cat /tmp/start.err)"
    journal | tail -20 | show
    return
  fi
  ended=$(uptime_s)
  # What systemd knows the moment the start returned: READY=1 came in one datagram with
  # the status, so an active unit without a status text would mean it did not wait.
  state=$(unit_property ActiveState) substate=$(unit_property SubState) status_text=$(unit_property StatusText)
  main_pid=$(unit_property MainPID)
  if [ "$state" = active ] && [ "$substate" = running ] && [[ $status_text == "Playing /srv/kiosk/clip.mp4"* ]]; then
    pass "start: systemctl start touchmpv returned after $(awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.1f", b - a }') s, active (running), MainPID $main_pid, StatusText \"$status_text\""
  else
    fail "start: after systemctl start: ActiveState=$state SubState=$substate StatusText='$status_text'"
  fi
  # mpv plays on the DRM display through the unit's sandbox (DevicePolicy, the
  # system-call filter, the namespaces): it holds the card open.
  if ls -l "/proc/$main_pid/fd" 2>/dev/null | grep -q ' -> /dev/dri/card0$'; then
    pass "start: the player holds /dev/dri/card0 open (vo=drm under the unit's sandbox)"
  else
    fail "start: the player has no /dev/dri/card0 open: $(ls -l "/proc/$main_pid/fd" 2>&1 | grep -c dev) device descriptors"
  fi
}

# --- systemctl status shows the STATUS= line --------------------------------------------
check_status() {
  systemctl status touchmpv --no-pager --lines=0 > /tmp/status.txt 2>&1
  status_line=$(grep -m1 '^ *Status: "' /tmp/status.txt | sed 's/^ *//')
  if [[ $status_line == 'Status: "Playing /srv/kiosk/clip.mp4; touch input from '"$helper_node"' (Atmel maXTouch Touchscreen)"' ]]; then
    pass "status: systemctl status touchmpv shows $status_line"
  else
    fail "status: systemctl status touchmpv shows '${status_line:-no Status line}'"
    show /tmp/status.txt
  fi
}

# --- the touchscreen is root:touchscreen 0640; the service cannot open the keyboard ----
check_devices() {
  touchscreen_mode=$(stat -c '%U:%G %a' "$helper_node")
  if [ "$touchscreen_mode" = "root:touchscreen 640" ]; then
    pass "devices: the uinput touchscreen $helper_node is $touchscreen_mode"
  else
    fail "devices: the uinput touchscreen $helper_node is '$touchscreen_mode' (want root:touchscreen 640)"
  fi
  # The PC's keyboard, or the board's virtio one.
  keyboard=$(node_of "AT Translated Set 2 keyboard")
  [ -n "$keyboard" ] || keyboard=$(node_of "QEMU Virtio Keyboard")
  [ -n "$keyboard" ] || { fail "devices: no keyboard in /proc/bus/input/devices"; return; }
  # The service's user with the groups it runs with (runuser sets them as systemd does,
  # from /etc/group), through touchmpv's own open(2): EACCES is errno 13.
  if runuser -u touchmpv -- touchmpv record --touch "$keyboard" -o /tmp/keyboard.touch 2>/tmp/keyboard.err; then
    fail "devices: the service's user could read the keyboard $keyboard"
  elif grep -q "$keyboard: open failed: Permission denied (errno 13)" /tmp/keyboard.err; then
    pass "devices: the service's user cannot open the keyboard $keyboard ($(stat -c '%U:%G %a' "$keyboard")): $(head -1 /tmp/keyboard.err)"
  else
    fail "devices: opening the keyboard as the service's user failed otherwise: $(cat /tmp/keyboard.err)"
  fi
  groups=$(awk '/^Groups:/ { $1 = ""; print }' "/proc/$(unit_property MainPID)/status")
  input_group=$(getent group input | cut -d: -f3)
  if [ -n "$input_group" ] && [[ " $groups " != *" $input_group "* ]]; then
    pass "devices: the running service's groups ($groups ) leave out input ($input_group)"
  else
    fail "devices: the running service's groups are ($groups ), input is '$input_group'"
  fi
}

# --- systemctl reload: new bindings, the same process, no jump back --------------------
check_reload() {
  pid=$(unit_property MainPID)
  if tap_and_wait 'command +tap → add volume -10' && [ "$(control '+0 expect volume 90')" = ok ]; then
    pass "reload: before it, a tap on the touchscreen did what $bindings says: add volume -10 (volume 90)"
  else
    fail "reload: before it, a tap did not add volume -10: $(control '+0 expect volume 90')"
  fi
  before=$(position)
  printf 'double-tap ignore\ntap cycle mute\n' > "$bindings"
  if reload_and_wait '^touchmpv: reloaded the configuration'; then
    pass "reload: systemctl reload touchmpv: $(journal | grep '^touchmpv: reloaded' | tail -1)"
  else
    fail "reload: the player did not report the reload: $(journal | tail -3 | tr '\n' ' ')"
  fi
  if tap_and_wait 'command +tap → cycle mute' && [ "$(control '+0 expect mpv:mute yes')" = ok ] \
    && [ "$(control '+0 expect volume 90')" = ok ]; then
    pass "reload: after it, the same tap does what the changed file says: cycle mute (mute yes, volume still 90)"
  else
    fail "reload: after it, a tap did not cycle mute: $(control '+0 expect mpv:mute yes')"
  fi
  after=$(position)
  now_pid=$(unit_property MainPID)
  if [ "$now_pid" = "$pid" ] && [ "$(unit_property ActiveState)" = active ]; then
    pass "reload: the same process plays on (MainPID $pid, active)"
  else
    fail "reload: MainPID $pid became $now_pid, $(unit_property ActiveState)"
  fi
  if [ -n "$before" ] && [ -n "$after" ] && awk -v a="$before" -v b="$after" 'BEGIN { exit !(b >= a) }'; then
    pass "reload: the position went on from $(printf '%.1f' "$before") s to $(printf '%.1f' "$after") s, no jump back"
  else
    fail "reload: the position was '$before' s before the reload and '$after' s after"
  fi
}

# --- a bad bindings file on reload: logged with its line, the old bindings stay --------
check_bad_reload() {
  pid=$(unit_property MainPID)
  printf 'double-tap ignore\ntap cycle mute\ntap no-such-mpv-command 1\n' > "$bindings"
  if reload_and_wait '^touchmpv: reload refused: the settings stay as they were'; then
    error_line=$(journal | grep -E "^$bindings:3:[0-9]+: error: " | tail -1)
    if [ -n "$error_line" ]; then
      pass "bad reload: refused, and the journal names the line: $error_line"
    else
      fail "bad reload: refused, but no $bindings:3:COLUMN: error line: $(journal | tail -4 | tr '\n' ' ')"
    fi
  else
    fail "bad reload: the player did not refuse the file: $(journal | tail -4 | tr '\n' ' ')"
  fi
  if tap_and_wait 'command +tap → cycle mute' && [ "$(control '+0 expect mpv:mute no')" = ok ]; then
    pass "bad reload: the old bindings still act: a tap cycled mute back (mute no)"
  else
    fail "bad reload: a tap did not cycle mute: $(control '+0 expect mpv:mute no')"
  fi
  [ "$(unit_property MainPID)" = "$pid" ] || fail "bad reload: MainPID $pid became $(unit_property MainPID)"
  # As an administrator mends it: the file is read again at every start, and a bad one
  # would keep the service down (exit status 2) after the watchdog's restart.
  printf 'double-tap ignore\ntap cycle mute\n' > "$bindings"
}

# --- the built-in gestures on the display: a tap shows the controls, a volume pan the
# HUD (the host checks both pictures against the clip: screen-checks.sh), a double tap
# pauses and resumes (mpv's pause, read back) -----------------------------------------
# touch_and_wait ACTION COUNT GESTURE ARGS...: the gesture (a function of harness.sh),
# then waits up to 60 s for COUNT more ACTION lines in the journal.
touch_and_wait() {
  local action=$1 count=$2 before
  shift 2
  before=$(journal_count " $action ")
  "$@"
  wait_until 60 journal_reaches " $action " $((before + count))
}
# The taps are the Atmel recording's own, replayed with their recorded timing by the
# helper (a double tap's 83-153 ms gaps kept however slow the guest's shell is): its
# frames 0-3 and 4-7 are its first two double taps, 16-17 its last touch, a single tap
# (simulate's trace of the recording: togglePause, togglePause, …, toggleControls).
tap() { helper play-frames 16 2; }
first_double_tap() { helper play-frames 0 4; }
second_double_tap() { helper play-frames 4 4; }
# No recording has a one-finger pan down on the right half: that one is drawn here.
volume_pan() { touch_id=$((touch_id + 1)); touch_frame 0 "$touch_id" 600 100; drag 0 "$touch_id" 600 100 0 20 8; }
pause_reads() { [ "$(control "+0 expect mpv:pause $1")" = ok ]; }
half_a_second_on() { awk -v p="$(position)" 'BEGIN { printf "%.1f", p + 0.5 }'; }
check_gestures() {
  pid=$(unit_property MainPID)
  printf '# none of its own: the built-in bindings\n' > "$bindings"
  if reload_and_wait '^touchmpv: reloaded the configuration'; then
    pass "gestures: reloaded with a bindings file that binds nothing: the built-in gestures act"
  else
    fail "gestures: the player did not report the reload: $(journal | tail -3 | tr '\n' ' ')"
  fi
  # The overlay is drawn with the video's next frames: each picture is taken once the
  # display shows the clip half a second past the position read after the action
  # (screendump-host.sh), however far the display lags under TCG.
  if touch_and_wait toggleControls 1 tap && [[ $(journal | grep ' toggleControls ' | tail -1) == *'controls visible'* ]]; then
    screenshot controls-after-tap "$(half_a_second_on)"
    pass "gestures: a tap showed the controls: $(journal | grep ' toggleControls ' | tail -1)"
  else
    fail "gestures: a tap did not show the controls: $(journal | grep ' toggleControls ' | tail -1)"
  fi
  touch_and_wait toggleControls 1 tap || note "gestures: the second tap gave no toggleControls"
  if touch_and_wait volumeDown 8 volume_pan; then
    screenshot volume-drag-hud "$(half_a_second_on)"
    pass "gestures: a pan down on the right half: 8 volumeDown, the finger still down for the picture"
  else
    fail "gestures: a pan down on the right half gave $(journal_count ' volumeDown ') volumeDown (want 8)"
  fi
  lift_frame 0
  # The action line comes when the command is sent; mpv's pause changes when mpv has run it.
  if touch_and_wait togglePause 1 first_double_tap && wait_until 60 pause_reads yes; then
    pass "gestures: a double tap paused: $(journal | grep ' togglePause ' | tail -1); mpv's pause reads yes"
  else
    fail "gestures: a double tap did not pause: $(control '+0 expect mpv:pause yes')"
    journal | tail -6 | show
  fi
  if touch_and_wait togglePause 1 second_double_tap && wait_until 60 pause_reads no; then
    pass "gestures: a second double tap played on: mpv's pause reads no"
  else
    fail "gestures: the second double tap did not play on: $(control '+0 expect mpv:pause no')"
  fi
  [ "$(unit_property MainPID)" = "$pid" ] || fail "gestures: MainPID $pid became $(unit_property MainPID)"
  note "gestures: the player's (MainPID $pid) $(grep -E '^VmRSS' "/proc/$pid/status" | tr -s ' \t' ' '), $(grep -E '^VmHWM' "/proc/$pid/status" | tr -s ' \t' ' ')"
}

# --- a stopped player is killed by the watchdog and restarted --------------------------
watchdog_seconds=30 restart_seconds=2
# What TCG and a busy host may add to systemd's own deadlines: the poll's 0.1 s, and
# the kill, the fork and exec of the new process on a slow guest.
watchdog_slack=15
# A Type=notify unit is active (running) only once its process sent READY=1.
playing() { [ "$(unit_property ActiveState)" = active ] && [ "$(unit_property SubState)" = running ]; }
restarted() { [ "$(unit_property NRestarts)" -gt "$restarts" ] && [ "$(unit_property MainPID)" != "$pid" ]; }
check_watchdog() {
  pid=$(unit_property MainPID) restarts=$(unit_property NRestarts)
  stopped=$(uptime_s)
  kill -STOP "$pid"
  limit=$((watchdog_seconds + restart_seconds + watchdog_slack))
  if wait_until $((limit + 60)) restarted; then
    took=$(awk -v a="$stopped" -v b="$(uptime_s)" 'BEGIN { printf "%.1f", b - a }')
    new_pid=$(unit_property MainPID)
    timeout_line=$(journal | grep -m1 'Watchdog timeout' | sed 's/^touchmpv.service: //')
    if awk -v t="$took" -v l="$limit" 'BEGIN { exit !(t <= l) }' && [ -n "$timeout_line" ]; then
      pass "watchdog: kill -STOP $pid: \"$timeout_line\", restarted as $new_pid (NRestarts $(unit_property NRestarts)) $took s after the stop (WatchdogSec $watchdog_seconds + RestartSec $restart_seconds + ${watchdog_slack} s of slack)"
    else
      fail "watchdog: restarted as $new_pid $took s after the stop (limit $limit s), watchdog line: '$timeout_line'"
    fi
  else
    fail "watchdog: kill -STOP $pid: no restart within $((limit + 60)) s: $(unit_property ActiveState) $(unit_property SubState), MainPID $(unit_property MainPID)"
    journal | tail -10 | show
    kill -CONT "$pid"
    return
  fi
  if wait_until 300 playing; then
    pass "watchdog: the new process plays again (READY=1) $(awk -v a="$stopped" -v b="$(uptime_s)" 'BEGIN { printf "%.1f", b - a }') s after the stop"
  else
    fail "watchdog: the new process is $(unit_property ActiveState) $(unit_property SubState) 300 s on"
    journal | tail -15 | show
  fi
}

# --- systemd-analyze security rates the running unit -----------------------------------
check_security() {
  systemd-analyze security touchmpv --no-pager > /tmp/security.txt 2>&1
  rating=$(grep -m1 'Overall exposure level for touchmpv.service' /tmp/security.txt | sed 's/^→ //')
  exposure=$(sed -n 's/.*: \([0-9.]*\) .*/\1/p' <<< "$rating")
  if [ -n "$exposure" ] && awk -v e="$exposure" 'BEGIN { exit !(e <= 2.0) }'; then
    pass "security: systemd-analyze security touchmpv: $rating"
  else
    fail "security: systemd-analyze security touchmpv: '${rating:-no rating}' (want at most 2.0)"
    tail -5 /tmp/security.txt | show
  fi
}

# --- touchmpv record on the replayed touchscreen writes the recording's touches ---------
# The service stopped, as a technician records a touchscreen: the device replays the
# whole recording, paced to the reader (content is compared here, not speed), and the
# file's touches are those simulate reads from the recording itself.
check_record() {
  timeout 300 systemctl stop touchmpv 2>/tmp/stop.err || note "record: systemctl stop touchmpv: $(cat /tmp/stop.err)"
  helper_stop
  recording=$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu
  touchmpv simulate --script "$recording" --trace --json > /tmp/file.trace 2>/tmp/file.err \
    || fail "record: simulate could not read $recording: $(cat /tmp/file.err)"
  helper_start "$recording" || { fail "record: no device: $(cat /tmp/helper.err)"; return; }
  if ! record_start /tmp/device.touch --touch "$helper_node"; then
    fail "record: touchmpv record did not start on $helper_node: $(cat /tmp/device.touch.err)"
    return
  fi
  helper pace "$record_pid"
  helper play 1
  sleep 0.5
  record_stop || fail "record: touchmpv record on $helper_node exited non-zero: $(cat /tmp/device.touch.err)"
  touch_lines /tmp/device.touch > /tmp/device.lines
  trace_lines /tmp/file.trace > /tmp/file.lines
  touches=$(grep -c '^down' /tmp/device.lines)
  if [ "$touches" -gt 0 ] && difference=$(compare_touches /tmp/device.lines /tmp/file.lines); then
    pass "record: $helper_node replaying $(basename "$recording") gave the file's $touches touches, $(wc -l < /tmp/device.lines) touch updates, positions within a point"
  else
    fail "record: $helper_node ($touches touches) differs from the recording: $difference"
    diff /tmp/device.lines /tmp/file.lines | head -20 | show
  fi
}

# --- simulate --json gives the bytes the host's build gave ------------------------------
# Every script and recording of Config/ and Tests/Fixtures/, with the arguments and the
# expected bytes simulate-references.sh wrote on the host.
check_simulate() {
  local number=0 arguments script status started
  cd /ktest/simulate || { fail "simulate: no /ktest/simulate"; return; }
  while read -r arguments; do
    number=$((number + 1))
    script=${arguments#--script }
    script=${script%% *}
    status=0
    started=$(uptime_s)
    # shellcheck disable=SC2086 # the arguments are words without spaces
    touchmpv simulate $arguments > /tmp/simulate.out 2> /tmp/simulate.err < /dev/null || status=$?
    if cmp -s /tmp/simulate.out "expected/$number.out" && cmp -s /tmp/simulate.err "expected/$number.err" \
      && [ "$status" = "$(cat "expected/$number.status")" ]; then
      pass "simulate: $script: the host's bytes, $(wc -c < /tmp/simulate.out) on standard output, $(wc -c < /tmp/simulate.err) on standard error, exit status $status ($(awk -v a="$started" -v b="$(uptime_s)" 'BEGIN { printf "%.1f", b - a }') s)"
    else
      fail "simulate: $script: exit status $status (host $(cat "expected/$number.status")); output: $(cmp /tmp/simulate.out "expected/$number.out" 2>&1 | head -1); errors: $(cmp /tmp/simulate.err "expected/$number.err" 2>&1 | head -1)"
    fi
  done < runs
  cd /
  [ "$number" -gt 0 ] || fail "simulate: no runs in /ktest/simulate/runs"
}

note "booted to multi-user.target after $(uptime_s) s: $(systemctl --version | head -1), kernel $(uname -r)"
# shellcheck disable=SC2086 # no file or none
for check in $(sed -n 's/^\(check_[a-z_0-9]*\)() {$/\1/p' /ktest/service-checks.sh $board_checks); do
  note "$check from $(uptime_s) s"
  $check
  echo "KTEST DONE $check"
done
helper_stop
echo "KTEST RESULT passed=$passed failed=$failed"
# The unit powers the guest off the moment this ends: stty sets the console's mode only
# once what was written to it has gone out (TCSADRAIN), so the last lines reach the host.
stty -F "$results_tty" raw -echo

#!/bin/bash
# The checks of issue 26 (part 5) inside the service-test guest: Debian 12 booted with
# systemd as PID 1 and udev, the package installed, /etc/default/touchmpv naming the
# clip. Run as root by touchmpv-service-test.service, they start, reload and stop the
# packaged touchmpv.service with systemctl, touch it through a uinput touchscreen, and
# read what it did from the journal and from its control socket. Each prints
# `KTEST PASS name: detail` or `KTEST FAIL name: detail` and `KTEST DONE check_NAME`;
# the last line is `KTEST RESULT passed=N failed=M` (the kernel test's verdict format).
fixtures=/ktest/fixtures
control_socket=/run/touchmpv/control.sock
bindings=/etc/touch-input.conf
passed=0
failed=0
. /ktest/harness.sh

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
  keyboard=$(node_of "AT Translated Set 2 keyboard")
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

note "booted to multi-user.target after $(uptime_s) s: $(systemctl --version | head -1), kernel $(uname -r)"
for check in $(sed -n 's/^\(check_[a-z_0-9]*\)() {$/\1/p' /ktest/service-checks.sh); do
  note "$check from $(uptime_s) s"
  $check
  echo "KTEST DONE $check"
done
helper_stop
echo "KTEST RESULT passed=$passed failed=$failed"

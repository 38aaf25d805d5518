#!/bin/sh
# The checks that run inside the kernel-test VM (busybox sh), numbered as in issue 8
# (1-5), issue 11 (6) and issue 14 (7, the kiosk; 8, a device opened mid-stream; 9, no
# touchscreen yet; and 5b, the grab when mpv has a window).
# Each prints `KTEST PASS name: detail` or `KTEST FAIL name: detail`; the last line is
# `KTEST RESULT passed=N failed=M`.
fixtures=/ktest/fixtures
passed=0
failed=0
. /ktest/harness.sh

# --- 1. every recording: the device gives the touches the file gives ---------------
check_recordings() {
  for recording in $(recordings); do
    name=$(basename "$recording")
    started=$(uptime_s)
    desc=$(desc_of "$recording")
    # The file, read directly by touchmpv (its evemu reader, the same decoder).
    if ! touchmpv simulate --script "$recording" ${desc:+--desc "$desc"} --trace --json > /tmp/file.trace 2>/tmp/file.err; then
      fail "1 recording $name: simulate could not read the file: $(cat /tmp/file.err)"
      continue
    fi
    if ! helper_start ${desc:+--desc "$desc"} "$recording"; then
      fail "1 recording $name: no device: $(cat /tmp/helper.err)"
      continue
    fi
    if record_start /tmp/device.touch --touch "$helper_node"; then
      # Content is compared here, not speed: the helper waits for touchmpv to read each
      # frame (overrunning a slow reader is check 3's subject).
      helper pace "$record_pid"
      helper play 1
      sleep 0.5
      record_stop || fail "1 recording $name: record on $helper_node exited non-zero: $(cat /tmp/device.touch.err)"
      touch_lines /tmp/device.touch > /tmp/device.lines
      trace_lines /tmp/file.trace > /tmp/file.lines
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
# Three readers of one device are stopped together while the helper floods it: touchmpv
# record (the touch phases), touchmpv play (the gestures) and cat (the kernel's bytes,
# to show the overflow really happened).
check_syn_dropped() {
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "3 SYN_DROPPED: no device: $(cat /tmp/helper.err)"; return; }
  record_start /tmp/drop.touch --touch "$helper_node" || { fail "3 SYN_DROPPED: record did not start"; helper_stop; return; }
  play_start /tmp/drop.play || { fail "3 SYN_DROPPED: play did not start"; record_stop; helper_stop; return; }
  cat "$helper_node" > /tmp/drop.raw &
  witness=$!
  sleep 0.2
  touch_frame 0 100 400 240
  touch_frame 1 101 200 240
  sleep 1
  kill -STOP "$record_pid" "$play_pid" "$witness"
  helper flood 3000 53 200 204       # finger 2 moves, far more events than the buffer holds
  lift_frame 1 1                     # finger 2 lifts: lost in the overflow
  helper frame 3 47 0 3 53 402
  helper flood 3000 53 402 406       # finger 1 moves on
  kill -CONT "$record_pid" "$play_pid" "$witness"
  sleep 1
  lift_frame 0                       # finger 1 lifts normally
  sleep 0.3
  touch_frame 0 102 640 360          # a later tap: toggleControls
  sleep 0.05
  lift_frame 0
  sleep 0.6
  touch_frame 0 103 600 200          # a later pan down on the right half: 5 volumeDown
  drag 0 103 600 200 0 10 10
  lift_frame 0
  sleep 0.5
  record_stop
  play_stop || fail "3 SYN_DROPPED: play exited non-zero: $(cat /tmp/drop.play.err)"
  kill "$witness"
  wait "$witness" 2>/dev/null
  helper_stop
  dropped=$(od -A n -t d2 -w24 -v /tmp/drop.raw | awk '$9 == 0 && $10 == 3' | wc -l)
  touch_lines /tmp/drop.touch > /tmp/drop.lines
  grep -v '^move' /tmp/drop.lines | show
  grep -v '^touchmpv: playing' /tmp/drop.play | show
  downs=$(grep -c '^down' /tmp/drop.lines)
  ends=$(grep -c -e '^up' -e '^cancel' /tmp/drop.lines)
  [ "$dropped" -ge 1 ] || fail "3 SYN_DROPPED: the kernel sent none (witness read $(($(wc -c < /tmp/drop.raw) / 24)) events)"
  if [ "$downs" = 4 ] && [ "$downs" = "$ends" ]; then
    pass "3 SYN_DROPPED ($dropped from the kernel): 4 touches, each ended, none stuck"
  else
    fail "3 SYN_DROPPED: $downs touches began, $ends ended"
  fi
  if grep -q '^cancel 2$' /tmp/drop.lines && grep -q '^up 1$' /tmp/drop.lines; then
    pass "3 SYN_DROPPED: the finger that vanished in the overflow ended as cancelled, the other lifted normally"
  else
    fail "3 SYN_DROPPED: expected 'cancel 2' and 'up 1'"
  fi
  if grep -A1 '^down 3 ' /tmp/drop.lines | tr '\n' ' ' | grep -q '^down 3 1024 540 up 3 $'; then
    pass "3 SYN_DROPPED: the tap after it was read normally"
  else
    fail "3 SYN_DROPPED: the later tap reads as: $(grep -A1 '^down 3 ' /tmp/drop.lines | tr '\n' ' ')"
  fi
  taps=$(actions /tmp/drop.play toggleControls)
  downs=$(actions /tmp/drop.play volumeDown)
  if [ "$taps" = 1 ] && [ "$downs" = 5 ]; then
    pass "3 SYN_DROPPED: play recognized the later tap (toggleControls) and pan (5 volumeDown)"
  else
    fail "3 SYN_DROPPED: play gave $taps toggleControls (want 1) and $downs volumeDown (want 5)"
  fi
}

# --- 4. a real unplug ------------------------------------------------------------------
check_unplug() {
  helper_start "$fixtures/atmel-maxtouch.4-finger-drag-down.evemu" \
    || { fail "4 unplug: no device: $(cat /tmp/helper.err)"; return; }
  play_start /tmp/unplug.play || { fail "4 unplug: play did not start"; helper_stop; return; }
  first_node=$helper_node
  touch_frame 0 200 200 240          # a horizontal pan to the right: seekPreview...
  drag 0 200 200 240 10 0 8
  sleep 0.5
  previews=$(actions /tmp/unplug.play seekPreview)
  helper destroy                     # ...and the panel goes away with the finger down
  wait_for /tmp/unplug.play ' seekCancel ' 100
  wait_for /tmp/unplug.play.err 'lost' 50
  helper create
  second_node=${helper_reply#ok created }
  wait_for /tmp/unplug.play.err 'is back' 100
  touch_frame 0 201 600 200          # on the new device: a pan down on the right half
  drag 0 201 600 200 0 10 10
  lift_frame 0
  sleep 0.5
  play_finish /tmp/unplug.play
  cancels=$(actions /tmp/unplug.play seekCancel)
  seeks=$(($(actions /tmp/unplug.play seekForward) + $(actions /tmp/unplug.play seekBackward)))
  downs=$(actions /tmp/unplug.play volumeDown)
  if [ "$previews" -ge 1 ] && [ "$cancels" = 1 ] && [ "$seeks" = 0 ]; then
    pass "4 unplug: the pan in progress ($previews seekPreview) was cancelled (seekCancel, no seek) when $first_node went away"
  else
    fail "4 unplug: $previews seekPreview before the unplug, then $cancels seekCancel and $seeks seeks (want >=1, 1, 0)"
  fi
  if grep -q 'is back' /tmp/unplug.play.err && [ "$downs" = 5 ]; then
    pass "4 unplug: took the pan from the new device $second_node (5 volumeDown)"
  else
    fail "4 unplug: after re-creating the device ($second_node): $downs volumeDown (want 5); $(tail -1 /tmp/unplug.play.err)"
  fi
  if [ "$alive" = yes ] && [ "$status" = 0 ] && grep -q 'stopped by SIGINT' /tmp/unplug.play; then
    pass "4 unplug: playback went on through it ($(grep '^final state' /tmp/unplug.play))"
  else
    fail "4 unplug: play alive=$alive, exit $status after SIGINT"
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

# --- 5b. grab = auto (issue 14, item 7) ---------------------------------------------------
# On a desktop the window system reads the touchscreen too and hands mpv's window mouse
# clicks: one double tap would act twice. So play takes the device when mpv may have a
# window: not --headless, and DISPLAY or WAYLAND_DISPLAY set. The VM has no window
# system; DISPLAY is set as a desktop session sets it, and the media is audio only, so
# mpv never opens a window. A second reader (standing in for the window system) gets
# nothing while play holds the device, and everything when play runs without a window.
# window_run OUT ENV...: play on the touchscreen with ENV (env(1) assignments), a double
# tap, and what a second reader got: sets second_events and taps.
window_run() {
  out=$1
  shift
  rm -f "$out" "$out.err"
  env "$@" touchmpv play 'av://lavfi:sine=frequency=440' --no-mpv-config --touch "$helper_node" --mpv ao=null \
    >"$out" 2>"$out.err" &
  play_pid=$!
  wait_for "$out" '^touchmpv: playing' 600 || fail "5 grab with a window: play did not start: $(cat "$out.err")"
  cat "$helper_node" > /tmp/window.raw &
  second=$!
  sleep 0.3
  double_tap 0 600
  wait_for_actions "$out" togglePause 1 50
  kill "$second"
  wait "$second" 2>/dev/null
  play_stop || fail "5 grab with a window: play exited non-zero: $(cat "$out.err")"
  second_events=$(($(wc -c < /tmp/window.raw) / 24))
  taps=$(actions "$out" togglePause)
}

check_grab_with_a_window() {
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "5 grab with a window: no device: $(cat /tmp/helper.err)"; return; }
  window_run /tmp/desktop.play DISPLAY=:0
  desktop_events=$second_events desktop_taps=$taps
  window_run /tmp/console.play DISPLAY=
  console_events=$second_events console_taps=$taps
  mkdir -p /tmp/grab-no/touchmpv
  echo 'grab = no' > /tmp/grab-no/touchmpv/touchmpv.conf
  window_run /tmp/nograb.play DISPLAY=:0 XDG_CONFIG_HOME=/tmp/grab-no
  nograb_events=$second_events
  helper_stop
  if [ "$desktop_events" = 0 ] && [ "$desktop_taps" = 1 ] && grep -q "from $helper_node (.*), taken exclusively (EVIOCGRAB)" /tmp/desktop.play; then
    pass "5 grab with a window: play took $helper_node (a second reader got 0 events) and paused on the double tap: $(head -1 /tmp/desktop.play)"
  else
    fail "5 grab with a window: a second reader got $desktop_events events, play $desktop_taps togglePause; $(head -1 /tmp/desktop.play)"
  fi
  if [ "$console_events" -gt 0 ] && [ "$console_taps" = 1 ] && [ "$nograb_events" -gt 0 ]; then
    pass "5 grab with a window: without a window system (and with grab = no) the device stays shared ($console_events and $nograb_events events to a second reader)"
  else
    fail "5 grab with a window: without a window system a second reader got $console_events events ($console_taps togglePause), with grab = no $nograb_events"
  fi
}

# --- 6. a device with half a position pair (issue 11) -----------------------------------
# ABS_MT_POSITION_X without ABS_MT_POSITION_Y: read through EVIOCGBIT/EVIOCGABS, it must
# be refused with an error naming the device and the missing axis.
check_missing_axis() {
  {
    echo "N: Half Panel"
    echo "I: 0018 04f3 0001 0100"
    echo "P: 02 00 00 00 00 00 00 00"
    echo "B: 00 0b 00 00 00 00 00 00 00"
    for i in 1 2 3 4 5; do echo "B: 01 00 00 00 00 00 00 00 00"; done
    echo "B: 01 00 04 00 00 00 00 00 00"
    echo "B: 03 00 00 00 00 00 80 20 02"
    echo "A: 2f 0 9 0 0 0"
    echo "A: 35 0 799 0 0 12"
    echo "A: 39 0 65535 0 0 0"
  } > /tmp/half.evemu
  helper_start /tmp/half.evemu || { fail "6 half a position pair: no device: $(cat /tmp/helper.err)"; return; }
  # An accepted device would be recorded until stopped: the timeout ends that case.
  if timeout 10 touchmpv record --touch "$helper_node" -o /tmp/half.touch 2>/tmp/half.err; then
    fail "6 half a position pair: record accepted $helper_node"
  elif grep -q "$helper_node: 'Half Panel' has ABS_MT_POSITION_X but no ABS_MT_POSITION_Y" /tmp/half.err; then
    pass "6 half a position pair: refused ($(head -1 /tmp/half.err))"
  else
    fail "6 half a position pair: $(head -1 /tmp/half.err)"
  fi
  # Issue 14: such a DIRECT panel is no touchscreen for auto, and devices says why.
  touchmpv devices > /tmp/half-devices.txt 2>&1
  half=$(grep -A1 "^$helper_node " /tmp/half-devices.txt | tr '\n' ' ')
  case $half in
    (*other*'"Half Panel"'*'not usable: ABS_MT_POSITION_X without ABS_MT_POSITION_Y'*) pass "6 devices: $half" ;;
    (*) fail "6 devices: the half panel reads '$half'" ;;
  esac
  if timeout 10 touchmpv record --touch auto -o /tmp/half.touch 2>/tmp/half-auto.err; then
    fail "6 auto with only the keyboard and the half panel: record accepted $(head -1 /tmp/half.touch)"
  elif grep -q '^touchmpv: no touchscreen found in /dev/input' /tmp/half-auto.err; then
    pass "6 auto with only the keyboard and the half panel: no touchscreen"
  else
    fail "6 auto with only the keyboard and the half panel: $(head -1 /tmp/half-auto.err)"
  fi
  helper2_start "$fixtures/atmel-maxtouch.4-finger-drag-down.evemu" \
    || { fail "6 auto: no Atmel device: $(cat /tmp/helper2.err)"; helper_stop; return; }
  if record_start /tmp/half.touch --touch auto && record_stop && grep -q "from $helper2_node\$" /tmp/half.touch; then
    pass "6 auto: skipped the half panel $helper_node for the touchscreen $helper2_node after it"
  else
    fail "6 auto with the half panel $helper_node and the Atmel $helper2_node: $(head -1 /tmp/half.touch) $(cat /tmp/half.touch.err)"
  fi
  helper2_stop
  helper_stop
}

# --- 8. a device opened mid-stream (issue 14) -------------------------------------------
# A slot keeps its values between touches and the kernel sends only those that changed:
# a touch that begins right after touchmpv opened the device, at the y its slot last had,
# comes with no ABS_MT_POSITION_Y. touchmpv reads the slots when it opens the device
# (EVIOCGMTSLOTS), so that touch starts at its real y, not 0; and a finger already down
# at the open is ignored until it lifts.
check_opened_mid_stream() {
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "8 opened mid-stream: no device: $(cat /tmp/helper.err)"; return; }
  touch_frame 0 400 400 240          # before touchmpv opens the device: slot 0 at y 240
  lift_frame 0
  touch_frame 1 401 200 100          # and a finger in slot 1 that stays down
  record_start /tmp/open.touch --touch "$helper_node" || { fail "8 opened mid-stream: record did not start"; helper_stop; return; }
  touch_frame 1 401 220 120          # the finger down since before the open moves...
  touch_frame 0 402 600 240          # ...a new finger in slot 0 at y 240: the kernel sends no Y
  lift_frame 0 1
  lift_frame 1                       # ...and the old finger lifts
  sleep 0.5
  record_stop
  helper_stop
  touch_lines /tmp/open.touch > /tmp/open.lines
  if [ "$(cat /tmp/open.lines | tr '\n' ' ')" = "down 1 960 360 up 1 " ]; then
    pass "8 opened mid-stream: the new finger began at (960, 360), y read from the device at the open; the finger down before the open was ignored"
  else
    fail "8 opened mid-stream: want 'down 1 960 360', 'up 1'; touchmpv recorded: $(tr '\n' ';' < /tmp/open.lines)"
  fi
}

# --- 9. no touchscreen yet (issue 14, item 2) --------------------------------------------
# A kiosk often boots before its USB touchscreen enumerates: play --touch auto with only
# the keyboard plays, says once that it waits, sleeps without waking (an inotify watch on
# /dev/input, no timer), and takes the touchscreen that appears.
check_late_touchscreen() {
  play_start /tmp/late.play --mpv pause=yes || { fail "9 no touchscreen yet: play did not start"; return; }
  # Paused, once mpv has loaded the media and shown its first frame, nothing is left to
  # do: the loop must sleep.
  settling=0
  until [ "$(main_thread_wakeups "$play_pid" 1)" = 0 ] || [ "$settling" -ge 30 ]; do
    settling=$((settling + 1))
  done
  wakeups=$(main_thread_wakeups "$play_pid" 2)
  if grep -q 'touch input from auto (none yet, waiting for a touchscreen)$' /tmp/late.play \
    && [ "$(grep -c '^touchmpv: waiting for a touchscreen: no touchscreen found in /dev/input' /tmp/late.play.err)" = 1 ] \
    && [ "$wakeups" = 0 ]; then
    pass "9 no touchscreen yet: play plays, said once that it waits, and its loop woke $wakeups times in 2 s"
  else
    fail "9 no touchscreen yet: $(head -1 /tmp/late.play); $(head -1 /tmp/late.play.err); $wakeups wakeups in 2 s"
  fi
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "9 no touchscreen yet: no device: $(cat /tmp/helper.err)"; play_stop; return; }
  if wait_for /tmp/late.play.err "^touchmpv: touch input from $helper_node \\(Atmel maXTouch Touchscreen\\)\$" 100; then
    double_tap 0 700
    wait_for_actions /tmp/late.play togglePause 1 100
  fi
  play_finish /tmp/late.play
  if grep -q "touch input from $helper_node" /tmp/late.play.err && [ "$(actions /tmp/late.play togglePause)" = 1 ] \
    && [ "$(grep -c 'waiting for a touchscreen' /tmp/late.play.err)" = 1 ]; then
    pass "9 no touchscreen yet: took $helper_node when it appeared and paused on its double tap"
  else
    fail "9 no touchscreen yet: after $helper_node appeared: $(tail -2 /tmp/late.play.err | tr '\n' ' '), $(actions /tmp/late.play togglePause) togglePause"
  fi
}

# --- 7. the kiosk: the installed touchmpv as its unprivileged user on a DRM display ----
# The installed executable (`make install`'s tree, no Swift toolchain in the VM) runs as
# the user `touchmpv`, whose only device access is its groups: touchscreen (the
# installed udev rule, applied by udevd), video and render. It plays a real clip with
# vo=drm on the bochs DRM/KMS display while the replayed touchscreen taps and drags, and
# opens the tracks menu and chooses the clip's second audio track there; the host takes
# screenshots through QEMU's monitor and checks their pixels
# (KernelTest/screen-checks.sh). The user cannot open the keyboard. play starts before
# the touchscreen exists and takes it when udev has made it readable (issue 14, item 2).
kiosk_clip=/ktest/media/clip.mkv
check_kiosk() {
  screenshots_open
  udev_start || { fail "7 kiosk: no udev"; return; }
  # play starts before the touchscreen is there, as on a kiosk whose USB touchscreen
  # enumerates late: devtmpfs makes its node root-only, then udev gives it the group
  # touchscreen, and play (woken by both) opens it once it can.
  # Under TCG, zimg (mpv's default scaler for vo=drm) takes seconds per frame: swscale
  # scales instead, on the same DRM path. mpv's log shows the output and the font.
  rm -f /tmp/kiosk.play /tmp/kiosk.play.err /tmp/kiosk-mpv.log
  as_kiosk_user touchmpv play "$kiosk_clip" --touch auto --mpv vo=drm --mpv ao=null --mpv loop-file=inf \
    --mpv sws-allow-zimg=no --mpv log-file=/tmp/kiosk-mpv.log >/tmp/kiosk.play 2>/tmp/kiosk.play.err &
  play_pid=$!
  if ! wait_for /tmp/kiosk.play '^touchmpv: playing' 600; then
    fail "7 kiosk: play did not start: $(cat /tmp/kiosk.play.err)"
    stop "$play_pid" "touchmpv play"
    return
  fi
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "7 kiosk: no touchscreen: $(cat /tmp/helper.err)"; stop "$play_pid" "touchmpv play"; return; }
  udevadm settle --timeout=30
  keyboard=$(node_of "AT Translated Set 2 keyboard")
  touchscreen_mode=$(mode_of "$helper_node")
  keyboard_mode=$(mode_of "$keyboard")
  card_mode=$(mode_of /dev/dri/card0)
  if [ "$touchscreen_mode" = "crw-r----- root touchscreen" ] && [ "$keyboard_mode" = "crw-rw---- root input" ] \
    && [ "$card_mode" = "crw-rw---- root video" ]; then
    pass "7 kiosk: udev applied the installed rule: touchscreen $helper_node $touchscreen_mode, keyboard $keyboard $keyboard_mode, display /dev/dri/card0 $card_mode"
  else
    fail "7 kiosk: after udev: touchscreen $helper_node '$touchscreen_mode' (want crw-r----- root touchscreen), keyboard $keyboard '$keyboard_mode' (want crw-rw---- root input), /dev/dri/card0 '$card_mode' (want crw-rw---- root video)"
  fi

  # The keyboard through touchmpv's own open(2), as the kiosk user: EACCES is errno 13.
  if (as_kiosk_user touchmpv record --touch "$keyboard" -o /tmp/keyboard.touch 2>/tmp/keyboard.err); then
    fail "7 kiosk: the kiosk user could read the keyboard $keyboard"
  elif grep -q "$keyboard: open failed: Permission denied (errno 13)" /tmp/keyboard.err; then
    pass "7 kiosk: the kiosk user cannot open the keyboard: $(head -1 /tmp/keyboard.err)"
  else
    fail "7 kiosk: opening the keyboard as the kiosk user failed otherwise: $(cat /tmp/keyboard.err)"
  fi
  (as_kiosk_user touchmpv devices > /tmp/kiosk-devices.txt 2>&1)
  show /tmp/kiosk-devices.txt

  credentials=$(awk '/^(Uid|Gid|Groups):/ { $1 = $1; print }' "/proc/$play_pid/status" | paste -sd ';')
  case $credentials in
    ("Uid: 990 990 990 990;Gid: 990 990 990 990;Groups: 29 44 102 989 990") pass "7 kiosk: play runs as touchmpv: $credentials" ;;
    (*) fail "7 kiosk: play's credentials are $credentials (want uid and gid 990, groups audio video render touchscreen touchmpv)" ;;
  esac
  if grep -q 'touch input from auto (none yet, waiting for a touchscreen)$' /tmp/kiosk.play \
    && wait_for /tmp/kiosk.play.err "^touchmpv: touch input from $helper_node \\(Atmel maXTouch Touchscreen\\)\$" 100; then
    pass "7 kiosk: --touch auto waited, then opened the touchscreen once udev gave it the group: $(grep 'touch input from' /tmp/kiosk.play.err)"
  else
    fail "7 kiosk: $(head -1 /tmp/kiosk.play); $(cat /tmp/kiosk.play.err)"
  fi

  wait_for /tmp/kiosk-mpv.log 'first video frame after restart shown' 600 || note "7 kiosk: mpv showed no frame in 60 s"
  sleep 2
  screenshot video
  sleep 3
  screenshot video-later

  touch_frame 0 300 400 240          # a tap in the middle: the controls show
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/kiosk.play toggleControls 1 100
  sleep 2
  screenshot controls-after-tap
  touch_frame 0 301 400 240          # and toggle them (hidden, or shown anew if they hid meanwhile)
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/kiosk.play toggleControls 2 100
  sleep 2

  touch_frame 0 302 600 100          # a pan down on the right half: volume
  drag 0 302 600 100 0 20 8
  wait_for_actions /tmp/kiosk.play volumeDown 8 100
  sleep 2
  screenshot volume-drag-hud         # the finger is still down
  lift_frame 0
  sleep 0.5

  # The tracks menu (the clip has two audio tracks). Its button takes a tap only while
  # the controls show: the second tap hid them, or showed them anew if they had hidden
  # by themselves, and then they hide controls-hide-delay (3 s) after the pan's lift.
  case $(grep ' toggleControls ' /tmp/kiosk.play | sed -n 2p) in
    (*'controls visible'*) sleep 4 ;;
  esac
  touch_frame 0 303 400 240          # a tap in the middle: the controls show
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/kiosk.play toggleControls 3 100
  # The tracks button is the top bar's rightmost B x B (ControlsLayout.menuButtons; B =
  # 86 at 1280x720): x 1194-1279, y 0-85. The touchscreen's x 0-799 and y 0-479 map
  # onto the screen times 1.6 and 1.5: (773, 29) is (1237, 43), the button's centre.
  touch_frame 0 304 773 29
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/kiosk.play menuOpen 1 100
  sleep 2
  screenshot tracks-menu
  # The panel's list starts a header's height (B) below the top bar, a row B high each:
  # "Audio" y 172-257, "English" 258-343, "Deutsch" 344-429; the panel spans x 764-1279
  # (ControlsLayout.menuPanel). (640, 258) is (1024, 387), inside "Deutsch".
  touch_frame 0 305 640 258
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/kiosk.play menuSelect 1 100
  # mpv lists the tracks again when one is switched, the chosen one marked (+).
  wait_for /tmp/kiosk-mpv.log '\(\+\) Audio --aid=2 ' 100

  play_finish /tmp/kiosk.play
  taps=$(actions /tmp/kiosk.play toggleControls)
  volume=$(actions /tmp/kiosk.play volumeDown)
  if [ "$taps" = 3 ] && [ "$volume" = 8 ]; then
    pass "7 kiosk: touchmpv read the touchscreen: 3 taps (toggleControls), a pan (8 volumeDown)"
  else
    fail "7 kiosk: $taps toggleControls (want 3), $volume volumeDown (want 8)"
  fi
  shown=$(grep ' toggleControls ' /tmp/kiosk.play | sed -n 3p)
  opened=$(grep ' menuOpen ' /tmp/kiosk.play)
  chosen=$(grep ' menuSelect ' /tmp/kiosk.play)
  switched=$(grep -m1 -o '(+) Audio --aid=2 .*' /tmp/kiosk-mpv.log)
  case $shown in
    (*'controls visible') ;;
    (*) fail "7 kiosk: the tap before the tracks button left the controls hidden: '$shown'" ;;
  esac
  case "$opened|$chosen|$(actions /tmp/kiosk.play menuClose)|$switched" in
    (*'menuOpen '*' tracks|'*'menuSelect '*' tracks #1 → set aid 2|0|'*Deutsch*)
      pass "7 kiosk: the tracks button opened its menu and its row 'Deutsch' chose the second audio track ($chosen); mpv switched: $switched" ;;
    (*) fail "7 kiosk: the tracks menu: opened '$opened', chose '$chosen', $(actions /tmp/kiosk.play menuClose) menuClose; mpv: '$switched'" ;;
  esac
  if [ "$alive" = yes ] && [ "$status" = 0 ] && grep -q 'vo/drm' /tmp/kiosk-mpv.log; then
    pass "7 kiosk: played through vo=drm until stopped ($(grep -m1 -o 'vo/drm.*[0-9]x[0-9].*' /tmp/kiosk-mpv.log))"
  else
    fail "7 kiosk: play alive=$alive, exit $status; vo/drm lines: $(grep -c 'vo/drm' /tmp/kiosk-mpv.log)"
    grep -E 'vo/drm|\[e\]|error' /tmp/kiosk-mpv.log | head -20 | show
  fi
  # OSD text needs fontconfig's files and a font: libass must have found one.
  font=$(grep -m1 -o 'fontselect: .*' /tmp/kiosk-mpv.log)
  case $font in
    (*DejaVuSans.ttf*) pass "7 kiosk: the OSD has its font: $font" ;;
    (*) fail "7 kiosk: libass found no font: '$font' $(grep -m3 -i 'fontconfig\|font' /tmp/kiosk-mpv.log | tr '\n' ' ')" ;;
  esac
}

# --- 10. the clock stepped across the screen schedule's switch (issue 27) ----------------
# The guest is its own machine, so its clock may be set: play keeps `screen-on =
# 08:00-20:00` with a backlight folder of its own (TOUCHMPV_BACKLIGHT_DIR), the clock is
# stepped from noon to 21:00 with busybox `date -s`, and the backlight must be powered
# down (bl_power 4) at once, not at the 20:00 the old clock foretold, eight hours on: the
# timerfd armed at the switch with TFD_TIMER_CANCEL_ON_SET wakes the loop when the clock
# is set. Stepped back to 09:00, the screen lights again (bl_power 0).
check_clock_step() {
  backlight=/tmp/clock-backlights/panel
  mkdir -p "$backlight"
  echo 100 > "$backlight/max_brightness"
  echo 80 > "$backlight/brightness"
  echo 0 > "$backlight/bl_power"
  echo 'screen-on = 08:00-20:00' > /tmp/clock.conf
  date -s '2026-01-01 12:00:00' >/dev/null
  export TOUCHMPV_BACKLIGHT_DIR=/tmp/clock-backlights
  play_start /tmp/clock.play --config /tmp/clock.conf
  started=$?
  unset TOUCHMPV_BACKLIGHT_DIR
  [ "$started" = 0 ] || { fail "10 clock step: play did not start"; return; }
  lit=$(cat "$backlight/bl_power")
  date -s '2026-01-01 21:00:00' >/dev/null
  stepped=$(uptime_s)
  if [ "$lit" = 0 ] && wait_for "$backlight/bl_power" '^4$' 100; then
    pass "10 clock step: stepped from 12:00 to 21:00 (screen-on = 08:00-20:00), the backlight was powered down $(awk -v from="$stepped" -v to="$(uptime_s)" 'BEGIN { printf "%.1f", to - from }') s later"
  else
    fail "10 clock step: bl_power $lit before the step, $(cat "$backlight/bl_power") 10 s after the step to 21:00 (want 0, then 4)"
  fi
  date -s '2026-01-02 09:00:00' >/dev/null
  if wait_for "$backlight/bl_power" '^0$' 100; then
    pass "10 clock step: stepped back into the span (09:00), the backlight is powered up again"
  else
    fail "10 clock step: bl_power $(cat "$backlight/bl_power") 10 s after the step back to 09:00 (want 0)"
  fi
  play_stop && status=0 || status=$?
  show /tmp/clock.play.err
  [ "$status" = 0 ] || fail "10 clock step: play exited $status"
}

# --- 11. panels mounted on their side and upside down: display-rotation on DRM ------
# Paused, with `display-rotation = 180` the clip and at 90 a portrait testsrc2 (288x512:
# no higher than 576, so that mpv takes its colours as BT.601, as ffmpeg makes the
# reference; the quarter turn makes it fill the panel): mpv turns the video
# (video-rotate) and
# touchmpv the controls, drawn turned, so the viewer's bottom bar is along the panel's
# top edge at 180 and its left edge at 90 (the host's pixel checks,
# screen_check_turned_180 and screen_check_turned_90). The replayed touchscreen's axes
# are the panel's (x 0-799, y 0-479 times 1.6 and 1.5): where the panel shows the play
# button, its top-right (773, 29 is the panel's 1237, 43) at 180 and its top-left
# (27, 29 is 43, 43) at 90, a tap plays. Under TCG a paused picture takes seconds to be
# redrawn with the overlay: the screenshot waits 4 s after the tap.
turned_source=av://lavfi:testsrc2=size=288x512:rate=10
check_turned() {
  screenshots_open
  mkdir -p /tmp/turned
  turned 180 "$kiosk_clip" 773 29 top-right
  turned 90 "$turned_source" 27 29 top-left
}

# turned DEGREES MEDIA X Y CORNER: plays MEDIA paused at display-rotation DEGREES, shows
# the controls, takes the screenshot turned-DEGREES and taps the touchscreen's (X, Y),
# the panel's CORNER, where the play button must be.
turned() {
  printf 'display-rotation = %s\ncontrols-hide-delay = 60s\n' "$1" > /tmp/turned/touchmpv.conf
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "11 turned $1: no touchscreen: $(cat /tmp/helper.err)"; return; }
  rm -f /tmp/turned.play /tmp/turned.play.err /tmp/turned-mpv.log
  touchmpv play "$2" --config /tmp/turned/touchmpv.conf --touch "$helper_node" --mpv vo=drm --mpv ao=null \
    --mpv pause=yes --mpv sws-allow-zimg=no --mpv log-file=/tmp/turned-mpv.log >/tmp/turned.play 2>/tmp/turned.play.err &
  play_pid=$!
  if ! wait_for /tmp/turned.play '^touchmpv: playing' 600; then
    fail "11 turned $1: play did not start: $(cat /tmp/turned.play.err)"
    play_finish /tmp/turned.play
    return
  fi
  wait_for /tmp/turned-mpv.log 'first video frame after restart shown' 600 || note "11 turned $1: mpv showed no frame in 60 s"
  touch_frame 0 400 400 240          # a tap in the middle: the controls show
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/turned.play toggleControls 1 100
  sleep 4
  screenshot "turned-$1"
  touch_frame 0 401 "$3" "$4"        # the play button, where the panel shows it
  sleep 0.05
  lift_frame 0
  wait_for_actions /tmp/turned.play togglePause 1 100
  play_finish /tmp/turned.play
  played=$(grep ' togglePause ' /tmp/turned.play)
  case $played in
    (*'paused no') pass "11 turned $1: a tap at the panel's $5 pressed the play button: $played" ;;
    (*) fail "11 turned $1: the tap at the panel's $5 gave '$played' (want togglePause → paused no)" ;;
  esac
}

# --- 12. keys: a uinput key device (buttons, a remote) bound in touch-input.conf ------
# `keys = auto` (the default) with no key device yet takes one made later (the PS/2
# keyboard, a keyboard, is not taken); KEY_PLAYPAUSE bound to mpv's `cycle pause` runs on
# its press (not its release), through a real unplug and replug of the device, and
# mpv's own pause (the summary reads it from mpv) is what three presses make.
keys_header() {
  printf '%s\n' 'N: touchmpv test buttons' 'I: 0019 0001 0001 0001' 'P: 00 00 00 00 00 00 00 00' \
    'B: 00 03 00 00 00 00 00 00 00' 'B: 01 04 00 00 00 00 00 00 00' 'B: 01 00 00 00 00 00 00 00 00' \
    'B: 01 00 00 00 00 10 00 00 00'
}
key_press() { helper frame 1 164 1 && helper frame 1 164 0; }
check_keys() {
  keys_header > /tmp/keys.evemu
  printf 'key KEY_PLAYPAUSE cycle pause\n' > /tmp/keys.conf
  play_start /tmp/keys.play --bindings /tmp/keys.conf --mpv pause=no || { fail "12 keys: play did not start"; return; }
  helper_start /tmp/keys.evemu || { fail "12 keys: no key device: $(cat /tmp/helper.err)"; play_stop; return; }
  first_node=$helper_node
  wait_for /tmp/keys.play.err "^touchmpv: key input from $first_node \\(touchmpv test buttons\\)\$" 100 && key_press
  wait_for /tmp/keys.play 'key KEY_PLAYPAUSE → cycle pause' 100
  helper destroy
  wait_for /tmp/keys.play.err '^touchmpv: key input lost: ' 100
  helper create
  second_node=${helper_reply#ok created }
  # The second "key input from" line: the replugged device is open.
  waited=0
  until [ "$(grep -c '^touchmpv: key input from ' /tmp/keys.play.err)" -ge 2 ] || [ "$waited" -ge 100 ]; do
    sleep 0.1
    waited=$((waited + 1))
  done
  key_press && key_press
  sleep 0.5
  play_finish /tmp/keys.play
  presses=$(grep -c 'key KEY_PLAYPAUSE → cycle pause' /tmp/keys.play)
  if [ "$presses" = 3 ] && grep -q "key input from $first_node" /tmp/keys.play.err \
    && ! grep -q 'AT Translated' /tmp/keys.play.err; then
    pass "12 keys: auto took $first_node when it appeared (not the keyboard), and each press ran cycle pause once ($presses)"
  else
    fail "12 keys: $presses cycle pause (want 3); $(grep 'key input' /tmp/keys.play.err | tr '\n' ' ')"
  fi
  if grep -q 'key input lost' /tmp/keys.play.err && grep -q "key input from $second_node" /tmp/keys.play.err \
    && [ "$alive" = yes ] && [ "$status" = 0 ] && grep -q '^final state: .*paused yes' /tmp/keys.play; then
    pass "12 keys: playback went on through the unplug, the replugged $second_node was taken, mpv paused ($(grep '^final state' /tmp/keys.play))"
  else
    fail "12 keys: alive=$alive exit $status; $(grep '^final state' /tmp/keys.play); $(tail -2 /tmp/keys.play.err | tr '\n' ' ')"
  fi
}

# --- 13. the kiosk's chooser on the DRM display ---------------------------------------
# `attract` a red loop and `library` a blue and a green title (160x90, a few seconds): a
# tap on the loop opens the chooser, whose slate and pictures the host checks on the
# screendump (screen_check_chooser: on 1280x720, B = 86 and 9 columns, the pictures'
# middles at (76, 133) and (217, 133), slate at (640, 500)); a tap where the second
# picture is (the touchscreen's 136, 89) plays that title, as mpv's `filename` read back
# through the control socket says; a uinput key device's KEY_HOME, bound to
# touchmpv/attract, brings the loop back.
chooser_media=/ktest/media/chooser
chooser_keys_header() {
  printf '%s\n' 'N: touchmpv test home button' 'I: 0019 0001 0001 0001' 'P: 00 00 00 00 00 00 00 00' \
    'B: 00 03 00 00 00 00 00 00 00' 'B: 01 00 00 00 00 00 00 00 00' 'B: 01 00 00 00 00 40 00 00 00' \
    'B: 01 00 00 00 00 00 00 00 00'
}
# chooser_expect LINE TENTHS: true once the control socket answers `ok` to LINE, tried
# every tenth of a second for TENTHS tenths; chooser_answer holds the last answer.
chooser_expect() {
  waited=0
  until chooser_answer=$(control-line /tmp/chooser.sock "$1" 2>&1) && [ "$chooser_answer" = ok ]; do
    [ "$waited" -ge "$2" ] && return 1
    sleep 0.1
    waited=$((waited + 1))
  done
}
check_chooser() {
  screenshots_open
  chooser_keys_header > /tmp/chooser-keys.evemu
  helper_start "$fixtures/atmel-maxtouch.1-finger-fast-taps.evemu" \
    || { fail "13 chooser: no touchscreen: $(cat /tmp/helper.err)"; return; }
  helper2_start /tmp/chooser-keys.evemu || { fail "13 chooser: no key device: $(cat /tmp/helper2.err)"; helper_stop; return; }
  printf 'attract = %s/loop.mkv\nlibrary = %s/library\nidle-return = never\nkeys = %s\n' \
    "$chooser_media" "$chooser_media" "$helper2_node" > /tmp/chooser.conf
  printf 'key KEY_HOME touchmpv/attract\n' > /tmp/chooser-bindings.conf
  rm -f /tmp/chooser.play /tmp/chooser.play.err /tmp/chooser-mpv.log /tmp/chooser.sock
  touchmpv play --no-mpv-config --config /tmp/chooser.conf --bindings /tmp/chooser-bindings.conf --touch "$helper_node" \
    --control /tmp/chooser.sock --mpv vo=drm --mpv ao=null --mpv sws-allow-zimg=no --mpv log-file=/tmp/chooser-mpv.log \
    >/tmp/chooser.play 2>/tmp/chooser.play.err &
  play_pid=$!
  if ! chooser_expect '+0 expect mode attract' 600; then
    fail "13 chooser: the loop did not start: $chooser_answer; $(cat /tmp/chooser.play.err)"
    play_finish /tmp/chooser.play
    helper2_stop
    return
  fi
  touch_frame 0 400 400 240
  sleep 0.05
  lift_frame 0
  if chooser_expect '+0 expect mode chooser' 100 && chooser_expect '+0 expect chooser 2' 10; then
    pass "13 chooser: a tap on the loop opened the chooser of 2 titles"
  else
    fail "13 chooser: after a tap on the loop: $chooser_answer"
  fi
  # Under TCG the pictures' core and the redraw of the overlay take seconds.
  sleep 8
  screenshot chooser
  touch_frame 0 401 136 89
  sleep 0.05
  lift_frame 0
  if chooser_expect '+0 expect mode playing' 100 && chooser_expect '+0 expect mpv:filename b.mkv' 100; then
    pass "13 chooser: a tap on the second tile's picture played b.mkv"
  else
    fail "13 chooser: after a tap on the second tile: $chooser_answer"
  fi
  helper2 frame 1 102 1 && helper2 frame 1 102 0
  if chooser_expect '+0 expect mode attract' 100 && chooser_expect '+0 expect mpv:filename loop.mkv' 100; then
    pass "13 chooser: KEY_HOME (touchmpv/attract) from $helper2_node brought the loop back"
  else
    fail "13 chooser: after KEY_HOME: $chooser_answer; $(grep 'key' /tmp/chooser.play.err | tr '\n' ' ')"
  fi
  play_finish /tmp/chooser.play
  helper2_stop
  [ "$alive" = yes ] && [ "$status" = 0 ] || fail "13 chooser: alive=$alive exit $status"
}

note "input devices at the start:"
grep -E '^(N|H):' /proc/bus/input/devices | show
# The checks are the check_* functions above, in order (run-vm.sh reads the same list
# from this file and requires a `KTEST DONE` line of each). `ktest.checks=a,b` on the
# kernel command line (run-vm.sh passes $KTEST_CHECKS, refused under CI) runs only those.
checks=$(tr ' ' '\n' < /proc/cmdline | sed -n 's/^ktest.checks=//p' | tr ',' ' ')
for check in ${checks:-$(sed -n 's/^\(check_[a-z_0-9]*\)() {$/\1/p' /ktest/tests.sh)}; do
  note "$check from $(uptime_s) s"
  $check
  echo "KTEST DONE $check"
done
echo "KTEST RESULT passed=$passed failed=$failed"

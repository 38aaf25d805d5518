# The host's side of the VM's `screenshot NAME` (sourced by run-vm.sh and
# run-service-vm.sh, after screen-checks.sh and their pass, fail and note): QEMU's
# screendump through QMP on the pipes $work/qmp.in and $work/qmp.out, the picture kept as
# $shots/NN-NAME.png, its pixel check (screen-checks.sh), and the answer `shot NAME`
# written to $screenshot_answers, the channel the VM reads it on.

# qmp COMMAND_JSON: sends one QMP command, reads up to its answer (skipping events);
# true when it is a `return`.
qmp_open=
qmp() {
  if [ -z "$qmp_open" ]; then
    exec {qmp_in}>"$work/qmp.in" {qmp_out}<"$work/qmp.out"
    qmp_open=yes
    read -r -t 30 qmp_answer <&"$qmp_out"
    qmp '{"execute":"qmp_capabilities"}' || return 1
  fi
  echo "$1" >&"$qmp_in"
  while read -r -t 60 qmp_answer <&"$qmp_out"; do
    case $qmp_answer in
      (*'"return"'*) return 0 ;;
      (*'"error"'*) return 1 ;;
    esac
  done
  return 1
}

# screendump FILE: QEMU's picture of the display as it is now, as a PPM.
screendump() {
  qmp "{\"execute\":\"screendump\",\"arguments\":{\"filename\":\"$1\"}}" && [ -s "$1" ]
}

# shown_frame PICTURE: the clip's frame PICTURE shows (screen-compare's closest), judged
# on the parts no overlay covers (the bars' bands, the HUD's panel), or nothing.
shown_frame() {
  screen_compare "$1" --ignore 0,0,1,0.12 --ignore 0,0.88,1,0.12 --ignore 0.84,0.15,0.16,0.72 && echo "$shot_frame"
}

# screenshot NAME [AFTER]: the picture, its check, the answer to the VM. With AFTER (a
# playback position in seconds, the clip at 10 frames a second), the picture is taken
# again, up to 120 s, until the display shows a frame from AFTER on: an overlay drawn
# with the frames after an action is then on screen, however far the display lags
# behind playback under TCG.
shot_number=0
screenshot() {
  local name=$1 after=${2:-} picture frame deadline=$((SECONDS + 120))
  shot_number=$((shot_number + 1))
  picture=$shots/$(printf '%02d' "$shot_number")-$name
  if [ -n "$after" ]; then
    until screendump "$picture.ppm" && frame=$(shown_frame "$picture.ppm") \
      && awk -v f="$frame" -v a="$after" 'BEGIN { exit !(f >= a * 10) }'; do
      [ "$SECONDS" -lt "$deadline" ] || { fail "screenshot $name: the display showed no frame from ${after} s on within 120 s (last: frame ${frame:-none})"; break; }
      sleep 0.2
    done
  fi
  if screendump "$picture.ppm"; then
    ffmpeg -nostdin -hide_banner -loglevel error -y -i "$picture.ppm" "$picture.png" \
      || fail "screenshot $name: cannot convert it to PNG"
    check=screen_check_${name//-/_}
    if declare -F "$check" >/dev/null; then
      "$check" "$picture.ppm"
    else
      screen_note "$name" "$picture.ppm"
    fi
    rm -f "$picture.ppm"
  else
    fail "screenshot $name: screendump failed: $qmp_answer"
  fi
  echo "shot $name" > "$screenshot_answers"
}

#!/usr/bin/env bash
# The pixel checks of the kernel-test VM's screenshots, run on the host by run-vm.sh as
# each picture is taken (sourced; it provides pass, fail, note and $work). The VM's
# `screenshot NAME` runs screen_check_NAME (dashes as underscores) with the picture (a
# PPM); a screenshot without a function is kept with a note of what it shows.
#
# Every check compares the screen with the clip the VM plays (testsrc2, 640x360, on a
# 1280x720 display) through screen-compare: each picture is cut into 32x18 cells and
# matched against every frame of the clip; `mean` and `worst` are the mean and the
# largest cell difference (0-255) from the closest frame, `black` what a black screen
# would score. So a match says: this is a frame of the clip, scaled to fill the whole
# screen (a border, an offset or a smaller picture moves the edge cells), in its colours.
#
# The touch controls and the HUD (issue #13) are checked the same way, with the areas
# they are drawn in left out of the match (--ignore) and measured against the matched
# frame (--region): the video must still match everywhere else, and the overlay must
# differ there. Their areas are the controls' layout on the 1280x720 display (B = 86
# points, 0.12 of the height): the bars y < 86 and y >= 634, the volume HUD's panel
# x 1095-1259, y 133-605, the tracks menu's panel x 764-1279, y 86-719 (PlayerUI's
# ControlsLayout). A --region takes only cells the overlay covers whole, so the cells
# half under a bar's edge are ignored but not measured.

# The limits: a frame of the clip on screen differs by about 1-3 on average through
# scaling and the conversion to RGB; a letterboxed or shifted picture by 30 or more; a
# black screen by about 125.
mean_limit=6
worst_limit=24
# An overlay's cells: the 60 % black panels and what is drawn on them move a cell of the
# clip by 40 or more; 30 leaves room for dark frames.
overlay_limit=30

# screen_compare PICTURE [screen-compare match options]: sets shot_frame, shot_mean,
# shot_worst, shot_black… (one variable per word of its answer); false if it failed.
screen_compare() {
  local picture=$1 answer word
  shift
  answer=$("$work/screen-compare" match "${reference_cells:-$work/clip.cells}" "$picture" "$@" 2>&1) \
    || { shot_error=$answer; return 1; }
  for word in $answer; do
    printf -v "shot_${word%%=*}" '%s' "${word#*=}"
  done
  shot_summary="frame $shot_frame of $shot_frames, mean difference $shot_mean, worst cell $shot_worst at $shot_worst_at (black: $shot_black)"
}

# at_most VALUE LIMIT: a comparison of decimals.
at_most() { awk -v value="$1" -v limit="$2" 'BEGIN { exit !(value <= limit) }'; }

# Whether the last compared picture is a frame of the clip filling the screen.
shows_clip() { at_most "$shot_mean" "$mean_limit" && at_most "$shot_worst" "$worst_limit"; }

# drawn_over VALUE: whether a region's difference says something is drawn there.
drawn_over() { ! at_most "$1" "$overlay_limit"; }

# The video plays full-screen: the picture is a frame of the clip, scaled to fill it.
screen_check_video() {
  if ! screen_compare "$1"; then
    fail "screen video: $shot_error"
  elif shows_clip; then
    first_frame=$shot_frame
    pass "screen video: the clip fills the screen in its colours: $shot_summary"
  else
    fail "screen video: not the clip full-screen: $shot_summary (limits: mean $mean_limit, worst $worst_limit)"
  fi
}

# Seconds later, it shows another frame of the clip: it plays, not a still.
screen_check_video_later() {
  if ! screen_compare "$1"; then
    fail "screen video-later: $shot_error"
  elif shows_clip && [ "$shot_frame" != "${first_frame:-}" ]; then
    pass "screen video-later: the picture moved on from frame ${first_frame:-?} to $shot_summary"
  else
    fail "screen video-later: $shot_summary; the first picture was frame ${first_frame:-?}"
  fi
}

# Two seconds after a tap: the controls' bars are drawn over the top and bottom B points,
# and the rest of the screen is still the clip, frame for frame.
screen_check_controls_after_tap() {
  if ! screen_compare "$1" --ignore 0,0,1,0.12 --ignore 0,0.88,1,0.12 --region top:0,0,1,0.1 --region bottom:0,0.9,1,0.1; then
    fail "screen controls-after-tap: $shot_error"
  elif shows_clip && drawn_over "$shot_top" && drawn_over "$shot_bottom"; then
    pass "screen controls-after-tap: the bars are drawn (top bar differs by $shot_top, bottom bar by $shot_bottom) over the clip elsewhere: $shot_summary"
  else
    fail "screen controls-after-tap: bars top $shot_top, bottom $shot_bottom (want above $overlay_limit); elsewhere $shot_summary (limits: mean $mean_limit, worst $worst_limit)"
  fi
}

# Two seconds into a volume pan, the finger still down: the volume HUD is drawn near the
# right edge, and the rest of the screen is the clip. The bars' areas are left out too:
# the tap before toggles the controls, which hid them if they were still up, but under
# TCG they may have hidden by themselves first, and then it showed them again.
screen_check_volume_drag_hud() {
  if ! screen_compare "$1" --ignore 0.84,0.15,0.16,0.72 --ignore 0,0,1,0.12 --ignore 0,0.88,1,0.12 \
    --region hud:0.875,0.23,0.09,0.6; then
    fail "screen volume-drag-hud: $shot_error"
  elif shows_clip && drawn_over "$shot_hud"; then
    pass "screen volume-drag-hud: the volume HUD is drawn near the right edge (it differs by $shot_hud) over the clip elsewhere: $shot_summary"
  else
    fail "screen volume-drag-hud: HUD $shot_hud (want above $overlay_limit); elsewhere $shot_summary (limits: mean $mean_limit, worst $worst_limit)"
  fi
}

# Two seconds after a tap on the tracks button: the menu's panel is drawn at the right
# edge below the top bar, max(6B, 0.4 W) = 516 points wide and over the bottom bar, the
# top bar shows (an open menu holds the controls up), and the rest of the screen, the
# bars left out, is the clip. The panel's region is the cells from x 800 and y 120.
screen_check_tracks_menu() {
  if ! screen_compare "$1" --ignore 0.596875,0.1194,0.403125,0.8806 --ignore 0,0,1,0.12 --ignore 0,0.88,1,0.12 \
    --region panel:0.63,0.17,0.37,0.83 --region top:0,0,1,0.1; then
    fail "screen tracks-menu: $shot_error"
  elif shows_clip && drawn_over "$shot_panel" && drawn_over "$shot_top"; then
    pass "screen tracks-menu: the menu's panel is drawn at the right edge (it differs by $shot_panel, the top bar by $shot_top) over the clip elsewhere: $shot_summary"
  else
    fail "screen tracks-menu: panel $shot_panel, top bar $shot_top (want above $overlay_limit); elsewhere $shot_summary (limits: mean $mean_limit, worst $worst_limit)"
  fi
}

# Check 11, display-rotation: four seconds after a tap, the picture is the source turned
# (its cells made from the source turned by ffmpeg: the clip upside down at 180, the
# portrait testsrc2 a quarter clockwise at 90) with the bars drawn over it, the viewer's
# bottom bar along the panel's top edge (y < 86) at 180 and its left edge (x < 86) at 90,
# the top bar along the opposite edge. That the bottom one is the play button's bar, the
# VM checks with a tap. ffmpeg runs with -nostdin: this runs inside run-vm.sh's loop over
# the serial console, which is its standard input.
screen_check_turned_180() {
  ffmpeg -nostdin -hide_banner -loglevel error -i "$work/clip.mkv" -map 0:v \
    -vf hflip,vflip -f rawvideo -pix_fmt rgb24 - | "$work/screen-compare" cells 640 360 > "$work/clip-180.cells"
  reference_cells=$work/clip-180.cells turned_bars 180 "$1" 0,0,1,0.12 0,0.88,1,0.12 0,0,1,0.1 0,0.9,1,0.1
}

screen_check_turned_90() {
  ffmpeg -nostdin -hide_banner -loglevel error -f lavfi \
    -i testsrc2=size=288x512:rate=10 -t 20 -vf transpose=clock -f rawvideo -pix_fmt rgb24 - \
    | "$work/screen-compare" cells 512 288 > "$work/portrait-90.cells"
  reference_cells=$work/portrait-90.cells turned_bars 90 "$1" 0,0,0.07,1 0.93,0,0.07,1 0,0,0.06,1 0.94,0,0.06,1
}

# turned_bars DEGREES PICTURE BOTTOM_BAND TOP_BAND BOTTOM_REGION TOP_REGION: the check
# of a turned picture against $reference_cells, the bars' bands left out of the match and
# their regions required to differ.
turned_bars() {
  if ! screen_compare "$2" --ignore "$3" --ignore "$4" --region "bottom:$5" --region "top:$6"; then
    fail "screen turned-$1: $shot_error"
  elif shows_clip && drawn_over "$shot_bottom" && drawn_over "$shot_top"; then
    pass "screen turned-$1: the source turned $1° with the bars drawn (the viewer's bottom bar differs by $shot_bottom, the top bar by $shot_top): $shot_summary"
  else
    fail "screen turned-$1: bars $shot_bottom and $shot_top (want above $overlay_limit); elsewhere, against the source turned, $shot_summary (limits: mean $mean_limit, worst $worst_limit)"
  fi
}

# A picture with no check yet: its comparison with the clip, as a note.
screen_note() {
  if screen_compare "$2" --region top:0,0,1,0.12 --region bottom:0,0.88,1,0.12 --region right:0.8,0,0.2,1; then
    note "screen $1: kept, no pixel check; $shot_summary; by region: top $shot_top, bottom $shot_bottom, right $shot_right"
  else
    fail "screen $1: $shot_error"
  fi
}

# Check 13's chooser over the red loop: the slate between tiles and below them, tile 0's
# blue picture and tile 1's green one where ChooserLayout puts them on 1280x720 (9
# columns, the pictures' middles at (76, 133) and (217, 133)), none of them the loop's red.
screen_check_chooser() {
  local colours
  colours=$("$work/screen-compare" pixel "$1" 640 500 76 133 217 133 2>&1 | tr '\n' ' ') \
    || { fail "screen chooser: $colours"; return; }
  read -r slate first second <<< "$colours"
  near() { # near RRGGBB RRGGBB: each channel within 12
    local a=$1 b=$2 i
    for i in 0 2 4; do
      (( (16#${a:i:2} - 16#${b:i:2}) ** 2 <= 144 )) || return 1
    done
  }
  if near "$slate" 1E2530 && near "$first" 0000FF && near "$second" 00FF00; then
    pass "screen chooser: the slate ($slate), tile 0's blue picture ($first) and tile 1's green one ($second) where the layout puts them"
  else
    fail "screen chooser: slate $slate (want 1E2530), tile 0 $first (want 0000FF), tile 1 $second (want 00FF00)"
  fi
}

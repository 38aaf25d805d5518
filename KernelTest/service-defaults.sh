#!/bin/bash
# How the service test's guest plays, written into the root at ROOT once the package is
# installed there (by build-service-image.sh on the host, or by the guest's own
# check_install where the guest installs the package): the clip in
# /etc/default/touchmpv, on the DRM display (swscale: zimg is too slow under TCG,
# KernelTest/README.md), with a control socket, where the checks read the player's
# state, in /run/touchmpv through the drop-in docs/kiosk.md ("What the service trusts")
# gives for it; the first bindings file; and controls that stay up a minute after a
# tap (/etc/touchmpv.conf), so that check_gestures' picture finds them drawn however
# far the display lags behind playback under TCG.
#
#   service-defaults.sh ROOT
set -euo pipefail

root=$1
sed -i -e 's|^TOUCHMPV_MEDIA=$|TOUCHMPV_MEDIA=/srv/kiosk/clip.mp4|' \
  -e 's|^#TOUCHMPV_OPTIONS=.*|TOUCHMPV_OPTIONS="--touch auto --mpv vo=drm --mpv sws-allow-zimg=no --control /run/touchmpv/control.sock"|' \
  "$root/etc/default/touchmpv"
grep -q '^TOUCHMPV_MEDIA=/srv/kiosk/clip.mp4$' "$root/etc/default/touchmpv" \
  && grep -q '^TOUCHMPV_OPTIONS=' "$root/etc/default/touchmpv" \
  || { echo "service-defaults: /etc/default/touchmpv changed its form: $(cat "$root/etc/default/touchmpv")" >&2; exit 1; }
mkdir -p "$root/etc/systemd/system/touchmpv.service.d"
printf '[Service]\nRuntimeDirectory=touchmpv\n' > "$root/etc/systemd/system/touchmpv.service.d/control-socket.conf"
printf '# The service test: the controls stay up for its picture.\ncontrols-hide-delay = 60s\n' >> "$root/etc/touchmpv.conf"
# A tap acts at once (no double tap to wait for), and visibly in mpv's state.
printf 'double-tap ignore\ntap add volume -10\n' > "$root/etc/touch-input.conf"

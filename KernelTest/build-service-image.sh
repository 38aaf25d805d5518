#!/usr/bin/env bash
# Builds the service test's guest disk: a copy of the cached debootstrap'ed Debian 12
# root (scripts/debian-root.sh, as `make deb-test` uses it) with the package installed
# by apt-get (its Recommends, udev, named; no other recommendation), the clip,
# /etc/default/touchmpv naming it, the first bindings file, the uinput replay helper
# with one recording, and the checks with the unit that runs them at boot
# (touchmpv-service-test.service). touchmpv.service itself stays disabled: the checks
# start it. The folder becomes an ext4 image with `mke2fs -d` (no loop mount).
#
#   build-service-image.sh DEB CLIP HELPER IMAGE
#
# The .debs apt downloads are kept in .build/service-test-archives, so a second build
# fetches only the package lists.
set -euo pipefail

deb=$(readlink -f "$1") clip=$2 helper=$3 image=$4
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
archives=$repository/.build/service-test-archives
root=$(dirname "$image")/root
log=$(dirname "$image")/image.log
. "$repository/scripts/debian-root.sh"

root_open "$repository" "$root"
mkdir -p "$archives"
cp "$deb" "$root/tmp/"
find "$archives" -name '*.deb' -exec cp -t "$root/var/cache/apt/archives/" {} +
: > "$log"
if ! { in_root apt-get update && in_root apt-get install -y --no-install-recommends "/tmp/$(basename "$deb")" udev; } >> "$log" 2>&1; then
  echo "build-service-image: installing the package failed: $(tail -5 "$log")" >&2
  exit 1
fi
cp -n "$root"/var/cache/apt/archives/*.deb "$archives/" 2>/dev/null || true
in_root apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root/tmp/$(basename "$deb")"

# What the service plays and how: the clip on the DRM display (swscale: zimg is too
# slow under TCG, KernelTest/README.md), and a control socket, where the checks read
# the player's state, in /run/touchmpv through the drop-in README.md ("What the
# service trusts") gives for it.
mkdir -p "$root/srv/kiosk"
cp "$clip" "$root/srv/kiosk/clip.mp4"
sed -i -e 's|^TOUCHMPV_MEDIA=$|TOUCHMPV_MEDIA=/srv/kiosk/clip.mp4|' \
  -e 's|^#TOUCHMPV_OPTIONS=.*|TOUCHMPV_OPTIONS="--touch auto --mpv vo=drm --mpv sws-allow-zimg=no --control /run/touchmpv/control.sock"|' \
  "$root/etc/default/touchmpv"
grep -q '^TOUCHMPV_MEDIA=/srv/kiosk/clip.mp4$' "$root/etc/default/touchmpv" \
  && grep -q '^TOUCHMPV_OPTIONS=' "$root/etc/default/touchmpv" \
  || { echo "build-service-image: /etc/default/touchmpv changed its form: $(cat "$root/etc/default/touchmpv")" >&2; exit 1; }
mkdir -p "$root/etc/systemd/system/touchmpv.service.d"
printf '[Service]\nRuntimeDirectory=touchmpv\n' > "$root/etc/systemd/system/touchmpv.service.d/control-socket.conf"
# A tap acts at once (no double tap to wait for), and visibly in mpv's state.
printf 'double-tap ignore\ntap add volume -10\n' > "$root/etc/touch-input.conf"

install -m 755 "$helper" "$root/usr/local/bin/uinput-replay"
mkdir -p "$root/ktest/fixtures"
cp "$repository/Tests/Fixtures/recordings/atmel-maxtouch.1-finger-fast-taps.evemu" "$root/ktest/fixtures/"
cp "$here/vm-harness.sh" "$root/ktest/harness.sh"
cp "$here/service-checks.sh" "$root/ktest/service-checks.sh"
cp "$here/touchmpv-service-test.service" "$root/etc/systemd/system/"
in_root systemctl enable touchmpv-service-test.service >> "$log" 2>&1
echo touchmpv-guest > "$root/etc/hostname"

root_close
size_mb=$(( $(du -sm "$root" | cut -f1) * 5 / 4 + 256 ))
rm -f "$image"
mke2fs -q -t ext4 -L touchmpv-guest -d "$root" "$image" "${size_mb}M" >> "$log"
rm -rf --one-file-system "$root"
echo "build-service-image: $image (${size_mb} MB, $(du -sm "$image" | cut -f1) MB used)"

#!/usr/bin/env bash
# Builds the service test's guest disk: a copy of the cached debootstrap'ed Debian 12
# root (scripts/debian-root.sh, as `make deb-test` uses it) with the package installed
# by apt-get (its Recommends, udev, named; no other recommendation), the clip,
# /etc/default/touchmpv naming it and the first bindings file (service-defaults.sh),
# the uinput replay helper with one recording, simulate's runs and the bytes they gave
# here (SIMULATE, simulate-references.sh), and the checks with the unit that runs them
# at boot (touchmpv-service-test.service). touchmpv.service itself stays disabled: the
# checks start it. With ARCH=arm64, the aarch64 board's cached Debian 13 root
# (board-root.sh) instead, where the package's dependencies are installed and the
# package itself is left in /ktest for the guest to install (check_install), with
# service-defaults.sh; the checks' console is the virtio console hvc0 there, no getty's;
# and the board's own check (board-checks.sh) with what it runs: TESTS, the folder
# scripts/build-tests-arm64.sh wrote (the repository's tree goes to /src, the rest to
# /ktest).
# The folder becomes an ext4 image with `mke2fs -d` (no loop mount).
#
#   build-service-image.sh DEB CLIP HELPER SIMULATE IMAGE [TESTS]
#
# The .debs apt downloads are kept in .build/service-test-archives, so a second build
# fetches only the package lists.
set -euo pipefail

deb=$(readlink -f "$1") clip=$2 helper=$3 simulate=$4 image=$5 tests=${6:-} arch=${ARCH:-amd64}
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
archives=$repository/.build/service-test-archives
root=$(dirname "$image")/root
log=$(dirname "$image")/image.log
. "$repository/scripts/debian-root.sh"

if [ "$arch" = arm64 ]; then
  . "$repository/scripts/swift60-root.sh"
  . "$here/board-root.sh"
  board_root_open "$repository" "$root" "$deb"
  mkdir -p "$root/ktest"
  cp "$deb" "$root/ktest/"
  cp "$here/service-defaults.sh" "$root/ktest/service-defaults.sh"
  ln -sf /dev/null "$root/etc/systemd/system/serial-getty@hvc0.service"
  # A machine id, so that systemd does not take the boot for a first boot (and
  # systemd-firstboot for a prompt on the console).
  tr -d - < /proc/sys/kernel/random/uuid > "$root/etc/machine-id"
  [ -d "$tests/tests" ] || { echo "build-service-image: no check tests in '$tests' (scripts/build-tests-arm64.sh)" >&2; exit 1; }
  cp -r "$tests/tests" "$tests/swift-runtime" "$tests/run-tests.sh" "$tests/cache" "$root/ktest/"
  cp -r "$tests/src" "$root/src"
  # The kernel's key names, which KeyCodeTests hold touchmpv's key table against: the
  # board has no headers package, so the header the table is checked against on the host
  # goes along.
  install -D -m 644 /usr/include/linux/input-event-codes.h "$root/usr/include/linux/input-event-codes.h"
  cp "$here/board-checks.sh" "$root/ktest/board-checks.sh"
  : > "$log"
else
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
  bash "$here/service-defaults.sh" "$root"
fi
mkdir -p "$root/srv/kiosk"
cp "$clip" "$root/srv/kiosk/clip.mp4"

install -m 755 "$helper" "$root/usr/local/bin/uinput-replay"
mkdir -p "$root/ktest/fixtures"
cp "$repository/Tests/Fixtures/recordings/atmel-maxtouch.1-finger-fast-taps.evemu" "$root/ktest/fixtures/"
cp "$here/vm-harness.sh" "$root/ktest/harness.sh"
cp "$here/service-checks.sh" "$root/ktest/service-checks.sh"
cp -r "$simulate" "$root/ktest/simulate"
cp "$here/touchmpv-service-test.service" "$root/etc/systemd/system/"
[ "$arch" != arm64 ] || sed -i 's|^TTYPath=/dev/ttyS1$|TTYPath=/dev/hvc0|' "$root/etc/systemd/system/touchmpv-service-test.service"
in_root systemctl enable touchmpv-service-test.service >> "$log" 2>&1
echo touchmpv-guest > "$root/etc/hostname"

root_close
size_mb=$(( $(du -sm "$root" | cut -f1) * 5 / 4 + 256 ))
rm -f "$image"
mke2fs -q -t ext4 -L touchmpv-guest -d "$root" "$image" "${size_mb}M" >> "$log"
rm -rf --one-file-system "$root"
echo "build-service-image: $image (${size_mb} MB, $(du -sm "$image" | cut -f1) MB used)"

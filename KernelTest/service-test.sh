#!/usr/bin/env bash
# `make service-test` and `make arm64-test`: the Debian package as a kiosk runs it,
# under real systemd (the Makefile installs the host's packages first). Builds the
# uinput replay helper and a small clip with its reference cells for the pixel checks,
# simulate's runs with the bytes this machine's TOUCHMPV gives for them
# (simulate-references.sh), the guest's disk (build-service-image.sh) and its boot
# initramfs, boots it under TCG with systemd as PID 1 and fails unless every check in
# service-checks.sh passed. Prints how long each part took.
# ARCH amd64 (the default): the cached Debian 12 root and the host's kernel, on a PC.
# ARCH=arm64: the aarch64 board (board-root.sh): the cached Debian 13 arm64 root, Debian
# 13's arm64 kernel (BOARD_KERNEL linux-image-arm64, the default, with 4K pages, or
# linux-image-arm64-16k, the Raspberry Pi 5's 16K pages, which needs a Cortex-A76), the
# helper cross-compiled static for aarch64, and the tests `make check` runs, cross-built
# for the board's check_tests (scripts/build-tests-arm64.sh, KernelTest/board-checks.sh).
#
#   service-test.sh DEB TOUCHMPV
set -euo pipefail

deb=$(readlink -f "$1") touchmpv=$2 arch=${ARCH:-amd64}
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
work=$repository/.build/service-test
[ "$arch" = amd64 ] || work=$work-$arch
[ -f "$deb" ] || { echo "service-test: no package at $deb (make deb)" >&2; exit 1; }
[ -x "$touchmpv" ] || { echo "service-test: no touchmpv at $touchmpv (make release)" >&2; exit 1; }
started=$(date +%s)

# Never into the root's /proc or /dev, should a killed run have left them mounted.
rm -rf --one-file-system "$work"
mkdir -p "$work"
. "$here/kernel-modules.sh"
case $arch in
  (amd64)
    kernel_version=$(newest_kernel virtio_blk ext4 uinput bochs) \
      || { echo "service-test: no /boot/vmlinuz-* with virtio_blk, ext4, uinput and bochs modules" >&2; exit 1; }
    kernel=/boot/vmlinuz-$kernel_version
    gcc -O2 -Wall -Wextra -Werror -static -o "$work/uinput-replay" "$here/uinput-replay.c" ;;
  (arm64)
    . "$repository/scripts/debian-root.sh"
    . "$repository/scripts/swift60-root.sh"
    . "$here/board-root.sh"
    board_prepare "$repository" "$deb"
    flavour=${BOARD_KERNEL:-linux-image-arm64}
    modules_base=$board_folder/$flavour
    kernel_version=$(ls "$modules_base/lib/modules")
    kernel=$modules_base/boot/vmlinuz-$kernel_version
    [ "$flavour" = linux-image-arm64 ] || export BOARD_CPU=${BOARD_CPU:-cortex-a76}
    aarch64-linux-gnu-gcc -O2 -Wall -Wextra -Werror -static -o "$work/uinput-replay" "$here/uinput-replay.c"
    check_tests=$work/check-tests
    bash "$repository/scripts/build-tests-arm64.sh" "$check_tests"
    # The built-in test source for the tests' cache folder (board-checks.sh), made by a
    # play without media here in seconds, where TCG takes minutes.
    printf '@0 expect mpv:pause no\n' > "$work/builtin.touch"
    XDG_CACHE_HOME=$check_tests/cache "$touchmpv" play --headless --no-mpv-config --script "$work/builtin.touch" > /dev/null ;;
  (*) echo "service-test: no guest for ARCH=$arch (amd64 or arm64)" >&2; exit 2 ;;
esac
gcc -O2 -Wall -Wextra -Werror -o "$work/screen-compare" "$here/screen-compare.c"
# The clip: ffmpeg's testsrc2 at 320x180, 10 frames a second, 10 minutes of MPEG-4
# (about 3 MB): small enough for TCG to decode, and long enough that no check sees it
# end or start over, so a position that went back would be a restart. Its reference for
# the pixel checks: every frame's cell means.
ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i testsrc2=size=320x180:rate=10 -t 600 \
  -c:v mpeg4 -q:v 8 -an "$work/clip.mp4"
ffmpeg -nostdin -hide_banner -loglevel error -i "$work/clip.mp4" -f rawvideo -pix_fmt rgb24 - \
  | "$work/screen-compare" cells 320 180 > "$work/clip.cells"
bash "$here/simulate-references.sh" "$touchmpv" "$repository" "$work/simulate"
ARCH=$arch bash "$here/build-service-image.sh" "$deb" "$work/clip.mp4" "$work/uinput-replay" "$work/simulate" "$work/disk.img" \
  "${check_tests:-}"
if [ "$arch" = arm64 ]; then
  ARCH=arm64 bash "$here/build-boot-initramfs.sh" "$kernel_version" "$work/boot.cpio" "$modules_base" "$board_folder/root/bin/busybox"
else
  bash "$here/build-boot-initramfs.sh" "$kernel_version" "$work/boot.cpio"
fi
built=$(date +%s)

status=0
ARCH=$arch bash "$here/run-service-vm.sh" "$kernel" "$work/boot.cpio" "$work/disk.img" "$work" "${SERVICE_TEST_TIMEOUT:-900}" || status=$?
echo "service-test ($arch): $(( built - started ))s to build the guest, $(( $(date +%s) - built ))s for the guest to boot and check (package installs and the build not counted)"
exit "$status"

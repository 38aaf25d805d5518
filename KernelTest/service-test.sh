#!/usr/bin/env bash
# `make service-test`: the Debian package as a kiosk runs it, under real systemd (the
# Makefile installs the host's packages first). Builds the uinput replay helper and a
# small clip, the guest's disk (the cached Debian 12 root with the package installed:
# build-service-image.sh) and its boot initramfs, boots it under TCG with systemd as PID 1 and fails unless every check in
# service-checks.sh passed. Prints how long each part took.
#
#   service-test.sh DEB
set -euo pipefail

deb=$1
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
work=$repository/.build/service-test
[ -f "$deb" ] || { echo "service-test: no package at $deb (make deb)" >&2; exit 1; }
started=$(date +%s)

. "$here/kernel-modules.sh"
kernel_version=$(newest_kernel virtio_blk ext4 uinput bochs) \
  || { echo "service-test: no /boot/vmlinuz-* with virtio_blk, ext4, uinput and bochs modules" >&2; exit 1; }

# Never into the root's /proc or /dev, should a killed run have left them mounted.
rm -rf --one-file-system "$work"
mkdir -p "$work"
gcc -O2 -Wall -Wextra -Werror -static -o "$work/uinput-replay" "$here/uinput-replay.c"
# The clip: ffmpeg's testsrc2 at 320x180, 10 frames a second, 10 minutes of MPEG-4
# (about 3 MB): small enough for TCG to decode, and long enough that no check sees it
# end or start over, so a position that went back would be a restart.
ffmpeg -hide_banner -loglevel error -y -f lavfi -i testsrc2=size=320x180:rate=10 -t 600 \
  -c:v mpeg4 -q:v 8 -an "$work/clip.mp4"
bash "$here/build-service-image.sh" "$deb" "$work/clip.mp4" "$work/uinput-replay" "$work/disk.img"
bash "$here/build-boot-initramfs.sh" "$kernel_version" "$work/boot.cpio"
built=$(date +%s)

status=0
bash "$here/run-service-vm.sh" "/boot/vmlinuz-$kernel_version" "$work/boot.cpio" "$work/disk.img" "$work" || status=$?
echo "service-test: $(( built - started ))s to build the guest, $(( $(date +%s) - built ))s for the guest to boot and check (package installs and the build not counted)"
exit "$status"

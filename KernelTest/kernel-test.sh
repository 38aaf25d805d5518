#!/usr/bin/env bash
# `make kernel-test`: proves touchmpv's device path and the kiosk on a real Linux kernel.
# Installs what is missing (a Debian kernel with the evdev, uinput and bochs modules,
# QEMU, busybox, udev, ffmpeg, fontconfig's files and a font, gcc and the static C
# library for the helpers), makes the test clip and its reference, builds the helpers
# and the VM's initramfs around the installed tree, boots it under TCG and fails unless
# every check inside and every pixel check outside passed.
#
#   kernel-test.sh DESTDIR PREFIX      (DESTDIR holds `make install DESTDIR=…`'s tree)
set -euo pipefail

destdir=$(cd "$1" && pwd) prefix=$2
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
work=$repository/.build/kernel-test
recordings=$repository/Tests/Fixtures/recordings
packages=(linux-image-amd64 qemu-system-x86 busybox-static udev ffmpeg fontconfig-config fonts-dejavu-core gcc libc6-dev)
"$repository/scripts/ensure-debian-packages.sh" "${packages[@]}"
started=$(date +%s)

# The newest installed kernel that has the modules we need.
. "$here/kernel-modules.sh"
kernel_version=$(newest_kernel uinput bochs) \
  || { echo "kernel-test: no /boot/vmlinuz-* with uinput and bochs modules" >&2; exit 1; }
[ -d "$recordings" ] || { echo "kernel-test: no recordings at $recordings" >&2; exit 1; }

mkdir -p "$work"
gcc -O2 -Wall -Wextra -Werror -static -o "$work/uinput-replay" "$here/uinput-replay.c"
gcc -O2 -Wall -Wextra -Werror -static -o "$work/control-line" "$here/control-line.c"
gcc -O2 -Wall -Wextra -Werror -o "$work/screen-compare" "$here/screen-compare.c"

# The clip: ffmpeg's testsrc2 (six colour bars, moving parts, a frame counter), 640x360
# MPEG-4 at 10 frames a second, 20 s (played in a loop). Small, so that TCG decodes it.
# Two silent audio tracks, English and Deutsch, give the controls their tracks button
# (check 7 opens its menu); Matroska keeps their titles, which MP4 drops, and PCM has
# no decoder to run and no encoder delay to shift the video. No subtitle: it would
# draw over the picture. Its reference for the pixel checks: every frame's cell means.
ffmpeg -hide_banner -loglevel error -y -f lavfi -i testsrc2=size=640x360:rate=10 \
  -f lavfi -i anullsrc=r=8000:cl=mono -t 20 -map 0:v -map 1:a -map 1:a -c:v mpeg4 -q:v 4 -c:a pcm_s16le \
  -metadata:s:a:0 language=eng -metadata:s:a:0 title=English \
  -metadata:s:a:1 language=deu -metadata:s:a:1 title=Deutsch "$work/clip.mkv"
ffmpeg -hide_banner -loglevel error -i "$work/clip.mkv" -map 0:v -f rawvideo -pix_fmt rgb24 - \
  | "$work/screen-compare" cells 640 360 > "$work/clip.cells"

# The chooser's (check 13): a red loop and a library of a blue and a green title, 160x90
# MPEG-4 of a few seconds, which TCG decodes at once; plain colours, so the screenshot's
# pixels say which picture is where.
rm -rf "$work/chooser"
mkdir -p "$work/chooser/library"
for media in loop:red library/a:blue library/b:lime; do
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=${media#*:}:size=160x90:rate=10:duration=4" -c:v mpeg4 \
    "$work/chooser/${media%%:*}.mkv"
done

bash "$here/build-initramfs.sh" "$kernel_version" "$destdir" "$prefix" "$work/uinput-replay" "$work/control-line" \
  "$recordings" "$work/clip.mkv" "$work/chooser" "$work/initramfs.cpio"
status=0
bash "$here/run-vm.sh" "/boot/vmlinuz-$kernel_version" "$work/initramfs.cpio" "$work" || status=$?
echo "kernel-test: $(( $(date +%s) - started ))s from the clip to the VM's end (package installs and the build not counted)"
exit "$status"

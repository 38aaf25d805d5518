#!/usr/bin/env bash
# `make kernel-test`: proves touchmpv's device path on a real Linux kernel. Installs
# what is missing (a Debian kernel with the evdev and uinput modules, QEMU, busybox,
# gcc and the static C library for the helper), builds the uinput replay helper and the
# VM's initramfs, boots it under TCG and fails unless every check inside passed.
#
#   kernel-test.sh TOUCHMPV_EXECUTABLE
set -euo pipefail

touchmpv=$1
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
work=$repository/.build/kernel-test
recordings=$repository/Tests/Fixtures/recordings
packages=(linux-image-amd64 qemu-system-x86 busybox-static gcc libc6-dev)
"$repository/scripts/ensure-debian-packages.sh" "${packages[@]}"

# The newest installed kernel that has the modules we need.
kernel_version=
for candidate in $(ls /boot/vmlinuz-* 2>/dev/null | sed 's|/boot/vmlinuz-||' | sort -V -r); do
  if [ -d "/lib/modules/$candidate" ] && modinfo -k "$candidate" uinput >/dev/null 2>&1; then
    kernel_version=$candidate
    break
  fi
done
[ -n "$kernel_version" ] || { echo "kernel-test: no /boot/vmlinuz-* with a uinput module" >&2; exit 1; }
[ -x "$touchmpv" ] || { echo "kernel-test: $touchmpv is not built" >&2; exit 1; }
[ -d "$recordings" ] || { echo "kernel-test: no recordings at $recordings" >&2; exit 1; }

mkdir -p "$work"
gcc -O2 -Wall -Wextra -Werror -static -o "$work/uinput-replay" "$here/uinput-replay.c"
bash "$here/build-initramfs.sh" "$kernel_version" "$touchmpv" "$work/uinput-replay" \
  "$recordings" "$work/initramfs.cpio"
bash "$here/run-vm.sh" "/boot/vmlinuz-$kernel_version" "$work/initramfs.cpio" "$work/serial.log"

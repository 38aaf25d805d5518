#!/usr/bin/env bash
# Builds the service test's boot initramfs, an uncompressed newc cpio (unpacking gzip
# costs more than loading it under TCG): busybox-static, the modules the guest needs
# from the kernel that boots (the disk, ext4, input, the display) in insmod order, and
# service-boot-init.sh as /init, which mounts the disk and starts systemd on it.
# With ARCH=arm64, for the aarch64 board: the board root's busybox-static and the
# modules of its kernel unpacked at MODULES_BASE (board-root.sh), its display virtio-gpu,
# its keyboard virtio-input and the checks' console virtio-console.
#
#   build-boot-initramfs.sh KERNEL_VERSION OUT.cpio [MODULES_BASE BUSYBOX]
set -euo pipefail

kernel_version=$1 out=$2 modules_base=${3:-} busybox=${4:-/bin/busybox}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$out")/boot-root
. "$here/kernel-modules.sh"
. "$here/initramfs-parts.sh"

rm -rf "$root"
mkdir -p "$root"/{bin,dev,proc,sys,root}
cp "$busybox" "$root/bin/busybox"
for applet in sh mount umount insmod sleep mkdir poweroff switch_root; do
  ln -s busybox "$root/bin/$applet"
done
case ${ARCH:-amd64} in
  (arm64) devices="virtio_gpu virtio_input virtio_console" ;;
  (*) devices=bochs ;;
esac
# ext4 asks the crypto API for crc32c (its metadata checksums) by a soft dependency.
copy_modules "$kernel_version" "$root/modules" crc32c_generic ext4 virtio_pci virtio_blk evdev uinput $devices
install -m 755 "$here/service-boot-init.sh" "$root/init"
pack_initramfs "$root" "$out"
rm -rf "$root"
echo "build-boot-initramfs: $out $(du -h "$out" | cut -f1), modules: ${module_order[*]}"

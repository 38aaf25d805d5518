#!/usr/bin/env bash
# Builds the service test's boot initramfs, an uncompressed newc cpio (unpacking gzip
# costs more than loading it under TCG): busybox-static, the modules the guest needs
# from the kernel that boots (the disk, ext4, input, the display) in insmod order, and
# service-boot-init.sh as /init, which mounts the disk and starts systemd on it.
#
#   build-boot-initramfs.sh KERNEL_VERSION OUT.cpio
set -euo pipefail

kernel_version=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$out")/boot-root
. "$here/kernel-modules.sh"
. "$here/initramfs-parts.sh"

rm -rf "$root"
mkdir -p "$root"/{bin,dev,proc,sys,root}
cp /bin/busybox "$root/bin/busybox"
for applet in sh mount umount insmod sleep mkdir poweroff switch_root; do
  ln -s busybox "$root/bin/$applet"
done
# ext4 asks the crypto API for crc32c (its metadata checksums) by a soft dependency.
copy_modules "$kernel_version" "$root/modules" crc32c_generic ext4 virtio_pci virtio_blk evdev uinput bochs
install -m 755 "$here/service-boot-init.sh" "$root/init"
pack_initramfs "$root" "$out"
rm -rf "$root"
echo "build-boot-initramfs: $out $(du -h "$out" | cut -f1), modules: ${module_order[*]}"

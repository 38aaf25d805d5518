#!/usr/bin/env bash
# Builds the power-cut test's guest root as an uncompressed newc cpio: busybox-static;
# the `make install` tree at its real paths with the executable's shared-library closure
# (and nothing of the Swift toolchain); the modules of the disk (virtio_blk, ext4 and
# crc32c); the package's configuration (dist/touchmpv.conf, `resume = yes`) as
# /etc/touchmpv.conf; the control socket's client; powercut-init.sh as /init with the
# kernel test's harness.
#
#   build-powercut-initramfs.sh KERNEL_VERSION DESTDIR PREFIX CLIENT OUT.cpio
set -euo pipefail

kernel_version=$1 destdir=$2 prefix=$3 client=$4 out=$5
here=$(cd "$(dirname "$0")" && pwd)
repository=$(dirname "$here")
. "$here/initramfs-parts.sh"
. "$here/kernel-modules.sh"
root=$(dirname "$out")/root
touchmpv=$destdir$prefix/bin/touchmpv

rm -rf "$root"
mkdir -p "$root"/{dev,proc,sys,tmp,run,etc,powercut}
busybox_root "$root"
[ -x "$touchmpv" ] || { echo "build-powercut-initramfs: no $touchmpv (make install DESTDIR=$destdir)" >&2; exit 1; }
cp -a "$destdir/." "$root/"
copy_closure "$root" "$touchmpv"
no_toolchain "$root" || exit 1
cp "$client" "$root/bin/control-line"
# ext4 asks the crypto API for crc32c (its metadata checksums) by a soft dependency.
copy_modules "$kernel_version" "$root/powercut/modules" crc32c_generic ext4 virtio_pci virtio_blk
cp "$repository/dist/touchmpv.conf" "$root/etc/touchmpv.conf"
printf 'prefix=%s\n' "$prefix" > "$root/powercut/environment"
cp "$here/vm-harness.sh" "$root/powercut/harness.sh"
install -m 755 "$here/powercut-init.sh" "$root/init"

pack_initramfs "$root" "$out"
rm -rf "$root"
echo "build-powercut-initramfs: $out $(du -h "$out" | cut -f1), modules: ${module_order[*]}"

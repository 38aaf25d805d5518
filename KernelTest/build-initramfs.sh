#!/usr/bin/env bash
# Builds the kernel-test VM's root file system as an uncompressed newc cpio archive:
# busybox-static; the `make install` tree at its real paths with the executable's whole
# shared-library closure (ldd), and nothing of the Swift toolchain; Debian's udevd with
# Debian's rules beside the installed touchmpv rule; the kiosk user and groups; the
# evdev, uinput and bochs (DRM/KMS) modules with their dependencies; fontconfig's files
# and one font; the uinput replay helper, the fixture recordings, the clip, and the
# in-VM scripts.
#
#   build-initramfs.sh KERNEL_VERSION DESTDIR PREFIX HELPER CONTROL_LINE RECORDINGS_DIR CLIP CHOOSER_DIR OUT.cpio
#
# Uncompressed on purpose (initramfs-parts.sh says why).
set -euo pipefail

kernel_version=$1 destdir=$2 prefix=$3 helper=$4 control_line=$5 recordings=$6 clip=$7 chooser=$8 out=$9
here=$(cd "$(dirname "$0")" && pwd)
. "$here/initramfs-parts.sh"
root=$(dirname "$out")/root
touchmpv=$destdir$prefix/bin/touchmpv

rm -rf "$root"
mkdir -p "$root"/{bin,dev,proc,sys,tmp,run,etc,ktest/modules,ktest/fixtures,ktest/media}

busybox_root "$root"

# The installed tree, as `make install` laid it out; the helper.
[ -x "$touchmpv" ] || { echo "build-initramfs: no $touchmpv (make install DESTDIR=$destdir)" >&2; exit 1; }
cp -a "$destdir/." "$root/"
cp "$helper" "$root/bin/uinput-replay"
cp "$control_line" "$root/bin/control-line"

copy_closure "$root" "$touchmpv"
no_toolchain "$root" || exit 1

# udev, as on a Debian system: udevd (udevadm under that name), Debian's own rules in
# /usr/lib/udev/rules.d, and the rule `make install` put in $prefix/lib/udev/rules.d,
# which udevd reads from there by itself.
cp /bin/udevadm "$root/bin/udevadm"
mkdir -p "$root/lib/systemd" "$root/usr/lib/udev"
ln -s /bin/udevadm "$root/lib/systemd/systemd-udevd"
copy_closure "$root" /bin/udevadm
cp -rL /lib/udev/rules.d "$root/usr/lib/udev/rules.d"

# The kiosk user and the groups docs/kiosk.md creates (groupadd and useradd
# write these lines; /init gives the user its home): touchscreen for the udev rule, video and render for the display,
# input owning the other input devices (the keyboard), which the kiosk user is not in.
cat > "$root/etc/passwd" <<'EOF'
root:x:0:0:root:/root:/bin/sh
touchmpv:x:990:990:touchmpv kiosk:/var/lib/touchmpv:/bin/sh
EOF
cat > "$root/etc/group" <<'EOF'
root:x:0:
video:x:44:touchmpv
input:x:101:
render:x:102:touchmpv
audio:x:29:touchmpv
touchscreen:x:989:touchmpv
touchmpv:x:990:
EOF
mkdir -p "$root/var/lib/touchmpv"

# Fonts for mpv's OSD text (libass through fontconfig): fontconfig's configuration with
# its links resolved, and one font.
cp -rL /etc/fonts "$root/etc/fonts"
mkdir -p "$root/usr/share/fonts/truetype/dejavu"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$root/usr/share/fonts/truetype/dejavu/"

# The modules with their dependencies, in the order insmod must load them.
. "$here/kernel-modules.sh"
copy_modules "$kernel_version" "$root/ktest/modules" evdev uinput bochs

cp "$recordings"/*.evemu "$recordings"/*.events "$recordings"/*.desc "$root/ktest/fixtures/"
cp "$clip" "$root/ktest/media/"
cp -r "$chooser" "$root/ktest/media/chooser"
printf 'prefix=%s\n' "$prefix" > "$root/ktest/environment"
cp "$here/vm-init.sh" "$root/init"
cp "$here/vm-tests.sh" "$root/ktest/tests.sh"
cp "$here/vm-harness.sh" "$root/ktest/harness.sh"
chmod 755 "$root/init" "$root/ktest/tests.sh"

pack_initramfs "$root" "$out"
rm -rf "$root"
echo "build-initramfs: $out $(du -h "$out" | cut -f1), modules: ${module_order[*]}"

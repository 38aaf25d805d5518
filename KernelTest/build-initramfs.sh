#!/usr/bin/env bash
# Builds the kernel-test VM's root file system as an uncompressed newc cpio archive:
# busybox-static, the touchmpv executable with its whole shared-library closure (ldd),
# the evdev and uinput modules with their dependencies, the uinput replay helper, the
# shared fixture recordings and the in-VM scripts.
#
#   build-initramfs.sh KERNEL_VERSION TOUCHMPV HELPER RECORDINGS_DIR OUT.cpio
#
# Uncompressed on purpose: under TCG, unpacking gzip costs more boot time than the
# larger image costs to load.
set -euo pipefail

kernel_version=$1 touchmpv=$2 helper=$3 recordings=$4 out=$5
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$out")/root
modules_dir=/lib/modules/$kernel_version

rm -rf "$root"
mkdir -p "$root"/{bin,dev,proc,sys,tmp,run,etc,ktest/modules,ktest/fixtures}

# busybox and its applets as symlinks.
cp /bin/busybox "$root/bin/busybox"
for applet in $(/bin/busybox --list); do
  [ -e "$root/bin/$applet" ] || ln -s busybox "$root/bin/$applet"
done

# touchmpv, the helper, and every shared library the executable needs, at the same
# paths as on the host (following symlinks, so each soname is a real file).
cp "$touchmpv" "$root/bin/touchmpv"
cp "$helper" "$root/bin/uinput-replay"
library_dirs=()
while read -r library; do
  [ -n "$library" ] || continue
  mkdir -p "$root$(dirname "$library")"
  cp -L "$library" "$root$library"
  library_dirs+=("$(dirname "$library")")
done < <(ldd "$touchmpv" | awk '/=> \// { print $3 } /^\t\/.*ld-linux/ { print $1 }')
printf 'export LD_LIBRARY_PATH=%s\n' "$(printf '%s\n' "${library_dirs[@]}" | sort -u | paste -sd:)" \
  > "$root/ktest/environment"

# evdev and uinput with their dependencies, in the order insmod must load them.
declare -A listed=()
module_order=()
add_module() {
  local name=$1 dependency
  [ -z "${listed[$name]:-}" ] || return 0
  listed[$name]=1
  for dependency in $(modinfo -k "$kernel_version" -F depends "$name" | tr ',' ' '); do
    add_module "$dependency"
  done
  local file
  file=$(modinfo -k "$kernel_version" -F filename "$name")
  case "$file" in
    (builtin*|"") return 0 ;;
    (*.ko.xz) xz -dc "$file" > "$root/ktest/modules/$name.ko" ;;
    (*.ko.zst) zstd -qdc "$file" > "$root/ktest/modules/$name.ko" ;;
    (*) cp "$file" "$root/ktest/modules/$name.ko" ;;
  esac
  module_order+=("$name")
}
[ -d "$modules_dir" ] || { echo "build-initramfs: no $modules_dir" >&2; exit 1; }
add_module evdev
add_module uinput
printf '%s\n' "${module_order[@]}" > "$root/ktest/modules/order"

cp "$recordings"/*.evemu "$recordings"/*.events "$recordings"/*.desc "$root/ktest/fixtures/"
cp "$here/vm-init.sh" "$root/init"
cp "$here/vm-tests.sh" "$root/ktest/tests.sh"
cp "$here/vm-harness.sh" "$root/ktest/harness.sh"
chmod 755 "$root/init" "$root/ktest/tests.sh"

(cd "$root" && find . | /bin/busybox cpio -o -H newc -R 0:0 2>/dev/null) > "$out.tmp"
mv "$out.tmp" "$out"
rm -rf "$root"
echo "build-initramfs: $out $(du -h "$out" | cut -f1), modules: ${module_order[*]}"

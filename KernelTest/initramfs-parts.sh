# What the kernel test's and the power-cut test's initramfs builders share (sourced by
# their bash scripts): busybox with its applets, an executable's shared-library closure,
# and the archive.

# busybox_root ROOT: busybox-static as ROOT/bin/busybox, every applet a symlink to it.
busybox_root() {
  local applet
  mkdir -p "$1/bin"
  cp /bin/busybox "$1/bin/busybox"
  for applet in $(/bin/busybox --list); do
    [ -e "$1/bin/$applet" ] || ln -s busybox "$1/bin/$applet"
  done
}

# copy_closure ROOT EXECUTABLE: every shared library of EXECUTABLE, at its path on the
# host (following symlinks, so each soname is a real file). The guest has no ld.so cache
# and no LD_LIBRARY_PATH: the loader finds them in the standard folders, as on an
# installed system.
copy_closure() {
  local library
  while read -r library; do
    [ -n "$library" ] || continue
    mkdir -p "$1$(dirname "$library")"
    cp -L "$library" "$1$library"
  done < <(ldd "$2" | awk '/=> \// { print $3 } /^\t\/.*ld-linux/ { print $1 }')
}

# no_toolchain ROOT: false, naming a few, when ROOT holds files of the Swift toolchain
# (the installed release build links the Swift runtime statically).
no_toolchain() {
  local toolchain_files
  toolchain_files=$(cd "$1" && find . -path '*/opt/swift*' -o -name 'libswift*' -o -name 'libFoundation*' | head -3)
  [ -z "$toolchain_files" ] || { echo "the installed touchmpv pulled in the toolchain: $toolchain_files" >&2; return 1; }
}

# pack_initramfs ROOT OUT: ROOT as an uncompressed newc cpio (under TCG, unpacking gzip
# costs more boot time than the larger image costs to load), owned by root.
pack_initramfs() {
  (cd "$1" && find . | /bin/busybox cpio -o -H newc -R 0:0 2>/dev/null) > "$2.tmp"
  mv "$2.tmp" "$2"
}

# The emulated aarch64 board of `make arm64-test` (sourced by build-service-image.sh and
# service-test.sh with ARCH=arm64): a Debian 13 arm64 root with systemd, udev and the
# package's dependencies installed, and Debian 13's arm64 kernels (the 4K-page
# linux-image-arm64 and the 16K-page linux-image-arm64-16k a Raspberry Pi 5 runs),
# unpacked from their packages. Made once with debootstrap --arch arm64 and apt-get from
# Debian's archive alone, and cached outside the clone under $TOUCHMPV_CACHE (default
# /var/cache/touchmpv) in a folder named for what it holds: the suite, the lists below
# and the package's Depends and Recommends, hashed (a change makes a new one):
#   trixie-arm64-board-HASH/root                    the root (never changed: copied)
#   trixie-arm64-board-HASH/linux-image-arm64       boot/vmlinuz-*, lib/modules/*
#   trixie-arm64-board-HASH/linux-image-arm64-16k   the same, 16K pages
# dpkg, apt-get and their maintainer scripts run in the root, arm64 programs under
# qemu-user (binfmt_misc with qemu-aarch64, mounted and registered here when missing);
# no Swift program runs there. debootstrap runs in one pass, not --foreign with a
# second stage in the root: the second stage resolves dependencies with the root's perl
# over the whole Packages list, many times, and under qemu-user on a busy 2-core machine
# that had not finished after 30 minutes; the host's debootstrap does that part natively.
#
#   board_prepare REPOSITORY DEB          sets board_folder, making it when missing
#   board_root_open REPOSITORY ROOT DEB   the copy at ROOT, as root_open makes one
#                                         (in_root and root_close of debian-root.sh)
# scripts/swift60-root.sh's swift60_chroot_make runs the commands in the root being made.

board_suite=trixie
board_mirror=http://deb.debian.org/debian
# systemd as PID 1 and udev; kmod; busybox-static, the boot initramfs's shell
# (build-boot-initramfs.sh takes it from the root); perl-base (minbase) talks to the
# control socket; groff-base, which the man page's test among `make check`'s renders it
# with (check_tests, board-checks.sh).
board_packages="systemd-sysv udev kmod busybox-static groff-base"
board_kernels="linux-image-arm64 linux-image-arm64-16k"

# Registers qemu-user-static's qemu-aarch64 with binfmt_misc, mounting it first.
board_binfmt() {
  [ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ] && return 0
  mountpoint -q /proc/sys/fs/binfmt_misc || mount binfmt_misc -t binfmt_misc /proc/sys/fs/binfmt_misc || return 1
  update-binfmts --enable qemu-aarch64 && [ -e /proc/sys/fs/binfmt_misc/qemu-aarch64 ]
}

# Unpacks each kernel package apt-get downloaded into FOLDER/root/tmp/kernels as
# FOLDER/FLAVOUR, with its modules' index (depmod, which the package's postinst would
# run). Debian 13's kernel packages put the modules in /usr/lib/modules; the host's
# kmod (Debian 12's) looks in BASE/lib/modules, so lib is a link to usr/lib there.
board_unpack_kernels() {
  local folder=$1 kernel image
  for kernel in $board_kernels; do
    rm -rf "$folder/$kernel"
    image=$(ls "$folder/root/tmp/kernels/" | grep "^linux-image-[0-9].*-${kernel#linux-image-}_.*\\.deb\$") \
      && dpkg-deb -x "$folder/root/tmp/kernels/$image" "$folder/$kernel" \
      && { [ -e "$folder/$kernel/lib" ] || ln -s usr/lib "$folder/$kernel/lib"; } \
      && depmod -b "$folder/$kernel" "$(ls "$folder/$kernel/lib/modules")" || return 1
  done
}

# Makes the cache folder $1 for the package $2; the log goes to $3.
board_make() {
  local cache=$1 deb=$2 log=$3 made
  echo "board-root: making $cache (debootstrap --arch arm64 $board_suite, the package's dependencies, $board_kernels; log in $log)" >&2
  board_binfmt || { echo "board-root: cannot register qemu-aarch64 with binfmt_misc (qemu-user-static, binfmt-support)" >&2; return 1; }
  made=$(mktemp -d /var/tmp/touchmpv-board.XXXXXX)
  mkdir -p "$made/root/tmp/kernels"
  if ! {
    nice debootstrap --arch=arm64 --variant=minbase --include="${board_packages// /,}" "$board_suite" "$made/root" "$board_mirror" \
      && cp /etc/resolv.conf "$made/root/etc/resolv.conf" \
      && cp "$deb" "$made/root/tmp/package.deb" \
      && mkdir -p "$made/root/tmp/kernels" \
      && swift60_chroot_make "$made/root" sh -c "apt-get update -qq \
        && pulled=\$(apt-get install --simulate /tmp/package.deb | sed -n 's/^Inst \\([^ ]*\\) .*/\\1/p' | grep -vx touchmpv) \
        && nice apt-get install -y -qq \$pulled \
        && cd /tmp/kernels \
        && apt-get download $board_kernels \$(for kernel in $board_kernels; do apt-cache depends \$kernel | sed -n 's/^ *Depends: \\(linux-image-[^ ]*\\)\$/\\1/p'; done) \
        && apt-get clean" \
      && board_unpack_kernels "$made"
  } > "$log" 2>&1; then
    echo "board-root: making the board failed: $(tail -3 "$log")" >&2
    rm -rf --one-file-system "$made"
    return 1
  fi
  rm -rf "$made/root/tmp/kernels" "$made/root/tmp/package.deb" "$made/root"/var/lib/apt/lists/*
  mkdir -p "$(dirname "$cache")"
  rm -rf "$cache.partial"
  mv "$made" "$cache.partial"
  mv "$cache.partial" "$cache"
}

board_prepare() {
  local repository=$1 deb=$2 key
  key=$(printf '%s\n' "$board_suite" "$board_packages" "$board_kernels" "$(dpkg-deb -f "$deb" Depends Recommends)" | sha256sum | cut -c1-12)
  board_folder=${TOUCHMPV_CACHE:-/var/cache/touchmpv}/$board_suite-arm64-board-$key
  mkdir -p "$repository/.build"
  [ -d "$board_folder" ] || board_make "$board_folder" "$deb" "$repository/.build/board-root.log"
}

board_root_open() {
  debian_root=$2
  board_prepare "$1" "$3" || return 1
  board_binfmt || return 1
  trap root_close EXIT
  root_close
  rm -rf --one-file-system "$debian_root"
  mkdir -p "$(dirname "$debian_root")"
  cp -a "$board_folder/root" "$debian_root"
  mount -t proc proc "$debian_root/proc"
  mount --bind /dev "$debian_root/dev"
}

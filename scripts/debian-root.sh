# A clean Debian 12 or 13 root to install the package into (sourced by deb-test.sh and
# the service test's image build): a minimal root made once with debootstrap and cached
# (delete it to make it anew), copied to a scratch folder that commands then run in
# through chroot, with /proc and /dev there and systemd not running, as in an image
# build. The cache itself is never changed. Debian 12's is .build/debian12-root; Debian
# 13's is kept outside the clone, with the Debian 13 Swift roots (scripts/swift60-root.sh),
# in $TOUCHMPV_CACHE (default /var/cache/touchmpv)/trixie-minbase.
#
#   root_open REPOSITORY ROOT [SUITE]  the copy at ROOT (anything there before is
#                                      removed); SUITE bookworm (the default) or trixie
#   in_root COMMAND...           COMMAND in it, with a clean environment
#   root_close                   unmounts /proc and /dev again (root_open traps EXIT)

root_open() {
  local repository=$1 suite=${3:-bookworm} cache=$1/.build/debian12-root
  debian_root=$2
  [ "$suite" = bookworm ] || cache=${TOUCHMPV_CACHE:-/var/cache/touchmpv}/$suite-minbase
  if [ ! -d "$cache" ]; then
    # debootstrap cannot make a root in a folder whose path has a space (its extraction
    # splits the path), and a clone may be anywhere: it works in a folder of its own.
    local made
    made=$(mktemp -d /var/tmp/touchmpv-debootstrap.XXXXXX)
    mkdir -p "$repository/.build" "$(dirname "$cache")"
    debootstrap --variant=minbase "$suite" "$made/root" http://deb.debian.org/debian > "$repository/.build/debootstrap-$suite.log" 2>&1 \
      || { echo "debian-root: debootstrap failed: $(tail -3 "$repository/.build/debootstrap-$suite.log")" >&2; rm -rf "$made"; return 1; }
    rm -rf "$cache.partial"
    mv "$made/root" "$cache.partial"
    rmdir "$made"
    mv "$cache.partial" "$cache"
  fi
  trap root_close EXIT
  root_close
  # Never into a /proc or /dev still mounted there, should unmounting have failed.
  rm -rf --one-file-system "$debian_root"
  mkdir -p "$(dirname "$debian_root")"
  cp -a "$cache" "$debian_root"
  cp /etc/resolv.conf "$debian_root/etc/resolv.conf"
  mount -t proc proc "$debian_root/proc"
  mount --bind /dev "$debian_root/dev"
}

root_close() {
  local mounted
  for mounted in "$debian_root/proc" "$debian_root/dev"; do
    if mountpoint -q "$mounted"; then umount -l "$mounted"; fi
  done
}

in_root() { chroot "$debian_root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "$@"; }

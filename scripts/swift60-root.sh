# Debian 13's Swift (swiftlang 6.0.3) in a Debian 13 (trixie) amd64 root, for building
# touchmpv with the compiler Debian 13 ships (sourced by build-swift60.sh and
# deb-arm64.sh). Debian 13's swiftlang needs glibc 2.38 or later, so it runs there and
# not on a Debian 12 machine. The roots are made once with debootstrap and apt-get from
# Debian's archive alone, and cached outside the clone (CI starts from a fresh clone
# each time) under $TOUCHMPV_CACHE (default /var/cache/touchmpv), each in a folder
# named for what it holds (the suite and a hash of its package lists), so that a change
# to the lists makes a new root and leaves the old one alone:
#   trixie-amd64-swift-HASH         swiftlang and what a native build needs
#   trixie-amd64-swift-arm64-HASH   that, with arm64 (multiarch) in place of the native
#                                   libmpv-dev, and the aarch64 Swift runtime unpacked
#                                   from swiftlang:arm64 and libswiftlang:arm64 under
#                                   /opt/swift-aarch64 (neither is co-installable with
#                                   its amd64 self, so they are unpacked, not installed)
#   trixie-amd64-swift-valgrind-HASH
#                                   valgrind, for the benchmark's instruction counts:
#                                   only what installing it changed (an overlay's upper
#                                   folder), mounted as a layer over the native root,
#                                   so the native root is not copied for one package
# (The lists of packages below are what the hash is taken of.)
# Builds run in an overlay on the cached root, so that the cache itself is never
# changed, with the clone bound at /src.
#
#   swift60_root_open REPOSITORY KIND   KIND native, arm64 or valgrind; mounts the overlay
#   in_swift60_root COMMAND...          COMMAND in /src there, clean environment
#   swift60_build_arm64 RESOURCES ARGS  swift build ARGS for aarch64 there (KIND arm64)
#   swift60_root_close                  unmounts it all (swift60_root_open traps EXIT)

swift60_suite=trixie
swift60_mirror=http://deb.debian.org/debian
# swiftlang brings its clang and lld (the linker for both architectures, -use-ld=lld);
# libmpv-dev and pkg-config: the CMPV module.
swift60_native_packages="swiftlang libmpv-dev pkg-config"
# The arm64 side of the cross build: the C runtime, GCC's and C++'s (which the Swift
# runtime links), and libmpv with its headers; dpkg-dev and lintian make and check the
# package there (dpkg-shlibdeps reads the arm64 libraries' symbols files).
swift60_arm64_packages="libc6-dev:arm64 libgcc-14-dev:arm64 libstdc++-14-dev:arm64 libmpv-dev:arm64 dpkg-dev lintian binutils-aarch64-linux-gnu"
swift60_arm64_unpacked="swiftlang:arm64 libswiftlang:arm64"
# What of them is kept: the runtime's modules and libraries, shared and static, and the
# clang headers their swift/clang links point at (the aarch64 programs are not needed).
swift60_arm64_kept="usr/libexec/swift/lib/swift usr/libexec/swift/lib/swift_static usr/libexec/swift/lib/clang"
# The benchmark's (make bench-swift60): callgrind counts the recognizers' instructions.
swift60_valgrind_packages="valgrind"
swift60_cache=${TOUCHMPV_CACHE:-/var/cache/touchmpv}

swift60_key() { printf '%s\n' "$@" | sha256sum | cut -c1-12; }

# Runs COMMAND in the root at $1 as root, with /proc and /dev there (apt's and dpkg's
# scripts need them), for making the cache.
swift60_chroot_make() {
  local root=$1
  shift
  mount -t proc proc "$root/proc" && mount --bind /dev "$root/dev" || return 1
  chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive HOME=/root "$@"
  local status=$?
  umount -l "$root/proc" "$root/dev"
  return $status
}

# Makes the native root at $1 when missing; the log goes to $2.
swift60_make_native() {
  local cache=$1 log=$2 made
  [ -d "$cache" ] && return 0
  echo "swift60-root: making $cache (debootstrap $swift60_suite, then $swift60_native_packages; log in $log)" >&2
  made=$(mktemp -d /var/tmp/touchmpv-debootstrap.XXXXXX)
  {
    nice debootstrap --variant=minbase "$swift60_suite" "$made/root" "$swift60_mirror" \
      && cp /etc/resolv.conf "$made/root/etc/resolv.conf" \
      && swift60_chroot_make "$made/root" sh -c "apt-get update -qq && nice apt-get install -y -qq --no-install-recommends $swift60_native_packages && apt-get clean"
  } > "$log" 2>&1 || { echo "swift60-root: making the root failed: $(tail -3 "$log")" >&2; rm -rf --one-file-system "$made"; return 1; }
  mkdir -p "$(dirname "$cache")"
  rm -rf "$cache.partial"
  mv "$made/root" "$cache.partial"
  rmdir "$made"
  mv "$cache.partial" "$cache"
}

# Makes the cross root at $2 from the native one at $1 when missing; the log goes to $3.
swift60_make_arm64() {
  local native=$1 cache=$2 log=$3 made
  [ -d "$cache" ] && return 0
  echo "swift60-root: making $cache (arm64: $swift60_arm64_packages; unpacked: $swift60_arm64_unpacked; log in $log)" >&2
  made=$(mktemp -d /var/tmp/touchmpv-cross.XXXXXX)
  cp -a "$native" "$made/root"
  {
    swift60_chroot_make "$made/root" sh -c "dpkg --add-architecture arm64 && apt-get update -qq \
      && nice apt-get install -y -qq --no-install-recommends $swift60_arm64_packages \
      && mkdir -p /tmp/unpack/tree /opt/swift-aarch64 && cd /tmp/unpack && apt-get download $swift60_arm64_unpacked \
      && for deb in *.deb; do dpkg-deb -x \$deb tree; done \
      && for kept in $swift60_arm64_kept; do mkdir -p /opt/swift-aarch64/\$(dirname \$kept) && mv tree/\$kept /opt/swift-aarch64/\$kept; done \
      && cd / && rm -rf /tmp/unpack && apt-get clean"
  } > "$log" 2>&1 || { echo "swift60-root: making the cross root failed: $(tail -3 "$log")" >&2; rm -rf --one-file-system "$made"; return 1; }
  rm -rf "$cache.partial"
  mv "$made/root" "$cache.partial"
  rmdir "$made"
  mv "$cache.partial" "$cache"
}

# Makes the valgrind layer at $2 over the native root at $1 when missing: apt-get
# installs into an overlay's upper folder, which becomes the cache; the log goes to $3.
swift60_make_valgrind() {
  local native=$1 cache=$2 log=$3 made status
  [ -d "$cache" ] && return 0
  echo "swift60-root: making $cache ($swift60_valgrind_packages over $native; log in $log)" >&2
  made=$(mktemp -d /var/tmp/touchmpv-layer.XXXXXX)
  mkdir -p "$made/upper" "$made/work" "$made/merged"
  mount -t overlay overlay -o "lowerdir=$native,upperdir=$made/upper,workdir=$made/work" "$made/merged" \
    || { echo "swift60-root: could not mount an overlay at $made/merged" >&2; rm -rf --one-file-system "$made"; return 1; }
  swift60_chroot_make "$made/merged" sh -c "apt-get update -qq && nice apt-get install -y -qq --no-install-recommends $swift60_valgrind_packages && apt-get clean" \
    > "$log" 2>&1
  status=$?
  umount "$made/merged" || umount -l "$made/merged"
  if [ "$status" != 0 ] || mountpoint -q "$made/merged"; then
    echo "swift60-root: making the valgrind layer failed: $(tail -3 "$log")" >&2
    mountpoint -q "$made/merged" || rm -rf --one-file-system "$made"
    return 1
  fi
  rm -rf "$cache.partial"
  mv "$made/upper" "$cache.partial"
  rm -rf --one-file-system "$made"
  mv "$cache.partial" "$cache"
}

swift60_root_open() {
  local repository=$1 kind=$2 native arm64 valgrind
  native=$swift60_cache/$swift60_suite-amd64-swift-$(swift60_key "$swift60_suite" "$swift60_native_packages")
  mkdir -p "$repository/.build" "$swift60_cache"
  swift60_make_native "$native" "$repository/.build/swift60-root.log" || return 1
  swift60_root_lower=$native
  if [ "$kind" = arm64 ]; then
    arm64=$swift60_cache/$swift60_suite-amd64-swift-arm64-$(swift60_key "$swift60_suite" "$swift60_native_packages" "$swift60_arm64_packages" "$swift60_arm64_unpacked" "$swift60_arm64_kept")
    swift60_make_arm64 "$native" "$arm64" "$repository/.build/swift60-cross-root.log" || return 1
    swift60_root_lower=$arm64
  elif [ "$kind" = valgrind ]; then
    valgrind=$swift60_cache/$swift60_suite-amd64-swift-valgrind-$(swift60_key "$swift60_suite" "$swift60_native_packages" "$swift60_valgrind_packages")
    swift60_make_valgrind "$native" "$valgrind" "$repository/.build/swift60-valgrind.log" || return 1
    swift60_root_lower=$valgrind:$native
  fi
  swift60_overlay=$(mktemp -d /var/tmp/touchmpv-swift60.XXXXXX)
  swift60_root=$swift60_overlay/merged
  mkdir -p "$swift60_overlay/upper" "$swift60_overlay/work" "$swift60_root"
  trap swift60_root_close EXIT
  mount -t overlay overlay -o "lowerdir=$swift60_root_lower,upperdir=$swift60_overlay/upper,workdir=$swift60_overlay/work" "$swift60_root" \
    && mount -t proc proc "$swift60_root/proc" \
    && mount --bind /dev "$swift60_root/dev" \
    && mkdir -p "$swift60_root/src" \
    && mount --bind "$repository" "$swift60_root/src" \
    || { echo "swift60-root: could not mount the root at $swift60_root" >&2; return 1; }
}

swift60_root_close() {
  [ -n "${swift60_root:-}" ] || return 0
  local mounted
  for mounted in "$swift60_root/src" "$swift60_root/dev" "$swift60_root/proc" "$swift60_root"; do
    if mountpoint -q "$mounted"; then umount -l "$mounted"; fi
  done
  # Never into a mount still there, should unmounting have failed.
  mountpoint -q "$swift60_root" || rm -rf --one-file-system "$swift60_overlay"
  swift60_root=
}

# The aarch64 runtime's resource folders in the cross root: swift_static links the
# runtime in (the package), swift holds the shared libraries and the modules of Swift
# Testing and XCTest, which have no static ones (the test bundle).
swift60_arm64_resources=/opt/swift-aarch64/usr/libexec/swift/lib

# swift build for aarch64 in the cross root, against the resource folder $1 (swift or
# swift_static): the arm64 libraries' .pc files (SwiftPM reads them from
# PKG_CONFIG_PATH, pkg-config from PKG_CONFIG_LIBDIR), linked with lld.
swift60_build_arm64() {
  local resources=$swift60_arm64_resources/$1 pc=/usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig
  shift
  in_swift60_root env PKG_CONFIG_PATH=$pc PKG_CONFIG_LIBDIR=$pc nice swift build --triple aarch64-unknown-linux-gnu \
    -Xswiftc -resource-dir -Xswiftc "$resources" -Xswiftc -use-ld=lld "$@"
}

in_swift60_root() {
  chroot "$swift60_root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp LANG=C.UTF-8 sh -c 'cd /src && exec "$@"' sh "$@"
}

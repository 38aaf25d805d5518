#!/usr/bin/env bash
# `make deb ARCH=arm64`: touchmpv_VERSION_arm64.deb for Debian 13, cross-compiled on this
# x86-64 machine in the cached Debian 13 root (scripts/swift60-root.sh): Debian 13's
# amd64 swiftc builds for aarch64-unknown-linux-gnu against the arm64 C and C++ runtimes
# and libmpv installed there by multiarch, and the aarch64 Swift runtime unpacked from
# swiftlang:arm64 (its swift_static resource folder, so that the runtime is linked in,
# as in the amd64 package), linked with lld. The compiler and the target's standard
# library are both 6.0.3: the machine's 6.3 cannot read 6.0.3's modules. Then
# scripts/make-deb.sh packages it there with the man page the amd64 build wrote (the
# same text), Depends from dpkg-shlibdeps against the arm64 libraries, and Debian 13's
# lintian checks it: any error or warning fails.
# Usage: deb-arm64.sh VERSION MAN_PAGE OUTPUT_FOLDER; prints the .deb's path.
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
version=$1 page=$2 output=$3
. "$repository/scripts/swift60-root.sh"
swift60_root_open "$repository" arm64 >&2 || exit 1
scratch=.build/arm64
swift60_build_arm64 swift_static -c release --static-swift-stdlib --product touchmpv --scratch-path "$scratch" >&2
binary=$scratch/aarch64-unknown-linux-gnu/release/touchmpv
# The page and the output folder as the root sees them: the clone is at /src there.
relative() { realpath --relative-to="$repository" "$1"; }
mkdir -p "$output"
deb=$(in_swift60_root env SOURCE_DATE_EPOCH="$(cd "$repository" && git log -1 --format=%ct)" DEB_ARCH=arm64 \
  DEB_VERSION="$version" DEB_LIB=/usr/lib STRIP=aarch64-linux-gnu-strip \
  bash scripts/make-deb.sh "$binary" "$(relative "$page")" "$(relative "$output")")
in_swift60_root lintian --fail-on error,warning --info "$deb" >&2
echo "$repository${deb#/src}"

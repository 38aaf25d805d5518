#!/usr/bin/env bash
# `make deb`: builds touchmpv_VERSION_ARCH.deb with dpkg-deb from the release build and
# the files in dist/: the executable (stripped), the man page, the unit, the udev rule,
# the sysusers.d file, the documented defaults, the two files an administrator edits
# (conffiles), the copyright file and the maintainer scripts (dist/debian/). Depends is
# what dpkg-shlibdeps finds the executable linked against (libmpv2, the C and C++
# runtimes: nothing of Swift, whose runtime is linked in), plus what the maintainer
# scripts and the unit call (procps for the unit's /bin/kill, which a minimal Debian
# root lacks). Usage: make-deb.sh RELEASE_BINARY MAN_PAGE OUTPUT_FOLDER; prints the
# .deb's path. For a binary of another architecture, which cannot run here
# (scripts/deb-arm64.sh), DEB_ARCH names the architecture, DEB_VERSION the version and
# STRIP that architecture's strip. DEB_LIB is where the unit and the udev rule go: /lib
# (the default) as Debian 12's debhelper puts them, /usr/lib for Debian 13, whose /lib
# is only an alias of it (its lintian refuses a package with files under /lib).
set -euo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
binary=$(readlink -f "$1") page=$(readlink -f "$2") output=$3
cd "$repository"
mkdir -p "$output"
output=$(cd "$output" && pwd)
version=${DEB_VERSION:-$("$binary" --version | awk 'NR == 1 { print $2 }')}
arch=${DEB_ARCH:-$(dpkg --print-architecture)}
maintainer=${DEB_MAINTAINER:-touchmpv maintainers <touchmpv@example.org>}
# The date of the commit built, so that two builds of one commit give the same package.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

# Staged where dpkg-shlibdeps expects a package's files: debian/PACKAGE beside the
# source package's debian/control (a minimal one).
stage=$output/stage
root=$stage/debian/touchmpv
rm -rf "$stage"
install -d "$stage/debian"
printf 'Source: touchmpv\n\nPackage: touchmpv\nArchitecture: any\n' > "$stage/debian/control"
install -d "$root/DEBIAN"
install -D -m 755 "$binary" "$root/usr/bin/touchmpv"
# As dh_strip does: no symbols, no build notes (25 MB → 15 MB).
${STRIP:-strip} --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/touchmpv"
install -D -m 644 "$page" "$root/usr/share/man/man1/touchmpv.1"
gzip -9n "$root/usr/share/man/man1/touchmpv.1"
install -D -m 644 README.md "$root/usr/share/doc/touchmpv/README.md"
install -D -m 644 dist/debian/copyright "$root/usr/share/doc/touchmpv/copyright"
{
  echo "touchmpv ($version) unstable; urgency=medium"
  echo
  echo "  * Built from the repository with make deb."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} > "$root/usr/share/doc/touchmpv/changelog"
gzip -9n "$root/usr/share/doc/touchmpv/changelog"
install -D -m 644 Config/touchmpv.conf "$root/usr/share/touchmpv/touchmpv.conf"
install -D -m 644 Config/touch-input.conf "$root/usr/share/touchmpv/touch-input.conf"
lib=${DEB_LIB:-/lib}
install -d "$root$lib/systemd/system"
sed -e 's|@BINDIR@|/usr/bin|g' -e 's|@DOCDIR@|/usr/share/doc/touchmpv|g' dist/touchmpv.service.in \
  > "$root$lib/systemd/system/touchmpv.service"
chmod 644 "$root$lib/systemd/system/touchmpv.service"
install -D -m 644 dist/70-touchmpv-touchscreen.rules "$root$lib/udev/rules.d/70-touchmpv-touchscreen.rules"
install -D -m 644 dist/debian/sysusers.conf "$root/usr/lib/sysusers.d/touchmpv.conf"
install -D -m 644 dist/touchmpv.conf "$root/etc/touchmpv.conf"
install -D -m 644 dist/debian/default "$root/etc/default/touchmpv"
printf '/etc/default/touchmpv\n/etc/touchmpv.conf\n' > "$root/DEBIAN/conffiles"
install -m 755 dist/debian/postinst dist/debian/prerm dist/debian/postrm "$root/DEBIAN/"

depends=$(cd "$stage" && dpkg-shlibdeps -O -edebian/touchmpv/usr/bin/touchmpv | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "make-deb: dpkg-shlibdeps found no dependency" >&2; exit 1; }

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" -e "s|@SIZE@|$size|" \
  -e "s|@DEPENDS@|$depends|" dist/debian/control.in > "$root/DEBIAN/control"
(cd "$root" && find . -path ./DEBIAN -prune -o -path ./etc -prune -o -type f -printf '%P\0' | sort -z | xargs -0 md5sum) \
  > "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 755 {} +

deb=$output/touchmpv_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" > /dev/null
echo "$deb"

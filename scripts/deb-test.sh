#!/usr/bin/env bash
# `make deb-test`: the package on a clean Debian 12, and the same package on a clean
# Debian 13. A copy of the minimal root that scripts/debian-root.sh caches, where,
# through chroot with systemd not running (as in an image build):
# apt-get install of the .deb pulls libmpv2 and nothing of Swift, `touchmpv --version`
# runs, `touchmpv play --headless` plays Config/demo.touch with every expectation met,
# the user and the group exist, the service stays disabled until /etc/default/touchmpv
# names media, and `apt-get purge touchmpv` leaves the files as they were before the
# package (listed before and after, logs and apt's caches aside).
# Prints one PASS or FAIL line per check; exits 1 on any FAIL.
# Usage: deb-test.sh DEB [SUITE]   SUITE bookworm (Debian 12, the default) or trixie
set -uo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
deb=$(readlink -f "$1")
suite=${2:-bookworm}
work=$repository/.build/deb-test
[ "$suite" = bookworm ] || work=$work-$suite
failed=0
pass() { echo "deb-test ($suite): PASS $*"; }
fail() { echo "deb-test ($suite): FAIL $*"; failed=1; }

. "$repository/scripts/debian-root.sh"
root=$work/root
mkdir -p "$work"
root_open "$repository" "$root" "$suite" || exit 1
cp "$deb" "$root/tmp/"
package=/tmp/$(basename "$deb")
cp "$repository/Config/demo.touch" "$root/tmp/demo.touch"

# Every file but logs, caches and dpkg's and apt's own books, with its checksum; the
# shadow files' backups (passwd-, group-) are what userdel leaves by design.
snapshot() {
  (cd "$root" && find . -xdev \( -path ./proc -o -path ./dev -o -path ./tmp -o -path ./var/log -o -path ./var/cache \
    -o -path ./var/lib/apt -o -path ./var/lib/dpkg -o -path ./run \) -prune -o \
    ! -type d ! -name '*-' ! -name ld.so.cache -printf '%P\n' | sort | while read -r file; do
      if [ -L "$file" ]; then echo "$file -> $(readlink "$file")"; elif [ -f "$file" ]; then echo "$file $(md5sum < "$file" | cut -c1-32)"; else echo "$file"; fi
    done)
}

if ! in_root apt-get update > "$work/update.log" 2>&1; then
  fail "apt-get update in the root: $(tail -3 "$work/update.log")"
  exit 1
fi
# What installing the package pulls, asked before anything is installed: with its
# recommendations, as `apt-get install` takes them (udev among them, which makes the
# group render that the service's user joins).
in_root apt-get install --simulate "$package" > "$work/simulate.log" 2>&1
pulled=$(sed -n 's/^Inst \([^ ]*\) .*/\1/p' "$work/simulate.log" | sort)
if grep -qx libmpv2 <<< "$pulled" && ! grep -qi swift <<< "$pulled" && grep -qx touchmpv <<< "$pulled"; then
  pass "apt-get install ./$(basename "$deb") pulls $(wc -l <<< "$pulled") packages, libmpv2 among them, none of Swift"
else
  fail "apt-get install pulls: $(paste -sd' ' <<< "$pulled") $(tail -3 "$work/simulate.log")"
fi
# The dependencies alone first, so that the snapshot before the package holds them.
dependencies=$(grep -vx touchmpv <<< "$pulled")
in_root apt-get install -y $dependencies > "$work/dependencies.log" 2>&1 \
  || fail "installing the dependencies: $(tail -3 "$work/dependencies.log")"
snapshot > "$work/before.txt"

if in_root apt-get install -y "$package" > "$work/install.log" 2>&1; then
  pass "apt-get install ./$(basename "$deb"): $(grep -c . <<< "$(in_root dpkg -L touchmpv)") paths"
else
  fail "apt-get install: $(tail -5 "$work/install.log")"
fi
version=$(in_root touchmpv --version 2>&1)
if [[ $version == "touchmpv "* ]]; then pass "touchmpv --version in the root: $version"; else fail "touchmpv --version: $version"; fi
# The demo's summary line: "N expectations checked, 0 failed".
in_root timeout 300 touchmpv play --headless --script /tmp/demo.touch > "$work/play.log" 2>&1
status=$?
expectations=$(grep -E '^[0-9]+ expectations checked, [0-9]+ failed$' "$work/play.log")
if [ "$status" = 0 ] && [[ $expectations == *", 0 failed" ]] && [[ $expectations != "0 expectations"* ]]; then
  pass "touchmpv play --headless --script Config/demo.touch: $expectations"
else
  fail "touchmpv play --headless --script Config/demo.touch exited $status: $(tail -3 "$work/play.log")"
fi
# Every program the unit runs (ExecStart=, ExecReload=, …) is installed: a minimal root
# has no /bin/kill without procps.
programs=$(sed -n 's/^Exec[A-Za-z]*=[-@:+!]*\([^ ]*\).*/\1/p' "$root/lib/systemd/system/touchmpv.service" | sort -u)
missing=$(for program in $programs; do in_root test -x "$program" || echo "$program"; done)
if [ -n "$programs" ] && [ -z "$missing" ]; then
  pass "every program touchmpv.service runs is installed: $(paste -sd' ' <<< "$programs")"
else
  fail "touchmpv.service runs programs the root lacks: $(paste -sd' ' <<< "${missing:-(the unit has no Exec line)}")"
fi
groups=$(in_root id -nG touchmpv 2>&1)
if [[ " $groups " == *" touchscreen "* && " $groups " == *" video "* && " $groups " != *" input "* ]]; then
  pass "sysusers made the user touchmpv (groups: $groups)"
else
  fail "the user touchmpv: $groups"
fi
wants=$root/etc/systemd/system/multi-user.target.wants/touchmpv.service
if [ ! -e "$wants" ] && [ ! -L "$wants" ] && grep -q 'stays disabled until TOUCHMPV_MEDIA' "$work/install.log"; then
  pass "the service stays disabled while /etc/default/touchmpv names no media"
else
  fail "the service was enabled without media, or the note is missing"
fi
sed -i 's|^TOUCHMPV_MEDIA=$|TOUCHMPV_MEDIA=/srv/kiosk/loop.mkv|' "$root/etc/default/touchmpv"
in_root dpkg -i "$package" > "$work/reinstall.log" 2>&1
if [ -L "$wants" ]; then
  pass "with TOUCHMPV_MEDIA set, installing the package again enables the service"
else
  fail "with TOUCHMPV_MEDIA set the service is not enabled: $(tail -3 "$work/reinstall.log")"
fi

in_root dpkg -L touchmpv > "$work/files.txt"
if in_root apt-get purge -y touchmpv > "$work/purge.log" 2>&1; then
  pass "apt-get purge touchmpv"
else
  fail "apt-get purge: $(tail -5 "$work/purge.log")"
fi
snapshot > "$work/after.txt"
if diff "$work/before.txt" "$work/after.txt" > "$work/left.txt"; then
  pass "after the purge the root's $(wc -l < "$work/after.txt") files are as before the package (the user, the group, the state, the links gone)"
else
  fail "the purge left or changed:"
  sed 's/^/    /' "$work/left.txt"
fi

echo "deb-test ($suite): the package's files:"
sed 's/^/    /' "$work/files.txt"
[ "$failed" = 0 ] && echo "deb-test ($suite): all passed" || echo "deb-test ($suite): failures above"
exit "$failed"

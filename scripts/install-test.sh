#!/usr/bin/env bash
# `make install-test`: installs touchmpv into a temporary DESTDIR with the Makefile's own
# `install` target and checks what a kiosk gets: the tree's files and modes, the unit's
# paths, an executable that needs nothing of the Swift toolchain (ldd, its RUNPATH) and
# runs with the toolchain hidden, the unit accepted by systemd-analyze, the same for
# PREFIX=/usr, and `make uninstall` leaving nothing behind. Prints one PASS or FAIL line
# per check; exits 1 on any FAIL.
#
# "The toolchain hidden": the run happens in a private mount namespace where a tmpfs
# covers /opt/swift and the DESTDIR tree is bound at PREFIX, with an empty environment,
# so nothing can be loaded from the toolchain and the unit's absolute paths are real.
set -uo pipefail

repository=$(cd "$(dirname "$0")/.." && pwd)
cd "$repository" || exit 1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
pass() { echo "install-test: PASS $*"; }
fail() { echo "install-test: FAIL $*"; failed=1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v "${SWIFT:-swift}")")")")")

# Runs COMMAND... in a mount namespace with the toolchain hidden and TREE's PREFIX bound
# at PREFIX (a user namespace too when not root).
hidden_toolchain() {
  local tree=$1 prefix=$2
  shift 2
  local as_root=()
  [ "$(id -u)" = 0 ] || as_root=(--map-root-user)
  unshare --mount "${as_root[@]}" sh -c '
    tree=$1 prefix=$2 toolchain=$3
    shift 3
    mount --bind "$tree$prefix" "$prefix" && mount -t tmpfs none "$toolchain" && exec env -i PATH=/usr/bin:/bin "$@"
  ' hidden_toolchain "$tree" "$prefix" "$toolchain" "$@"
}

# --- make install, PREFIX=/usr/local ------------------------------------------------
tree=$work/local
prefix=/usr/local
if ! make -s install DESTDIR="$tree" > "$work/install.log" 2>&1; then
  fail "make install DESTDIR=$tree: $(tail -5 "$work/install.log")"
  exit 1
fi

expected="/etc/touchmpv.conf 644
$prefix/bin/touchmpv 755
$prefix/lib/systemd/system/touchmpv.service 644
$prefix/lib/udev/rules.d/70-touchmpv-touchscreen.rules 644
$prefix/share/doc/touchmpv/README.md 644
$prefix/share/man/man1/touchmpv.1 644
$prefix/share/touchmpv/touch-input.conf 644
$prefix/share/touchmpv/touchmpv.conf 644"
actual=$(cd "$tree" && find . ! -type d -printf '/%P %m\n' | sort)
if [ "$actual" = "$(sort <<< "$expected")" ]; then
  pass "the tree holds exactly: $(cut -d' ' -f1 <<< "$actual" | paste -sd' ')"
else
  fail "the tree differs from what install should write:"
  diff <(sort <<< "$expected") <(echo "$actual") | sed 's/^/    /'
fi
for file in touchmpv.conf touch-input.conf; do
  if cmp -s "Config/$file" "$tree$prefix/share/touchmpv/$file"; then
    pass "share/touchmpv/$file is Config/$file"
  else
    fail "share/touchmpv/$file differs from Config/$file"
  fi
done

# The man page: the release binary's `help --man`, rendered by man(1) with groff's
# warnings on: any warning fails, and the page must describe every command.
page=$tree$prefix/share/man/man1/touchmpv.1
MANWIDTH=80 man --warnings -l "$page" > "$work/man.txt" 2> "$work/man.err"
commands=$(grep -cE '^   (play|simulate|devices|record)$' "$work/man.txt")
if [ ! -s "$work/man.err" ] && [ "$commands" = 4 ] && grep -q '^NAME' "$work/man.txt"; then
  pass "man -l renders share/man/man1/touchmpv.1 without a warning: $(wc -l < "$work/man.txt") lines, the 4 commands"
else
  fail "man -l share/man/man1/touchmpv.1: $commands of 4 commands; $(head -5 "$work/man.err")"
fi

unit=$tree$prefix/lib/systemd/system/touchmpv.service
execstart='play --config /etc/touchmpv.conf --mpv config-dir=/etc/touchmpv/mpv $TOUCHMPV_OPTIONS $TOUCHMPV_MEDIA'
if grep -qxF "ExecStart=$prefix/bin/touchmpv $execstart" "$unit" && ! grep -q '@[A-Z]*@' "$unit"; then
  pass "the unit runs $prefix/bin/touchmpv, no placeholder left"
else
  fail "the unit's paths: $(grep -E '@|^ExecStart' "$unit")"
fi

# --- the executable needs nothing of the toolchain ------------------------------------
executable=$tree$prefix/bin/touchmpv
libraries=$(ldd "$executable" 2>&1)
from_toolchain=$(grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found|'"$toolchain" <<< "$libraries")
if [ -z "$from_toolchain" ] && grep -q 'libmpv.so' <<< "$libraries"; then
  pass "ldd: $(grep -c '=>' <<< "$libraries") libraries, libmpv's among them, none from $toolchain, no libswift*/libFoundation*"
else
  fail "ldd finds toolchain libraries or misses some: $from_toolchain"
fi
runpath=$(readelf -d "$executable" | grep -E 'RPATH|RUNPATH')
if ! grep -q "$toolchain" <<< "$runpath"; then
  pass "no search path into the toolchain: ${runpath:-no RPATH/RUNPATH}"
else
  fail "the executable searches the toolchain: $runpath"
fi

if hidden_toolchain "$tree" "$prefix" sh -c '! ls '"$toolchain"'/* >/dev/null 2>&1' 2>"$work/unshare.err"; then
  pass "the namespace hides $toolchain (empty there)"
else
  fail "cannot hide $toolchain in a mount namespace: $(cat "$work/unshare.err")"
fi
if hidden_toolchain "$tree" "$prefix" "$prefix/bin/touchmpv" simulate --script Config/examples/volume.touch \
  --config "$prefix/share/touchmpv/touchmpv.conf" --json > "$work/simulate.out" 2>&1 \
  && [ "$(grep -c '"action":"volume' "$work/simulate.out")" = 16 ]; then
  pass "toolchain hidden, empty environment: simulate with the installed config (and the touch-input.conf beside it) gives the example's 16 volume actions"
else
  fail "toolchain hidden: simulate: $(tail -3 "$work/simulate.out")"
fi
if hidden_toolchain "$tree" "$prefix" "$prefix/bin/touchmpv" play 'av://lavfi:testsrc=size=320x240:rate=10' --headless --no-mpv-config \
  --script Config/examples/volume.touch > "$work/play.out" 2>&1 \
  && grep -q '^4 expectations checked, 0 failed' "$work/play.out"; then
  pass "toolchain hidden: play drives libmpv, the example's 4 expectations hold"
else
  fail "toolchain hidden: play: $(tail -3 "$work/play.out")"
fi
if hidden_toolchain "$tree" "$prefix" "$prefix/bin/touchmpv" devices > "$work/devices.out" 2>&1; then
  pass "toolchain hidden: devices runs ($(head -1 "$work/devices.out"))"
else
  fail "toolchain hidden: devices: $(tail -3 "$work/devices.out")"
fi

# systemd-analyze verify, where the unit's paths exist: any finding fails.
if hidden_toolchain "$tree" "$prefix" systemd-analyze verify --man=no "$prefix/lib/systemd/system/touchmpv.service" \
  > "$work/verify.out" 2>&1 && [ ! -s "$work/verify.out" ]; then
  pass "systemd-analyze verify accepts the unit"
else
  fail "systemd-analyze verify: $(cat "$work/verify.out")"
fi

# --- PREFIX=/usr ----------------------------------------------------------------------
usr_tree=$work/usr
if make -s install DESTDIR="$usr_tree" PREFIX=/usr > "$work/install-usr.log" 2>&1 \
  && grep -qxF "ExecStart=/usr/bin/touchmpv $execstart" "$usr_tree/usr/lib/systemd/system/touchmpv.service" \
  && [ -f "$usr_tree/usr/lib/udev/rules.d/70-touchmpv-touchscreen.rules" ] && [ -x "$usr_tree/usr/bin/touchmpv" ] \
  && [ -f "$usr_tree/usr/share/man/man1/touchmpv.1" ]; then
  pass "PREFIX=/usr: /usr/bin/touchmpv, the unit runs it, the rule in /usr/lib/udev/rules.d, the page in /usr/share/man/man1"
else
  fail "PREFIX=/usr: $(tail -3 "$work/install-usr.log"; find "$usr_tree" ! -type d)"
fi

# --- make uninstall -------------------------------------------------------------------
for installed in "$tree:/usr/local" "$usr_tree:/usr"; do
  root=${installed%%:*} prefix=${installed#*:}
  make -s uninstall DESTDIR="$root" PREFIX="$prefix" > "$work/uninstall.log" 2>&1
  left=$(find "$root" ! -type d; find "$root" -type d -name touchmpv)
  if [ -z "$left" ]; then
    pass "make uninstall PREFIX=$prefix removed every file and touchmpv's folders"
  else
    fail "make uninstall PREFIX=$prefix left: $left $(cat "$work/uninstall.log")"
  fi
done

[ "$failed" = 0 ] && echo "install-test: all passed" || echo "install-test: failures above"
exit "$failed"

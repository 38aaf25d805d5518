#!/usr/bin/env bash
# Installs those of the named Debian packages that are not installed yet, with apt-get:
# non-interactive, no standard input, package lists refreshed first (a fresh machine has
# none). Needs root, or sudo when run as another user.
#
#   ensure-debian-packages.sh PACKAGE...
set -euo pipefail

missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
echo "installing ${missing[*]} with apt-get"
# apt's and dpkg's progress goes to a log, shown only when the install fails: an install
# of QEMU or a kernel prints thousands of lines that would bury the build's own.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; } </dev/null >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "ensure-debian-packages: apt-get could not install ${missing[*]} (its last lines above)" >&2
  exit 1
fi

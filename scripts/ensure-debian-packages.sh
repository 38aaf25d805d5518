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
$sudo apt-get update -qq </dev/null
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null

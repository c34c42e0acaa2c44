#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium, the only browser the Playwright suite
# uses (it never downloads one). Installs the `chromium` package when missing and running as root.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [[ -x "$CHROMIUM" ]]; then
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM; installing Debian package \"chromium\" with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update || echo "apt-get update failed; trying the install anyway"
  apt-get install -y --no-install-recommends chromium
  if [[ -x "$CHROMIUM" ]]; then
    exit 0
  fi
  echo "apt-get installed \"chromium\" but $CHROMIUM is still missing" >&2
  exit 1
fi

cat >&2 <<MSG
Chromium was not found at $CHROMIUM; the end-to-end tests need it.
Install it, then run again:
  Debian/Ubuntu:  sudo apt-get install chromium
MSG
exit 1

#!/usr/bin/env bash
# Makes sure the Debian packages the end-to-end tests use are there: Chromium at /usr/bin/chromium
# (the only browser Playwright uses; it never downloads one), and ffmpeg and nginx with its RTMP
# module (the live-class test streams through them). Installs what is missing when running as
# root with apt-get; otherwise says what to install. `npm start` needs none of them.
#   bash scripts/ensure-tools.sh              all of them
#   bash scripts/ensure-tools.sh chromium     only these
set -euo pipefail

declare -A FILE_OF=(
  [chromium]=/usr/bin/chromium
  [ffmpeg]=/usr/bin/ffmpeg
  [nginx-light]=/usr/sbin/nginx
  [libnginx-mod-rtmp]=/usr/lib/nginx/modules/ngx_rtmp_module.so
)
PACKAGES=("${@:-chromium ffmpeg nginx-light libnginx-mod-rtmp}")
read -r -a PACKAGES <<<"${PACKAGES[*]}"

missing=()
for p in "${PACKAGES[@]}"; do
  [[ -n "${FILE_OF[$p]:-}" ]] || { echo "unknown package: $p (known: ${!FILE_OF[*]})" >&2; exit 2; }
  [[ -e "${FILE_OF[$p]}" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages for the tests: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update || echo "apt-get update failed; trying the install anyway"
  apt-get install -y --no-install-recommends "${missing[@]}"
  for p in "${missing[@]}"; do
    [[ -e "${FILE_OF[$p]}" ]] || { echo "apt-get installed $p but ${FILE_OF[$p]} is still missing" >&2; exit 1; }
  done
  exit 0
fi

cat >&2 <<MSG
The end-to-end tests need these Debian packages: ${missing[*]}
Install them, then run again:
  sudo apt-get install ${missing[*]}
MSG
exit 1

#!/usr/bin/env bash
# The browser tests drive Debian's Chromium: Playwright cannot download its own browser here.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests but was not found at $CHROMIUM." >&2
echo "Install it as root with:  apt-get update && apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at an existing Chromium binary." >&2
exit 1

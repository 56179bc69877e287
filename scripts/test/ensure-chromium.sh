#!/usr/bin/env bash
# Finds Debian's Chromium for the browser tests; installs it when root with apt-get; never
# downloads a browser build of its own.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  echo "chromium: $path"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium: not found at $path; installing Debian's chromium package..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if [ -x "$path" ]; then
    echo "chromium: $path"
    exit 0
  fi
fi
echo "No Chromium at $path: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1

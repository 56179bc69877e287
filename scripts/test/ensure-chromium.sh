#!/usr/bin/env bash
# Finds a Chromium-based browser for the browser tests and prints its path (the only line on
# stdout; scripts/test/test.sh exports it as CHROMIUM_PATH, which playwright.config.ts reads).
# Never downloads a browser build of its own, and installs nothing when a browser is present:
#   - CHROMIUM_PATH set: that binary, or fail (an explicit choice is never second-guessed);
#   - else the first of /usr/bin/chromium (Debian's package; also the Chromium of GitHub's ubuntu
#     runner images), /usr/bin/chromium-browser, /usr/bin/google-chrome, /usr/bin/google-chrome-stable;
#   - else, only as root with apt-get, Debian's chromium package is installed.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then
    echo "chromium: $CHROMIUM_PATH (CHROMIUM_PATH)" >&2
    echo "$CHROMIUM_PATH"
    exit 0
  fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser: fix it or unset it." >&2
  exit 1
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable; do
  if [ -x "$candidate" ]; then
    echo "chromium: $candidate" >&2
    echo "$candidate"
    exit 0
  fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium: no browser found; installing Debian's chromium package..." >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  if [ -x /usr/bin/chromium ]; then
    echo "chromium: /usr/bin/chromium" >&2
    echo /usr/bin/chromium
    exit 0
  fi
fi
echo "No Chromium found: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary." >&2
exit 1

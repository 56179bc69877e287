#!/usr/bin/env bash
# Node 24, the project's line (package.json's engines, .nvmrc, the workflows), on any machine that
# has npm. When this machine's `node` is older, the registry's node-<os>-<arch>@24 package (it
# carries the Node binary) is installed once into a cache outside the project (NODE24_PREFIX,
# default ~/.cache/node24) and put first on PATH; npm and every tool then run on it.
#   bash scripts/test/node24.sh               # npm test on Node 24
#   bash scripts/test/node24.sh npx jest      # any command, with Node 24 first on PATH
#   . scripts/test/node24.sh                  # this shell (.ci/run does this)
node24_on_path() {
  local major os arch prefix bin
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -ge 24 ]; then
    return 0
  fi
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "node24: no Node 24 package for $(uname -s): install Node 24 (nvm install)" >&2 && return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node24: no Node 24 package for $(uname -m): install Node 24 (nvm install)" >&2 && return 1 ;;
  esac
  prefix=${NODE24_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/node24}
  bin="$prefix/node_modules/node-$os-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    echo "node24: node $(node --version 2>/dev/null || echo missing) here; installing node-$os-$arch@24 into $prefix" >&2
    mkdir -p "$prefix" &&
      npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$prefix" "node-$os-$arch@24" >&2 ||
      return 1
  fi
  export PATH="$bin:$PATH"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  node24_on_path
  echo "node $(node --version)" >&2
  if [ $# -eq 0 ]; then set -- npm test; fi
  exec "$@"
fi
node24_on_path

#!/usr/bin/env bash
# Node 24, the project's line (package.json's engines, .nvmrc, the workflows), on any machine that
# has npm. When this machine's `node` is older (or NODE24_PINNED=1, as .ci/run sets, on a platform
# pinned below), the registry's node-<os>-<arch> package (it carries the Node binary) at the exact
# version pinned below is put first on PATH from a cache outside the project (NODE24_PREFIX, default
# ~/.cache/node24); npm and every tool then run on it.
#   bash scripts/test/node24.sh               # npm test on Node 24
#   bash scripts/test/node24.sh npx jest      # any command, with Node 24 first on PATH
#   . scripts/test/node24.sh                  # this shell (.ci/run does this)
#
# Only a checked binary runs. Before every use the cached binary's sha256 is compared with its pin
# (it is never run before that), then its version; anything else at the cache path (a planted
# script, a half-written file, another version) is refused and replaced. A replacement is
# installed by `npm ci` from a lockfile written here with the tarball's pinned sha512 integrity
# (npm refuses a tarball that does not match), into a temporary folder beside the cache, checked
# the same way, then renamed into place, so the cache path never holds a partial install.
#
# The pins, one per platform: the registry publishes each platform's package at its own versions
# (`npm view node-<os>-<arch> versions`), so each pins the newest 24.x it has. To move a pin: the
# tarball's `integrity` is `npm view node-<os>-<arch>@<version> dist.integrity`; the binary's sha256
# is `sha256sum package/bin/node` of that tarball (fetched with `npm pack` or curl, its sha512
# checked against the integrity first).
node24_pin() {
  case "$1" in
    linux-x64)
      NODE24_VERSION=24.22.3
      NODE24_INTEGRITY=sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==
      NODE24_SHA256=a7ec1b37e6ff9d187e4198c5b6df9a4eb1c74dd31804fb3bac55cc4ceca1ac01
      ;;
    linux-arm64)
      NODE24_VERSION=24.22.0
      NODE24_INTEGRITY=sha512-xbI0deR0+gzJizE0IdT7x3ewSqtvWW7tx6QlJIBI6IszUY41yrPmOeS+b6WkA7DmSS8VKJRcMthWVwO1LbjamQ==
      NODE24_SHA256=719a43d185f3b6a59d8fcbba1ff06b93c75f76fb0bb9916f81d33921615d4cb5
      ;;
    darwin-x64)
      NODE24_VERSION=24.18.1
      NODE24_INTEGRITY=sha512-tCT5i2LaCG+9j7HXlF1ioPfVSbHRTp3MgWDknJ0ofG8V2eRDNEpqhC3y9DLmvUpTPYsSwHBSccIeB3yl92hTIQ==
      NODE24_SHA256=cd7598be0b10583df334b3720d648cc2a22e650b122e6172c226964260138640
      ;;
    *) return 1 ;;
  esac
}

node24_sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | cut -d' ' -f1
  else
    shasum -a 256 "$1" | cut -d' ' -f1
  fi
}

# 0 when $1 is the pinned binary: a regular executable file with the pinned sha256 (checked
# before it is ever run), then answering the pinned version.
node24_verified() {
  [ -f "$1" ] && [ ! -L "$1" ] && [ -x "$1" ] || return 1
  [ "$(node24_sha256 "$1")" = "$NODE24_SHA256" ] || return 1
  [ "$("$1" --version 2>/dev/null)" = "v$NODE24_VERSION" ]
}

# Installs package $2 at its pin into prefix $1: npm ci from a pinned lockfile (npm checks the
# tarball's sha512) into a temporary folder beside it, the binary checked, then renamed into place.
node24_install() {
  local prefix=$1 pkg=$2 tmp target
  target="$prefix/node_modules/$pkg"
  mkdir -p "$prefix/node_modules" || return 1
  tmp=$(mktemp -d "$prefix/.install.XXXXXX") || return 1
  cat >"$tmp/package.json" <<EOF
{ "name": "node24-pinned", "private": true, "dependencies": { "$pkg": "$NODE24_VERSION" } }
EOF
  cat >"$tmp/package-lock.json" <<EOF
{
  "name": "node24-pinned",
  "lockfileVersion": 3,
  "requires": true,
  "packages": {
    "": { "name": "node24-pinned", "dependencies": { "$pkg": "$NODE24_VERSION" } },
    "node_modules/$pkg": {
      "version": "$NODE24_VERSION",
      "resolved": "https://registry.npmjs.org/$pkg/-/$pkg-$NODE24_VERSION.tgz",
      "integrity": "$NODE24_INTEGRITY",
      "bin": { "node": "bin/node" }
    }
  }
}
EOF
  if ! npm ci --prefix "$tmp" --ignore-scripts --no-audit --no-fund --prefer-offline >&2; then
    echo "node24: npm could not install $pkg@$NODE24_VERSION with its pinned integrity" >&2
    rm -rf "$tmp"
    return 1
  fi
  if ! node24_verified "$tmp/node_modules/$pkg/bin/node"; then
    echo "node24: the installed $pkg@$NODE24_VERSION does not match its pinned sha256; not used" >&2
    rm -rf "$tmp"
    return 1
  fi
  # Whatever held the path goes aside first (a rename), then the checked install takes its place.
  if [ -e "$target" ] || [ -L "$target" ]; then mv "$target" "$tmp/refused" || return 1; fi
  mv "$tmp/node_modules/$pkg" "$target" || return 1
  rm -rf "$tmp"
}

node24_on_path() {
  local major os arch prefix pkg bin
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) os=$(uname -s) ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) arch=$(uname -m) ;;
  esac
  prefix=${NODE24_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/node24}
  pkg="node-$os-$arch"
  bin="$prefix/node_modules/$pkg/bin"
  # The cache's own folder leaves PATH until its binary is checked: nothing runs from it before.
  PATH=$(printf '%s' "$PATH" | tr ':' '\n' | { grep -vxF "$bin" || true; } | paste -s -d: -)
  export PATH
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if ! node24_pin "$os-$arch"; then
    if [ "$major" -ge 24 ]; then
      [ "${NODE24_PINNED:-0}" != 1 ] || echo "node24: no pinned Node for $os-$arch; using this machine's $(node --version)" >&2
      return 0
    fi
    echo "node24: no pinned Node 24 package for $os-$arch: install Node 24 (nvm install)" >&2
    return 1
  fi
  if [ "${NODE24_PINNED:-0}" != 1 ] && [ "$major" -ge 24 ]; then
    return 0
  fi
  if ! node24_verified "$bin/node"; then
    if [ -e "$bin/node" ] || [ -L "$bin/node" ]; then
      echo "node24: $bin/node is not the pinned Node $NODE24_VERSION (its sha256 or version differs): refused, replacing it" >&2
    else
      echo "node24: node $(node --version 2>/dev/null || echo missing) here; installing $pkg@$NODE24_VERSION into $prefix" >&2
    fi
    node24_install "$prefix" "$pkg" || return 1
    node24_verified "$bin/node" || {
      echo "node24: $bin/node changed while it was installed; not used" >&2
      return 1
    }
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

#!/usr/bin/env bash
# Makes sure PostgreSQL 15 with pg_cron is on the machine before the suites start (Jest's
# __tests__/helpers/postgres.ts and the Deno tests start their own servers from it), so that no
# install runs inside a test's timeout. Looks in PG_BIN (default /usr/lib/postgresql/15/bin);
# only when it is missing, as root with apt-get, installs Debian's postgresql-15 and
# postgresql-15-cron packages (CI on ubuntu installs them from apt.postgresql.org first).
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ -x "$PG_BIN/initdb" ] && [ -f "$PG_BIN/../lib/pg_cron.so" ]; then
  echo "postgresql: $("$PG_BIN/initdb" --version)" >&2
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "postgresql: installing Debian's postgresql-15 and postgresql-15-cron..." >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 postgresql-15-cron >/dev/null
  [ -x "$PG_BIN/initdb" ] && exit 0
fi
echo "PostgreSQL 15 with pg_cron not found in $PG_BIN: install postgresql-15 and postgresql-15-cron, or set PG_BIN." >&2
exit 1

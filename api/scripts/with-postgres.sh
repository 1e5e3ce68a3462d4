#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL set to a throwaway PostgreSQL cluster on a loopback
# port, so the API suites run on real PostgreSQL as well as PGlite. Installs Debian's
# postgresql package when it is missing (scripts/apt-install.sh), as the e2e setup does for
# Chromium. Set SKIP_POSTGRES_TESTS=1 to run the command without PostgreSQL; PGTEST_OPTIONS adds
# server settings (`-c name=value ...`), as bench:table does for its buffer pool.
set -euo pipefail
if [ "${SKIP_POSTGRES_TESTS:-}" = "1" ]; then exec "$@"; fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(find_bin)"
if [ -z "$PG_BIN" ]; then
  bash "$(dirname "$0")/../../scripts/apt-install.sh" postgresql
  PG_BIN="$(find_bin)"
fi

# PostgreSQL refuses to run as root: run the cluster as the package's postgres user then.
as_owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

WORK="$(mktemp -d)"
[ "$(id -u)" -eq 0 ] && chown postgres "$WORK"
PORT="${PGTEST_PORT:-55432}"
as_owner "$PG_BIN/initdb" -D "$WORK/data" -A trust -U postgres >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/log" -w \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off ${PGTEST_OPTIONS:-}" start >/dev/null
stop() { as_owner "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null || true; rm -rf "$WORK"; }
trap stop EXIT
# A stopped test run (the test command stops every lane at the first failure) stops the cluster too.
trap 'exit 143' TERM INT

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"

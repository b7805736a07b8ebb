#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests' PostgreSQL lane, run as the current (unprivileged)
# user from Debian's `postgresql` package: trust authentication, listening on 127.0.0.1 only.
#   scripts/test-postgres.sh start [PORT]   prints the URL to export as TEST_DATABASE_URL
#   scripts/test-postgres.sh stop           stops the cluster and deletes its files
# PGTEST_DIR (default /tmp/clinic-pgtest-$USER) holds the cluster; PORT defaults to a free one.
# PostgreSQL refuses to run as root: under root the cluster is run as the `postgres` system user.
set -euo pipefail

dir="${PGTEST_DIR:-/tmp/clinic-pgtest-$(id -un)}"
owner() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

case "${1:-}" in
  start)
    if [ -f "$dir/port" ] && owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      echo "postgres://clinic@127.0.0.1:$(cat "$dir/port")/postgres"
      exit 0
    fi
    port="${2:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
    rm -rf "$dir" && mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
    owner "$bin/initdb" -D "$dir/data" --auth=trust --username=clinic --encoding=UTF8 --locale=C >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    # fsync stays on: the tests check durability claims, and the cluster is small.
    owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
    echo "$port" >"$dir/port"
    echo "postgres://clinic@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -d "$dir/data" ]; then owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [PORT] | stop" >&2
    exit 2
    ;;
esac

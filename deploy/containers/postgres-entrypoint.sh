#!/bin/sh
# The postgres image's start, for Debian's PostgreSQL 15: as root, own the data folder and drop to postgres;
# on an empty folder, initdb with POSTGRES_USER/POSTGRES_PASSWORD, create POSTGRES_DB and run the
# /docker-entrypoint-initdb.d/*.sql files once.
set -e
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql
  chown -R postgres:postgres "$PGDATA" /run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user="${POSTGRES_USER:-postgres}"
  db="${POSTGRES_DB:-$user}"
  pwfile="$(mktemp)"
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=/run/postgresql" -w start >/dev/null
  if [ "$db" != postgres ]; then
    psql -v ON_ERROR_STOP=1 -h /run/postgresql -U "$user" -d postgres -c "CREATE DATABASE \"$db\"" >/dev/null
  fi
  for f in /docker-entrypoint-initdb.d/*.sql; do
    [ -e "$f" ] || continue
    echo "running $f"
    psql -v ON_ERROR_STOP=1 -h /run/postgresql -U "$user" -d "$db" -f "$f" >/dev/null
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "database initialised"
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/run/postgresql "$@"
fi
exec "$@"

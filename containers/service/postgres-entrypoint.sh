#!/bin/sh
# First start: initialise the cluster (trust auth on the compose network) and create the
# database named by POSTGRES_DB; then run the server in the foreground.
set -eu
bin=/usr/lib/postgresql/15/bin
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  # UTF8: with the minimal base's default locale initdb would pick SQL_ASCII, and psycopg hands
  # back bytes for text then
  "$bin/initdb" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo "host all all 0.0.0.0/0 trust" >> "$PGDATA/pg_hba.conf"
  "$bin/pg_ctl" -D "$PGDATA" -w start >/dev/null
  psql -U postgres -c "CREATE DATABASE \"${POSTGRES_DB:-reprobot}\"" >/dev/null
  "$bin/pg_ctl" -D "$PGDATA" -w stop >/dev/null
fi
exec "$bin/postgres" -D "$PGDATA"

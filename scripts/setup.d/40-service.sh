#!/usr/bin/env bash
# Service part (issue 6): Redis and PostgreSQL for the Celery broker, the job store and the
# service tests, and Debian's docker-compose for docker-compose.yml (python-multipart comes from
# pyproject; flower only lives in the service image). Idempotent; runs as root on Debian bookworm
# after `apt-get update`.
set -euo pipefail
need=()
command -v redis-server >/dev/null || need+=(redis-server)
[ -x /usr/lib/postgresql/15/bin/postgres ] || need+=(postgresql-15)
command -v docker-compose >/dev/null || need+=(docker-compose)
if [ ${#need[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"
fi

# Redis on 127.0.0.1:6379
if ! redis-cli -h 127.0.0.1 ping >/dev/null 2>&1; then
  redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save "" --appendonly no
fi

# PostgreSQL 15 on 127.0.0.1:5432 with trust authentication for local TCP (tests create and drop
# their own databases as user postgres; root gets a role too).
if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  if ! pg_lsclusters -h 2>/dev/null | grep -q '^15 *main'; then
    pg_createcluster 15 main >/dev/null
  fi
  hba=/etc/postgresql/15/main/pg_hba.conf
  if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust\nlocal all all trust' "$hba"
  fi
  pg_ctlcluster 15 main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_roles WHERE rolname='root'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -qc "CREATE ROLE root SUPERUSER LOGIN"
psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname='test'" | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -qc "CREATE DATABASE test"

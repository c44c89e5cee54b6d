# PostgreSQL 15 for the job store, from the local Debian base (no registry needed).
# Trust authentication on the compose network only; the data lives in a named volume.
ARG BASE=reprobot/base:bookworm
FROM ${BASE}
RUN set -eux; export DEBIAN_FRONTEND=noninteractive; apt-get update -q; \
    apt-get install -y -q --no-install-recommends postgresql-15; apt-get clean; rm -rf /var/lib/apt/lists/*
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint
RUN chmod 0755 /usr/local/bin/postgres-entrypoint
ENV PGDATA=/var/lib/postgresql/data
# a fresh named volume takes this directory's owner and mode: postgres, 0700
RUN install -d -o postgres -g postgres -m 0700 "$PGDATA"
EXPOSE 5432
USER postgres
CMD ["postgres-entrypoint"]

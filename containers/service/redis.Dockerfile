# Redis for the Celery broker, from the local Debian base (no registry needed).
ARG BASE=reprobot/base:bookworm
FROM ${BASE}
RUN set -eux; export DEBIAN_FRONTEND=noninteractive; apt-get update -q; \
    apt-get install -y -q --no-install-recommends redis-server; apt-get clean; rm -rf /var/lib/apt/lists/*
EXPOSE 6379
USER redis
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--appendonly", "yes", "--dir", "/var/lib/redis"]

#!/usr/bin/env bash
# Docker engine for container builds and the sandbox (issue 4): Debian's docker.io and
# debootstrap, dockerd started in the background when not running, and the local base image
# (containers/base/build-base.sh). Idempotent; runs as root on Debian bookworm.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
need=()
command -v dockerd >/dev/null || need+=(docker.io)
command -v debootstrap >/dev/null || need+=(debootstrap)
if [ ${#need[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}"
fi
if ! docker info >/dev/null 2>&1; then
  if command -v systemctl >/dev/null && systemctl is-system-running >/dev/null 2>&1; then
    systemctl start docker || true
  fi
fi
if ! docker info >/dev/null 2>&1; then
  mkdir -p /var/log
  nohup dockerd >/var/log/dockerd.log 2>&1 &
fi
for _ in $(seq 1 60); do
  docker info >/dev/null 2>&1 && break
  sleep 1
done
docker info >/dev/null 2>&1 || { echo "dockerd did not start; see /var/log/dockerd.log" >&2; tail -20 /var/log/dockerd.log >&2 || true; exit 1; }
"$here/containers/base/build-base.sh"
# The llvm-project builder image (tests build a stand-in project with it). The triton builder is
# built on demand: containers/build-images.sh triton.
"$here/containers/build-images.sh" llvm

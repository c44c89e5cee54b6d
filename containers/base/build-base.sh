#!/usr/bin/env bash
# Build the local base image where no registry answers: a minimal Debian bookworm
# made with debootstrap and imported into Docker. Production uses rocm/dev-ubuntu-*.
# Usage: containers/base/build-base.sh [IMAGE_NAME]   (default reprobot/base:bookworm)
# Idempotent: does nothing when the image exists (set REBUILD=1 to force).
set -euo pipefail
name="${1:-reprobot/base:bookworm}"
if [ -z "${REBUILD:-}" ] && docker image inspect "$name" >/dev/null 2>&1; then
  echo "base image $name present"; exit 0
fi
command -v debootstrap >/dev/null || { apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q debootstrap; }
dir="$(mktemp -d /tmp/reprobot-base.XXXXXX)"
trap 'rm -rf "$dir"' EXIT
debootstrap --variant=minbase bookworm "$dir" >/tmp/reprobot-debootstrap.log 2>&1 \
  || { tail -20 /tmp/reprobot-debootstrap.log; exit 1; }
# debootstrap leaves the mirror it used in $dir/etc/apt/sources.list, so apt works in later builds
tar -C "$dir" -c . | docker import - "$name" >/dev/null
echo "built base image $name"

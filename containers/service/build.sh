#!/usr/bin/env bash
# Build the compose images (service, redis, postgres) from the local base image.
# Usage: containers/service/build.sh [docker-compose build args...]
# When the host trusts extra CAs for the package index (PIP_CERT / SSL_CERT_FILE), their bundle is
# handed to the image build as containers/service/host-ca.crt (a temporary file, removed after).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
"$root/containers/base/build-base.sh"
trap 'rm -f "$root/containers/service/host-ca.crt"' EXIT
bundle="${PIP_CERT:-${SSL_CERT_FILE:-}}"
if [ -n "$bundle" ] && [ -s "$bundle" ]; then
  cp "$bundle" "$root/containers/service/host-ca.crt"
else
  : > "$root/containers/service/host-ca.crt"
fi
cd "$root"
docker-compose build "$@"

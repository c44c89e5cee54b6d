#!/usr/bin/env bash
# Set up reprobot on a fresh Debian bookworm machine (root). Idempotent.
#   scripts/setup.sh core   LLVM releases + the Python package: enough for `reprobot triage`
#                           and `reprobot reduce` with embedded defaults (no Redis, no Docker)
#   scripts/setup.sh all    core + every step in scripts/setup.d/ (Docker engine and images,
#                           Triton virtual envs, service dependencies, browser for tests)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
what="${1:-core}"
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"

apt_updated=""
apt_install() {  # install only what is missing
  local missing=()
  for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ -z "$apt_updated" ]; then $SUDO apt-get update -q >/dev/null; apt_updated=1; fi
  $SUDO apt-get install -y -q "${missing[@]}" >/dev/null
}

# Debian's LLVM releases (release builds, no assertions) and lld for Triton's AMD backend
# llvm-N-tools: FileCheck and `not`, which the upstream lit tests run with (workers/upstream_test.py)
apt_install llvm-13 llvm-14 llvm-15 llvm-16 llvm-19 llvm-13-tools llvm-14-tools llvm-15-tools llvm-16-tools \
  llvm-19-tools lld-19 python3-venv
python3 -m pip install -q --disable-pip-version-check -e "$here[test]"
command -v pyenv >/dev/null 2>&1 && pyenv rehash || true  # expose the `reprobot` script through pyenv's shims

if [ "$what" = "all" ]; then
  [ -n "$apt_updated" ] || { $SUDO apt-get update -q >/dev/null; apt_updated=1; }
  for step in "$here"/scripts/setup.d/*.sh; do
    [ -e "$step" ] || continue
    echo "setup: $(basename "$step")"
    bash "$step"
  done
fi
echo "setup ($what) done"

#!/usr/bin/env bash
# Docker engine for container builds and the sandbox (issue 4): Debian's docker.io and
# debootstrap, dockerd started in the background when not running, and the local base image
# (containers/base/build-base.sh); gVisor's runsc (Debian's package) registered with Docker as
# the runtime "runsc" (network off in its own arguments), for REPROBOT_SANDBOX_RUNTIME=runsc or
# auto (workers/sandbox/docker.py; GVISOR=0 leaves it out). Idempotent; runs as root on
# Debian bookworm.
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
need=()
command -v dockerd >/dev/null || need+=(docker.io)
command -v debootstrap >/dev/null || need+=(debootstrap)
if [ ${#need[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${need[@]}"
fi
if [ "${GVISOR:-1}" = 1 ] && ! command -v runsc >/dev/null; then
  # optional: without it the sandbox runs on runc only (runtime "auto" says so in the log)
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q runsc || echo "gVisor (runsc) not installed: the sandbox can only use runc" >&2
fi
if [ "${GVISOR:-1}" = 1 ] && command -v runsc >/dev/null; then
  # merge into daemon.json (keep what is there); dockerd reloads runtimes on SIGHUP
  mkdir -p /etc/docker
  changed=$(python3 - "$(command -v runsc)" <<'PY'
import json, os, sys
path = "/etc/docker/daemon.json"
cfg = json.load(open(path)) if os.path.exists(path) and os.path.getsize(path) else {}
want = {"path": sys.argv[1], "runtimeArgs": ["--network=none"]}
if cfg.get("runtimes", {}).get("runsc") != want:
    cfg.setdefault("runtimes", {})["runsc"] = want
    json.dump(cfg, open(path, "w"), indent=1)
    print("yes")
PY
)
  if [ "$changed" = yes ] && pgrep -x dockerd >/dev/null; then kill -HUP "$(pgrep -x dockerd | head -1)"; sleep 1; fi
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

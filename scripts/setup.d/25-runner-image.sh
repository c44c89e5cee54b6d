#!/usr/bin/env bash
# The sandbox runner image reprobot/runner:bookworm (issue 5; containers/runner/Dockerfile):
# python3 plus llc/opt/llvm-reduce of Debian LLVM 13/14/15/16/19, the worker's llvmlite
# (LLVM 22, copied into the build context), a non-root user.
# Needs Docker and the base image from 20-docker.sh; starts dockerd when it is not running.
# Idempotent: rebuilds only when the Dockerfile, base or versions changed, or REBUILD=1.
# Env: RUNNER_IMAGE, RUNNER_BASE, LLVM_VERSIONS (e.g. "14 15 16 19").
set -euo pipefail
here="$(cd "$(dirname "$0")/../.." && pwd)"
image="${RUNNER_IMAGE:-reprobot/runner:bookworm}"
base="${RUNNER_BASE:-reprobot/base:bookworm}"
versions="${LLVM_VERSIONS:-13 14 15 16 19}"

if ! docker info >/dev/null 2>&1; then
  mkdir -p /var/log
  nohup dockerd >/var/log/dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { echo "dockerd did not start; see /var/log/dockerd.log" >&2; exit 1; }
fi
if ! docker image inspect "$base" >/dev/null 2>&1; then
  "$here/containers/base/build-base.sh" "$base"
fi

# The source hash is kept as a second tag (a --label would defeat the layer cache of the
# legacy builder), so an unchanged Dockerfile costs nothing and a changed one reuses layers.
base_id="$(docker image inspect -f '{{.Id}}' "$base")"
py="${PYTHON:-python3}"
lite_dir="$("$py" -c 'import llvmlite, os; print(os.path.dirname(llvmlite.__file__))')"
lite_ver="$("$py" -c 'import llvmlite; print(llvmlite.__version__)')"
sha="$( (cat "$here/containers/runner/Dockerfile"; echo "$base_id $versions $lite_ver") | sha256sum | cut -c1-16)"
stamp="${image%:*}:src-$sha"
if [ -z "${REBUILD:-}" ] && [ "$(docker image inspect -f '{{.Id}}' "$stamp" 2>/dev/null)" = \
     "$(docker image inspect -f '{{.Id}}' "$image" 2>/dev/null || echo none)" ]; then
  echo "runner image $image up to date"; exit 0
fi
ctx="$(mktemp -d)"
trap 'rm -rf "$ctx"' EXIT
cp "$here/containers/runner/Dockerfile" "$ctx/"
(cd "$lite_dir" && tar --exclude=tests --exclude=__pycache__ -cf - .) | (mkdir -p "$ctx/llvmlite" && tar -xf - -C "$ctx/llvmlite")
docker build -q --build-arg "BASE=$base" --build-arg "LLVM_VERSIONS=$versions" -t "$image" "$ctx" >/dev/null
docker tag "$image" "$stamp"
# drop the stamps of earlier builds (tags only; layers still in use stay)
docker image ls --format '{{.Repository}}:{{.Tag}}' "${image%:*}" | grep ':src-' | grep -vx "$stamp" \
  | xargs -r docker rmi >/dev/null 2>&1 || true
echo "built runner image $image (LLVM $versions, llvmlite $lite_ver)"

#!/usr/bin/env bash
# Build reprobot's builder images. Production keeps each Dockerfile's default BASE (a ROCm
# dev image); here, with no registry, everything is built FROM the local Debian base made by
# containers/base/build-base.sh.
# Usage: containers/build-images.sh [llvm] [triton]   (default: both)
#   BASE=<image>  override the base (default reprobot/base:bookworm; BASE=rocm to keep the
#                 Dockerfiles' ROCm default). REBUILD=1 rebuilds builder images that exist (never the base).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
base="${BASE:-reprobot/base:bookworm}"
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(llvm triton)
args=()
if [ "$base" != rocm ]; then
  REBUILD= "$here/base/build-base.sh" "$base"   # REBUILD applies to the builder images only
  args=(--build-arg "BASE=$base")
fi
for t in "${targets[@]}"; do
  case "$t" in
    llvm)   name=reprobot/llvm-builder:latest ;;
    triton) name=reprobot/triton-builder:latest ;;
    *) echo "unknown image $t (llvm|triton)" >&2; exit 2 ;;
  esac
  if [ -z "${REBUILD:-}" ] && docker image inspect "$name" >/dev/null 2>&1; then
    echo "$name present"; continue
  fi
  start=$(date +%s)
  docker build -q "${args[@]}" -t "$name" "$here/$t" >/dev/null
  echo "built $name in $(( $(date +%s) - start ))s ($(docker image inspect -f '{{.Size}}' "$name" | awk '{printf "%.0f MB", $1/1e6}'))"
done

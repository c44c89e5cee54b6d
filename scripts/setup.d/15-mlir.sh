#!/usr/bin/env bash
# mlir-opt of Debian's LLVM 13/14/15/16/19 (packages mlir-N-tools), for the MLIR reproducers of
# llvm-project issues (workers/extract/mlir.py). Without them an MLIR reproducer's runs say
# "unsupported: mlir-opt is not installed". Idempotent.
set -euo pipefail
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
missing=()
for v in ${LLVM_VERSIONS:-13 14 15 16 19}; do
  dpkg -s "mlir-$v-tools" >/dev/null 2>&1 || missing+=("mlir-$v-tools")
done
[ ${#missing[@]} -eq 0 ] && exit 0
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null

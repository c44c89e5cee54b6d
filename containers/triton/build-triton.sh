#!/bin/sh
# Build a triton wheel from /src into /out against the LLVM install tree in $LLVM_SYSPATH
# (default /llvm). The LLVM must be the one /src/cmake/llvm-hash.txt pins: when
# $LLVM_SYSPATH/llvm-hash.txt exists it is checked against the pin.
# Environment: LLVM_SYSPATH, TRITON_BUILD_WITH_CCACHE, MAX_JOBS.
set -eu
pin_file=/src/cmake/llvm-hash.txt
[ -f "$pin_file" ] || { echo "no cmake/llvm-hash.txt in /src: not a triton checkout" >&2; exit 2; }
pin="$(tr -d ' \n' < "$pin_file")"
echo "triton pins llvm-project $pin"
[ -f "$LLVM_SYSPATH/lib/cmake/mlir/MLIRConfig.cmake" ] || { echo "no MLIR install in $LLVM_SYSPATH" >&2; exit 2; }
if [ -f "$LLVM_SYSPATH/llvm-hash.txt" ] && [ "$(tr -d ' \n' < "$LLVM_SYSPATH/llvm-hash.txt")" != "$pin" ]; then
  echo "LLVM in $LLVM_SYSPATH is not the pinned $pin" >&2; exit 2
fi
export LLVM_INCLUDE_DIRS="$LLVM_SYSPATH/include" LLVM_LIBRARY_DIR="$LLVM_SYSPATH/lib"
export MAX_JOBS="${MAX_JOBS:-$(nproc)}"
# triton >= 3.3 builds from the repository root, older releases from python/
if [ -f /src/setup.py ]; then dir=/src; else dir=/src/python; fi
mkdir -p /out
python3 -m pip wheel --no-deps --no-build-isolation -w /out "$dir"
ccache --show-stats 2>/dev/null | sed -n '1,12p' || true

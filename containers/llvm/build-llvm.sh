#!/bin/sh
# Build llvm-project from /src into /out (run inside the llvm builder image).
# Environment (defaults in the Dockerfile):
#   LLVM_TARGETS_TO_BUILD  e.g. "AMDGPU;X86"          LLVM_ENABLE_ASSERTIONS  ON|OFF
#   LLVM_ENABLE_PROJECTS   e.g. "" or "mlir;llvm;lld" CMAKE_BUILD_TYPE        Release
#   LLVM_TOOLS             ninja targets to build: "llc opt" (copied to /out/bin), or
#                          "install" for a full install tree in /out (triton's LLVM)
#   JOBS                   parallel jobs (default: all CPUs)
set -eu
src=/src/llvm
[ -f "$src/CMakeLists.txt" ] || { echo "no llvm-project sources in /src" >&2; exit 2; }
jobs="${JOBS:-$(nproc)}"
ccache --zero-stats >/dev/null 2>&1 || true
cmake -G Ninja -S "$src" -B /build \
  -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE}" \
  -DCMAKE_INSTALL_PREFIX=/out \
  -DLLVM_ENABLE_ASSERTIONS="${LLVM_ENABLE_ASSERTIONS}" \
  -DLLVM_TARGETS_TO_BUILD="${LLVM_TARGETS_TO_BUILD}" \
  -DLLVM_ENABLE_PROJECTS="${LLVM_ENABLE_PROJECTS}" \
  -DLLVM_CCACHE_BUILD=ON \
  -DLLVM_INCLUDE_TESTS=OFF -DLLVM_INCLUDE_BENCHMARKS=OFF -DLLVM_INCLUDE_EXAMPLES=OFF \
  -DLLVM_INCLUDE_DOCS=OFF -DLLVM_ENABLE_BINDINGS=OFF -DLLVM_ENABLE_TERMINFO=OFF \
  -DLLVM_ENABLE_ZSTD=OFF -DLLVM_ENABLE_LIBXML2=OFF -DLLVM_OPTIMIZED_TABLEGEN=ON
if [ "${LLVM_TOOLS}" = "install" ]; then
  ninja -C /build -j "$jobs" install
else
  # shellcheck disable=SC2086 # LLVM_TOOLS is a list of ninja targets
  ninja -C /build -j "$jobs" ${LLVM_TOOLS}
  mkdir -p /out/bin
  for t in ${LLVM_TOOLS}; do cp "/build/bin/$t" /out/bin/; done
fi
ccache --show-stats 2>/dev/null | sed -n '1,12p' || true

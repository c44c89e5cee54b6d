#!/usr/bin/env bash
# Triton part of reprobot (issue 3): Debian lld-19 (AMD linking on triton 3.0-3.4) and the two
# triton release venvs the tests use, cached under $REPROBOT_HOME (default ~/.cache/reprobot).
# Each venv gets triton==X with its numpy pin; the CPU torch (torch==2.13.0, a local wheel on
# these machines) is installed once and shared. Idempotent: a complete venv is left alone.
set -euo pipefail
if ! [ -x /usr/lib/llvm-19/bin/ld.lld ]; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends lld-19
fi
cd "$(dirname "$0")/../.."
PY="${PYTHON:-python3}"
"$PY" - <<'PYEOF'
import sys
from workers.triton.toolchains import TritonToolchains
tc = TritonToolchains()
for v in ("3.2.0", "3.6.0"):  # the releases tests/workers/triton uses
    print("triton", v, "->", tc.ensure(v), flush=True)
if tc.ensure_torch() is None:
    sys.exit("torch==2.13.0 (CPU) could not be installed")
PYEOF

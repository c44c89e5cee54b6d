#!/usr/bin/env bash
# Set everything up, then run the whole test suite (what CI runs through .ci/run).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
bash scripts/setup.sh all
python3 -m pytest -q -p no:cacheprovider "$@"

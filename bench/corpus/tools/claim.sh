#!/usr/bin/env bash
# Claim an issue number for a batch built by a helper (see helper_brief.md).
#   claim.sh NUMBER SPLIT   -> prints OK (now yours) or TAKEN (in a corpus, or claimed by another batch)
#   claim.sh --seed         -> (re)writes the seen list from every number the corpora, excerpts, spec files and README hold
# State lives in $CLAIM_DIR (default /work): llvm_seen.txt, claims.txt, claims.lock.
set -euo pipefail
dir="${CLAIM_DIR:-/work}"
here="$(cd "$(dirname "$0")/../../.." && pwd)"
if [ "${1:-}" = "--seed" ]; then
  { ls "$here/bench/corpus/llvm" | grep -E '^[0-9]+$' || true
    ls "$here/../shared/corpus/llvm" 2>/dev/null | grep -E '^[0-9]+$' || true
    ls "$here/bench/corpus/tools/excerpts" | sed 's/\.json$//'
    grep -ohE '\b[0-9]{4,6}\b' "$here/bench/corpus/README.md" "$here"/bench/corpus/tools/spec_*.py; } | sort -un > "$dir/llvm_seen.txt"
  : > "$dir/claims.txt"
  echo "seen: $(wc -l < "$dir/llvm_seen.txt") numbers"; exit 0
fi
n="${1:-}"; split="${2:-}"
[ -n "$n" ] && [ -n "$split" ] || { echo "usage: claim.sh NUMBER SPLIT | claim.sh --seed"; exit 2; }
exec 9>"$dir/claims.lock"; flock 9
if grep -qx "$n" "$dir/llvm_seen.txt"; then echo "TAKEN (already in a corpus)"; exit 1; fi
if grep -q "^$n " "$dir/claims.txt"; then echo "TAKEN ($(grep "^$n " "$dir/claims.txt"))"; exit 1; fi
echo "$n $split" >> "$dir/claims.txt"; echo OK

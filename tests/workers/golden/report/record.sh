#!/usr/bin/env bash
# Record the triage fixtures of the comment's golden-file tests from real runs (real LLVM
# releases, llvm-reduce, Triton wheels; local sandbox). From the repository root:
#   bash tests/workers/golden/report/record.sh [NAME...]      (default: all)
# then render the golden comments:
#   PYTHONPATH=$PWD python tests/workers/test_report_golden.py --update
# Each fixture is the --json output of:
#   PYTHONPATH=$PWD python -m service.cli triage ISSUE.json --budget 300 [-t TOOLCHAIN ...]
set -euo pipefail
out=tests/workers/golden/report
corpus=${CORPUS:-../shared/corpus}
only=" $* "
triage() {  # NAME ISSUE_JSON [NAME=VALUE environment...]
  local name=$1 issue=$2 tcs=()
  shift 2
  [ "$only" = "  " ] || [[ "$only" == *" $name "* ]] || return 0
  if [[ $name == llvm-* ]]; then for t in $LLVM_TOOLCHAINS; do tcs+=(-t "$t"); done; fi
  env "$@" PYTHONPATH="$PWD" python -m service.cli triage "$issue" --budget 300 ${tcs[@]+"${tcs[@]}"} \
    --json "$out/$name.json" > /dev/null
}
# LLVM: the Debian releases (13, 14, 15, 16, 19) and llvmlite's LLVM 22 (no Triton-wheel snapshots)
LLVM_TOOLCHAINS="llvm-13 llvm-14 llvm-15 llvm-16 llvm-19 llvm-22"
triage llvm-200792 "$corpus/llvm/200792/issue.json"   # present in every tested release
triage llvm-57398  "$corpus/llvm/57398/issue.json"    # present in every release that could run it
triage llvm-97906  "$corpus/llvm/97906/issue.json"    # introduced between two releases
triage llvm-64440  "$corpus/llvm/64440/issue.json"    # introduced, then fixed
triage llvm-54274  "$corpus/llvm/54274/issue.json"    # fixed in a release
triage llvm-137064 "$corpus/llvm/137064/issue.json"   # only one release reproduces
triage llvm-83354  "$corpus/llvm/83354/issue.json"    # not reproduced
# Triton: the PyPI releases named (one venv each)
triage triton-6157  "$corpus/triton/6157/issue.json" REPROBOT_TRITON_VERSIONS=3.2.0,3.3.1        # fixed; AOT harness
triage triton-10909 "$corpus/triton/10909/issue.json" REPROBOT_TRITON_VERSIONS=3.4.0,3.5.1,3.6.0  # introduced

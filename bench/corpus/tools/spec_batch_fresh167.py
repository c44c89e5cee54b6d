"""Fresh batch 167: AMDGPU backend crash reports of llvm/llvm-project named by the machine passes and helpers that are
rarely in titles (SIFoldOperands, SIShrinkInstructions, SILoadStoreOptimizer, SIPeepholeSDWA, SIWholeQuadMode,
SIFormMemoryClauses, SIInsertWaitcnts, SIPreEmitPeephole, GCNHazardRecognizer, GCNSchedStrategy / amdgpu-igrouplp /
sched_group_barrier, AMDGPULowerKernelArguments, AMDGPUAttributor, AMDGPUPromoteAlloca, AMDGPULowerModuleLDS,
SIAnnotateControlFlow / StructurizeCFG / amdgpu-unify-divergent-exit-nodes, -verify-machineinstrs failures on
amdgcn), plus neighbours (SILowerSGPRSpills, GCN RP trackers, buffer fat pointers, FixIrreducible/UnifyLoopExits,
R600 passes). 38 look-ups (all `search`, corpus `issues`; no read_file, find_string or fetch). The vein is mined
out: every llvm/llvm-project crash report the queries returned (about 110 distinct issue threads) was already in
/work/llvm_seen.txt; pass-name queries are answered mostly by pull requests (fixes, NFC refactors, pre-commit tests)
and by other projects' GPU-driver threads. The only new llvm/llvm-project issue numbers were not crash reports of
llc/opt: 53774 (an OpenMP note that llvm.amdgcn.s.barrier is not aligned, with a cherry-pick), 206904 (TableGen's
R600 DFA packetizer not deterministic) and 162243 (a clang OpenMP frontend crash on '#pragma omp groupprivate', C++
source behind godbolt, off theme). Nothing was claimed, so BATCH and NO_REPRO_BATCH are empty."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh167"

BATCH = {}

NO_REPRO_BATCH = {}

"""Fresh batch 139: llc/opt crash reports of llvm/llvm-project on AMDGPU whose assertion or stack names the AMDGPU
code that failed (SITargetLowering::LowerFormalArguments/LowerCall/perform*Combine/lowerINSERT_VECTOR_ELT,
SIInstrInfo::copyPhysReg/legalizeOperands/moveToVALU, SIRegisterInfo::eliminateFrameIndex, AMDGPUCodeGenPrepare,
AMDGPULowerModuleLDS, AMDGPUPromoteAlloca, AMDGPUAtomicOptimizer, SIWholeQuadMode, SIOptimizeExecMasking,
GCNDPPCombine, SIPreEmitPeephole, AMDGPUInstCombineIntrinsic, AMDGPULegalizerInfo/RegBankSelect), any year. The vein
was dry: 40 look-ups (all `search`, corpus `issues`) over every component the theme names plus their neighbours
(SIFoldOperands, SILoadStoreOptimizer, AMDGPULowerBufferFatPointers, AMDGPUAttributor, IGroupLP, kernarg preloading,
cs.chain, R600, hangs, the machine verifier, hazohelet's and XChy's fuzzer series) returned no llvm/llvm-project AMDGPU
crash report with a runnable reproducer that was not already in `llvm_seen.txt`: the index answers every AMDGPU query
with the same known cluster (172331, 195092, 137064, 130119, 139942, 176578, 176966, ...) and with PRs. The only new
AMDGPU crash thread met, 110930 (named by PR 110984 'Fixes subissue of #110930', an AMDGPU tail call to a uniform
target in VGPRs), never came back from the index itself in two aimed queries, so it was not claimed. BATCH is
empty; one clear crash report without a runnable reproducer met on the way (a clang-only SLPVectorizer assertion on
C source, September 2026) is in NO_REPRO_BATCH."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh139"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    223139: dict(
        classes=["x86", "slp-vectorizer", "no-runnable-reproducer", "clang-only", "godbolt-only", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `all_of(Bundles, [](const ScheduleBundle *Bundle) { return Bundle->isScheduled(); }) && \"must be scheduled at this point\"' failed in BoUpSLP::scheduleBlock (SLPVectorizer.cpp:26934) when clang-24 (trunk, assertions) compiles an 11-line C function (a short[4] initialised from sums of a long argument, then indexed by a global) at -O2 for x86_64-unknown-linux-gnu: 'clang-trunk -O2 small.c' (zxt5, September 2026, regression:23)",
        reported_message="clang-24: /data/x27zhou/compiler-nightly/src/llvm-project/llvm/lib/Transforms/Vectorize/SLPVectorizer.cpp:26934: void llvm::slpvectorizer::BoUpSLP::scheduleBlock(const llvm::slpvectorizer::BoUpSLP &, llvm::slpvectorizer::BoUpSLP::BlockScheduling *): Assertion `all_of(Bundles, [](const ScheduleBundle *Bundle) { return Bundle->isScheduled(); }) && \"must be scheduled at this point\"' failed.",
        notes="Off-theme neighbour (the AMDGPU vein gave no new thread): it came back for the SIPreEmitPeephole query. The only input in the thread text is C source ('small.c' in a ```c block) and the command is a clang driver line ('$ clang-trunk -O2 small.c'); the IR that reaches the SLP vectorizer is not shown, and the reduced form, if any, is only behind the godbolt link ('Compiler Explorer: https://godbolt.org/z/r4Wvdqzdv'), so nothing can be run with opt or llc from the text (classes clang-only, godbolt-only). The triple (x86_64-unknown-linux-gnu) and -O2 are in the cc1 Program arguments; the assertion is in an assertions build (clang-24 from a nightly install), so assertion-only. The excerpt stops inside the cc1 argument list ('-mconstructor-aliases -f'), before the stack frames; no comment, fix or culprit is shown, although the issue is closed and labelled confirmed, crash-on-valid, llvm:SLPVectorizer, regression:23. Reporter zxt5 (2026-09-12).",
    ),
}

"""Fresh batch 160: AMDGPU crash reports looked for by gfx generation and feature words rather than pass names
(gfx90a / gfx942 / gfx950 / gfx1030 / gfx1100 / gfx1200 / gfx1250 / gfx12-generic, MFMA / WMMA / SWMMAC / smfmac,
amdgpu_cs_chain / amdgpu_gfx / amdgpu_ps, wave32 / wavefrontsize64, AGPRs, dynamic VGPRs, LDS DMA, ds.bpermute,
readfirstlane / permlane, update.dpp, wave.reduce, buffer and raw.ptr.buffer intrinsics, s.buffer.load, buffer fat
pointers, waterfall loops, SI_CALL, sched.group.barrier / iglp_opt, image sample d16, true16, 'Cannot select' with
AMDGPUISD, the GlobalISel path with AMDGPURegBankSelect / AMDGPURegBankLegalize / AMDGPURegisterBankInfo, and the MLIR
amdgpu -> rocdl lowering). The vein was dry: 35 look-ups (all `search`, corpus `issues`) returned about 120 distinct
llvm/llvm-project issue numbers and every crash thread among them that holds IR, MIR or MLIR in the text was already
in a corpus (llvm_seen.txt); the new numbers were pull requests, MC assembler/disassembler issues (54693, 56712,
51065), a hazard-recognizer question (78856), a missed-optimization thread (154260), a miscompile whose reproducers
live in an external repository (222368), an HLSL/DirectX crash off the theme whose excerpt shows only a 'Stack
trace:' heading (201901), a number named only in a PR comment (78553) and one clang report. BATCH is empty. That clang report is taken without a runnable reproducer
(NO_REPRO_BATCH): a February 2026 gfx803 'Cannot select' of an i64 private-memory load whose only input is C source
compiled by clang."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh160"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    181583: dict(
        tool="llc",
        classes=["no-runnable-reproducer", "clang-only", "amdgpu", "isel-sdag", "excerpt-truncated", "reported-message-missing"],
        reported_signature="fatal error: error in backend: Cannot select: ...: i64,ch = load<(dereferenceabl... (an i64 load from the private address space, addrspace 5) in AMDGPU instruction selection for gfx803 at -O3, from clang on an OpenCL-style C test case whose noinline function fills three local arrays (256 float, 128 float, 64 double) and copies the doubles out through a float* cast to double*; LLVM 23.0.0git df6cf0f15d78 (Purewater2025, February 2026)",
        reported_message=None,
        notes="The thread's only input is C source: the '### Minimal Test Case' ```c block (test.c: complex_stack_operation with local1[256] float, local2[128] float, local3[64] double, and a kernel test_kernel(global float *output) calling it with 32), compiled by the command in the '### Reproduction Steps' ```bash block, 'clang -O3 -target amdgcn -mcpu=gfx803 test.c -S -o /dev/null'. No IR, MIR or llc/opt command is in the thread text, so nothing can be run with llc or opt (class clang-only). The '### Actual Behavior' block is cut by the excerpt inside its first line, 'fatal error: error in backend: Cannot select: 0x...: i64,ch = load<(dereferenceabl' (the reporter already elided the node address as '0x...'), so the full selection failure, the DAG dump and any stack are not in the text; reported_message is left None because that first line is incomplete (classes excerpt-truncated, reported-message-missing), and the title gives the gist: 'Cannot select i64 load from private address space (addrspace 5) with complex stack frame at -O3'. Environment block: LLVM 23.0.0git (df6cf0f15d782526282bea531dc563b16455db41), target AMDGPU gfx803 (Radeon RX 580 / Polaris), Linux x86_64. The tool is llc in the sense that the failure is in the backend's SelectionDAG instruction selection (the same family as the FrameIndex / private-load 'Cannot select' reports 116133, 97906 and 83005 already in the corpus). Open, no labels in the excerpt; reporter Purewater2025 (2026-02-16); no comment in the excerpt. Seen in one look-up only ('LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn gfx1151 OR gfx1201 OR gfx1036 llc reproducer .ll').",
    ),
}

"""Fresh batch 108: AMDGPU backend crash reports of llvm/llvm-project filed in 2025 and 2026 (new wave intrinsics,
wave64 emulation on a wave32 subtarget, the AGPR-copy MFMA rewrite pass, OpenMP offload to gfx908), found in a vein
where nearly every AMDGPU thread the 40 queries returned was already known; the batch holds one runnable report and
two without a runnable reproducer (godbolt only, attachment only)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh108"

BATCH = {
    185303: dict(
        tool="llc", args=["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-o", "/dev/null"], stdin=True,
        reported_signature="Assertion `Opcode < NumOpcodes && \"Invalid opcode!\"' in MCInstrInfo::get (MCInstrInfo.h:91) compiling an amdgpu_kernel that calls llvm.amdgcn.wave.shuffle.i32 with \"target-features\"=\"+wavefrontsize64\" on gfx1030 (a wave32-native subtarget in emulated wave64 mode); '$ llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030' in a console block (jhuber6, March 2026, godbolt assertions trunk)",
        reported_message="llc: /root/llvm-project/llvm/include/llvm/MC/MCInstrInfo.h:91: const llvm::MCInstrDesc& llvm::MCInstrInfo::get(unsigned int) const: Assertion `Opcode < NumOpcodes && \"Invalid opcode!\"' failed.",
        signature_regex=r"Opcode < NumOpcodes && \"Invalid opcode!\"|MCInstrInfo::get",
        assertion_only=True, status=st(I, I, I, I, I, R),
        classes=["amdgpu", "assertion-only", "command-in-console-transcript", "stdin-input", "new-ir-syntax"],
        variant_evidence="Assertion-only report (godbolt's assertions trunk). No Debian release can read the module (see notes), so no release build is measured on it; llvm-22 (llvmlite, assertions on) aborts (SIGABRT, rc -6) with exactly the reported assertion text, 'MCInstrInfo.h:91: const llvm::MCInstrDesc& llvm::MCInstrInfo::get(unsigned int) const: Assertion `Opcode < NumOpcodes && \"Invalid opcode!\"' failed.' (same file and line as the report; llvmlite prints no pass stack, nor does the report).",
        notes="IR in a ```llvm block (copied verbatim as repro.ll), command in a ```console block: '$ llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030' with no input file named (llc reads stdin; the body points to godbolt) -> run as 'llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -o /dev/null' with the module on stdin. 13, 14, 15, 16 and 19 stop at '<stdin>:16:30: error: unterminated attribute group' on 'attributes #1 = { nocallback nocreateundeforpoison ...}': the nocreateundeforpoison attribute is newer than every Debian release -> invalid-input (the llvm.amdgcn.wave.shuffle intrinsic is also newer than 19). llvm-22 -> reproduces. By-hand controls (not saved, edited copies under /tmp, not the thread's input): 19 with 'nocreateundeforpoison' deleted exits 0 (wave.shuffle is then an unknown external function to 19, so it says nothing about the bug); llvm-22 with the '#0' (\"+wavefrontsize64\") attribute dropped from @kernel exits 0, and llvm-22 on the unedited module with -mcpu=gfx1100 or -mcpu=gfx90a exits 0: the crash needs wave64 emulated on the gfx10.3 subtarget, as the title says ('simulated w64 mode'). Labels 'new issue' only (no backend label yet in the excerpt); open; reporter jhuber6 (2026-03-08); no comment in the excerpt, no fix named. The report names no pass; the invalid opcode is presumably the selected wave-shuffle lowering for wave64 on gfx1030, but no stack in the thread or the run says where.",
    ),
}

NO_REPRO_BATCH = {
    196671: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "amdgpu", "machine-pass", "machine-verifier", "fixed-in-known"],
        reported_signature="'*** Bad machine code: Virtual register defs don't dominate all uses. ***' (v. register %2032) then 'LLVM ERROR: Found 1 machine code errors.' in function mha_depth512_bfloat16_bfloat16_False_True_nqh32_nkvh8_dde99d9d, blamed on the spill handling of the AMDGPURewriteAGPRCopyMFMA pass (title); input and command only behind https://godbolt.org/z/TfEsrefsq (npanchen, May 2026)",
        reported_message="*** Bad machine code: Virtual register defs don't dominate all uses. ***",
        notes="The body is a godbolt link and the verifier output only (function name and vreg, no IR, no MIR, no command line); the comments only cc arsenm and dhruvachak. Nothing runnable in the thread text. Fix, seen in the search results but not in the issue excerpt: ROCm/llvm-project PR #3940 (dhruvachak, 2026-08-15) says 'Fixes https://github.com/llvm/llvm-project/issues/196671. Single-commit for https://github.com/llvm/llvm-project/pull/198472' ('In Rewrite AGPR-Copy-MFMA pass, a spill reload may not have a dominating spill store. If such a slot is unspilled into a vreg, the elimination phase crashes because virtual register defs do not dominate all uses'), then 'Upstream patch landed.'; llvm/llvm-project PR #198472 '[1/2][AMDGPU] Fixed crash due to virtual register defs not dominating uses' is merged. Labels backend:AMDGPU, crash; closed; reporter npanchen (2026-05-09). A sibling report of the same pass, 204224 (godbolt only, 'Overlapping insert' assertion), is already in a corpus.",
    ),
    122260: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "amdgpu", "no-message-crash"],
        reported_signature="segfault at compilation (output only in the attachment O0_compilation_output.txt) when clang++ 19.1.3 compiles HeCBench's stencil3d-omp main.cpp with OpenMP offload to amdgcn-amd-amdhsa -march=gfx908 (MI100) at -O0, -O1 or -O2; -O3 compiles and runs, no -O flag compiles but faults at run time (January 2025)",
        reported_message=None,
        notes="The source is an external C++ file (github.com/zjin-lcf/HeCBench .../stencil3d-omp/main.cpp), the command a make line with clang++ -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -Xopenmp-target=amdgcn-amd-amdhsa -march=gfx908 (plus -O0/-O1/-O2 for the crash), and the crash output only in the attachment O0_compilation_output.txt: no IR, no message, no stack in the thread text, so nothing can be run and the crashing component is not even shown (jhuber6's reply, cut by the excerpt: 'Offloading failing at `O0` is quite common, as'). Label offload; open; reporter JakobSchaeffeler (2025-01-09). The runtime fault without -O ('AMDGPU fatal error 1: Memory access fault by GPU') is a separate symptom, not a compiler crash.",
    ),
}

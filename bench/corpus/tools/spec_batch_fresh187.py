"""Fresh batch 187: crash reports of llvm/llvm-project from the LLVM 17-18 development era, looked for by the
version string their stack dump or `--version` output prints ("17.0.0git", "18.0.0git", "libLLVM-17git.so",
"clang version 17.0.0", "LLVM version 17.0.0git ... DEBUG build with assertions", "18.1.x", "llc-17",
"/usr/lib/llvm-18/bin/opt", godbolt's clang-assertions-trunk of 2023), combined with the tool (llc, opt), a backend
(AMDGPU first: amdgcn, gfx90a, gfx942, gfx1030, gfx1100, amdgpu_ps, buffer fat pointers, IGroupLP, promote-alloca;
then X86, AArch64 incl. GlobalISel and SME, RISC-V, NVPTX, Hexagon, BPF, WebAssembly, LoongArch, ARM/MVE) or a pass
(constraint-elimination, loop-vectorize/VPlan, SROA, the verifier after a pass) and crash words. The vein is dry:
39 look-ups (all `search`, corpus `issues`, no `find_string` or `read_file`) returned, among llvm/llvm-project
issues, almost only threads already in a corpus, an excerpt file or a spec; the new ones were clang/toolchain
reports without IR, and one AMDGPU llc report with its IR in the text. One runnable issue: an AMDGPU assertion of
August 2023 (godbolt's assertions trunk, i.e. 18.0.0git) at llc -O0 on an unused internal function, the earlier
twin of the corpus's 65188. One report without a runnable reproducer (NO_REPRO_BATCH): a clang-17 (libLLVM-17git)
-Os LoopVectorize-era crash of October 2023 whose input is C source and a godbolt link."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh187"

BATCH = {
    64863: dict(
        tool="llc", args=["-O0", "-march=amdgcn", "-mcpu=gfx1030", "-o", "/dev/null"],
        reported_signature="Assertion `MF && \"function must have been generated already\"' failed in AMDGPUResourceUsageAnalysis::runOnModule (AMDGPUResourceUsageAnalysis.cpp:154), 'Function register usage analysis', at llc -O0 for amdgcn gfx1030 on a module whose only function is an unused 'define internal i32 @foo()' (jhuber6, godbolt clang-assertions-trunk, August 2023)",
        reported_message="llc: /root/llvm-project/llvm/lib/Target/AMDGPU/AMDGPUResourceUsageAnalysis.cpp:154: virtual bool llvm::AMDGPUResourceUsageAnalysis::runOnModule(llvm::Module&): Assertion `MF && \"function must have been generated already\"' failed.",
        signature_regex=r"function must have been generated already|AMDGPUResourceUsageAnalysis|Function register usage analysis",
        assertion_only=True, status=st(C, C, C, C, R, C),
        classes=["amdgpu", "machine-pass", "assertion-only", "release-variant-crash", "command-in-prose", "fixed-by-22"],
        variant_evidence="19 (release) dies with SIGSEGV (rc -11) and no message while '1. Running pass 'Function register usage analysis' on module' (the dump's only pass line), the legacy name of AMDGPUResourceUsageAnalysis, the pass and runOnModule the assertion names (its frames are address-only in libLLVM.so.19.1, under legacy::PassManagerImpl::run): a release build skips the assert and dereferences the missing MachineFunction of the unused internal @foo that the assertion checks for. Same reading as the corpus's 65188 (the same assertion on an unused internal void function, labelled C C C C R C).",
        notes="IR in the ```llvm block (target triple amdgcn-amd-amdhsa, one 'define internal i32 @foo()' returning 0), copied verbatim as repro.ll (fence.py turn 0 block 0). Command in the console block under 'Invoking `llc` with `-O0`': '$ llc <source> -O0 -march=amdgcn -mcpu=gfx1030' (the dump's Program arguments are godbolt's '/opt/compiler-explorer/clang-assertions-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel -O0 -march=amdgcn -mcpu=gfx1030 <source>'), run as 'llc -O0 -march=amdgcn -mcpu=gfx1030 -o /dev/null' (class command-in-prose). 13, 14, 15 and 16 (release) exit 0 with an empty stderr -> clean (assertion-only; these releases do not reach the missing-MachineFunction case; by hand 16's -o - output has no 'foo' at all). 19 -> reproduces (release variant, see variant_evidence; by hand 19 also segfaults in the same pass without -O0). llvm-22 (assertions on) exits 0 with an empty stderr -> clean (fixed by 22.1; the corpus's 65188, filed 2023-09-01 by jdoerfert with the same assertion, has a comment 'fixed in clang 20'). This thread (2023-08-21) is the earlier report of that bug; the excerpt shows no comment, no fix and does not name 65188. Also a godbolt link ('See also the [godbolt link]'), but the IR and the command are in the text. Labels backend:AMDGPU; closed; reporter jhuber6.",
    ),
}

NO_REPRO_BATCH = {
    70590: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "loop-vectorize", "assertion-only", "culprit-known"],
        reported_signature="Assertion `Val && \"isa<> used on a null pointer\"' failed (Casting.h:109, isa_impl_cl<llvm::Instruction, llvm::Value>) in clang-17 at -Os on a small C test case (nested loop over a static char* and a short array), labelled vectorization; bisected to 0d61ffd350a5 (fhahn); ccbuilder clang-17 with libLLVM-17git.so (shao-hua-li, October 2023)",
        reported_message="clang-17: /tmp/tmpfaiqo1f_/tmptk29ij84/llvm/include/llvm/Support/Casting.h:109: static bool llvm::isa_impl_cl<To, const From*>::doit(const From*) [with To = llvm::Instruction; From = llvm::Value]: Assertion `Val && \"isa<> used on a null pointer\"' failed.",
        culprit="0d61ffd350a5d5367ee2f35ee5a98223aa8e6be3 (reporter: 'Bisected to 0d61ffd350a5d5367ee2f35ee5a98223aa8e6be3, which was committed by @fhahn')",
        notes="The input is C source ('% cat a.c', 16 lines) compiled with 'clang -Os a.c', plus 'Compiler explorer: https://godbolt.org/z/WfzxYoeK3'; no LLVM IR, no opt or llc command is in the thread text, so nothing can be run with llc or opt (classes clang-only, godbolt-only). The dump is clang-17 -cc1 from a ccbuilder build of the culprit commit, its frames in libLLVM-17git.so and libclang-cpp.so.17git (the 17 development era version strings of the theme); the excerpt of the dump's tail shows ModuleToFunctionPassAdaptor / RunOptimizationPipeline (the optimization pipeline) but not the crashing pass. Two excerpts: the description (cut inside the cc1 arguments) and a later part of the stack. Labels crash, vectorization; closed; reporter shao-hua-li (2023-10-29); no comment in the excerpts.",
    ),
}

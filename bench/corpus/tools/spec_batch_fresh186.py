"""Fresh batch 186: crash reports of llvm/llvm-project from the LLVM 15-16 development era, looked for by the version
string their stack dump or `--version` output prints ("15.0.0git", "16.0.0git", "clang version 15.0.0 / 16.0.0
(https://github.com/llvm/llvm-project ...)", "LLVM version 16.0.0git", "Ubuntu/Debian LLVM version 15/16",
"llvmorg-16-init", "libLLVM-16git.so", "AMD clang version 15.0.0 roc-5.x"), combined with llc/opt, a backend (AMDGPU
first: amdgcn, gfx90a, gfx908, gfx1030; then X86, AArch64/SVE, RISC-V, Hexagon, AVR, CSKY, SystemZ, PowerPC,
WebAssembly, NVPTX) or a pass (LoopVectorize, Machine Outliner, SILoadStoreOptimizer, SIFixSGPRCopies,
AMDGPULowerModuleLDS, ConstraintElimination, FunctionSpecialization/IPSCCP, FastISel, GlobalISel legalizer), and
crash words. The vein is dry: 41 look-ups (all `search`, corpus `issues`, no `find_string` or `read_file`) returned,
among llvm/llvm-project issues, only threads already in a corpus, an excerpt file or a spec (some 270 distinct
numbers, every llc/opt report with IR in its text among them), pull requests, off-theme new threads (clang frontend
crashes, lld/LTO crashes, a miscompile, build failures) and other projects' threads (rust-lang, JuliaLang,
AFLplusplus, ROCm). The version strings mostly pull in release-announcement PRs and clang-driver reports, and the
meaning-based index answers an llc/opt query with the same well-known 2022-2026 threads whatever the version string.
No runnable report was found, so BATCH is empty. Two reports without a runnable reproducer are kept
(NO_REPRO_BATCH): a Polly/isl assertion in an LLVM 16 clang (libLLVM-16.so frames) during a cross build, whose
excerpt is only stack frames, and a March 2022 (LLVM 15 development era) clang segfault in
TargetLowering::LowerCallTo whose input is C source (new.c) not in the thread text."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh186"

BATCH = {}

NO_REPRO_BATCH = {
    63952: dict(
        classes=["no-runnable-reproducer", "clang-only", "polly", "message-in-title", "excerpt-truncated"],
        reported_signature="Assertion \"!is_error()\" failed at llvm-project/polly/lib/External/isl/include/isl/isl-noexceptions.h:180 in Polly's ScopBuilder (polly::ScopBuilder::ScopBuilder <- polly::ScopInfo::recompute <- polly::ScopInfoAnalysis::run) inside an LLVM 16 clang (frames in /home/build/win-cross/clang/lib/libLLVM-16.so) during a Windows cross build (MrAlex94, 2023)",
        reported_message=None,
        notes="Found by the version string of its stack dump: the only excerpt (returned twice, by the 'libLLVM-16git.so llc stack dump' query and by a query on the title's assertion) is a continued chunk of the description holding only frames #11-#16 of a build log (' 8:01.45 #11 ... polly::ScopBuilder::ScopBuilder(...) (/home/build/win-cross/clang/bin/../lib/libLLVM-16.so+0x3e95064)' ... 'polly::FunctionToScopPassAdaptor<...'), cut mid-frame (class excerpt-truncated). The assertion text is only in the title (class message-in-title); reported_message is None because no excerpt shows the dump's first line. The compiler is clang from a cross-compiling build tree (the ' 8:01.45' prefixes are a build system's timestamps); no IR, no source file, no command and no date are in the excerpt (created_at null), so nothing can be run with llc or opt (class clang-only: the crash happens while clang compiles a project's source with Polly enabled). No labels in the excerpt; open; reporter MrAlex94. The polly class is new here (no spec before this one uses it; none of the README's stage classes fits a Polly analysis).",
    ),
    54240: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "isel-sdag", "polly", "no-message-crash", "excerpt-truncated"],
        reported_signature="clang segfaults in llvm::TargetLowering::LowerCallTo (SelectionDAG call lowering, x86_64) at -O0 with '-mllvm -polly -fwrapv' on a C file new.c; Ubuntu clang 11.0.0, and the reporter lists clang 6.0/7/... invocations (with and without -polly, -fopenmp-simd) that crash at the same point (wierton, March 2022)",
        reported_message=None,
        notes="Two excerpts, both continued chunks of the description (no date shown for it; created_at null): one is the command '$ clang-11 -O0 -mllvm -polly -fwrapv new.c', the other 'my clang version:' with 'clang-11 -v' output ('Ubuntu clang version 11.0.0-2~ubuntu20.04.1', x86_64-pc-linux-gnu) and the reporter's comment of 2022-03-07 listing other versions 'that seems have same crash point' ('clang-6.0 -O0 -fwrapv new.c', with -fopenmp-simd and/or -mllvm -polly, 'clang-7 -O0 -fwrapv new.c', then cut at 'clan'; class excerpt-truncated). The join order of the two description chunks (command first) is a guess: the excerpts do not show which comes first. The input new.c is C source that no excerpt shows, compiled by clang (class clang-only); no IR, no llc/opt command and no stack dump text are in the excerpts, and the title names the crash site only (a segfault, no message: no-message-crash; reported_message None). Reported in the LLVM 15 development era (March 2022) against clang 6-11; whether trunk was affected is not in the excerpts. Labels llvm:crash, llvm:optimizations; closed; reporter wierton. A neighbour found on the way (by a 'clang version 16.0.0 ... opt crashes' query), not by its own version string.",
    ),
}

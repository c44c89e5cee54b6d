"""Fresh batch 126: llvm/llvm-project crash reports that started from a frontend (clang, flang, rustc, Julia, Zig,
Swift, ...: the first post holds C/C++/Fortran/Rust source or a frontend command line) in which a LATER comment, by a
maintainer or the reporter, gives a reduced LLVM IR reproducer for llc or opt. 38 look-ups (all `search`, corpus
`issues`; no `find_string`, `read_file` or `fetch`), stopped there because the vein is dry: every llvm-project thread
the queries surfaced whose later comment carries reduced IR (148052, 59284, 147346, 136540, 130972, 203195, 121365,
119179-style Rust threads upstreamed as 97533/116809/95683, ...) was already in llvm_seen.txt, queries phrased for
Rust, Julia, Zig, Swift, LDC, AVR-Rust or emscripten mostly returned the frontends' own repositories (rust-lang/rust,
JuliaLang/julia, ziglang/zig, swiftlang/swift, ldc-developers/ldc, emscripten-core/emscripten), and every new
frontend-started thread came back with its description chunk only (the later comments, where a reduced IR would be,
never came back). No runnable report was found, so BATCH is empty. NO_REPRO_BATCH keeps the three clearest new
frontend-started crash reports whose thread text (as the index returned it) holds only frontend source: a clang C++
__annotation crash in ARM instruction selection (fix PR named), a flang -O2 SLPVectorizer regression and a flang
OpenMP RegAllocFast assertion. 221715 (nikic, an SLPVectorizer assertion with IR in the description, so off the theme)
was claimed as a possible neighbour but not built: both excerpts of it stop at '%phi14', inside the function, so the IR
cannot run (fresh123 skipped 211984 for the same reason), and the batch's three NO_REPRO places went to on-theme
reports."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh126"

BATCH = {}

NO_REPRO_BATCH = {
    190497: dict(
        classes=["no-runnable-reproducer", "clang-only", "arm", "isel-sdag", "fixed-in-known", "excerpt-truncated"],
        reported_signature="clang++ --target=armv7-pc-windows-msvc -O1 crashes in 'ARM Instruction Selection' on @\"?foo@@YAXXZ\", a C++ function whose body is only __annotation(L\"Hello World!\") (godbolt clang trunk, April 2026); the fix names the SelectionDAG scheduler's handling of ANNOTATION_LABEL",
        reported_message=None,
        fixed_in="PR #190499 '[CodeGen] Ignore `ANNOTATION_LABEL` in scheduler' (trungnt2910, merged, efriedma-quic LGTM): 'This fixes a crash in `clang` for `armv7` targets when optimizations are enabled. Fixes #190497' (seen in the search result for that PR, query 22)",
        notes="The input is C++ source for clang ('When building this C++ source code with `--target=armv7-pc-windows-msvc -O1`:' and a ```cpp block 'void foo() { __annotation(L\"Hello World!\"); }'), and the stack trace is godbolt's clang++ (Program arguments '/opt/compiler-explorer/clang-trunk/bin/clang++ ... --target=armv7-pc-windows-msvc -O1 <source>', then '4. Running pass 'ARM Instruction Selection' on function '@\"?foo@@YAXXZ\"''); no LLVM IR and no llc/opt command appear in the thread text the index returned, so nothing can be run with llc or opt (class clang-only). The dump has no assertion or error line before 'PLEASE submit a bug report' (its first line is a clang++ warning about an unused --gcc-toolchain), so reported_message is null; the excerpt is cut at frame #1 (class excerpt-truncated). Both queries that returned it gave the same description chunk; no comment came back, so a later reduced IR, if any, was not seen. Labels backend:ARM, crash; open in the stored copy; reporter trungnt2910 (2026-04-05).",
    ),
    152683: dict(
        classes=["no-runnable-reproducer", "clang-only", "slp-vectorizer", "x86", "assertion-only", "excerpt-truncated"],
        reported_signature="Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed (Casting.h:578, To = llvm::Instruction, From = llvm::Value) in flang -O2 -march=znver4 on a Fortran test.f, inside the function pipeline that runs the SLP vectorizer (labels llvm:SLPVectorizer, regression; flang nightly testing, August 2025)",
        reported_message="flang: /proj/build/llvm/Linux_x86_64/llvm/include/llvm/Support/Casting.h:578: decltype(auto) llvm::cast(From*) [with To = llvm::Instruction; From = llvm::Value]: Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed.",
        notes="A flang-started report: 'I'm able to reproduce the failure very straightforwardly on a genoa system with the following test code:' and then a console transcript '[user ~]$ flang -O2  -c test.f -march=znver4' with the assertion and the stack dump (Program arguments 'flang -fc1 -triple x86_64-unknown-linux-gnu -emit-obj ... -target-cpu znver4 ... -vectorize-slp ... -O2 -o test.o -x f95 test.f', '1. Running pass \"function<eager-inv>(float2int,...' cut inside the pipeline string). The Fortran test code itself falls in the gap between the two excerpts (the description chunk ends at 'with the following test code:', the continued chunk starts at the console block), and no comment came back in three queries, so the thread text seen holds neither the source nor any LLVM IR: nothing can be run with llc or opt. Class clang-only is read as 'frontend source only' (here flang's, as fresh115 read llvm-gcc's). The pass is inferred from the label llvm:SLPVectorizer; the dump shown stops before naming it. Labels crash, flang, llvm:SLPVectorizer, regression; closed; reporter scamp-nvidia (2025-08-08).",
    ),
    121289: dict(
        classes=["no-runnable-reproducer", "clang-only", "regalloc", "assertion-only"],
        reported_signature="Assertion `(&MBB != &MBB.getParent()->front() || IgnoreMissingDefs) && \"no reload in start block. Missing vreg def?\"' failed in RegAllocFastImpl::reloadAtBegin (RegAllocFast.cpp:696) when flang compiles a Fortran OpenMP program with '!$omp task shared (x) depend(out: x)' nested in '!$omp parallel private (x)' (k-arrows, December 2024)",
        reported_message="llvm-project/llvm/lib/CodeGen/RegAllocFast.cpp:696: void (anonymous namespace)::RegAllocFastImpl::reloadAtBegin(llvm::MachineBasicBlock &): Assertion `(&MBB != &MBB.getParent()->front() || IgnoreMissingDefs) && \"no reload in start block. Missing vreg def?\"' failed.",
        notes="The description is 'Reproducer:' and a ```f90 block (six lines of Fortran with OpenMP directives), the assertion in a ```txt block and a symbolized stack dump (libc frames #3-#10) cut at frame #11 '(anonymous namespace)::Re'; it gives no command (the flang driver and -fopenmp are implied by the labels flang:ir, flang:openmp) and no LLVM IR, and no comment came back in two queries, so nothing can be run with llc or opt (class clang-only, read as 'frontend source only'). The assertion is in the fast register allocator (the allocator of -O0 code generation; no optimization level is given), i.e. the backend received machine code with a use of a virtual register that has no definition, from IR the OpenMP lowering built. Labels crash, flang:ir, flang:openmp; closed; reporter k-arrows (2024-12-29).",
    ),
}

"""Fresh batch 175: crash reports of llvm/llvm-project in the NVPTX, WebAssembly and BPF backends (all three built
into Debian's LLVM): NVPTX (nvptx64-nvidia-cuda, -mcpu=sm_XX, nvvm.annotations, llvm.nvvm.* intrinsics, 'Cannot
select' in NVPTX ISel, NVPTXISelLowering, addrspace(3)), WebAssembly (wasm32/wasm64, +simd128, +reference-types,
+exception-handling, externref/funcref, +multivalue, +tail-call, CFGStackify, RegStackify) and BPF (bpf/bpfel,
-mcpu=v3/v4, BTF, preserve_access_index, llvm.bpf.*, "BPF doesn't support"). 40 look-ups (all `search`, corpus
`issues`; stopped there because the vein is dry). Every llc/opt thread of the three backends with inline IR that the
queries surfaced was already known (in llvm_seen.txt, or claimed by another batch: 213714 by fresh165); the new
numbers were clang-only C/C++ reports, miscompilations (77720, 98323, 210280), an assembler type-checker error (53789),
a SPIR-V report (201662, outside the theme), off-theme neighbours (135912, a clang -O3 SLP crash on C source; 192337, BOLT), a BPF 'Branch target out of insn range' report on a kernel selftest whose input is not in the thread (55669, not taken), or threads that never came back from the index (199910, 59150, 37712,
153567). No runnable issue was found. Two reports without a runnable reproducer are kept (NO_REPRO_BATCH): a 2023
WebAssembly llc assertion in performSETCCCombine whose input file minimal.ll is in no excerpt (the description is cut
in the stack dump, and two more queries aimed at its IR returned the same excerpt), and a 2021 clang-13 fatal error
when compiling wasi-libc's dlmalloc.c with -mbulk-memory (the input is a file of an outside project, not in the
thread)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh175"

BATCH = {}

NO_REPRO_BATCH = {
    63500: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "excerpt-truncated", "wasm", "isel-sdag",
                 "assertion-only", "macos-assertion-format", "fixed-in-known"],
        reported_signature="Assertion failed: (NumElts == 2 || NumElts == 4 || NumElts == 8 || NumElts == 16), function performSETCCCombine, file WebAssemblyISelLowering.cpp, line 2812, in 'WebAssembly Instruction Selection' on @_ZNKSt3__28__bitsetILm64ELm2048EE3anyB7v160004Ev (std::bitset<2048>::any from libc++), llc on minimal.ll reduced from DuckDB built with Emscripten 3.1.42 (clang 17; reproduced on llvm-project f3b64887de61 and 080fa1ee38d6, macOS, June 2023)",
        reported_message="Assertion failed: (NumElts == 2 || NumElts == 4 || NumElts == 8 || NumElts == 16), function performSETCCCombine, file WebAssemblyISelLowering.cpp, line 2812.",
        fixed_in="tlively (comment, 2023-06-29): 'Candidate fix: https://reviews.llvm.org/D154124.'",
        notes="The description gives the command ('~/llvm-project/build/bin/llc --version minimal.ll -o output.x'; the stack dump's Program arguments say '../llvm-project/build/bin/llc minimal.ll -o output.x') and the assertion in the macOS format, but the excerpts stop inside the stack dump ('#2 ... llvm::sys::Run'), and the input minimal.ll is in no excerpt: two more queries aimed at its IR (the mangled function name, the reporter and DuckDB/Emscripten) returned the same description excerpt or unrelated threads, so whether the IR is inline further down or only attached cannot be told from the text the index holds (classes input-not-attached, excerpt-truncated). Without the IR nothing can be run; the triple would come from the IR (the command names none). The comment excerpt has tlively's candidate fix D154124 and his follow-up issue 63606 about the poor codegen of the fix. Labels backend:WebAssembly; closed; reporter carlopi (2023-06-25). A DuckDB PR (duckdb/duckdb#8220, not this tracker) says the bug was fixed for Emscripten 3.1.43.",
    ),
    52618: dict(
        classes=["no-runnable-reproducer", "clang-only", "input-not-attached", "wasm", "excerpt-truncated"],
        reported_signature="fatal error: error in backend: only -ftls-model=local-exec is supported for now on non-Emscripten OSes: variable errno, from clang-13 (13.0.0 release, x86_64 Ubuntu 20.04 build) compiling wasi-libc's dlmalloc/src/dlmalloc.c for --target=wasm32-wasi with -mbulk-memory -O2 -mthread-model single, in code generation ('Running pass 'Function Pass Manager' on module ...dlmalloc.c'; the excerpt is cut before the pass that raised it) (TerrorJack, December 2021)",
        reported_message="fatal error: error in backend: only -ftls-model=local-exec is supported for now on non-Emscripten OSes: variable errno",
        notes="The description gives clang's full command line (clang -mbulk-memory -O2 -DNDEBUG --target=wasm32-wasi ... -c .../wasi-libc/dlmalloc/src/dlmalloc.c) and the fatal error, then clang's stack dump (the second excerpt is its tail, frames #25-#31, all clang driver frames). The input is dlmalloc.c of the wasi-libc repository ('Using clang-13 to compile https://github.com/WebAssembly/wasi-libc'), compiled by clang with wasi-libc's headers; no IR, no preprocessed source and no attachment are in the thread text, so nothing can be run with llc or opt (classes clang-only, input-not-attached). The message is the WebAssembly backend refusing a thread-local global ('errno') whose TLS model is not local-exec; the reporter ties it to -mbulk-memory (the title), and the excerpts show no comment. Labels backend:WebAssembly; closed; reporter TerrorJack (2021-12-11).",
    ),
}

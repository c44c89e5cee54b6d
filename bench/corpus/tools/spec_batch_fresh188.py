"""Fresh batch 188: crash reports of llvm/llvm-project from the LLVM 19-20 development era, looked for by the
version string their stack dump or `--version` output prints ("19.0.0git", "20.0.0git", "clang version 19.1",
"LLVM version 20.0.0git", "libLLVM.so.20.1", "trunk 2024"), combined with the tool (llc, opt), a backend
(AMDGPU first: amdgcn, gfx942, gfx950, gfx1100, gfx1200; then X86, AArch64/SME, RISC-V, Hexagon, SPARC, SystemZ,
NVPTX, BPF), a pass (loop-flatten, amdgpu-promote-alloca, loop-predication, GlobalISel legalizer, debug records)
or a new IR feature of that era (llvm.scmp/ucmp, samesign, #dbg_value records, AVX10.2), and crash words. The
vein is dry: 40 look-ups (all `search`, corpus `issues`, no `find_string` or `read_file`) returned, among
llvm/llvm-project issues, only threads already in a corpus, an excerpt file or a spec (well over two hundred
distinct numbers), pull requests, new threads off the theme (miscompiles 207582 and 179412, a non-crash BPF
codegen report 165696, an lldb test timeout 101162, clang-frontend and build/link reports), and other projects'
threads. No runnable report was found, so BATCH is empty. One in-theme report without a runnable reproducer is
kept (NO_REPRO_BATCH): an LTO crash of September 2024 while linking a 32-bit llvm-git (lib32/libLLVM.so.20.0)
with clang 20.0.0git, whose input is the whole LLVM build and whose crash message the excerpts do not reach."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh188"

BATCH = {}

NO_REPRO_BATCH = {
    107685: dict(
        classes=["no-runnable-reproducer", "input-not-attached", "clang-only", "lto", "x86", "reported-message-missing", "excerpt-truncated"],
        reported_signature="crash in the LTO link of lib32/libLLVM.so.20.0 (ninja step [4832/5122]) while building a 32-bit llvm-git on Raptor Lake with clang version 20.0.0git 5aa83eb677d2 (-O3 -march=native, -flto -fwhole-program-vtables -fsplit-lto-unit, -fprofile-use, -fsplit-machine-functions and many -mllvm pass options); the 64-bit build is unaffected; the crash message and stack are not in the excerpts (ms178, September 2024)",
        reported_message=None,
        notes="Labels crash, LTO; closed; reporter ms178 (2024-09-07). The description is a build transcript: 'I see the following crash on Raptor Lake when compiling 32-bit llvm-git with clang version 20.0.0git (https://github.com/llvm/llvm-project.git 5aa83eb677d2f8cba0c2ad3dcc14f3f4e80a0bba). The 64-bit llvm-git build is unaffected.', then the failing ninja link step 'FAILED: lib32/libLLVM.so.20.0' with the full '/home/marcus/llvm20/bin/clang++ -fPIC -O3 -march=native ... -flto ... -fprofile-use=/home/marcus/Downloads/allo2.profdata ...' command and its list of lib32/libLLVM*.a archives; both excerpts (the description head, and a continued chunk of the same turn inside the archive list) stop inside that command, before any crash output (classes excerpt-truncated, reported-message-missing). The input is the LTO bitcode of the whole 32-bit LLVM build plus a private PGO profile, none of it in the thread text (classes input-not-attached, clang-only, lto); no IR, llc or opt command is given, so nothing can be run. In theme by its version string (clang 20.0.0git, libLLVM.so.20.0). The same reporter's 107418 (known; lib32-mesa-git with clang 20.0.0git 4fef204ac42e, loop-vectorize) is a sibling report of the same week. No comment is in the excerpts; no fix is named.",
    ),
}

"""Fresh batch 180: crash reports of llvm/llvm-project looked for under the theme "the reproducer is not in the
description but in a later comment" (the reporter first posts a C/C++ program, a stack trace or a build log, and
the reduced IR and the llc/opt command follow in a comment, often after a maintainer asks for them: "can you
attach a reproducer", "please provide the .ll", "reduced with llvm-reduce", "here is a smaller test case",
creduce/cvise/bugpoint). The vein was dry: 40 look-ups (all `search`, corpus `issues`) over the maintainers'
request phrasings, the reduction tools' words, the frontends whose crashes are reduced to IR later (Rust, Zig,
Julia, flang, Swift, clang-cl on Windows, kernel builds, LTO links), the less common backends (BPF, Hexagon,
SystemZ, AVR, LoongArch, PowerPC, ARM, WebAssembly, AArch64 GlobalISel) and named fatal errors returned no
llvm/llvm-project llc/opt crash report with a later-comment reproducer that was not already in `llvm_seen.txt`;
the new numbers the index gave were flang frontend crashes, clang-cl/Windows frontend crashes, a miscompile,
and reports whose reproducer never reached the thread text. The one runnable issue is a neighbour found on the way
(a March 2024 llc UNREACHABLE on an unlowered presplit coroutine, IR and command in the description); the two
reports without a runnable reproducer (NO_REPRO_BATCH) are in theme: a kernel LTO link crash labelled
incomplete / waiting-for-response (the reproducer was asked for and never posted) and a fuzzer LoopVectorize
assertion whose only input is a reduced C file and a godbolt link."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh180"

BATCH = {
    85151: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="UNREACHABLE 'Unknown type!' at ValueTypes.cpp:590 (the EVT/MVT lookup for an IR type codegen cannot represent) in 'X86 DAG->DAG Instruction Selection' on @f0, a function marked presplitcoroutine whose llvm.coro.id / llvm.coro.alloc calls were never lowered by the coroutine passes (alanzhao1, LLVM trunk df9ba13579e2 with assertions, March 2024)",
        reported_message="Unknown type!",
        signature_regex=r"Unknown type!|ValueTypes\.cpp",
        assertion_only=True, status=st(I, I, I, I, O, O),
        classes=["x86", "isel-sdag", "unreachable-message", "assertion-only", "command-in-prose", "new-ir-syntax", "missing-intrinsic-declaration", "crash-on-invalid", "related-issue-named", "excerpt-truncated"],
        variant_evidence="None for a reproduces label. 19 (release) and llvm-22 (assertions on) both abort (rc -6) with 'LLVM ERROR: Do not know how to promote this operator!' in 'X86 DAG->DAG Instruction Selection' on @f0; llvm-22 prints the node first, 'PromoteIntegerResult #0: t7: i1,ch = llvm.coro.alloc t5:1, TargetConstant:i64<34>, t5', and 19's frames are report_fatal_error under SelectionDAG::LegalizeTypes. That is a different named fatal error in the same pass on the same function: the type legalizer cannot promote the i1 result of the unlowered llvm.coro.alloc node, after the token-typed llvm.coro.id was built without reaching the reported ValueTypes.cpp 'Unknown type!' lookup. llvm-22 is a checking build and would print the reported UNREACHABLE if it were reached, so the reported path is gone there; 19's release abort is the same message as 22's, not a release variant of the reported one -> other-crash on both (the 59275-on-14 / 55588 reading). Both are the failure class the thread discusses (the backend crashing on coroutine intrinsics that the coroutine passes should have lowered), but not the reported message.",
        notes="IR in the ```llvm block under '`presplit-coro.ll`:' in the description (one function @f0 with the 'presplitcoroutine' attribute calling llvm.coro.id and llvm.coro.alloc, with no declarations of either intrinsic), copied verbatim as repro.ll (fence turn 0 block 0). Command in its own block: '$ bin/llc -o /dev/null ~/src/tests/presplit-coro.ll' (class command-in-prose), run as 'llc -o /dev/null'; no triple, so the default x86_64 target, which matches the dump's 'X86 DAG->DAG Instruction Selection' on '@f0'. 13 and 14 stop at 1:29 'expected '{' in function body': the bare 'presplitcoroutine' function attribute (the successor of the string attribute \"coroutine.presplit\") is not known there -> invalid-input (class new-ir-syntax). 15 and 16 parse the attribute but reject the call at 6:16 'use of undefined value '@llvm.coro.alloc'' (undeclared intrinsics are accepted only from 17 on) -> invalid-input (class missing-intrinsic-declaration). 19 and llvm-22 -> other-crash (see variant_evidence). The reported UNREACHABLE is compiled out of release builds (assertion-only). Not in the theme (the reproducer is in the description; found by the coroutine query). The reporter expected 'llc should exit with an error' (class crash-on-invalid); alanzhao1 notes it is not x86-specific (arm64 godbolt link); ChuanqiXu9 closes it as a duplicate of #60863 (coroutine intrinsics written by hand crash the passes and the backend; class related-issue-named); rnk asks for a specific backend diagnostic instead. Both excerpts are cut (the description inside the stack trace, the comments inside rnk's comment). Labels coroutines, crash, llvm:SelectionDAG; closed; reporter alanzhao1 (2024-03-13).",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    98301: dict(
        classes=["x86", "isel-sdag", "no-runnable-reproducer", "input-not-attached", "assertion-only"],
        reported_signature="libstdc++ checking assertion '__n < this->size()' in std::vector<llvm::SUnit>::operator[] (stl_vector.h:1130) in 'X86 DAG->DAG Instruction Selection' on @ip6_rcv_core while ld.lld (Arch Linux libLLVM 18.1, built with _GLIBCXX_ASSERTIONS) links the Linux kernel's vmlinux.o with LTO (Dir137, July 2024)",
        reported_message="/usr/include/c++/14.1.1/bits/stl_vector.h:1130: std::vector<_Tp, _Alloc>::reference std::vector<_Tp, _Alloc>::operator[](size_type) [with _Tp = llvm::SUnit; _Alloc = std::allocator<llvm::SUnit>; reference = llvm::SUnit&; size_type = long unsigned int]: Assertion '__n < this->size()' failed.",
        notes="The description is only the crash output of an LTO kernel link, 'Program arguments: ld.lld -m elf_x86_64 -mllvm -import-instr-limit=5 -z noexecstack -r -o vmlinux.o ... --whole-archive vmlinux.a ...', passes 'Function Pass Manager' on 'ld-temp.o' and 'X86 DAG->DAG Instruction Selection' on '@ip6_rcv_core', and the first frames of the stack (cut at '#7'). No IR, no bitcode, no kernel config and no llc/opt command are in the thread text; the labels 'incomplete' and 'waiting-for-response' say a reproducer was asked for and never came (class input-not-attached; the theme's 'can you attach a reproducer' that got no answer). The assertion is a libstdc++ _GLIBCXX_ASSERTIONS bounds check, present only in a checking build of the library (class assertion-only). The same query returned #115013 (new, comments only; not taken), whose excerpt has nathanchance tie ip6_rcv_core LTO crashes with clang-18 and some -march values to the known #72026. Labels backend:X86, crash-on-valid, incomplete, llvm:SelectionDAG, waiting-for-response; closed; reporter Dir137 (2024-07-10); no comment in the excerpt.",
    ),
    223449: dict(
        classes=["opt-pipeline", "loop-vectorize", "no-runnable-reproducer", "clang-only", "godbolt-only", "assertion-only", "verifier-after-pass", "excerpt-truncated"],
        reported_signature="Assertion `(!Changed || !verifyFunction(F, &dbgs())) && \"Invalid IR produced by LoopVectorize\"' failed in LoopVectorizePass (LoopVectorize.cpp:8305) after 'Instruction does not dominate all uses!' and 'PHI nodes not grouped at top of basic block!' for a first-order-recurrence %scalar.recur.init phi, when clang -O2 (godbolt assertions trunk) compiles a fuzzer-generated C function f8 (XChy, September 2026)",
        reported_message="Instruction does not dominate all uses!",
        notes="The input is a reduced C file in a ```c block ('Reduced case:', function f8 with gotos over uintptr_t/uint32_t globals and __builtin_ffsll) plus 'Reproducer: https://godbolt.org/z/W154n7nv6'; the dump is from clang at -O2 ('Dump at -O2:'; the assertion line 'clang: /root/llvm-project/llvm/lib/Transforms/Vectorize/LoopVectorize.cpp:8305: ...' is cut by the excerpt, and the continued excerpt shows only clang's frames). No LLVM IR and no opt/llc command are in the thread text, so nothing can be run with opt or llc (classes clang-only, godbolt-only); a later comment with the reduced IR, the theme's usual next step, is not in what the index returned. The verifier run inside the pass (the assertion wraps verifyFunction) is what reports the broken IR (class verifier-after-pass); the assert is compiled out of release builds (assertion-only). Labels crash-on-valid, generated by fuzzer, vectorizers; open; reporter XChy (2026-09-14).",
    ),
}

"""Fresh batch 161: crash reports of llvm/llvm-project filed against the releases this machine has (LLVM 13, 14, 15,
16, 19: 'LLVM 14.0.6', 'clang 15', 'llvm-16', '19.1.x', 'regression in 16', backport / cherry-pick requests,
release milestones) whose IR and command are in the thread, llc or opt, any backend. The vein is nearly dry: 37
look-ups (all `search`, corpus `issues`) returned almost only known threads; the release-named queries ('LLVM
14.0.6', 'Ubuntu LLVM version 15.0.7', 'llc-16', '19.1.0', 'LLVM 16 regression', 'release:backport',
'regression:19') gave nothing new with IR, and the backport/cherry-pick requests that were new carry no reproducer.
Two runnable reports were found on the way, both from the LLVM 14/15 era (March and May 2022): a Scalarizer
assertion ('Inconsistent vector sizes') that Debian's 13 and 14 release builds turn into a segfault in the same pass,
and an InstCombine infinite loop at -O2 of 2022 trunk that no measured release shows. Two reports without a runnable
reproducer (NO_REPRO_BATCH): an InstCombine hang whose reporter's module the excerpt cuts off (only a maintainer's
intermediate forms of the cycle are shown), and an IR-outliner assertion whose IR is only an attachment."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh161"

BATCH = {
    54469: dict(
        tool="opt", args=["-passes=function(scalarizer,dce)", "-scalarize-load-store", "-S", "-o", "/dev/null"],
        reported_signature="Assertion `Size == CachePtr->size() && \"Inconsistent vector sizes\"' failed in (anonymous namespace)::Scatterer::Scatterer (Scalarizer.cpp:296) when the scalarizer with -scalarize-load-store splits a <64 x i32> load through a pointer extracted from a <16 x <64 x i32>*> vector of pointers (bjacob, IREE's LLVM, assertions build, March 2022)",
        reported_message="opt: /usr/local/google/home/benoitjacob/iree/third_party/llvm-project/llvm/lib/Transforms/Scalar/Scalarizer.cpp:296: (anonymous namespace)::Scatterer::Scatterer(llvm::BasicBlock *, BasicBlock::iterator, llvm::Value *, llvm::Type *, (anonymous namespace)::ValueVector *): Assertion `Size == CachePtr->size() && \"Inconsistent vector sizes\"' failed.",
        signature_regex=r"Inconsistent vector sizes|Scatterer::Scatterer|ScalarizerPass::run",
        assertion_only=True, status=st(R, R, C, C, C, I),
        classes=["scalarizer", "opt-pipeline", "assertion-only", "release-variant-crash", "run-line", "typed-pointers", "unknown-option-newer", "fixed-by-16"],
        variant_evidence="13 and 14 (release builds, no assertions) die with SIGSEGV (rc -11) while running the one transforming pass of the command: both stack dumps name llvm::ScalarizerPass::run (frame #8), and 13's top symbolized frame is llvm::LoadInst::LoadInst called from it, i.e. the scalarizer is building the split loads (the -scalarize-load-store path) from the scatterer whose cached size the reported assertion checks. Scatterer::Scatterer is in Scalarizer.cpp, the pass that contains the asserting code, and the release build, lacking the check, reads the inconsistent cache and crashes. By hand (not saved): the same 14 run without -scalarize-load-store exits 0, '-passes=function(scalarizer)' alone with the flag still segfaults (rc 139), and 13 with -passes=dce alone exits 0, so the module itself reads cleanly and the crash belongs to the scalarizer's load splitting.",
        notes="IR in the description's first (untagged) block ('Inlined here:'), whose first line is the RUN line '; RUN: opt %s -passes='function(scalarizer,dce)' -scalarize-load-store -S | FileCheck %s'; the steps repeat it ('./bin/opt -passes='function(scalarizer,dce)' -scalarize-load-store -S inconsistent-vector-sizes-bug.ll'); run as 'opt -passes=function(scalarizer,dce) -scalarize-load-store -S -o /dev/null' (class run-line). The module uses typed pointers ('<16 x <64 x i32>*>'); every release measured parses it (19 prints it back with 'ptr'). 13, 14 -> reproduces (release variant, see variant_evidence). 15, 16 and 19 exit 0 with an empty stderr -> clean (filed 2022-03-21, after the 14 branch; gone before 15, the excerpt names no fix; class fixed-by-16 in the sense 'gone by 16', here by 15; 19 by hand scalarizes the load into per-lane selects and loads). llvm-22: \"opt: Unknown command line argument '-scalarize-load-store'.\" (rc 1) -> invalid-input: the cl::opt was later replaced by the scalarizer<load-store> pass parameter (class unknown-option-newer; llvmlite's driver drops <...> parameters anyway). Labels llvm:crash, llvm:optimizations; closed; reporter bjacob; the excerpt stops at the start of the reporter's GDB session and shows no comment. The testcase is also linked as a gist.",
    ),
    55801: dict(
        tool="opt", args=["-S", "-O2", "-o", "/dev/null"],
        reported_signature="opt -O2 never terminates: an InstCombine transformation cycle (the reporter's traces point at SimplifyOrInst) on @test, a function of i1 and/xor/or feeding a { i1, i1, i1, i1, i1 } aggregate (meheff, trunk revision 5cb14dc5a3a6, May 2022)",
        reported_message=None,
        signature_regex=r"Instruction Combining seems stuck|InstCombine|SimplifyOrInst",
        assertion_only=None, status=st(C, C, C, C, C, C),
        classes=["opt-pipeline", "instcombine", "default-pipeline", "hang-report", "command-in-prose", "reported-message-missing", "fixed-in-known"],
        fixed_in="rotateright (comment, 2022-07-10): 'd87bfa9ad0af6fa6e0e8a415a' (the excerpt cuts the hash)",
        variant_evidence="None: no release hangs. All six runs exit 0 within a second (measure.py's limit is 60 s); by hand (not saved) 13-19 with -passes=instcombine alone also exit 0 at once, and 14's -O2 output folds the xor pairs (%8/%9, %10-%12) away, so the cycle never starts there.",
        notes="IR in the description's ```llvm block (one function, no triple or datalayout), copied verbatim as repro.ll (fence.py turn 0 block 0). Command in prose: 'Repro is below. `opt test.ll -S -O2` runs forever.' -> run as 'opt -S -O2 -o /dev/null' (class command-in-prose). A hang, not a crash: no message and no stack in the thread (reported_message None; class hang-report). The report is against trunk revision 5cb14dc5a3a6 (2022-05-31, between the 14 and 15 branches); rotateright links it to the cycle of https://reviews.llvm.org/D124119 and, on 2022-07-10 (before the 15 branch), names the fixing commit d87bfa9ad0af (cut by the excerpt). So the loop lived only in 15's development window: 13 and 14 predate it, 15, 16, 19 and llvm-22 postdate the fix -> clean everywhere. Labels llvm:crash, llvm:instcombine; closed; reporter meheff.",
    ),
}

NO_REPRO_BATCH = {
    59897: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "hang-report", "opt-pipeline", "instcombine", "default-pipeline", "missing-intrinsic-declaration"],
        reported_signature="opt -O2 appears to hang indefinitely in InstCombine on an unreduced function containing llvm.bitreverse (profile tops: programUndefinedIfUndefOrPoison, computeKnownBits in libLLVMAnalysis.so.16git); nikic shows a four-step icmp/lshr/xor cycle on zext i1 -> bitreverse.i32 (regehr, January 2023, 16git)",
        reported_message=None,
        notes="The reporter's input ('the function below, optimized at -O2') is not in the thread text as excerpted: the description's excerpt stops inside the perf profile, before the function. The only IR shown is nikic's comment (2023-01-09), five intermediate forms of the InstCombine cycle ('Gets transformed into this first: ... And then we're back where we started:'), the last cut by the excerpt; they are analysis of the reporter's run, not the reporter's reproducer, and none carries a declaration of @llvm.bitreverse.i32. By hand (not saved), the first form with 'opt -S -O2': 13, 14, 15 and 16 reject it ('use of undefined value '@llvm.bitreverse.i32''), 19 exits 0 at once. Labels llvm:hang, llvm:instcombine; closed; reporter regehr (2023-01-09); the report is against 16git, filed two weeks before the 16 branch.",
    ),
    54459: dict(
        classes=["no-runnable-reproducer", "attachment-only", "clang-only", "godbolt-only", "aarch64", "isel-sdag", "iroutliner", "assertion-only", "macos-assertion-format"],
        reported_signature="Assertion failed: (VT.isInteger() && Operand.getValueType().isInteger() && \"Invalid TRUNCATE!\"), function getNode, file SelectionDAG.cpp, line 5165, when SelectionDAG selects @outlined_ir_func_1, a function the IR outliner (-ir-outliner -ir-outlining-no-cost) created with <9 x float> arguments, for arm64 (ornata, March 2022)",
        reported_message="Assertion failed: (VT.isInteger() && Operand.getValueType().isInteger() && \"Invalid TRUNCATE!\"), function getNode, file SelectionDAG.cpp, line 5165",
        notes="The IR is only the attachment 'crash.txt' (files/8309899) and a godbolt link that, per the reporter, 'cannot reproduce this'; the command is clang's: 'clang -mllvm -ir-outliner -mllvm -ir-outlining-no-cost -O1 -arch arm64 -S -o /dev/null crash.ll' (classes attachment-only, clang-only, godbolt-only). The thread text shows only the assertion (macOS format) and an LLDB session printing the outlined function's name and the start of its dump ('define internal void @outlined_ir_func_1(<9 x float> %0, <1 x flo', cut by the excerpt); nothing runnable with llc or opt. The reporter adds that GlobalISel also crashes, differently. Labels llvm:crash, llvm:optimizations; closed; reporter ornata (2022-03-19).",
    ),
}

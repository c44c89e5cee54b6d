"""Fresh batch 115: llc crash reports of llvm/llvm-project on X86 imported from Bugzilla (issue numbers below about
53000, body opening with the 'Bugzilla Link | NNNNN' table), as the theme asked (SelectionDAG/DAGCombiner/LegalizeDAG
assertions, 'Cannot select', 'Do not know how to ...', machine passes, register allocation, X86-specific passes, with
the IR in the text). The vein was dry: 49 look-ups (corpus `issues`) returned almost only GitHub-native reports of
2022-2026 for every X86 crash theme tried; the few Bugzilla imports they surfaced were already in a corpus, in
llvm_seen.txt or claimed (10209, 30392, 35095, 36212, 46300, 49376, 50195, 50263, 51903), were clang/C or other-tool
reports, or had their IR outside a code fence or only in an attachment. The two new X86 Bugzilla crash reports taken
have no runnable reproducer in their thread text (NO_REPRO_BATCH), so BATCH is empty."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh115"

BATCH = {}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    5382: dict(
        classes=["x86", "regalloc", "inline-asm", "no-runnable-reproducer", "attachment-only", "clang-only", "bugzilla-import", "excerpt-truncated"],
        reported_signature="'cc1: error in backend: Ran out of registers during register allocation!' followed by 'Please check your inline asm statement for invalid constraints:' and the INLINEASM MachineInstr of an SSE2/MMX block (movd %eax, %xmm3; pshuflw; punpcklwd; pxor; movdqa ($2), %xmm5 ...) when llvm-gcc -m32 -O2/-O3 -march=i686 -fomit-frame-pointer compiles ffmpeg's libavcodec/x86/dsputilenc_mmx.c; Bugzilla 5010 (September 2009)",
        reported_message="cc1: error in backend: Ran out of registers during register allocation!",
        notes="Bugzilla import (PR5010, the 'Bugzilla Link | [5010]' table, labels bugzilla only). The input is the attachment 'Preprocessed source showing the problem' (a .gz on user-images.githubusercontent.com), and the command is an llvm-gcc driver line on C source ('llvm-gcc -DHAVE_AV_CONFIG_H ... -m32 -O2 -march=i686 -fomit-frame-pointer ... -mmmx -g ... -O3 ... -c -o libavcodec/x86/dsputilenc_mmx.o libavcodec/x86/dsputilenc_mmx.c'): no LLVM IR and no llc/opt command appear in the thread text, so nothing can be run (classes attachment-only, clang-only: the frontend is llvm-gcc's cc1, read like a clang-only report). What the text shows: an i686 (32-bit, frame pointer omitted) inline-asm block whose register constraints the register allocator cannot satisfy; the message is the register allocator's report_fatal_error, printed through cc1 as 'error in backend:' (a release-build fatal error, not an assertion). The excerpt is cut inside the printed INLINEASM string ('movdqa ($2), %xmm5\\n        px'). Closed; reporter berolinux (2009-09-20); CC asl, lattner, efriedma-quic, regehr; no comment in the excerpt, no fix named.",
    ),
    7921: dict(
        classes=["x86", "no-runnable-reproducer", "input-not-attached", "no-message-crash", "bugzilla-import"],
        reported_signature="llc crashes (test-suite 'LLC compile' failures: 'process terminated by signal (exit status 134)' = SIGABRT for exceptions, ctor_dtor_count and except, '(exit status 139)' = SIGSEGV for lencod and 176.gcc) when the test-suite programs External/SPEC/CINT2000/176.gcc, MultiSource/Applications/JM/lencod, SingleSource/Benchmarks/Shootout-C++/except, SingleSource/Regression/C++/EH/ctor_dtor_count and SingleSource/UnitTests/ObjC/exceptions are built with -O0 -g on x86-64, Darwin PIC; Bugzilla 7549 (July 2010)",
        reported_message=None,
        notes="Bugzilla import (PR7549, the 'Bugzilla Link | [7549]' table). The report names five llvm-test-suite programs whose LLC step crashes when built -O0 -g for x86-64 Darwin with PIC, and quotes only the test harness's lines ('TEST Output/exceptions.llc FAILED: process terminated by signal (exit status 134)!' ... 'TEST ../176.gcc.llc FAILED: process terminated by signal (exit status 139)!') with the reporter's decoding (134 = SIGABRT, 139 = SIGSEGV): no assertion text, no stack dump, no IR and no llc command line. The inputs are test-suite programs (not in the main repo, as arsenm's comment says: 'Yes, they're just not in the main repo.') compiled to bitcode by the harness, so nothing in the thread can be run (class input-not-attached, as 141541's in-tree test). Comments: chfast (2023-07-19) 'This issue looks incomplete to me. Are these tests even a part of LLVM?'; arsenm (2023-08-11) 'There's no way these are still broken at this point'. Labels backend:X86, bugzilla, crash, incomplete (closed as incomplete); the reporter's login is an anonymised import id (1ba3d143-a64b-4671-82b2-0b31cfb91709), 2010-07-01.",
    ),
}

"""Fresh batch 154: crash reports of llvm/llvm-project looked for under the theme 'AArch64 and RISC-V backend crashes
by function and feature' (AArch64ISelLowering shuffle/SVE/SME lowering, "Invalid size request on a scalable
vector", "Expected scalable vector", SME streaming mode / ZA state, AArch64 GlobalISel legalizer / selector /
post-legalizer combiner, RISCVISelLowering RVV shuffles and fixed-length vectors, RISCVInsertVSETVLI, Zfh/Zvfh/Zbb,
Zfinx, Zve32x, RISC-V GlobalISel; llc reproducers). 35 look-ups (all `search`, corpus `issues`). The vein is
exhausted: every in-theme crash thread the index returned (well over a hundred distinct numbers) was already in
`llvm_seen.txt`, except one AArch64 report whose excerpt is cut inside its IR (#135950, `[AArch64] Bug when
legalizing shuffle of tbl`, kept as NO_REPRO_BATCH: the excerpt stops at `store <8 x half> %4, ptr %0,`, so the
module cannot parse) and one AArch64 SVE clang report whose description never came back (#107527, claimed, then
dropped: build_issue.py needs the description and two queries returned only comments, with C source for clang).
The one runnable issue is an off-theme neighbour returned by an AArch64 shuffle query: #218379, an X86
LowerAVXCONCAT_VECTORS assertion of August 2026 (RKSimon) with its IR and `llc -mcpu=x86-64-v4` in the text."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh154"

BATCH = {
    218379: dict(
        tool="llc", args=["-mcpu=x86-64-v4", "-o", "/dev/null"],
        reported_signature="Assertion `Num < NumOperands && \"Invalid child # of SDNode!\"' (SDNode::getOperand) reached from X86's LowerAVXCONCAT_VECTORS when llc -mcpu=x86-64-v4 lowers @red, three <16 x float> shufflevectors concatenating an <8 x float> call result, a freeze of poison and zeroinitializer (message only in the title; RKSimon, August 2026, labels regression:23, culprit named as #128830)",
        reported_message=None,
        signature_regex=r"Invalid child # of SDNode|Num < NumOperands",
        assertion_only=True, status=st(C, C, C, C, C, R),
        classes=["x86", "isel-sdag", "assertion-only", "message-in-title", "command-in-prose", "culprit-known", "fixed-in-known"],
        culprit="RKSimon (comment, 2026-08-24): 'Seems to have come from #128830'",
        fixed_in="RKSimon (comments, 2026-08-27): '/cherry-pick 7bced7f78781d3bdc179e64c777f50ef46ab1375' and '/cherry-pick a6eb1e1e75a2d29f8f458c6ee513ae5b030ff9a0 7bced7f78781d3bdc179e64c777f50ef46ab1375'",
        variant_evidence="Assertion-only report: the assert in SDNode::getOperand is compiled out of release builds, and the culprit RKSimon names (#128830) is later than every Debian release measured here except 22. 13 (it parses the opaque `ptr` IR and runs clean), 14 (run with -opaque-pointers), 15, 16 and 19 (release) exit 0 with an empty stderr. llvm-22 (22.1, assertions on) aborts (rc -6) with exactly the title's assertion: 'SelectionDAGNodes.h:1046: const llvm::SDValue& llvm::SDNode::getOperand(unsigned int) const: Assertion `Num < NumOperands && \"Invalid child # of SDNode!\"' failed.' (llvmlite prints no stack, so LowerAVXCONCAT_VECTORS itself is not shown; same IR, same command, same assertion text).",
        notes="IR in the ```ll block of the description (one function @red, no datalayout or triple), copied verbatim as repro.ll (fence turn 0 block 0). Command on the line after the block: 'llc -mcpu=x86-64-v4', run as 'llc -mcpu=x86-64-v4 -o /dev/null' on Debian's default target x86_64-pc-linux-gnu (class command-in-prose). The thread text shows no output; the assertion (and the function LowerAVXCONCAT_VECTORS) is only in the title, so reported_message is None (class message-in-title, the 58906/155183 convention). 13-19 -> clean (release builds; see variant_evidence). llvm-22 -> reproduces: although the label says regression:23, 22.1 with assertions already asserts, consistent with RKSimon's comment 'Seems to have come from #128830' (a 2025 change, before the 22 branch). RKSimon's /cherry-pick comments name the fixing commits 7bced7f78781d3bdc179e64c777f50ef46ab1375 and a6eb1e1e75a2d29f8f458c6ee513ae5b030ff9a0 (classes culprit-known, fixed-in-known). Labels backend:X86, confirmed, crash-on-valid, regression:23; closed (Andarwinux: adding a version to 'Clang Regressions' auto-closed it); reporter RKSimon (2026-08-24). Off-theme: found by the AArch64 tbl-shuffle query aimed at 135950.",
    ),
}

NO_REPRO_BATCH = {
    135950: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "aarch64", "isel-sdag", "command-in-prose", "reported-message-missing"],
        reported_signature="llc crashes on AArch64 while legalizing a <16 x i8> shufflevector of two llvm.aarch64.neon.tbl2.v16i8 results bitcast to <8 x half> in a loop phi (@error_reduced); the crash output is not in the excerpt (JustinKim98, April 2025)",
        reported_message=None,
        notes="The description gives the command in a ```bash block ('llc error.ll -o error.s') and the IR in a ```llvmir block, but every excerpt the index returned (two queries, the same text) stops inside that block at '  store <8 x half> %4, ptr %0,' (block 11 of @error_reduced, before the alignment, the 'ret', the closing brace and the tbl2 declaration), so no complete module is in the stored thread text and nothing can be run (class excerpt-truncated); the crash message is cut off with it. Labels backend:AArch64, crash-on-valid; closed; reporter JustinKim98 (2025-04-16); no comment in the excerpt.",
    ),
}

"""Fresh batch 138: llc crash reports of llvm/llvm-project on X86, AArch64 and RISC-V whose assertion or stack names
the target's own lowering or combine function (X86ISelLowering's shuffle lowering and combines, LowerBUILD_VECTOR,
combineSelect, LowerINSERT_SUBVECTOR; AArch64ISelLowering's performExtractVectorEltCombine, LowerVECTOR_SHUFFLE,
LowerSPLAT_VECTOR, performSVE*/tryCombine*; RISCVISelLowering's lowerVECTOR_SHUFFLE, performCombineVMergeAndVOps,
lowerBUILD_VECTOR, combineTruncToVnclip; the targets' InstrInfo copyPhysReg / storeRegToStackSlot). The theme is mined
out: 24 of the 38 look-ups (all `search`, corpus `issues`) returned no thread outside `llvm_seen.txt` and the claims
(only the XChy/backsmith, dtcxzyw, patrick-rivos/ewlu, sjoerdmeijer, aflplusplus-isel, regehr, chfast and jacobly0
series, or pull requests); function-name queries mostly return PRs. Two issues named only in PRs (#176932 in PR 177414, #169905 in
PR 170070) never came back from the index. What was found sits next to the theme: a 2017 Bugzilla-imported X86
'Cannot select' on llvm.canonicalize.f64 (32650), a 2025 X86 type-legalization fatal error on a strict fp80 vector
compare with AVX-512 (154485), a January 2024 SLPVectorizer assertion (77916, an opt report that the Bugzilla queries
surfaced), and two godbolt-only reports without a reproducer in the text (83729 AArch64 llvm.log on <1 x double>,
64204 i686 llvm.maximum/minimum)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh138"

BATCH = {
    32650: dict(
        tool="llc", args=["-o", "/dev/null"],
        reported_signature="LLVM ERROR: Cannot select: f64 = fcanonicalize (of an X86ISD::FOR/FANDN/FSETCC select-of-max expression) in X86 instruction selection for @max, which calls llvm.canonicalize.f64 on x86_64-unknown-linux-gnu (Bugzilla PR33303, nagisa, LLVM 4.0, June 2017)",
        reported_message="LLVM ERROR: Cannot select: 0x2258ce8: f64 = fcanonicalize 0x2258c80",
        signature_regex=r"Cannot select: .*f64 = fcanonicalize",
        assertion_only=False, status=st(R, R, R, R, R, C),
        classes=["x86", "isel-sdag", "bugzilla-import", "reworded-message", "command-in-prose", "excerpt-truncated", "fixed-by-22"],
        variant_evidence="13, 14, 15, 16 and 19 (release) all abort (rc -6) with 'LLVM ERROR: Cannot select: 0x...: f64 = fcanonicalize 0x...' in 'X86 DAG->DAG Instruction Selection' on @max: the same unselectable node in the same pass; only the addresses and the operand differ (the report's operand is an X86ISD::FOR of FANDN/FSETCC nodes, the releases' is an extract_vector_elt of a v2f64 bitcast of a vector or/X86ISD::ANDNP, i.e. the same select-of-max expression legalized through vector logic ops by later DAG combines) -> reproduces (class reworded-message).",
        notes="Bugzilla import (PR33303, the 'Bugzilla Link | [33303]' table, Version 4.0, OS Linux; labels backend:X86, bugzilla; closed; reporter nagisa, 2017-06-04; CC topperc, hfinkel, RKSimon, arsenm, rotateright; no comment in the excerpt). The description's one ``` fence holds the module, then the prose 'Will fail during instruction selection with (when compiled with `llc test.ll`)', then the error output, and the excerpt ends inside the DAG dump ('Register:f64 %vr') before any closing fence, so tools/fence.py returns all of it as one block: repro.ll is that block's first 20 lines (datalayout through 'attributes #2 = { nounwind }'), verbatim (as for fresh122's Bugzilla import 44994, PR45649, whose one fence also ran on into the error output). The '@' names survived the import. Command in prose: 'llc test.ll' (the triple is in the IR), run as 'llc -o /dev/null'. 13-19 -> reproduces (see variant_evidence). llvm-22 exits 0 with an empty stderr; by hand (-o -) it lowers the canonicalize of @max as 'mulsd' by the constant 1.0 (X86 gained an fcanonicalize lowering after 19) -> clean (class fixed-by-22; the excerpt names no fix). This is X86 ISel next to the theme, not a lowering function named in an assertion: found on the way (the 'llvm.log <1 x double>' query).",
    ),
    154485: dict(
        tool="llc", args=["-mtriple=x86_64-unknown-linux-gnu", "-mattr=+avx512f", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Do not know how to scalarize this operator's operand! when the SelectionDAG type legalizer meets STRICT_FSETCC on <4 x x86_fp80> (llvm.experimental.constrained.fcmp.v4f80) for AVX-512 x86 targets (abhishek-kaushik22, August 2025, godbolt)",
        reported_message=None,
        signature_regex=r"Do not know how to scalarize this operator's operand",
        assertion_only=False, status=st(I, I, I, I, R, C),
        classes=["x86", "isel-sdag", "message-in-title", "reported-message-missing", "command-inferred", "godbolt-only", "missing-intrinsic-declaration", "fixed-by-22"],
        variant_evidence="19 (release) aborts (rc -6) with exactly 'LLVM ERROR: Do not know how to scalarize this operator's operand!' in 'X86 DAG->DAG Instruction Selection' on @test_oeq_q; without -mattr=+avx512f the same 19 compiles it with an empty stderr (by hand, not saved), which matches the report's 'For AVX512 targets'.",
        notes="IR in the description's one ``` block (turn 0 block 0, copied verbatim): @test_oeq_q calls @llvm.experimental.constrained.fcmp.v4f80, while the module declares only @llvm.experimental.constrained.fcmps.v4f80 (a typo in the report); it references attribute group #0 without defining it, which every release accepts. The failure line is only in the title, 'LLVM ERROR: Do not know how to scalarize this operator's operand!' (classes message-in-title, reported-message-missing); the body adds 'For AVX512 targets, the legalizer fails to legalize `STRICT_FSETCC` node with value type `fp80`' and a godbolt link, no command. Command inferred as 'llc -mtriple=x86_64-unknown-linux-gnu -mattr=+avx512f -o /dev/null' (no triple in the IR; godbolt's default x86_64; AVX-512 from the prose; classes command-inferred, godbolt-only). 13-16 reject the call to the undeclared intrinsic ('use of undefined value '@llvm.experimental.constrained.fcmp.v4f80'') -> invalid-input (class missing-intrinsic-declaration; 19 and later declare it implicitly). 19 -> reproduces. llvm-22 exits 0 with an empty stderr and, by hand (-o -), emits AVX-512 mask code (kmovw/korw/kshiftlw on %k registers), so -mattr=+avx512f is honoured and the legalization now succeeds -> clean (class fixed-by-22; the issue was still open when indexed and the excerpt names no fix). Labels backend:X86, bug, crash-on-valid, llvm:SelectionDAG; reporter abhishek-kaushik22 (2025-08-20); no comment in the excerpt. Next to the theme: the failure is in X86 type legalization of a strict compare, not an assertion in a named X86 lowering function.",
    ),
    77916: dict(
        tool="opt", args=["-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Assertion `I >= 0 && I < (NumOpElts * 2) && \"Out-of-bounds shuffle mask element\"' failed in SLPVectorizer (opt -passes=slp-vectorizer) on @test, a loop whose exit block holds eight single-entry phis; regression from 279b1ea65f84, fixed the same day in 6fdc2ce8c507 (aleks-tmb, January 2024)",
        reported_message=None,
        signature_regex=r"Out-of-bounds shuffle mask element",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["slp-vectorizer", "opt-pipeline", "assertion-only", "message-in-title", "reported-message-missing", "command-in-prose", "culprit-known", "fixed-in-known"],
        culprit="Reporter: 'After 279b1ea65f8403aa6d49e7aafa7e40dc906be4bf we got a regression in the form of a filed assertion, specified in the title.'",
        fixed_in="alexey-bataev (comment, 2024-01-12): 'Fixed in 6fdc2ce8c507d3acf4e4b65beb66cfed68045588'",
        variant_evidence="None: assertion-only report ('just run opt with assertions'); 13-16 predate the culprit (January 2024, LLVM 18 development) and 19 postdates the same-day fix; all five exit 0 with an empty stderr.",
        notes="IR in the description's one ``` block (turn 0 block 0, copied verbatim; no triple, no datalayout). Command in prose: '`opt -passes=slp-vectorizer test.ll`', run as 'opt -passes=slp-vectorizer -o /dev/null'. The assertion text is only in the title (classes message-in-title, reported-message-missing: the body says 'a filed assertion, specified in the title'). 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (19, -S -o -) the function comes out unvectorized -> clean. llvm-22: llvmlite's driver answers 'unsupported: pass 'slp-vectorizer' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Labels bug, llvm:SLPVectorizer, new issue; closed; reporter aleks-tmb (2024-01-12). Outside the theme (an opt/SLP report): surfaced by the Bugzilla/X86-shuffle query 'Bugzilla Link Extended Description llc X86ISelLowering.cpp Assertion failed shufflevector target triple x86_64' and taken because the theme gave so few runnable issues.",
    ),
}

NO_REPRO_BATCH = {
    83729: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "aarch64", "isel-sdag"],
        reported_signature="llc -O3 -march=aarch64 fails to select llvm.log on <1 x double> (@log_v1f64); the IR and the command exist only inside the godbolt link's URL-encoded state (calebzulawski, March 2024)",
        reported_message=None,
        notes="The description is a single '[godbolt](https://llvm.godbolt.org/#g:!(...))' link whose URL-encoded editor state holds the module ('define+%3C1+x+double%3E+@log_v1f64(...)...tail+call+%3C1+x+double%3E+@llvm.log(...)') and the compiler options ('-O3+-march%3Daarch64', llc trunk); the excerpt (the same one from three queries) ends inside that URL, so no IR, command or error text appears as text in the thread (class godbolt-only). The title says 'Error when selecting llvm.log for <1 x double> on aarch64'. Labels backend:AArch64, crash-on-valid, llvm:SelectionDAG; closed; reporter calebzulawski (2024-03-03); no comment in the excerpt.",
    ),
    64204: dict(
        classes=["no-runnable-reproducer", "godbolt-only", "x86", "isel-sdag"],
        reported_signature="LLVM ERROR: Cannot select: f32 = fmaximum (loads from fixed stack slots) in 'X86 DAG->DAG Instruction Selection' for llvm.minimum/maximum.f32/f64 on i686 (x87, no SSE); the input is only behind a godbolt link (Urgau, July 2023)",
        reported_message="LLVM ERROR: Cannot select: 0x7217400: f32 = fmaximum 0x72172b0, 0x7217390",
        notes="The description lists the four intrinsics (llvm.minimum.f32/f64, llvm.maximum.f32/f64), then 'Error output [[godbolt]](https://godbolt.org/z/EPe7xEd5j):' and the error block (the dump's Program arguments: '.../clang-trunk/bin/llc -o /app/output.s -x86-asm-syntax=intel <source>', function '@_ZN1a4test17hb60f9f6975710eeaE'); the IR is only behind the link (class godbolt-only) and the triple (i686) only in the title. It names #53353 as the x86_64 counterpart. The one comment (e-kud, 2023-07-28) says the intrinsics are supported on i686 only with a vector extension. Labels none; open; reporter Urgau (2023-07-28).",
    ),
}

"""Fresh batch 124: crash reports of llvm/llvm-project whose failure is the IR verifier or the machine verifier
after a pass rather than an assertion ("Broken module found", "Instruction does not dominate all uses!", "PHI nodes
not grouped at top", "*** Bad machine code: ..." under -verify-machineinstrs, passes that leave invalid IR). The vein
is heavily mined: of about 150 llvm/llvm-project threads the 37 look-ups (all `search`, corpus `issues`) surfaced,
nearly all were already in a corpus (TatyanaDoubts' SLP verifier series, mikaelholmen's pass reports, hazohelet's
and sjoerdmeijer's machine-verifier fuzzer reports, fraglantia's -verify-each reports, the Bugzilla imports). Four
runnable reports were new: an AArch64 GlobalISel machine-verifier failure (166400, 19 reproduces), an AMDGPU
"No live segment at def" machine-verifier failure (197733, clean in 19 and 22.1), an SLP "Instruction does not dominate
all uses!" of August 2024 (105120, 19 reproduces) and an older SLP verifier report whose IR sits in a comment (58956,
clean everywhere); plus two without a runnable reproducer (NO_REPRO_BATCH): an SLP verifier failure whose input is
only an attached slp.ll.gz (128770) and a clang C++ report of ill-formed IR from -fstrict-vtable-pointers (67937).
37 look-ups (all `search`, corpus `issues`)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh124"

BATCH = {
    166400: dict(
        tool="llc", args=["-global-isel", "--verify-machineinstrs", "-o", "/dev/null"],
        reported_signature="Machine verifier 'Bad machine code: Illegal virtual register for instruction' twice after AArch64 GlobalISel InstructionSelect: '%4:fpr128 = MVNIv4i16 4, 0' ('Expected a FPR64 register, but got a FPR128 register') and '%1:fpr64 = FNEGv8f16 %4:fpr128' ('Expected a FPR128 register, but got a FPR64 register'), then 'LLVM ERROR: Found 2 machine code errors.', for a store of <4 x i16> splat (i16 32763) with target-cpu grace, under llc -global-isel --verify-machineinstrs (sjoerdmeijer, November 2025)",
        reported_message="*** Bad machine code: Illegal virtual register for instruction ***",
        signature_regex=r"Illegal virtual register for instruction|MVNIv4i16|FNEGv8f16",
        assertion_only=False, status=st(I, I, I, I, R, C),
        classes=["aarch64", "isel-gisel", "machine-verifier", "command-in-prose", "new-ir-syntax", "reworded-message", "fixed-by-22"],
        variant_evidence="19 prints the report's two verifier errors word for word ('Illegal virtual register for instruction' on 'MVNIv4i16 4, 0' with 'Expected a FPR64 register, but got a FPR128 register', and on 'FNEGv8f16' with 'Expected a FPR128 register, but got a FPR64 register') and 'LLVM ERROR: Found 2 machine code errors.' (rc -6, in 'Verify generated machine code' after '# After InstructionSelect'); only the vreg number of the MVNI result differs (%3 in 19, %4 in the report) (class reworded-message).",
        notes="IR in the first untagged ``` block of the description ('This IR:'; datalayout and triple aarch64-unknown-linux-gnu, one function storing <4 x i16> splat (i16 32763), attributes #0 = { \"target-cpu\"=\"grace\" }), copied verbatim as repro.ll. Command in prose: 'compiled with `llc -global-isel --verify-machineinstrs`' (input implied), run with -o /dev/null (class command-in-prose). 13, 14, 15 and 16 stop at 6:19 'error: expected value token' at 'splat (i16 32763)' (the splat constant syntax is newer) -> invalid-input. 19 -> reproduces (see variant_evidence). llvm-22 exits 0 with an empty stderr (the llvmlite driver passes -global-isel and --verify-machineinstrs to LLVM's option parser) -> clean: fixed by 22.1 (the issue is closed; the excerpt stops at 'see also: https://go' and names no fix). Labels backend:AArch64, crash-on-valid, llvm:globalisel; closed; reporter sjoerdmeijer (2025-11-04). Siblings by the same reporter, already in a corpus: 166398 (ADDXrr/SUBSXrr), 166543 (STRXui), 164181.",
    ),
    197733: dict(
        tool="llc", args=["-mcpu=gfx1100", "-verify-machineinstrs", "-o", "/dev/null"],
        reported_signature="Machine verifier abort 'Bad machine code: No live segment at def' / 'Lane masks of sub ranges overlap' (on '%97:vreg_512 = IMPLICIT_DEF' in %bb.8 Flow1) in the register allocation pipeline for amdgcn-amd-amdhsa gfx1100, on a <7 x i32> function with a switch and a shufflevector with poison lanes, under llc -mcpu=gfx1100 -verify-machineinstrs (hazohelet's fuzzer, May 2026)",
        reported_message="*** Bad machine code: No live segment at def ***",
        signature_regex=r"No live segment at def|Lane masks of sub ranges overlap",
        assertion_only=False, status=st(I, I, I, I, C, C),
        classes=["amdgpu", "regalloc", "machine-verifier", "command-in-prose", "new-ir-syntax", "unknown-cpu-older", "excerpt-truncated", "fixed-in-known"],
        fixed_in="PR #204091 '[Codegen] Avoid duplicate subranges for unused lanes' (sommerlukas, 2026-06-16): 'This fixes https://github.com/llvm/llvm-project/issues/197733.' (RenameIndependentSubregs inserted IMPLICIT_DEFs creating duplicate subranges for unused lanes; seen in the search result for that PR)",
        variant_evidence="None: 19 (release) and llvm-22 exit 0 with an empty stderr under -verify-machineinstrs; the report (May 2026) is against trunk after 22.1.",
        notes="IR in the ```llvm block of the description (triple amdgcn-amd-amdhsa, @repro on <7 x i32> with a switch, a phi, 'or ... splat (i32 1)', a shufflevector with poison lanes and an xor), copied verbatim as repro.ll. Command in its own ```sh block after 'llc command:': 'llc -mcpu=gfx1100 -verify-machineinstrs reproducer.ll', run with -o /dev/null (class command-in-prose; a godbolt 'Live Reproducer' link is also given). 13 and 14 warn \"'gfx1100' is not a recognized processor\" and all of 13-16 stop at 16:31 'error: expected value token' at 'splat (i32 1)' -> invalid-input. 19 and llvm-22 -> clean (exit 0, empty stderr). The excerpt stops inside the first verifier error ('%97:vreg_512 = IMPLIC'). Labels crash-on-valid, generated by fuzzer, llvm:regalloc; closed (fixed, see fixed_in); reporter hazohelet (2026-05-14).",
    ),
    105120: dict(
        tool="opt", args=["-passes=slp-vectorizer", "-slp-threshold=-99999", "-o", "/dev/null"],
        reported_signature="IR verifier after slp-vectorizer: 'Instruction does not dominate all uses!' for '%2 = shufflevector <2 x i32> %0, <2 x i32> <i32 0, i32 poison>, <2 x i32> <i32 2, i32 1>' used by '%1 = add <2 x i32> zeroinitializer, %2', then 'LLVM ERROR: Broken module found, compilation aborted!', on @wombat (loop phis of adds) with -slp-threshold=-99999 (TatyanaDoubts, August 2024)",
        reported_message="Instruction does not dominate all uses!",
        signature_regex=r"Instruction does not dominate all uses|Broken module found",
        assertion_only=False, status=st(C, C, C, C, R, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "verifier-after-pass", "command-in-prose"],
        variant_evidence="19 prints the report's verifier output word for word: 'Instruction does not dominate all uses!' with the same two instructions ('%2 = shufflevector <2 x i32> %0, <2 x i32> <i32 0, i32 poison>, <2 x i32> <i32 2, i32 1>' and '%1 = add <2 x i32> zeroinitializer, %2'), then 'LLVM ERROR: Broken module found, compilation aborted!' (rc -6) while 'Running pass \"verify\"'.",
        notes="IR in the first untagged ``` block of the description (TatyanaDoubts' reduced.ll: datalayout and triple x86_64-unknown-linux-gnu, @wombat with 'gc \"statepoint-example\"' and '#0'), copied verbatim as repro.ll. The block has no 'attributes #0' group although the define names #0; every release's parser accepts the dangling reference (13-19 parse and run it). Command in prose: 'run the test below with -passes slp-vectorizer -slp-threshold=-99999', run as 'opt -passes=slp-vectorizer -slp-threshold=-99999 -o /dev/null' (class command-in-prose). 13, 14, 15 and 16 exit 0 with an empty stderr -> clean (the SLP code that builds this shuffle is newer). 19 -> reproduces (identical message and instructions). llvm-22: 'unsupported: pass 'slp-vectorizer' is not exposed by llvmlite's pass manager' -> unsupported. Labels llvm:crash, llvm:SLPVectorizer; closed; reporter TatyanaDoubts (2024-08-20); godbolt link given; no comment in the excerpt.",
    ),
    58956: dict(
        tool="opt", args=["-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="SLPVectorizer creates invalid IR for a reduction: 'Instruction does not dominate all uses!' (the title; the message itself is not in the excerpt) when clang++ -O3 compiles an attached test (the description's stack ends in llvm::formLCSSARecursively under the optimizer, clang assertions trunk, November 2022); fhahn's comment reduces it to an arm64-apple-macosx loop whose i32 add chain of a call result feeds back into the call",
        reported_message=None,
        signature_regex=r"Instruction does not dominate all uses|Broken module found",
        assertion_only=False, status=st(C, C, C, C, C, U),
        classes=["aarch64", "opt-pipeline", "slp-vectorizer", "verifier-after-pass", "message-in-title", "reported-message-missing", "ir-in-comment", "code-on-fence-line", "command-inferred", "excerpt-truncated"],
        variant_evidence="None: no release shows anything (all exit 0 with an empty stderr).",
        notes="The description (TatyanaDoubts, 2022-11-12) runs clang++ -O3 on an attachment (Test.zip) and a godbolt link, and shows only the stack dump (cut at frame #9, llvm::formLCSSARecursively); the runnable IR is in fhahn's comment of 2022-11-16 ('Looks like the issue is that SLPVectorizer generates invalid IR for https://godbolt.org/z/bj8e1soo4'), whose position among the comments is not known (_positions_inferred). In that comment the module's first line sits on the opening fence ('```target triple = \"arm64-apple-macosx\"'), which Markdown and fence.py read as the info string: turn 1 block 0 starts at the blank line after it, so repro.ll (that block, unedited) has no target triple (class code-on-fence-line, the mlir56 reading). No command is given for the IR: 'opt -passes=slp-vectorizer -o /dev/null' is inferred from the comment's 'SLPVectorizer generates invalid IR' (class command-inferred). 13, 14, 15, 16 and 19 exit 0 with an empty stderr -> clean; by hand (not saved) the module with the lost triple given back (-mtriple=arm64-apple-macosx) is also clean on 13-19 under slp-vectorizer (15 and 16 vectorize the add chain into valid <4 x i32> code), and 'opt -O3' is clean too, so the dominance bug of the November 2022 trunk (LLVM 16 development) was fixed before the 16 branch or never reached a release. llvm-22: slp-vectorizer is not exposed by llvmlite's pass manager -> unsupported. Labels crash, llvm:optimizations, llvm:SLPVectorizer; closed.",
    ),
}

NO_REPRO_BATCH = {
    128770: dict(
        classes=["no-runnable-reproducer", "attachment-only", "x86", "opt-pipeline", "slp-vectorizer", "verifier-after-pass", "command-in-prose"],
        reported_signature="SLPVectorizer leaves IR that fails the verifier with 'Instruction does not dominate all uses' (insertelement/shufflevector, per the title) under 'opt -passes=slp-vectorizer slp.ll -mcpu=skylake'; the input is only the attachment slp.ll.gz (vzakhari, February 2025)",
        reported_message=None,
        notes="The whole description is the attachment link '[slp.ll.gz](https://github.com/user-attachments/files/18972113/slp.ll.gz)', the command 'Reproducer: `opt -passes=slp-vectorizer slp.ll -mcpu=skylake`' and a ping to alexey-bataev; no IR and no output are in the thread text (class attachment-only). Labels crash, llvm:SLPVectorizer; closed; reporter vzakhari (2025-02-25); no comment in the excerpt.",
    ),
    67937: dict(
        classes=["no-runnable-reproducer", "clang-only", "x86", "verifier-after-pass", "assertion-only", "windows-assertion-format"],
        reported_signature="clang -cc1 -triple x86_64-pc-windows-msvc -emit-llvm -fstrict-vtable-pointers generates ill-formed IR for a C++ class with a virtual base: with -disable-llvm-passes the verifier prints 'Instruction does not dominate all uses!' for two llvm.launder.invariant.group.p0 calls and 'fatal error: error in backend: Broken module found, compilation aborted!'; at -O1 an assertions build asserts 'DT.dominates(BB, UserParent) && \"Dominance relation broken?\"' in InstCombine (InstructionCombining.cpp:4031) (mizvekov, October 2023)",
        reported_message="Assertion failed: DT.dominates(BB, UserParent) && \"Dominance relation broken?\", file llvm\\lib\\Transforms\\InstCombine\\InstructionCombining.cpp, line 4031",
        notes="The input is a six-line C++ test case (struct c with a virtual destructor, struct d : virtual c, class a : d, a global a f) compiled by clang -cc1 for the MSVC target; the ill-formed IR comes from clang's code generation, before any pass, and no IR is pasted in the thread text, so nothing can be fed to llc or opt (class clang-only). The reporter notes the verifier call that catches it under -disable-llvm-passes was added between LLVM 13 and 14. The assertion is in the Windows format ('Assertion failed: ..., file ..., line ...'). Labels clang:codegen, llvm:codegen; closed; reporter mizvekov (2023-10-01); the excerpt is cut in the description's last sentence (a commit link).",
    ),
}

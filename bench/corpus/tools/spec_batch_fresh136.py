"""Fresh batch 136: opt crash reports of llvm/llvm-project in the SLP vectorizer whose assertion or stack names
BoUpSLP internals (buildTree_rec/buildTreeRec, getEntryCost, vectorizeTree, reorderTopToBottom/reorderBottomToTop,
getReorderingData, ShuffleInstructionBuilder, TreeEntry, ScheduleBundle/ScheduleData, "Expected same number of
scalars", "Not expected gather node", "Expected only tree entries", "PHI node not in block"), and in VectorCombine /
LoadStoreVectorizer; complete IR in the thread text only, any year. 34 look-ups (all `search`, corpus `issues`;
stopped there because the vein is dry). The theme is heavily mined: every VectorCombine and LoadStoreVectorizer
crash report the queries surfaced was already in `llvm_seen.txt` or claimed, and so were almost all SLP reports with
a short inline reproducer (TatyanaDoubts' FuzzGen @wombat series, dtcxzyw's fuzzer reports, patrick-rivos'/ewlu's
RISC-V fuzzer reports, zhendongsu's C reports). The index returns only the first ~2,000-character chunk of most
descriptions, so several new SLP reports whose IR is longer (54976, 61050, 90224, 108620, 116852, 128736, 202463,
223225, 78236) could not be taken: their IR is cut by the excerpt. What was new and complete are four SLP scheduler /
tree reports with short IR, all assertion-only reports against trunk: 196281 (alexfh, May 2026,
ScheduleData::incrementUnscheduledDeps under BlockScheduling::tryScheduleBundle / buildTreeRec), 193040
(TatyanaDoubts, April 2026, the same UnscheduledDeps assertion on a FuzzGen @wombat loop), 107037 (dtcxzyw,
September 2024, `isa<> used on a null pointer` in the SLP vectorizer on an i8 or-reduction) and 220475 (dtcxzyw,
September 2026, BoUpSLP::scheduleBlock's `must be scheduled at this point`). Every Debian release build runs the pass
on the function and exits 0 (the asserts are compiled out and nothing else fails), and llvmlite's driver for 22
does not expose slp-vectorizer, so all four are C C C C C U. Three reports without a runnable reproducer
(NO_REPRO_BATCH): 59693 and 81403 (opt reports whose IR is only an attachment, .zip and .tar.gz) and 214181 (C
source for clang only)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh136"

BATCH = {
    196281: dict(
        tool="opt", args=["-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Assertion `UnscheduledDeps >= 0 && \"Expected valid number of unscheduled deps\"' failed in BoUpSLP::ScheduleData::incrementUnscheduledDeps (SLPVectorizer.cpp:5194), frames BlockScheduling::tryScheduleBundle under recursive BoUpSLP::buildTreeRec, on @f, an x86_64 function of i32/i64 add/or/shl/lshr/zext/mul/trunc chains with constant zero operands across two blocks (alexfh, godbolt assertions trunk, May 2026)",
        reported_message="opt: /root/llvm-project/llvm/lib/Transforms/Vectorize/SLPVectorizer.cpp:5194: int llvm::slpvectorizer::BoUpSLP::ScheduleData::incrementUnscheduledDeps(int): Assertion `UnscheduledDeps >= 0 && \"Expected valid number of unscheduled deps\"' failed.",
        signature_regex=r"Expected valid number of unscheduled deps|incrementUnscheduledDeps",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "assertion-only", "command-inferred", "godbolt-only", "excerpt-truncated"],
        variant_evidence="Assertion-only report (godbolt's assertions trunk, '/root/llvm-project/...'); the assert in ScheduleData::incrementUnscheduledDeps is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (not saved) -debug-pass-manager shows SLPVectorizerPass running on f in 13 and 19, and 19's -S -o - output has no vector type (nothing vectorized): the pass runs on the function and nothing crashes, so nothing can be linked to the assertion. llvm-22 cannot run the pass.",
        notes="IR in the first ``` block of the description (datalayout, triple x86_64-unknown-linux-gnu, one function @f in two blocks, ending with '}'), copied verbatim as repro.ll. No command in the thread text: the description gives the godbolt link 'https://gcc.godbolt.org/z/Y5zaP9ehd' and says the code 'crashes slp vectorizer'; the dump's first line names opt ('opt: /root/llvm-project/...') and the excerpt cuts it at 'and includ', before 'Program arguments'; the continued chunk shows frames #12-#16 (tryScheduleBundle, buildTreeRec). The command is inferred as the plainest 'opt -passes=slp-vectorizer', run with -o /dev/null (classes command-inferred, godbolt-only). 13-19 -> clean (release builds, assertion-only). llvm-22: 'unsupported: pass 'slp-vectorizer' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Labels crash-on-valid, llvm:SLPVectorizer; closed; reporter alexfh (2026-05-07, 'reduced from our internal code'); no comment in the excerpt. The same assertion was reported many times in 2026 (193040 in this batch; 202463, 223225, 217408, 203193, 216623, 194303, 214181 met on the way).",
    ),
    193040: dict(
        tool="opt", args=["-S", "-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Assertion `UnscheduledDeps >= 0 && \"Expected valid number of unscheduled deps\"' failed (title) in the SLP vectorizer's scheduler on @wombat, a FuzzGen-style x86_64 'gc \"statepoint-example\"' function (target-cpu skylake-avx512) whose single loop block carries three i32 phis fed by shl/mul/or/add chains; frames tryToVectorizeSequence / vectorizeChainsInBlock (TatyanaDoubts, godbolt assertions trunk, April 2026)",
        reported_message=None,
        signature_regex=r"Expected valid number of unscheduled deps|incrementUnscheduledDeps",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "assertion-only", "message-in-title", "reported-message-missing", "command-in-prose", "excerpt-truncated"],
        variant_evidence="Assertion-only report (godbolt's assertions trunk); the assert in ScheduleData::incrementUnscheduledDeps is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (not saved) -debug-pass-manager shows SLPVectorizerPass running on wombat in 13 and 19, and 19's -S -o - output has no vector type: the pass runs and nothing crashes, so nothing can be linked to the assertion. llvm-22 cannot run the pass.",
        notes="IR in the ```llvm block of the description (a complete module, 24 lines, attributes #0 = { \"target-cpu\"=\"skylake-avx512\" }), copied verbatim as repro.ll; prose 'To reproduce run opt (-passes=slp-vectorizer) with the test below' and the godbolt stack dump's Program arguments '/opt/compiler-explorer/clang-assertions-trunk/bin/opt -o /app/output.s -S -passes=slp-vectorizer <source>' -> run as 'opt -S -passes=slp-vectorizer -o /dev/null' (class command-in-prose). The module has no pointer type, so 13 and 14 read it unchanged. The assertion text is only in the title: the description's dump is cut at frame #0 and the continued chunk shows frames #15-#19 (tryToVectorizeSequence, vectorizeChainsInBlock, SLPVectorizerPass::runImpl/run), without the assertion line (reported_message null). 13-19 -> clean; llvm-22 -> unsupported (rc 3, 'pass 'slp-vectorizer' is not exposed by llvmlite's pass manager'). Labels crash-on-valid, llvm:SLPVectorizer; closed; reporter TatyanaDoubts (2026-04-20, reproducer https://godbolt.org/z/xe548jazx); no comment in the excerpt.",
    ),
    107037: dict(
        tool="opt", args=["-S", "-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Assertion `Val && \"isa<> used on a null pointer\"' failed (Casting.h:109, isa_impl_cl<To, const From*>::doit) in the SLP vectorizer on @test, an x86_64 i8 function of trunc/add/or chains forming an or-reduction of values derived from 'trunc i32 0 to i8' (dtcxzyw, trunk 20.0git, September 2024)",
        reported_message="opt: /home/dtcxzyw/WorkSpace/Projects/compilers/llvm-project/llvm/include/llvm/Support/Casting.h:109: static bool llvm::isa_impl_cl<To, const From*>::doit(const From*) [with To =",
        signature_regex=r"isa<> used on a null pointer",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "assertion-only", "command-in-ir-comment", "excerpt-truncated"],
        variant_evidence="Assertion-only report (a debug/assertions build of trunk); Casting.h's null check in isa<> is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (not saved) -debug-pass-manager shows SLPVectorizerPass running on test in 13 and 19 and 19's -S -o - output has no vector type: no crash, no segfault from a null dereference, so nothing links a release run to the report. llvm-22 cannot run the pass.",
        notes="IR in the first ``` block of the description, whose first line is the command as an IR comment '; bin/opt -passes=slp-vectorizer test.ll -S' (then datalayout, triple x86_64-unknown-linux-gnu and one function @test ending with '}'), copied verbatim as repro.ll and run as 'opt -S -passes=slp-vectorizer -o /dev/null' (class command-in-ir-comment). The module has no pointer type. The assertion block is cut by the excerpt after '[with To =' (reported_message is its first line as far as the excerpt shows it; the title gives the assertion text); no frame is shown, so the asserting SLP function is not named in the excerpt. 13-19 -> clean (release builds; filed 2024-09-03 against 20.0git trunk); llvm-22 -> unsupported (rc 3). Labels crash-on-valid, llvm:SLPVectorizer; closed; reporter dtcxzyw (godbolt https://godbolt.org/z/14Ea4as18); no comment in the excerpt.",
    ),
    220475: dict(
        tool="opt", args=["-S", "-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Assertion `all_of(Bundles, [](const ScheduleBundle *Bundle) { return Bundle->isScheduled(); }) && \"must be scheduled at this point\"' failed in BoUpSLP::scheduleBlock (SLPVectorizer.cpp:28009) on @_ZN4pbrt9RenderCPUERNS_10BasicSceneE, an x86_64 float function of fadd/fmul/fdiv chains on zero constants with a uselistorder directive (dtcxzyw, trunk, September 2026, regression:23)",
        reported_message="opt: /data/zyw/dev/llvm-project/llvm/lib/Transforms/Vectorize/SLPVectorizer.cpp:28009: void llvm::slpvectorizer::BoUpSLP::scheduleBlock(const llvm::slpvectorizer::BoUpSLP&, BlockScheduling*): Assertion `all_of(B",
        signature_regex=r"must be scheduled at this point|BoUpSLP::scheduleBlock",
        assertion_only=True, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "assertion-only", "command-in-ir-comment", "excerpt-truncated", "regression-after-22"],
        variant_evidence="Assertion-only report (an assertions build of trunk); the assert in BoUpSLP::scheduleBlock is compiled out of release builds. 13, 14, 15, 16 and 19 (release) exit 0 with an empty stderr; by hand (not saved) -debug-pass-manager shows SLPVectorizerPass running on the function in 13 and 19, and both vectorize part of it (13's -S -o - output has 8 lines with a vector type, 19's 7): the scheduler runs on this block and finishes, so nothing can be linked to the assertion. llvm-22 cannot run the pass.",
        notes="IR in the ```llvm block of the description, whose first line is the command as an IR comment '; bin/opt -passes=slp-vectorizer reduced.ll -S' (then datalayout, triple x86_64-pc-linux-gnu, one function ending with a '; uselistorder directives' line 'uselistorder float %5, { 2, 0, 1 }' before '}'), copied verbatim as repro.ll; every release parses the uselistorder directive. Run as 'opt -S -passes=slp-vectorizer -o /dev/null' (class command-in-ir-comment). The assertion line is cut by the excerpt after 'Assertion `all_of(B' (the title has the full text). 13-19 -> clean; llvm-22 -> unsupported (rc 3). The label regression:23 says the crash appeared after the 22 branch (class regression-after-22); no culprit or fix is in the excerpt. Labels confirmed, crash-on-valid, llvm:SLPVectorizer, regression:23; closed; reporter dtcxzyw (2026-09-02); no comment in the excerpt.",
    ),
}

NO_REPRO_BATCH = {
    59693: dict(
        classes=["no-runnable-reproducer", "attachment-only", "slp-vectorizer", "assertion-only"],
        reported_signature="Assertion `LastInst && \"Failed to find last instruction in bundle\"' failed in BoUpSLP::setInsertPointAfterBundle (SLPVectorizer.cpp:8307) with 'opt reduced.ll -passes=slp-vectorizer' on top-of-tree 83d48514 (Meinersbur, December 2022); the reduced IR is only the attachment reduced.zip",
        reported_message="opt: /home/meinersbur/src/llvm-project/llvm/lib/Transforms/Vectorize/SLPVectorizer.cpp:8307: void llvm::slpvectorizer::BoUpSLP::setInsertPointAfterBundle(const llvm::slpvectorizer::BoUpSLP::TreeEntry *): Assertion `LastInst && \"Failed to find last instruction in bundle\"' failed.",
        notes="The description says 'The reproducer [reduced.zip](https://github.com/llvm/llvm-project/files/10298642/reduced.zip) crashes with the top-of-tree LLVM' and gives the console command '$ opt reduced.ll -passes=slp-vectorizer' with the assertion and the start of the stack dump (cut at frame #4). The IR is only inside the zip, so nothing can be run from the thread text (class attachment-only). Labels crash, llvm:SLPVectorizer; closed; reporter Meinersbur (2022-12-24); no comment in the excerpt. Met (rank 5) through the query on 'Expected only tree entries' / 'Not expected gather node'.",
    ),
    81403: dict(
        classes=["no-runnable-reproducer", "attachment-only", "slp-vectorizer", "systemz", "default-pipeline", "assertion-only", "fixed-in-known"],
        reported_signature="Assertion \"Expected item in MinBWs.\" failed (title) in the SLP vectorizer, frame BoUpSLP::vectorizeTree, with 'opt -mtriple=s390x-unknown-linux -mcpu=z16 -O3 tc_slp_MinBWs.ll' (JonPsson1, February 2024); the IR is only the attachment tc_slp_MinBWs.tar.gz",
        reported_message=None,
        fixed_in="JonPsson1 (comment, 2024-02-13), quoting the fix: 'Fixed in [b04dd5d](https://github.com/llvm/llvm-project/commit/b04dd5d187306df9cc7e53ec5a84c1324be63eb8)'",
        notes="The description is the attachment link '[tc_slp_MinBWs.tar.gz](https://github.com/llvm/llvm-project/files/14231821/tc_slp_MinBWs.tar.gz)', the command 'opt -mtriple=s390x-unknown-linux -mcpu=z16 -O3 tc_slp_MinBWs.ll' and one frame '#9 ... llvm::slpvectorizer::BoUpSLP::vectorizeTree('; the assertion text is only in the title. The IR is not in the thread text (class attachment-only). The reporter's comment quotes the fix commit b04dd5d. Labels crash, llvm:SLPVectorizer; closed; reporter JonPsson1 (2024-02-11). Met (rank 5) through the Bugzilla-worded SLP query.",
    ),
    214181: dict(
        classes=["no-runnable-reproducer", "clang-only", "godbolt-only", "slp-vectorizer", "assertion-only", "culprit-known"],
        reported_signature="Assertion `UnscheduledDeps >= 0 && \"Expected valid number of unscheduled deps\"' failed in BoUpSLP::ScheduleData::incrementUnscheduledDeps (SLPVectorizer.cpp:4403), frames BlockScheduling::schedule, compiling a ten-line C function with clang -O2 (dyung, August 2026, bisected to commit 4376b8d, regression:24); no IR in the thread",
        reported_message="clang: /root/llvm-project/llvm/lib/Transforms/Vectorize/SLPVectorizer.cpp:4403: int llvm::slpvectorizer::BoUpSLP::ScheduleData::incrementUnscheduledDeps(int): Assertion `UnscheduledDeps >= 0 && \"Expected valid number of unscheduled deps\"' failed.",
        notes="The reduced test case is C source in a ```c block ('unsigned a; long b; int c; void d() {...}'), compiled by clang at -O2 on godbolt (https://godbolt.org/z/rT8noTj1E; Program arguments '/opt/compiler-explorer/clang-assertions-trunk/bin/clang ... -O2 <source>'); the thread text has no IR and no opt command (classes clang-only, godbolt-only). The reporter bisected the assertion to commit 4376b8d66961db360945db44abe510d9f13abf61 (class culprit-known). Labels confirmed, crash-on-valid, llvm:SLPVectorizer, regression:24; closed; reporter dyung (2026-08-05). Met through the UnscheduledDeps queries (ranks 2 and 3).",
    ),
}

"""Fresh batch 183: crash reports of llvm/llvm-project looked for under the theme "opt crashes where the pipeline is
given with pass parameters or nested adaptors (loop-unroll<O3;no-partial>, simple-loop-unswitch<nontrivial>,
licm<allowspeculation>, loop-mssa(...), function<eager-inv>(...), cgscc(...), require<...>, invalidate<...>, lto<O2>,
thinlto-pre-link<O3>) and crashes that need two or more passes in a given order (-passes=a,b,c)", any year. The vein
is exhausted in this index: 43 look-ups (all `search`, corpus `issues`) returned about 400 results, most of them llvm/llvm-project threads,
and every in-theme crash thread among them was already in `llvm_seen.txt` (the corpus and the claims of earlier
batches hold the pass-parameter / adaptor / pass-order reports of mikaelholmen (bbi-*), TatyanaDoubts (FuzzGen),
dtcxzyw, fraglantia, k-arrows, XChy, zxt5 and the Bugzilla-era zhendongsu/952e6d5a "-a -b -c" chains). The new
numbers the queries surfaced were a missed-optimization (221257), a clang-tidy crash (125589), an MSan explanation
(52877), an MLIR feature request (58771), an LV epilogue branch-weight report (144683), an X86 missed-optimization
(217830 known, 118100 new), and clang-only C reports (54266, 63340): none is a runnable llc/opt/mlir-opt crash. So the
batch has no runnable issue (BATCH is empty) and two reports without a runnable reproducer (NO_REPRO_BATCH), both
LoopVectorize 'Instruction does not dominate all uses!' / processLoop verifyFunction assertions under opt -O3:
190103 (zxt5, April 2026), whose IR the index only ever returned cut off after its first 1,500-character chunk
(two queries aimed at the rest returned nothing of it), and 55459 (JonPsson, May 2022), whose input is only the
attached testcase.tar.gz."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh183"

BATCH = {}

NO_REPRO_BATCH = {
    190103: dict(
        classes=["no-runnable-reproducer", "excerpt-truncated", "loop-vectorize", "default-pipeline", "x86",
                 "assertion-only", "command-in-prose"],
        tool="opt", args=["-O3", "-o", "/dev/null"],
        reported_signature="Assertion `!verifyFunction(*F, &dbgs())' failed in LoopVectorizePass::processLoop (LoopVectorize.cpp:9848) under 'opt -O3' on @f1 of small.ll (x86_64, !prof function entry count: IR carrying profile data), after the verifier prints twice 'Instruction does not dominate all uses!' for the phis %9 (of %e91.sroa.1.3) and %10 (of %conv187) in %for.cond164.preheader / %for.inc168; the crashing pass runs inside 'function<eager-inv>(...,loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,...)' (zxt5, assertions build, April 2026)",
        reported_message="Instruction does not dominate all uses!",
        notes="The description gives a godbolt link, the command in its own block ('$ opt -O3 small.ll -o /dev/null'), the crash output (the two verifier messages, the assertion line of LoopVectorize.cpp:9848, 'Program arguments: opt -O3 small.ll -o /dev/null' and the 'Running pass \"function<eager-inv>(drop-unnecessary-assumes,...,loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,...' line, cut there by the index), then the IR in a ```llvm block. The thread itself holds the whole module, but the index returned only its first 1,500 characters (the same chunk for two queries): the excerpt stops inside %for.body11 ('%b.2292 = phi i32 [ %xor, %for.body'), before the blocks %for.cond52, %for.inc171, %for.cond164.preheader, %for.inc168, %for.cond198 and %f2.exit that the crash output names and before the !29 profile metadata that 'define fastcc void @f1(ptr %d, i1 %cmp) !prof !29' needs; a query aimed at those block names and the metadata returned nothing of it. So no runnable module is in issue.json (class excerpt-truncated; fence.py lists only the command block and the crash-output block, the ```llvm block never closes). Title '[LoopVectorize] Crash at -O3 with profile data'; labels crash, PGO, vectorizers; open; reporter zxt5 (2026-04-02); no comment in the excerpt. Found by the theme's query on require<profile-summary>/codegenprepare (a neighbour, not in theme: its command is plain -O3; its dump shows the parameterised pipeline).",
    ),
    55459: dict(
        classes=["no-runnable-reproducer", "attachment-only", "loop-vectorize", "default-pipeline", "systemz",
                 "assertion-only", "command-in-prose", "fixed-in-known", "related-issue-named", "message-in-title"],
        tool="opt", args=["-S", "-mtriple=s390x-linux-gnu", "-mcpu=z15", "-O3", "-o", "/dev/null"],
        reported_signature="Assertion `!verifyFunction(*L->getHeader()->getParent(), &dbgs())' failed in LoopVectorizePass::processLoop (title; frame '#8 ... llvm::LoopVectorizePass::processLoop(llvm::Loop*)') under 'opt -S -mtriple=s390x-linux-gnu -mcpu=z15 tc_crash0_aftercreduce.ll -O3', after 'Instruction does not dominate all uses!' for '%8 = getelementptr inbounds [2 x i32], ptr @a, i64 0, i64 %7' used by the LCSSA phi '%i8.lcssa = phi ptr [ %i8, %bb26 ], [ %8, %middle.block ]' (JonPsson, SystemZ, May 2022)",
        reported_message="Instruction does not dominate all uses!",
        fixed_in="3bebec6592a4dd8a1fb330382fc8dd4162c6bf44 (fhahn, comment 2022-05-21: 'Should be fixed by 3bebec6592a4dd8a1fb330382fc8dd4162c6bf44.'); fhahn's comment of 2022-05-15 calls it 'the same underlying issue as #51366'",
        notes="The input is only the attachment testcase.tar.gz ('[testcase.tar.gz](https://github.com/llvm/llvm-project/files/8692827/testcase.tar.gz)'): the description gives two commands, 'clang -march=arch13 -Os crash0.i -w -o a.out' and 'opt -S -mtriple=s390x-linux-gnu -mcpu=z15 tc_crash0_aftercreduce.ll -O3 -o /dev/null', and an abridged output ('Instruction does not dominate all uses!' with its two instructions, '...', the processLoop frame #8, '...'), but neither crash0.i nor tc_crash0_aftercreduce.ll is in the thread text (class attachment-only). The verifier line is padded with trailing spaces in the report (terminal width); reported_message drops them. The full assertion text is only in the title, which spells 'getP arent' with a stray space. fhahn links it to #51366 (known, in the corpus) and names the fixing commit. Labels llvm:crash, vectorization; closed; reporter JonPsson (2022-05-14). Found as a neighbour of 190103 (same assertion).",
    ),
}

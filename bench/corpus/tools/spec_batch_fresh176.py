"""Fresh batch 176: crash reports of llvm/llvm-project in opt's mid-level scalar passes (GVN/NewGVN and load PRE,
MemCpyOpt, DSE, LICM, SROA, EarlyCSE, Reassociate, CorrelatedValuePropagation, JumpThreading, SCCP/IPSCCP,
ConstraintElimination, InferAlignment, DivRemPairs, SeparateConstOffsetFromGEP, StraightLineStrengthReduce,
NaryReassociate, GVNHoist/GVNSink, MergedLoadStoreMotion, Sink, tailcallelim, lower-switch, structurizecfg), looked for
by pass name plus 2024-2026 crash words (assertion, hang, 'Broken module found', 'Instruction does not dominate all
uses'). 39 look-ups (all `search`, corpus `issues`). The vein is dry: every crash thread of these passes the index
returned with its reproducer in the text was already in the corpus (llvm_seen.txt), over 150 numbers checked. The only
new in-theme crash report is 58418 (alexgatea, October 2022, a GVN verifier failure 'Instruction does not dominate
all uses!' for 'opt -gvn -S ir.ll'), whose IR is only the attachment ir.ll.txt: NO_REPRO_BATCH. The other new numbers
were a clang-only LSR report (49041), a clang-only SLP report (107057), miscompilations (117550 SROA, labelled invalid;
54545 EarlyCSE), an llvm-reduce assertion (57446) and an indvars -verify-scev report whose input the excerpt does not
show (58439, outside the theme); none was taken. No runnable issue in this batch."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh176"

BATCH = {}

NO_REPRO_BATCH = {
    58418: dict(
        tool="opt", args=["-gvn", "-S"],
        classes=["no-runnable-reproducer", "attachment-only", "verifier-after-pass", "legacy-pass-flag", "typed-pointers", "gvn"],
        reported_signature="GVN leaves IR that fails the verifier, 'Instruction does not dominate all uses!' (%.pre = shl i32 %i12, 2 used by an earlier getelementptr inbounds i32, i32* null, i32 %.pre in the same block): GVNPass replaces uses of an instruction with an equal value computed later in the same block when both successors of a branch are identical, for 'opt -gvn -S ir.ll' (alexgatea, October 2022); the IR is only an attachment",
        reported_message="Instruction does not dominate all uses!",
        notes="The description gives the command ('`opt -gvn -S ir.ll`', the legacy pass flag, class legacy-pass-flag) and the verifier output in a ```console block (three lines: 'Instruction does not dominate all uses!', then '%.pre = shl i32 %i12, 2' and '%i23 = getelementptr inbounds i32, i32* null, i32 %.pre', typed pointers), but the input IR is only the attachment '[ir.ll](https://github.com/llvm/llvm-project/files/9803258/ir.ll.txt)' ('Example IR:'); no IR is in the thread text, so nothing can be run (class attachment-only). The reporter explains the cause (the same 'shl i32 %i12, 2' computed in both branch blocks; in the second block GVN treats it as already available and replaces a use that precedes the replacement) and names the reporter's own patch, https://reviews.llvm.org/D136095, 'up for review' at filing; the excerpt does not say whether it landed, so fixed_in is left empty. Label llvm:GVN; closed; reporter alexgatea (2022-10-17); no comment in the excerpt. Found by the query on GVN PRE verifier failures and confirmed by a second query aimed at its text (same single excerpt both times).",
    ),
}

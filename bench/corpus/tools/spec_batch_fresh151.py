"""Fresh batch 151: IR verifier failures after an opt pass, looked for by the verifier's exact texts ("Instruction
does not dominate all uses!", "PHI nodes not grouped at top of basic block!", "PHINode should have one entry for each
predecessor", "Broken module found, compilation aborted!", "Invalid user of token", "Referring to an instruction in
another function!", "Entry block to function must not have predecessors!", "Call parameter type does not match
function signature!", "Intrinsic has incorrect argument type!", "Stored value type does not match pointer operand
type", "!dbg attachment points at wrong subprogram") combined with opt pass names. The vein is nearly exhausted:
35 look-ups (all `search`, corpus `issues`) returned about 150 llvm-project threads, almost all already in
llvm_seen.txt (the TatyanaDoubts SLPVectorizer "Instruction does not dominate all uses!" series, mikaelholmen's
bbi- reports, k-arrows' godbolt reports, fraglantia's -verify-each reports). "Invalid user of token" and "Entry block
to function must not have predecessors!" never came back from an llvm-project thread at all. Two new runnable
reports, both SLPVectorizer "Instruction does not dominate all uses!" regressions of October/December 2023 from Azul
(danilaml, aleks-tmb) that were fixed within days on trunk (so no measured release has them), and three reports whose
input is only an attachment (NO_REPRO_BATCH): two 2024 TatyanaDoubts SLPVectorizer verifier failures with a Test.ll.tgz
and a 2018 Bugzilla "DISubprogram attached to more than one function" after -argpromotion -instcombine."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh151"

BATCH = {
    69196: dict(
        tool="opt", args=["-S", "-passes=slp-vectorizer", "-slp-threshold=-9999", "-o", "/dev/null"],
        reported_signature="Verifier failure after SLPVectorizer: 'Instruction does not dominate all uses!' then 'LLVM ERROR: Broken module found, compilation aborted!' (title; the body says 'crashes with assertion above') on @foo, a loop whose header phis feed shl/or pairs and an indirect call of null, x86_64; regression from ea7f43ec14c5 (danilaml, October 2023)",
        reported_message=None,
        signature_regex=r"Instruction does not dominate all uses|Broken module found",
        assertion_only=False, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "verifier-after-pass", "message-in-title", "reported-message-missing", "command-in-prose", "godbolt-only", "culprit-known", "fixed-in-known"],
        culprit="ea7f43ec14c5522cec7b787c5fc3c323f7459e89 (reporter: 'After https://github.com/llvm/llvm-project/commit/ea7f43ec...')",
        fixed_in="alexey-bataev (comments, 2023-10-16/17): 'Fixed in 8e2b2c4181506efc5b9321c203dd107bbd63392b', then reopened ('Need to fix other crashes'), then 'Fixed in 66775f8ccdcc8264ef349518e1c59d96d4227823'",
        variant_evidence="None: the verifier runs in release builds too (opt's default verify after the pipeline), so a release that had the bug would print the same message; 13, 14, 15, 16 and 19 all exit 0 with an empty stderr and, by hand with -S -o -, emit valid vectorized IR (13 and 16 build <2 x i32> shl/or plus a shufflevector, 19 a <2 x i32> or): the pass runs and transforms the function without breaking it.",
        notes="IR in the ```llvm block of the description (datalayout, triple x86_64-unknown-linux-gnu, one function @foo), copied verbatim as repro.ll. Command in prose: 'crashes with assertion above when run with `opt  -S -passes=slp-vectorizer -slp-threshold=-9999`', run as 'opt -S -passes=slp-vectorizer -slp-threshold=-9999 -o /dev/null' (class command-in-prose). The failure text is only in the title ('LLVM ERROR: Broken module found, compilation aborted! Instruction does not dominate all uses.'); the body gives a godbolt link instead of output, so reported_message is None. The bug lived only on trunk between ea7f43ec (October 2023, after the 17 branch) and 66775f8c (2023-10-17), so 13-16 predate it and 19 has the fix: all five exit 0 with an empty stderr -> clean. 13 reads this opaque-pointer-free module normally. llvm-22: 'unsupported: pass 'slp-vectorizer' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Labels llvm:crash, llvm:SLPVectorizer; closed; reporter danilaml (2023-10-16).",
    ),
    74607: dict(
        tool="opt", args=["-S", "-passes=slp-vectorizer", "-o", "/dev/null"],
        reported_signature="Verifier failure after SLPVectorizer: 'LLVM ERROR: Broken module found, compilation aborted! Instruction does not dominate all uses.' (title) on @foo, an i64 loop with phis of add/or and a dead getelementptr into ptr addrspace(1); a new case after 66775f8ccdcc, the fix of #69196 (aleks-tmb, December 2023)",
        reported_message=None,
        signature_regex=r"Instruction does not dominate all uses|Broken module found",
        assertion_only=False, status=st(C, C, C, C, C, U),
        classes=["x86", "opt-pipeline", "slp-vectorizer", "verifier-after-pass", "message-in-title", "reported-message-missing", "command-inferred", "godbolt-only", "culprit-known", "fixed-in-known", "related-issue-named"],
        culprit="66775f8ccdcc8264ef349518e1c59d96d4227823 (reporter: 'After 66775f8c... we now have a new one similar issue'; that commit is the fix of #69196)",
        fixed_in="alexey-bataev (comment, 2023-12-06): 'Fixed in 0e1a9e3084cd8dffa5d4f2cf6eabf9e7721e1cdd'",
        variant_evidence="None: the verifier runs in release builds too; 13, 14 (with -opaque-pointers), 15, 16 and 19 exit 0 with an empty stderr with the inferred command, and by hand (not saved) also with -slp-threshold=-9999 (the threshold of the sibling report #69196), so no release shows the broken module.",
        notes="IR in the ```llvm block of the description (one function @foo, no datalayout or triple), copied verbatim as repro.ll. No command in the text: the body gives only 'https://godbolt.org/z/MsM1P5z35' and the labels say llvm:SLPVectorizer, so the command is inferred as the plainest 'opt -S -passes=slp-vectorizer -o /dev/null' (classes command-inferred, godbolt-only); the sibling #69196 (same SLP dominance bug family, named through its fix commit) used -slp-threshold=-9999, which gives the same clean results by hand. The failure text is only in the title; reported_message None. The bug was trunk-only between 66775f8c (2023-10-17) and 0e1a9e30 (2023-12-06), before the 18 branch: 13-16 predate it and 19 has the fix -> clean on all five (13 reads the 'ptr addrspace(1)' module and exits 0, so clean, not invalid-input). llvm-22: 'unsupported: pass 'slp-vectorizer' is not exposed by llvmlite's pass manager' (rc 3) -> unsupported. Labels llvm:crash, llvm:SLPVectorizer; closed; reporter aleks-tmb (2023-12-06).",
    ),
}

NO_REPRO_BATCH = {
    101213: dict(
        classes=["no-runnable-reproducer", "attachment-only", "godbolt-only", "x86", "opt-pipeline", "slp-vectorizer", "verifier-after-pass"],
        reported_signature="Verifier failure after SLPVectorizer: 'Instruction does not dominate all uses!' (a shufflevector of <2 x ptr addrspace(1)> used by an extractelement placed before it), 'LLVM ERROR: Broken module found, compilation aborted!' with 'opt -S -passes slp-vectorizer -slp-threshold=-99999' (godbolt assertions trunk, TatyanaDoubts, July 2024)",
        reported_message="Instruction does not dominate all uses!",
        notes="The test is only the attachment '[Test.ll.tgz](https://github.com/user-attachments/files/16431764/Test.ll.tgz)' and a godbolt link ('Reproducer : https://godbolt.org/z/GW41a7WP6'); the description holds the command ('-passes slp-vectorizer -slp-threshold=-99999') and the verifier output with the stack dump, but no IR (classes attachment-only, godbolt-only). Labels llvm:crash, llvm:SLPVectorizer; closed; reporter TatyanaDoubts (2024-07-30); no comment in the excerpt.",
    ),
    102187: dict(
        classes=["no-runnable-reproducer", "attachment-only", "godbolt-only", "x86", "opt-pipeline", "slp-vectorizer", "verifier-after-pass"],
        reported_signature="Verifier failure after SLPVectorizer: 'The unwind destination does not have an exception handling instruction!' (two invokes of null unwinding to %bb4) and 'LandingPadInst not the first non-PHI instruction in the block.', then 'LLVM ERROR: Broken module found, compilation aborted!' with 'opt -S -passes slp-vectorizer -slp-threshold=-99999' (godbolt assertions trunk, TatyanaDoubts, August 2024)",
        reported_message="The unwind destination does not have an exception handling instruction!",
        notes="The test is only the attachment '[Test.ll.tgz](https://github.com/user-attachments/files/16513795/Test.ll.tgz)' plus 'Reproducer https://godbolt.org/z/f4szGsMYd'; the description gives the command ('-passes slp-vectorizer -slp-threshold=-99999') and the verifier output, but no IR (classes attachment-only, godbolt-only): the SLP vectorizer apparently put vector code in front of a landingpad. Labels crash-on-valid, llvm:SLPVectorizer; closed; reporter TatyanaDoubts (2024-08-06); no comment in the excerpt.",
    ),
    37462: dict(
        classes=["no-runnable-reproducer", "attachment-only", "bugzilla-import", "opt-pipeline", "argpromotion", "instcombine", "verifier-after-pass", "legacy-pass-flag", "typed-pointers", "culprit-known"],
        reported_signature="Verifier failure 'DISubprogram attached to more than one function' (!1 = distinct !DISubprogram(name: \"func_27\") on i64 ()* @func_27) then 'LLVM ERROR: Broken module found, compilation aborted!' with 'opt -S -o - foo.ll -argpromotion -instcombine', a regression after r336419 (mikaelholmen, Bugzilla PR38114, July 2018)",
        reported_message="DISubprogram attached to more than one function",
        culprit="r336419 (title: 'with -argpromotion -instcombine after r336419')",
        notes="Bugzilla import (PR38114; labels bugzilla, debuginfo, llvm:crash, tools:opt; closed; reporter mikaelholmen, 2018-07-10). The input foo.ll is the attachment 'reproducer' (a .gz behind a user-images link); the description's IR is the '*** IR Dump Before Module Verifier ***' print, i.e. the module after argpromotion and instcombine, not the input, and the excerpt cuts it inside @func_27 (class attachment-only). Command in legacy pass syntax, 'opt -S -o - foo.ll -argpromotion -instcombine'. Nothing runnable is in the thread text.",
    ),
}

"""Fresh batch 162: llc/opt crash reports of llvm/llvm-project looked for by their reporters' habits rather than by
pass name: fuzzing-campaign handles and templates (libFuzzer/llvm-isel-fuzzer, 'found by fuzzer', godbolt assertion
trunk, csmith, yarpgen, alive2, llvm-stress and its '@autogen_SD' functions, FuzzGen, IRFuzzer/aflplusplus-isel,
tc-compiler-fuzz, mikaelholmen's 'bbi-NNNNN.ll' template, TatyanaDoubts', cpython-java's, TyeYeah's, Emilyaxe's and
fraglantia's templates) and the reporter names that recurred in the answers. 39 look-ups (all `search`, corpus
`issues`). The vein is mined out: of about 150 distinct llvm/llvm-project threads the queries returned, every llc/opt
crash report whose thread text holds a runnable IR reproducer was already in /work/llvm_seen.txt. The new threads
were an llvm-isel-fuzzer driver crash on a malformed corpus file (180828, not llc/opt), an SLP crash whose excerpt
is cut in the middle of its reproducer's phi list, twice (134013, skipped, not claimed), a RISC-V csmith miscompile
(90380) and two crash reports whose input is only an attachment. So BATCH is empty and NO_REPRO_BATCH holds those
two: an opt SLPVectorizer assertion "trying to erase instruction with users." with the IR attached as f.txt (79229)
and an llc debug-info DIE crash with the IR attached as prog.ll.txt (151619)."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh162"

BATCH = {}

NO_REPRO_BATCH = {
    79229: dict(
        tool="opt", args=["-passes=slp-vectorizer", "-mcpu=x86-64-v3", "-disable-output"],
        classes=["no-runnable-reproducer", "attachment-only", "slp-vectorizer", "x86", "assertion-only", "command-in-prose", "culprit-known", "fixed-in-known"],
        reported_signature="Assertion \"trying to erase instruction with users.\" in the SLP vectorizer (BoUpSLP's erasure of vectorized scalars) for 'opt -passes=slp-vectorizer -mcpu=x86-64-v3 -disable-output f.ll', failing after ac254fc05598 '[SLP]Improve tryToGatherExtractElements by using per-register analysis.' (valerydmit, January 2024); the assertion text is only in the title",
        reported_message=None,
        fixed_in="alexey-bataev (comment, 2024-01-24): 'Fixed in 48bbd7658710ef1699bf2a6532ff5830230aacc5'; a second attached test case (crash.txt) hitting the same assertion: 'Fixed in 6fe21bc1dac883efa0dfa807f327048ae9969b81' (2024-01-25)",
        notes="The command is in prose ('to reproduce:\\nopt -passes=slp-vectorizer -mcpu=x86-64-v3 -disable-output f.ll') but the input is only the attachment '[f.txt](https://github.com/llvm/llvm-project/files/14030909/f.txt)' ('f.ll attached as f.txt'); the reporter's second test case is also an attachment ('[crash.txt](.../files/14044996/crash.txt)'). No IR, no stack dump and no assertion line are in the thread text; the failure is named only by the title (class attachment-only; reported_message None, as the report quotes no output line). The culprit is named as a full commit block (ac254fc055980219b30821c3717c6b7db0fbbc46, Alexey Bataev, 2023-04-18, D148855); both fixes are named by alexey-bataev in comments. Labels llvm:SLPVectorizer; closed; reporter valerydmit (2024-01-23). Not a fuzzer report: a neighbour that the query aimed at 134013's continuation returned.",
    ),
    151619: dict(
        tool="llc", args=[],
        classes=["no-runnable-reproducer", "attachment-only", "asm-printer", "reported-message-missing", "command-inferred"],
        reported_signature="llc crashes while generating debug information: a null context DIE when creating a type DIE ('llc crash generating type die'; DwarfUnit/DwarfDebug under the AsmPrinter), stack trace and IR only in attachments (demoitem, August 2025)",
        reported_message=None,
        notes="The whole description is one sentence ('llc crashes generating debug code with the context die null.') and two attachments, '[crashtrace.txt](https://github.com/user-attachments/files/21539939/crashtrace.txt)' and '[prog.ll.txt](https://github.com/user-attachments/files/21539974/prog.ll.txt)'; no IR, no command line and no output are in the thread text (classes attachment-only, reported-message-missing; the command would be plain 'llc' on prog.ll, hence command-inferred, args left empty). The stage is inferred from the words 'type die' / 'context die' (DIE construction for debug info happens in the AsmPrinter's DwarfDebug), not from a frame. No labels; open when indexed; reporter demoitem (2025-08-01); no comment in the excerpt. Found by the query on IRFuzzer's aflplusplus-isel crash-report paths, which returned it as a neighbour.",
    ),
}

"""Fresh batch 174: RISC-V crash reports of llvm/llvm-project looked for by extension name: the vector extension
(+v, zve32x, zve64d, zvl256b, zvfh/zvfhmin, zvfbfmin, zvbb, RVV intrinsics llvm.riscv.vle/vsetvli,
-riscv-v-vector-bits-min), bit-manipulation (zbb, zbkb, xtheadba), zfa, zfh/zhinx, zfinx/zdinx, zicond, CORE-V
(xcvalu/xcvbitmanip), SiFive xsfvcp, Qualcomm xqci, zcmp, zilsd, zacas, and rv32/rv64 triples with -target-abi.
37 look-ups (all `search`, corpus `issues`); the vein is dry: every llc/opt crash thread the queries returned was
already in llvm_seen.txt (about 130 distinct known numbers), and the other new numbers were not crash reports
(89833 a miscompile, 197006 a miscompile, 129474 a missed optimization, 131833 a tracking issue, 63296 a clang 12
link-time ABI error without IR). No runnable issue. One report without a runnable reproducer (NO_REPRO_BATCH):
#100822, an "FP not reserved" assertion with the lp64e/ilp32e ABIs whose reduced IR the index cuts inside the
attribute group's target-features string; three queries (the last two aimed at the rest of the IR, the command and
the module flags) returned the same excerpt cut at the same place."""
from spec_llvm import R, O, C, E, I, U, st   # noqa

SPLIT = "fresh174"

BATCH = {}

NO_REPRO_BATCH = {
    100822: dict(
        classes=["riscv", "no-runnable-reproducer", "excerpt-truncated", "assertion-only", "reported-message-missing", "prolog-epilog"],
        reported_signature="Assertion \"FP not reserved\" fails for riscv64 with the RVE ABI lp64e (and ilp32e for riscv32) on a 'main' that makes a variadic call through a null function pointer (reduced from a printf hello-world compiled with -march=rv64iv -mabi=lp64e); the frame pointer is needed but not reserved under the E ABIs (patrick-rivos, fuzzer, July 2024)",
        reported_message=None,
        notes="Description: a C hello-world ('With `-march=rv64iv -mabi=lp64e`') and a 'Reduced LLVM IR:' block (datalayout with S64, triple riscv64-unknown-linux-gnu, @main doing 'tail call i32 (ptr, ...) null(ptr null)', attributes #0 with a long target-features string). The excerpt the index returns, three times for three different queries, stops inside that string ('...,-xwchc,-za128rs,-za64'), so the attribute group never closes and the module cannot parse; whatever followed (the rest of the features, any module flag carrying target-abi=lp64e, the llc command and the assertion output) is not in the text seen. The ABI is named only in prose (-mabi=lp64e); an llc run would need -target-abi=lp64e, which the excerpt never shows. The title gives the assertion text 'FP not reserved' but not its file/line, so reported_message is null. The assertion concerns the frame pointer (x8/s0) not being reserved when a frame pointer is needed, i.e. prologue/epilogue or frame-index elimination (class prolog-epilog, read from the title; no stack is shown). The C source is for clang. Nothing runnable with llc or opt in the thread text as seen. Open; no labels in the excerpt; reporter patrick-rivos (2024-07-26); no comment in the excerpt. Claimed and built (issue.json, fence.py shows turn 0 block 1 '[llvm ir] 10 lines', ending at the cut) but not measured.",
    ),
}

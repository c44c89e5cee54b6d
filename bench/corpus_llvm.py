"""Corpus evaluation: `triage` on every llvm-project issue of the two corpora, agreement per
(issue, release) with the hand-decided labels, reported per part.

Parts (each reported on its own, never pooled):

- ``old``: the shared corpus (``../shared/corpus/llvm``), labels ``debian_llvm`` only;
- ``tune``: reprobot's own corpus (``bench/corpus/llvm``), issues with ``"split": "tune"`` —
  the rules were built and tuned on these;
- ``heldout``: the same corpus, ``"split": "heldout"`` — nobody tuned on these; this script
  is the only thing that reads them.
- ``fresh``: the same corpus, ``"split": "fresh"`` — issues found and labelled after the
  rules were built (first measured untouched: bench/results/corpus_llvm_fresh_untouched.md);
  four classes of its misses were then fixed in general form, so it is no longer untouched.
- ``fresh2``: a second batch found and labelled later, measured untouched before those
  fixes (bench/results/corpus_llvm_fresh2_untouched.md), never tuned on.
- ``fresh3``: a third batch found and labelled later still (LoongArch, MIPS, WebAssembly and more),
  measured untouched (bench/results/corpus_llvm_fresh3_untouched.md), never tuned on.
- ``fresh4``: a fourth batch (AMDGPU, M68k, AVR, Xtensa, AArch64, RISC-V, NVPTX, X86, PowerPC, InstCombine),
  labelled before reprobot ever ran on it; not in the default ``--parts`` (name it to run it),
  never tuned on.
- ``fresh5``: a fifth batch (AMDGPU, X86, AArch64, ARM, MIPS, RISC-V, SimplifyCFG, LoopVectorize),
  labelled before reprobot ever ran on it; not in the default ``--parts`` (name it to run it),
  never tuned on.
- ``fresh6``: a sixth batch (AMDGPU error diagnostics and GlobalISel, AArch64 SME, ARM MVE, X86,
  SPARC, NVPTX, loop-reduce, loop-interchange), measured untouched
  (bench/results/corpus_llvm_fresh6_untouched.md), then tuned on; not in the default ``--parts``.
- ``fresh7``: a seventh batch (AMDGPU, Hexagon, AArch64, X86 incl. MIR from stdin, RISC-V,
  slp-vectorizer), measured untouched (bench/results/corpus_llvm_fresh7_untouched.md: 65/72), then
  tuned on (``llc -x mir``); not in the default ``--parts``.
- ``fresh8``: an eighth batch (X86 incl. ``evex512`` features, AArch64, WebAssembly), measured
  untouched (bench/results/corpus_llvm_fresh8_untouched.md: 24/30); its IR-feature rows were then
  relabelled to the shared corpus's convention (bench/corpus/README.md, "Relabelled rows"); not in
  the default ``--parts``.
- ``fresh9``: a ninth batch (AMDGPU, X86, AArch64 incl. GlobalISel, WebAssembly, MIPS, RISC-V,
  loop-vectorize, loop-load-elim), measured untouched (bench/results/corpus_llvm_fresh9_untouched.md:
  64/66), then tuned on (a cut assertion line's location, the legacy pass-flag refusal); not in the
  default ``--parts``.
- ``fresh10``: a tenth batch (InstCombine hangs, simplifycfg, indvars, X86 ``Cannot select``, NVPTX),
  measured untouched (bench/results/corpus_llvm_fresh10_untouched.md: 53/54), not tuned on; not in
  the default ``--parts``.
- ``fresh11`` … ``fresh14``: four batches built in one session by parallel helpers (fresh11 AMDGPU,
  NVPTX and opt; fresh12 LoongArch, SystemZ, ARM, X86; fresh13 opt passes; fresh14 AArch64
  GlobalISel/SVE, X86, Thumb, AVR), each measured untouched first
  (bench/results/corpus_llvm_fresh1{1,2,3,4}_untouched.md: 58/60, 53/54, 71/78, 54/72), then tuned
  on (the classes and relabels in bench/corpus/README.md); not in the default ``--parts``.
- ``fresh15`` … ``fresh17``: NVPTX and DAGCombiner (fresh15), opt passes and AMDGPU MIR (fresh16), opt
  and codegen passes, Hexagon (fresh17), each measured untouched first
  (bench/results/corpus_llvm_fresh1{5,6,7}_untouched.md: 38/42, 55/60, 37/42), then tuned on.
- ``fresh18``: llc crash reports of backends (AMDGPU, LoongArch, PowerPC, AArch64, X86; 7 issues),
  labelled before reprobot ever ran on it; not measured yet, not in the default ``--parts`` (name it to
  run it).
- ``fresh19``: opt middle-end passes (VectorCombine, LoopVectorize, the -O3 pipeline) and the IR reader
  (LLParser, the debug-info upgrade), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh20``: llc crash reports with failure text placed or worded unusually (a MachineSink hang, GlobalISel's
  'unable to translate', 'Unsupported library call operation', an UNREACHABLE, a bitcode report whose IR text no
  release parses; 7 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh21``: llc backends, AMDGPU first (the fast VGPR allocator, a register-coalescer MIR test), then AVR, VE,
  X86 GlobalISel and a SelectionDAG combine, and CodeGenPrepare through opt (7 issues), labelled before reprobot
  ever ran on it; not in the default ``--parts``.
- ``fresh22``: opt middle-end crash reports with failure text placed or worded unusually (InstCombine's
  fixpoint-verification LLVM ERROR in four placements and two wordings, a verifier error blamed on LICM, a
  legacy ``-instcombine`` flag in a title, an assertions-only ``-debug`` in the command; 7 issues), labelled
  before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh23``: llc crash reports of backends other than AMDGPU (PowerPC, AArch64, Xtensa, X86, WebAssembly,
  MIPS; 8 issues) whose triple or command is only implied or whose release builds crash without the reported
  assertion, labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh24``: opt middle-end crash reports of passes not yet in the corpus (IndVars and SLPVectorizer verifier
  errors, LoopDeletion, ArgumentPromotion, EarlyCSE, IPSCCP, Reg2Mem; 8 issues) with the command in prose or a
  stack dump, a Windows-format assertion, an option later releases removed, or the message only in a title,
  labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh25``: llc crash reports of SelectionDAG type legalization ('Do not know how to promote / soften / widen',
  'Unsupported library call operation') on AArch64, Hexagon, X86 and RISC-V, an X86 AsmPrinter assertion and a
  typed-load cast assertion (8 issues), whose triple or command is often only implied, labelled before reprobot
  ever ran on it; not in the default ``--parts``.
- ``fresh26``: an old X86 FastISel (``-O0``) assertion fixed before LLVM 13, a ``print<cost-model>`` UNREACHABLE,
  LoopInterchange and LoopFusion assertions of 2025-2026 (a verifier message only in the title, commands in an IR
  comment, a RUN line or nowhere, an option no Debian release knows) and an X86 ISel assertion whose IR is in a
  console transcript (8 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh27``: crash reports found by exact LLVM assertion texts (inliner getOperand, DAGCombiner freeze, SLP
  invalid cast, RISC-V cost model, operand-bundle lowering, X86 GlobalISel register class, loop-vectorize vector
  type, AArch64 GlobalISel legalizer; 8 issues, mostly assertion-only), labelled before reprobot ever ran on it;
  not in the default ``--parts``.
- ``fresh28``: opt LoopStrengthReduce (LCSSA), LoongArch and RISC-V instruction selection (4 issues; the search
  index returned few middle-end reports not already taken), labelled before reprobot ever ran on it; not in the
  default ``--parts``.
- ``fresh29``: a Hexagon HVX -O0 assertion whose release builds run out of memory and an AArch64 SVE constrained
  fcmp whose IR block starts with the llc command line (2 issues), labelled before reprobot ever ran on it; not
  in the default ``--parts``.
- ``fresh30``: an AMDGPU GlobalISel uniformity assertion and an X86 SLP-vectorizer SCEV assertion (2 issues; the
  AMDGPU threads with a complete reproducer are all taken), labelled before reprobot ever ran on it; not in the
  default ``--parts``.
- ``fresh31``: AArch64 GlobalISel, X86 ISel/DAGCombiner, SystemZ DAGCombiner (a command naming only ``-mcpu=z10``)
  and AArch64 StackMaps assertions (5 issues), labelled before reprobot ever ran on it; not in the default
  ``--parts``.
- ``fresh32``: reports found by exact error texts (Cannot select on bf16/f16 conversions, SVE INSERT_SUBVECTOR
  widening, a SystemZ live-segment verifier failure, x86 FP_TO_INT and fpowi assertions; 10 issues), labelled before
  reprobot ever ran on it; not in the default ``--parts``.
- ``fresh33``: TypePromotion casts, loop-vectorize, a PowerPC inline-asm copy UNREACHABLE and an x86 DAGCombiner
  operand assertion (5 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh34``: opt middle-end assertions (MemorySSA, loop-vectorize dominance, alignment, AutoUpgrade of invalid
  intrinsic calls; 10 issues, most clean on every release), labelled before reprobot ever ran on it; not in the
  default ``--parts``.
- ``fresh35``: backend machine-verifier and lowering failures (PowerPC pwr10, x86 AVX-512 selects and va_arg, an
  AArch64 GlobalISel type mismatch, Hexagon, LoongArch prologue insertion; 8 issues), labelled before reprobot ever
  ran on it; not in the default ``--parts``.
- ``fresh36``: IR-level failures on invalid or broken IR (bad call signatures after InstCombine and in the IR
  reader's auto-upgrade, an invalid intrinsic user, CodeGenPrepare on scalable vectors, jump-threading, SLP,
  inliner; 8 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh37``: GlobalISel/MIR-era backend reports (RISC-V global register, ARM block placement, X86 two-address inline
  asm, RISC-V ISel; 4 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh38``: opt middle-end reports from fuzzers and default-pipeline passes (IR parser constants, DSE,
  aggressive-instcombine, SimplifyCFG hangs, loop-vectorize, GVN; 8 issues), labelled before reprobot ever ran on it;
  not in the default ``--parts``.
- ``fresh39``: SelectionDAG legalization and lowering errors on other targets than AMDGPU (X86, AArch64, RISC-V,
  WebAssembly, LoongArch, VE; 10 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh40``: crashes in machine passes after instruction selection (register coalescer, scheduler, greedy
  allocator, VirtRegRewriter, RISC-V vector peephole, frame lowering; 7 issues), labelled before reprobot ever ran
  on it; not in the default ``--parts``.
- ``fresh41``: opt analyses and less-searched passes (loop-deletion, correlated-propagation, loop-vectorize,
  ComplexDeinterleaving; 5 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh42``: LLVM 13-16 era reports (AArch64 machine combiner, WebAssembly CFG sort, InstCombine constant
  expressions, RISC-V Zdinx, loop-vectorize; 6 issues), labelled before reprobot ever ran on it; not in the default
  ``--parts``.
- ``fresh43``: the smaller backends (MSP430 machine verifier, BPF, MIPS r6; 3 issues), labelled before reprobot ever
  ran on it; not in the default ``--parts``.
- ``fresh44``: the IR or machine verifier rejecting a pass's output (PowerPC, dead-argument elimination,
  loop-interchange; 6 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh45``: fatal backend errors other than "Cannot select" (static initializers, libcalls, read_register,
  type splitting; 9 issues), labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh46``: hangs in llc and opt (DAG combiner loops on X86, RISC-V, LoongArch; VectorCombine; 7 issues),
  labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh47`` … ``fresh50``: coroutine/IPO/RS4GC passes (7), instrumentation passes (4), NVPTX (6), SLP
  vectorizer (5); each labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh51`` … ``fresh53``: X86 lowering and combines (7), AArch64/RISC-V lowering (9), PowerPC/LoongArch/ARM
  lowering (4); each labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh54`` … ``fresh57``: an AArch64 GlobalISel-fallback report (1), a Bugzilla-era GVN report with its IR
  only attached (0 runnable), AMDGPU MIR and attachment-only reports (1 runnable of 3), opt FixIrreducible and
  SimplifyCFG assertion-only reports (3 runnable of 4): the search index's last finds; each labelled before
  reprobot ever ran on it; not in the default ``--parts``.
- ``fresh58`` … ``fresh61``: from whole-thread issue dumps (the search tool's code corpus, every comment kept,
  llvmbot's mirror included): llc crashes of AMDGPU, NVPTX and other backends (7), X86/SelectionDAG (7), AArch64,
  RISC-V, PowerPC, WebAssembly, Hexagon, Mips (11), opt vectorizers, InstCombine and DependenceAnalysis (12); each
  labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh62`` … ``fresh64``: more whole-thread dumps: IR reader, auto-upgrade, coroutine and AArch64 debug-value
  reports (8), code emission, MC and SPIR-V (6), hangs, register allocation and a reproducer only in a comment
  (6); each labelled before reprobot ever ran on it; not in the default ``--parts``.
- ``fresh65``: eight issues earlier batches skipped only because the issues corpus's excerpts cut them, built
  from their whole-thread dumps (a jump-threading hang, Hexagon, RISC-V, X86, AVR, Attributor); labelled before
  reprobot ever ran on it; not in the default ``--parts``.
- ``fresh66`` … ``fresh71``: more whole-thread dumps: backend codegen by label, opt (SLP and loop-vectorize
  assertion-only reports and regressions), reports found by their failure text, by llvmbot's HTML-escaped
  mirrors, by backend and opt title prefixes; each labelled before reprobot ever ran on it; not in the default
  ``--parts``.
- ``mlir0`` … ``mlir3``: MLIR reproducers for ``mlir-opt`` (Debian's mlir-N-tools; llvm-22 is unsupported):
  ``mlir0`` (one issue) was built while adding mlir-opt support and tuned on; ``mlir1``-``mlir3`` were
  labelled before reprobot ever ran on them; not in the default ``--parts``. ``mlir4`` … ``mlir22``: later
  MLIR batches of the same kind (fuzzer reports, dialect and pass names, issue write-ups), each labelled
  before reprobot ran on it and measured once, untouched (bench/results/corpus_llvm_mlirN_untouched.md).
- ``mlir23``: mlir-opt crash reports found by dialect and pass words (canonicalize, tensor, linalg, vector,
  memref, transform) plus one of mlir22's leads (204712); labelled before reprobot ever ran on it.
- ``mlir24``: 15 mlir-opt crash reports (affine/scf/memref/spirv/vector/bufferization passes, 2022-26), among them
  the leads 61710 (taken) and 59496, 102577, 118774, 59135, 74306 (not taken), labelled from measured stderr before
  reprobot ever ran on them; not in the default ``--parts``.
- ``mlir25``: mlir-opt reproducers, mostly bufferization (one-shot-bufferize options, sparsification-and-bufferization),
  plus gpu-kernel-outlining, gpu-module-to-binary and affine-loop-fusion (13 issues); labelled before reprobot ran
  on it; not in the default ``--parts``.
- ``mlir26``: 15 mlir-opt crash reports found by less common dialect and pass words (async, complex, pdl,
  test passes, ub-to-spirv, lower-host-to-llvm, gpu-to-llvm, remove-dead-values, a debug-counter option);
  labelled before reprobot ever ran on them; not in the default ``--parts``.
- ``mlir27``: MLIR batch found with generic pass-word searches (canonicalize, cse, sccp, inline, symbol-dce,
  loop-invariant-code-motion, control-flow-sink, remove-dead-values), labelled before reprobot ran on it; not in
  the default ``--parts``.
- ``mlir28``: twelve mlir-opt crash reports (2022-26) found from leads and by pass/dialect words: -convert-tensor-to-spirv,
  -test-spirv-module-combiner, -mlprogram-pipeline-globals, -scf-forall-to-for, -lower-affine, test passes (symbol
  uses, foo analysis, LLVM legalize patterns) and one no-pass verifier crash; labelled before reprobot ran on it.
- ``mlir29``: 15 mlir-opt crash reports (vector/func/GPU to LLVM, memref, scf parser, emitc, bufferization,
  test passes), labelled before reprobot ran on them.
- ``mlir30``: thirteen mlir-opt crash reports (canonicalize, scf parallel-loop passes, int-range, mem2reg, emitc,
  memref, sanitizer-only), labelled before reprobot ran on it; not in the default ``--parts``.
- ``mlir31``: mlir-opt reports whose commands run several passes (two-pass pipelines, three pass options, the
  --sparsifier pipeline) or come from release builds, with single-pass ones; labelled before reprobot ran on it.
- ``mlir32``: fourteen mlir-opt crash reports (-remove-dead-values, --affine-scalrep, -affine-data-copy-generate),
  labelled before reprobot ran on it.
- ``mlir34``: thirteen mlir-opt crash reports (canonicalize, sccp, transform interpreter, xegpu, bufferization,
  test passes, one no-pass verifier crash), labelled before reprobot ran on it.
- ``mlir35``: fourteen mlir-opt crash reports, mostly test passes (func erase/insert arg/result, written-to, alias
  analysis, legalize-unknown-root, loop fusion, lower-to-llvm with one-shot-bufferize) plus math-legalize-to-f32,
  convert-scf-to-cf and one parser crash; labelled before reprobot ran on it.
- ``fresh81``: nine opt crash reports (loop-vectorize, loop-unroll, simple-loop-unswitch+licm), mostly the Azul
  fuzzer's; every backend lead was already known; labelled before reprobot ran on it; not in the default ``--parts``.
- ``fresh82``: four opt crash reports (slp-vectorizer, iroutliner, inline, a legacy ``-instcombine`` with the
  reproducer in a comment); labelled before reprobot ran on it; not in the default ``--parts``.
- ``fresh83``: eight reports completed from earlier batches' cut leads and their neighbours: opt loop-vectorize, llc
  WebAssembly indirectbr-expand (command inferred), mlir-opt convert-vector-to-spirv/-llvm/-xegpu,
  int-range-optimizations, canonicalize; labelled before reprobot ran on it; not in the default ``--parts``.
- ``fresh84``: three reports reached while the AMDGPU pass/MIR vein came back dry: llc on amdgcn (alias-to-alias
  in the resource-usage analysis, release builds crash intermittently), opt load-store-vectorizer (typed pointers),
  llc -tls-load-hoist on x86; labelled before reprobot ran on it; not in the default ``--parts``.
- ``mlir33``: twelve mlir-opt crash reports (tosa-to-linalg, buffer deallocation passes, tosa decompositions,
  linalg-to-loops, inline with release-variant crashes and one release hang), labelled before reprobot ran on them.
- ``mlir38``: ten mlir-opt crash reports on passes little tried before (lower-vector-multi-reduction, arm-sme tile
  allocation, transform interpreter, tensor-to-linalg, math-expand-ops, gpu-module-to-binary, unsigned-when-equivalent,
  convert-to-spirv, convert-to-llvm option), four with no message in the excerpt; labelled before reprobot ran on it.
- ``mlir36``: eight mlir-opt crash reports (canonicalize, remove-dead-values, sparsifier and
  sparsification-and-bufferization, convert-arith-to-llvm, async runtime pipeline, a test type-conversion pass, one
  no-pass verifier crash), labelled before reprobot ran on them.
- ``mlir37``: nine mlir-opt crash reports (one-shot-bufferize, sparsification-and-bufferization, normalize-memrefs,
  affine-super-vectorizer-test, tensor-bufferize, sparse-compiler, convert-memref-to-llvm), labelled before reprobot
  ran on them.
- ``mlir39``: ten mlir-opt crash reports on dialect-conversion passes (convert-arith-to-amdgpu,
  convert-affine-for-to-gpu, convert-scf/func-to-spirv, convert-memref-to-emitc, a convert-to-llvm option,
  convert-shard-to-mpi, wrap-emitc-func-in-class), labelled before reprobot ran on them.
- ``mlir40``: twelve mlir-opt crash reports on loop transformations and their test passes (affine-loop-unroll,
  test-loop-unrolling, affine-pipeline-data-transfer, affine-loop-normalize, test-parallel-loop-unrolling,
  resolve-ranked-shaped-type-result-dims, test-affine-reify-value-bounds, convert-tensor-to-linalg,
  affine-super-vectorizer-test), labelled before reprobot ran on them.
- ``mlir41``: twelve mlir-opt crash reports in the core (no pass: parsing, verifying, a dense_resource blob; the
  bytecode writer and test-bytecode-roundtrip, test-ir-visitors, symbol tables, ensure-debug-info-scope-on-llvm-func,
  the inliner, a verifier call after convert-func-to-llvm), labelled before reprobot ran on them.
- ``mlir42``: thirteen mlir-opt crash reports on the tensor-algebra dialects and their lowerings (tosa-to-arith,
  tosa-to-scf, tosa-to-linalg, tosa-to-linalg-named, linalg-fold-unit-extent-dims, a linalg.pack decomposition by the
  transform interpreter, convert-ub-to-llvm folding a tensor op, sharding-propagation, a shard canonicalization), three
  with release-variant crashes; labelled before reprobot ran on them.
- ``mlir44``: ten mlir-opt crash reports in the vector and GPU-side dialects (test-vector-break-down-bitcast,
  test-eliminate-vector-masks, test-math-to-vcix, arm-sme-vector-legalization, xegpu-blocking,
  decorate-spirv-composite-type-layout, canonicalize of tensor.from_elements on complex, an index.rems fold under
  convert-scf-to-openmp), labelled before reprobot ran on them.
- ``mlir43``: fourteen mlir-opt crash reports on bufferization and memory passes (ownership-based-buffer-deallocation,
  buffer-hoisting, buffer-loop-hoisting, buffer-results-to-out-params, one-shot-bufferize options,
  eliminate-empty-tensors, sparse-compiler, lower-sparse-ops-to-foreach, test-emulate-narrow-int,
  arith-unsigned-when-equivalent, three OpenACC passes), labelled before reprobot ran on them.
- ``mlir45``: thirteen mlir-opt crash reports on folds, canonicalizations and test/analysis passes
  (test-bytecode-roundtrip=test-kind=2, an affine.delinearize_index fold under affine-fold-memref-alias-ops,
  arith-int-range-narrowing, canonicalize of affine.apply, test-foo-analysis, test-liveness-analysis,
  test-print-liveness, test-data-layout-query, tosa-validate), six with release-variant crashes; labelled before
  reprobot ran on them.
- ``mlir46``: seven mlir-opt crash reports in the lowering to the LLVM dialect and GPU targets (gpu-to-llvm three
  times: a C-interface wrapper on an !async.token argument, alloca_scope with generic_atomic_rmw, alloca_scope
  returning tensors; a func-to-llvm pipeline with llvm-request-c-wrappers, the gpu.func verifier,
  convert-math-to-apfloat, the XeVM pipeline), labelled before reprobot ran on them.
- ``mlir47``: fourteen mlir-opt crash reports left complete by earlier batches and their neighbours
  (convert-memref-to-spirv and convert-scf-to-spirv on a zero-element memref, affine-data-copy-generate on
  non-integer memory spaces three times, test-constant-fold with and without test-loop-unrolling, five
  test-bytecode-roundtrip reports, tosa-to-arith folding int_div by zero, lower-affine on a "maxf" reduction of a
  memref), five with release-variant crashes; labelled before reprobot ran on them.
- ``mlir48``: ten mlir-opt crash reports found by reporter (Colloportus0, BealZephyr, xisang0, sweead,
  Anonymous7i0em3yd): test-match-reduction twice, test-scf-pipelining twice, test-affine-parametric-tile twice,
  canonicalize (StaticTensorGenerate), linalg-generalize-named-ops, buffer-hoisting and a five-pass tosa/affine
  command, four with release-variant crashes; labelled before reprobot ran on them.
- ``mlir50``: three mlir-opt crash reports in rarer dialects: outline-shape-computation (shape), an IRDL type with
  an empty name, and the OpenACC acc.parallel verifier on a misspelt device-type property (a release-build crash
  on 19); labelled before reprobot ran on them.
- ``mlir49``: six mlir-opt crash reports on the transform dialect (transform-dialect-check-uses twice,
  transform-interpreter twice, test-transform-dialect-interpreter, transform-preload-library on an empty file),
  one with a release-variant crash; labelled before reprobot ran on it.
- round 15 (2026-12-06), each batch built by its own helper side by side, labelled before reprobot ran on it and
  measured untouched once (``bench/results/corpus_llvm_<part>_untouched.md``): ``fresh85`` (AMDGPU, math
  intrinsics), ``fresh86`` (opt passes), ``fresh87`` (CPU backends), ``fresh88`` (llc/opt reports of thinly
  covered years), ``fresh89`` (llc reports found by unusual IR), ``fresh90`` (IR-feature reports), ``fresh91``
  (ten crash reports without a runnable reproducer), ``fresh92`` (rarer failure texts), ``fresh93``/``fresh94``
  (llc/opt reports found through fix pull requests), ``mlir51``-``mlir54`` (mlir-opt: SROA and parser crashes,
  test passes, crash and hang texts, -test-ir-visitors).
- round 16 (2026-12-07), the same way, in three waves measured untouched at the commit in force (6a1af5f,
  bbad221, 1687a11): ``fresh95`` (AMDGPU through IR content), ``fresh96`` (rare failure texts of CPU backends),
  ``fresh97`` (hangs, runaway memory, stack overflows), ``fresh98`` (opt on unusual IR constructs), ``fresh99``
  (release-build reports), ``fresh100`` (X86/AArch64 subtarget flags), ``fresh101`` (opt reports of 2021-2023),
  ``fresh102`` (other backends' IR), ``fresh103`` (GlobalISel), ``fresh104``-``fresh107`` (AMDGPU MIR, machine
  passes, vectorizers, IR reading: mostly reports without a runnable reproducer), ``mlir55``-``mlir58`` and
  ``mlir60`` (mlir-opt: conversions and unregistered dialects, generic passes and affine, affine/scf loops,
  tensor/memref/bufferization, test passes).
- round 17 (2026-12-07), the same way, in three waves measured untouched at the commit in force (edf309f,
  20de999d, beaf6a5c): ``fresh108`` (AMDGPU 2025-2026), ``fresh109`` (fuzzer-style opt reports), ``fresh110``
  (RISC-V, Mips, PowerPC), ``fresh111`` (less common backends: reports without a runnable reproducer),
  ``fresh112`` (hangs and blow-ups), ``fresh113`` (X86/AArch64 2024-2026), ``fresh114``-``fresh117`` (Bugzilla-era
  AMDGPU, X86, opt and other backends), ``fresh118`` (AsmPrinter, MC, debug info, inline asm), ``fresh119`` (rarer
  IR passes), ``fresh120`` (the newest crash-on-valid reports), ``fresh121`` (reporters' own report wording),
  ``fresh122`` (rare IR constructs), ``fresh123`` (leads, indented Bugzilla IR), ``mlir61``-``mlir65`` (mlir-opt:
  conversions, canonicalization and folding, rarer dialects, op content, fuzzer reporters).
- round 18 (2026-12-07), the same way, in four waves measured untouched at the commit in force (87666066,
  92a021b5, 1c8196cb, edd4374c): ``fresh124`` (verifier failures after a pass), ``fresh125`` (titles without
  "crash"), ``fresh126`` (reduced IR in a later comment), ``fresh127`` (MIR, partial pipelines), ``fresh128``
  (regressions), ``fresh129`` (GPU stacks), ``fresh130`` (SelectionDAG functions), ``fresh131`` (analyses),
  ``fresh132`` (debug info), ``fresh133`` (GlobalISel off AMDGPU), ``fresh134``-``fresh139`` (InstCombine, VPlan,
  SLP, machine passes, target lowering, AMDGPU code, each by the function a report names), ``fresh140``-``fresh143``
  (default pipelines, smaller backends, typed-pointer era), ``mlir66``-``mlir71`` (mlir-opt: parser/printer/verifier,
  transform dialect, bufferization, core infrastructure, SCF/affine/vector, the LLVM dialect).
- round 19 (2026-12-07), the same way, in three waves measured untouched at the commit in force (0a7e1370,
  49e8601e, 49e8601e): ``fresh144`` (isel "Cannot select"), ``fresh145`` (type legalization), ``fresh146`` (opt
  loop passes), ``fresh147`` (interprocedural passes), ``fresh148`` (smaller backends), ``fresh149`` (GPU IR
  passes), ``mlir72`` (MLIR folds), ``mlir73`` (MLIR conversions and analyses); ``fresh150`` (machine verifier),
  ``fresh151`` (IR verifier after a pass), ``fresh152`` (hangs), ``fresh153`` (X86 lowering), ``fresh154``
  (AArch64/RISC-V), ``fresh155`` (2025-26 fuzzer reports), ``mlir74`` (TOSA/Linalg), ``mlir75`` (MLIR
  parser/printer); ``fresh156`` (calling conventions, EH), ``fresh157`` (intrinsics by name), ``fresh158``
  (sanitizers, PGO, coroutines), ``fresh159`` (inline asm, MC), ``fresh160`` (AMDGPU by generation),
  ``fresh161`` (reports against the installed releases), ``mlir76`` (rarer MLIR dialects), ``mlir77`` (MLIR
  test passes).
- round 20 (2026-12-07), the same way, in three waves measured untouched (at c929f8ae, 1c90e5a2, 89d17e0c):
  ``fresh162`` (fuzzer templates, reporters), ``fresh163`` (other frontends' IR), ``fresh164`` (-O0, FastISel,
  GlobalISel, RegAllocFast), ``fresh165`` (debug info, metadata), ``fresh166`` (analyses), ``fresh167`` (AMDGPU
  machine passes; empty), ``mlir78`` (SPIR-V/EmitC, emulation; empty), ``mlir79`` (generic region transforms);
  ``fresh168`` (rarer IR features), ``fresh169`` (MIR), ``fresh170`` (reducer output, bisected regressions),
  ``fresh171`` (failure wordings), ``mlir80`` (lowering pipelines), ``mlir81`` (passes named in prose);
  ``fresh172`` (X86 ISA features), ``fresh173`` (AArch64 SVE/SME), ``fresh174`` (RISC-V extensions), ``fresh175``
  (NVPTX, WebAssembly, BPF), ``fresh176`` (mid-level scalar passes), ``fresh177`` (2022-23 reports), ``mlir82``
  (affine), ``mlir83`` (GPU dialects);
  round 21: ``fresh178`` (printing and timing flags, analysis printers), ``fresh179`` (second reports of known
  crashes; empty), ``fresh180`` (reproducers in a later comment), ``fresh181`` (MC layer, DXIL, SPIR-V; none
  runnable), ``mlir84`` (small MLIR dialects), ``mlir85`` (pass options and pipeline syntax); ``fresh182``
  (target intrinsics in the middle end), ``fresh183`` (pass parameters; none runnable), ``fresh184`` (AMDGPU
  failure messages), ``fresh185`` (hangs; none runnable);
  round 22, by the development version string a stack dump prints: ``fresh186`` (15-16; none runnable),
  ``fresh187`` (17-18), ``fresh188`` (19-20; none runnable), ``fresh189`` (21-24; empty), ``mlir86``
  (mlir-opt; empty).
- ``rocm1``, ``rocm2``: crash reports met while searching AMD's trackers: rocm1 holds llvm/llvm-project
  ROCDL-lowering reports, rocm2 one ROCm/legacy-rocm-build issue (``repo`` in INDEX.json names it).

``--parts`` takes any of these names; an own-corpus part is every issue whose ``split`` in
``bench/corpus/llvm/INDEX.json`` has that name.

Label mapping (corpus label ↔ reprobot outcome; one row each, nothing else counts as agreement):

===============  =================================================================
label            reprobot agrees when the run's outcome is
===============  =================================================================
reproduces       ``reproduces`` (any grade that the rules in `reducers.grade` turn into it)
other-crash      ``other-failure`` (another crash)
error            ``other-failure`` (a clean diagnostic is a failure, not the bug)
clean            ``clean``
invalid-input    ``invalid-input``
unsupported      llvm-22 only: the toolchain is listed in the result's ``unsupported``
                 (llvmlite cannot honour the command) — an infra-error run does not count
===============  =================================================================

``timeout`` / ``infra-error`` never agree with any label. Issues without a runnable reproducer
(empty ``debian_llvm``) are not (issue, release) pairs; they are counted per issue: reprobot
agrees when no run says ``reproduces`` (it must not claim a result the thread cannot give).

Each run's graded match (`reducers.grade`: exact, reworded, release-variant, different) is
tallied per part. Misses are listed with the issue's classes. Prints the tables and writes
bench/results/corpus_llvm.{md,json}. The per-issue tables also show one column per installed
Triton LLVM snapshot (``llvm@triton-X.Y.Z``, assertions on; not labelled in either corpus).

For every issue of the ``old`` part with a crash it also compares the release windows before
(Debian releases and llvmlite only, the toolchains reprobot had without the snapshots) and
after (the whole timeline): regression window (last good … first bad) and fix window (last bad
… fixed in), as toolchains, as llvm-project commit ranges, and in months of llvm-project
history (each row placed at its date: a release at its branch month, a snapshot at its pin
date or the middle of its version's window). Writes bench/results/corpus_llvm_windows.{md,json}
with the median narrowing of the windows that are bounded on both sides.

    python bench/corpus_llvm.py [--parts old,tune,heldout,fresh,fresh2,fresh3] [--reduce --budget 60] [--only 200792,57398]
    python bench/corpus_llvm.py --parts fresh4      # the fourth batch, only when named
    python bench/corpus_llvm.py --parts fresh5      # the fifth batch, only when named
    python bench/corpus_llvm.py --parts fresh6      # the sixth batch, only when named
    python bench/corpus_llvm.py --parts fresh7      # the seventh batch, only when named
    python bench/corpus_llvm.py --parts fresh8      # the eighth batch, only when named
    python bench/corpus_llvm.py --parts fresh9      # the ninth batch, only when named
    python bench/corpus_llvm.py --parts fresh10     # the tenth batch, only when named
    python bench/corpus_llvm.py --parts fresh11,fresh12,fresh13,fresh14,fresh15,fresh16,fresh17
    python bench/corpus_llvm.py --parts fresh18     # the eighteenth batch, only when named
    python bench/corpus_llvm.py --parts fresh19     # the nineteenth batch, only when named
    python bench/corpus_llvm.py --parts fresh20     # the twentieth batch, only when named
    python bench/corpus_llvm.py --parts fresh21     # the twenty-first batch, only when named
    python bench/corpus_llvm.py --parts fresh22     # the twenty-second batch, only when named
    python bench/corpus_llvm.py --parts fresh23     # the twenty-third batch, only when named
    python bench/corpus_llvm.py --parts fresh24     # the twenty-fourth batch, only when named
    python bench/corpus_llvm.py --parts fresh25     # the twenty-fifth batch, only when named
    python bench/corpus_llvm.py --parts fresh26     # the twenty-sixth batch, only when named
    python bench/corpus_llvm.py --parts fresh27     # the twenty-seventh batch, only when named
"""
from __future__ import annotations

import argparse
import collections
import json
import math
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reducers.outcome import Outcome  # noqa: E402
from workers.bisect.release import bisect_releases  # noqa: E402
from workers.llvm_project import LLVMProject  # noqa: E402
from workers.pipeline import triage  # noqa: E402
from workers.settings import Settings  # noqa: E402

LABEL_TO_OUTCOME = {"reproduces": "reproduces", "other-crash": "other-failure", "error": "other-failure",
                    "clean": "clean", "invalid-input": "invalid-input", "unsupported": "unsupported"}
SHORT = {"reproduces": "R", "clean": "C", "other-failure": "O", "invalid-input": "I", "timeout": "T",
         "unsupported": "U", "infra-error": "X", "-": "-"}
DEBIAN = ["13", "14", "15", "16", "19"]


def issues_of(part: str, shared: Path, own: Path) -> list[Path]:
    """Issue folders of one part, by issue number. The split is read from INDEX.json so that
    a held-out issue's own files are opened only to be evaluated."""
    if part == "old":
        dirs = [d for d in (shared / "llvm").iterdir() if d.is_dir() and d.name.isdigit()]
    else:
        index = json.loads((own / "llvm" / "INDEX.json").read_text())
        dirs = [own / "llvm" / str(e["number"]) for e in index if e["split"] == part]
    return sorted(dirs, key=lambda p: int(p.name))


def got_outcome(res: dict, tid: str) -> tuple[str, str, str]:
    """(outcome, match grade, evidence) of toolchain `tid` in a triage result."""
    if tid in (res.get("unsupported") or {}):
        return "unsupported", "", res["unsupported"][tid][:160]
    r = (res.get("runs") or {}).get(tid)
    if not r:
        return "-", "", ""
    m = r.get("match") or {}
    return r["outcome"], m.get("grade", ""), m.get("evidence", "")


def evaluate_issue(d: Path, part: str, settings: Settings, snaps: list[str]) -> tuple[dict, dict]:
    issue = json.loads((d / "issue.json").read_text())
    exp = json.loads((d / "expected.json").read_text())
    t0 = time.monotonic()
    res = triage(issue, settings).result()
    wall = time.monotonic() - t0
    labels = {f"llvm-{v}": e["status"] for v, e in (exp.get("debian_llvm") or {}).items()}
    if (exp.get("llvm_22") or {}).get("status"):
        labels["llvm-22"] = exp["llvm_22"]["status"]
    pairs = []
    for tid, label in labels.items():
        outcome, grade, evidence = got_outcome(res, tid)
        pairs.append({"toolchain": tid, "label": label, "outcome": outcome, "grade": grade, "evidence": evidence,
                      "agrees": outcome == LABEL_TO_OUTCOME[label]})
    b = res.get("bisection") or {}
    return {
        "issue": d.name, "part": part, "classes": exp.get("classes") or [],
        "runnable": bool(labels), "extracted": bool(res["reproducers"]),
        "command": res["primary"]["command"] if res["primary"] else "",
        "expected_command": " ".join([exp.get("tool") or "", *[a for a in exp.get("args") or []]]),
        "pairs": pairs,
        "llvm22": got_outcome(res, "llvm-22")[0],
        "snapshots": {t: got_outcome(res, t)[0] for t in snaps},
        "claims_reproduction": any(r.get("outcome") == "reproduces" for r in res["runs"].values()),
        "grades": {t: (r.get("match") or {}).get("grade", "") for t, r in res["runs"].items()},
        "bisection": {k: b.get(k) for k in ("first_bad", "fixed_in", "last_good", "summary", "evidence")} if b else None,
        "reduction": ({"before": res["reduction"]["before"], "after": res["reduction"]["after"],
                       "verified": res["reduction"]["verified"]} if res.get("reduction") else None),
        "wall_s": round(wall, 1),
    }, res


def miss_kind(label: str, outcome: str, command: str, expected: str) -> str:
    """What went wrong, from the pair alone: the command differs from the corpus's (flags, as
    sets, output flags aside), or the run was judged wrongly (which way)."""
    def flags(c: str) -> set[str]:
        return {t for t in c.split()[1:] if t.startswith("-") and t not in ("-", "-o", "-S", "-disable-output")}
    tool = lambda c: c.split()[0] if c.split() else ""  # noqa: E731
    if expected and command and (tool(command) != tool(expected) or flags(command) != flags(expected)):
        return "command differs"
    want = LABEL_TO_OUTCOME.get(label, label)
    if want == "reproduces":
        return "crash not linked to the report" if outcome == "other-failure" else f"reproduction missed ({outcome})"
    if outcome == "reproduces":
        return "crash linked to the report wrongly" if want == "other-failure" else f"false reproduction ({label})"
    if want == "invalid-input":
        return f"input the release cannot run, taken as {outcome}"
    if outcome == "invalid-input":
        return f"taken as invalid input ({label})"
    return f"{label} taken as {outcome}"


def summarize(rows: list[dict]) -> dict:
    pairs = [p for r in rows for p in r["pairs"]]
    debian = [p for p in pairs if p["toolchain"] != "llvm-22"]
    l22 = [p for p in pairs if p["toolchain"] == "llvm-22"]
    no_rep = [r for r in rows if not r["runnable"]]
    # grades of the labelled runs (Debian 13-19, llvm-22); "no crash" = the run did not crash
    grades = collections.Counter(p["grade"] or ("no crash" if p["outcome"] not in ("unsupported", "-") else "not run")
                                 for p in pairs)
    by_label = collections.Counter(f"{p['label']}:{p['grade'] or '-'}" for p in pairs if p["grade"])
    misses = [{"issue": r["issue"], "toolchain": p["toolchain"], "label": p["label"], "outcome": p["outcome"],
               "grade": p["grade"], "evidence": p["evidence"], "classes": r["classes"], "command": r["command"],
               "expected_command": r["expected_command"],
               "kind": miss_kind(p["label"], p["outcome"], r["command"], r["expected_command"])}
              for r in rows for p in r["pairs"] if not p["agrees"]]
    misses += [{"issue": r["issue"], "toolchain": "*", "label": "no runnable reproducer",
                "outcome": "claims reproduces", "grade": "", "evidence": "", "classes": r["classes"],
                "command": r["command"], "expected_command": "", "kind": "false reproduction (no runnable input)"}
               for r in no_rep if r["claims_reproduction"]]
    return {
        "issues": len(rows), "runnable": len(rows) - len(no_rep),
        "pairs": len(pairs), "agree": sum(p["agrees"] for p in pairs),
        "debian_pairs": len(debian), "debian_agree": sum(p["agrees"] for p in debian),
        "llvm22_pairs": len(l22), "llvm22_agree": sum(p["agrees"] for p in l22),
        "no_reproducer_issues": len(no_rep), "no_reproducer_agree": sum(not r["claims_reproduction"] for r in no_rep),
        "grades": dict(sorted(grades.items())),
        "grades_by_label": dict(sorted(by_label.items())),
        "labels": dict(collections.Counter(p["label"] for p in pairs)),
        "misses": misses,
    }


def _pct(a: int, n: int) -> str:
    return f"{a}/{n} = {100 * a / n:.1f}%" if n else "-"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--shared", default=str(ROOT.parent / "shared" / "corpus"), help="the shared corpus root")
    ap.add_argument("--own", default=str(ROOT / "bench" / "corpus"), help="reprobot's own corpus root")
    ap.add_argument("--parts", default="old,tune,heldout,fresh,fresh2,fresh3",
                    help="comma-separated: old (shared corpus) and/or own-corpus splits: tune, heldout, fresh, fresh2, fresh3, "
                         "fresh4 ... fresh20, fresh21, fresh22, fresh23, fresh24, fresh25, fresh26, fresh27 (fresh4-fresh27 are not in the default)")
    ap.add_argument("--reduce", action="store_true", help="also reduce (slow; agreement does not need it)")
    ap.add_argument("--budget", type=float, default=60.0, help="reduction budget per issue, seconds")
    ap.add_argument("--only", default="")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "corpus_llvm"))
    a = ap.parse_args()
    settings = Settings(pipeline={"reduce_budget_s": a.budget, "jobs": 2, "reduce": a.reduce})
    infos = LLVMProject(llvm_root=settings.pipeline.llvm_root).toolchains()  # the timeline, oldest first
    snaps = [t.id for t in infos if t.origin == "triton"]
    windows: list[dict] = []
    only = set(a.only.split(",")) - {""}
    parts = [p for p in a.parts.split(",") if p]
    rows: dict[str, list[dict]] = {}
    t_all = time.monotonic()
    for part in parts:
        rows[part] = []
        for d in issues_of(part, Path(a.shared), Path(a.own)):
            if only and d.name not in only:
                continue
            r, res = evaluate_issue(d, part, settings, snaps)
            rows[part].append(r)
            if part == "old" and any(v["outcome"] == "reproduces" for v in res["runs"].values()):
                windows.append(window_row(d.name, res, infos))
            print(f"{part:8} {_line(r)}", flush=True)
    summaries = {p: summarize(rs) for p, rs in rows.items()}
    wall = time.monotonic() - t_all
    md = _markdown(rows, summaries, a, wall, snaps)
    print("\n".join(md[md.index("## Agreement"):]))
    out = Path(a.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".md").write_text("\n".join(md) + "\n")
    out.with_suffix(".json").write_text(json.dumps({"parts": summaries, "toolchains": [t.to_json() for t in infos],
                                                    "rows": rows, "wall_s": round(wall)}, indent=1))
    if windows:
        write_windows(windows, infos, out.with_name(out.name + "_windows"))
    return 0


# ------------------------------------------------------------------ windows before/after
def bounds(date: str) -> tuple[float, float] | None:
    """``2024-05-27`` / ``2024-07`` / ``2024-07…2025-01`` -> (earliest, latest) in months
    since year 0; None when unknown or open-ended."""
    ends = [int(y) * 12 + int(m) - 1 + (int(d) - 1) / 30 if d else int(y) * 12 + int(m) - 1
            for y, m, d in re.findall(r"(\d{4})-(\d{2})(?:-(\d{2}))?", date)]
    if not ends or (date.endswith("…") and len(ends) == 1):
        return None
    return min(ends), max(ends)


def _span(b: dict, lo: str, hi: str, dates: dict) -> float | None:
    """At most this many months of history lie between the two rows (a row known only to
    within its X.0.0git window counts with the window's far end)."""
    a, z = b.get(lo), b.get(hi)
    if not a or not z or bounds(dates[a]) is None or bounds(dates[z]) is None:
        return None
    return round(bounds(dates[z])[1] - bounds(dates[a])[0], 1)


def window_row(issue: str, res: dict, infos: list) -> dict:
    """Regression and fix windows before (no snapshots) and after (all toolchains). When the
    crash reproduces only on assertion builds (none of the release builds shows it), only
    the assertion rows are used: a release build's "clean" says nothing about an assertion
    (how reports are graded is decided elsewhere; this is what the bench measures)."""
    order = [t.id for t in infos if t.id in res["runs"]]
    refs = {t.id: t.commit for t in infos}
    repos = {t.id: t.repository for t in infos}
    dates = {t.id: t.date for t in infos}
    snaps = {t.id for t in infos if t.origin == "triton"}
    asserting = {t.id for t in infos if t.assertions}
    bad = {t for t in order if res["runs"][t]["outcome"] == "reproduces"}
    assertion_only = bool(bad) and bad <= asserting
    if assertion_only:
        order = [t for t in order if t in asserting]
    out = {"issue": issue, "rows": "assertion builds" if assertion_only else "all"}
    for name, ids in (("before", [t for t in order if t not in snaps]), ("after", order)):
        b = bisect_releases([(t, Outcome(res["runs"][t]["outcome"])) for t in ids], refs=refs, repos=repos).to_json()
        last_bad = next((t for t in reversed(ids) if b["verdicts"].get(t) == "bad"), None)
        out[name] = {
            "last_good": b["last_good"], "first_bad": b["first_bad"], "last_bad": last_bad, "fixed_in": b["fixed_in"],
            "commit_window": (b["commit_window"] or {}).get("text", ""),
            "fix_commit_window": (b["fix_commit_window"] or {}).get("text", ""),
            "regression_months": _span(b, "last_good", "first_bad", dates),
            "fix_months": _span({**b, "last_bad": last_bad}, "last_bad", "fixed_in", dates),
        }
    return out


def write_windows(windows: list[dict], infos: list, out: Path) -> None:
    def ends(w: dict, lo: str, hi: str) -> str:
        a, z = w[lo], w[hi]
        if not z:
            return "-"
        return f"{a} … {z}" if a else f"(no good before) {z}"

    both, factors, rows_md = [], [], []
    opened = closed = 0
    for w in windows:
        b, a = w["before"], w["after"]
        for kind in ("regression", "fix"):
            mb, ma = b[f"{kind}_months"], a[f"{kind}_months"]
            if mb is None and ma is None:
                continue
            if mb is not None and ma is not None and ma > 0:
                both.append(mb / ma)
            # unbounded counts as infinitely long: a window that gained a bound narrowed without limit
            factors.append(math.inf if mb is None else (0.0 if ma is None else (mb / ma if ma > 0 else math.inf)))
            closed += mb is None and ma is not None
            opened += mb is not None and ma is None

        def m(x: float | None) -> str:
            return "-" if x is None else f"{x:g}"

        rows_md.append(
            f"| {w['issue']} | {w['rows']} | {ends(b, 'last_good', 'first_bad')} | {m(b['regression_months'])} "
            f"| {ends(a, 'last_good', 'first_bad')} | {m(a['regression_months'])} | {a['commit_window'] or '-'} "
            f"| {ends(b, 'last_bad', 'fixed_in')} | {m(b['fix_months'])} | {ends(a, 'last_bad', 'fixed_in')} "
            f"| {m(a['fix_months'])} | {a['fix_commit_window'] or '-'} |")
    med_all = statistics.median(factors) if factors else None
    med_both = statistics.median(both) if both else None
    summary = (f"{len(windows)} corpus issues crash somewhere. Median narrowing (before/after length) over the "
               f"{len(factors)} windows bounded before or after, an unbounded window counting as infinitely long: "
               f"{med_all:.2f}x; over the {len(both)} bounded both before and after: {med_both:.2f}x. "
               f"{closed} windows gained a bound the releases did not give (before: unbounded); {opened} lost one."
               if factors and both else f"{len(windows)} corpus issues crash somewhere; too few bounded windows")
    md = ["# Release windows before and after the Triton LLVM snapshots", "",
          "Command: `python bench/corpus_llvm.py`. Before: Debian LLVM 13-19 and llvmlite's LLVM 22 only; after: the "
          "whole timeline (" + ", ".join(t.id for t in infos) + "). Windows are toolchains on llvm-project history; "
          "months: at most this much llvm-project history lies in the window (a release at its branch month, a "
          "snapshot at its pin date or, when only its X.0.0git window is known, the window's far end; see "
          "`reprobot toolchains`). The commit ranges are what a commit bisection starts from; "
          "their commit counts are unknown here (no local llvm-project mirror).", "",
          "Rows: an issue that reproduces only on assertion builds is judged on those rows alone (a release "
          "build's clean run says nothing about an assertion).", "",
          "| issue | rows | regression before | months | regression after | months | commits after | fix before "
          "| months | fix after | months | fix commits after |", "|---" * 12 + "|", *rows_md, "", summary, ""]
    out.with_suffix(".md").write_text("\n".join(md))
    out.with_suffix(".json").write_text(json.dumps({
        "summary": summary, "median_narrowing": med_all, "median_narrowing_bounded_both": med_both,
        "narrowing": [f if math.isfinite(f) else "inf" for f in factors], "gained_bound": closed, "lost_bound": opened,
        "windows": windows}, indent=1))
    print(summary)


def _cell(p: dict) -> str:
    got = SHORT.get(p["outcome"], p["outcome"])
    g = {"exact": "", "reworded": "~", "release-variant": "v", "different": "", "": ""}.get(p["grade"], "")
    return f"✓{got}{g}" if p["agrees"] else f"✗{got}{g}≠{SHORT[LABEL_TO_OUTCOME[p['label']]]}"


def _line(r: dict) -> str:
    if not r["runnable"]:
        return f"{r['issue']:>7} no runnable reproducer; claims reproduction: {r['claims_reproduction']}"
    return (f"{r['issue']:>7} {'x' if r['extracted'] else '-'} " + " ".join(f"{_cell(p):8}" for p in r["pairs"])
            + f" {r['wall_s']}s  {r['command'][:70]}")


def _markdown(rows: dict, summaries: dict, a, wall: float, snaps: list[str]) -> list[str]:
    md = ["# Corpus evaluation: `reprobot triage` on llvm-project issues", "",
          f"Command: `python bench/corpus_llvm.py --parts {a.parts}`" + (f" --reduce (budget {a.budget:.0f}s)" if a.reduce else "")
          + f"; wall {wall:.0f}s. Parts: `old` = ../shared/corpus/llvm (labels for Debian 13-19 only), `tune` and "
          "`heldout` / `fresh` / `fresh2` / `fresh3` = bench/corpus/llvm by its `split` (Debian 13-19 and llvm-22). "
          "Rules were tuned on `old` and `tune`; four general classes seen on `fresh` were fixed after it was measured "
          "untouched; `heldout`, `fresh2` and `fresh3` were never tuned on.", "",
          "Mapping (label → reprobot outcome): reproduces → reproduces; other-crash → other-failure; "
          "error → other-failure; clean → clean; invalid-input → invalid-input; unsupported (llvm-22) → listed as "
          "unsupported. Issues without a runnable reproducer agree when reprobot claims no reproduction.", "",
          "Cells: ✓ agrees / ✗got≠label; R reproduces, C clean, O other failure, I invalid input, U unsupported, "
          "T timeout, X infra error; grade marks: ~ reworded, v release-variant (no mark: exact or different). "
          "Columns t3.x.y: the LLVM inside triton 3.x.y (`llvm@triton-3.x.y`, assertions on), not labelled.", "",
          "## Agreement", "",
          "| part | issues (runnable) | pairs agree | Debian 13-19 | llvm-22 | no-reproducer issues | grades (labelled runs) |",
          "|---|---|---|---|---|---|---|"]
    for p, s in summaries.items():
        md.append(f"| {p} | {s['issues']} ({s['runnable']}) | {_pct(s['agree'], s['pairs'])} | "
                  f"{_pct(s['debian_agree'], s['debian_pairs'])} | {_pct(s['llvm22_agree'], s['llvm22_pairs'])} | "
                  f"{_pct(s['no_reproducer_agree'], s['no_reproducer_issues'])} | "
                  + ", ".join(f"{g} {n}" for g, n in s["grades"].items()) + " |")
    md += ["", "Grades against labels (label:grade, labelled runs that crashed):", ""]
    for p, s in summaries.items():
        md.append(f"- {p}: " + ", ".join(f"{k} {n}" for k, n in s["grades_by_label"].items()))
    md += ["", "## Misses", ""]
    for p, s in summaries.items():
        md.append(f"### {p}: {len(s['misses'])}")
        md.append("")
        if s["misses"]:
            md += ["| issue | toolchain | label | reprobot | grade | miss | issue classes | command (reprobot / corpus) |",
                   "|---|---|---|---|---|---|---|---|"]
            for m in s["misses"]:
                md.append(f"| {m['issue']} | {m['toolchain']} | {m['label']} | {m['outcome']} | {m['grade']} | "
                          f"{m['kind']} | {', '.join(m['classes'])} | `{m['command']}` / `{m['expected_command']}` |")
            md.append("")
    md += ["## Per issue", ""]
    for p, rs in rows.items():
        short = [t.removeprefix("llvm@triton-") for t in snaps]
        md += [f"### {p}", "", "| issue | command | " + " | ".join(f"llvm-{v}" for v in DEBIAN) + " | llvm-22 | "
               + "".join(f"t{v} | " for v in short) + "first bad | wall s |", "|---" * (10 + len(short)) + "|"]
        for r in rs:
            if not r["runnable"]:
                md.append(f"| {r['issue']} | (no runnable reproducer) | " + " | ".join(["-"] * (6 + len(snaps)))
                          + f" | {'claims R ✗' if r['claims_reproduction'] else '✓ none'} | {r['wall_s']} |")
                continue
            cells = {x["toolchain"]: _cell(x) for x in r["pairs"]}
            b = r["bisection"] or {}
            fb = (b.get("first_bad") or "-") + (f" (fixed {b['fixed_in']})" if b.get("fixed_in") else "")
            md.append(f"| {r['issue']} | `{r['command']}` | " + " | ".join(cells.get(f"llvm-{v}", "-") for v in DEBIAN)
                      + f" | {cells.get('llvm-22', SHORT.get(r['llvm22'], r['llvm22']))} | "
                      + "".join(f"{SHORT.get(r['snapshots'].get(t, '-'), '?')} | " for t in snaps) + f"{fb} | {r['wall_s']} |")
        md.append("")
    return md


if __name__ == "__main__":
    sys.exit(main())

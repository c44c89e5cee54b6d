"""MLIR batch 85 (helper session mlir85): mlir-opt crash reports of llvm/llvm-project triggered by pass options and
pipeline syntax rather than by the input (theme: --pass-pipeline strings with nested anchors and options,
-pass-name="opt1=v1 opt2=v2" option parsing, list options, missing, empty or invalid option values, canonicalize /
inline / test-pass options, --mlir-pass-pipeline-crash-reproducer and --run-reproducer, --dump-pass-pipeline, and
pipelines that crash only in one order of passes; any year). 27 look-ups (all `search`, corpus `issues`; one
`find_string` to check a detail, which found nothing of MLIR's). The vein is nearly dry: every --pass-pipeline,
canonicalize/inline option, list-option, option-value-zero, debug-counter and IR-printing thread the queries returned
was already in /work/llvm_seen.txt (the fuzzer series of xisang0, Colloportus0, BealZephyr, Lambor24, Aran-414,
Anonymous7i0em3yd and others). What was left: a crash-reproducer option pair that aborts with an LLVM ERROR on an
empty module (the sibling of the known 128342 and of 59972/61578's IR-printing LLVM ERROR), two passes that assert
when a required option is left at its default (--sparse-vectorization without vl, -test-extract-fixed-outer-loops
without test-outer-loop-sizes, the 2023 forerunner of the known 116360/128305), and an assertion while
--dump-pass-pipeline prints the --sparsifier pipeline (a command with no input file, run on an empty stdin; its
message is cut from the excerpt). One report without a runnable reproducer: --sparsifier with an unexpanded lit
substitution as gpu-format, on an in-tree integration test file not shown in the thread. Labelled from the measured
stderr before reprobot ran on them."""
from spec_llvm import R, O, C, E, I, U, st  # noqa: F401  (loaded through spec_llvm, whose constants come first)


SPLIT = "mlir85"

BATCH = {
    128344: dict(
        tool="mlir-opt", args=["--mlir-pass-pipeline-local-reproducer", "--mlir-pass-pipeline-crash-reproducer=%t", "-o", "/dev/null"],
        reported_signature="LLVM ERROR: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first (report_fatal_error while mlir-opt sets up the crash reproducer) for --mlir-pass-pipeline-local-reproducer --mlir-pass-pipeline-crash-reproducer=%t without --mlir-disable-threading, on an empty 'module {}' and no pass; trunk 1d070988 (Feb 2025)",
        reported_message="LLVM ERROR: Local crash reproduction can't be setup on a pass-manager without disabling multi-threading first.",
        signature_regex=r"Local crash reproduction can't be setup on a pass-manager without disabling multi-threading",
        assertion_only=False, status=st(I, I, C, R, R, U),
        classes=["mlir", "mlir-cl-options", "option-driven-crash", "fatal-error", "empty-input", "unknown-option-older", "command-in-prose", "message-in-title", "excerpt-truncated"],
        notes="Command from the body's 'steps to reproduce' block ('mlir-opt test.mlir --mlir-pass-pipeline-local-reproducer --mlir-pass-pipeline-crash-reproducer=%t'; run as given with -o /dev/null: '%t' is an unexpanded lit substitution, kept literally as the reproducer's file name, which is never written since no pass runs; the runs were made from a scratch directory and no '%t' file appeared). repro.mlir is the 'test case' block (untagged fence, block 1 of turn 0: 'module {', an empty line, '}'). 13 and 14 do not know --mlir-pass-pipeline-local-reproducer ('Unknown command line argument') -> invalid-input. 15 accepts both options and exits 0 with an empty stderr, also by hand (not saved) with -cse added; the message text is in 15's mlir-opt binary but this command does not reach it -> clean. 16 and 19 abort with exactly the reported LLVM ERROR (rc -6, frames report_fatal_error <- unsymbolized mlir-opt frames, 19's next symbolized frame in mlir::PassManager; 3 of 3 more runs each by hand, exit 134) -> reproduces. Control by hand: 19 with --mlir-disable-threading added exits 0. llvm-22 -> unsupported. Open in the excerpt; no labels; reporter xisang0 (the Feb 2025 series with the known 128342, '--mlir-debug-counter=pass-execution-skip=1 --test-pdll-pass'). Same shape as the known 59972 and 61578 (IR printing's 'can't be setup on a pass-manager without disabling multi-threading first', labelled I I C R E U; here 19 still aborts instead of printing a diagnostic). The excerpt's trace is cut at frame #7. Returned by two queries, the same excerpt both times.",
    ),
    59970: dict(
        tool="mlir-opt", args=["--sparse-vectorization", "-o", "/dev/null"],
        reported_signature="Assertion `vectorLength > 0' in populateSparseVectorizationPatterns (SparseVectorization.cpp:671, macOS format) under --sparse-vectorization given no vl option (its default vector length 0), on a func.func holding only an arith.constant and a memref.alloc; trunk a0138390 (Jan 2023)",
        reported_message="Assertion failed: (vectorLength > 0), function populateSparseVectorizationPatterns, file SparseVectorization.cpp, line 671.",
        signature_regex=r"vectorLength > 0|populateSparseVectorizationPatterns",
        assertion_only=True, status=st(I, I, I, E, E, U),
        classes=["mlir", "mlir-pass", "sparse-tensor", "pass-option", "assertion-only", "windows-assertion-format", "message-in-title", "command-in-prose", "unknown-option-older", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: no release crashes. 16 and 19 run the pass and it fails without a crash: exit 1 with an empty stderr on the saved runs and 3 of 3 more runs each by hand; by hand with --mlir-print-ir-after-failure both print '// -----// IR Dump After SparseVectorization Failed (sparse-vectorization)', so the pass itself signals failure (vl left at 0, the value the assertion refuses). Controls by hand: --sparse-vectorization=vl=4 and the input alone exit 0 on 16 and 19.",
        notes="Command from the body ('Reproduced with: `mlir-opt --sparse-vectorization temp.mlir`'; run with -o /dev/null). repro.mlir is the temp.mlir block (```mlir, block 0 of turn 0). 13, 14 and 15 do not know --sparse-vectorization ('Unknown command line argument'; 15: \"Did you mean '--scalable-vectorization'?\") -> invalid-input. 16 and 19 -> error: the pass refuses the missing vector length and fails cleanly, exit 1, but prints no diagnostic (a pass failure signalled without a message; read as error, the controlled refusal that replaced the assertion, since nothing crashes and the input alone is clean). llvm-22 -> unsupported. Closed; labels crash, mlir:sparse; reporter Colloportus0 (the Jan 2023 series with the known 59972). The excerpt's trace is cut at frame #7. Returned by three queries, the same excerpt each time.",
    ),
    61716: dict(
        tool="mlir-opt", args=["-test-extract-fixed-outer-loops", "-o", "/dev/null"],
        reported_signature="Assertion `!empty()' (SmallVector.h:312, SmallVectorTemplateCommon<mlir::scf::ForOp>::back()) under the test pass -test-extract-fixed-outer-loops given no test-outer-loop-sizes (the reporter asks for a default value), on a func.func holding two nested scf.for loops with a memref.load; trunk 938deaad (Mar 2023)",
        reported_message="mlir-opt: /home/ty/llvm-project/llvm/include/llvm/ADT/SmallVector.h:312: T& llvm::SmallVectorTemplateCommon<T, <template-parameter-1-2> >::back() [with T = mlir::scf::ForOp; <template-parameter-1-2> = void; llvm::SmallVectorTemplateCommon<T, <template-parameter-1-2> >::reference = mlir::scf::ForOp&]: Assertion `!empty()' failed.",
        signature_regex=r"SmallVectorTemplateCommon<.*mlir::scf::ForOp.*>::back\(\)|Assertion `!empty\(\)' failed|TestExtractFixedOuterLoops|extractFixedOuterLoops",
        assertion_only=True, status=st(I, I, C, C, C, U),
        classes=["mlir", "mlir-pass", "test-pass", "scf", "pass-option", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated", "crash-on-valid"],
        variant_evidence="None: 15, 16 and 19 (release) run the test pass and exit 0 with an empty stderr on the saved runs and 3 of 3 more runs each by hand; by hand 19 prints the function back unchanged (both scf.for loops untouched). back() on the empty SmallVector is unchecked in a release build and does not fault here.",
        notes="Command from the body's ```shell block ('mlir-opt test.mlir -test-extract-fixed-outer-loops'; run with -o /dev/null). repro.mlir is the test-case block (```mlir, block 1 of turn 0). 13 and 14 do not know func.func (1:3 \"custom op 'func.func' is unknown\") -> invalid-input. 15, 16 and 19 -> clean (assertion-only report). llvm-22 -> unsupported. Closed; labels crash, mlir; reporter BealZephyr. The earliest of three reports of this assertion from this pass without its option: the known 116360 (xisang0, Nov 2024, mlir60) and 128305 (xisang0, Feb 2025, mlir65, an empty loop), both labelled I I C C C U; the excerpt names neither. The excerpt's trace is cut at frame #0. Returned by three queries, the same excerpt each time.",
    ),
    90344: dict(
        tool="mlir-opt", args=["--sparsifier=enable-runtime-library=false parallelization-strategy=dense-outer-loop gpu-triple=nvptx64-nvidia-cuda gpu-chip=sm_70", "--dump-pass-pipeline", "-o", "/dev/null"], stdin=True,
        reported_signature="mlir-opt asserts while --dump-pass-pipeline prints the pipeline that --sparsifier (GPU codegen options: gpu-triple=nvptx64-nvidia-cuda gpu-chip=sm_70, enable-runtime-library=false, parallelization-strategy=dense-outer-loop) builds; the printed pipeline is shown up to func.func(convert..., the assertion text is cut from the excerpt (Apr 2024)",
        reported_message=None,
        signature_regex=None,
        assertion_only=True, status=st(I, I, I, I, C, U),
        classes=["mlir", "sparse-tensor", "dump-pass-pipeline", "pass-option", "mlir-cl-options", "option-driven-crash", "assertion-only", "reported-message-missing", "excerpt-truncated", "stdin-input", "empty-input", "command-in-prose", "unknown-option-older"],
        variant_evidence="None: 19 builds and prints the whole 31-pass pipeline ('Pass Manager with 31 passes:' and the builtin.module(...) string through reconcile-unrealized-casts, including nvvm-attach-target{... chip=sm_70 ... triple=nvptx64-nvidia-cuda} and gpu-module-to-binary{format=fatbin ...}) and exits 0. Without the reported message nothing could link a release failure to the report anyway.",
        notes="Command from the body's ```shell block ('mlir-opt --sparsifier=\"enable-runtime-library=false parallelization-strategy=dense-outer-loop gpu-triple=nvptx64-nvidia-cuda gpu-chip=sm_70\" --dump-pass-pipeline'; the quotes dropped, run with -o /dev/null). It names no input file, so mlir-opt reads stdin: repro.mlir is empty and goes on stdin (class stdin-input, empty-input). The failure the title names is in printing the pass pipeline, which does not depend on the input; the report shows no input. The body's console block holds the printed pipeline, cut by the excerpt before the assertion line (reported_message null, signature_regex null, class reported-message-missing); 'asserts' in the title makes it assertion-only. 13, 14, 15 and 16 do not know --sparsifier ('Unknown command line argument'; 13-15 not --dump-pass-pipeline either; 16 had --sparse-compiler) -> invalid-input. 19 -> clean (exit 0, the pipeline printed in full). llvm-22 -> unsupported. Closed; label mlir; reporter ggeorgakoudis, who filed the known 91774 two weeks later on running the dumped pipeline back. Returned by four queries, the same excerpt each time.",
    ),
}

# Issues without a runnable reproducer (keys as NO_REPRO's in spec_llvm.py): a correct tool says there is
# nothing to run and claims no per-release result.
NO_REPRO_BATCH = {
    77052: dict(
        tool="mlir-opt", args=["--sparsifier=enable-gpu-libgen gpu-triple=nvptx64-nvidia-cuda gpu-chip=sm_80 gpu-features=+ptx71 gpu-format=%gpu_compilation_format enable-runtime-library=true"],
        classes=["mlir", "sparse-tensor", "gpu", "pass-option", "no-runnable-reproducer", "input-not-attached", "assertion-only", "message-in-title", "command-in-prose", "excerpt-truncated"],
        reported_signature="Assertion 'this->_M_is_engaged()' (libstdc++ optional:438, std::optional<mlir::gpu::CompilationTarget>) under --sparsifier with gpu-format=%gpu_compilation_format (an unexpanded lit substitution, so no compilation target is parsed) on the in-tree integration test sparse-matmul-2-4-prune.mlir (Jan 2024)",
        reported_message="/usr/include/c++/9/optional:438: constexpr _Tp& std::_Optional_base_impl<_Tp, _Dp>::_M_get() [with _Tp = mlir::gpu::CompilationTarget; _Dp = std::_Optional_base<mlir::gpu::CompilationTarget, true, true>]: Assertion 'this->_M_is_engaged()' failed.",
        notes="The command is given ('cd llvm-project/mlir/test/Integration/Dialect/SparseTensor/GPU/CUDA/sm80-lt' then 'mlir-opt sparse-matmul-2-4-prune.mlir --sparsifier=\"enable-gpu-libgen gpu-triple=nvptx64-nvidia-cuda gpu-chip=sm_80 gpu-features=+ptx71 gpu-format=%gpu_compilation_format enable-runtime-library=true\"'), but the input is an in-tree integration test file that the thread neither shows nor attaches (class input-not-attached); the reporter ran the lit RUN line by hand without lit's substitution of %gpu_compilation_format. The stack dump is cut at frame #0. Same root as the known 116352 (-gpu-module-to-binary=\"format=%gpu_compilation_format\", the same libstdc++ assertion) and 178830 (-gpu-lower-to-nvvm-pipeline=cubin-format=%gpu_compilation_format). Closed; labels crash, mlir:gpu; reporter Ag-Cu. Returned by three queries, the same excerpt each time.",
    ),
}

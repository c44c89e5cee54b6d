"""Write ``expected.json`` for the sixteenth fresh Triton batch (split ``fresh16``: issues nobody tunes
on, found, measured and labelled after the fresh15 batch) from the raw runs of ``triton_measure.py`` and
the labels below, decided by a person reading each run's stderr against the issue (see
bench/corpus/triton/README.md, "Sixteenth fresh batch").

    S=/work/scratch-triton-fresh16/raw
    python bench/corpus/tools/triton_measure.py --scratch $S --issues 1846,3320,2005 --script repro.py
    python bench/corpus/tools/write_expected_triton_fresh16.py --scratch $S [--index]

(with --targets cuda:90:32,hip:gfx942:64, the default; no issue names an arch.) Every repro.py runs as
given, so there is no measured.py. The labels (``SPEC``) are this batch's; the loop that writes
expected.json is the shared ``triton_expected.write_batch``. ``--index`` also puts the batch into
``triton/INDEX.json``.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from triton_expected import BOTH, main, rule, update_index  # noqa: E402


SPEC = {
    1846: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["signal-crash", "message-in-title", "message-in-gdb-trace", "truncated-message",
                 "fixed-before-oldest-release", "not-reproduced-on-releases", "repro-complete", "both-backends"],
        reported_message="Thread 1 \"python\" received signal SIGSEGV, Segmentation fault.\n"
                         "0x00007fff4b358b5e in mlir::OperationFolder::tryToFold(mlir::Operation*, "
                         "llvm::SmallVectorImpl<mlir::Value>&) [clone .localalias] () from /data/home/fmassa/work/third",
        reported_version="2023-06 main (MLIR backend)", fixed_in=None,
        rule=rule(reproduces=("SIGSEGV",)),
        notes="matmul_argmax_kernel loads a 32x32 fp16 block of A and of B, computes dist = tl.dot(a, tl.trans(b)) "
              "and stores tl.argmax(dist, 1) as int32 (torch.argmax(a @ b.T, 1)); the script launches it on one "
              "program with BLOCK_M = BLOCK_N = BLOCK_K = 32. A complete script: repro.py is the ```python fence "
              "verbatim and runs as given. The failure is the title ('Segmentation fault with matmul + argmax') and a "
              "gdb trace inside <details> whose excerpt is cut after its first frame: SIGSEGV in "
              "mlir::OperationFolder::tryToFold (reported_message, verbatim as far as it goes; class "
              "truncated-message). Every release on both targets compiles it (3.x: one kernel compiled, one launch; "
              "2.3.1 exits clean through its stand-in, which counts 0 kernels for a clean run, as fresh14's 540/576): "
              "compiles - the June 2023 main-branch segfault in the folder after dot + argmax was fixed before "
              "2.3.1 (the issue is closed; fixed_in None, as 532, 540, 576). gfx942 has no 2.3.1 (n/a)."),
    3320: dict(
        kind="crash", script="repro.py", targets=BOTH, target="NVIDIA", arch="unspecified (cuda)",
        classes=["mlir-conversion-assertion", "signal-crash", "dot-3d", "legacy-api", "fixed-before-oldest-release",
                 "not-reproduced-on-releases", "different-failure-in-earlier-releases", "amd-only-crash-in-releases",
                 "api-missing-in-older-releases", "repro-complete", "both-backends"],
        reported_message="getElemsPerThread is not supported for shared layout\n"
                         "UNREACHABLE executed at /home/jacob/triton/lib/Dialect/TritonGPU/IR/Dialect.cpp:901!\n"
                         "Aborted (core dumped)",
        reported_version="3.0 from HEAD (2024-03, main at bfc1b165)", fixed_in=None,
        rule=rule(reproduces=("getElemsPerThread is not supported for shared layout",)),
        notes="kernel(y_ptr) builds a = tl.view(tl.arange(0, 4*16*16).to(tl.float32), (4, 16, 16)) (`# Fails`; two "
              "commented-out variants 'Somehow works' / 'Also works'), b = tl.dot(a, a) (a batched 3D dot), c = "
              "tl.sum(b, axis=0) and stores the 16x16 sum; the script launches kernel[[1]](y) on a 16x16 fp32 "
              "tensor. A complete script (`import torch as th`), repro.py verbatim, runs as given. The failure is a "
              "fence after 'The error is just' (reported_message, verbatim), on 'triton 3.0 installed from HEAD'. "
              "The thread's first comment (lijinpei) says the bug does not show on main 1b8d3d3b but does on "
              "bfc1b165, i.e. it was already gone from main two days after the report. No release reproduces it: "
              "cuda:90 3.0.0-3.9.0 compile (one kernel, one launch; tl.view only warns 'view is deprecated, please "
              "use reshape with can_reorder being true'); cuda:90 2.3.1 has no 3D tl.dot: CompilationError at 5:18 "
              "<- AssertionError('First input shape ([constexpr[4], constexpr[16], constexpr[16]]) is not two "
              "dimensional!') -> different_error (class api-missing-in-older-releases: the batch dimension, not the "
              "reported bug). gfx942 3.0.0-3.2.0 abort in the llir stage on another assertion, "
              "`Assertion \\`rank == 2' failed` in mlir::LLVM::getMultiDimOffset (lib/Conversion/TritonGPUToLLVM/"
              "Utility.cpp) -> different_error (a crash, but not the reported UNREACHABLE); gfx942 3.3.1-3.9.0 "
              "compile. fixed_in None (the reported failure is on no release). gfx942 has no 2.3.1 (n/a)."),
    2005: dict(
        kind="crash", script="repro.py", targets=BOTH, target="target-free (frontend)", arch="unspecified",
        classes=["mlir-builder-assertion", "user-error-crash", "shell-session-fence",
                 "clean-diagnostic-in-releases", "fixed-before-oldest-release", "not-reproduced-on-releases",
                 "repro-complete", "no-tensor-arguments", "both-backends"],
        reported_message="python3: /root/.triton/llvm/llvm+mlir-17.0.0-x86_64-linux-gnu-ubuntu-18.04-release/include/"
                         "llvm/Support/Casting.h:566: decltype(auto) llvm::cast(const From&) [with To = "
                         "mlir::triton::ProgramIDDimAttr; From = mlir::Attribute]: Assertion `isa<To>(Val) && "
                         "\"cast<Ty>() argument of incompatible type!\"' failed.\nAborted (core dumped)",
        reported_version="2023-07 main (LLVM 17 build, MLIR backend)", fixed_in=None,
        rule=rule(reproduces=("ProgramIDDimAttr", "cast<Ty>() argument of incompatible type")),
        notes="The whole issue is one fence holding a shell session: '# cat repro.py', the script, '# python3 "
              "repro.py' and its output. repro.py is the `cat` output verbatim (the two '#' prompt lines and the "
              "output are not code): kernel(value) only calls tl.program_id(3) and is launched as kernel[(1,)](5), "
              "no tensors. The output is the LLVM cast assertion on ProgramIDDimAttr and 'Aborted (core dumped)' "
              "(reported_message, verbatim). Every release on both targets rejects the axis in the frontend before "
              "any MLIR is built: CompilationError at the program_id line (2.3.1 'at 2:22', the caret under the "
              "argument; 3.x 'at 2:8') <- ValueError('program_id axis must be 0, 1, or 2 but got 3'): a clean "
              "diagnostic where the report shows an abort -> different_error on all 21 rows with a backend, as "
              "fresh15's #1718 (tl.program_id(10), an older report that failed further down, in "
              "GetProgramIdOpConversion). The issue is still open and the excerpt names no fix; the frontend check "
              "is in every measured release, so the abort was gone before 2.3.1 (fixed_in None). gfx942 has no "
              "2.3.1 (n/a)."),
}


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--index"]
    rc = main("fresh16", SPEC, args)
    if "--index" in sys.argv[1:]:
        update_index("fresh16", SPEC)
    sys.exit(rc)

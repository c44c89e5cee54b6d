"""TritonProject end to end on a corpus issue: detect, extract, classify per release,
reduce with the strict signature test, and the reduced script stays runnable."""
from __future__ import annotations

import pytest

from reducers.outcome import Outcome
from reducers.reproducer import Reproducer
from tests.conftest import load_issue
from workers.triton.adapter import TritonProject

from .conftest import NEW, OLD


@pytest.fixture(scope="module")
def project(py_old, py_new):
    p = TritonProject([OLD, NEW], jobs=2, test_timeout_s=120, reduce_budget_s=150)
    yield p
    p.close()


def test_detect_and_toolchains(project, corpus):
    assert project.detect(load_issue(corpus, "triton", 10909))
    assert not project.detect({"html_url": "https://github.com/llvm/llvm-project/issues/1", "body": "llc -O2"})
    assert [t.id for t in project.toolchains()] == [f"triton-{OLD}", f"triton-{NEW}"]


def test_per_release_outcomes_10909(project, corpus):
    x = project.extract(load_issue(corpus, "triton", 10909))
    rep = x.reproducers[0]
    old = project.run(rep, f"triton-{OLD}", x.reported)
    new = project.run(rep, f"triton-{NEW}", x.reported)
    assert old.outcome == Outcome.CLEAN, old.stderr_tail
    assert new.outcome == Outcome.REPRODUCES and new.signature.pass_name == "TritonGPUCoalesce"


def test_missing_api_is_invalid_input_and_removed_api_is_other_failure(project):
    missing = Reproducer(kind="triton-python", tool="python", triple="cuda", cpu="90", source=(
        "import triton, triton.language as tl\n\n@triton.jit\ndef k(p):\n    tl.no_such_api(p)\n\n"
        "k.warmup(None, grid=(1,))\n"))
    r = project.run(missing, f"triton-{NEW}", None)
    assert r.outcome in (Outcome.INVALID_INPUT, Outcome.OTHER_FAILURE)
    assert r.outcome == Outcome.INVALID_INPUT, r.reason
    # unless the missing API is the failure the issue reports (triton#7135's "module
    # 'triton.language.extra.hip.libdevice' has no attribute 'round'"): then it reproduces
    from reducers.triton.signature import parse_triton_reported

    reported = parse_triton_reported("AttributeError: module 'triton.language' has no attribute 'no_such_api'")
    r = project.run(missing, f"triton-{NEW}", reported)
    assert r.outcome == Outcome.REPRODUCES, r.reason


def test_aot_completion_reproduces_6157_only_on_old(project, corpus):
    x = project.extract(load_issue(corpus, "triton", 6157))
    rep = x.reproducers[0]
    assert "_reprobot_compile(kernel" in rep.source
    assert project.run(rep, f"triton-{OLD}", x.reported).outcome == Outcome.REPRODUCES
    assert project.run(rep, f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN
    from reducers.cleanup.triton_harness import split_harness
    kernel, harness = split_harness(rep.source)
    assert "_reprobot_compile" not in kernel and "def kernel(" in kernel and harness.count("_reprobot_compile(") == 2


def test_reduce_10909_keeps_signature(project, corpus):
    x = project.extract(load_issue(corpus, "triton", 10909))
    out = project.reduce(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert out.verified
    assert out.after.lines < out.before.lines and out.after.bytes < out.before.bytes
    assert "max_contiguous" in out.reproducer.source
    assert out.signature.pass_name == "TritonGPUCoalesce"
    compile(out.reproducer.source, "reduced.py", "exec")
    # the pytest function for upstream: its compile was run on the release and fails the same way
    t = out.upstream_test
    assert t["kind"] == "pytest" and t["verified"], t["check"]
    assert "pytest.raises(RuntimeError" in t["text"] and "max_contiguous" in t["text"]
    assert out.harness == ""  # the report launches its kernel itself: no harness


@pytest.mark.slow
def test_reduction_never_touches_the_aot_harness(project, corpus):
    from reducers.cleanup.triton_harness import split_harness

    x = project.extract(load_issue(corpus, "triton", 6157))
    rep = x.reproducers[0]
    _, harness = split_harness(rep.source)
    out = project.reduce(rep, f"triton-{OLD}", x.reported)
    kernel_after, harness_after = split_harness(out.reproducer.source)
    assert out.verified and harness_after == harness  # the explicit target and constexprs stay as written
    assert out.after.lines < out.before.lines and "_reprobot_compile" not in kernel_after


def _own_issue(number: int) -> dict:
    import json
    from pathlib import Path
    return json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton" / str(number) / "issue.json")
                      .read_text())


def _on(rep: Reproducer, target: str) -> Reproducer:
    backend, arch, _ = target.split(":")
    return Reproducer.from_json({**rep.to_json(), "triple": backend, "cpu": arch})


@pytest.mark.slow
def test_tune_miss_classes_on_the_real_releases(project):
    """The classes of bench/corpus/triton's tune split, run on the real releases: a ptxas
    failure (5491, sm_89, 3.2.0) is the reported tool error; PTX inline asm on hip (3439, 3.6.0)
    is never clean; a traceback cut before its message (989) accepts no other exception."""
    x = project.extract(_own_issue(5491))
    r = project.run(_on(x.reproducers[0], "cuda:89:32"), f"triton-{OLD}", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.signature.kind == "tool-error", (r.reason, r.stderr_tail[-800:])
    assert project.run(_on(x.reproducers[0], "cuda:89:32"), f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN

    x = project.extract(_own_issue(3439))
    r = project.run(_on(x.reproducers[0], "hip:gfx942:64"), f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.OTHER_FAILURE and "inline asm is for NVIDIA" in r.reason, (r.reason, r.stderr_tail)
    assert project.run(_on(x.reproducers[0], "cuda:90:32"), f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN

    x = project.extract(_own_issue(989))
    r = project.run(_on(x.reproducers[0], "cuda:90:32"), f"triton-{NEW}", x.reported)
    assert r.signature is not None and r.signature.kind == "python-exception"
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", r.match


def test_script_that_compiles_nothing_by_itself_is_compiled_ahead_of_time(project):
    """triton#8259 (own corpus, fresh): the launch sits in `run(kernel, name)`, which nothing
    calls and whose `name` says nothing about its value: run as given, no kernel compiles and
    "clean" would say nothing. The failing kernel is compiled ahead of time instead: 3.2.0
    lacks `tl.range(flatten=...)` (invalid input), 3.6.0 compiles it."""
    import json
    from pathlib import Path

    from workers.triton.extract import extract_triton

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/8259/issue.json").read_text())
    x = extract_triton(issue)
    old = project.run(x.reproducers[0], f"triton-{OLD}", x.reported)
    assert old.outcome == Outcome.INVALID_INPUT and "flatten" in old.reason, old.reason
    new = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert new.outcome == Outcome.CLEAN and "compiled ahead of time" in new.reason


def test_aot_completion_is_compiled_for_the_target_it_runs_on(project, corpus):
    """triton#6157: the kernel has no launch, so extraction adds an AOT compile call for the
    issue's target (cuda). Run for gfx942, that call must compile for gfx942: 3.2.0 aborts on
    `idx < size()` for CUDA (the report) and compiles for AMD. Before, the AOT call kept the
    CUDA target and the AMD row repeated the CUDA result."""
    x = project.extract(load_issue(corpus, "triton", 6157))
    rep = x.reproducers[0]
    assert "GPUTarget('cuda', 90, 32)" in rep.source
    cuda = project.run(rep, f"triton-{OLD}", x.reported)
    assert cuda.outcome == Outcome.REPRODUCES, cuda.reason
    amd = Reproducer.from_json({**rep.to_json(), "triple": "hip", "cpu": "gfx942"})
    res = project.run(amd, f"triton-{OLD}", x.reported)
    assert res.outcome == Outcome.CLEAN, (res.reason, res.stderr_tail[-800:])


def test_headerless_body_and_argv_scripts_compile(project, corpus):
    """triton#9815 (a kernel body without its header) and triton#4484 (sizes from sys.argv,
    none given): both used to stop before any kernel compiled (no code found; an
    AssertionError on ``len(sys.argv)``). Completed, 3.6.0 compiles both, as measured."""
    import json
    from pathlib import Path

    issue_4484 = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/4484/issue.json").read_text())
    for issue in (load_issue(corpus, "triton", 9815), issue_4484):
        x = project.extract(issue)
        res = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
        assert res.outcome == Outcome.CLEAN, (issue["number"], res.reason, res.stderr_tail[-800:])


def test_valid_kernels_without_launch_compile_ahead_of_time(project):
    """Valid kernels without a launch (an autotuned one, an index pointer read into another
    address, a dtype meta-parameter, a pointer handed to a helper, a float scalar) compiled
    with reprobot's inferred arguments, on the newest release here, for both backends. Each of
    these once failed in the frontend with an error of reprobot's making (`'Autotuner' object
    has no attribute '__name__'`, `invalid operands of type pointer<fp32> and float32`,
    `'int' object has no attribute 'scalar'`), which an issue without crash text counts as the bug."""
    from tests.workers.triton.test_triton_extract import AUTOTUNED, CAST, GATHER, HELPERS, HISTOGRAM

    for code in (AUTOTUNED, GATHER, HISTOGRAM, CAST, HELPERS):
        issue = {"title": "compiler crash", "body": f"This kernel crashes:\n\n```python\n{code}```\n",
                 "html_url": "https://github.com/triton-lang/triton/issues/1"}
        x = project.extract(issue)
        assert "_reprobot_compile(" in x.reproducers[0].source
        for target in ("cuda:90:32", "hip:gfx942:64"):
            res = project.run(_on(x.reproducers[0], target), f"triton-{NEW}", x.reported)
            assert res.outcome == Outcome.CLEAN, (code.split("def ")[-1][:30], target, res.reason,
                                                  res.stderr_tail[-600:])


PYTEST_STYLE = '''import pytest
import torch
import triton
import triton.language as tl

@triton.jit
def copy_kernel(src, dst, N: tl.constexpr):
    offs = tl.arange(0, N)
    tl.store(dst + offs, tl.load(src + offs))

@pytest.mark.parametrize("N", [64, 128])
@pytest.mark.parametrize("dtype", [torch.float16, torch.float32])
def test_copy(N, dtype, device):
    src = torch.randn(N, device=device).to(dtype)
    dst = torch.zeros_like(src)
    copy_kernel[(1,)](src, dst, N=N)
    assert torch.equal(src, dst)
'''


def test_pytest_style_reproducer_runs_its_first_case(project):
    """A test copied from Triton's suite: pytest imports (the envs carry pytest), the test is
    called with each parametrize's first case and the `device` fixture, and compiles. Before,
    `No module named 'pytest'` counted as the crash of an issue that quotes none."""
    issue = {"title": "crash", "body": f"```python\n{PYTEST_STYLE}```\n",
             "html_url": "https://github.com/triton-lang/triton/issues/1"}
    x = project.extract(issue)
    assert "test_copy(64, torch.float16, 'cuda')" in x.reproducers[0].source
    res = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert res.outcome == Outcome.CLEAN and "compiled" in res.reason, (res.reason, res.stderr_tail[-600:])


def test_missing_third_party_module_is_never_the_reported_failure(project):
    rep = Reproducer(kind="triton-python", tool="python", triple="cuda", cpu="90", source=(
        "import triton, triton.language as tl\nfrom flash_attn_nonexistent import flash_attn_func\n\n"
        "@triton.jit\ndef k(p):\n    tl.store(p, 1.0)\n\nk.warmup(None, grid=(1,))\n"))
    r = project.run(rep, f"triton-{NEW}", None)  # no failure text in the issue: still not the bug
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", r.reason
    assert "flash_attn_nonexistent" in r.reason


@pytest.mark.parametrize("kernel", [
    "@triton.jit\ndef k(p, **META):\n    tl.store(p, 1.0)\n",  # 3.x: **META parameters
    "SIZE = 64\n\n@triton.jit\ndef k(p):\n    tl.store(p + tl.arange(0, SIZE), 1.0)\n",  # a plain global
])
def test_an_api_the_release_dropped_is_never_the_bug(project, kernel):
    """triton#6446 (fresh7) on 3.9.0, 229 and 1468: a newer frontend refusing an old API is
    another failure, also where the issue shows no failure text (where "any crash counts")."""
    rep = Reproducer(kind="triton-python", tool="python", triple="cuda", cpu="90", source=(
        "import torch, triton, triton.language as tl\n\n" + kernel +
        "\nk[(1,)](torch.empty(64, device='cuda'))\n"))
    r = project.run(rep, f"triton-{NEW}", None)
    assert r.outcome == Outcome.OTHER_FAILURE and r.match.grade == "different", (r.reason, r.stderr_tail[-800:])
    assert "no longer takes an API" in r.reason


def test_block_extents_fitted_to_views_compile_2261(project):
    """triton#2261 (fresh7): a kernel cut in its last line, whose prose names that line whole, with
    no launch: the line comes back from the prose, the block extents are fitted to the tl.view
    shapes (BLOCK_Q = BATCH_SIZE * D_HEAD), so the real frontend compiles it on 3.6.0 instead of
    failing with a reshape error of reprobot's making."""
    x = project.extract(_own_issue(2261))
    rep = x.reproducers[0]
    assert "\n    tl.store(O + o_offset, o)\n" in rep.source
    r = project.run(rep, f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.CLEAN, (r.reason, r.stderr_tail[-800:])


def test_cut_loop_kept_and_dead_kernel_stored_reproduce_11612(project):
    """triton#11612 (fresh6): the excerpt cuts the kernel in the comment of ``while w < 0:  #``
    and the kernel stores nothing. Trimmed (the while dropped) and run as given (every value
    dead), every release compiled it; with the while kept and ``acc`` stored into the unused
    ``out``, 3.6.0's FuseNestedLoops hits the reported ilist sentinel assertion."""
    x = project.extract(_own_issue(11612))
    rep = x.reproducers[0]
    assert "while w < 0:" in rep.source and "tl.store(out, acc)" in rep.source
    r = project.run(rep, f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", (r.reason, r.stderr_tail[-800:])


def test_placeholders_are_filled_or_not_a_failure_of_the_compiler_2848(project):
    """triton#2848 (fresh8): the snippet's ``C_pointers = ...`` / ``tl.load(...)`` are the
    reporter's placeholders. Filled (workers/triton/placeholders.py), the kernel compiles on
    3.6.0, a fixed release by the corpus table. A placeholder no rule fills (a required
    argument) stops the frontend at "cannot convert Ellipsis", which says nothing about the
    reported ``free(): invalid size`` abort: invalid input with the reason, never a reproduction
    (with no reported text it used to count as "any crash") nor another failure."""
    from dataclasses import replace

    x = project.extract(_own_issue(2848))
    assert x.reported is not None and x.reported.first_line == "free(): invalid size"
    r = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.CLEAN, (r.reason, r.stderr_tail[-600:])
    unfilled = x.reproducers[0].source.replace("tl.store(C_pointers, A)", "tl.store(C_pointers, value=...)")
    assert unfilled != x.reproducers[0].source
    r = project.run(replace(x.reproducers[0], source=unfilled), f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and "placeholders" in r.reason, (r.reason, r.stderr_tail[-600:])


def test_helper_stub_and_cut_assertion_on_the_real_releases(project):
    """triton#4737 (fresh6): its kernel calls a helper the text never shows (stubbed) and its
    report is an assert line cut inside the path. 3.2.0 aborts on the Casting.h assertion
    (reproduces); 3.6.0 refuses the kernel with an MLIR verifier error (another failure).
    Run as given, both stopped at `NameError: simple_mod_hash_kernel is not defined`."""
    x = project.extract(_own_issue(4737))
    old = project.run(x.reproducers[0], f"triton-{OLD}", x.reported)
    assert old.outcome == Outcome.REPRODUCES, (old.reason, old.stderr_tail[-600:])
    new = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert new.outcome == Outcome.OTHER_FAILURE and new.match.grade == "different", (new.reason, new.match)


SHARED_HUNGRY = '''import torch
import triton
import triton.language as tl

@triton.jit
def mm(a_ptr, b_ptr, c_ptr, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :])
        b = tl.load(b_ptr + (k + rk)[:, None] * BN + rn[None, :])
        acc += tl.dot(a, b)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], acc)

a = torch.randn((256, 1024), device="cuda", dtype=torch.float16)
b = torch.randn((1024, 256), device="cuda", dtype=torch.float16)
c = torch.empty((256, 256), device="cuda", dtype=torch.float32)
mm[(1,)](a, b, c, 1024, BM=256, BN=256, BK=64, num_stages=3, num_warps=8)
'''


def test_shared_memory_limit_is_the_targets_own(project):
    """A dot with 256x256x64 fp16 blocks in 3 stages needs 128 KiB of shared memory: more than
    an sm_89 block may use (99 KiB, CUDA programming guide), less than sm_90's 227 KiB. The
    stand-in device now reports each architecture's limit, so "out of resource: shared memory"
    on an RTX 4090 reproduces there; before, every CUDA target had the H100's."""
    from reducers.signature import CrashSignature

    sm89 = project.run(Reproducer(kind="triton-python", tool="python", source=SHARED_HUNGRY, triple="cuda", cpu="89"),
                       f"triton-{NEW}", CrashSignature(kind="python-exception", message="OutOfResources: x"))
    assert sm89.signature is not None and "out of resource: shared memory" in sm89.signature.first_line, sm89.reason
    sm90 = project.run(Reproducer(kind="triton-python", tool="python", source=SHARED_HUNGRY, triple="cuda", cpu="90"),
                       f"triton-{NEW}", None)
    assert sm90.outcome == Outcome.CLEAN, sm90.reason


def test_default_device_cuda_runs_on_the_cpu_and_a_bare_frontend_message_is_the_failure(project):
    """triton#7322 calls torch.set_default_device("cuda") and allocates with no device=; the stand-in
    harness puts that default on the CPU too, so the run reaches the frontend. Its failure text is
    Triton's own message alone in a fence ("Cannot access global variable VAL from within @jit'ed
    function. ..."), which names triton and so was taken for a code block and dropped: it is the
    reported NameError, and the run on 3.6.0 meets it exactly."""
    import json
    from pathlib import Path

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/7322/issue.json").read_text())
    x = project.extract(issue)
    assert x.reported is not None and x.reported.message.startswith("NameError: Cannot access global variable VAL")
    r = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "exact", (r.reason, r.stderr_tail[-500:])


def test_a_name_the_script_never_defines_is_invalid_input_never_any_crash(project):
    """ROCm/triton#595 shows no failure text ("any crash counts") and its launch calls a helper
    the snippet never defines. Run with that helper left out, the script stops at Python's
    NameError before the compiler: invalid input with the name, never a reproduction."""
    from reducers.reproducer import Reproducer

    x = project.extract(_own_issue(595))
    assert x.reported is None
    rep = x.reproducers[0]
    bare = Reproducer.from_json({**rep.to_json(), "source": rep.source.replace(
        "from triton import cdiv as ceildiv\n", "")})
    r = project.run(bare, f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.INVALID_INPUT and "`ceildiv`" in r.reason, (r.reason, r.stderr_tail[-600:])
    assert project.run(rep, f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN


def test_reported_message_must_be_long_enough_to_say_it_is_the_same_failure():
    """The missing-API / undefined-name exemptions hold only for the reported failure: one message
    containing the other, case and whitespace aside, and the shorter of them not a bare word."""
    from workers.triton.adapter import _contains_either

    full = "AttributeError: module 'triton.language.extra.hip.libdevice' has no attribute 'round'"
    assert _contains_either(full, "AttributeError:  MODULE 'triton.language.extra.hip.libdevice' has no attribute "
                                  "'round'")
    assert _contains_either("module 'triton.language.extra.hip.libdevice' has no attribute 'round'", full)
    assert not _contains_either("'round'", full)
    assert not _contains_either("", full) and not _contains_either(full, "")
    assert not _contains_either("AttributeError: 'round'", full)

"""Calls and values named in an issue's prose become reproducer variants (real issue text from
bench/corpus/triton), and the variant the reporter says fails reproduces on a real release where
the function's defaults compile."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from reducers.outcome import Outcome
from workers.triton.extract import extract_triton
from workers.triton.prose_calls import MAX_VARIANTS, prose_variants

from .conftest import NEW

CORPUS = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "triton"


def issue(n: int) -> dict:
    return json.loads((CORPUS / str(n) / "issue.json").read_text())


def test_call_said_to_fail_comes_first_and_the_one_said_to_work_is_dropped():
    # "I learned that `mwe(16)` works without problems, but starting from `mwe(32)`, I get the error"
    x = extract_triton(issue(7817))
    origins = [r.command_origin for r in x.reproducers]
    assert "mwe(32)" in origins[0] and "said to fail" in origins[0]
    assert x.reproducers[0].source.rstrip().endswith("mwe(32)")
    assert not any("mwe(16)" in o for o in origins)
    assert "mwe()" in origins[1]  # the defaults: the last resort for this block


def test_traceback_line_and_threshold_in_prose_name_the_same_call():
    # the traceback shows ``test(loop_num=11)``; the prose "When the `loop_num >= 11`"
    x = extract_triton(issue(989))
    first = x.reproducers[0]
    assert first.source.rstrip().endswith("test(loop_num=11)")
    assert "traceback" in first.command_origin
    assert sum("loop_num=11" in r.command_origin for r in x.reproducers) == 1  # deduplicated


def test_value_named_for_a_parameter_completes_a_driver_without_defaults():
    # "When `ub=3`, the inner loop should be empty"; run_case(ub) has no default
    x = extract_triton(issue(11656))
    assert x.reproducers[0].source.rstrip().endswith("run_case(ub=3)")


def test_module_level_value_is_rewritten_in_place_and_bounded():
    src = ("import torch\nimport triton\nimport triton.language as tl\n\n@triton.jit\n"
           "def k(x, BLOCK: tl.constexpr):\n    tl.store(x + tl.arange(0, BLOCK), 1.0)\n\n"
           "BLOCK = 64\nx = torch.empty(1024, device='cuda')\nk[(1,)](x, BLOCK=BLOCK)\n")
    prose = ("With BLOCK = 64 it works fine. With BLOCK = 128 it crashes, BLOCK=256 crashes too, "
             "and so do BLOCK=512 and BLOCK=1024.")
    vs = prose_variants(src, prose)
    assert [v.what for v in vs][0] == "BLOCK=128" and "BLOCK = 128\n" in vs[0].source
    assert "BLOCK=64" not in [v.what for v in vs]
    assert len(vs) <= MAX_VARIANTS


def test_no_variants_when_the_script_runs_and_prose_names_nothing():
    src = "import triton\n\n@triton.jit\ndef k(x):\n    pass\n\nk[(1,)](None)\n"
    assert prose_variants(src, "It crashes with an assertion.") == []


@pytest.mark.slow
def test_named_call_reproduces_where_the_defaults_compile(py_new):
    from workers.triton.adapter import TritonProject

    p = TritonProject([NEW], jobs=1, test_timeout_s=120)
    try:
        x = p.extract(issue(7817))
        named, defaults = x.reproducers[0], x.reproducers[1]
        r = p.run(named, f"triton-{NEW}", x.reported)
        assert r.outcome == Outcome.REPRODUCES, r.stderr_tail
        assert r.match is not None and r.match.grade == "exact"
        assert "numScanBlocks" in r.signature.message
        assert p.run(defaults, f"triton-{NEW}", x.reported).outcome == Outcome.CLEAN
    finally:
        p.close()


def test_condition_the_script_already_meets_gives_no_variant():
    # triton#5272: "with multiple fp16 outputs and pack > 1" of a script that passes pack=4
    x = extract_triton(issue(5272))
    assert x.reproducers[0].command_origin == "code block"
    assert "pack=4" in x.reproducers[0].source


DRIVEN = '''import torch
import triton
import triton.language as tl

@triton.jit
def k(x_ptr, n, BLOCK_SIZE: tl.constexpr):
    offs = tl.arange(0, BLOCK_SIZE)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n), mask=offs < n)

def run(size=64, warps=4):
    x = torch.zeros(size, device="cuda")
    k[(1,)](x, size, BLOCK_SIZE=size, num_warps=warps)

if __name__ == "__main__":
    run(64)
'''


def test_named_call_replaces_the_scripts_own_call_of_its_driver():
    """Issue 13's third class with the script calling its driver itself (`run(64)`, the case
    that works) and the prose naming the failing one: the named call (or value) replaces the
    script's call, tried before the script as given."""
    from workers.triton.extract import extract_triton
    from workers.triton.prose_calls import prose_variants

    vs = prose_variants(DRIVEN, "It works for `run(64)` but from `run(128)` on it crashes.")
    assert [v.what for v in vs] == ["run(128)"] and "    run(128)  # reprobot" in vs[0].source
    assert "run(64)\n" not in vs[0].source
    vs = prose_variants(DRIVEN, "The crash only happens with warps=8.")
    assert vs[0].what == "run(64, warps=8)" and vs[0].score > 0
    x = extract_triton({"title": "crash", "body": "Setting `warps` to 8 crashes.\n\n```python\n" + DRIVEN + "```\n"})
    assert "run(64, warps=8)" in x.reproducers[0].source and x.reproducers[1].source.rstrip().endswith("run(64)")

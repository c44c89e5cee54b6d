"""Filling a kernel's ``...`` placeholders (workers/triton/placeholders.py): on the real
report that has them (triton#2848, own corpus fresh8), on the positions the rules leave alone,
and compiled for real on a Triton release."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from workers.triton.adapter import complete_with_aot
from workers.triton.extract import extract_triton, infer_aot_spec
from workers.triton.placeholders import fill_placeholders
from workers.triton.runner import WarmRunner

ISSUE = Path(__file__).resolve().parents[3] / "bench" / "corpus" / "triton" / "2848" / "issue.json"
HEAD = "import triton\nimport triton.language as tl\n"


def test_2848_placeholders_become_pointer_blocks_of_the_commented_shape():
    """'C_pointers = ... # form pointers to entries of C', 'A = tl.load(...) # shape
    (BATCH_BLOCK_SIZE, 1)', 'tl.store(C_pointers, A, mask=...)': the load reads parameter A
    (its value is assigned back to A) in the comment's (B, 1) shape, the store's pointers are
    over C (the comment names it) in the same shape, the mask is dropped, and the two extents
    nothing defines become constexpr globals. The AOT spec then types A and C as pointers."""
    x = extract_triton(json.loads(ISSUE.read_text()))
    src = x.reproducers[0].source
    assert "tl.load(A + tl.arange(0, BATCH_BLOCK_SIZE)[:, None])" in src
    assert "C_pointers = C + tl.arange(0, BATCH_BLOCK_SIZE)[:, None]" in src
    assert "tl.store(C_pointers, A)" in src and "..." not in src.split("#")[0]
    assert "BATCH_BLOCK_SIZE = tl.constexpr(16)" in src and "DIM_BLOCK_SIZE = tl.constexpr(16)" in src
    assert "tl.sum(B, axis=-1)" in src  # the reported line, untouched
    assert any("has `...` for code the issue leaves out" in n for n in x.notes)
    assert infer_aot_spec(src)["signature"] == {"A": "*fp32", "C": "*fp32"}


def test_positions_without_a_rule_leave_the_snippet_as_given():
    # Ellipsis as an index is Python, not a placeholder
    assert fill_placeholders(HEAD + "@triton.jit\ndef k(x):\n    v = tl.load(x + tl.arange(0, 16))[..., None]\n"
                                    "    tl.store(x + tl.arange(0, 16)[:, None], v)\n") is None
    # a required argument left out: nothing says what it was
    assert fill_placeholders(HEAD + "@triton.jit\ndef k(x):\n    tl.store(x + tl.arange(0, 16), value=...)\n") is None
    # a name bound to ... that no memory operation uses
    assert fill_placeholders(HEAD + "@triton.jit\ndef k(x):\n    n = ...\n    tl.store(x, n)\n") is None
    # no kernel, nothing to do
    assert fill_placeholders("x = ...\n") is None


def test_without_a_shape_comment_the_block_is_one_dimensional():
    out, notes = fill_placeholders(HEAD + "@triton.jit\ndef k(src, dst):\n    v = tl.load(...)\n"
                                          "    tl.store(dst + tl.arange(0, 16), v, mask=...)\n")
    assert "v = tl.load(src + tl.arange(0, 16))" in out and "tl.store(dst + tl.arange(0, 16), v)" in out
    assert len(notes) == 2


def test_filled_2848_compiles_on_a_real_release(py_new):
    """The filled kernel, completed ahead of time, compiles on 3.6.0 (the fixed releases of the
    corpus table): the filling itself is valid Triton."""
    x = extract_triton(json.loads(ISSUE.read_text()))
    src = complete_with_aot(x.reproducers[0].source, "cuda:90:32")
    with WarmRunner(py_new, "cuda:90:32") as r:
        run = r.run_source(src)
    assert run.process.exit_code == 0, run.process.stderr[-2000:]


_LINES = ["    C_pointers = ...  # pointers to C", "    A = tl.load(...)  # shape (B, 1)", "    x = tl.load(...)",
          "    v = x[..., None]", "    tl.store(C_pointers, A, mask=...)", "    tl.store(C + tl.arange(0, 16), x, other=...)",
          "    y = tl.sum(tl.zeros((B, 1, D), dtype=tl.float32), axis=-1)", "    tl.store(...)", "    z = ...",
          "    tl.atomic_add(..., 1)", "    w = tl.load(\n        ...)"]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_LINES), min_size=1, max_size=6))
def test_filling_never_raises_and_leaves_no_placeholder_it_claims_to_fill(body):
    """Any mix of placeholder positions: None, or a module that parses with no `...` left."""
    src = HEAD + "@triton.jit\ndef k(A, C):\n" + "\n".join(body) + "\n"
    out = fill_placeholders(src)
    if out is not None:
        tree = ast.parse(out[0])
        assert not any(isinstance(n, ast.Constant) and n.value is Ellipsis for n in ast.walk(tree))

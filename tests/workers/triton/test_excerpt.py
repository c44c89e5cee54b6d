"""Kernel bodies pasted without their ``@triton.jit def`` line (`workers.triton.excerpt`):
real issue text in, a kernel that parses and names every binding out."""
from __future__ import annotations

import ast

from tests.conftest import load_issue
from workers.triton.excerpt import kernel_from_body, looks_like_body
from workers.triton.extract import extract_triton, infer_aot_spec

BODY = '''    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs * stride, mask=offs < n)
    acc = tl.zeros((BLOCK, D), dtype=tl.float32)
    y = tl.dot(acc, acc)
    tl.store(out_ptr + rows[:, None] * D + offs[None, :], y)
    z = tl.maximum(x, tl.m
'''


def test_body_becomes_a_kernel_with_a_role_per_free_name():
    src, bound = kernel_from_body(BODY)
    tree = ast.parse(src)
    fn = tree.body[0]
    assert fn.name == "excerpt_kernel" and ast.unparse(fn.decorator_list[0]) == "triton.jit"
    args = [a.arg for a in fn.args.args]
    # pointers and scalars in order of first use, then the extents as constexprs
    assert args == ["x_ptr", "stride", "n", "out_ptr", "BLOCK", "D"]
    assert [ast.unparse(a.annotation) for a in fn.args.args[-2:]] == ["tl.constexpr"] * 2
    # the rows indexed with None were made above the excerpt: 1-D offsets of the same extent
    assert ast.unparse(fn.body[0]) == "rows = tl.arange(0, 16)"
    # the statement the excerpt cut is gone, the one before it kept
    assert "tl.m\n" not in src and "tl.store(out_ptr" in src
    assert "x_ptr (pointer)" in bound and "n (scalar)" in bound and "BLOCK = 16 (constexpr extent)" in bound
    spec = infer_aot_spec("import triton\nimport triton.language as tl\n" + src)
    assert spec["signature"]["x_ptr"].startswith("*") and spec["signature"]["n"] == "i32"
    assert spec["constexprs"] == {"BLOCK": 16, "D": 16}


def test_host_code_and_whole_kernels_are_not_bodies():
    assert not looks_like_body("x = torch.randn(16)\nprint(x.sum())\n")
    assert not looks_like_body("@triton.jit\ndef k(p):\n    tl.store(p, tl.load(p))\n")
    assert kernel_from_body("    a = 1\n    b = 2\n") is None


def test_headerless_excerpt_of_9815_is_wrapped(corpus):
    """triton#9815: the issue shows the middle of the kernel and, after a gap, the tail of the
    host driver. Before, extraction found "no Triton Python code"; now the kernel part is
    wrapped (the driver, indented less than the kernel's first line, is not part of it)."""
    x = extract_triton(load_issue(corpus, "triton", 9815))
    assert x.reproducers, x.notes
    src = x.reproducers[0].source
    assert "def excerpt_kernel(q_ptr" in src and "try_compile" not in src
    assert any("kernel body without its header" in n for n in x.notes)
    assert "offs_q = tl.arange(0, 16)" in src


def test_whole_address_placeholder_becomes_a_block_of_pointers():
    """triton#1415 (own corpus, fresh3) shows four lines: ``MASK = tl.load(XXX) # 2-D`` then
    two ``tl.min`` along axis 1 and 0, and a line that does not parse. ``XXX`` is the whole
    address: a 16x16 block of pointers from a pointer parameter, since the excerpt reduces
    along axis 1."""
    import json
    from pathlib import Path

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/1415/issue.json").read_text())
    x = extract_triton(issue)
    src = x.reproducers[0].source
    assert "def excerpt_kernel(XXX_base):" in src
    assert "XXX = XXX_base + tl.arange(0, 16)[:, None] * 16 + tl.arange(0, 16)[None, :]" in src
    assert "return" not in src


def test_block_pointer_and_a_value_made_above_the_excerpt_4204():
    """triton#4204 (own corpus, fresh4, after its untouched run) shows two lines:
    ``mask = tl.load(M_block_ptr, boundary_check=(0, 1), padding_option="zero")`` and
    ``p = tl.where(mask, p, 0.0)``. ``M_block_ptr`` is a 2-D block pointer (only those take
    boundary_check); ``p`` is read before the excerpt binds it, so it comes from above."""
    import json
    from pathlib import Path

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/4204/issue.json").read_text())
    src = extract_triton(issue).reproducers[0].source
    assert "def excerpt_kernel(M_block_ptr_base, p):" in src
    assert "M_block_ptr = tl.make_block_ptr(base=M_block_ptr_base, shape=(16, 16,)" in src
    assert "order=(1, 0,))" in src

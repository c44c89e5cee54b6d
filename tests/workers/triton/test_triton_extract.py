"""Extraction from the real corpus issues."""
from __future__ import annotations

import ast
import json
from pathlib import Path

from tests.conftest import load_issue
from workers.triton.extract import extract_triton, infer_aot_spec, target_from_text


def test_targets_from_text():
    assert target_from_text("[AMD][gfx1250] x", "", []) == "hip:gfx1250:32"
    assert target_from_text("crash", "on MI300X", []) == "hip:gfx942:64"
    assert target_from_text("crash", "sm_90 H20", []) == "cuda:90:32"
    assert target_from_text("crash", "V100 cuda 11", []) == "cuda:70:32"
    assert target_from_text("[AMD] crash", "", []) == "hip:gfx942:64"
    assert target_from_text("crash", "", []) == "cuda:90:32"


def test_targets_from_gpu_names_and_capabilities():
    """The GPU models reporters name, at their real architecture (A10G and RTX 30 are sm_86, the
    RTX 50 series sm_120), and capabilities as torch prints them."""
    cases = {"on an A10G": "cuda:86:32", "RTX 3090": "cuda:86:32", "RTX 4060 Ti": "cuda:89:32",
             "GeForce RTX 5070 GPU": "cuda:120:32", "B200": "cuda:100:32", "Jetson AGX Orin": "cuda:87:32",
             "compute capability 8.9": "cuda:89:32", "torch.cuda.get_device_capability() -> (8, 6)": "cuda:86:32",
             "MI100": "hip:gfx908:64", "MI250X": "hip:gfx90a:64", "RX 7800 XT": "hip:gfx1101:32",
             "Radeon 780M": "hip:gfx1103:32", "gcc 12.2, A100": "cuda:80:32"}
    for text, want in cases.items():
        assert target_from_text("crash", text, []) == want, text


def test_complete_reproducer_with_reported_assertion(corpus):
    x = extract_triton(load_issue(corpus, "triton", 10909))
    assert x.complete and x.reproducers[0].source.count("@triton.jit") == 1
    assert x.reported.kind == "assertion" and "expected `join` to be monotonic" in x.reported.first_line


def test_env_and_cut_off_code(corpus):
    x = extract_triton(load_issue(corpus, "triton", 6157))
    assert x.env.get("TRITON_F32_DEFAULT") == "ieee"
    assert not x.complete and "def func()" not in x.reproducers[0].source
    assert any("cut off" in n for n in x.notes)
    assert x.reported.kind == "assertion" and "idx < size()" in x.reported.message
    spec = infer_aot_spec(x.reproducers[0].source)
    assert spec["kernel"] == "kernel" and spec["signature"] == {"output_ptr": "*fp32"}
    assert spec["constexprs"] == {"M": 16, "N": 16, "K": 16, "L": 2}


def test_amd_cannot_select_report(corpus):
    x = extract_triton(load_issue(corpus, "triton", 7011))
    assert x.target == "hip:gfx942:64" and x.complete
    assert x.reported.kind == "cannot-select" and "buffer_atomic_fadd" in x.reported.key


def test_issue_without_code_yields_no_reproducer():
    x = extract_triton({"title": "Segfault on MI300X", "body": "Segmentation fault (core dumped) when I run my "
                        "model with triton 3.4.\n```\nSegmentation fault (core dumped)\n```\n"})
    assert x.reproducers == [] and any("no Triton" in n for n in x.notes)


def test_aot_compiles_the_kernel_named_as_failing_with_its_pointers():
    """triton#8259 (own corpus, fresh) pastes `pipeline_kernel_fail` and `safe_kernel` and a
    driver cut before its call: the AOT completion compiles the failing one, and `diff` is a
    pointer (the leftmost term of `diff + pid * 4096 + idx0`), not the offset `idx0`."""

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/8259/issue.json").read_text())
    spec = infer_aot_spec(extract_triton(issue).reproducers[0].source)
    assert spec["kernel"] == "pipeline_kernel_fail"
    assert spec["signature"] == {"ptr": "*fp32", "diff": "*fp32"}
    two = ("@triton.jit\ndef bad_kernel(x_ptr):\n    tl.store(x_ptr, 1)\n\n"
           "@triton.jit\ndef reference_kernel(x_ptr):\n    tl.store(x_ptr, 1)\n")
    assert infer_aot_spec(two)["kernel"] == "bad_kernel"
    plain = two.replace("bad_kernel", "k1").replace("reference_kernel", "k2")
    assert infer_aot_spec(plain)["kernel"] == "k2"  # no name says anything: the last one, as before


def test_arange_extent_gets_a_dot_sized_default():
    src = ("@triton.jit\ndef k(p_ptr, NUM_PARTICLES: tl.constexpr, L: tl.constexpr):\n"
           "    x = tl.load(p_ptr + tl.arange(0, NUM_PARTICLES))\n    tl.store(p_ptr + L, x)\n")
    assert infer_aot_spec(src)["constexprs"] == {"NUM_PARTICLES": 16, "L": 2}


def test_pointer_type_follows_the_cast_of_what_is_stored_3899():
    """triton#3899 (own corpus, fresh2): the kernel stores ``output_vals.to(tl.float8e4nv)``
    through ``out_ptr``. Compiled with an fp32 ``out_ptr`` the store adds an fp8->fp32
    conversion the report is not about; the pointer is ``*fp8e4nv``, the others stay fp32."""

    from workers.triton.extract import extract_triton, infer_aot_spec

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/3899/issue.json").read_text())
    x = extract_triton(issue)
    assert x.reported is not None and x.reported.kind == "tool-error"
    spec = infer_aot_spec(x.reproducers[0].source)
    assert spec["signature"]["out_ptr"] == "*fp8e4nv"
    assert spec["signature"]["input_ptr"] == "*fp32" and spec["signature"]["num_elems"] == "i32"
    # stored with two types: left to the default
    two = ("import triton\nimport triton.language as tl\n@triton.jit\ndef k(o, x, B: tl.constexpr):\n"
           "    i = tl.arange(0, B)\n    v = tl.load(x + i)\n    tl.store(o + i, v.to(tl.float16))\n"
           "    tl.store(o + i, v.to(tl.bfloat16))\n")
    assert infer_aot_spec(two)["signature"]["o"] == "*fp32"


def test_code_on_the_opening_fence_line_is_code(corpus):
    """triton#11153 opens its reproducer with "```import torch": the fence's info string is the
    first line of code. Read as a language tag, the block was not Python and the issue had
    "nothing runnable"; the bot never took it."""
    from workers.jobs.candidates import assess

    issue = load_issue(corpus, "triton", 11153)
    x = extract_triton(issue)
    assert x.reproducers and x.reproducers[0].source.startswith("import torch\nimport triton\n")
    assert "def fma_kernel_original" in x.reproducers[0].source
    assert assess(issue, "triton-lang/triton").candidate


def test_title_naming_a_pass_and_an_assertion_is_the_reported_failure():
    """triton#4178 (own corpus, fresh3): the only failure text is the title "Hitting an assertion
    in `RemoveLayoutConversions` Pass". A failure in another pass, or a Python exception, is
    another failure, not "any crash counts"; the run names the pass with its dialect prefix."""
    from reducers.signature import CrashSignature
    from workers.triton.adapter import grade_triton

    ref = extract_triton({"title": "Hitting an assertion in `RemoveLayoutConversions` Pass. Relevant for both "
                                   "cuda and hip backends.", "body": "Here is the kernel."}).reported
    assert ref.kind == "assertion" and ref.pass_name == "RemoveLayoutConversions" and not ref.message
    same = CrashSignature(kind="assertion", message="Assertion `x' failed", first_line="Assertion `x' failed",
                          pass_name="TritonGPURemoveLayoutConversions")
    assert grade_triton(ref, same).grade == "exact"
    other = CrashSignature(kind="assertion", message="Assertion `x' failed", first_line="Assertion `x' failed",
                           pass_name="TritonGPUCoalesce")
    assert grade_triton(ref, other).grade == "different"
    exc = CrashSignature(kind="python-exception", message="AttributeError: x", first_line="AttributeError: x")
    assert grade_triton(ref, exc).grade == "different"
    assert extract_triton({"title": "TritonAMDGPUPipeline crash with 4+ loads", "body": ""}).reported.kind == "pass-failure"
    assert extract_triton({"title": "PyTorch crashes on MI300X", "body": ""}).reported is None


def test_pointers_by_element_type_and_by_computed_addresses():
    """``C.type.element_ty`` exists only on pointers (triton#4178); ``A_BASE = A + rm[:, None] *
    s`` then ``tl.load(A_BASE)`` makes ``A`` the pointer, not the local."""
    src = ("import triton\nimport triton.language as tl\n@triton.jit\ndef k(A, C, s, BM: tl.constexpr):\n"
           "    t = tl.float32 if C.type.element_ty != tl.int8 else tl.int32\n"
           "    rm = tl.arange(0, BM)\n    A_BASE = A + rm[:, None] * s\n    P = A_BASE + 1\n"
           "    a = tl.load(P)\n")
    sig = infer_aot_spec(src)["signature"]
    assert sig == {"A": "*fp32", "C": "*fp32", "s": "i32"}


def test_closing_fence_indented_keeps_the_prose_after_it():
    """triton#2470 closes its fence with "  ```" (CommonMark allows up to three spaces): the
    message after it ("throws `'constexpr' object has no attribute 'handle'`") was read as code."""

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/2470/issue.json").read_text())
    x = extract_triton(issue)
    assert x.reported is not None and x.reported.first_line.startswith("AttributeError: 'constexpr' object")
    assert "def E_n9" in x.reproducers[0].source


def test_title_gives_the_message_the_cut_traceback_lacks_5443():
    """triton#5443 (own corpus, fresh4, after its untouched run): the body's traceback is cut
    inside visit_Call; the title is the whole last line, "TypeError: cannot convert [...] to
    tensor". The reported failure is that message, still raised through visit_Call."""

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/5443/issue.json").read_text())
    x = extract_triton(issue)
    assert x.reported.first_line.startswith("TypeError: cannot convert [")
    assert x.reported.location == "code_generator.py:visit_Call"
    assert any("the title gives it" in n for n in x.notes)


# Valid kernels of common shapes, written for these tests, each without a launch. Compiled
# ahead of time with the inferred arguments they must compile: a frontend error there would be
# one of reprobot's making, and with no crash text in the issue it would count as the bug.
AUTOTUNED = '''import triton
import triton.language as tl

@triton.autotune(configs=[triton.Config({'BLOCK_M': 64, 'BLOCK_K': 32}, num_warps=4)], key=['M'])
@triton.jit
def rowsum(a_ptr, out_ptr, M, K, stride_am, BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    acc = tl.zeros((BLOCK_M,), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        rk = k + tl.arange(0, BLOCK_K)
        a = tl.load(a_ptr + rm[:, None] * stride_am + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        acc += tl.sum(a, axis=1)
    tl.store(out_ptr + rm, acc, mask=rm < M)
'''
GATHER = '''import triton
import triton.language as tl

@triton.jit
def gather_rows(table, ids, out, dim, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    row = tl.load(ids + pid)
    d = tl.arange(0, BLOCK_D)
    tl.store(out + pid * dim + d, tl.load(table + row * dim + d, mask=d < dim), mask=d < dim)
'''
HISTOGRAM = '''import triton
import triton.language as tl

@triton.jit
def histogram(values, hist, n, BINS: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(values + offs, mask=offs < n, other=0)
    b = v % BINS
    tl.atomic_add(hist + b, 1, mask=offs < n)
'''
CAST = '''import triton
import triton.language as tl

@triton.jit
def cast(src, dst, n, OUT_DTYPE: tl.constexpr, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(dst + i, tl.load(src + i, mask=i < n).to(OUT_DTYPE), mask=i < n)
'''
HELPERS = '''import triton
import triton.language as tl

@triton.jit
def _load_tile(base, offs, n):
    return tl.load(base + offs, mask=offs < n, other=0.0)

@triton.jit
def relu(X, Y, n, scale: float, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = _load_tile(X, offs, n)
    tl.store(Y + offs, tl.maximum(x * tl.exp(scale), 0.0), mask=offs < n)
'''


def test_aot_spec_of_kernels_without_launch():
    spec = infer_aot_spec(AUTOTUNED)
    assert spec["constexprs"] == {"BLOCK_M": 64, "BLOCK_K": 32}  # the autotuner's first config
    assert infer_aot_spec(GATHER)["signature"] == {"table": "*fp32", "ids": "*i32", "out": "*fp32", "dim": "i32"}
    assert infer_aot_spec(HISTOGRAM)["signature"]["values"] == "*i32"
    assert repr(infer_aot_spec(CAST)["constexprs"]["OUT_DTYPE"]) == "tl.float32"
    spec = infer_aot_spec(HELPERS)
    assert spec["signature"] == {"X": "*fp32", "Y": "*fp32", "n": "i32", "scale": "fp32"}
    # an index computed from the program id stays an index: `x % 640` makes no pointer integral
    plain = ("import triton\nimport triton.language as tl\n\n@triton.jit\ndef k(X, Y, BLOCK: tl.constexpr):\n"
             "    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)\n    x = tl.load(X + i % 640)\n"
             "    tl.store(Y + i, x)\n")
    assert infer_aot_spec(plain)["signature"] == {"X": "*fp32", "Y": "*fp32"}


def test_code_between_lone_backticks_with_markdown_escapes():
    """triton#2471: the script sits between two lines holding one backtick each (GitHub renders
    it as one inline span) and its comments are written `\\#`: a block of code, escapes undone."""
    body = ("The failure:\n\n`\nlib/Dialect/TritonGPU/IR/Dialect.cpp:150: f: Assertion x' failed.\n`\n`\n"
            "@triton.jit\ndef k(out_ptr):\n  \\# a comment\n  tl.store(out_ptr + tl.arange(0, 4), 1)\n\n"
            "k[(1,)](torch.empty(4, device='cuda'))\n`\n")
    x = extract_triton({"title": "crash", "body": body})
    src = x.reproducers[0].source
    assert "# a comment" in src and "\\#" not in src and "k[(1,)]" in src
    assert x.reported.kind == "assertion"


def test_a_kernel_calling_a_helper_the_text_never_shows_gets_a_stub():
    """triton#4737 calls `simple_mod_hash_kernel(key, size)` without defining it: run as given
    the kernel stops at a NameError; the stub returns its first argument (the caller's types
    hold) and the notes say so."""
    from workers.triton.completion import stub_missing_helpers

    src = ("import triton\nimport triton.language as tl\n\n@triton.jit\ndef k(p, n):\n    i = tl.arange(0, 16)\n"
           "    h = my_hash(tl.load(p + i), n)\n    tl.store(p + h, 1)\n")
    out, notes = stub_missing_helpers(src)
    assert "@triton.jit\ndef my_hash(a0, a1):\n    return a0" in out and "my_hash()" in notes[0]
    assert out.index("def my_hash") < out.index("def k(")
    assert stub_missing_helpers(out) is None
    # a decorator spanning lines: the stub goes above it, not inside its arguments
    tuned = src.replace("@triton.jit\ndef k(", "@triton.autotune(\n    configs=[triton.Config({})],\n    key=['n'],\n)\n"
                                               "@triton.jit\ndef k(")
    out, _ = stub_missing_helpers(tuned)
    assert out.index("def my_hash") < out.index("@triton.autotune(") and ast.parse(out)


def test_a_line_cut_by_the_excerpt_comes_back_from_the_prose():
    """triton#2261: the block ends in ``    tl.store`` (cut), and the prose says "if I remove the line
    `tl.store(O + o_offset, o)`": the line is restored whole, with its indentation; a cut line
    that two different spans could complete, or none, stays dropped."""
    from workers.triton.extract import restore_cut_line
    code = "@triton.jit\ndef k(O, o_offset, o):\n    x = 1\n"
    got = restore_cut_line(code, "\n    tl.store", "works if I remove the line `tl.store(O + o_offset, o)`")
    assert got is not None and got[0].endswith("\n    tl.store(O + o_offset, o)\n") and got[2] == "tl.store(O + o_offset, o)"
    assert restore_cut_line(code, "\n    tl.store", "`tl.store(O, o)` or `tl.store(O + 1, o)`") is None
    assert restore_cut_line(code, "\n    tl.store", "no code here") is None
    assert restore_cut_line(code, "\n    tl.sto\n    y = 2", "`tl.store(O, o)`") is None  # cut earlier


def test_a_loop_header_cut_in_its_comment_is_kept():
    """triton#11612: the excerpt ends in ``        while w < 0:  #`` (the comment is cut, the code
    is whole): the header is kept with ``pass`` as its body rather than dropped; a plain
    statement cut in its comment is dropped like any cut line (triton#4484's labeller measured
    without it); a line cut in its code, or a ``#`` inside a string, is not taken for a comment."""
    from workers.triton.extract import keep_code_before_cut_comment
    code = "@triton.jit\ndef k(out):\n    w = 0\n"
    got = keep_code_before_cut_comment(code, "\n    while w < 0:  #")
    assert got is not None and got[0].endswith("\n    while w < 0:\n        pass\n") and got[1] == "while w < 0:"
    assert keep_code_before_cut_comment(code, "\n    x = w + 1  # the sum o") is None
    got = keep_code_before_cut_comment(code, "\n    for i in range(4):  # over the ro")
    assert got is not None and got[0].endswith("\n    for i in range(4):\n        pass\n")
    assert keep_code_before_cut_comment(code, "\n    tl.sto") is None
    assert keep_code_before_cut_comment(code, "\n    s = '#'") is None
    assert keep_code_before_cut_comment(code, "\n    while w <  # x\n    y = 1") is None  # not the last line


def test_a_loaded_value_shifted_in_place_makes_an_integer_pointer():
    """triton#5095 (fresh8): ``x_data <<= shift`` on the value loaded through ``x_ptr`` says the
    pointer holds integers; a float guess stopped every release at "invalid operands of type
    fp32 and uint8" before the reported ``tl.sum(axis=-1)``."""
    from workers.triton.extract import infer_aot_spec
    src = ("import triton\nimport triton.language as tl\n\n@triton.jit\ndef k(x_ptr, o_ptr, D: tl.constexpr):\n"
           "    shift = tl.arange(0, D).to(tl.uint8)\n    x = tl.load(x_ptr + tl.arange(0, D))\n    x <<= shift\n"
           "    y = tl.load(o_ptr + tl.arange(0, D))\n    y += 1.0\n")
    sig = infer_aot_spec(src)["signature"]
    assert sig["x_ptr"].startswith("*i") and sig["o_ptr"] == "*fp32"


def test_aot_extents_fitted_to_views_and_module_constants():
    """A guessed block extent takes the size a tl.view of its block asks for, and the size of a
    viewed block stored through it; a constexpr named like a module-level int takes its value."""
    from workers.triton.extract import infer_aot_spec
    src = (
        "import triton\nimport triton.language as tl\nn_ctx = 64\nbatch = 48\n\n"
        "@triton.jit\ndef k(Q, O, BLOCK_Q: tl.constexpr, BLOCK_O: tl.constexpr, N_CTX: tl.constexpr,\n"
        "      BATCH: tl.constexpr, D: tl.constexpr):\n"
        "    off = tl.program_id(0) * BLOCK_Q + tl.arange(0, BLOCK_Q)\n"
        "    q = tl.load(Q + off)\n"
        "    q = tl.reshape(q, (N_CTX, D))\n"
        "    o = q.view(N_CTX * D)\n"
        "    o_off = tl.arange(0, BLOCK_O)\n"
        "    tl.store(O + o_off, o)\n")
    c = infer_aot_spec(src)["constexprs"]
    assert c["N_CTX"] == 64 and c["D"] == 16 and c["BLOCK_Q"] == 64 * 16 and c["BLOCK_O"] == 64 * 16
    assert c["BATCH"] == 48  # not an extent: any positive int
    # a 2-D block ([:, None]) says nothing of one extent; a value the source gives is kept
    two_d = src.replace("tl.arange(0, BLOCK_Q)", "tl.arange(0, BLOCK_Q)[:, None]")
    assert infer_aot_spec(two_d)["constexprs"]["BLOCK_Q"] == 16
    assert infer_aot_spec(src + "\nk[(1,)](q, o, BLOCK_Q=32)\n")["constexprs"]["BLOCK_Q"] == 32


def _own_issue(n: int) -> dict:

    return json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton" / str(n) / "issue.json").read_text())


def test_code_pasted_without_a_fence_is_found_up_to_the_prose():
    """triton#1425 (2023) pastes its script with no code fence, after the prose and the error."""
    x = extract_triton(_own_issue(1425))
    assert len(x.reproducers) == 1 and "not in a code block" in " ".join(x.notes)
    src = x.reproducers[0].source
    ast.parse(src)
    assert src.lstrip().startswith("import triton") and "error[(6,)](input, output)" in src
    assert "I am getting" not in src and "Repro:" not in src
    from workers.triton.extract import unfenced_code

    assert unfenced_code("The kernel:\nimport triton\n@triton.jit\ndef k(x):\n    pass\nThis fails on the "
                         "second call\nk = 1\n") == "import triton\n@triton.jit\ndef k(x):\n    pass\n"
    assert unfenced_code("import torch\nx = torch.ones(3)\n") == ""  # not Triton code


def test_markdown_indented_code_block_is_code_and_its_failure_text_is_read():
    """1425's script pasted as Markdown's indented code block (four spaces before each line, how
    older issues were written), its error indented the same way below the prose."""
    src = extract_triton(_own_issue(1425)).reproducers[0].source
    indented = "Repro:\n\n" + "\n".join("    " + ln if ln.strip() else "" for ln in src.splitlines()) + \
        "\n\nIt fails with:\n\n    triton.compiler.errors.CompilationError: at 4:26:\n" \
        "    ValueError: type fp8e4nv not supported in this architecture.\n"
    x = extract_triton({"title": "t", "body": indented, "comments": []})
    assert x.reproducers and x.reproducers[0].source.strip() == src.strip()
    assert x.reported is not None and x.reported.message.startswith("ValueError: type fp8e4nv not supported")


def test_a_one_line_triple_backtick_span_is_not_a_fence():
    """triton#7161 writes "```Triton Version: 3.1.0```" on a line of its own: inline code (a backtick
    fence's info string has no backtick), not a fence that would swallow the kernel block after it."""
    x = extract_triton(_own_issue(7161))
    assert x.reproducers and "def pack_uint8_to_float32_kernel" in x.reproducers[0].source


def test_ptxas_message_quoted_in_prose_names_a_traceback_cut_in_make_cubin():
    """triton#8100: the traceback stops in make_cubin's subprocess.run(ptxas_cmd); the description
    says 'with a PTXAS error "Arguments mismatch for instruction 'st'"'."""
    x = extract_triton(_own_issue(8100))
    assert x.reported.kind == "tool-error"
    assert x.reported.first_line == "ptxas: Arguments mismatch for instruction 'st'"


def test_ipython_session_gives_the_code_typed_at_its_prompts():
    """triton#2939 pastes an IPython session: `In [4]: @triton.jit` / `   ...:     val = ...`,
    `Out[7]: ...` and the traceback. The code is what was typed; the output is failure text, where
    IPython prints the kernel's first line on the CompilationError's own line, and the cause below
    its caret as a repr (`AttributeError("'constexpr' object has no attribute 'to'")`): that
    cause is the reported failure, placed at the caret's 3:24."""
    from workers.triton.extract import ipython_input

    x = extract_triton(_own_issue(2939))
    src = x.reproducers[0].source
    ast.parse(src)
    assert "def my_kernel(in_, out, mul):" in src and "my_kernel[1,](in_, out, 1)" in src
    assert "Out[" not in src and "In [" not in src and "Traceback" not in src
    assert x.reported.first_line == "AttributeError: 'constexpr' object has no attribute 'to'"
    assert x.reported.compile_site.startswith("3:24|")
    assert ipython_input("x = 1\n") is None


def test_failure_text_in_a_comment_or_as_an_exception_repr():
    """triton#633 names its failure only in the reproducer's comment ('# this version:
    AttributeError: ...'); triton#3391 prints it as a repr, `ValueError('Cannot use /, #, or % ...')`,
    and calls `ch.randn(...)` with `import torch as ch` left out."""
    x = extract_triton(_own_issue(633))
    assert x.reported.first_line == "AttributeError: 'pointer_type' object has no attribute 'get_block_shapes'"
    x = extract_triton(_own_issue(3391))
    assert x.reported.first_line.startswith("ValueError: Cannot use /, #, or % with triton.language.uint32")
    assert "import torch as ch" in x.reproducers[0].source
    from workers.triton.extract import _torch_alias

    assert not _torch_alias("ch = 3\nprint(ch)\n", "ch") and not _torch_alias("ch.foo()\n", "ch")


def test_a_plain_interpreter_session_is_read_like_an_ipython_one():
    """The same session as triton#2939's IPython one, typed at Python's own ">>> " / "... " prompts:
    the typed code is the reproducer, the traceback after it the failure text."""
    from workers.triton.extract import ipython_input

    session = (">>> import triton\n>>> @triton.jit\n... def k(x):\n...     pass\n...\n>>> k[(1,)](1)\n"
               "Traceback (most recent call last):\nValueError: bad\n")
    code, output = ipython_input(session)
    assert code == "import triton\n@triton.jit\ndef k(x):\n    pass\n\nk[(1,)](1)\n"
    assert "ValueError: bad" in output and ">>>" not in code
    x = extract_triton({"title": "t", "body": "```python\n" + session + "```\n", "comments": []})
    assert x.reproducers and x.reported is not None and x.reported.message == "ValueError: bad"


def test_an_unused_import_of_the_reporter_s_own_package_is_dropped():
    """triton#2052 imports the reporter's package `trident` and never uses it: as given, every
    release stops at ModuleNotFoundError before the kernel. The import becomes a comment (with a
    note); a foreign import the script uses stays, and so do triton, torch, numpy and the
    standard library."""
    from workers.triton.extract import drop_unused_foreign_imports

    x = extract_triton(_own_issue(2052))
    src = x.reproducers[0].source
    assert "\n# import trident" in "\n" + src and any("trident" in n for n in x.notes)
    notes: list[str] = []
    code = "import os\nimport numpy\nimport einops\nfrom vllm import ops\nimport trident\ny = einops.rearrange(ops)\n"
    assert drop_unused_foreign_imports(code, notes) == code.replace("import trident", "# import trident  # reprobot: "
                                                                    "not available, not used")
    assert notes == ["dropped an import the script never uses and no release has: trident"]


def test_a_diagnostic_quoted_in_prose_is_the_failure_and_a_later_comment_s_quote_is_not():
    """triton#2052: 'The error message is `error: 'tt.atomic_rmw' op failed to verify that infer ptr
    type from value type`.' - an MLIR diagnostic in an inline code span, ending at its closing
    backtick. triton#633: a later comment quotes what a newer release says ('it causes "error:
    'tt.store' op requires the same shape..."'); the reporter's own comment in the code names the
    reported failure, which wins. 532: a title naming the failure beats the code's comments, which
    list three versions."""
    x = extract_triton(_own_issue(2052))
    assert (x.reported.kind, x.reported.message) == ("mlir-error", "'tt.atomic_rmw' op failed to verify that infer "
                                                                   "ptr type from value type")
    x = extract_triton(_own_issue(633))
    assert x.reported.first_line == "AttributeError: 'pointer_type' object has no attribute 'get_block_shapes'"
    x = extract_triton(_own_issue(532))
    assert "Broken function found" in x.reported.first_line


def test_a_shell_session_block_gives_the_script_and_its_output_as_failure_text():
    """triton-lang/triton#2005: one block holds `# cat repro.py`, the script, `# python3 repro.py` and
    the assertion it printed; with `#` as the root prompt those lines also parse as comments."""
    from workers.triton.extract import shell_session

    x = extract_triton(_own_issue(2005))
    src = x.reproducers[0].source
    assert "tl.program_id(3)" in src and "Assertion" not in src and "python3 repro.py" not in src
    assert x.reported is not None and x.reported.kind == "assertion" and "cast<Ty>() argument" in x.reported.message
    # a comment that merely looks like a prompt, in a block without failure text, is code
    assert shell_session("import triton\n# python3 t.py\nx = 1\n") is None
    assert shell_session("$ python t.py\nTraceback (most recent call last):\n") is None  # no script shown


def test_a_reporters_ceiling_division_helper_is_bound_to_triton_cdiv():
    """ROCm/triton#595: the launch's grid calls `ceildiv`, which the snippet never defines."""
    x = extract_triton(_own_issue(595))
    src = x.reproducers[0].source
    assert "from triton import cdiv as ceildiv" in src and "ceildiv(X.shape[0], 1024)" in src


def test_aot_takes_dtypes_and_sizes_a_comment_states():
    """triton#11586 (own corpus, fresh18) pastes the kernel alone and says under it what the
    inputs were: ``# int8 a [M, K], int8 b [K, N], int32 out; BLOCK_M, BLOCK_N, BLOCK_K = 64,
    32, 32; num_warps=4``. With fp32 pointers the int32 accumulator fails in the frontend (an
    error of reprobot's making); with the stated dtypes and sizes 3.4+ hit the reported WGMMA
    assertion. A comment's dtype word before a name that a word follows is prose, not a tensor."""

    from workers.triton.extract import comment_hints

    issue = json.loads((Path(__file__).resolve().parents[3] / "bench/corpus/triton/11586/issue.json").read_text())
    spec = infer_aot_spec(extract_triton(issue).reproducers[0].source)
    assert spec["signature"] == {"out_ptr": "*i32", "a_ptr": "*i8", "b_ptr": "*i8", "M": "i32", "N": "i32", "K": "i32"}
    assert spec["constexprs"] == {"BLOCK_M": 64, "BLOCK_N": 32, "BLOCK_K": 32}
    dtypes, values = comment_hints("x = 1  # cast to fp32 before the dot; y: bf16\n# BLOCK = 2 ** 5; N = M\n")
    assert dtypes == {"y": "bf16"} and values == {}
    src = ("@triton.jit\ndef k(x_ptr, BLOCK: tl.constexpr):\n    # x is fp16; BLOCK = 64\n"
           "    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)\n")
    assert infer_aot_spec(src) == {"kernel": "k", "signature": {"x_ptr": "*fp16"}, "constexprs": {"BLOCK": 64}}
    code_wins = src.replace("def k", "def launch():\n    k[(1,)](x, BLOCK=32)\n\n@triton.jit\ndef k")
    assert infer_aot_spec(code_wins, "k")["constexprs"] == {"BLOCK": 32}


def test_a_hang_told_in_the_title_is_the_reported_failure():
    """triton#1652 ("Pipeline pass hanging", the search tool's excerpt, cut inside the kernel's
    loop) shows no failure text: the title's hang is what a run must show, a timeout."""
    issue = json.loads((Path(__file__).parent / "data/issues/1652.json").read_text())
    x = extract_triton(issue)
    assert x.reported is not None and x.reported.kind == "timeout"
    assert x.reproducers and "def matmul_kernel" in x.reproducers[0].source
    # a failure message in the text wins over the title's words
    said = dict(issue, body=issue["body"] + "\n```\n\nI get:\n```\nRuntimeError: PassManager::run failed\n```")
    assert extract_triton(said).reported.kind != "timeout"

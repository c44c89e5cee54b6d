from __future__ import annotations

from workers.report import MARKER_PREFIX, cut_at_word, render_comment


def _result(source="define void @f() {\n  ret void\n}\n", **kw):
    r = {"issue": {"repo": "llvm/llvm-project", "number": 1},
         "reproducers": [{"kind": "llvm-ir", "source": source, "tool": "llc", "args": ["-O0"], "digest": "abc",
                          "command": "llc -O0 repro.ll"}],
         "runs": {"llvm-16": {"outcome": "reproduces", "signature": "llvm-error: boom @someone #123"},
                  "llvm-19": {"outcome": "clean", "signature": "", "reason": "no crash"}},
         "bisection": {"level": "release", "last_good": None, "first_bad": "llvm-16", "fixed_in": "llvm-19",
                       "verdicts": {"llvm-16": "bad", "llvm-19": "good"},
                       "summary": "fixed in llvm-19: reproduces on llvm-16 (oldest tested: llvm-16), clean on llvm-19",
                       "claim": {"kind": "fixed", "oldest_tested": "llvm-16", "fixed_in": "llvm-19"}},
         "signature": "llvm-error: boom"}
    r.update(kw)
    return r


def test_marker_table_and_claim():
    c = render_comment(_result())
    assert c.startswith(MARKER_PREFIX) and "repo=llvm/llvm-project issue=1" in c.splitlines()[0]
    assert "| `llvm-16` | 🔴 reproduces |" in c
    assert ("**Bisection (releases):** Fixed in `llvm-19`: reproduces on `llvm-16` (oldest tested: `llvm-16`), "
            "clean on `llvm-19`.") in c
    assert "first bad release" not in c and "`llvm-16` is only the oldest release tested: the bug may be older." in c
    assert "```llvm\ndefine void @f()" in c and "llc -O0 repro.ll" in c
    assert "reprobot reduce repro.ll" in c


def test_long_reproducer_folded_and_size_capped():
    big = "define void @f() {\n" + "  call void @g()\n" * 20000 + "  ret void\n}\n"
    c = render_comment(_result(source=big))
    assert "<details><summary>" in c and len(c) <= 65536 and c.startswith(MARKER_PREFIX)


def test_reproduced_text_cannot_ping_or_leak_tokens():
    c = render_comment(_result(signature="crash by @octocat see #12 ghp_" + "a" * 36,
                               notes=["ask @octocat about #12 <img src=x> s3cr3t-token"]), secrets=("s3cr3t-token",))
    assert "ghp_" + "a" * 36 not in c and "s3cr3t-token" not in c
    # GitHub does not link mentions inside code spans; in prose they are neutralized
    assert "`crash by @octocat" in c
    assert "ask @\u200docto" in c and "#\u200d12" in c and "<img" not in c


def test_no_reproducer_says_what_to_do():
    c = render_comment({"issue": {"repo": "a/b", "number": 2}, "reproducers": []})
    assert "could not find" in c and c.startswith(MARKER_PREFIX)


def test_cut_at_word_never_inside_a_name():
    sig = "llvm-error: Cannot select: intrinsic %llvm.amdgcn.dispatch_tensor_store (in Legalizer)"
    for n in range(5, len(sig)):
        cut = cut_at_word(sig, n)
        head = cut.removesuffix(" …")
        assert sig.startswith(head) and (cut == sig or sig[len(head)] == " ")
    assert cut_at_word("averyveryverylongname and more", 5) == "averyveryverylongname …"


def test_long_signatures_whole_folded_never_cut_in_a_name():
    long_sig = ("assertion: Assertion `!Call.getType()->isVoidTy() && \"Bad inline asm!\"' failed; " * 3
                + "in llvm::SelectionDAGBuilder::visitInlineAsm dispatch_tensor_store (in Legalizer)")
    r = _result(signature=long_sig)
    r["runs"]["llvm-16"]["signature"] = long_sig
    c = render_comment(r)
    assert "dispatch_tensor_st " not in c and "dispatch_tensor_st`" not in c
    row = next(ln for ln in c.splitlines() if ln.startswith("| `llvm-16`"))
    assert row.endswith(" [1] |") and " … " in row  # cut at a space, marked, numbered
    assert c.count(long_sig) == 2  # whole: folded under the crash signature and under the table
    assert "<details><summary>Whole text of the 1 long cell</summary>" in c
    assert "**Crash signature:**\n\n<details><summary>assertion: Assertion" in c


def test_triton_kernel_shown_without_the_harness():
    from workers.triton.adapter import complete_with_aot

    kernel = "import triton\nimport triton.language as tl\n\n@triton.jit\ndef kernel(x_ptr):\n    pass\n"
    full = complete_with_aot(kernel, "hip:gfx942:64")
    r = {"issue": {"repo": "triton-lang/triton", "number": 2},
         "reproducers": [{"kind": "triton-python", "source": full, "tool": "python", "args": [], "digest": "d",
                          "command": "python repro.py", "triple": "hip", "cpu": "gfx942", "env": {"A": "1"}}],
         "runs": {"triton-3.2.0": {"outcome": "reproduces", "signature": "assertion: x"}},
         "reduction": {"toolchain": "triton-3.2.0", "before": {"lines": 9, "bytes": 90}, "after": {"lines": 6, "bytes": 60},
                       "tests_run": 3, "wall_s": 1.0, "reproducer": full, "command": "python repro.py", "verified": True,
                       "upstream_test": {"kind": "pytest", "text": "import pytest\n", "path": "python/test/unit/t.py",
                                         "command": "pytest -v python/test/unit/t.py", "checked_on": "triton-3.2.0",
                                         "verified": True, "check": "ran"}}}
    c = render_comment(r)
    shown = c.split("```python\n", 1)[1].split("```", 1)[0]
    assert shown == kernel and "_reprobot_compile" not in shown
    assert "kernel, without reprobot's compile harness" in c
    harness = c.split("<details><summary>reprobot's compile harness and the command to run it</summary>", 1)[1]
    assert "def _reprobot_compile" in harness.split("</details>")[0]
    assert "pip install triton==3.2.0\nA=1 python repro.py" in harness.split("</details>")[0]
    assert "compiles the kernel ahead of time for `hip:gfx942` (no GPU needed)" in harness
    assert "<details><summary>Upstream regression test (pytest) — checked on `triton-3.2.0`</summary>" in c


def test_graded_reproductions_say_how_they_match():
    """A reworded or release-variant reproduction is shown as a crash that differs, with the
    grade's evidence; an exact one stays 'reproduces'."""
    runs = {"llvm-13": {"outcome": "reproduces", "signature": "llvm-error: unable to legalize instruction (s192)",
                        "match": {"grade": "reworded", "evidence": "same llvm-error, same pass 'Legalizer', text "
                                                                   "differs (similarity 1.00 ≥ 0.85)"}},
            "llvm-19": {"outcome": "reproduces", "signature": "signal: SIGSEGV (in X86 Domain Reassignment Pass)",
                        "match": {"grade": "release-variant", "evidence": "SIGSEGV here, without the reported "
                                                                          "assertion; same pass 'X86 Domain "
                                                                          "Reassignment Pass'"}},
            "llvm-22": {"outcome": "reproduces", "signature": "assertion: x", "match": {"grade": "exact"}},
            "llvm-16": {"outcome": "reproduces", "signature": "timeout: timed out after 30.0s (in Legalizer)",
                        "signature_detail": {"kind": "timeout", "pass_name": "Legalizer"},
                        "match": {"grade": "release-variant", "evidence": "timed out without the reported "
                                                                          "assertion; hangs in the pass of the "
                                                                          "reported assertion"}}}
    c = render_comment(_result(runs=runs))
    assert "| `llvm-13` | 🟠 crashes (text differs) |" in c and "similarity 1.00" in c
    assert "| `llvm-19` | 🟠 crashes (release variant) |" in c and "without the reported assertion" in c
    assert "| `llvm-22` | 🔴 reproduces |" in c
    assert "| `llvm-16` | 🟠 hangs (release variant) |" in c and "hangs in the pass" in c


def test_triton_script_completed_with_the_call_the_issue_names():
    src = ("import triton\n\n@triton.jit\ndef k(x):\n    pass\n\ndef mwe(n=16):\n    k[(1,)](None)\n\n\n"
           "# --- reprobot: the call the issue names ---\nmwe(32)\n")
    r = {"issue": {"repo": "triton-lang/triton", "number": 7817},
         "reproducers": [{"kind": "triton-python", "source": src, "tool": "python", "args": [], "digest": "d",
                          "command": "python repro.py", "triple": "cuda", "cpu": "90", "env": {},
                          "command_origin": "code block + mwe(32) (said to fail: 'starting from `mwe(32)`, I get the "
                                            "error')"}],
         "runs": {"triton-3.6.0": {"outcome": "reproduces", "signature": "assertion: x"}}}
    c = render_comment(r)
    assert "_The script was completed with mwe(32) (said to fail: 'starting from `mwe(32)`" in c


def test_toolchains_not_run_are_named_above_the_table():
    c = render_comment(_result(unsupported={
        "llvm-22": "unsupported: not in the sandbox image: llvm-22 is llvmlite's LLVM, which runs in the worker's Python",
        "llvm-13": "unsupported: not installed on this worker (asked for by REPROBOT_TOOLCHAINS)"}))
    assert "Not run: `llvm-22` (not in the sandbox image), `llvm-13` (not installed on this worker)." in c
    assert "| `llvm-22` | ⚫ not run |" in c
    assert "Not run:" not in render_comment(_result())

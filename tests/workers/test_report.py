from __future__ import annotations

from workers.report import MARKER_PREFIX, render_comment


def _result(source="define void @f() {\n  ret void\n}\n", **kw):
    r = {"issue": {"repo": "llvm/llvm-project", "number": 1},
         "reproducers": [{"kind": "llvm-ir", "source": source, "tool": "llc", "args": ["-O0"], "digest": "abc",
                          "command": "llc -O0 repro.ll"}],
         "runs": {"llvm-16": {"outcome": "reproduces", "signature": "llvm-error: boom @someone #123"},
                  "llvm-19": {"outcome": "clean", "signature": "", "reason": "no crash"}},
         "bisection": {"level": "release", "last_good": None, "first_bad": "llvm-16", "fixed_in": "llvm-19",
                       "summary": "present in every tested release up to llvm-16; fixed in llvm-19"},
         "signature": "llvm-error: boom"}
    r.update(kw)
    return r


def test_marker_table_and_first_bad():
    c = render_comment(_result())
    assert c.startswith(MARKER_PREFIX) and "repo=llvm/llvm-project issue=1" in c.splitlines()[0]
    assert "| `llvm-16` | 🔴 reproduces |" in c and "fixed in llvm-19" in c and "**`llvm-16`**" in c
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

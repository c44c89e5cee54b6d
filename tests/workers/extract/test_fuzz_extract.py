"""Fuzzing `workers.extract.llvm.extract_llvm` (issue 5): issue text is written by strangers.

Properties: on any GitHub-shaped issue (and on mutated real issues from the corpus)
extraction returns an `Extraction` whose candidates are well-formed, never raises, and on
1 MB adversarial inputs finishes in bounded time. The 1 MB cases run in a child process
so a catastrophic regex shows up as a failed test instead of a hung CI job; the bound is a
hang detector (generous for 2 shared cores), not a speed target (those live in bench/).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from reducers.reproducer import KINDS, Reproducer
from tests.support.hang import finishes
from workers.extract.llvm import extract_llvm
from workers.project import Extraction

CORPUS = Path("/work/shared/corpus/llvm")
HANG_S = 60.0  # per 1 MB input; a linear extractor needs a few seconds

# Fragments that steer the extractor into its branches; hypothesis glues them with noise.
FRAGMENTS = [
    "```", "```llvm", "```ll", "~~~", "````", "```c", "```console", "```\n", "`", "\n",
    "define void @f() {\n", "define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {\n", "entry:\n",
    "  %x = add i32 0, 1\n", "  ret void\n", "}\n", "declare i32 @llvm.amdgcn.workitem.id.x()\n",
    "attributes #0 = { \"target-cpu\"=\"gfx942\" }\n", "target triple = \"amdgcn-amd-amdhsa\"\n",
    "; RUN: llc -mtriple=amdgcn -mcpu=gfx90a < %s\n", "; RUN: opt -passes=instcombine -S %s\n",
    "$ llc -O3 test.ll\n", "❯ cat reduced.ll\n", "Command: llc -march=amdgcn\n",
    "Program arguments: /usr/bin/llc -mtriple=x86_64 -O2 a.ll -o /app/output.s -x86-asm-syntax=intel\n",
    "LLVM ERROR: Cannot select: t5: i32 = AMDGPUISD::FOO\n",
    "llc: /llvm/lib/CodeGen/X.cpp:12: void f(): Assertion `x && \"boom\"' failed.\n",
    "Stack dump:\n0.\tProgram arguments: llc a.ll\n1.\tRunning pass 'Function Pass Manager' on module 'a.ll'.\n",
    " #0 0x000055d5 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n",
    "https://godbolt.org/z/abc123\n", "[AMDGPU]", "-mattr=+wavefrontsize64", "when using -O0",
    "---\nname: f\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n", "@", "#", "%", "!", "\"", "\\", "\r\n", "\t",
    "\x00", "\u202e", "\U0001f4a5",
]

fragment_text = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=40)), max_size=60).map("".join)
comment = st.fixed_dictionaries({"body": st.one_of(st.none(), fragment_text)},
                                optional={"user": st.one_of(st.none(), st.fixed_dictionaries({"login": st.text(max_size=10)}),
                                                            st.integers())})
issue_strategy = st.fixed_dictionaries(
    {"title": st.one_of(st.none(), fragment_text), "body": st.one_of(st.none(), fragment_text)},
    optional={
        "comments": st.one_of(st.none(), st.lists(st.one_of(comment, st.integers(), st.text(max_size=5)), max_size=4)),
        "labels": st.lists(st.fixed_dictionaries({"name": st.text(max_size=12)}), max_size=3),
        "number": st.integers(),
    },
)


def check(ex: Extraction) -> None:
    assert isinstance(ex, Extraction)
    assert isinstance(ex.reproducers, list) and isinstance(ex.notes, list)
    for r in ex.reproducers:
        assert isinstance(r, Reproducer) and r.kind in KINDS
        assert isinstance(r.source, str) and r.source.strip()
        assert isinstance(r.tool, str) and r.tool and all(isinstance(a, str) for a in r.args)
        assert "\x00" not in r.tool
        Reproducer.from_json(json.loads(json.dumps(r.to_json())))  # serializable for the sandbox
    json.dumps(ex.to_json())


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(issue_strategy)
def test_fuzz_issue_shapes(issue):
    check(extract_llvm(issue))


def _corpus_issues() -> list[dict]:
    return [json.loads(p.read_text()) for p in sorted(CORPUS.glob("*/issue.json"))] if CORPUS.is_dir() else []


@pytest.mark.skipif(not CORPUS.is_dir(), reason="corpus not present")
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_mutated_corpus_issues(data):
    issues = _corpus_issues()
    issue = dict(data.draw(st.sampled_from(issues)))
    body = str(issue.get("body") or "")
    # cut, splice and insert at random points: open fences, broken IR, duplicated dumps
    i = data.draw(st.integers(0, len(body)))
    j = data.draw(st.integers(i, len(body)))
    op = data.draw(st.sampled_from(["cut", "dup", "insert", "truncate"]))
    if op == "cut":
        body = body[:i] + body[j:]
    elif op == "dup":
        body = body[:j] + body[i:j] * data.draw(st.integers(1, 20)) + body[j:]
    elif op == "insert":
        body = body[:i] + data.draw(fragment_text) + body[i:]
    else:
        body = body[:i]
    issue["body"] = body
    check(extract_llvm(issue))


MB = 1 << 20
ADVERSARIAL = {
    "one-line-no-newline": "x" * MB,
    "backtick-storm": "`" * MB,
    "fence-open-close": "```\n" * (MB // 4),
    "unclosed-ir-fence": "```llvm\ndefine void @f() {\n" + "  %x = add i32 0, 1\n" * (MB // 19),
    "ir-unfenced": "define void @f() {\n" + "  call void @g(i32 0, i32 1)\n" * (MB // 28) + "}\n",
    "run-lines": "; RUN: llc -mtriple=amdgcn " * (MB // 27),
    "program-arguments": "Program arguments: llc " + "-mattr=+a " * (MB // 10),
    "stack-frames": " #0 0x0 llvm::foo(llvm::bar<llvm::baz<int>>)\n" * (MB // 44),
    "assertion-nesting": "Assertion `" + "(" * (MB // 2) + "' failed.",
    "percent-and-at": "%@" * (MB // 2),
    "godbolt-links": "https://godbolt.org/z/" + "a" * (MB - 22),
    "whitespace": " \t" * (MB // 2),
    "mir-like": "---\nname: f\nbody: |\n" + "    $vgpr0 = V_MOV_B32_e32 0, implicit $exec\n" * (MB // 45),
    # inline code spans: runs of every length 1-7, none closed by its own length for long,
    # and single-backtick IR spans that open and never close
    "backtick-run-lengths": "".join("`" * (i % 7 + 1) + "a\n" for i in range(MB // 6)),
    "inline-ir-spans": "`define void @f() {\n  ret void\n" * (MB // 33),
    # blank lines before an indented line: the indented-code pass once searched back over them
    # for every line (quadratic: 40,000 blank lines took 12 s)
    "blank-lines-then-indent": "x\n" + "\n" * (MB - 8) + "    y\n",
    "title-1mb": None,  # a 1 MB title with a small body
}


@pytest.mark.parametrize("case", sorted(ADVERSARIAL))
def test_one_megabyte_inputs_finish(case):
    # Build the input in the child from the same table (keeps argv small).
    script = f"""
import json, sys, time
sys.path.insert(0, {str(Path(__file__).parent)!r})
from test_fuzz_extract import ADVERSARIAL, MB
from workers.extract.llvm import extract_llvm
case = {case!r}
text = ADVERSARIAL[case]
issue = {{"title": "[AMDGPU] " + "y" * MB, "body": "llc crash"}} if text is None else {{"title": "crash", "body": text,
         "comments": [{{"body": text[: MB // 4]}}]}}
t0 = time.monotonic()
ex = extract_llvm(issue)
print(json.dumps({{"s": time.monotonic() - t0, "n": len(ex.reproducers)}}))
"""
    out = json.loads(finishes(script, HANG_S, f"extract_llvm on a 1 MB input ({case})").strip().splitlines()[-1])
    assert out["s"] < HANG_S

"""Fuzzing Triton extraction (`workers.triton.extract.extract_triton` and the AOT completion
the adapter applies, `workers.triton.adapter.complete_with_aot`): a Triton issue is arbitrary
Python and prose written by strangers, and extraction parses it (``ast``) on the host before any
sandbox. On real issues of both Triton corpora, cut, spliced, duplicated or with text inserted
in the title, the body or a comment, extraction must return well-formed candidates and never
raise; the completed sources must stay text (they go to the sandbox serialized).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from reducers.reproducer import KINDS, Reproducer
from tests.support.hang import finishes
from workers.triton.adapter import complete_with_aot, target_of
from workers.triton.extract import extract_triton, has_launch

ROOT = Path(__file__).resolve().parents[3]
CORPORA = [ROOT.parent / "shared" / "corpus" / "triton", ROOT / "bench" / "corpus" / "triton"]

# Fragments that steer the extractor into its branches (fences, decorators, launches, prose
# calls, tracebacks, IPython prompts, environment variables).
FRAGMENTS = [
    "```", "```python", "```py", "```\n", "~~~", "`", "\n", "    ", "\t",
    "import triton\n", "import triton.language as tl\n", "import torch\n", "@triton.jit\n",
    "@triton.autotune(configs=[triton.Config({'BLOCK': 64}, num_warps=4)], key=['n'])\n",
    "def kernel(x_ptr, n, BLOCK: tl.constexpr):\n", "    pid = tl.program_id(0)\n",
    "    tl.store(x_ptr + tl.arange(0, BLOCK), 1.0)\n", "kernel[(1,)](x, 16, BLOCK=128)\n",
    "kernel[grid](", "x = torch.empty(16, device='cuda')\n", "run(128)", "with `run(64)` it works",
    "In [1]: ", "Out[1]: ", "$ python repro.py\n", ">>> ", "...",
    "Traceback (most recent call last):\n", '  File "repro.py", line 3, in <module>\n',
    "RuntimeError: PassManager::run failed\n", "triton.compiler.errors.CompilationError: at 3:4:\n",
    "error: failed to legalize operation 'tt.dot'\n", "Assertion `false' failed.\n",
    "TRITON_INTERPRET=1", "MLIR_ENABLE_DUMP=1 ", "gfx942", "MI300", "H100", "sm_90", "num_warps=8",
    "# BLOCK_SIZE = 256\n", "def f(:\n", "lambda", "**", "\x00", "\u202e", "\U0001f4a5", "\r\n",
]
fragment_text = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=30)), max_size=40).map("".join)


def _issues() -> list[dict]:
    return [json.loads(p.read_text()) for root in CORPORA if root.is_dir()
            for p in sorted(root.glob("*/issue.json"))]


def _mutate(data, text: str) -> str:
    i = data.draw(st.integers(0, len(text)))
    j = data.draw(st.integers(i, len(text)))
    op = data.draw(st.sampled_from(["keep", "cut", "dup", "insert", "truncate", "dedent", "swapcase"]))
    if op == "cut":
        return text[:i] + text[j:]
    if op == "dup":
        return text[:j] + text[i:j] * data.draw(st.integers(1, 5)) + text[j:]
    if op == "insert":
        return text[:i] + data.draw(fragment_text) + text[i:]
    if op == "truncate":
        return text[:i]
    if op == "dedent":  # indentation is syntax in Python: break it
        return text[:i] + text[i:j].replace("    ", "") + text[j:]
    if op == "swapcase":
        return text[:i] + text[i:j].swapcase() + text[j:]
    return text


def check(issue: dict) -> None:
    x = extract_triton(issue)
    assert isinstance(x.reproducers, list) and isinstance(x.notes, list)
    json.dumps(x.notes)
    for r in x.reproducers:
        assert isinstance(r, Reproducer) and r.kind in KINDS and isinstance(r.source, str) and r.source.strip()
        Reproducer.from_json(json.loads(json.dumps(r.to_json())))  # serializable for the sandbox
        if not has_launch(r.source):
            done = complete_with_aot(r.source, target_of(r))
            assert done is None or (isinstance(done, str) and done.strip())
    if x.reported is not None:
        json.dumps(x.reported.to_json())


ISSUES = _issues()


@pytest.mark.skipif(not ISSUES, reason="no Triton corpus present")
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_fuzz_mutated_real_triton_issues(data):
    issue = dict(data.draw(st.sampled_from(ISSUES)))
    issue["title"] = _mutate(data, str(issue.get("title") or ""))
    issue["body"] = _mutate(data, str(issue.get("body") or ""))
    comments = [dict(c) for c in issue.get("comments") or [] if isinstance(c, dict)]
    if comments:
        k = data.draw(st.integers(0, len(comments) - 1))
        comments[k]["body"] = _mutate(data, str(comments[k].get("body") or ""))
    issue["comments"] = comments
    check(issue)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.fixed_dictionaries({"title": st.one_of(st.none(), fragment_text), "body": st.one_of(st.none(), fragment_text)},
                             optional={"comments": st.lists(st.fixed_dictionaries({"body": st.one_of(st.none(), fragment_text)}),
                                                            max_size=3),
                                       "labels": st.lists(st.fixed_dictionaries({"name": st.text(max_size=12)}), max_size=3)}))
def test_fuzz_triton_issue_shapes(issue):
    check(issue)


# Long inputs: GitHub keeps up to 65,536 characters per body or comment; these are four bodies'
# worth. A pattern that scans a whole word from every start ("\w+\(\) takes …", round 15) took
# 41 s on one 65,536-character word; each case runs in a child process with a hang bound
# (generous for 2 shared cores, not a speed target: those live in bench/regex_linear.py).
LONG = 1 << 18
HANG_S = 60.0
LONG_INPUTS = {
    "one-word": "a" * LONG,
    "digits": "0" * LONG,
    "underscores": "_" * LONG,
    "hex-prefixes": "0x" * (LONG // 2),
    "word-in-python-fence": "```python\n" + "a" * LONG,
    "word-after-stack-dump": "Stack dump:\n0.\tProgram arguments: " + "a" * LONG,
    "word-after-quote": "> " + "_" * LONG,
    "open-launch": "kernel[" + "(" * LONG,
    "long-signature": "@triton.jit\ndef k(" + "a, " * (LONG // 3),
    "dotted-chain": "tl." * (LONG // 3),
    "traceback-frames": "Traceback (most recent call last):\n" + '  File "x.py", line 1, in f\n' * (LONG // 30),
    "compilation-error-carets": "triton.compiler.errors.CompilationError: at 1:2:\n" + "^" * LONG,
    "calls-without-takes": "f() " * (LONG // 4),
}


@pytest.mark.parametrize("case", sorted(LONG_INPUTS))
def test_long_inputs_finish(case):
    script = f"""
import json, sys, time
sys.path.insert(0, {str(Path(__file__).parent)!r})
from test_fuzz_triton_extract import LONG_INPUTS
from workers.triton.extract import extract_triton
text = LONG_INPUTS[{case!r}]
t0 = time.monotonic()
x = extract_triton({{"title": "crash", "body": text, "comments": [{{"body": text[: len(text) // 4]}}]}})
print(json.dumps({{"s": time.monotonic() - t0, "n": len(x.reproducers)}}))
"""
    out = finishes(script, HANG_S, f"extract_triton on a {LONG}-character input ({case})")
    assert json.loads(out.strip().splitlines()[-1])["s"] < HANG_S

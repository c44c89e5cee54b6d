"""The pure core of the Triton reducer: ddmin, the pass registry, every pass's edits, and the
engine driven by plain Python predicates (no Triton needed)."""
from __future__ import annotations

import ast
import threading

from reducers.ddmin import CachedTest, ddmin, first_interesting
from reducers.triton.passes import REGISTRY, get_pass
from reducers.triton.reducer import reduce_source
from reducers.triton.source import canonical_key, count_tokens, normalize

SCRIPT = '''
import torch
import triton
import triton.language as tl


@triton.jit
def helper(x):
    return x * 2


@triton.autotune(configs=[triton.Config({"BLOCK": 128}), triton.Config({"BLOCK": 256})], key=["n"])
@triton.jit
def kernel(dst, src, n, unused, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    offs = tl.max_contiguous(offs, -7)
    mask = offs < n
    x = tl.load(src + offs, mask=mask, other=0.0)
    tl.store(dst + offs, helper(x), mask=mask)


REPS = 10


def bench(fn):
    for _ in range(REPS):
        fn()
    return 1.0


def main():
    n = 4096
    src = torch.randn(n, device="cuda")
    dst = torch.empty(n, device="cuda")
    kernel[(triton.cdiv(n, 128),)](dst, src, n, 0)
    print(bench(lambda: kernel[(1,)](dst, src, n, 0)))
    torch.testing.assert_close(dst, src * 2)


if __name__ == "__main__":
    main()
'''


def test_ddmin_finds_one_minimal_subset():
    calls = []

    def test(kept):
        calls.append(tuple(kept))
        return {3, 17, 42} <= set(kept)

    assert ddmin(list(range(64)), test) == [3, 17, 42]
    assert len(calls) < 64 * 3


def test_ddmin_parallel_is_deterministic():
    from concurrent.futures import ThreadPoolExecutor

    def test(kept):
        return {5, 9} <= set(kept) or {30, 31} <= set(kept)

    seq = ddmin(list(range(40)), test)
    with ThreadPoolExecutor(4) as pool:
        par = ddmin(list(range(40)), test, jobs=4, pool=pool)
    assert seq == par
    assert test(par)


def test_first_interesting_returns_lowest_index():
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(3) as pool:
        assert first_interesting([1, 4, 6, 8, 3], lambda x: x % 2 == 0, jobs=3, pool=pool) == 1
        assert first_interesting([1, 3, 5], lambda x: x % 2 == 0, jobs=3, pool=pool) is None


def test_cached_test_counts_only_misses():
    seen = []
    t = CachedTest(lambda s: seen.append(s) or len(s) > 3, canonical_key)
    assert t("x = 1  # a comment\n") is True
    assert t("x   =   1\n") is True  # same AST: a cache hit
    assert t.tests_run == 1 and t.cache.hits == 1 and len(seen) == 1


def test_registry_names_unique_and_described():
    names = [p.name for p in REGISTRY]
    assert len(names) == len(set(names)) >= 8
    assert all(p.description for p in REGISTRY)


def test_every_pass_yields_only_valid_python():
    src = normalize(SCRIPT)
    for p in REGISTRY:
        tr = p.function(src)
        assert tr.count > 0, p.name
        for i in range(tr.count):
            out = tr.apply(frozenset([i]))
            if out is not None:
                ast.parse(out)


def test_remove_kernel_parameters_updates_launches():
    src = normalize(SCRIPT)
    tr = get_pass("remove-kernel-parameters").function(src)
    outs = [tr.apply(frozenset([i])) for i in range(tr.count)]
    dropped = [o for o in outs if o and "def kernel(dst, src, n, BLOCK" in o]
    assert dropped, "dropping `unused` should be offered"
    assert "kernel[triton.cdiv(n, 128),](dst, src, n)" in dropped[0]


def test_shrink_integers_offers_smallest_block():
    tr = get_pass("shrink-integers").function("BLOCK = 1024\n")
    values = {tr.apply(frozenset([i])) for i in range(tr.count)}
    assert {"BLOCK = 1\n", "BLOCK = 16\n", "BLOCK = 512\n"} <= values


def test_inline_constants_replaces_uses():
    tr = get_pass("inline-constants").function(normalize(SCRIPT))
    outs = [tr.apply(frozenset([i])) for i in range(tr.count)]
    assert any(o and "for _ in range(10):" in o and "REPS" not in o for o in outs)  # the assignment goes too


def test_inline_functions_inlines_return_helper_and_main():
    tr = get_pass("inline-functions").function(normalize(SCRIPT))
    outs = [tr.apply(frozenset([i])) for i in range(tr.count)]
    assert any(o and "tl.store(dst + offs, x * 2, mask=mask)" in o for o in outs)
    assert any(o and "if __name__ == '__main__':\n    n = 4096" in o for o in outs)


def test_reducer_keeps_what_the_predicate_needs():
    def interesting(src: str) -> bool:
        try:
            tree = ast.parse(src)
        except SyntaxError:
            return False
        text = ast.unparse(tree)
        return "tl.max_contiguous(" in text and "-7" in text and "@triton.jit" in text and "kernel[" in text

    res = reduce_source(SCRIPT, interesting)
    assert res.interesting_at_start and interesting(res.source)
    assert res.after.tokens < res.before.tokens / 3
    assert "def bench" not in res.source and "assert_close" not in res.source and "autotune" not in res.source
    assert res.tests_run > 0 and res.cache_hits >= 0


def test_reducer_parallel_matches_sequential_and_is_thread_safe():
    lock = threading.Lock()
    active = {"n": 0, "max": 0}

    def interesting(src: str) -> bool:
        with lock:
            active["n"] += 1
            active["max"] = max(active["max"], active["n"])
        try:
            return "max_contiguous" in src and "kernel[" in src
        finally:
            with lock:
                active["n"] -= 1

    a = reduce_source(SCRIPT, interesting, jobs=1)
    b = reduce_source(SCRIPT, interesting, jobs=3)
    assert canonical_key(a.source) == canonical_key(b.source)
    assert count_tokens(b.source) < 40


def test_uninteresting_input_is_returned_unchanged():
    res = reduce_source(SCRIPT, lambda s: False)
    assert not res.interesting_at_start and res.source == SCRIPT


def test_inline_variables_moves_single_uses_along_a_chain():
    src = ("def k(dst, src, BLOCK):\n"
           "    offs = tl.arange(0, BLOCK)\n"
           "    offs = tl.max_contiguous(offs, -1)\n"
           "    x = tl.load(src)\n"
           "    tl.store(dst + offs, x)\n"
           "    tl.store(dst, x)\n")
    tr = get_pass("inline-variables").function(src)
    assert tr.count == 2  # x is used twice: left alone
    both = tr.apply(frozenset(range(tr.count)))
    assert "tl.store(dst + tl.max_contiguous(tl.arange(0, BLOCK), -1), x)" in both
    assert "offs" not in both
    assert count_tokens(both) < count_tokens(src)


def test_remove_top_level_offers_only_module_statements():
    src = normalize(SCRIPT)
    tr = get_pass("remove-top-level").function(src)
    assert tr.count == len(ast.parse(src).body)
    assert get_pass("remove-top-level").first_round_only


def test_remove_annotations_and_zero_arguments():
    src = "def k(x, B: tl.constexpr) -> int:\n    y: int = 1\n    return f(x, (B, B, 1), s=g(x))\n"
    tr = get_pass("remove-annotations").function(src)
    assert tr.count == 3
    assert tr.apply(frozenset(range(3))) == "def k(x, B):\n    y = 1\n    return f(x, (B, B, 1), s=g(x))\n"
    tr = get_pass("simplify-expressions").function(src)
    outs = {tr.apply(frozenset([i])) for i in range(tr.count)}
    assert any(o and "f(x, (0, B, 1)" in o for o in outs)
    assert any(o and "s=0)" in o for o in outs)
    assert any(o and "f(0, (B, B, 1)" in o for o in outs)

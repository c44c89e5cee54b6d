"""The MLIR reducer on real TTGIR text (printed by Triton 3.2.0/3.6.0, see data/): the op tree
and value scoping, each reduction pass, and the engine driven by pure-Python predicates.

data/: ``10909-…coalesce.in.ttgir`` and ``6157-…to_llvmir.in.ttgir`` are the inputs of the
failing passes of corpus triton#10909 and triton#6157 as `workers.triton.levels` recorded
them; ``loop_kernel-…make_llir.in.ttgir`` is the TTGIR Triton 3.6.0 makes for
``loop_kernel.py`` (a loop, a reduction, an ``scf.if``, a dot)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reducers.mlir.ir import Module, canonical, count_ops
from reducers.mlir.passes import REGISTRY, get_pass
from reducers.mlir.passes.remove_arguments import remove_arguments
from reducers.mlir.passes.remove_attributes import remove_attributes
from reducers.mlir.passes.replace_with_constants import replace_with_constants
from reducers.mlir.passes.strip_locations import strip_locations
from reducers.mlir.reducer import reduce_mlir

DATA = Path(__file__).with_name("data")
LOOP = (DATA / "loop_kernel-3.6.0-cuda90.make_llir.in.ttgir").read_text()
DOT3D = (DATA / "6157-3.2.0-cuda90.to_llvmir.in.ttgir").read_text()
COALESCE = (DATA / "10909-3.6.0-cuda90.coalesce.in.ttgir").read_text()
TEXTS = {"loop": LOOP, "dot3d": DOT3D, "coalesce": COALESCE}


def _op(m: Module, name: str, result: str = "") -> object:
    return next(o for o in m.ops() if o.name == name and (not result or result in o.results))


def _balanced(text: str) -> bool:
    from reducers.mlir.ir import strip_strings
    s = strip_strings(text)
    return all(s.count(a) == s.count(b) for a, b in ("{}", "()", "[]"))


def test_tree_of_real_ttgir():
    m = Module(LOOP)
    names = [o.name for o in m.ops()]
    assert names[:2] == ["module", "tt.func"] and names.count("scf.for") == 1 and "tt.reduce" in names
    assert count_ops(LOOP) == len(names) == 55
    assert m.undefined_uses() == []  # kernel arguments, iter_args and ^bb0 arguments resolve
    loop = _op(m, "scf.for")
    assert loop.results == ("%acc",) and {"%acc_24", "%arg5"} <= set(loop.region_args)
    assert loop.uses == {"%c0_i32", "%n", "%c64_i32", "%cst_2"}
    # "%4" names an op in the tt.reduce body and another in the scf.if body: each use
    # resolves inside its own region
    red_ret = _op(m, "tt.reduce.return")
    assert m.resolve(red_ret, "%4").name == "arith.addf"
    store = next(o for o in m.ops() if o.name == "tt.store" and "%5" in o.uses)
    assert m.resolve(store, "%acc") is loop and m.resolve(store, "%5").name == "tt.addptr"


def test_cone_follows_users_and_keeps_terminators():
    m = Module(LOOP)
    cone = m.cone(_op(m, "scf.for"))
    assert {o.name for o in cone} >= {"scf.for", "tt.reshape", "tt.reduce", "arith.cmpf", "scf.if"}
    # an op whose result a terminator yields cannot go alone
    assert m.cone(_op(m, "arith.addf", "%acc_31")) is None
    assert m.cone(_op(m, "module")) is None and m.cone(_op(m, "tt.func")) is None


@pytest.mark.parametrize("name", list(TEXTS))
@pytest.mark.parametrize("pass_name", [p.name for p in REGISTRY])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_edit_subset_keeps_values_defined(name, pass_name, data):
    text = TEXTS[name]
    tr = get_pass(pass_name).function(text)
    if tr.count == 0:
        return
    edits = data.draw(st.frozensets(st.integers(0, tr.count - 1)))
    cand = tr.apply(edits)
    if cand is None:
        return
    m = Module(cand)
    assert m.undefined_uses() == [], (pass_name, sorted(edits))
    assert _balanced(cand)
    assert count_ops(cand) <= count_ops(text)


def test_strip_locations_one_edit():
    tr = strip_locations(COALESCE)
    assert tr.count == 1
    out = tr.apply(frozenset({0}))
    assert "loc(" not in out and "#loc" not in out
    assert count_ops(out) == count_ops(COALESCE)


def test_replace_with_constants_reads_result_types():
    tr = replace_with_constants(LOOP)
    lines = {}
    for i in range(tr.count):
        new = set(tr.apply(frozenset({i})).split("\n")) - set(LOOP.split("\n"))
        lines.update({ln.split("=")[0].strip(): ln.strip() for ln in new})
    assert lines["%x_27"] == "%x_27 = arith.constant dense<false> : tensor<256xi1, #blocked1>"  # cmpi -> i1
    assert lines["%x_29"] == "%x_29 = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked1>"  # load
    assert lines["%2"] == "%2 = arith.constant false"  # scalar cmpf: `false` is typed already
    assert lines["%offs_6"] == "%offs_6 = arith.constant dense<0> : tensor<256xi32, #blocked1>"
    # pointers, memdescs and ops with regions have no constant
    assert not {"%x_9", "%a_20", "%acc", "%1"} & set(lines)


def test_remove_attributes_only_discardable():
    tr = remove_attributes(COALESCE)
    outs = [tr.apply(frozenset({i})) for i in range(tr.count)]
    assert any("tt.contiguity" not in o for o in outs)
    assert all("tt.make_range {end = 1024 : i32, start = 0 : i32}" in o for o in outs)  # inherent
    everything = tr.apply(frozenset(range(tr.count)))
    assert "tt.divisibility" not in everything and re.search(r"^module \{", everything, re.M)
    assert "attributes {noinline = false}" in everything  # noinline is tt.func's own


def test_remove_arguments_drops_unused_kernel_arguments():
    src = strip_locations(DOT3D).apply(frozenset({0}))
    m = Module(src)
    cone = m.cone(_op(m, "tt.splat", "%1"))
    text = m.without((o.start, o.end) for o in cone)
    tr = remove_arguments(text)
    assert tr.count == 1
    assert "@kernel() attributes" in tr.apply(frozenset({0}))
    assert remove_arguments(DOT3D).count == 0  # %arg0 is still used


def test_registry_shape():
    names = [p.name for p in REGISTRY]
    assert len(set(names)) == len(names) and names[0] == "strip-locations"
    assert all(p.description and p.strategy in ("ddmin", "linear") for p in REGISTRY)


def _well_formed(text: str) -> bool:
    try:
        return Module(text).undefined_uses() == [] and _balanced(text)
    except RecursionError:
        return False


def test_reducer_keeps_the_dot_and_nothing_else():
    calls = []

    def has_3d_dot(text: str) -> bool:
        calls.append(text)
        return _well_formed(text) and "tt.dot %" in text and "tensor<2x16x16xf32" in text

    res = reduce_mlir(DOT3D, has_3d_dot)
    assert res.interesting_at_start and has_3d_dot(res.text)
    assert [o.name for o in Module(res.text).ops()] == \
        ["module", "tt.func", "arith.constant", "arith.constant", "arith.constant", "tt.dot", "tt.return"]
    assert res.before.ops == 32 and res.after.ops == 7 and res.after.bytes < res.before.bytes / 3
    # the cache: every real test is a distinct candidate
    assert len(calls) - 1 == res.tests_run == len({canonical(c) for c in calls[:-1]})
    assert res.cache_hits > 0


def test_reducer_on_nested_regions():
    def loop_with_reduce(text: str) -> bool:
        m = Module(text) if _well_formed(text) else None
        return bool(m) and any(o.name == "scf.for" and o.results for o in m.ops()) and "tt.reduce" in text

    res = reduce_mlir(LOOP, loop_with_reduce, jobs=2)
    assert loop_with_reduce(res.text) and res.after.ops < 20
    assert "tt.dot" not in res.text and "scf.if" not in res.text


def test_uninteresting_input_is_returned_unchanged():
    res = reduce_mlir(COALESCE, lambda text: False)
    assert not res.interesting_at_start and res.text == COALESCE and res.tests_run <= 2


def test_budget_stops_the_reduction():
    res = reduce_mlir(LOOP, lambda text: _well_formed(text), budget_s=0.0001)
    assert res.stopped_by_budget and res.interesting_at_start

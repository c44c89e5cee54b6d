"""Each cleanup pass on a module with everything they remove: the result parses with a real
LLVM (llvm-as 19), does what the pass says, and leaves string literals alone."""
from __future__ import annotations

import re
import subprocess

import pytest

from reducers.cleanup import REGISTRY, IRState, get_pass
from tests.reducers.cleanup.sample import SAMPLE
from workers.toolchains.llvm import discover

LLVM19 = next((t for t in discover(include_llvmlite=False) if t.id == "llvm-19"), None)
pytestmark = pytest.mark.skipif(LLVM19 is None, reason="Debian llvm-19 not installed")
STATE = IRState(SAMPLE, ("-O0",))


def parses(text: str) -> bool:
    p = subprocess.run([LLVM19.tool("llvm-as"), "-o", "/dev/null", "-"], input=text.encode(), capture_output=True)
    return p.returncode == 0


def run(name: str, state: IRState = STATE) -> IRState:
    out = get_pass(name).function(state)
    assert out is not None and out != state and parses(out.source), name
    return out


@pytest.mark.parametrize("p", REGISTRY, ids=lambda p: p.name)
def test_every_pass_keeps_the_module_valid_and_is_idempotent(p):
    assert parses(SAMPLE)
    out = run(p.name)
    assert out.bytes < STATE.bytes
    assert p.function(out) is None  # nothing left to do: the driver spends no test on it
    assert p.function(IRState(SAMPLE, (), kind="mir")) is None  # only LLVM IR text
    assert 'c"a;b %x @y"' in out.source  # string literals are never edited
    assert p.description and p.name


def test_comments_source_filename_and_datalayout():
    out = run("strip-comments")
    assert ";" not in out.source.replace('c"a;b %x @y"', "")
    assert "source_filename" not in run("drop-source-filename").source
    assert "datalayout" not in run("drop-datalayout").source


def test_debug_info_goes_with_the_nodes_only_it_reached():
    src = run("drop-debug-info").source
    assert "!dbg" not in src and "#dbg_value" not in src and "llvm.dbg.cu" not in src
    assert "DICompileUnit" not in src and "DILocation" not in src and "DIBasicType" not in src
    assert "!tbaa !7" in src and "omnipotent char" in src  # other metadata stays


def test_metadata_attachments_and_named_metadata():
    src = run("drop-metadata-attachments").source
    assert not re.search(r"!(?:tbaa|range|dbg) !", src) and "omnipotent char" not in src
    assert "!llvm.module.flags" in src
    named = run("drop-named-metadata").source
    assert "!llvm.module.flags" not in named and "amdhsa_code_object_version" not in named
    assert "!tbaa !7" in named


def test_attribute_groups():
    src = run("drop-unused-attribute-groups").source
    assert "attributes #3" not in src and "attributes #1" in src
    decl = run("drop-declaration-attributes").source
    assert "attributes #1" not in decl and "@llvm.amdgcn.workitem.id.x()\n" in decl


def test_triple_and_cpu_move_into_the_command():
    t = run("triple-to-command")
    assert "target triple" not in t.source and t.args == ("-mtriple=amdgcn-amd-amdhsa", "-O0")
    # a command that names the architecture keeps it; the line still goes
    t2 = get_pass("triple-to-command").function(IRState(SAMPLE, ("-march=amdgcn",)))
    assert t2 is not None and t2.args == ("-march=amdgcn",)
    c = run("cpu-to-command")
    assert "target-cpu" not in c.source and c.args == ("-O0", "-mcpu=gfx90a")
    assert "attributes #2" not in c.source and ") #2" not in c.source  # left empty: gone with its uses
    # a command with another CPU: the attribute decides, nothing moves
    assert get_pass("cpu-to-command").function(IRState(SAMPLE, ("-mcpu=gfx942",))) is None
    f = run("drop-target-features")
    assert "target-features" not in f.source and '"target-cpu"="gfx90a"' in f.source


def test_renames():
    g = run("rename-globals").source
    assert "@__ockl_dispatch_tensor_store_kernel" not in g and "define amdgpu_kernel void @f(" in g
    assert "define internal void @f1(" in g and "call void @f1(ptr @g1)" in g
    assert "@g = internal addrspace(3) global" in g and "@llvm.amdgcn.workitem.id.x" in g  # declarations keep names
    v = run("rename-values").source
    assert "define amdgpu_kernel void @__ockl_dispatch_tensor_store_kernel(ptr addrspace(1) %0, i32 %1)" in v
    assert "%3 = load i16" in v and "br label %5" in v and "phi i1 [ %4, %2 ]" in v and "\n5:" in v
    assert "define internal void @helper(ptr %0)" in v


def test_unreferenced_entry_label_goes_referenced_one_stays():
    src = "define void @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret void\n}\n"
    out = get_pass("rename-values").function(IRState(src))
    assert out is not None and out.source == "define void @f(i32 %0) {\n  %2 = add i32 %0, 1\n  ret void\n}\n"
    assert parses(out.source)

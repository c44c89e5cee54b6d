"""Triton reproducers given as MLIR for triton-opt (workers.triton.mlir_input): commands and
modules as real issues write them, and the passes run through the real releases' bindings
(3.2.0 has no global-scratch binding and no #ttg dialect; 3.6.0 reproduces)."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from reducers.outcome import Outcome
from workers.triton.adapter import TritonProject
from workers.triton.extract import extract_triton
from workers.triton.mlir_input import (driver_script, find_triton_opt, is_driver_script, is_triton_module,
                                       module_target, passes_of_command, split_driver, split_modules)

from .conftest import NEW, OLD

ROOT = Path(__file__).resolve().parents[3]
OWN = ROOT / "bench" / "corpus" / "triton"


def _issue(n: int) -> dict:
    return json.loads((OWN / str(n) / "issue.json").read_text())


@pytest.mark.parametrize("args, want", [
    # triton#11542's stack dump
    ("/tmp/two_pub.mlir --tritongpu-global-scratch-memory-allocation",
     [("tritongpu-global-scratch-memory-allocation", {})]),
    # llvm-project#223636 (filed there, a triton-opt crash): tool flags around three passes
    ("poc.mlir -allow-unregistered-dialect --mlir-print-op-on-diagnostic --allocate-shared-memory "
     "--tritongpu-global-scratch-memory-allocation --convert-triton-amdgpu-to-llvm=gfx-arch=gfx942",
     [("allocate-shared-memory", {}), ("tritongpu-global-scratch-memory-allocation", {}),
      ("convert-triton-amdgpu-to-llvm", {"gfx-arch": "gfx942"})]),
    # a textual pipeline with a nested anchor and options
    ("x.mlir --pass-pipeline='builtin.module(tritongpu-coalesce, tt.func(tritonamdgpu-canonicalize-pointers"
     "{enable-large-tensor-ptr-canon=false}))' -o /dev/null",
     [("tritongpu-coalesce", {}), ("tritonamdgpu-canonicalize-pointers", {"enable-large-tensor-ptr-canon": "false"})]),
    # a lit RUN line: %s, -split-input-file and the FileCheck pipe are not passes
    ('%s -split-input-file --tritonamdgpu-stream-pipeline="num_stages=2" | FileCheck %s',
     [("tritonamdgpu-stream-pipeline", {"num_stages": "2"})]),
    ("in.mlir -tritongpu-pipeline{num-stages=3} -canonicalize", [("tritongpu-pipeline", {"num-stages": "3"}),
                                                                 ("canonicalize", {})]),
    # a pass whose name starts like a flag (passes.llvmir.add_di_scope) beside triton-opt's own flags
    ("x.mlir --enable-line-info --mlir-print-ir-after-all --verify-roundtrip", [("enable-line-info", {})]),
])
def test_passes_of_real_commands(args, want):
    assert passes_of_command(args) == want


def test_command_found_in_prose_and_stack_dumps():
    text = ("[triton-opt] Assertion failed\n0.\tProgram arguments: /b/bin/triton-opt ./min.txt "
            "--convert-triton-amdgpu-to-llvm=gfx-arch=gfx942\n")
    passes, command = find_triton_opt(text)
    assert passes == [("convert-triton-amdgpu-to-llvm", {"gfx-arch": "gfx942"})]
    assert command == "triton-opt ./min.txt --convert-triton-amdgpu-to-llvm=gfx-arch=gfx942"
    assert find_triton_opt("we saw it with triton-opt on main") is None
    # an excerpt cut inside a command names a pass that does not exist: any complete one first
    cut = "To reproduce:\n```\ntriton-opt ./min.mlir --trito\n"
    assert find_triton_opt([cut, "Program arguments: triton-opt x.mlir --tritongpu-coalesce\n"])[0] == \
        [("tritongpu-coalesce", {})]
    assert find_triton_opt([cut])[0] == [("trito*", {})]  # a prefix the driver completes


def test_triton_modules_and_others():
    module = (OWN / "11542" / "repro.mlir").read_text()
    assert is_triton_module(module) and module_target(module) == "cuda:90:32"
    assert module_target((OWN / "11886" / "repro.mlir").read_text()) == "hip:gfx1250:32"
    kernel = "import triton\nimport triton.language as tl\n\n@triton.jit\ndef k(p):\n    tl.store(p, 1)\n"
    assert not is_triton_module(kernel)
    assert not is_triton_module("define void @f() {\n  ret void\n}\n")
    assert not is_triton_module("func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n")
    two = "// RUN: triton-opt %s -split-input-file\nmodule { tt.func @a() { tt.return } }\n// -----\n" \
          "module { tt.func @b() { tt.return } }\n"
    assert [m.count("tt.func") for m in split_modules(two)] == [1, 1]


def test_driver_script_embeds_the_module_as_data():
    hostile = "module {\n  // ''' \"\"\" __import__('os').system('x') \\n\n  tt.func @a() { tt.return }\n}\n"
    passes = [("tritongpu-coalesce", {"k": "v'\""})]
    script = driver_script(hostile, passes, "cuda:90:32", "triton-opt x.mlir --tritongpu-coalesce")
    ast.parse(script)
    assert is_driver_script(script)
    # trailing blanks and CRLF do not make another script
    assert driver_script(hostile.replace("\n", "  \r\n"), passes, "cuda:90:32", "triton-opt x.mlir --tritongpu-coalesce") \
        == script
    assert split_driver(script) == (hostile, passes, "cuda:90:32", "triton-opt x.mlir --tritongpu-coalesce")
    with pytest.raises(ValueError):
        split_driver("print(1)\n")


def test_extraction_of_11542():
    x = extract_triton(_issue(11542))
    assert len(x.reproducers) == 1 and x.target == "cuda:90:32"
    module, passes, target, _ = split_driver(x.reproducers[0].source)
    assert passes == [("tritongpu-global-scratch-memory-allocation", {})] and "tt.func public @b" in module
    assert x.reported is not None and "seenKernel" in x.reported.message


@pytest.fixture(scope="module")
def project(py_old, py_new):
    p = TritonProject([OLD, NEW], jobs=2, test_timeout_s=120, reduce_budget_s=60)
    yield p
    p.close()


def test_11542_per_release_on_the_real_bindings(project):
    x = project.extract(_issue(11542))
    rep = x.reproducers[0]
    old = project.run(rep, f"triton-{OLD}", x.reported)
    new = project.run(rep, f"triton-{NEW}", x.reported)
    # 3.2.0 has no binding for the pass: the release cannot run the input (the corpus's n/a)
    assert old.outcome == Outcome.INVALID_INPUT and "has no binding for pass" in old.reason, old.stderr_tail
    assert new.outcome == Outcome.REPRODUCES and new.match.grade == "exact", new.stderr_tail
    assert new.signature.pass_name == "TritonGPUGlobalScratchAllocationPass"


def test_11886_fills_the_arch_option_and_old_release_cannot_parse(project):
    x = project.extract(_issue(11886))
    rep = x.reproducers[0]
    assert x.target == "hip:gfx1250:32"
    new = project.run(rep, f"triton-{NEW}", x.reported)
    assert new.outcome == Outcome.REPRODUCES, new.stderr_tail
    # the command's gfx-arch=gfx942 fills the binding's arch argument, the flag its default
    assert "amd.passes.ttgpuir.add_to_llvmir('gfx942', False)" in new.stderr_tail
    old = project.run(rep, f"triton-{OLD}", x.reported)
    assert old.outcome == Outcome.INVALID_INPUT and "cannot read the module" in old.reason
    assert "/tmp/" not in old.reason  # no temporary path: messages compare across runs


def test_no_command_compiles_from_the_module_level_10910(project):
    x = project.extract(_issue(10910))
    rep = x.reproducers[0]
    assert split_driver(rep.source)[1] == [] and "ttgir" in rep.command_origin
    r = project.run(rep, f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.CLEAN and "triton.compile('repro.ttgir')" in r.stderr_tail, r.stderr_tail


def test_reduce_shrinks_the_module_and_keeps_the_passes(project):
    x = project.extract(_issue(11886))
    out = project.reduce(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert out.verified and out.after.instructions <= out.before.instructions
    module, passes, target, _ = split_driver(out.reproducer.source)
    assert passes == [("convert-triton-amdgpu-to-llvm", {"gfx-arch": "gfx942"})] and target == "hip:gfx1250:32"
    assert "tt.contiguity" in module


def test_cli_comment_shows_the_module_and_the_command(tmp_path):
    out = tmp_path / "r.json"
    p = subprocess.run([sys.executable, "-m", "service.cli", "triage", str(OWN / "11542" / "issue.json"),
                        "-t", f"triton-{NEW}", "--no-reduce", "--json", str(out)],
                       capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert p.returncode == 0, p.stderr[-2000:]
    assert "```mlir\n" in p.stdout and "triton-opt repro.mlir --tritongpu-global-scratch-memory-allocation" in p.stdout
    assert json.loads(out.read_text())["runs"][f"triton-{NEW}"]["outcome"] == "reproduces"


def test_bare_stack_dump_is_a_crash_and_caught_signal_matches_it_9064(project):
    """triton#9064 shows only LLVM's crash handler ("PLEASE submit a bug report ... Stack dump:"
    and frames, no message): a native crash without text. 3.6.0's crash recovery catches the
    SIGSEGV ("A signal was caught while processing the MLIR module"): the same crash, not an
    MLIR diagnostic; 3.2.0 stops earlier at an LLVM ERROR with a message: another failure."""
    x = project.extract(_issue(9064))
    assert x.reported is not None and x.reported.kind == "signal" and x.reported.signal == "crash"
    rep = x.reproducers[0]
    new = project.run(rep, f"triton-{NEW}", x.reported)
    assert new.outcome == Outcome.REPRODUCES and new.signature.kind == "signal", new.stderr_tail
    assert new.signature.pass_name == "ConvertTritonAMDGPUToLLVM"
    old = project.run(rep, f"triton-{OLD}", x.reported)
    assert old.outcome == Outcome.OTHER_FAILURE and old.signature.kind == "llvm-error", old.stderr_tail


def test_same_binding_name_in_two_backends_without_pipeline_names_4727(project):
    """3.2.0 cannot name the pass a binding adds; amd's and nvidia's ``add_to_llvmir`` are both
    there, and `convert-triton-gpu-to-llvm` is nvidia's (the triton_gpu-dialect module parses)."""
    x = project.extract(_issue(4727))
    old = project.run(x.reproducers[0], f"triton-{OLD}", x.reported)
    assert "-> nvidia.passes.ttgpuir.add_to_llvmir(" in old.stderr_tail, old.stderr_tail
    assert old.outcome == Outcome.OTHER_FAILURE  # 'Illegal shared layout', not the reported assertion


def test_reproducer_pipeline_of_a_crash_dump_and_output_blocks_are_not_modules():
    from workers.triton.mlir_input import reproducer_pipeline

    dumped = ('module {\n  tt.func @a() { tt.return }\n}\n\n{-#\n  external_resources: {\n    mlir_reproducer: {\n'
              '      pipeline: "builtin.module(tritongpu-global-scratch-memory-allocation)",\n'
              '      disable_threading: true,\n      verify_each: true\n    }\n  }\n#-}\n')
    assert reproducer_pipeline(dumped)[0] == [("tritongpu-global-scratch-memory-allocation", {})]
    # triton#10284's output block: error lines, then the module the pass manager printed
    out = ("/home/user/mm.py:298:51: error: 'arith.constant' op does not have expected attribute\n"
           "module {\n  tt.func public @matmul_kernel() { tt.return }\n}\n")
    assert not is_triton_module(out)
    assert extract_triton(_issue(10284)).reproducers == []


def test_a_memory_error_title_and_a_verifier_refusal_at_parse_9063(project):
    """triton#9063: "Heap corruption in tt.expand_dims with invalid axis" over output that shows only
    the verifier's two errors: the reported failure is the memory error. 3.2.0's parser corrupts the
    heap and glibc aborts ("Fatal glibc error: malloc assertion failure"): reproduces; 3.6.0 only
    refuses the parsed module with the op's verifier error: a diagnosis (another failure), not a
    module the release cannot read."""
    x = project.extract(_issue(9063))
    assert x.reported is not None and x.reported.kind == "signal"
    rep = x.reproducers[0]
    old = project.run(rep, f"triton-{OLD}", x.reported)
    assert old.outcome == Outcome.REPRODUCES and old.signature.kind == "signal", old.stderr_tail
    new = project.run(rep, f"triton-{NEW}", x.reported)
    assert new.outcome == Outcome.OTHER_FAILURE and new.signature.kind == "mlir-error", new.stderr_tail
    assert "'tt.expand_dims' op" in new.signature.first_line


def test_a_cut_pass_name_is_completed_and_a_renamed_symbol_is_reworded_11543(project):
    """triton#11543: the stack dump's command ends the excerpt at `-tritongpu-co`; the driver takes
    the shortest pass of the release that starts so (tritongpu-coalesce). 3.6.0 fails with "LLVM
    ERROR: Unimplemented usage of getCTALayout", the reported "Unimplemented usage of getCGALayout"
    before a rename: reworded."""
    x = project.extract(_issue(11543))
    assert split_driver(x.reproducers[0].source)[1] == [("tritongpu-co*", {})]
    r = project.run(x.reproducers[0], f"triton-{NEW}", x.reported)
    assert r.outcome == Outcome.REPRODUCES and r.match.grade == "reworded", r.reason
    assert r.signature.pass_name == "TritonGPUCoalesce"
    old = project.run(x.reproducers[0], f"triton-{OLD}", x.reported)  # no gluon dialect yet
    assert old.outcome == Outcome.INVALID_INPUT and "cannot read the module" in old.reason

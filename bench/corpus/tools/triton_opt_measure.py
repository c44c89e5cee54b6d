"""Measure a Triton MLIR reproducer (``triton-opt FILE --some-pass`` in an issue) on PyPI triton releases.

A *runner* for building bench/corpus/triton, independent of reprobot's code (on purpose: it repeats
the few lines of `workers.triton.mlir_input`'s driver that load the dialects, so that no label
comes from the code it measures): the labeller names,
by hand, the pass-binding calls that stand for the issue's ``triton-opt`` passes
(``passes.ttgpuir.add_remove_layout_conversions``,
``amd.passes.ttgpuir.add_to_llvmir("gfx942", False)``; list them in a release's venv with
``python -c "import triton._C.libtriton as lt; print(dir(lt.passes.ttgpuir))"``). Per release the
module is parsed with that release's dialects (``ir.parse_mlir_module``, every backend's
``load_dialects``), a pass manager gets the calls in order and runs once. The raw evidence (exit
status, stdout, stderr) goes to ``bench/corpus/triton/<N>/runs/<release>.txt``; the labels are
written by a person reading it. A call a release lacks is recorded as such (``MISSING-BINDING``).

Usage: python bench/corpus/tools/triton_opt_measure.py bench/corpus/triton/<N> --file repro.mlir
       --call 'passes.ttgpuir.add_coalesce' [--call ...] [--versions 3.6.0,3.9.0] [--save]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
ENVS = Path(os.environ.get("REPROBOT_HOME", Path.home() / ".cache" / "reprobot")) / "triton" / "envs"

_RUN = r'''
import sys
import triton._C.libtriton as lt
ir = lt.ir
path, calls = sys.argv[1], sys.argv[2:]
ctx = ir.context()
ir.load_dialects(ctx)
for b in ("nvidia", "amd"):
    m = getattr(lt, b, None)
    if m is not None and hasattr(m, "load_dialects"):
        m.load_dialects(ctx)
mod = ir.parse_mlir_module(path, ctx)
mod.context = ctx
print("MEASURE: parsed", flush=True)
pm = ir.pass_manager(ctx)
pm.enable_debug()
for c in calls:
    name, _, args = c.partition("(")
    obj = lt
    try:
        for part in name.split("."):
            obj = getattr(obj, part)
    except AttributeError:
        print("MISSING-BINDING:", name, flush=True)
        sys.exit(3)
    args = args.rstrip()
    args = args[:-1] if args.endswith(")") else args  # 'add_x("gfx942", False)' and 'add_x("gfx942", False' alike
    obj(pm, *(eval("(" + args + ",)") if args.strip() else ()))
try:
    pm.run(mod, "measure")
except TypeError:
    pm.run(mod)
print("MEASURE: ran", flush=True)
'''


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("issue_dir", type=Path)
    ap.add_argument("--file", default="repro.mlir")
    ap.add_argument("--call", action="append", default=[], required=True)
    ap.add_argument("--versions", default=",".join(RELEASES))
    ap.add_argument("--timeout", type=float, default=300)
    ap.add_argument("--save", action="store_true")
    a = ap.parse_args(argv)
    src = (a.issue_dir / a.file).resolve()
    for v in a.versions.split(","):
        py = ENVS / v / "bin" / "python"
        if not py.exists():
            print(f"{v}: no venv at {py}")
            continue
        with tempfile.TemporaryDirectory() as home:
            env = {"PATH": "/usr/bin:/bin", "HOME": home, "TRITON_CACHE_DIR": home, "PYTHONFAULTHANDLER": "1"}
            try:
                p = subprocess.run([str(py), "-c", _RUN, str(src), *a.call], capture_output=True, text=True,
                                   timeout=a.timeout, env=env, cwd=home)
                rc, out, err = p.returncode, p.stdout, p.stderr
            except subprocess.TimeoutExpired as e:
                rc, out, err = "timeout", str(e.stdout or ""), str(e.stderr or "")
        text = f"release {v}\ncalls {a.call}\nexit {rc}\n--- stdout\n{out}\n--- stderr\n{err}"
        first = next((ln for ln in err.splitlines() if ln.strip() and not ln.startswith(("Fatal Python", "Current thread",
                                                                                        "  File", "Thread 0x"))), "")
        print(f"{v}: exit {rc} | {out.strip().splitlines()[-1] if out.strip() else ''} | {first[:160]}")
        if a.save:
            d = a.issue_dir / "runs"
            d.mkdir(exist_ok=True)
            (d / f"{v}.txt").write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())

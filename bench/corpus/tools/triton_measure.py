"""Measure corpus reproducers on PyPI triton releases, ahead of time on this CPU-only machine.

This is a *runner* for building bench/corpus/triton: it executes each issue's script once per
(target, release) and keeps the raw evidence (exit status, stderr, the harness report). It does
not decide outcomes: the labels in expected.json are written by a person reading that evidence
(see bench/corpus/triton/README.md); ``summary`` only condenses stderr into the signature
format the shared corpus uses (``stage=ttgir | Assert:… | Pass:… | Py:…``).

- 3.x: ``workers/triton/harness.py run SCRIPT`` in the release's venv (the stand-in driver
  reports the target; the real JIT compile path runs; launches are no-ops).
- 2.3.1: the harness refuses 2.x (its launcher is a C module linked against libcuda), so
  ``_BOOT23`` below stands a 2.3-shaped CUDA driver in and skips the launcher build: the
  compile pipeline (ttir, ttgir, llir, ptx, cubin with the bundled ptxas) runs unchanged. 2.3
  has no hip backend: hip targets are recorded as such without running.

The target reaches the harness through its environment variable (STANDIN_TRITON_TARGET; the name was
REPROBOT_TRITON_TARGET before main renamed it: both are set). Each run: fresh TRITON_CACHE_DIR/HOME, no network (``unshare -n`` when it works), a wall-clock
limit. Raw results: ``<scratch>/<issue>/<target>/<release>.json``; a result already there is
not run again unless ``--force``.

Usage: python bench/corpus/tools/triton_measure.py --issues 4315,7817 --versions 3.4.0
       [--targets cuda:90:32,hip:gfx942:64] [--script measured.py] [--env K=V] [--scratch DIR]
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "bench" / "corpus" / "triton"
HARNESS = ROOT / "workers" / "triton" / "harness.py"
RELEASES = ("2.3.1", "3.0.0", "3.1.0", "3.2.0", "3.3.1", "3.4.0", "3.5.1", "3.6.0", "3.7.1", "3.8.0", "3.9.0")
HIP_LLD = "/usr/lib/llvm-19/bin/ld.lld"

_BOOT23 = r'''
import json, os, runpy, sys, traceback
sys.path.insert(0, os.environ["MEASURE_HARNESS_DIR"])
import harness                      # only its torch redirection and report helpers
backend, arch, warp = harness.parse_target(harness.TARGET)
harness._install_torch_redirect(backend, arch)
import triton
_drv = sys.modules["triton.runtime.driver"]
import triton.compiler.compiler as _cc
from triton.compiler.backends.cuda import CUDABackend

class _Utils:
    def load_binary(self, name, kernel, shared, device):
        harness.STATS["compiles"] += 1
        return (0, 0, 32, 0)
    def get_device_properties(self, device):
        return {"max_shared_mem": 232448, "multiprocessor_count": 132, "max_num_regs": 65536,
                "warpSize": 32, "sm_clock_rate": 1755000, "mem_clock_rate": 2619000, "mem_bus_width": 5120}
    def __getattr__(self, name):
        return lambda *a, **k: 0

class _Driver:
    backend = 0
    binary_ext = "cubin"
    def __init__(self):
        self.utils = _Utils()
    def get_current_device(self): return 0
    def set_current_device(self, d): pass
    def get_current_stream(self, d=None): return 0
    def get_current_target(self): return ("cuda", arch)
    def get_device_capability(self, d=None): return (arch // 10, arch % 10)
    def assemble_tensormap_to_arg(self, info, args): return args

_drv.driver._obj = _Driver()
CUDABackend.make_launcher_stub = lambda self, src, metadata: None
_orig_init = _cc.CompiledKernel.__init__
def _init(self, so_path, metadata_path):
    from pathlib import Path
    metadata_path = Path(metadata_path)
    self.run = lambda *a, **k: harness.STATS.__setitem__("launches", harness.STATS["launches"] + 1)
    self.metadata = json.loads(metadata_path.read_text())
    self.metadata["tensormaps_info"] = []
    for k, v in self.metadata.items():
        setattr(self, k, v)
    files = [f for f in metadata_path.parent.glob(f"{metadata_path.stem}.*") if f.suffix != ".json"]
    self.asm = {f.suffix[1:]: (f.read_bytes() if f.suffix == ".cubin" else f.read_text()) for f in files}
    self.kernel = self.asm.get("cubin")
    self.name = self.metadata["name"]
    self.module = None
    self.function = None
_cc.CompiledKernel.__init__ = _init
_cc.CompiledKernel._init_handles = lambda self: None
_cc.CompiledKernel.__getattribute__ = object.__getattribute__
harness.check_supported = lambda: None  # the check this stand-in replaces
harness._fast_bench()
sys.exit(harness.run_script(sys.argv[1], sys.argv[2]))
'''


def venv_python(version: str) -> Path:
    home = Path(os.environ.get("REPROBOT_HOME") or Path.home() / ".cache" / "reprobot")
    return home / "triton" / "envs" / version / "bin" / "python"


def _vt(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in v.split(".")[:3])


def run_one(script: Path, target: str, version: str, extra_env: dict[str, str], wall_s: float) -> dict:
    """Run `script` for `target` on `version`; the raw evidence as a dict."""
    backend = target.split(":")[0]
    if version.startswith("2.") and backend != "cuda":
        return {"skipped": f"triton {version} has no {backend} backend", "exit_code": None, "stderr": "",
                "stdout": "", "report": {}, "wall_s": 0.0}
    work = Path(tempfile.mkdtemp(prefix="measure-"))
    try:
        shutil.copy(script, work / "repro.py")
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(work / "home"), "LANG": "C.UTF-8",
               "TMPDIR": str(work), "REPROBOT_TRITON_TARGET": target, "STANDIN_TRITON_TARGET": target, "TRITON_ALWAYS_COMPILE": "1",
               "TRITON_CACHE_DIR": str(work / "cache"), "TRITON_HOME": str(work / "home"),
               "OMP_NUM_THREADS": "1", "PYTHONHASHSEED": "0", "PYTHONFAULTHANDLER": "1", "MEASURE_HARNESS_DIR": str(HARNESS.parent)}
        if backend == "hip" and (3, 0) <= _vt(version) < (3, 5) and os.path.exists(HIP_LLD):
            env["TRITON_HIP_LLD_PATH"] = HIP_LLD
        env.update(extra_env)
        os.makedirs(env["HOME"], exist_ok=True)
        py = str(venv_python(version))
        if version.startswith("2."):
            (work / "boot23.py").write_text(_BOOT23)
            argv = [py, str(work / "boot23.py"), str(work / "repro.py"), str(work / "result.json")]
        else:
            argv = [py, str(HARNESS), "run", str(work / "repro.py"), str(work / "result.json")]
        if subprocess.run(["unshare", "-n", "true"], capture_output=True).returncode == 0:
            argv = ["unshare", "-n", *argv]
        t0 = time.monotonic()
        try:
            p = subprocess.run(argv, cwd=work, env=env, capture_output=True, text=True, errors="replace",
                               timeout=wall_s)
            code, out, err, timed_out = p.returncode, p.stdout, p.stderr, False
        except subprocess.TimeoutExpired as e:
            code, timed_out = None, True
            out = (e.stdout or b"").decode("utf-8", "replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
            err = (e.stderr or b"").decode("utf-8", "replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        try:
            report = json.loads((work / "result.json").read_text())
        except (OSError, ValueError):
            report = {}
        return {"exit_code": code, "timed_out": timed_out, "wall_s": round(time.monotonic() - t0, 1),
                "stdout": out[-4000:], "stderr": err[-200000:], "report": report, "env": extra_env}
    finally:
        shutil.rmtree(work, ignore_errors=True)


_ASSERT = re.compile(r"Assertion `(.+?)' failed", re.S)
_PIPE = re.compile(r"Pipeline failed while executing \[`([^`]+)`")
_LLVM_ERR = re.compile(r"LLVM ERROR: (.+)")
_MLIR_ERR = re.compile(r"^(?:\S*:\d+:\d+: |loc\(.*\): |\s*)error: (.+)$", re.M)
_PTXAS = re.compile(r"ptxas [^\n]*?error\s*: ([^\n]+)")
_STAGE = re.compile(r"in (make_\w+)")
_SIG = {-6: "SIGABRT", -11: "SIGSEGV", -4: "SIGILL", -8: "SIGFPE", -7: "SIGBUS", 134: "SIGABRT", 139: "SIGSEGV"}


def _norm(s: str) -> str:
    return re.sub(r"\d+", "N", s.strip())[:240]


def summary(raw: dict) -> str:
    """Condense one run into the shared corpus's signature format (descriptive only)."""
    if raw.get("skipped"):
        return "Py:RuntimeError: " + _norm(raw["skipped"])
    if raw.get("timed_out"):
        return "timeout"
    err, rep = raw.get("stderr", ""), raw.get("report") or {}
    parts = []
    code = raw.get("exit_code")
    if code in _SIG:
        parts.append(_SIG[code])
    stages = _STAGE.findall(err)
    if rep.get("stage"):
        parts.insert(0, f"stage={rep['stage']}")
    elif stages:  # faulthandler lists the innermost frame first, a traceback last
        inner = stages[0] if "Fatal Python error" in err else stages[-1]
        parts.insert(0, "stage=" + inner.removeprefix("make_"))
    m = _ASSERT.search(err)
    if m:
        parts.append("Assert:" + " ".join(m.group(1).split())[:240])
    m = _LLVM_ERR.search(err)
    if m:
        parts.append("LLVM ERROR: " + m.group(1).strip()[:200])
    u = "UNREACHABLE executed" in err
    if u:
        before = [ln for ln in err[:err.index("UNREACHABLE executed")].splitlines() if ln.strip()]
        parts.append("UNREACHABLE: " + (before[-1].strip()[:200] if before else ""))
    if not m and not u and not _ASSERT.search(err):
        for mm in _MLIR_ERR.finditer(err):
            msg = mm.group(1).strip()
            if "Failures have been detected" not in msg:
                parts.append("MLIR:" + msg[:200])
                break
    m = _PIPE.search(err)
    if m:
        parts.append("Pass:" + m.group(1))
    m = _PTXAS.search(err + "\n" + str(rep.get("exc_msg", "")))
    if m:
        parts.append("ptxas: " + m.group(1).strip()[:200])
    if rep.get("status") == "exception":
        chain = rep.get("chain") or []
        inner = [c for c in chain if not c.startswith("CompilationError")]
        if chain and chain[0].startswith("CompilationError") and inner:
            last = inner[-1].splitlines()[0]
            parts.append("Py:CompilationError<-" + _norm(last))
        elif chain:
            first = chain[0]
            typ, _, msg = first.partition(":")
            lines = [ln for ln in msg.strip().splitlines() if ln.strip()]
            if lines and re.match(r"^at \d+:\d+:", lines[0]):
                lines = lines[-1:]
            parts.append(f"Py:{typ}: " + _norm(lines[0] if lines else ""))
    return " | ".join(parts)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--issues", required=True)
    ap.add_argument("--versions", default=",".join(RELEASES))
    ap.add_argument("--targets", default="cuda:90:32,hip:gfx942:64")
    ap.add_argument("--script", default="repro.py", help="file in the issue folder to run")
    ap.add_argument("--tag", default="", help="suffix for the raw result names (a variant run)")
    ap.add_argument("--env", action="append", default=[], help="K=V for every run")
    ap.add_argument("--scratch", default="/work/scratch-corpus-triton/raw")
    ap.add_argument("--wall", type=float, default=300)
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args()
    extra = dict(kv.split("=", 1) for kv in a.env)
    for issue in a.issues.split(","):
        script = CORPUS / issue / a.script
        for target in a.targets.split(","):
            for v in a.versions.split(","):
                out = Path(a.scratch) / issue / target.replace(":", "_") / f"{v}{a.tag}.json"
                if out.exists() and not a.force:
                    raw = json.loads(out.read_text())
                else:
                    raw = run_one(script, target, v, extra, a.wall)
                    raw["script"] = a.script
                    out.parent.mkdir(parents=True, exist_ok=True)
                    out.write_text(json.dumps(raw, indent=1))
                print(f"{issue:>6} {target:<15} {v:<6}{a.tag} exit={raw.get('exit_code')!s:<5} "
                      f"{raw.get('wall_s', 0):>6}s  {summary(raw)[:150]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

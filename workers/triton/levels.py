"""Multi-level Triton reproducers: from the Python kernel down to the lowest IR that still fails.

A Triton crash is often a bug in a lower layer (a TritonGPU pass, the lowering to LLVM, the
LLVM backend). `find_levels` runs the release's own pipeline for the target, recording it
(the harness's ``stages`` mode, `workers.triton.harness.install_recorder`): each stage's
input (``make_ttir`` … ``make_hsaco``/``make_cubin``), each pass manager's input and pass
list, the LLVM calls. The failing stage and the last good IR are then known, and the failure
is re-entered one level lower at a time:

=========  ======================================================================  ==========
level      how it is re-entered                                                     kind
=========  ======================================================================  ==========
python     the script, hermetic on the CPU (`workers.triton.runner`)                script
ttir/ttgir ``triton.compile("kernel.ttir", target=…, options=…)``: Triton's own      stage
           re-entry, which runs the stages *after* the one the suffix names
ttir/ttgir the failing stage's pass manager replayed pass by pass on its input         pass
/llmlir    (``pass_manager`` + the recorded ``passes.*.add_*`` calls): the IR right
           before the failing pass and that pass alone
llir       the LLVM IR given to ``llvm.translate_to_asm`` (``make_ptx``/``make_amdgcn``)  llvm
           or ``llvm.optimize_module`` (``make_llir``), run by ``llc``/``opt``: the
           wheel's own LLVM (``llvm@triton-X.Y.Z`` where that toolchain is installed),
           Debian's release builds, llvmlite's LLVM 22 (`workers.llvm_project`)
=========  ======================================================================  ==========

A level *fails* when its run shows the same bug as the Python run: `same_bug` for Triton's
own re-entries (one release, one parser: kind, message and pass agree), `matches` for an
LLVM tool (another build of LLVM: message keys agree, a release build may crash later). The
lowest failing level is then reduced: MLIR with `reducers.mlir.reduce_mlir` (re-entering at
that level in the release venv as the interestingness test), LLVM IR with llvm-reduce
(`workers.llvm_project.LLVMProject.reduce`).

What each release offers (measured on the 3.0-3.9 wheels by bench/triton_levels.py, table in
bench/results/triton_levels.md): ``add_stages(stages, options)`` up to 3.3,
``(stages, options, language)`` from 3.4; ``pass_manager.run(module)`` up to 3.5,
``run(module, name)`` from 3.6; ``triton.compile(path)`` re-enters from ``.ttir`` and
``.ttgir`` in every release, never from ``.llir``/``.amdgcn`` (3.0-3.2 have no parser for
the suffix, 3.3+ parse it as MLIR) nor ``.ptx`` (``IRSource`` parses it as MLIR up to 3.2
and has no module for it from 3.3); pass failures abort the process up to 3.2 and raise
``PassManager::run failed`` from 3.3, which also prints the failing pass and an MLIR
reproducer pipeline (``builtin.module(tritongpu-coalesce)``) usable with ``triton-opt``.

Untrusted input: every Triton step runs in the release venv through the `WarmRunner`
(never in this process); LLVM tools run in the `LLVMProject`'s sandbox.
"""
from __future__ import annotations

import json
import re
import shlex
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable

from reducers.outcome import Outcome
from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature, matches, same_bug
from reducers.triton.signature import parse_triton_failure
from workers.triton.runner import TritonRun, WarmRunner

# levels from the top (the script) down; the order "lowest" is judged by
LEVEL_ORDER = ("python", "ttir", "ttgir", "llmlir", "llir", "ptx", "amdgcn")
_FILE_EXT = {"ttir": "ttir", "ttgir": "ttgir", "llmlir": "mlir", "llir": "ll", "ptx": "ptx", "amdgcn": "amdgcn"}
_PIPELINE = re.compile(r'pipeline:\s*"([^"]+)"')


@dataclass
class Level:
    """One level of a reproducer.

    level: ``python`` | ``ttir`` | ``ttgir`` | ``llmlir`` (LLVM dialect) | ``llir`` | ``ptx``.
    kind: ``script`` | ``stage`` (``triton.compile`` re-entry) | ``pass`` (recorded passes)
    | ``llvm`` (an LLVM tool). toolchain: ``triton-3.6.0``, ``llvm-19``, ``llvm-22``,
    ``llvm@triton-3.6.0``. file: the file name the command reads. command: one shell line.
    fails: shows the same bug as the Python run. outcome: the `Outcome` value of the run
    (``not-run`` when it could not be tried, reason says why). reduced_size: {"before",
    "after"} with bytes, lines and ops (MLIR) or instructions (LLVM IR) when this level was
    reduced; source is then the reduced text and ``original_bytes`` the input's size.
    """

    level: str
    kind: str
    toolchain: str
    file: str
    source: str
    command: str
    signature: str = ""
    fails: bool = False
    outcome: str = ""
    reason: str = ""
    alt_command: str = ""
    reduced_size: dict[str, Any] | None = None
    tests_run: int = 0
    wall_s: float = 0.0
    detail: dict[str, Any] = field(default_factory=dict)

    def to_json(self, with_source: bool = True) -> dict[str, Any]:
        d = asdict(self)
        if not with_source:
            d.pop("source")
        return d


@dataclass
class Recording:
    """What the ``stages`` run recorded, for the compile that failed (the last one entered
    and not left). stages: stage names in order; failing_stage: the stage whose function did
    not return ('' when every stage returned or none ran); inputs: stage -> (suffix, text)
    of its input; pm: the pass-manager run that did not return ({"stage", "input" text,
    "ext", "passes", "args"}) or None; llvm: the LLVM call that did not return, or the last
    ``translate_to_asm`` of the failing stage ({"fn", "args", "input" text}); options: the
    compile's options that differ from the backend's defaults; run: the raw run."""

    run: TritonRun
    signature: CrashSignature | None
    stages: list[str] = field(default_factory=list)
    failing_stage: str = ""
    inputs: dict[str, tuple[str, str]] = field(default_factory=dict)
    pm: dict[str, Any] | None = None
    llvm: dict[str, Any] | None = None
    options: dict[str, Any] = field(default_factory=dict)
    target: list[Any] = field(default_factory=list)
    compiles: int = 0


@dataclass
class LevelsReport:
    """toolchain/target: where it ran; failing_stage: ``ttgir`` (the stage function that
    failed) and failing_step: ``pass TritonGPUCoalesce`` / ``llvm translate_to_asm`` / '';
    signature: the Python run's; levels: every level tried, top down; lowest: the lowest
    that fails (after reduction when it was reduced)."""

    toolchain: str
    target: str
    signature: CrashSignature | None
    failing_stage: str = ""
    failing_step: str = ""
    levels: list[Level] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    wall_s: float = 0.0

    @property
    def lowest(self) -> Level | None:
        failing = [lv for lv in self.levels if lv.fails]
        return max(failing, key=lambda lv: (LEVEL_ORDER.index(lv.level), lv.kind in ("pass", "llvm"))) \
            if failing else None

    def to_json(self) -> dict[str, Any]:
        low = self.lowest
        return {"toolchain": self.toolchain, "target": self.target,
                "signature": self.signature.summary() if self.signature else "",
                "failing_stage": self.failing_stage, "failing_step": self.failing_step,
                "lowest": low.level if low else "", "lowest_kind": low.kind if low else "",
                "levels": [lv.to_json() for lv in self.levels], "notes": self.notes,
                "wall_s": round(self.wall_s, 3)}


# ------------------------------------------------------------------ recording

def parse_journal(text: str) -> list[dict[str, Any]]:
    out = []
    for line in text.splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:
            continue  # a line cut by the abort
    return out


def record(runner: WarmRunner, source: str, env: dict[str, str] | None = None,
           files: dict[str, str] | None = None) -> Recording:
    """Run `source` with the stage recorder (harness ``stages`` mode) and read the journal.
    files: more files for the script's directory (an IR file a `stage_command` script reads)."""
    run = runner.run_levels("stages", {"repro.py": source, **(files or {})}, env=env)
    sig = parse_triton_failure(run.process.stderr, run.process.exit_code, run.report)
    return recording_from(run, sig)


def recording_from(run: TritonRun, sig: CrashSignature | None) -> Recording:
    """A `Recording` from a ``stages`` run's files (``journal.jsonl`` and the inputs it names)."""
    rec = Recording(run=run, signature=sig)
    events = parse_journal(run.files.get("journal.jsonl", ""))
    compiles = [e for e in events if e.get("ev") == "compile"]
    rec.compiles = len(compiles)
    if not compiles:
        return rec
    # the failing compile: the last one whose stage was entered and not left; else the last
    open_stage: dict[int, dict] = {}
    for e in events:
        if e.get("what") == "stage":
            key = e["compile"]
            if e["ev"] == "enter":
                open_stage[key] = e
            elif e["ev"] == "leave" and open_stage.get(key, {}).get("index") == e.get("index"):
                open_stage.pop(key)
    n = max(open_stage) if open_stage else compiles[-1]["n"]
    comp = next(c for c in compiles if c["n"] == n)
    rec.stages, rec.options, rec.target = list(comp["stages"]), dict(comp.get("options") or {}), comp.get("target") or []
    in_compile = False
    pm_open: dict[int, dict] = {}
    llvm_open: dict | None = None
    last_asm: dict | None = None
    for e in events:
        if e.get("ev") == "compile":
            in_compile = e["n"] == n
            continue
        if e.get("what") == "stage" and e.get("compile") == n:
            in_compile = True
            if e["ev"] == "enter":
                if e.get("input") in run.files:
                    rec.inputs[e["stage"]] = (e.get("input_ext", ""), run.files[e["input"]])
                pm_open, llvm_open, last_asm = {}, None, None
            continue
        if not in_compile:
            continue
        if e.get("what") == "pm":
            if e["ev"] == "enter":
                pm_open[e["index"]] = e
            else:
                pm_open.pop(e.get("index"), None)
        elif e.get("what") == "llvm":
            if e["ev"] == "enter":
                llvm_open = e
            elif e["ev"] == "leave":
                llvm_open = None
            elif e.get("fn") == "translate_to_asm":
                last_asm = e
    if n in open_stage:
        rec.failing_stage = open_stage[n]["stage"]
        if pm_open:
            e = pm_open[max(pm_open)]
            text = run.files.get(e.get("input", ""), "")
            rec.pm = {"stage": e.get("stage") or rec.failing_stage, "input": text,
                      "ext": e["input"].rsplit(".", 1)[-1] if e.get("input") else "ttgir",
                      "passes": e.get("passes") or [], "args": e.get("args") or []}
        elif llvm_open:
            rec.llvm = {"fn": llvm_open["fn"], "args": llvm_open.get("args") or [],
                        "input": run.files.get(llvm_open.get("input", ""), "")}
        elif last_asm is not None:
            ext, text = rec.inputs.get(rec.failing_stage, ("", ""))
            rec.llvm = {"fn": "translate_to_asm", "args": last_asm.get("args") or [], "input": text}
    return rec


# ------------------------------------------------------------------ commands

def _target_parts(target: str) -> tuple[str, Any, int]:
    backend, arch, warp = (target.split(":") + ["", ""])[:3]
    return backend, (int(arch) if backend == "cuda" else arch), int(warp or (32 if backend == "cuda" else 64))


def _env_prefix(env: dict[str, str]) -> str:
    keep = {k: v for k, v in sorted(env.items()) if k.startswith(("TRITON_", "MLIR_", "LLVM_", "AMDGCN_"))
            and k not in ("TRITON_ALWAYS_COMPILE",)}
    return "".join(f"{k}={shlex.quote(v)} " for k, v in keep.items())


def _py(v: Any) -> str:
    """A Python literal for a JSON value, strings in double quotes (the command is single-quoted)."""
    if isinstance(v, bool) or v is None:
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v)
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_py(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{json.dumps(str(k))}: {_py(x)}" for k, x in v.items()) + "}"
    return repr(v)


def stage_command(file: str, target: str, options: dict[str, Any], env: dict[str, str]) -> str:
    """One line that re-enters Triton's compile at the stage after `file`'s suffix."""
    backend, arch, warp = _target_parts(target)
    opts = f", options={_py(options)}" if options else ""
    code = (f"import triton; from triton.backends.compiler import GPUTarget; "
            f"triton.compile({_py(file)}, target=GPUTarget({_py(backend)}, {_py(arch)}, {warp}){opts})")
    return f"{_env_prefix(env)}python -c {shlex.quote(code)}"


def pass_command(file: str, target: str, passes: list[list[Any]], run_args: list[Any], env: dict[str, str]) -> str:
    """One line that parses `file` and runs the recorded passes on it, as the stage does."""
    backend = target.split(":")[0]
    mod = "amd" if backend == "hip" else "nvidia"
    roots = sorted({p[0].split(".")[0] for p in passes} | {mod})
    adds = "; ".join(f"{p[0]}(pm{''.join(', ' + _py(a) for a in p[1])})" for p in passes)
    run = f"pm.run(m{''.join(', ' + _py(a) for a in run_args)})"
    code = (f"from triton._C.libtriton import ir, {', '.join(r for r in roots if r != 'ir')}; "
            f"c = ir.context(); ir.load_dialects(c); {mod}.load_dialects(c); "
            f"m = ir.parse_mlir_module({_py(file)}, c); pm = ir.pass_manager(c); pm.enable_debug(); "
            f"{adds}; {run}")
    return f"{_env_prefix(env)}python -c {shlex.quote(code)}"


def llc_args(asm_args: list[Any]) -> list[str]:
    """llc flags for ``llvm.translate_to_asm(ir, triple, proc, features, flags,
    enable_fp_fusion, is_object)`` (the recorded arguments after the IR): -O3 (Triton's
    ``CodeGenOptLevel::Aggressive``), the triple, CPU and features, each flag as ``-flag``.
    FP fusion (``-fp-contract=fast`` in llc) is left out: it is an option of the llc tool,
    which the wheel's LLVM (a library) does not register, and a crash seldom needs it."""
    a = list(asm_args) + [None] * 6
    triple, proc, features, flags = a[0], a[1], a[2], a[3]
    out = ["-O3"]
    if triple:
        out.append(f"-mtriple={triple}")
    if proc:
        out.append(f"-mcpu={proc}")
    if features:
        out.append(f"-mattr={features}")
    for f in flags or []:
        if isinstance(f, str) and f:
            out.append(f if f.startswith("-") else f"-{f}")
    return out


def opt_args(opt_call_args: list[Any], triple_default: str) -> list[str]:
    """opt flags for ``llvm.optimize_module(mod, level, [arch, features, flags, fusion])``."""
    a = list(opt_call_args) + [None] * 5
    level = a[0]
    lv = {0: "O0", 1: "O1", 2: "O2", 3: "O3"}.get(level if isinstance(level, int) else 3, "O3")
    out = [f"-passes=default<{lv}>"]
    if triple_default:
        out.append(f"-mtriple={triple_default}")
    if isinstance(a[1], str) and a[1] and not a[1].startswith("<"):
        out.append(f"-mcpu={a[1]}")
    return out


# ------------------------------------------------------------------ re-entry

def reenter_stage(runner: WarmRunner, ext: str, text: str, options: dict[str, Any],
                  env: dict[str, str] | None = None) -> TritonRun:
    """``triton.compile("kernel.<ext>", target=…, options=…)`` in the release venv."""
    name = f"kernel.{ext}"
    return runner.run_levels("reenter", {name: text}, {"file": "@" + name, "options": options}, env=env)


def run_passes(runner: WarmRunner, ext: str, text: str, passes: list[list[Any]], stage: str,
               env: dict[str, str] | None = None, split: bool = False) -> TritonRun:
    """Parse ``kernel.<ext>`` and run the recorded passes (`split`: one pass manager each,
    writing each pass's input first)."""
    name = f"kernel.{_FILE_EXT.get(ext, ext)}"
    return runner.run_levels("passes", {name: text},
                             {"file": "@" + name, "passes": [p[:2] for p in passes], "stage": stage, "split": split},
                             env=env)


def _sig(run: TritonRun) -> CrashSignature | None:
    return parse_triton_failure(run.process.stderr, run.process.exit_code, run.report)


def same_failure(reference: CrashSignature | None, run: TritonRun) -> tuple[bool, CrashSignature | None]:
    """Does a Triton re-entry `run` show `reference`'s bug (`same_bug`)? Timeouts and
    infrastructure failures never do."""
    if reference is None or run.process.timed_out or run.report.get("infra"):
        return False, None
    sig = _sig(run)
    return bool(sig is not None and same_bug(reference, sig)), sig


def _outcome(ok: bool, sig: CrashSignature | None, run: TritonRun) -> tuple[str, str]:
    if run.report.get("infra"):
        return Outcome.INFRA_ERROR.value, str(run.report["infra"])
    if run.process.timed_out:
        return Outcome.TIMEOUT.value, "time limit"
    if ok:
        return Outcome.REPRODUCES.value, sig.summary() if sig else ""
    if sig is None:
        return Outcome.CLEAN.value, "compiled"
    if re.search(r"error: (?:custom op|expected|unknown|unexpected)|failed to parse|KeyError|"
                 r"could not parse|Unable to parse|dialect .* not found", run.process.stderr):
        return Outcome.INVALID_INPUT.value, sig.summary()
    return Outcome.OTHER_FAILURE.value, sig.summary()


# ------------------------------------------------------------------ the search

LLVMToolchains = Callable[[str], list[str]]
# IR suffixes triton.compile(path) re-enters at, in every 3.x release (measured, see above)
STAGE_REENTRY = ("ttir", "ttgir")
# Back-end knobs whose default flipped between releases: (environment variable, the newer
# default, first release with it, backend). IR carried to an older release's back end
# (`transplant_script`) is compiled with the newer default too, so both take the same path.
FLIPPED_DEFAULTS: tuple[tuple[str, str, tuple[int, ...], str], ...] = (
    ("AMDGCN_USE_BUFFER_OPS", "1", (3, 6), "hip"),  # knobs.amd.use_buffer_ops: off up to 3.5
)


def transplant_env(version: str, backend: str) -> dict[str, str]:
    """`FLIPPED_DEFAULTS` that `version` (older than the flip) needs for `backend`."""
    from workers.triton.toolchains import vtuple

    return {k: v for k, v, since, be in FLIPPED_DEFAULTS if be == backend and vtuple(version) < since}


def default_llvm_toolchains(version: str) -> list[str]:
    """LLVM toolchain ids to try a ``.ll`` level on: the wheel's own LLVM
    (``llvm@triton-<version>``) when that toolchain is installed, every Debian release and
    llvmlite's LLVM (`workers.toolchains.llvm.discover`), newest last."""
    from workers.toolchains.llvm import discover
    from workers.toolchains.triton_llvm import ID_PREFIX

    own = f"{ID_PREFIX}{version}"
    ids = [t.id for t in discover()]
    try:  # probed once per wheel and cached (workers.toolchains.triton_llvm)
        snap = [t.id for t in discover(include_llvmlite=False, only=[own], snapshots=True)]
    except (OSError, RuntimeError, ValueError):
        snap = []
    return snap + [i for i in ids if not i.startswith(ID_PREFIX)]


def find_levels(source: str, runner: WarmRunner, *, version: str, target: str, env: dict[str, str] | None = None,
                reduce: bool = True, budget_s: float = 300.0, jobs: int = 1,
                llvm_toolchains: LLVMToolchains = default_llvm_toolchains, llvm_project: Any = None,
                files: dict[str, str] | None = None,
                progress: Callable[[str], None] = lambda what: None) -> LevelsReport:
    """Find every level at which the failure of Python reproducer `source` re-enters, on
    Triton `version` (the `runner`'s venv) for `target` (``cuda:90:32``); reduce the lowest
    failing one (`budget_s` seconds, `jobs` tests at a time). env: the reproducer's
    environment (``TRITON_F32_DEFAULT``…), passed to every Triton run. llvm_project: an
    `LLVMProject` for the ``.ll`` level (default: a local one). files: more files the script
    reads (`source` may be a `stage_command` script compiling an IR file, e.g. the TTIR
    another release's front end made: `transplant_script`). Raises nothing for a
    reproducer that does not fail: the report then has the python level only."""
    from workers.triton.toolchains import HIP_LLD, needs_external_lld

    t0 = time.monotonic()
    env = dict(env or {})
    # what the printed commands need beyond the reproducer's settings (the runner has it too)
    cmd_env = {**({"TRITON_HIP_LLD_PATH": HIP_LLD} if needs_external_lld(version, target.split(":")[0]) else {}),
               **env}
    tc = f"triton-{version}"
    rep = LevelsReport(toolchain=tc, target=target, signature=None)
    progress("recording stages")
    rec = record(runner, source, files=files)
    ref = rec.signature
    rep.signature = ref
    py = Level("python", "script", tc, "repro.py", source,
               f"{_env_prefix(cmd_env)}python repro.py  # target {target}", signature=ref.summary() if ref else "",
               fails=ref is not None, outcome=Outcome.REPRODUCES.value if ref else Outcome.CLEAN.value)
    rep.levels.append(py)
    rep.failing_stage = rec.failing_stage
    if ref is None:
        rep.notes.append("the reproducer compiles: no level to look for")
        return _done(rep, t0)
    if not rec.failing_stage:
        rep.notes.append("it fails before the first compiler stage (front end or launch code)"
                         if not rec.compiles else "no stage failed (the failure is outside the compiler's stages)")
        return _done(rep, t0)
    idx = rec.stages.index(rec.failing_stage) if rec.failing_stage in rec.stages else -1

    # 1. Triton's own re-entry at the failing stage (the previous stage's output), else at the
    # nearest earlier stage it can re-enter at (.ttgir for a failure in make_amdgcn)
    if idx >= 1:
        ext, text = rec.inputs.get(rec.failing_stage, (rec.stages[idx - 1], ""))
        ext = ext or rec.stages[idx - 1]
        if ext not in STAGE_REENTRY:
            rep.notes.append(f"triton.compile does not re-enter from .{ext} files in any 3.x release")
            earlier = [st for st in rec.stages[1:idx] if rec.inputs.get(st, ("", ""))[0] in STAGE_REENTRY]
            ext, text = rec.inputs[earlier[-1]] if earlier else ("", "")
        if text:
            progress(f"re-entering at {ext}")
            run = reenter_stage(runner, ext, text, rec.options, env)
            ok, sig = same_failure(ref, run)
            outcome, why = _outcome(ok, sig, run)
            rep.levels.append(Level(ext, "stage", tc, f"kernel.{ext}", text,
                                    stage_command(f"kernel.{ext}", target, rec.options, cmd_env),
                                    signature=sig.summary() if sig else "", fails=ok, outcome=outcome, reason=why,
                                    wall_s=run.process.wall_s))
    else:
        rep.notes.append(f"triton.compile of an IR file skips the stage its suffix names, so a failure in "
                         f"make_{rec.failing_stage} has no stage-level re-entry")

    # 2. the failing pass of the failing pass manager, alone on its input
    if rec.pm is not None:
        _pass_level(rep, rec, runner, ref, tc, target, env, progress, cmd_env)
    # 3. LLVM IR: the input of translate_to_asm / optimize_module
    if rec.llvm is not None and rec.llvm.get("input"):
        rep.failing_step = f"llvm {rec.llvm['fn']}"
        _llvm_levels(rep, rec, ref, version, target, llvm_toolchains, llvm_project, progress)

    low = rep.lowest
    if reduce and low is not None and low.level != "python":
        progress(f"reducing at {low.level}")
        try:
            _reduce_level(low, rec, runner, ref, version, env, budget_s, jobs, llvm_toolchains, llvm_project,
                          progress)
        except Exception as e:  # a failed reduction keeps the unreduced level
            rep.notes.append(f"reduction at {low.level} failed: {type(e).__name__}: {e}")
    return _done(rep, t0)


def transplant_script(file: str, target: str, options: dict[str, Any] | None = None) -> str:
    """A Python script compiling IR file `file` with ``triton.compile`` (what `stage_command`
    runs): the start of a search whose IR comes from another release's front end, when the
    release under test rejects the kernel in its own front end."""
    backend, arch, warp = _target_parts(target)
    opts = f", options={_py(options)}" if options else ""
    return ("import triton\nfrom triton.backends.compiler import GPUTarget\n"
            f"triton.compile({_py(file)}, target=GPUTarget({_py(backend)}, {_py(arch)}, {warp}){opts})\n")


def _done(rep: LevelsReport, t0: float) -> LevelsReport:
    rep.wall_s = time.monotonic() - t0
    return rep


def _pass_level(rep: LevelsReport, rec: Recording, runner: WarmRunner, ref: CrashSignature, tc: str, target: str,
                env: dict[str, str], progress: Callable[[str], None], cmd_env: dict[str, str]) -> None:
    pm = rec.pm
    assert pm is not None
    passes = pm["passes"]
    if not passes:
        rep.notes.append("the failing pass manager had no recorded passes")
        return
    bad = [i for i, p in enumerate(passes) if len(p) > 2 and not p[2].get("replayable", True)]
    if bad:
        # replay what comes before the first pass whose arguments are Python objects: enough
        # when the failing pass is among them
        rep.notes.append(f"passes from {passes[bad[0]][0]} on take arguments that cannot be replayed")
        passes = passes[:bad[0]]
        if not passes:
            return
    progress("finding the failing pass")
    split = run_passes(runner, pm["ext"], pm["input"], passes, pm["stage"], env, split=True)
    events = [e for e in parse_journal(split.files.get("journal.jsonl", "")) if e.get("what") == "pass"]
    entered = [e for e in events if e["ev"] == "enter"]
    left = {e["index"] for e in events if e["ev"] == "leave"}
    failed = [e for e in entered if e["index"] not in left]
    ok, sig = same_failure(ref, split)
    if not failed or not ok:
        rep.notes.append("replaying the pass manager one pass at a time did not fail the same way"
                         + (f" ({sig.summary()})" if sig else ""))
        return
    k = failed[-1]["index"]
    text = split.files.get(failed[-1]["input"], "")
    ext = failed[-1]["input"].rsplit(".", 1)[-1]
    name = (sig.pass_name if sig and sig.pass_name else passes[k][0].rsplit(".", 1)[-1])
    rep.failing_step = f"pass {name}"
    # the pass alone, else with the rest of its pipeline
    for chosen in [[passes[k]]] + ([passes[k:]] if len(passes) > k + 1 else []):
        run = run_passes(runner, ext, text, chosen, pm["stage"], env)
        ok, sig = same_failure(ref, run)
        if ok:
            break
    outcome, why = _outcome(ok, sig, run)
    file = f"kernel.{_FILE_EXT.get(ext, ext)}"
    pipe = _PIPELINE.search(run.process.stderr)
    alt = f"triton-opt {file} --pass-pipeline={shlex.quote(pipe.group(1))}" if pipe and ok else ""
    rep.levels.append(Level(ext, "pass", tc, file, text, pass_command(file, target, chosen, pm["args"], cmd_env),
                            signature=sig.summary() if sig else "", fails=ok, outcome=outcome, reason=why,
                            alt_command=alt, wall_s=run.process.wall_s,
                            detail={"stage": pm["stage"], "passes": [p[:2] for p in chosen], "pass_index": k,
                                    "run_args": pm["args"]}))


def _llvm_levels(rep: LevelsReport, rec: Recording, ref: CrashSignature, version: str, target: str,
                 llvm_toolchains: LLVMToolchains, llvm_project: Any, progress: Callable[[str], None]) -> None:
    assert rec.llvm is not None
    got = llvm_ir_levels(rec.llvm["input"], rec.llvm, ref, version=version, target=target,
                         llvm_toolchains=llvm_toolchains, llvm_project=llvm_project, progress=progress)
    rep.levels += got
    if not got:
        rep.notes.append("no LLVM toolchain to run the .ll on")


def llvm_ir_levels(text: str, call: dict[str, Any], reference: CrashSignature, *, version: str, target: str,
                   llvm_toolchains: LLVMToolchains = default_llvm_toolchains, llvm_project: Any = None,
                   progress: Callable[[str], None] = lambda what: None) -> list[Level]:
    """The ``llir`` levels of LLVM IR `text` that Triton `version` gave to ``call``
    (``{"fn": "translate_to_asm" | "optimize_module", "args": [recorded arguments after the
    module]}``): one per LLVM toolchain of ``llvm_toolchains(version)``, run with the
    equivalent ``llc``/``opt`` flags; `fails` when the crash `matches` `reference` (an older
    parser that rejects the text gets it without LLVM 21 syntax, `older_llvm_text`)."""
    from workers.llvm_project import LLVMProject

    out: list[Level] = []
    triple = _triple_of(text) or ("amdgcn-amd-amdhsa" if target.startswith("hip") else "nvptx64-nvidia-cuda")
    if call["fn"] == "translate_to_asm":
        tool, args = "llc", llc_args(call["args"])
    else:
        tool, args = "opt", opt_args(call["args"], triple)
    ids = llvm_toolchains(version)
    proj = llvm_project or LLVMProject(toolchains=ids)
    have = {t.id for t in proj.toolchains()}
    r = Reproducer(kind="llvm-ir", source=text, tool=tool, args=args, origin=f"triton {version} {call['fn']} input",
                   command_origin="recorded call", triple=triple)
    older = older_llvm_text(text)
    for tid in [i for i in ids if i in have]:
        progress(f"running the .ll on {tid}")
        res = proj.run(r, tid, reference)
        source, downgraded = text, False
        if res.outcome == Outcome.INVALID_INPUT and older != text:  # an older parser: without LLVM 21 syntax
            again = proj.run(Reproducer.from_json({**r.to_json(), "source": older}), tid, reference)
            if again.outcome != Outcome.INVALID_INPUT:
                res, source, downgraded = again, older, True
        crash = res.signature
        ok = bool(crash is not None and (crash.kind == "python-exception") == (reference.kind == "python-exception")
                  and matches(reference, crash))
        outcome = Outcome.REPRODUCES.value if ok else (
            Outcome.OTHER_FAILURE.value if res.outcome == Outcome.REPRODUCES else res.outcome.value)
        shown = " ".join(shlex.quote(a) for a in (res.argv or [tool, *args]))
        shown = re.sub(r"(?<!\S)\S*repro\.ll", "kernel.ll", shown)
        out.append(Level("llir", "llvm", tid, "kernel.ll", source, shown,
                         signature=crash.summary() if crash else "", fails=ok, outcome=outcome,
                         reason=res.reason[:300], wall_s=res.wall_s,
                         detail={"tool": tool, "args": args, "downgraded": downgraded,
                                 "llvm_project_command": " ".join([tool, *args, "kernel.ll", "-o", "/dev/null"])}))
    return out


_NEWER_LLVM_SYNTAX = (re.compile(r"(?<!\s)\s+captures\([^()]*\)"),)  # LLVM 21 (replaced `nocapture`)


def older_llvm_text(ir: str) -> str:
    """`ir` without syntax that LLVM releases older than the wheel's cannot parse: the
    ``captures(...)`` parameter attributes of LLVM 21+, an aliasing hint whose removal keeps
    the program's meaning. Used when an older LLVM rejects the text and to hand it to
    Debian's ``llvm-reduce``; every use re-checks that the crash stays."""
    for pat in _NEWER_LLVM_SYNTAX:
        ir = pat.sub("", ir)
    return ir


def _triple_of(ir: str) -> str:
    m = re.search(r'^target triple = "([^"]+)"', ir, re.M)
    return m.group(1) if m else ""


def _reduce_level(low: Level, rec: Recording, runner: WarmRunner, ref: CrashSignature, version: str,
                  env: dict[str, str], budget_s: float, jobs: int, llvm_toolchains: LLVMToolchains,
                  llvm_project: Any, progress: Callable[[str], None]) -> None:
    t0 = time.monotonic()
    if low.kind in ("stage", "pass"):
        from reducers.mlir.reducer import MLIRSize, reduce_mlir

        # the level's own signature (same bug as the Python run, from this re-entry)
        first = _rerun(low, rec, runner, env, low.source)
        ok, local = same_failure(ref, first)
        local = local if ok and local else ref

        def test(text: str) -> bool:
            return same_failure(local, _rerun(low, rec, runner, env, text))[0]

        res = reduce_mlir(low.source, test, jobs=jobs, budget_s=budget_s,
                          progress=lambda what, n, total: progress(f"{low.level}: {what} ({n} tests)"))
        if not res.interesting_at_start:
            low.detail["reduction"] = "the level did not fail again at the start of the reduction"
            return
        verified = test(res.text)
        low.detail.update({"original_bytes": len(low.source.encode()), "verified": verified,
                           "steps": res.steps, "stopped_by_budget": res.stopped_by_budget})
        if verified:
            low.source = res.text
        low.reduced_size = {"before": res.before.to_json(),
                            "after": (res.after if verified else MLIRSize.of(low.source)).to_json()}
        low.tests_run, low.wall_s = res.tests_run + 2, time.monotonic() - t0
        return
    if low.kind == "llvm":
        reduce_llvm_level(low, ref, version=version, budget_s=budget_s, jobs=jobs, llvm_toolchains=llvm_toolchains,
                          llvm_project=llvm_project)


def reduce_llvm_level(low: Level, ref: CrashSignature, *, version: str, budget_s: float = 300.0, jobs: int = 1,
                      llvm_toolchains: LLVMToolchains = default_llvm_toolchains, llvm_project: Any = None) -> None:
    """Reduce an ``llvm`` level in place with llvm-reduce on its toolchain
    (`LLVMProject.reduce`, the signature that toolchain shows), then run the reduced file on
    every LLVM of ``llvm_toolchains(version)`` (``detail["reduced_runs"]``: toolchain -> the
    crash `matches` `ref`)."""
    from workers.llvm_project import LLVMProject

    t0 = time.monotonic()
    proj = llvm_project or LLVMProject(toolchains=[low.toolchain], budget_s=budget_s, jobs=max(1, jobs))
    r = Reproducer(kind="llvm-ir", source=low.source, tool=low.detail["tool"], args=list(low.detail["args"]),
                   origin="levels", triple=_triple_of(low.source))
    older = older_llvm_text(low.source)
    out = None
    if older != low.source:  # Debian's llvm-reduce drives the reduction: hand it text it reads
        from reducers.llvm_reduce import ReductionError

        try:
            out = proj.reduce(Reproducer.from_json({**r.to_json(), "source": older}), low.toolchain, None,
                              budget_s=budget_s, jobs=max(1, jobs))
        except ReductionError as e:  # the crash needs the newer text: reduce that
            low.detail["downgrade"] = f"not used: {e}"
    if out is None or not out.verified:
        out = proj.reduce(r, low.toolchain, None, budget_s=budget_s, jobs=max(1, jobs))
    low.detail.update({"original_bytes": len(low.source.encode()), "verified": out.verified,
                       "reduced_args": out.reproducer.args, "steps": out.steps})
    if out.verified:
        low.source = out.reproducer.source
        low.detail["llvm_project_command"] = " ".join([low.detail["tool"], *out.reproducer.args,
                                                       "kernel.ll", "-o", "/dev/null"])
    low.reduced_size = {"before": out.before.to_json(), "after": out.after.to_json()}
    low.tests_run, low.wall_s = out.tests_run, time.monotonic() - t0
    # the reduced file on every other LLVM (older parsers may read it now)
    others = llvm_project or LLVMProject(toolchains=llvm_toolchains(version))
    r2 = Reproducer(kind="llvm-ir", source=low.source, tool=low.detail["tool"], args=out.reproducer.args,
                    triple=_triple_of(low.source))
    runs = {}
    for t in others.toolchains():
        res = others.run(r2, t.id, ref)
        runs[t.id] = bool(res.signature is not None and matches(ref, res.signature))
    low.detail["reduced_runs"] = runs


def _rerun(level: Level, rec: Recording, runner: WarmRunner, env: dict[str, str], text: str) -> TritonRun:
    if level.kind == "stage":
        return reenter_stage(runner, level.level, text, rec.options, env)
    d = level.detail
    return run_passes(runner, level.level, text, d["passes"], d["stage"], env)

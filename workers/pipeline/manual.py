"""Manual reductions (``reprobot reduce`` and ``POST /jobs``): the ``REDUCE`` plan.

A manual job is one step, ``reduce_job``, over a `ReduceJobState` (the request and, once done,
the result). The CLI runs it in-process (`reduce_job`), the service as a Celery task, like the
triage plan (`workers.pipeline.steps`).
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, fields, replace
from typing import Any

from reducers.outcome import Outcome, RunResult
from reducers.reproducer import Reproducer
from workers.pipeline.adapters import TriageError, limits, sandbox_for
from workers.pipeline.steps import Step, StepContext
from workers.project import Progress, no_progress
from workers.settings import Settings

# what identifies a manual request (the idempotency key of POST /jobs)
REQUEST_KEYS = ("source", "kind", "tool", "args", "signature_regex", "toolchains", "budget_s", "sandbox")


def request_hash(request: dict[str, Any]) -> str:
    """sha256 hex of the request fields that decide the result (`REQUEST_KEYS`)."""
    return hashlib.sha256(json.dumps({k: request.get(k) for k in REQUEST_KEYS}, sort_keys=True).encode()).hexdigest()


@dataclass
class ReduceJobState:
    """request: ``source`` (text), ``kind`` (llvm-ir | mir | triton-python), ``tool``, ``args``,
    optional ``signature_regex``, ``toolchains`` (the first is used), ``budget_s``, ``jobs``,
    ``sandbox`` (the submitter's choice, within `workers.sandbox.policy`). source: who asked
    (``manual``: this machine's CLI; ``api``: HTTP). result: the ``reduction`` JSON object plus
    ``runs`` of the input, once done."""

    request: dict[str, Any]
    source: str = "manual"
    result: dict[str, Any] | None = None

    def apply(self, update: dict[str, Any]) -> "ReduceJobState":
        bad = set(update) - {f.name for f in fields(self)}
        if bad:
            raise KeyError(f"not ReduceJobState fields: {sorted(bad)}")
        return replace(self, **update)

    @staticmethod
    def update_to_json(update: dict[str, Any]) -> dict[str, Any]:
        return dict(update)

    @staticmethod
    def update_from_json(d: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in d.items() if k in ("request", "source", "result")}

    def to_json(self) -> dict[str, Any]:
        return {"request": self.request, "source": self.source, "result": self.result}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "ReduceJobState":
        return cls(**cls.update_from_json(d))


def run_reduce_job(state: ReduceJobState, ctx: StepContext) -> dict[str, Any]:
    """The ``reduce_job`` step. Raises ReductionError when the input does not fail,
    SandboxPolicyError when the sandbox rules refuse it, TriageError for an unknown kind."""
    req = state.request
    settings = ctx.settings
    if req.get("sandbox"):  # the submitter's choice, within the policy's rules
        settings = settings.override(sandbox={"kind": req["sandbox"]})
    toolchains = req.get("toolchains") or []
    out = reduce_job(req.get("source") or "", req["kind"], req["tool"], list(req.get("args") or []),
                     signature_regex=req.get("signature_regex"), toolchain=toolchains[0] if toolchains else None,
                     budget_s=float(req.get("budget_s") or settings.pipeline.reduce_budget_s),
                     jobs=int(req.get("jobs") or settings.pipeline.jobs), settings=settings,
                     progress=ctx.progress, job_source=state.source)
    return {"result": out}


REDUCE: tuple[Step, ...] = (
    Step("reduce_job", run_reduce_job, "reduce", key=lambda s: request_hash(s.request)[:16], priority=2,
         description="minimize an uploaded reproducer with its command, same crash signature"),
)


def reduce_job(source: str, kind: str, tool: str, args: list[str], *, signature_regex: str | None = None,
               toolchain: str | None = None, budget_s: float = 300.0, jobs: int = 2,
               settings: Settings | None = None, progress: Progress = no_progress,
               job_source: str = "manual") -> dict[str, Any]:
    """Reduce `source` run as ``tool args`` on `toolchain` (default: the newest where it
    crashes), keeping the crash signature (and `signature_regex`, if given). Returns the
    ``reduction`` JSON object plus ``runs`` of the input. `job_source` picks the sandbox
    (`workers.pipeline.adapters.sandbox_for`). Raises ReductionError when it does not fail,
    SandboxPolicyError when refused, TriageError for a kind that cannot be reduced."""
    from reducers.llvm_reduce import ReductionError
    from workers.llvm_project import LLVMProject
    from workers.settings import get_settings

    settings = settings or get_settings()
    if kind == "triton-python":
        return _reduce_triton(source, args, signature_regex=signature_regex, toolchain=toolchain,
                              budget_s=budget_s, jobs=jobs, settings=settings, progress=progress,
                              sandbox=sandbox_for(job_source, settings))
    if kind not in ("llvm-ir", "mir", "mlir"):
        raise TriageError(f"cannot reduce {kind!r} reproducers")
    p = settings.pipeline
    proj = LLVMProject(toolchains=[toolchain] if toolchain else (p.toolchains or None), llvm_root=p.llvm_root,
                       jobs=jobs, budget_s=budget_s, limits=limits(settings), slow_wall_s=p.slow_run_timeout_s,
                       sandbox=sandbox_for(job_source, settings))
    rep = Reproducer(kind=kind, source=source, tool=tool, args=list(args), origin="manual", command_origin="cli")
    tcs = [t.id for t in proj.toolchains()]
    runs: dict[str, RunResult] = {}
    chosen = None
    for tid in reversed(tcs):
        progress(f"running on {tid}", len(runs), len(tcs))
        r = proj.run(rep, tid, None)
        runs[tid] = r
        if r.signature is not None and (not signature_regex or re.search(signature_regex, r.stderr_tail, re.M)):
            chosen = tid
            break
    if chosen is None:
        raise ReductionError("the input does not crash" + (f" with /{signature_regex}/" if signature_regex else "")
                             + " on " + ", ".join(f"{t} ({r.outcome.value}: {r.reason[:120]})" for t, r in runs.items()))
    out = proj.reduce(rep, chosen, None, progress, regex=signature_regex or "", budget_s=budget_s, jobs=jobs)
    d = out.to_json()
    d["runs"] = {k: {"outcome": "crashes" if v.signature else v.outcome.value,
                     "signature": v.signature.summary() if v.signature else v.reason} for k, v in runs.items()}
    return d


def _reduce_triton(source: str, args: list[str], *, signature_regex: str | None, toolchain: str | None,
                   budget_s: float, jobs: int, settings: Settings, progress: Progress,
                   sandbox: Any = None) -> dict[str, Any]:
    """Manual reduction of a Triton Python reproducer. args: ``--target backend:arch:warp``
    (e.g. ``hip:gfx942:64``; ``device``: the machine's GPU) and ``NAME=VALUE`` environment
    settings; for a miscompile ``--differential`` (compiled vs interpreter, guarded), with
    ``--marker TEXT`` and ``--python PATH`` (an interpreter whose torch has CUDA). Reduces on `toolchain`
    (``triton-3.6.0``), default the newest configured release where it fails. sandbox: where the
    script runs (`sandbox_for` of the job's source); in the Docker sandbox ``--python`` is refused
    (its directory would be mounted into the container)."""
    from reducers.llvm_reduce import ReductionError
    from workers.triton.adapter import TritonProject

    opts: dict[str, str | None] = {"target": "cuda:90:32", "marker": None, "python": None}
    env: dict[str, str] = {}
    differential = False
    it = iter(args)
    for a in it:
        key = a[2:].split("=", 1)[0] if a.startswith("--") else ""
        if key in opts:  # --key VALUE or --key=VALUE
            opts[key] = a.split("=", 1)[1] if "=" in a else next(it, opts[key] if key == "target" else "")
        elif a == "--differential":
            differential = True
        elif "=" in a and not a.startswith("-"):
            k, v = a.split("=", 1)
            env[k] = v
    target, marker, python = str(opts["target"]), opts["marker"], opts["python"]
    backend, arch, _ = (target.split(":") + ["", ""])[:3]
    # a manual Triton test may take 120 s (a first compile with imports and ptxas included)
    if python and getattr(sandbox, "name", "") == "docker":
        raise ReductionError("--python names an interpreter on the worker's host: only for the local sandbox")
    proj = TritonProject.from_settings(settings.override(
        pipeline={"jobs": jobs, "reduce_budget_s": budget_s},
        triton={"test_timeout_s": max(settings.triton.test_timeout_s, 120.0)}), sandbox=sandbox)
    rep = Reproducer(kind="triton-python", source=source, tool="python", args=[], origin="manual",
                     command_origin="cli", triple=backend, cpu=arch, env=env)
    try:
        if differential:  # a miscompile: compiled vs interpreter, no crash signature
            tid = toolchain or (f"python:{python}" if python else proj.toolchains()[-1].id)
            try:
                out = proj.reduce_miscompile(rep, tid, target=target, marker=marker, python=python, progress=progress)
            except ValueError as e:
                raise ReductionError(str(e)) from e
            d = out.to_json()
            d["target"] = target
            return d
        tcs = [toolchain] if toolchain else [t.id for t in reversed(proj.toolchains())]
        runs: dict[str, RunResult] = {}
        chosen = None
        for tid in tcs:
            progress(f"running on {tid}", len(runs), len(tcs))
            r = proj.run(rep, tid, None)
            runs[tid] = r
            if r.signature is not None and r.outcome == Outcome.REPRODUCES and \
                    (not signature_regex or re.search(signature_regex, r.signature.summary() + r.stderr_tail, re.M)):
                chosen = tid
                break
        if chosen is None:
            raise ReductionError("the reproducer does not fail on " + ", ".join(
                f"{t} ({r.outcome.value}: {r.reason[:120]})" for t, r in runs.items()))
        out = proj.reduce(rep, chosen, runs[chosen].signature, progress)
        d = out.to_json()
        d["target"] = target
        d["runs"] = {k: {"outcome": v.outcome.value, "signature": v.signature.summary() if v.signature else v.reason}
                     for k, v in runs.items()}
        return d
    finally:
        proj.close()

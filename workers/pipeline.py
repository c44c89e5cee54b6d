"""The triage pipeline as plain functions: extract -> reproduce -> reduce -> bisect -> report.

Each step takes and returns JSON-able data, so Celery tasks can run them one by one (and
checkpoint between them) while the CLI runs them in-process through `triage`. The project
(LLVM or Triton) is chosen by `adapter_for`; everything after extraction is generic.

Result JSON (`TriageResult.to_json`, the CLI's ``--json``)::

    {"issue": {"repo", "number", "title", "url"},
     "project": "llvm" | "triton",
     "reproducers": [{"kind", "tool", "args", "source", "origin", "command_origin", "digest", ...}],
     "primary": {...one of reproducers...},
     "runs": {"llvm-16": {"outcome": "reproduces|clean|other-failure|invalid-input|timeout",
                          "signature": "...", "reason": "..."}, ...},
     "unsupported": {"llvm-22": "why the command cannot run there"},
     "signature": "kind: message (in pass)",
     "reduction": {"toolchain", "before": {"bytes", "lines", "instructions"}, "after": {...},
                   "tests_run", "wall_s", "reproducer", "command", "verified", "steps"} | null,
     "bisection": {"level": "release", "last_good", "first_bad", "fixed_in", "summary", ...} | null,
     "notes": [...], "comment": "markdown"}
"""
from __future__ import annotations

import logging
import os
import re
import time
from dataclasses import dataclass, field
from typing import Any

from reducers.outcome import Outcome, RunResult
from reducers.reproducer import Reproducer
from reducers.signature import CrashSignature
from workers.bisect.release import bisect_releases
from workers.project import Extraction, Progress, ProjectAdapter, ReductionOutcome, no_progress
from workers.report import render_comment
from workers.settings import Settings, get_settings

log = logging.getLogger(__name__)


class TriageError(Exception):
    """Bad input that stops triage with a clear message (nothing is lost: the issue stays)."""


def issue_ref(issue: dict[str, Any]) -> tuple[str, int]:
    """(owner/repo, number) from a GitHub-shaped issue."""
    url = str(issue.get("html_url") or issue.get("url") or "")
    m = re.search(r"github\.com/(?:repos/)?([^/]+/[^/]+)/issues/(\d+)", url)
    if m:
        return m.group(1), int(m.group(2))
    repo = str(issue.get("repo") or (issue.get("repository") or {}).get("full_name") or "unknown/unknown")
    return repo, int(issue.get("number") or 0)


def sandbox_for(source: str, settings: Settings):
    """The sandbox a job from `source` (``github`` or ``manual``) gets, by the rules of
    `workers.sandbox.policy` (GitHub jobs: Docker only). Raises SandboxPolicyError."""
    from workers.sandbox.policy import choose_sandbox

    return choose_sandbox(source, settings.sandbox, allow_local=settings.allow_local_sandbox,
                          limits=_limits(settings))


def adapter_for(issue: dict[str, Any], settings: Settings | None = None, source: str = "manual") -> ProjectAdapter:
    """The Triton adapter when the issue is Triton's (repository or content), else LLVM's,
    running reproducers in the sandbox `source` is allowed (`sandbox_for`)."""
    settings = settings or get_settings()
    repo, _ = issue_ref(issue)
    try:
        from workers.triton.adapter import TritonProject
    except ImportError:  # pragma: no cover - the Triton part is optional at import time
        TritonProject = None  # type: ignore[assignment,misc]
    if TritonProject is not None:
        tp = TritonProject(settings=settings)
        if "triton" in repo.lower() or ("llvm" not in repo.lower() and tp.detect(issue)):
            return tp
    from workers.llvm_project import LLVMProject

    return LLVMProject(toolchains=settings.toolchains or None, llvm_root=settings.llvm_root, jobs=settings.jobs,
                       budget_s=settings.reduce_budget_s, limits=_limits(settings),
                       sandbox=sandbox_for(source, settings))


def _limits(settings: Settings):
    from workers.sandbox.base import Limits

    return Limits(wall_s=settings.run_timeout_s, cpu_s=settings.run_timeout_s, memory_mb=settings.run_memory_mb)


@dataclass
class TriageResult:
    issue: dict[str, Any]
    project: str
    extraction: Extraction
    primary: Reproducer | None = None
    runs: dict[str, RunResult] = field(default_factory=dict)
    unsupported: dict[str, str] = field(default_factory=dict)
    reduction: ReductionOutcome | None = None
    reduction_error: str = ""
    bisection: dict[str, Any] | None = None
    commit_bisection: dict[str, Any] | None = None
    commit_bisection_error: str = ""
    comment: str = ""
    wall_s: float = 0.0
    step_wall_s: dict[str, float] = field(default_factory=dict)

    @property
    def signature(self) -> CrashSignature | None:
        if self.reduction and self.reduction.signature:
            return self.reduction.signature
        for r in self.runs.values():
            if r.outcome == Outcome.REPRODUCES and r.signature:
                return r.signature
        return self.extraction.reported

    def to_json(self, with_comment: bool = True) -> dict[str, Any]:
        reps = []
        for r in self.extraction.reproducers:
            d = r.to_json()
            d["digest"] = r.digest
            d["command"] = r.command_line()
            reps.append(d)
        prim = None
        if self.primary is not None:
            prim = self.primary.to_json()
            prim["digest"] = self.primary.digest
            prim["command"] = self.primary.command_line()
        sig = self.signature
        d = {
            "issue": self.issue,
            "project": self.project,
            "reproducers": reps,
            "primary": prim,
            "reported_signature": self.extraction.reported.summary() if self.extraction.reported else "",
            "runs": {k: {"outcome": v.outcome.value, "signature": v.signature.summary() if v.signature else "",
                         "reason": v.reason, "exit_code": v.exit_code, "wall_s": round(v.wall_s, 3),
                         "argv": v.argv} for k, v in self.runs.items()},
            "unsupported": self.unsupported,
            "signature": sig.summary() if sig else "",
            "signature_detail": sig.to_json() if sig else None,
            "reduction": self.reduction.to_json() if self.reduction else None,
            "reduction_error": self.reduction_error,
            "bisection": self.bisection,
            "commit_bisection": self.commit_bisection,
            "commit_bisection_error": self.commit_bisection_error,
            "notes": self.extraction.notes,
            "target": self.extraction.target,
            "wall_s": round(self.wall_s, 3),
            "step_wall_s": {k: round(v, 3) for k, v in self.step_wall_s.items()},
        }
        if with_comment:
            d["comment"] = self.comment
        return d


# ------------------------------------------------------------------ steps


def step_extract(issue: dict[str, Any], adapter: ProjectAdapter) -> Extraction:
    """Reproducer candidates from the issue. Raises nothing on odd text."""
    return adapter.extract(issue)


def step_reproduce(extraction: Extraction, adapter: ProjectAdapter, settings: Settings,
                   progress: Progress = no_progress) -> tuple[Reproducer | None, dict[str, RunResult], dict[str, str]]:
    """Run candidates on every toolchain; the primary is the first candidate that
    reproduces somewhere (else the first). Returns (primary, runs, unsupported)."""
    tcs = adapter.toolchains()
    cands = extraction.reproducers[: settings.max_candidates]
    if not cands:
        return None, {}, {}
    total = len(tcs) * len(cands)
    done = 0
    first: tuple[Reproducer, dict[str, RunResult], dict[str, str]] | None = None
    for rep in cands:
        runs: dict[str, RunResult] = {}
        unsupported: dict[str, str] = {}
        for tc in tcs:
            progress(f"running on {tc.id}", done, total)
            r = adapter.run(rep, tc.id, extraction.reported)
            done += 1
            if r.outcome == Outcome.INFRA_ERROR and r.reason.startswith("unsupported"):
                unsupported[tc.id] = r.reason
            else:
                runs[tc.id] = r
        if first is None:
            first = (rep, runs, unsupported)
        if any(r.outcome == Outcome.REPRODUCES for r in runs.values()):
            progress("reproduced", total, total)
            return rep, runs, unsupported
    progress("not reproduced", total, total)
    assert first is not None
    return first


def choose_reduction_toolchain(runs: dict[str, RunResult], order: list[str]) -> str | None:
    """Newest toolchain where it reproduces, preferring release builds with their own
    llvm-reduce over llvmlite's in-process LLVM."""
    bad = [t for t in order if t in runs and runs[t].outcome == Outcome.REPRODUCES]
    if not bad:
        return None
    releases = [t for t in bad if t != "llvm-22" and not t.startswith("llvmlite")]
    return (releases or bad)[-1]


def step_reduce(primary: Reproducer, runs: dict[str, RunResult], adapter: ProjectAdapter, settings: Settings,
                reference: CrashSignature | None, progress: Progress = no_progress) -> ReductionOutcome | None:
    order = [t.id for t in adapter.toolchains()]
    tc = choose_reduction_toolchain(runs, order)
    if tc is None:
        return None
    ref = runs[tc].signature or reference
    return adapter.reduce(primary, tc, ref, progress)


def step_bisect(runs: dict[str, RunResult], adapter: ProjectAdapter) -> dict[str, Any] | None:
    ordered = [(t.id, runs[t.id].outcome) for t in adapter.toolchains() if t.id in runs]
    if not ordered:
        return None
    return bisect_releases(ordered).to_json()


def commit_range(bisection: dict[str, Any] | None, settings: Settings) -> tuple[str, str] | None:
    """(good ref, bad ref) of llvm-project for a release-level answer, e.g.
    ``llvmorg-15.0.0``..``llvmorg-16.0.0``; None when the releases bound no window
    (llvmlite's LLVM is not a tagged release: a window ending there is not bisected)."""
    if not bisection or not bisection.get("last_good") or not bisection.get("first_bad"):
        return None
    good, bad = bisection["last_good"], bisection["first_bad"]
    if not (good.startswith("llvm-") and bad.startswith("llvm-")) or bad == "llvm-22":
        return None
    return (settings.release_tag.format(major=good.split("-")[1]),
            settings.release_tag.format(major=bad.split("-")[1]))


def step_bisect_commits(result: TriageResult, settings: Settings, progress: Progress = no_progress
                        ) -> dict[str, Any] | None:
    """Continue from the release window into llvm-project commits, each built in a
    container (`workers.bisect.commits`); only when ``settings.bisect_repo`` is set."""
    rng = commit_range(result.bisection, settings)
    if not settings.bisect_repo or rng is None or result.project != "llvm" or result.primary is None:
        return None
    import tempfile

    from workers.bisect.commits import bisect_commits
    from workers.builds.cache import ArtifactCache
    from workers.builds.docker import ContainerBuilder
    from workers.builds.recipes import llvm_recipe

    rep = result.reduction.reproducer if result.reduction else result.primary
    progress(f"bisecting commits {rng[0]}..{rng[1]}", 0, None)
    builder = ContainerBuilder(llvm_recipe(tools=(rep.tool,)), ArtifactCache(settings.home / "builds"),
                               max_concurrent=settings.bisect_k)
    with tempfile.TemporaryDirectory(prefix="reprobot-bisect-") as d:
        path = os.path.join(d, "repro" + rep.suffix)
        with open(path, "w") as f:
            f.write(rep.source)
        cmd = " ".join([rep.tool, *rep.args, "-o", "/dev/null", "{reproducer}"])
        checkpoint = settings.home / "checkpoints" / f"{result.issue['repo'].replace('/', '_')}-{result.issue['number']}-{rep.digest}.json"
        checkpoint.parent.mkdir(parents=True, exist_ok=True)
        return bisect_commits(settings.bisect_repo, rng[0], rng[1], path, cmd, builder, k=settings.bisect_k,
                              checkpoint=checkpoint, runs=settings.bisect_runs, mirror_root=settings.home / "mirrors")


def step_report(result: TriageResult, settings: Settings) -> str:
    secrets = tuple(s for s in (settings.github_token,) if s)
    return render_comment(result.to_json(with_comment=False), secrets)


def triage(issue: dict[str, Any], settings: Settings | None = None, progress: Progress = no_progress,
           adapter: ProjectAdapter | None = None, source: str = "manual") -> TriageResult:
    """Run the whole pipeline in-process. `issue` is GitHub-shaped (title, body,
    comments[], html_url); `source` says who asked (``manual``: a person running the CLI;
    ``github``: the service, which needs the Docker sandbox). Never raises for what the
    issue contains; raises TriageError when `issue` is not an issue at all and
    SandboxPolicyError when the sandbox rules refuse the job."""
    if not isinstance(issue, dict) or not ("body" in issue or "title" in issue):
        raise TriageError("not a GitHub issue object (needs at least 'title' and 'body')")
    settings = settings or get_settings()
    t0 = time.monotonic()
    adapter = adapter or adapter_for(issue, settings, source)
    repo, number = issue_ref(issue)
    res = TriageResult(issue={"repo": repo, "number": number, "title": issue.get("title", ""),
                              "url": issue.get("html_url", "")},
                       project=adapter.name, extraction=Extraction([]))
    t = time.monotonic()
    progress("extracting", 0, 1)
    res.extraction = step_extract(issue, adapter)
    res.step_wall_s["extract"] = time.monotonic() - t
    t = time.monotonic()
    res.primary, res.runs, res.unsupported = step_reproduce(res.extraction, adapter, settings, progress)
    res.step_wall_s["reproduce"] = time.monotonic() - t
    if res.primary is not None and settings.reduce:
        t = time.monotonic()
        try:
            res.reduction = step_reduce(res.primary, res.runs, adapter, settings, res.extraction.reported, progress)
        except Exception as e:  # a failed reduction must not lose the rest of the triage
            log.warning("reduction failed: %s", e)
            res.reduction_error = f"{type(e).__name__}: {e}"
        res.step_wall_s["reduce"] = time.monotonic() - t
    t = time.monotonic()
    res.bisection = step_bisect(res.runs, adapter)
    if settings.bisect_repo:
        try:
            res.commit_bisection = step_bisect_commits(res, settings, progress)
        except Exception as e:  # infrastructure trouble must not lose the release-level answer
            log.warning("commit bisection failed: %s", e)
            res.commit_bisection_error = f"{type(e).__name__}: {e}"
    res.step_wall_s["bisect"] = time.monotonic() - t
    res.wall_s = time.monotonic() - t0
    res.comment = step_report(res, settings)
    return res


def reduce_job(source: str, kind: str, tool: str, args: list[str], *, signature_regex: str | None = None,
               toolchain: str | None = None, budget_s: float = 300.0, jobs: int = 2,
               settings: Settings | None = None, progress: Progress = no_progress,
               job_source: str = "manual") -> dict[str, Any]:
    """A manual reduction (CLI ``reprobot reduce`` and ``POST /jobs``): reduce `source`
    run as ``tool args`` on `toolchain` (default: the newest where it crashes), keeping
    the crash signature (and `signature_regex`, if given). Returns the ``reduction`` JSON
    object plus ``runs`` of the input. `job_source` picks the sandbox (`sandbox_for`).
    Raises ReductionError when it does not fail, SandboxPolicyError when refused."""
    from reducers.llvm_reduce import ReductionError
    from workers.llvm_project import LLVMProject

    settings = settings or get_settings()
    if kind == "triton-python":
        return _reduce_triton_job(source, args, signature_regex=signature_regex, toolchain=toolchain,
                                  budget_s=budget_s, jobs=jobs, settings=settings, progress=progress)
    if kind not in ("llvm-ir", "mir"):
        raise TriageError(f"cannot reduce {kind!r} reproducers")
    proj = LLVMProject(toolchains=[toolchain] if toolchain else (settings.toolchains or None),
                       llvm_root=settings.llvm_root, jobs=jobs, budget_s=budget_s, limits=_limits(settings),
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


def _reduce_triton_job(source: str, args: list[str], *, signature_regex: str | None, toolchain: str | None,
                       budget_s: float, jobs: int, settings: Settings, progress: Progress) -> dict[str, Any]:
    """Manual reduction of a Triton Python reproducer. args: ``--target backend:arch:warp``
    (e.g. ``hip:gfx942:64``; ``device``: the machine's GPU) and ``NAME=VALUE`` environment
    settings; for a miscompile ``--differential`` (compiled vs interpreter, guarded), with
    ``--marker TEXT`` and ``--python PATH`` (an interpreter whose torch has CUDA). Reduces on `toolchain`
    (``triton-3.6.0``), default the newest configured release where it fails."""
    from reducers.llvm_reduce import ReductionError
    from workers.triton.adapter import TritonProject

    target, env = "cuda:90:32", {}
    differential, marker, python = False, None, None
    it = iter(args)
    for a in it:
        if a in ("--target", "--marker", "--python"):
            val = next(it, "")
            target, marker, python = (val if a == "--target" else target, val if a == "--marker" else marker,
                                      val if a == "--python" else python)
        elif a.startswith(("--target=", "--marker=", "--python=")):
            k, val = a[2:].split("=", 1)
            target, marker, python = (val if k == "target" else target, val if k == "marker" else marker,
                                      val if k == "python" else python)
        elif a == "--differential":
            differential = True
        elif "=" in a and not a.startswith("-"):
            k, v = a.split("=", 1)
            env[k] = v
    backend, arch, _ = (target.split(":") + ["", ""])[:3]
    proj = TritonProject(settings={"triton_versions": settings.triton_versions or None, "jobs": jobs,
                                   "reduce_budget_s": budget_s})
    rep = Reproducer(kind="triton-python", source=source, tool="python", args=[], origin="manual",
                     command_origin="cli", triple=backend, cpu=arch, env=env)
    if differential:  # a miscompile: compiled vs interpreter, no crash signature
        tid = toolchain or (f"python:{python}" if python else proj.toolchains()[-1].id)
        try:
            out = proj.reduce_miscompile(rep, tid, target=target, marker=marker, python=python, progress=progress)
        except ValueError as e:
            raise ReductionError(str(e)) from e
        finally:
            proj.close()
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

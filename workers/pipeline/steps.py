"""The triage pipeline, defined once as a table of steps.

``TRIAGE`` is the plan of an issue; ``REDUCE`` the plan of a manual reduction
(`workers.pipeline.manual`). Each `Step` is data: a name, a function from the state and a
`StepContext` to an update of the state, the Celery queue it runs on, the key its result is
reused under, and what happens when it fails. Two drivers run the same table:
`workers.pipeline.run.run_plan` in-process (the CLI) and `workers.jobs.driver` one Celery task
per step (the service), storing each update in the job store between steps.

Adding a step (levels, re-triage…) is one function here, one `Step` entry, and its fields on
`workers.pipeline.state.TriageState`.

Failure rules: a step function raises for trouble it cannot turn into a result. The Celery
driver retries infrastructure errors (`workers.errors.is_infrastructure_error`) with backoff;
after that, or for any other error, a step with ``on_error`` records the error in the state
and the job goes on (a failed reduction must not lose the release table), a step without it
fails the job. The in-process driver applies ``on_error`` at once.
"""
from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from dataclasses import dataclass, field
from typing import Any, Callable

from reducers.outcome import Outcome, RunResult
from reducers.reproducer import Reproducer
from workers.bisect.release import bisect_releases
from workers.pipeline.adapters import adapter_for
from workers.pipeline.state import TriageState
from workers.project import Progress, ProjectAdapter, no_progress
from workers.extract.deadline import time_limit
from workers.settings import Settings

log = logging.getLogger(__name__)

# A publisher posts the rendered comment (the service's GitHub side). It gets the state with
# ``comment`` set and returns the update it made: ``publication`` and possibly a new ``comment``.
Publisher = Callable[[TriageState], dict[str, Any]]


@dataclass
class StepContext:
    """What a step may use besides the state: the settings, a progress callback
    ``(what, done, total)``, the publisher (None: render only, as the CLI does). The project
    adapter is made once per context (`adapter`) and closed by `close`."""

    settings: Settings
    progress: Progress = no_progress
    publisher: Publisher | None = None
    _adapter: ProjectAdapter | None = field(default=None, repr=False)

    def adapter(self, state: TriageState) -> ProjectAdapter:
        if self._adapter is None:
            self._adapter = adapter_for(state.issue, self.settings, state.source)
        return self._adapter

    def close(self) -> None:
        close = getattr(self._adapter, "close", None)
        if callable(close):
            close()
        self._adapter = None


@dataclass(frozen=True)
class Step:
    """One entry of a plan.

    run: ``(state, ctx) -> update`` (a dict of state fields, typed values).
    queue: ``reduce`` | ``build`` | ``report`` (Celery; the report queue's worker alone holds the
    GitHub token). key: ``state -> str``, what the result depends on: a later job of the same
    issue whose key is equal reuses the stored result. on_error: ``(state, exc) -> update`` for
    a failure that must not stop the job (None: the job fails). priority: Redis priority of its
    messages (0 first: jobs under way finish before new ones start)."""

    name: str
    run: Callable[[Any, StepContext], dict[str, Any]]
    queue: str
    key: Callable[[Any], str]
    description: str
    on_error: Callable[[Any, BaseException], dict[str, Any]] | None = None
    priority: int = 5


def _digest(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:16]


def _primary_digest(state: TriageState) -> str:
    return state.primary.digest if state.primary is not None else "none"


# ------------------------------------------------------------------ step functions
def extract(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Reproducer candidates and the reported signature from the issue text (no runs).
    Raises `workers.extract.deadline.ExtractionTimeout` past ``pipeline.extract_timeout_s``."""
    adapter = ctx.adapter(state)
    ctx.progress("extracting", 0, 1)
    with time_limit(ctx.settings.pipeline.extract_timeout_s, "parsing the issue's text"):
        extraction = adapter.extract(state.issue)
    return {"project": adapter.name, "extraction": extraction}


def reproduce(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Run the candidates on every toolchain, oldest first; the primary is the first candidate
    that reproduces somewhere (else the first). Toolchains that cannot honour the command are
    ``unsupported`` (with the reason), never runs."""
    adapter = ctx.adapter(state)
    ex = state.extraction
    cands = (ex.reproducers if ex else [])[: ctx.settings.pipeline.max_candidates]
    if not cands:
        return {"primary": None, "runs": {}, "unsupported": {}}
    tcs = adapter.toolchains()
    total, done = len(tcs) * len(cands), 0
    first: dict[str, Any] | None = None
    for rep in cands:
        runs: dict[str, RunResult] = {}
        unsupported: dict[str, str] = {}
        for tc in tcs:
            ctx.progress(f"running on {tc.id}", done, total)
            r = adapter.run(rep, tc.id, ex.reported if ex else None)
            done += 1
            if r.outcome == Outcome.INFRA_ERROR and r.reason.startswith("unsupported"):
                unsupported[tc.id] = r.reason
            else:
                runs[tc.id] = r
        for tid in clean_runs_to_retry(runs):
            # a crash without message is often a read of freed or uninitialised memory, which
            # hits on some runs only (96432 on LLVM 19: 3 of 6): one clean run proves nothing
            for k in range(ctx.settings.pipeline.flaky_retries):
                ctx.progress(f"running on {tid} again (intermittent crash?)", done, total)
                again = adapter.run(rep, tid, ex.reported if ex else None)
                if again.outcome == Outcome.REPRODUCES:
                    again.reason = f"{again.reason} (intermittent: clean on the first run, crashed on run {k + 2})"
                    runs[tid] = again
                    break
        # what one run cannot see: a release in between that is clean (`ProjectAdapter.reconcile`)
        runs = adapter.reconcile(runs, rep, state.issue, ex.reported if ex else None)
        got = {"primary": rep, "runs": runs, "unsupported": unsupported}
        first = first or got
        if any(r.outcome == Outcome.REPRODUCES for r in runs.values()):
            ctx.progress("reproduced", total, total)
            return got
    ctx.progress("not reproduced", total, total)
    assert first is not None
    return first


def clean_runs_to_retry(runs: dict[str, RunResult]) -> list[str]:
    """Toolchains whose run was clean while another toolchain's run reproduced as a bare signal
    (SIGSEGV without a message: an intermittent memory error may have missed this time), in
    `runs`' order; [] when no run reproduced that way (an assertion or an error message is
    deterministic)."""
    if not any(r.outcome == Outcome.REPRODUCES and r.signature is not None and r.signature.kind == "signal"
               for r in runs.values()):
        return []
    return [t for t, r in runs.items() if r.outcome == Outcome.CLEAN]


def choose_reduction_toolchain(runs: dict[str, RunResult], order: list[str],
                               in_process: set[str] | None = None) -> str | None:
    """Newest toolchain where it reproduces, preferring release builds with their own
    llvm-reduce over in-process LLVMs (llvmlite's; the Triton snapshots, `in_process`)."""
    bad = [t for t in order if t in runs and runs[t].outcome == Outcome.REPRODUCES]
    if not bad:
        return None
    releases = [t for t in bad if t != "llvm-22" and not t.startswith("llvmlite") and t not in (in_process or ())]
    return (releases or bad)[-1]


def reduce(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Minimize the primary reproducer on the newest toolchain where it reproduces, keeping that
    toolchain's crash signature. Nothing to do when nothing reproduces or reduction is off."""
    if state.primary is None or not ctx.settings.pipeline.reduce:
        return {}
    adapter = ctx.adapter(state)
    tcs = adapter.toolchains()
    tc = choose_reduction_toolchain(state.runs, [t.id for t in tcs],
                                    {t.id for t in tcs if getattr(t, "origin", "") in ("llvmlite", "triton")})
    if tc is None:
        return {}
    ex = state.extraction
    ref = state.runs[tc].signature or (ex.reported if ex else None)
    return {"reduction": adapter.reduce(state.primary, tc, ref, ctx.progress), "reduction_error": ""}


def _reduction_failed(state: TriageState, exc: BaseException) -> dict[str, Any]:
    log.warning("reduction failed: %s", exc)
    return {"reduction": None, "reduction_error": f"{type(exc).__name__}: {exc}"}


def bisect(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Release-level bisection over the toolchains' outcomes, in the adapter's (timeline)
    order; graded release-variant runs are decided by the assertion-enabled toolchains
    (`variant_verdicts`)."""
    tcs = [t for t in ctx.adapter(state).toolchains() if t.id in state.runs]
    ordered = [(t.id, state.runs[t.id].outcome) for t in tcs]
    if not ordered:
        return {"bisection": None}
    refs = {t.id: t.commit for t in tcs if getattr(t, "commit", "")}  # the windows as llvm-project commit ranges
    repos = {t.id: t.repository for t in tcs if getattr(t, "repository", "")}
    return {"bisection": bisect_releases(ordered, refs=refs, repos=repos,
                                         matches={t.id: state.runs[t.id].match for t in tcs},
                                         assertions={t.id: getattr(t, "assertions", None) for t in tcs},
                                         versions={t.id: t.version for t in tcs})}


def commit_range(bisection: Any, settings: Settings) -> tuple[str, str] | None:
    """(good ref, bad ref) of llvm-project for a release-level answer (a `ReleaseBisection` or
    its JSON), e.g. ``llvmorg-15.0.0``..``llvmorg-16.0.0``; None when the releases bound no
    window (llvmlite's LLVM is not a tagged release: a window ending there is not bisected). A
    window with a Triton snapshot (``llvm@triton-…``) at one end uses the refs of its
    ``commit_window`` when both live in llvm/llvm-project."""
    b = bisection.to_json() if hasattr(bisection, "to_json") else bisection
    if not b or not b.get("last_good") or not b.get("first_bad"):
        return None
    good, bad = b["last_good"], b["first_bad"]
    win = b.get("commit_window") or {}
    if "@" in good + bad:
        if win and {win.get("good_repository"), win.get("bad_repository")} == {"llvm/llvm-project"} \
                and "llvm-22" not in (good, bad):
            return win["good_ref"], win["bad_ref"]
        return None
    if not (good.startswith("llvm-") and bad.startswith("llvm-")) or bad == "llvm-22":
        return None
    tag = settings.bisect.release_tag
    return tag.format(major=good.split("-")[1]), tag.format(major=bad.split("-")[1])


def commit_recipe(rep: Reproducer) -> Any:
    """The build of llvm-project that runs `rep` at a commit: its tool as the ninja target, with
    MLIR among the projects for ``mlir-opt`` (a target only then; its own cached build name)."""
    from workers.builds.recipes import llvm_recipe

    return llvm_recipe(tools=(rep.tool,), projects="mlir" if rep.tool == "mlir-opt" else "")


def bisect_commits(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Continue from the release window into llvm-project commits, each built in a container
    (`workers.bisect.commits`), on the reduced reproducer when there is one. Only when
    ``settings.bisect.repo`` is set and the releases bound a window."""
    settings = ctx.settings
    rng = commit_range(state.bisection, settings)
    if not settings.bisect.repo or rng is None or state.project != "llvm" or state.primary is None:
        return {}
    from workers.bisect.commits import bisect_commits as run_bisection
    from workers.builds.cache import ArtifactCache
    from workers.builds.docker import ContainerBuilder

    rep = state.reduction.reproducer if state.reduction else state.primary
    ctx.progress(f"bisecting commits {rng[0]}..{rng[1]}", 0, None)
    home = settings.cache.home
    builder = ContainerBuilder(commit_recipe(rep), ArtifactCache(home / "builds"),
                               max_concurrent=settings.bisect.k)
    repo, number = state.ref
    with tempfile.TemporaryDirectory(prefix="reprobot-bisect-") as d:
        path = os.path.join(d, "repro" + rep.suffix)
        with open(path, "w") as f:
            f.write(rep.source)
        cmd = " ".join([rep.tool, *rep.args, "-o", "/dev/null", "{reproducer}"])
        checkpoint = home / "checkpoints" / f"{repo.replace('/', '_')}-{number}-{rep.digest}.json"
        checkpoint.parent.mkdir(parents=True, exist_ok=True)
        out = run_bisection(settings.bisect.repo, rng[0], rng[1], path, cmd, builder, k=settings.bisect.k,
                            checkpoint=checkpoint, runs=settings.bisect.runs, mirror_root=home / "mirrors")
    return {"commit_bisection": out, "commit_bisection_error": ""}


def _commit_bisection_failed(state: TriageState, exc: BaseException) -> dict[str, Any]:
    log.warning("commit bisection failed: %s", exc)  # the release-level answer stays
    return {"commit_bisection": None, "commit_bisection_error": f"{type(exc).__name__}: {exc}"}


def levels(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Triton crashes: the reproducer at every compiler level that still fails the same way
    (Python, TTIR, TTGIR, LLVM IR; `workers.triton.levels.find_levels`) on the release the
    reduction used (else the newest that reproduces), the lowest level reduced. Nothing to do
    for other projects or when nothing reproduces."""
    adapter = ctx.adapter(state)
    if state.project != "triton" or state.primary is None or not hasattr(adapter, "runner"):
        return {}
    red = state.reduction if state.reduction and state.reduction.verified else None
    tc = red.toolchain if red else choose_reduction_toolchain(state.runs, [t.id for t in adapter.toolchains()])
    if tc is None:
        return {}
    from workers.triton.adapter import complete_with_aot, target_of
    from workers.triton.extract import has_launch
    from workers.triton.levels import find_levels

    rep = red.reproducer if red else state.primary
    target = target_of(rep)
    source = rep.source if has_launch(rep.source) else (complete_with_aot(rep.source, target) or rep.source)
    report = find_levels(source, adapter.runner(tc, target, rep.env), version=tc.removeprefix("triton-"),
                         target=target, env=rep.env, budget_s=ctx.settings.pipeline.reduce_budget_s,
                         jobs=ctx.settings.pipeline.jobs, progress=lambda what: ctx.progress(what, 0, None))
    return {"levels": report.to_json()["levels"], "levels_error": ""}


def _levels_failed(state: TriageState, exc: BaseException) -> dict[str, Any]:
    log.warning("levels failed: %s", exc)  # the Python-level result stays
    return {"levels": [], "levels_error": f"{type(exc).__name__}: {exc}"}


def report(state: TriageState, ctx: StepContext) -> dict[str, Any]:
    """Render the one comment (`workers.report.render_comment`); with a publisher, post it
    (the service: upsert on the issue, labels) and record what was done."""
    from workers.report import render_comment

    token = ctx.settings.github.token
    secrets = (token.get_secret_value(),) if token and token.get_secret_value() else ()
    update: dict[str, Any] = {"comment": render_comment(state.result(with_comment=False), secrets)}
    if ctx.publisher is not None:
        update.update(ctx.publisher(state.apply(update)))
    return update


# ------------------------------------------------------------------ the plans
TRIAGE: tuple[Step, ...] = (
    Step("extract", extract, "reduce", key=lambda s: s.content_hash[:16], priority=4,
         description="reproducer candidates, command lines and the reported signature from the issue text"),
    Step("reproduce", reproduce, "reduce", priority=3,
         key=lambda s: _digest(*[r.digest for r in s.extraction.reproducers]) if s.extraction and
         s.extraction.reproducers else "none",
         description="every candidate on every toolchain, in the sandbox"),
    Step("reduce", reduce, "reduce", key=_primary_digest, on_error=_reduction_failed, priority=2,
         description="minimize the primary reproducer, same crash signature"),
    Step("levels", levels, "reduce", key=_primary_digest, on_error=_levels_failed, priority=2,
         description="Triton: the lowest compiler level (TTIR, TTGIR, LLVM IR) that still fails, reduced there"),
    Step("bisect", bisect, "reduce", key=_primary_digest, priority=1,
         description="first bad / fixed-in release from the per-toolchain outcomes"),
    Step("bisect_commits", bisect_commits, "build", key=_primary_digest, on_error=_commit_bisection_failed,
         priority=1, description="first bad commit inside the release window, builds in containers"),
    Step("report", report, "report", key=lambda s: f"{s.content_hash[:12]}-{_primary_digest(s)[:12]}",
         priority=0, description="render the comment; the service posts it (one comment, edited in place)"),
)


def step_named(plan: tuple[Step, ...], name: str) -> Step:
    """The step `name` of `plan`. Raises KeyError."""
    for s in plan:
        if s.name == name:
            return s
    raise KeyError(f"no step {name!r} in plan {[s.name for s in plan]}")

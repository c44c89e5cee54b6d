"""The in-process driver: run a plan's steps one after the other (the CLI, benchmarks, tests)."""
from __future__ import annotations

import time
from typing import Any, TypeVar

from workers.pipeline.adapters import TriageError
from workers.pipeline.state import TriageState
from workers.pipeline.steps import TRIAGE, Step, StepContext
from workers.project import Progress, ProjectAdapter, no_progress
from workers.settings import Settings, get_settings

S = TypeVar("S")


def run_plan(plan: tuple[Step, ...], state: S, ctx: StepContext) -> S:
    """Run every step of `plan` on `state` in order and return the final state. A failing
    step with ``on_error`` records the failure and the plan goes on; any other exception
    propagates. Wall time per step goes to ``state.step_wall_s`` when the state has it."""
    for step in plan:
        t0 = time.monotonic()
        try:
            update = step.run(state, ctx)
        except Exception as exc:  # noqa: BLE001 - the step's own rule decides
            if step.on_error is None:
                raise
            update = step.on_error(state, exc)
        state = state.apply(update)  # type: ignore[attr-defined]
        walls = getattr(state, "step_wall_s", None)
        if walls is not None:
            walls[step.name] = time.monotonic() - t0
    return state


def triage(issue: dict[str, Any], settings: Settings | None = None, progress: Progress = no_progress,
           adapter: ProjectAdapter | None = None, source: str = "manual") -> TriageState:
    """Run the whole triage plan (`workers.pipeline.steps.TRIAGE`) in-process. `issue` is
    GitHub-shaped (title, body, comments[], html_url); `source` says who asked (``manual``: a
    person running the CLI; ``github``: needs the Docker sandbox). Never raises for what the
    issue contains; raises TriageError when `issue` is not an issue at all and
    SandboxPolicyError when the sandbox rules refuse the job."""
    if not isinstance(issue, dict) or not ("body" in issue or "title" in issue):
        raise TriageError("not a GitHub issue object (needs at least 'title' and 'body')")
    ctx = StepContext(settings or get_settings(), progress=progress, _adapter=adapter)
    t0 = time.monotonic()
    try:
        state = run_plan(TRIAGE, TriageState(issue=issue, source=source), ctx)
    finally:
        if adapter is None:
            ctx.close()
    state.wall_s = time.monotonic() - t0
    return state

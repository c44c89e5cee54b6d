"""The triage pipeline: extract -> reproduce -> reduce -> bisect -> (bisect commits) -> report.

- `steps`: the plan as a table of steps (`TRIAGE`), each a function from the state to an
  update, with its queue, reuse key and failure rule;
- `state`: `TriageState`, everything one triage knows, serializable between steps;
- `run`: the in-process driver (`triage`, `run_plan`) used by the CLI; the Celery driver is
  `workers.jobs.driver`, one task per step;
- `manual`: the manual reduction plan (`REDUCE`, `reduce_job`);
- `adapters`: which project adapter (LLVM or Triton) and which sandbox a job gets.

Public result JSON (`TriageState.result`, the CLI's ``--json``)::

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
     "commit_bisection": {...} | null,
     "notes": [...], "comment": "markdown"}
"""
from workers.pipeline.adapters import TriageError, adapter_for, issue_ref, sandbox_for
from workers.pipeline.manual import REDUCE, ReduceJobState, reduce_job, request_hash
from workers.pipeline.run import run_plan, triage
from workers.pipeline.state import TriageState
from workers.pipeline.steps import TRIAGE, Step, StepContext, choose_reduction_toolchain, commit_range, step_named

PLANS = {"triage": (TRIAGE, TriageState), "reduce": (REDUCE, ReduceJobState)}

__all__ = ["TRIAGE", "REDUCE", "PLANS", "Step", "StepContext", "TriageState", "ReduceJobState", "TriageError",
           "triage", "run_plan", "reduce_job", "request_hash", "adapter_for", "issue_ref", "sandbox_for",
           "choose_reduction_toolchain", "commit_range", "step_named"]

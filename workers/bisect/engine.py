"""Commit bisection engine: pure logic over a list of commits and a test callback.

The engine knows nothing about git, builds or containers. It sees

* an ordered list of commit ids, oldest first, whose first entry is the known-good bound and
  whose last entry is the known-bad bound (``workers.bisect.git`` makes that list);
* a *trial* callback ``test(commit) -> Trial`` that builds the commit and runs the
  reproducer a few times (``workers.bisect.commits`` wires it to the container builder).

From the trial's runs the engine derives a `BisectVerdict` with a flake rule in the spirit
of syzbot's ``pkg/bisect`` (which runs each reproducer repeatedly and never calls a commit
good on infrastructure failures):

* BAD  needs at least ``min_bad_runs`` (2) runs that crash with the *same* signature, and
  that signature must be the reference signature (the bug seen at the bad bound);
* GOOD needs every run clean;
* anything else (a build failure, a single crash, another crash, a timeout, a non-zero
  exit without a crash) is SKIP, i.e. ``git bisect``'s exit 125: a commit we cannot judge.

The search is k-ary in the sense of "k builders busy at once": up to ``k`` trials are in
flight; whenever one finishes the range narrows and the freed builder gets the midpoint of
the largest remaining gap between the range bounds and the trials still running (trials
that fell outside the range still finish: their builds land in the cache). With ``k == 1``
this is plain binary search (the probe order of ``git bisect`` on a linear history). k
builders cut the wall time of a search to about log_(k+1)(n) rounds, for more builds.

Before searching, both bounds are verified (good bound GOOD, bad bound BAD), as syzkaller
and mozregression do; at the end the result is validated by re-running the culprit (BAD)
and its parent (GOOD). After every trial the whole state is written to a JSON checkpoint
(atomically), so a killed job restarted with the same commits and checkpoint file resumes
without repeating any finished trial.

Confidence (0..1) is a heuristic: p, the reproduction rate on BAD commits, is estimated
with Laplace smoothing from all runs; each GOOD verdict with n clean runs could be a flaky
bad commit with probability (1-p)^n, so confidence = prod(1 - (1-p)^n) over GOOD verdicts,
divided by the number of remaining suspects when inconclusive, and halved when the final
validation does not confirm the result. False BADs (two same-signature crashes on a good
commit) are treated as impossible.
"""
from __future__ import annotations

import enum
import json
import os
import tempfile
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

CHECKPOINT_VERSION = 1


class BisectVerdict(str, enum.Enum):
    """Verdict for one commit. Values match ``git bisect`` words (exit 0 / 1..124 / 125)."""

    GOOD = "good"
    BAD = "bad"
    SKIP = "skip"


class BisectError(Exception):
    """The bisection cannot start or continue (e.g. a checkpoint for another range)."""


@dataclass(frozen=True)
class RunSample:
    """One run of the reproducer on a built commit.

    crashed: the run crashed (signal, assertion, LLVM ERROR…); signature: the crash
    signature's stable text (``CrashSignature.summary()``), "" when it did not crash;
    error: why a run that did not crash still failed ("exit 1", "timeout"), "" when clean.
    """

    crashed: bool
    signature: str = ""
    error: str = ""

    @property
    def clean(self) -> bool:
        return not self.crashed and not self.error

    def to_json(self) -> dict[str, Any]:
        return {"crashed": self.crashed, "signature": self.signature, "error": self.error}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "RunSample":
        return cls(bool(d["crashed"]), d.get("signature", ""), d.get("error", ""))


@dataclass(frozen=True)
class Trial:
    """What the build/test interface returns for one commit.

    built: False when the build failed (the verdict is then SKIP, never GOOD); runs: the
    reproducer runs (empty when not built); log: where the build log is kept (path) or a
    short tail; build_cached: the artifact came from the cache; wall_s: seconds spent.
    """

    commit: str
    built: bool
    runs: tuple[RunSample, ...] = ()
    log: str = ""
    build_cached: bool = False
    wall_s: float = 0.0


def dominant_signature(runs: Iterable[RunSample]) -> str | None:
    """The most frequent crash signature among `runs` (None when nothing crashed)."""
    counts = Counter(r.signature for r in runs if r.crashed)
    return counts.most_common(1)[0][0] if counts else None


def verdict_from_runs(runs: Sequence[RunSample], reference: str | None = None,
                      min_bad_runs: int = 2) -> tuple[BisectVerdict, str]:
    """Apply the flake rule (module docstring) to `runs`; returns (verdict, reason).

    reference: the bug's signature; None accepts any signature (used for the bad bound,
    which defines the reference). ``min_bad_runs`` is capped at ``len(runs)`` so a single
    configured run still can say BAD.
    """
    if not runs:
        return BisectVerdict.SKIP, "no runs"
    need = max(1, min(min_bad_runs, len(runs)))
    counts = Counter(r.signature for r in runs if r.crashed)
    matching = counts.get(reference, 0) if reference is not None else max(counts.values(), default=0)
    if matching >= need:
        return BisectVerdict.BAD, f"{matching}/{len(runs)} runs crashed with the bug's signature"
    if all(r.clean for r in runs):
        return BisectVerdict.GOOD, f"{len(runs)}/{len(runs)} runs clean"
    crashes = sum(counts.values())
    other = crashes - matching
    errors = sum(1 for r in runs if r.error)
    parts = []
    if matching:
        parts.append(f"{matching} crash(es) with the bug's signature (< {need})")
    if other:
        parts.append(f"{other} crash(es) with another signature")
    if errors:
        parts.append(f"{errors} failing run(s) without a crash")
    return BisectVerdict.SKIP, "; ".join(parts) or "inconclusive runs"


@dataclass(frozen=True)
class Evaluation:
    """A trial judged: the verdict for `commit` and the evidence behind it."""

    commit: str
    verdict: BisectVerdict
    reason: str
    runs: tuple[RunSample, ...] = ()
    built: bool = True
    build_cached: bool = False
    log: str = ""
    wall_s: float = 0.0
    phase: str = "search"  # bounds | search | validate

    @property
    def bad_runs(self) -> int:
        return sum(1 for r in self.runs if r.crashed)

    @property
    def clean_runs(self) -> int:
        return sum(1 for r in self.runs if r.clean)

    def to_json(self) -> dict[str, Any]:
        return {
            "commit": self.commit, "verdict": self.verdict.value, "reason": self.reason,
            "runs": [r.to_json() for r in self.runs], "built": self.built,
            "build_cached": self.build_cached, "log": self.log, "wall_s": round(self.wall_s, 3),
            "phase": self.phase,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Evaluation":
        return cls(
            commit=d["commit"], verdict=BisectVerdict(d["verdict"]), reason=d.get("reason", ""),
            runs=tuple(RunSample.from_json(r) for r in d.get("runs", [])), built=d.get("built", True),
            build_cached=d.get("build_cached", False), log=d.get("log", ""),
            wall_s=d.get("wall_s", 0.0), phase=d.get("phase", "search"),
        )


def judge(trial: Trial, reference: str | None, min_bad_runs: int = 2, phase: str = "search") -> Evaluation:
    """Turn a `Trial` into an `Evaluation` (a failed build is SKIP with its log)."""
    if not trial.built:
        verdict, reason = BisectVerdict.SKIP, "build failed"
    else:
        verdict, reason = verdict_from_runs(trial.runs, reference, min_bad_runs)
    return Evaluation(trial.commit, verdict, reason, tuple(trial.runs), trial.built,
                      trial.build_cached, trial.log, trial.wall_s, phase)


@dataclass(frozen=True)
class BisectRange:
    """The unresolved part of a bisection, as an immutable value.

    commits: all commits oldest first (``commits[0]`` the good bound, ``commits[-1]`` the
    bad bound). good / bad: indices of the newest known-GOOD and oldest known-BAD commit.
    skipped: indices judged SKIP. impossible: indices that cannot be the culprit (they touch
    only docs/tests), so their verdict equals their parent's.

    The first bad commit is one of `suspects()`: the indices in (good, bad] that are not
    impossible. The range is `done` when at most one suspect is left or nothing between the
    bounds can still be tested.
    """

    commits: tuple[str, ...]
    good: int = 0
    bad: int = -1
    skipped: frozenset[int] = frozenset()
    impossible: frozenset[int] = frozenset()

    def __post_init__(self) -> None:
        if len(self.commits) < 2:
            raise ValueError("a bisect range needs at least the good and the bad commit")
        if self.bad < 0:
            object.__setattr__(self, "bad", len(self.commits) + self.bad)
        if not 0 <= self.good < self.bad < len(self.commits):
            raise ValueError(f"bad bounds: good={self.good} bad={self.bad} n={len(self.commits)}")

    def index(self, commit: str) -> int:
        return self.commits.index(commit)

    def suspects(self) -> list[int]:
        """Indices that may still be the first bad commit."""
        return [i for i in range(self.good + 1, self.bad + 1) if i not in self.impossible]

    def testable(self) -> list[int]:
        """Indices strictly between the bounds that have not been skipped."""
        return [i for i in range(self.good + 1, self.bad) if i not in self.skipped]

    @property
    def done(self) -> bool:
        return len(self.suspects()) <= 1 or not self.testable()

    def midpoint(self, busy: Iterable[int] = ()) -> int | None:
        """Next index to test, or None when nothing useful is left.

        `busy` (indices whose trials are running) act as extra split points: the result lies
        in the gap between consecutive split points holding the most suspects, at the
        index that splits that gap's suspects most evenly.
        """
        busy_in = sorted({b for b in busy if self.good < b < self.bad})
        cuts = [self.good, *busy_in, self.bad]
        sus = set(self.suspects())
        best: tuple[int, int, int] | None = None  # (suspect count, gap start, gap end)
        for a, b in zip(cuts, cuts[1:]):
            n = sum(1 for i in range(a + 1, b + 1) if i in sus)
            has_probe = any(i not in self.skipped for i in range(a + 1, b))
            if n > 1 and has_probe and (best is None or n > best[0]):
                best = (n, a, b)
        if best is None:
            return None
        total, a, b = best
        pick, pick_cost, below = None, None, 0
        for i in range(a + 1, b):
            if i in sus:
                below += 1
            if i in self.skipped:
                continue
            cost = abs(below - (total - below))
            if pick_cost is None or cost < pick_cost:
                pick, pick_cost = i, cost
        return pick

    def narrow(self, index: int, verdict: BisectVerdict) -> "BisectRange":
        """The range after learning `verdict` for `index`. Verdicts outside (good, bad) are
        ignored (a late trial of a finished gap, or a flake contradicting the bounds)."""
        if not self.good < index < self.bad:
            return self
        if verdict is BisectVerdict.GOOD:
            return replace(self, good=index)
        if verdict is BisectVerdict.BAD:
            return replace(self, bad=index)
        return replace(self, skipped=self.skipped | {index})

    def to_json(self) -> dict[str, Any]:
        return {"good": self.commits[self.good], "bad": self.commits[self.bad],
                "skipped": [self.commits[i] for i in sorted(self.skipped)],
                "suspects": len(self.suspects())}


@dataclass
class BisectResult:
    """Outcome of a commit bisection.

    status: ``found`` (one culprit), ``inconclusive`` (several suspects, e.g. skipped builds),
    ``invalid-bounds`` (good bound not GOOD or bad bound not BAD). first_bad / last_good:
    commit ids (first_bad None unless found). suspects: every commit that may be the first
    bad one. steps: trials during the search (what ``git bisect run`` would count);
    trials: all trials including bound checks and validation. validated: re-running the
    culprit gave BAD and its parent GOOD.
    """

    status: str
    first_bad: str | None
    last_good: str | None
    suspects: list[str]
    confidence: float
    steps: int
    trials: int
    validated: bool
    reference_signature: str | None
    evaluations: list[Evaluation] = field(default_factory=list)
    k: int = 1
    wall_s: float = 0.0
    message: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status, "first_bad": self.first_bad, "last_good": self.last_good,
            "suspects": self.suspects, "confidence": round(self.confidence, 6), "steps": self.steps,
            "trials": self.trials, "validated": self.validated,
            "reference_signature": self.reference_signature, "k": self.k,
            "wall_s": round(self.wall_s, 3), "message": self.message,
            "evaluations": [e.to_json() for e in self.evaluations],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "BisectResult":
        return cls(
            status=d["status"], first_bad=d["first_bad"], last_good=d["last_good"],
            suspects=list(d["suspects"]), confidence=d["confidence"], steps=d["steps"],
            trials=d["trials"], validated=d["validated"],
            reference_signature=d.get("reference_signature"),
            evaluations=[Evaluation.from_json(e) for e in d.get("evaluations", [])],
            k=d.get("k", 1), wall_s=d.get("wall_s", 0.0), message=d.get("message", ""),
        )


def confidence(evaluations: Sequence[Evaluation], n_suspects: int, validated: bool) -> float:
    """Confidence heuristic from the module docstring."""
    bad_evals = [e for e in evaluations if e.verdict is BisectVerdict.BAD]
    crashes = sum(e.bad_runs for e in bad_evals)
    runs = sum(len(e.runs) for e in bad_evals)
    p = (crashes + 1) / (runs + 2)
    conf = 1.0
    for e in evaluations:
        if e.verdict is BisectVerdict.GOOD:
            conf *= 1.0 - (1.0 - p) ** len(e.runs)
    conf /= max(1, n_suspects)
    if not validated:
        conf *= 0.5
    return conf


TestFn = Callable[[str], Trial]
LogFn = Callable[[str], None]


class Bisector:
    """Runs one bisection. See the module docstring for the algorithm.

    commits: oldest first, good bound first, bad bound last (at least 2). test: the trial
    callback, called from up to `k` threads at once; exceptions it raises abort the
    bisection (infrastructure failure, not a verdict) and the checkpoint keeps the
    progress. impossible: commits that cannot be culprits. reference: the bug's crash
    signature; None takes the dominant signature seen at the bad bound. checkpoint: JSON
    file written after every trial and read back on start (raises BisectError when it
    belongs to another range).
    """

    def __init__(self, commits: Sequence[str], test: TestFn, *, k: int = 1,
                 impossible: Iterable[str] = (), reference: str | None = None,
                 min_bad_runs: int = 2, validate: bool = True,
                 checkpoint: str | os.PathLike[str] | None = None, log: LogFn | None = None):
        if k < 1:
            raise ValueError("k must be >= 1")
        self.commits = tuple(commits)
        imp = set(impossible)
        self.range = BisectRange(self.commits, impossible=frozenset(
            i for i, c in enumerate(self.commits) if c in imp and 0 < i < len(self.commits) - 1))
        self.test = test
        self.k = k
        self.reference = reference
        self.min_bad_runs = min_bad_runs
        self.validate = validate
        self.checkpoint = Path(checkpoint) if checkpoint else None
        self.log = log or (lambda msg: None)
        self.evaluations: list[Evaluation] = []
        self.result: BisectResult | None = None
        self._wall_before = 0.0
        self._t0: float | None = None
        self._load()

    # -- checkpoint -------------------------------------------------------------------------
    def _state(self) -> dict[str, Any]:
        return {
            "version": CHECKPOINT_VERSION, "commits": list(self.commits), "k": self.k,
            "reference": self.reference,
            "impossible": [self.commits[i] for i in sorted(self.range.impossible)],
            "range": self.range.to_json(),
            "evaluations": [e.to_json() for e in self.evaluations],
            "result": self.result.to_json() if self.result else None,
            "wall_s": self._wall_before + (time.monotonic() - self._t0 if self._t0 is not None else 0.0),
        }

    def _save(self) -> None:
        if not self.checkpoint:
            return
        self.checkpoint.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".ckpt-", dir=self.checkpoint.parent)
        with os.fdopen(fd, "w") as f:
            json.dump(self._state(), f, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, self.checkpoint)

    def _load(self) -> None:
        if not self.checkpoint or not self.checkpoint.exists():
            return
        state = json.loads(self.checkpoint.read_text())
        if state.get("version") != CHECKPOINT_VERSION or tuple(state["commits"]) != self.commits:
            raise BisectError(f"checkpoint {self.checkpoint} belongs to another bisection")
        self.reference = state.get("reference") or self.reference
        self._wall_before = float(state.get("wall_s", 0.0))
        for d in state["evaluations"]:
            self._record(Evaluation.from_json(d), save=False)
        if state.get("result"):
            self.result = BisectResult.from_json(state["result"])
        self.log(f"resumed from {self.checkpoint}: {len(self.evaluations)} trials done")

    def _record(self, ev: Evaluation, save: bool = True) -> None:
        self.evaluations.append(ev)
        if ev.phase == "search":
            self.range = self.range.narrow(self.commits.index(ev.commit), ev.verdict)
        if save:
            self._save()

    def _done(self, phase: str) -> dict[str, Evaluation]:
        return {e.commit: e for e in self.evaluations if e.phase == phase}

    # -- trials -----------------------------------------------------------------------------
    def _trial(self, commit: str, phase: str, reference: str | None) -> Evaluation:
        trial = self.test(commit)
        ev = judge(trial, reference, self.min_bad_runs, phase)
        self.log(f"{phase} {commit[:12]}: {ev.verdict.value} ({ev.reason})")
        return ev

    def _verify_bounds(self, pool: ThreadPoolExecutor) -> str | None:
        """Check both bounds; returns an error message or None."""
        done = self._done("bounds")
        good_c, bad_c = self.commits[0], self.commits[-1]
        futs: dict[str, Future[Trial]] = {}
        for c in (bad_c, good_c):
            if c not in done:
                futs[c] = pool.submit(self.test, c)
        if bad_c in futs:
            ev = judge(futs[bad_c].result(), self.reference, self.min_bad_runs, "bounds")
            self.log(f"bad bound {bad_c[:12]}: {ev.verdict.value} ({ev.reason})")
            if self.reference is None and ev.verdict is BisectVerdict.BAD:
                self.reference = dominant_signature(ev.runs)
            self._record(ev)
            done[bad_c] = ev
        if good_c in futs:
            ev = judge(futs[good_c].result(), self.reference, self.min_bad_runs, "bounds")
            self.log(f"good bound {good_c[:12]}: {ev.verdict.value} ({ev.reason})")
            self._record(ev)
            done[good_c] = ev
        errors = []
        if done[bad_c].verdict is not BisectVerdict.BAD:
            errors.append(f"bad bound {bad_c} is {done[bad_c].verdict.value}: {done[bad_c].reason}")
        if done[good_c].verdict is not BisectVerdict.GOOD:
            errors.append(f"good bound {good_c} is {done[good_c].verdict.value}: {done[good_c].reason}")
        return "; ".join(errors) or None

    def _search(self, pool: ThreadPoolExecutor) -> None:
        in_flight: dict[Future[Evaluation], int] = {}
        tested = {self.commits.index(e.commit) for e in self.evaluations if e.phase == "search"}
        while True:
            while len(in_flight) < self.k and not self.range.done:
                i = self.range.midpoint(busy=in_flight.values())
                if i is None or i in tested or i in in_flight.values():
                    break
                in_flight[pool.submit(self._trial, self.commits[i], "search", self.reference)] = i
            if not in_flight:
                return
            finished, _ = wait(in_flight, return_when=FIRST_COMPLETED)
            for f in finished:
                i = in_flight.pop(f)
                tested.add(i)
                self._record(f.result())

    def _validate(self, pool: ThreadPoolExecutor, culprit: int) -> bool:
        done = self._done("validate")
        parent_c, culprit_c = self.commits[culprit - 1], self.commits[culprit]
        futs = {c: pool.submit(self._trial, c, "validate", self.reference)
                for c in (parent_c, culprit_c) if c not in done}
        for c, f in futs.items():
            done[c] = f.result()
            self._record(done[c])
        return (done[parent_c].verdict is BisectVerdict.GOOD
                and done[culprit_c].verdict is BisectVerdict.BAD)

    def run(self) -> BisectResult:
        """Bisect (or return the finished result from the checkpoint)."""
        if self.result is not None:
            return self.result
        self._t0 = time.monotonic()
        with ThreadPoolExecutor(max_workers=max(2, self.k), thread_name_prefix="bisect") as pool:
            error = self._verify_bounds(pool)
            if error:
                self.result = self._finish("invalid-bounds", [], False, error)
                return self.result
            self._search(pool)
            suspects = self.range.suspects()
            validated = False
            if len(suspects) == 1 and self.validate:
                validated = self._validate(pool, suspects[0])
            status = "found" if len(suspects) == 1 else "inconclusive"
            msg = "" if status == "found" else f"{len(suspects)} suspects left (skipped commits in the way)"
            if status == "found" and self.validate and not validated:
                msg = "validation did not confirm the culprit (flaky reproducer?)"
            self.result = self._finish(status, suspects, validated, msg)
        return self.result

    def _finish(self, status: str, suspects: list[int], validated: bool, message: str) -> BisectResult:
        rng = self.range
        found = status == "found"
        conf = 0.0 if status == "invalid-bounds" else confidence(
            self.evaluations, len(suspects), validated or not self.validate)
        result = BisectResult(
            status=status,
            first_bad=self.commits[suspects[0]] if found else None,
            last_good=self.commits[rng.good] if status != "invalid-bounds" else None,
            suspects=[self.commits[i] for i in suspects],
            confidence=conf,
            steps=sum(1 for e in self.evaluations if e.phase == "search"),
            trials=len(self.evaluations),
            validated=validated,
            reference_signature=self.reference,
            evaluations=list(self.evaluations),
            k=self.k,
            wall_s=self._wall_before + (time.monotonic() - self._t0 if self._t0 is not None else 0.0),
            message=message,
        )
        self.result = result
        self._save()
        return result


def bisect(commits: Sequence[str], test: TestFn, **kwargs: Any) -> BisectResult:
    """Convenience wrapper: ``Bisector(commits, test, **kwargs).run()``."""
    return Bisector(commits, test, **kwargs).run()

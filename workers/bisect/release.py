"""Release-level bisection: which releases have the bug.

Input: per-toolchain outcomes, oldest release first. REPRODUCES is BAD, CLEAN is GOOD,
everything else (other failure, invalid input, timeout, unsupported) is SKIP — never GOOD,
because a release that cannot run the reproducer says nothing about the bug.

The answer names the regression window (last good, first bad), or says the bug is present
in every tested release (no GOOD before the first BAD), and "fixed in" the first GOOD
release after the last BAD when the newest releases are clean.

`Claim` states only what the verdicts show, one of five kinds, each naming the releases
that support it:

- ``introduced``: "introduced between X (good) and Y (bad)" — a GOOD release before the
  newest stretch of BAD ones;
- ``fixed``: "fixed in Z" — no GOOD before the BAD ones, a GOOD one after the last BAD;
- ``present-in-all``: "present in every tested release (oldest tested: X)" — two or more
  BAD, no GOOD. X is only the oldest release tested: the bug may be older, so it is never
  called the first bad release;
- ``only``: "only Y reproduces" — one BAD release and no GOOD one;
- ``none``: no release reproduces.

With `refs` (toolchain id -> llvm-project tag or sha, as `ToolchainInfo.commit` gives
them) both windows are also given as commit ranges, the input of a commit bisection:
``commit_window`` (last good … first bad) and ``fix_commit_window`` (last bad … fixed in).
The number of commits in a range is known only to a local llvm-project mirror; without one
it is None and said so.

Graded runs (`reducers.grade`): a run that reproduces as a ``release-variant`` (the report is
an assertion; a build without assertions crashes on the same input without it) is BAD only
when, in this order (`variant_verdicts`):

1. an assertion-enabled toolchain of the same release (the same llvm-project ref when refs
   are known, else the same major version) or next to it in the timeline (the toolchain just
   before or after it in `ordered`) shows the report's own assertion (exact or reworded):
   BAD, ``confirmed`` by it;
2. an assertion-enabled toolchain of the same release ran it and does not show the assertion
   (clean, or another failure): SKIP, ``contradicted`` by it — the release crash is not the
   reported bug there;
3. otherwise: BAD, ``uncontradicted`` (no assertion-enabled toolchain of the same release ran
   it, and none next to it shows something else). A neighbour that is clean does not
   contradict it: it is the fix, or a release where the bug is not reached.

Where an assertion-enabled toolchain exists it decides; which rule applied, and on what, is
kept per toolchain in ``variants`` and said in the summary. A release-variant graded on an
assertion-enabled toolchain (the report is a crash, this build stops at an assertion in the
code the reported stack runs through) is BAD like any reproduction.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from reducers.grade import Match
from reducers.outcome import Outcome


def verdict(outcome: Outcome) -> str:
    """``bad`` / ``good`` / ``skip`` for one outcome (see module docstring)."""
    if outcome == Outcome.REPRODUCES:
        return "bad"
    if outcome == Outcome.CLEAN:
        return "good"
    return "skip"


# outcome -> the words the comment's table uses
_OUTCOME_WORDS = {"other-failure": "other failure", "invalid-input": "invalid input", "timeout": "timeout",
                  "infra-error": "not run", "contradicted": "release variant contradicted by an assertion build"}


@dataclass
class Claim:
    """What the release verdicts support (`bisection.claim`). kind: ``present-in-all`` |
    ``introduced`` | ``fixed`` | ``only`` | ``none`` (module docstring). Toolchain ids:
    oldest_tested (oldest release with a GOOD or BAD verdict), last_good/first_bad (the
    window, ``introduced`` only), last_bad/fixed_in (a fix), bad (every BAD release, oldest
    first), supported_by (the releases whose verdicts the sentence rests on), skipped
    (id -> outcome of releases that are neither GOOD nor BAD). sentence: the claim in words."""

    kind: str
    sentence: str
    oldest_tested: str | None = None
    last_good: str | None = None
    first_bad: str | None = None
    last_bad: str | None = None
    fixed_in: str | None = None
    bad: list[str] = field(default_factory=list)
    supported_by: list[str] = field(default_factory=list)
    skipped: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "sentence": self.sentence, "oldest_tested": self.oldest_tested,
                "last_good": self.last_good, "first_bad": self.first_bad, "last_bad": self.last_bad,
                "fixed_in": self.fixed_in, "bad": list(self.bad), "supported_by": list(self.supported_by),
                "skipped": dict(self.skipped)}


@dataclass
class ReleaseBisection:
    """level: always ``release``. last_good/first_bad: toolchain ids or None (first_bad is the
    oldest BAD release of the newest BAD stretch; with no GOOD before it, it is only the
    oldest release tested, see `claim`). fixed_in: first GOOD release after the newest BAD
    one. verdicts: id -> good|bad|skip, in order. claim: what the verdicts support; summary:
    its sentence (and how release variants were counted). variants: id -> {verdict, basis (confirmed | contradicted | uncontradicted), by (the
    assertion-enabled toolchain that decided, or None), evidence} for each release-variant
    run (module docstring)."""

    level: str = "release"
    last_good: str | None = None
    first_bad: str | None = None
    fixed_in: str | None = None
    present_in_all: bool = False
    verdicts: dict[str, str] = field(default_factory=dict)
    summary: str = ""
    claim: Claim | None = None
    commit_window: dict[str, Any] | None = None
    fix_commit_window: dict[str, Any] | None = None
    variants: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "last_good": self.last_good, "first_bad": self.first_bad,
                "fixed_in": self.fixed_in, "present_in_all_tested": self.present_in_all,
                "verdicts": self.verdicts, "summary": self.summary, "commit_window": self.commit_window,
                "fix_commit_window": self.fix_commit_window,
                "variants": {k: dict(v) for k, v in self.variants.items()},
                "claim": self.claim.to_json() if self.claim else None}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "ReleaseBisection":
        """Inverse of `to_json`."""
        return cls(level=d.get("level") or "release", last_good=d.get("last_good"), first_bad=d.get("first_bad"),
                   fixed_in=d.get("fixed_in"), present_in_all=bool(d.get("present_in_all_tested")),
                   verdicts=dict(d.get("verdicts") or {}), summary=d.get("summary") or "",
                   commit_window=d.get("commit_window"), fix_commit_window=d.get("fix_commit_window"),
                   variants={k: dict(v) for k, v in (d.get("variants") or {}).items()},
                   claim=Claim(**d["claim"]) if d.get("claim") else None)


def commit_window(good: str | None, bad: str | None, refs: dict[str, str] | None,
                  count: Callable[[str, str], int | None] | None = None, repos: dict[str, str] | None = None,
                  labels: tuple[str, str] = ("last good", "first bad")) -> dict[str, Any] | None:
    """``{"good", "bad", "good_ref", "bad_ref", "good_repository", "bad_repository",
    "commits", "text"}`` for the toolchains `good` … `bad`, or None when either end or its
    ref is unknown. `count(good_ref, bad_ref)` -> int | None is asked for the number of
    commits when given (a local mirror); `repos`: id -> repository of its ref (default
    llvm/llvm-project; a Triton pin can be a triton-lang/llvm-project fork commit); labels:
    how `text` names the two ends (a fix window: ``("last bad", "fixed in")``)."""
    if not refs or not good or not bad or not refs.get(good) or not refs.get(bad):
        return None
    g, b = refs[good], refs[bad]
    rg, rb = (repos or {}).get(good) or "llvm/llvm-project", (repos or {}).get(bad) or "llvm/llvm-project"
    n = count(g, b) if count else None

    def short(ref: str, repo: str) -> str:
        return (ref[:12] if len(ref) == 40 else ref) + ("" if repo == "llvm/llvm-project" else f" in {repo}")

    text = f"{labels[0]} {short(g, rg)} ({good}) … {labels[1]} {short(b, rb)} ({bad}); " + (
        f"{n} commits" if n is not None else "commit count unknown (no local llvm-project mirror)")
    return {"good": good, "bad": bad, "good_ref": g, "bad_ref": b, "good_repository": rg, "bad_repository": rb,
            "commits": n, "text": text}



def variant_verdicts(ordered: list[tuple[str, Outcome]], matches: dict[str, Match | None],
                     assertions: dict[str, bool | None], versions: dict[str, tuple[int, ...]] | None = None,
                     refs: dict[str, str] | None = None) -> dict[str, dict[str, Any]]:
    """The verdict of every run graded ``release-variant`` on a toolchain without assertions
    (rules in the module docstring). `ordered`: (id, outcome) in timeline order; `matches`:
    id -> the run's `Match`; `assertions`: id -> built with assertions (None = unknown);
    `versions`: id -> version, whose first number is the release; `refs`: id -> llvm-project
    tag or sha (two toolchains are the same release when their refs are equal; a
    ``19.0.0git`` snapshot is not release 19). Returns id -> ``{"verdict", "basis", "by",
    "evidence"}``."""
    versions, refs = versions or {}, refs or {}

    def same_release(a: str, b: str) -> bool:
        if refs.get(a) and refs.get(b):
            return refs[a] == refs[b]
        return (versions.get(a) or (None,))[0] is not None and (versions.get(a) or (None,))[0] == \
            (versions.get(b) or (None,))[0]

    out: dict[str, dict[str, Any]] = {}
    ids = [t for t, _ in ordered]
    outcome = dict(ordered)

    def shows_assertion(t: str) -> bool:
        m = matches.get(t)
        return outcome[t] == Outcome.REPRODUCES and m is not None and m.grade in ("exact", "reworded")

    for i, tid in enumerate(ids):
        m = matches.get(tid)
        if outcome[tid] != Outcome.REPRODUCES or m is None or m.grade != "release-variant" or assertions.get(tid):
            continue
        same = [t for t in ids if t != tid and assertions.get(t) and same_release(tid, t)]
        near = [t for t in (ids[i - 1] if i else None, ids[i + 1] if i + 1 < len(ids) else None)
                if t and assertions.get(t) and t not in same]
        ran = [t for t in same + near if outcome[t] not in (Outcome.INFRA_ERROR, Outcome.INVALID_INPUT)]
        confirm = [t for t in ran if shows_assertion(t)]
        against = [t for t in same if t in ran and not shows_assertion(t)]
        if confirm:
            t = confirm[0]
            out[tid] = {"verdict": "bad", "basis": "confirmed", "by": t,
                        "evidence": f"{t} (assertions on) stops at the reported assertion; {tid}: {m.evidence}"}
        elif against:
            t = against[0]
            out[tid] = {"verdict": "skip", "basis": "contradicted", "by": t,
                        "evidence": f"{t} (assertions on, same release) does not hit the reported assertion "
                                    f"({outcome[t].value}); the crash of {tid} is not the reported bug"}
        else:
            seen = ", ".join(f"{t} {outcome[t].value}" for t in ran)
            out[tid] = {"verdict": "bad", "basis": "uncontradicted", "by": None,
                        "evidence": "no assertion-enabled toolchain of this release or next to it contradicts it"
                                    + (f" ({seen})" if seen else "") + f"; {tid}: {m.evidence}"}
    return out



_MONTH = re.compile(r"\d{4}-\d{2}")


def left_main_by(date: str) -> str:
    """The latest month (``YYYY-MM``) a toolchain's `date` allows for its leaving main: the
    date itself, or a window's end (``2024-07…2024-11``); "" when none is given."""
    found = _MONTH.findall(date or "")
    return found[-1] if found else ""


def weak_links_contradicted(ordered: list[tuple[str, Outcome]], matches: dict[str, Match | None],
                            dates: dict[str, str], versions: dict[str, tuple[int, ...]], *,
                            reported_month: str, reported_major: int | None = None) -> dict[str, str]:
    """Weak reproductions (`Match.weak`: no failure text links them, at most the crashing pass)
    that a release in between contradicts. Returns id -> the id of the contradicting release.

    A run R that reproduces weakly is contradicted by a CLEAN run T newer than R in `ordered`
    (timeline order) that left main before the report was written (`left_main_by(dates[T])`
    earlier than `reported_month`, ``YYYY-MM``) and, when the report names the LLVM release it
    ran (`reported_major`), is older than that release. The reported code then descends from
    T, on which the input does not fail: the bug was introduced after T, so R's crash, older
    than T, is another (older) bug that stopped before T — or the same bug fixed and brought
    back, which a crash with nothing but a pass in common cannot show. A run linked by the
    failure's own text (a message, an assertion's location in the stack) is never
    contradicted this way: it shows the bug itself. The bench corpus labels agree
    (bench/corpus README: 197699 on 13/14, 69124 on 14, 87856 on 13/14: other-crash).
    Without `reported_month`, nothing is contradicted."""
    if not reported_month:
        return {}
    ids = [t for t, _ in ordered]
    outcome = dict(ordered)
    out: dict[str, str] = {}
    for i, tid in enumerate(ids):
        m = matches.get(tid)
        if outcome[tid] != Outcome.REPRODUCES or m is None or not m.weak:
            continue
        for t in ids[i + 1:]:
            month = left_main_by(dates.get(t, ""))
            major = (versions.get(t) or (None,))[0]
            if outcome[t] != Outcome.CLEAN or not month or month >= reported_month:
                continue
            if reported_major is not None and (major is None or major >= reported_major):
                continue
            out[tid] = t
            break
    return out


def bisect_releases(ordered: list[tuple[str, Outcome]], refs: dict[str, str] | None = None,
                    count: Callable[[str, str], int | None] | None = None,
                    repos: dict[str, str] | None = None, *, matches: dict[str, Match | None] | None = None,
                    assertions: dict[str, bool | None] | None = None,
                    versions: dict[str, tuple[int, ...]] | None = None) -> ReleaseBisection:
    """`ordered`: (toolchain id, outcome), oldest first (timeline order); `refs`/`count`/`repos`:
    see `commit_window`. With `matches` (id -> the run's graded `Match`), `assertions` (id ->
    built with assertions) and `versions`, release-variant runs get their verdict from
    `variant_verdicts`."""
    variants = variant_verdicts(ordered, matches or {}, assertions or {}, versions, refs) if matches else {}
    v = [(tid, variants[tid]["verdict"] if tid in variants else verdict(o)) for tid, o in ordered]
    res = ReleaseBisection(verdicts=dict(v), variants=variants)
    bad_idx = [i for i, (_, x) in enumerate(v) if x == "bad"]
    if bad_idx:
        last_bad = bad_idx[-1]
        # the regression window that ends at the newest stretch of BAD releases
        first_bad = last_bad
        for i in range(last_bad - 1, -1, -1):
            if v[i][1] == "good":
                break
            if v[i][1] == "bad":
                first_bad = i
        good_before = [i for i in range(first_bad) if v[i][1] == "good"]
        res.first_bad = v[first_bad][0]
        if good_before:
            res.last_good = v[good_before[-1]][0]
        else:
            res.present_in_all = True
        good_after = [i for i in range(last_bad + 1, len(v)) if v[i][1] == "good"]
        if good_after:
            res.fixed_in = v[good_after[0]][0]
        res.commit_window = commit_window(res.last_good, res.first_bad, refs, count, repos)
        res.fix_commit_window = commit_window(v[last_bad][0], res.fixed_in, refs, count, repos,
                                              ("last bad", "fixed in"))
    res.claim = make_claim(ordered, res.last_good, res.first_bad, res.fixed_in, verdicts=dict(v))
    res.summary = res.claim.sentence + _variant_note(variants)
    return res


def _variant_note(variants: dict[str, dict[str, Any]]) -> str:
    """The sentence that says which release-variant rule decided each such release, one
    clause per (verdict, basis, deciding toolchain)."""
    if not variants:
        return ""
    groups: dict[tuple[str, str, str | None], list[str]] = {}
    for tid, v in variants.items():
        groups.setdefault((v["verdict"], v["basis"], v["by"]), []).append(tid)
    parts = []
    for (vd, basis, by), tids in groups.items():
        why = {"confirmed": f"confirmed by {by}, which has assertions",
               "contradicted": f"contradicted by {by}, which has assertions",
               "uncontradicted": "no assertion-enabled toolchain contradicts it"}[basis]
        what = "bad" if vd == "bad" else "neither good nor bad"
        parts.append(f"{', '.join(tids)}: a release variant of the reported assertion, counted {what} ({why})")
    return ". " + "; ".join(parts)


def _outcome_value(o: Outcome | str) -> str:
    return o.value if isinstance(o, Outcome) else str(o)


def _verdict_of(value: str) -> str:
    try:
        return verdict(Outcome(value))
    except ValueError:  # an outcome this module does not know is evidence of nothing
        return "skip"


def _fix(ids: list[str], last_bad: str, fixed_in: str) -> str:
    """``fixed in Z`` when Z directly follows the last BAD release, else the window."""
    if ids.index(fixed_in) == ids.index(last_bad) + 1:
        return f"fixed in {fixed_in}"
    return f"fixed between {last_bad} (bad) and {fixed_in} (good)"


def _ids(ids: list[str]) -> str:
    return ", ".join(ids)


def _skip_note(skipped: list[tuple[str, str]]) -> str:
    """``llvm-13 (invalid input), llvm-19, llvm-22 (other failure)``: grouped by outcome."""
    groups: dict[str, list[str]] = {}
    for tid, out in skipped:
        groups.setdefault(_OUTCOME_WORDS.get(out, out), []).append(tid)
    return ", ".join(f"{_ids(ids)} ({words})" for words, ids in groups.items())


def make_claim(ordered: list[tuple[str, Outcome]], last_good: str | None, first_bad: str | None,
               fixed_in: str | None, verdicts: dict[str, str] | None = None) -> Claim:
    """The `Claim` for release outcomes (oldest first) and the window `bisect_releases`
    found; `verdicts` (id -> good|bad|skip) when they are not the outcomes' own (a release
    variant contradicted by an assertion build is SKIP). Never names a first bad release
    without a GOOD one before it."""
    outs = [(tid, _outcome_value(o)) for tid, o in ordered]
    ids = [t for t, _ in outs]
    verd = {t: (verdicts or {}).get(t) or _verdict_of(o) for t, o in outs}
    bad = [t for t in ids if verd[t] == "bad"]
    good = [t for t in ids if verd[t] == "good"]
    # a run that reproduced but does not count (contradicted release variant) says so
    skipped = {t: ("contradicted" if o == Outcome.REPRODUCES.value else o) for t, o in outs if verd[t] == "skip"}
    tested = [t for t in ids if verd[t] != "skip"]
    oldest = tested[0] if tested else None
    not_counted = f"; not counted: {_skip_note(list(skipped.items()))}" if skipped else ""
    if not bad:
        parts = [f"clean on {_ids(good)}"] if good else []
        if skipped:
            parts.append(f"not counted: {_skip_note(list(skipped.items()))}")
        sentence = "not reproduced on any tested release" + (f" ({'; '.join(parts)})" if parts else "")
        return Claim("none", sentence, oldest_tested=oldest, supported_by=good, skipped=skipped)
    last_bad = bad[-1]
    after = ids[ids.index(last_bad) + 1:]
    if last_good is not None and first_bad is not None:
        i, j = ids.index(last_good), ids.index(first_bad)
        parts = [f"introduced between {last_good} (good) and {first_bad} (bad)"]
        inside = [(t, skipped[t]) for t in ids[i + 1:j] if t in skipped]
        if inside:
            parts.append(f"not counted in between: {_skip_note(inside)}")
        older_bad = [t for t in ids[:i] if verd[t] == "bad"]
        if older_bad:
            parts.append(f"{_ids(older_bad)}, older than {last_good}, also {'reproduces' if len(older_bad) == 1 else 'reproduce'}")
        support = [last_good, first_bad]
        if fixed_in:
            fix = _fix(ids, last_bad, fixed_in)
            parts.append(fix if "between" in fix else f"{fix} ({last_bad} bad, {fixed_in} good)")
            support += [t for t in (last_bad, fixed_in) if t not in support]
        elif not after:
            parts.append(f"still present in the newest tested release, {last_bad}")
        else:
            parts.append(f"no fix shown: {_skip_note([(t, skipped[t]) for t in after])}")
        return Claim("introduced", "; ".join(parts), oldest_tested=oldest, last_good=last_good, first_bad=first_bad,
                     last_bad=last_bad, fixed_in=fixed_in, bad=bad, supported_by=support, skipped=skipped)
    if fixed_in:
        goods = [t for t in after if verd[t] == "good"]
        sentence = (f"{_fix(ids, last_bad, fixed_in)}: reproduces on {_ids(bad)} (oldest tested: {oldest}), "
                    f"clean on {_ids(goods)}{not_counted}")
        return Claim("fixed", sentence, oldest_tested=oldest, last_bad=last_bad, fixed_in=fixed_in, bad=bad,
                     supported_by=bad + goods, skipped=skipped)
    if len(bad) == 1:
        sentence = f"only {last_bad} reproduces{not_counted}; no release is known to be good"
        return Claim("only", sentence, oldest_tested=oldest, last_bad=last_bad, bad=bad, supported_by=bad,
                     skipped=skipped)
    every = "every tested release that could run it" if skipped else "every tested release"
    sentence = f"present in {every} (oldest tested: {oldest}): reproduces on {_ids(bad)}{not_counted}"
    return Claim("present-in-all", sentence, oldest_tested=oldest, last_bad=last_bad, bad=bad,
                 supported_by=bad, skipped=skipped)

"""Golden-file tests of the comment, one per release claim, from real triage runs.

The fixtures (``golden/report/NAME.json``) are the ``--json`` output of real ``reprobot
triage`` runs on shared/corpus issues (``golden/report/record.sh`` names each command);
the golden comments (``NAME.md``) are what `render_comment` makes of them. Besides equality,
each comment is checked against the rules: the claim is the one the release outcomes support
(recomputed here), no "first bad release" that is only the oldest one tested, signatures
never cut inside a name, a cleaned reduced reproducer with its checked upstream test.

Regenerate the golden comments after a deliberate change of the comment:
``PYTHONPATH=$PWD python tests/workers/test_report_golden.py --update``.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from reducers.outcome import Outcome
from workers.bisect.release import bisect_releases, make_claim
from workers.report import render_comment

DIR = Path(__file__).resolve().parent / "golden" / "report"
# fixture -> the claim its release outcomes support
CASES = {
    "llvm-200792": "present-in-all",
    "llvm-57398": "present-in-all",
    "llvm-97906": "introduced",
    "llvm-64440": "introduced",
    "llvm-54274": "fixed",
    "llvm-137064": "only",
    "llvm-83354": "none",
    "triton-6157": "fixed",
    "triton-10909": "introduced",
}


def load(name: str) -> dict:
    result = json.loads((DIR / f"{name}.json").read_text())
    result.pop("comment", None)
    return result


@pytest.mark.parametrize("name", CASES)
def test_comment_matches_golden_and_follows_the_rules(name):
    result = load(name)
    claim = result["bisection"]["claim"]
    assert claim["kind"] == CASES[name]
    # the recorded claim is what the release outcomes and their verdicts support
    bis = result["bisection"]
    ordered = [(t, Outcome(r["outcome"])) for t, r in result["runs"].items()]
    again = make_claim(ordered, bis["last_good"], bis["first_bad"], bis["fixed_in"], verdicts=bis["verdicts"])
    assert again.to_json() == claim and bis["summary"].startswith(claim["sentence"])
    if not bis.get("variants"):  # no graded release variants: the outcomes alone give the same answer
        assert bisect_releases(ordered).to_json()["claim"] == claim
    comment = render_comment(result)
    assert comment == (DIR / f"{name}.md").read_text()

    bis = next(ln for ln in comment.splitlines() if ln.startswith("**Bisection (releases):**"))
    assert "first bad" not in comment
    if claim["kind"] in ("present-in-all", "fixed"):
        assert f"oldest tested: `{claim['oldest_tested']}`" in bis
    if claim["kind"] == "introduced":
        assert f"introduced between `{claim['last_good']}` (good) and `{claim['first_bad']}` (bad)" in bis.lower()
    if claim["kind"] == "only":
        assert f"Only `{claim['last_bad']}` reproduces" in bis
    for t in claim["supported_by"]:
        assert f"`{t}`" in bis
    # table cells: whole, or cut at a space and given whole below the table
    for row in (ln for ln in comment.splitlines() if ln.startswith("| `")):
        cell = row.rsplit(" | ", 1)[0].split(" | ", 2)[2] if row.count(" | ") >= 3 else ""
        m = re.search(r"(\S+) …`+ \[(\d+)\]$", cell)
        if m:
            whole = comment.split("long cell", 1)[1]
            assert f"[{m.group(2)}]" in whole
    red = result.get("reduction")
    if red and result["project"] == "llvm":
        src = red["reproducer"]
        assert "target datalayout" not in src and "source_filename" not in src and "; ModuleID" not in src
        assert red["cleanup"]["bytes_after"] <= red["cleanup"]["bytes_before"]
        assert red["upstream_test"]["verified"] and "; RUN: not" in red["upstream_test"]["text"]
        assert "<details><summary>Upstream regression test (lit)" in comment
    if red and result["project"] == "triton":
        assert red["upstream_test"]["kind"] == "pytest" and "def test_reduced(" in red["upstream_test"]["text"]
        shown = comment.split("```python\n", 1)[1].split("```", 1)[0]
        assert "_reprobot_compile" not in shown
        if red.get("harness"):  # line counts are the kernel's, without the harness
            from reducers.triton.reducer import SourceSize
            assert red["after"]["lines"] == SourceSize.of(shown).lines


def test_every_claim_kind_has_a_golden_case():
    assert set(CASES.values()) == {"present-in-all", "introduced", "fixed", "only", "none"}


def update() -> None:
    for name in CASES:
        (DIR / f"{name}.md").write_text(render_comment(load(name)))
        print(f"wrote {DIR / name}.md")


if __name__ == "__main__":
    if "--update" in sys.argv:
        update()

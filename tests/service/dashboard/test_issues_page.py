"""The dashboard's Issues page lists candidates and non-candidates with the stored reasons."""
from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from service.api import create_app
from workers.jobs.candidates import assess
from workers.settings import Settings
from workers.store import Store

BENCH = Path(__file__).resolve().parents[3] / "bench" / "corpus"


def test_issues_page_shows_reasons_and_filters(tmp_path):
    settings = Settings(service={"database_url": f"sqlite:///{tmp_path}/t.db"})
    store = Store(settings.service.database_url)
    store.migrate()
    for n in (114819, 102981):
        issue = json.loads((BENCH / "llvm" / str(n) / "issue.json").read_text())
        a = assess(issue, "llvm/llvm-project")
        store.upsert_issue("llvm/llvm-project", issue, candidate=a.candidate, reason=a.reason)
    with TestClient(create_app(settings)) as client:
        page = client.get("/ui/issues").text
        assert 'data-issue="llvm/llvm-project#114819" data-candidate="yes"' in page
        assert 'data-issue="llvm/llvm-project#102981" data-candidate="no"' in page
        assert "nothing runnable: no LLVM IR or MIR block found" in page and "llc -global-isel" in page
        only_no = client.get("/ui/issues?candidate=false").text
        assert "#102981" in only_no and "#114819" not in only_no
        assert "candidates (1)" in only_no and "not candidates (1)" in only_no
    store.dispose()


def test_job_page_names_the_toolchains_not_run(tmp_path):
    settings = Settings(service={"database_url": f"sqlite:///{tmp_path}/t.db"})
    store = Store(settings.service.database_url)
    store.migrate()
    issue = json.loads((BENCH / "llvm" / "114819" / "issue.json").read_text())
    iid, _, _ = store.upsert_issue("llvm/llvm-project", issue, candidate=True, reason="runnable")
    job, _ = store.create_job(key="k", kind="triage", plan=["extract"], trigger="poll", issue_id=iid,
                              request={"issue": issue, "content_hash": "0" * 64, "repo": "llvm/llvm-project",
                                       "number": 114819, "generation": 0})
    store.finish_job(job.id, "succeeded", result={"triage": {
        "runs": {"llvm-19": {"outcome": "clean", "signature": "", "reason": "no crash"}},
        "unsupported": {"llvm-22": "unsupported: not in the sandbox image: llvm-22 is llvmlite's LLVM"}}})
    with TestClient(create_app(settings)) as client:
        page = client.get(f"/ui/jobs/{job.id}").text
        assert 'id="not-run"' in page and "<code>llvm-22</code> (not in the sandbox image" in page
    store.dispose()

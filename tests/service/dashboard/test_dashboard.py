"""The dashboard in Debian's Chromium (Playwright), against a running service filled by real
triages of corpus issues (see conftest.py). The tests share one service and run in order:
triage → pages → manual reduce → culprit wrong → retry."""
from __future__ import annotations

import re
import httpx
import pytest

from tests.service.dashboard.conftest import CORPUS, ISSUES, REPO, TOKEN, hook, shoot
from tests.service.env import wait_for
from workers.pipeline import TRIAGE

pytestmark = pytest.mark.slow
JOB_ISSUE = 97906  # reduces well (13 → 5 lines) and has a culprit release


def test_overview_follows_the_triages_live(service, page):
    for n in ISSUES:
        r = hook(service.url, n)
        assert r.status_code == 202 and r.json()["enqueued"] == "intake", r.text
    wait_for(lambda: len(service.jobs("triage")) == len(ISSUES), 60, what="one triage job per issue")

    page.goto(service.url + "/ui/")
    assert page.title() == "Overview · reprobot", service.logs()
    first = page.locator("[data-count=succeeded]").inner_text()
    if int(first) == 0:  # jobs are waiting or running: the oldest is named, with its step
        assert page.locator("#oldest-job a").count() == 1
    # the page polls: the first finished triage shows up without a reload
    wait_for(lambda: any(j["state"] == "succeeded" for j in service.jobs("triage")), 240, every=0.5,
             what="a finished triage")
    page.wait_for_function("+document.querySelector('[data-count=succeeded]').textContent >= 1", timeout=15_000)
    if int(page.locator("[data-count=running]").inner_text()) + int(page.locator("[data-count=queued]").inner_text()):
        shoot(service, page, "overview-running")
    try:
        wait_for(lambda: all(j["state"] in ("succeeded", "failed") for j in service.jobs("triage")), 300, every=1,
                 what="all triages finished")
    except TimeoutError:
        print(service.logs())
        raise
    states = {j["issue"]["number"]: j["state"] for j in service.jobs("triage")}
    assert set(states.values()) == {"succeeded"}, (states, service.logs())
    # the page was not reloaded: the counts came in by polling
    page.wait_for_function("document.querySelector('[data-count=succeeded]').textContent.trim() === '%d'"
                           % len(ISSUES), timeout=10_000)
    assert int(first) < len(ISSUES)
    assert page.locator("#oldest-job").inner_text() == "No job is waiting."
    page.reload()
    assert page.locator("figure svg.pygal-chart").count() == 2
    rows = page.locator("table.jobs tbody tr")
    assert rows.count() == len(ISSUES)
    for n in ISSUES:
        assert page.get_by_role("link", name=f"{REPO}#{n}").count() == 1
    shoot(service, page, "overview")


def test_job_page_shows_reduction_releases_bisection_and_comment(service, page, browser):
    job = service.job_for(JOB_ISSUE)
    d = service.store.job_detail(job["id"])
    tri = d["result"]["triage"]
    red = tri["reduction"]
    assert red and red["after"]["bytes"] < red["before"]["bytes"]

    page.goto(f"{service.url}/ui/issues/{REPO}/{JOB_ISSUE}")  # → the issue's newest job
    assert page.url.endswith(f"/ui/jobs/{job['id']}")
    assert page.locator("#job-state").inner_text() == "succeeded"
    # side by side: extracted left, reduced right; lines llvm-reduce removed are marked
    diff = page.locator("#diff table.diff")
    assert diff.locator("th").filter(has_text="extracted").count() == 1
    assert diff.locator("th").filter(has_text="reduced").count() == 1
    assert diff.locator(".diff_sub, .diff_chg").count() > 0
    right = " ".join(diff.locator("tbody tr td:nth-child(6)").all_inner_texts())
    for line in red["reproducer"].splitlines():
        if line.strip():
            assert line.strip()[:40].replace("\xa0", " ") in right.replace("\xa0", " ")
    # the plot: size against tests, from the input to the reduced size
    plot = page.locator("#reduction-plot svg")
    assert plot.count() == 1
    labels = [t.strip() for t in plot.locator("text").all_text_contents()]
    assert "interestingness tests run" in labels
    assert any(t.startswith("llvm-reduce @") for t in labels)
    # per release: every toolchain, with the pipeline's outcome
    rows = page.locator("#releases tbody tr")
    assert rows.count() == len(tri["runs"]) == 3
    for tc, r in tri["runs"].items():
        assert r["outcome"] in rows.filter(has_text=tc).inner_text()
    assert page.locator("#bisection ol.strip li").count() == 3
    # 97906: clean on 15 and 16, crashes on 19: the window (llvm-16 … llvm-19] is outlined
    assert page.locator("#bisection ol.strip li.window").all_inner_texts()[0].startswith("llvm-19")
    assert page.locator("#culprit").inner_text() == tri["bisection"]["first_bad"] == "llvm-19"
    assert tri["bisection"]["summary"] in page.locator("#bisection").inner_text()
    # the posted comment, rendered (table, code) without the hidden marker
    comment = page.locator("#comment")
    assert "reprobot triage" in comment.inner_text()
    assert comment.locator("table").count() == 1 and comment.locator("pre code").count() >= 1
    assert "<!--" not in comment.inner_html()
    assert service.ours(JOB_ISSUE)[0]["body"].startswith("<!-- reprobot:")
    # logs per step
    for name in [s.name for s in TRIAGE]:
        assert page.locator(f"#step-{name}").count() == 1
    shoot(service, page, "job")
    page.locator("details summary", has_text="log of reproduce").click()
    assert "stderr on llvm-19" in page.locator("#live").inner_text()

    # the same page reads completely without JavaScript
    ctx = browser.new_context(java_script_enabled=False)
    try:
        nojs = ctx.new_page()
        nojs.goto(f"{service.url}/ui/jobs/{job['id']}")
        assert nojs.locator("#diff table.diff").count() == 1 and nojs.locator("#reduction-plot svg").count() == 1
        assert "reprobot triage" in nojs.locator("#comment").inner_text()
        assert nojs.locator("#releases tbody tr").count() == 3
    finally:
        ctx.close()


def test_reading_is_open_actions_need_the_token(service):
    job = service.job_for(64440)
    for path in ("/ui/", f"/ui/jobs/{job['id']}", "/ui/signatures", "/ui/culprits", "/ui/reduce"):
        r = httpx.get(service.url + path, timeout=10)
        assert r.status_code == 200 and "<html" in r.text, path
    r = httpx.post(f"{service.url}/ui/issues/{REPO}/64440/wrong", data={"user": "mallory"}, timeout=10)
    assert r.status_code == 401
    r = httpx.post(f"{service.url}/ui/issues/{REPO}/64440/wrong", data={"user": "mallory", "token": "nope"},
                   timeout=10)
    assert r.status_code == 401
    r = httpx.post(service.url + "/ui/reduce", data={"command": "llc", "source": "x"}, timeout=10)
    assert r.status_code == 401
    assert service.store.feedback(service.store.get_issue(REPO, 64440).id) == []
    # the header works as well; the submission then meets POST /jobs's own validation, shown in the form
    r = httpx.post(service.url + "/ui/reduce", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=10,
                   data={"command": "/usr/bin/llc -O2", "source": "define void @f() {\n  ret void\n}\n"})
    assert r.status_code == 422 and "bare name" in r.text and 'id="form-error"' in r.text
    assert service.jobs("reduce") == []


def test_manual_reduce_streams_progress_and_joins_the_signature_cluster(service, page):
    import json

    exp = json.loads((CORPUS / "llvm/200792/expected.json").read_text())
    command = " ".join([exp["tool"], *[a for a in exp["args"] if a not in ("-o", "/dev/null")]])
    page.goto(service.url + "/ui/reduce")
    page.fill("input[name=token]", TOKEN)
    page.set_input_files("input[name=file]", str(CORPUS / "llvm/200792/repro.ll"))
    page.fill("input[name=command]", command)
    page.fill("input[name=signature]", "cannot select")
    page.fill("input[name=budget_s]", "6")
    shoot(service, page, "manual-reduce")
    page.click("#submit")
    page.wait_for_url(re.compile(r"/ui/jobs/[0-9a-f]+"))
    job_id = page.url.split("/ui/jobs/")[1].split("?")[0]
    assert "submitted" in page.locator(".flash").inner_text()
    # while it runs, the server-sent events update the live part in place
    page.wait_for_function("document.body.dataset.jobState !== undefined", timeout=30_000)
    if page.evaluate("document.body.dataset.jobState") in ("queued", "running"):
        shoot(service, page, "manual-job-running")
    # …and at the end the page reloads with the result
    try:
        page.wait_for_selector("#diff table.diff", timeout=120_000)
    except Exception:
        print(service.store.job_detail(job_id), page.content()[:3000], service.logs())
        raise
    assert page.locator("#job-state").inner_text() == "succeeded"
    d = service.store.job_detail(job_id)
    assert d["state"] == "succeeded" and d["kind"] == "reduce"
    assert d["result"]["after"]["bytes"] < d["result"]["before"]["bytes"]
    assert page.locator("#reduction-plot svg").count() == 1
    assert service.store.artifact(job_id, "reduced.ll").decode() == d["result"]["reproducer"]
    shoot(service, page, "manual-job")
    # the token is remembered in a cookie: the form no longer asks for it
    page.goto(service.url + "/ui/reduce")
    assert page.locator("input[name=token]").count() == 0

    # the manual reduction has the crash signature of issue 200792: one cluster
    page.goto(service.url + "/ui/signatures")
    sig = d["result"]["signature"]
    cluster = page.locator("section.cluster").filter(has=page.get_by_role("link", name=f"{REPO}#200792"))
    assert cluster.count() == 1
    assert cluster.locator(f"a[href='/ui/jobs/{job_id}']").count() >= 1, sig
    assert cluster.get_attribute("data-size") == "2"
    # issues with other signatures are elsewhere
    for n in (57398, 64440, 97906):
        assert cluster.get_by_role("link", name=f"{REPO}#{n}").count() == 0
    assert page.locator("section.cluster").count() == 4
    shoot(service, page, "signatures")


def test_culprit_groups_and_culprit_wrong_changes_the_comment(service, page):
    page.goto(service.url + "/ui/culprits")
    g16 = page.locator("section.group[data-culprit=llvm-16]")
    g19 = page.locator("section.group[data-culprit=llvm-19]")
    assert g16.get_by_role("link", name=f"{REPO}#64440").count() == 1
    assert g19.get_by_role("link", name=f"{REPO}#97906").count() == 1
    for n in (200792, 57398):  # present in every tested release: no culprit
        assert page.get_by_role("link", name=f"{REPO}#{n}").count() == 0
    shoot(service, page, "culprits")

    before = service.ours(64440)
    assert len(before) == 1 and "introduced between `llvm-15` (good) and `llvm-16` (bad)" in before[0]["body"].lower()
    job = service.job_for(64440)
    page.goto(f"{service.url}/ui/jobs/{job['id']}")
    assert page.locator("#culprit").inner_text() == "llvm-16"
    form = page.locator("form", has=page.locator("#wrong"))
    form.locator("input[name=token]").fill(TOKEN)
    form.locator("input[name=user]").fill("alice")
    form.locator("input[name=note]").fill("15 was never tested with this flag")
    form.locator("#wrong").click()
    page.wait_for_url(re.compile(r"\?msg="))
    assert "reported wrong by alice" in page.locator(".flash").inner_text()

    def changed():
        ours = service.ours(64440)
        return ours if ours and ours[0]["body"] != before[0]["body"] else None
    ours = wait_for(changed, 60, what="the comment re-rendered without the culprit")
    assert len(ours) == 1 and ours[0]["id"] == before[0]["id"]  # edited in place
    assert "withdrawn" in ours[0]["body"] and "`alice`" in ours[0]["body"]
    assert "introduced between `llvm-15` (good) and `llvm-16` (bad)" not in ours[0]["body"].lower()
    # the worker records the withdrawal in the job's result right after editing the comment
    wait_for(lambda: (service.store.job_detail(job["id"])["result"]["triage"] or {}).get("withdrawn"), 30,
             what="the withdrawal recorded")
    page.goto(f"{service.url}/ui/jobs/{job['id']}")
    assert "withdrawn by alice" in page.locator("#bisection").inner_text()
    assert "withdrawn" in page.locator("#comment").inner_text()
    assert "15 was never tested" in page.locator("#actions").inner_text()
    page.goto(service.url + "/ui/culprits")
    assert page.locator("section.group[data-culprit=llvm-16]").count() == 0
    assert page.locator("#withdrawn").get_by_role("link", name=f"{REPO}#64440").count() == 1


def test_retry_starts_a_new_generation(service, page):
    old = service.job_for(57398)
    page.goto(f"{service.url}/ui/jobs/{old['id']}")
    form = page.locator("form", has=page.locator("#retry"))
    form.locator("input[name=token]").fill(TOKEN)  # a fresh browser context: no cookie yet
    form.locator("#retry").click()
    page.wait_for_url(re.compile(r"\?msg="))
    new = wait_for(lambda: (j := service.job_for(57398))["id"] != old["id"] and j, 30, what="a new triage job")
    assert new["trigger"] == "command:retry"
    page.goto(f"{service.url}/ui/issues/{REPO}/57398")
    assert page.url.endswith(new["id"])
    assert page.locator("#actions table.jobs tbody tr").count() == 2

"""The dashboard's pure view helpers on real shapes (no browser, no service)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from reducers.outcome import Outcome
from service.dashboard import data, plots
from service.dashboard.routes import render_markdown
from workers.bisect.release import bisect_releases


def test_release_strip_marks_the_regression_window():
    b = bisect_releases([("llvm-14", Outcome.CLEAN), ("llvm-15", Outcome.INVALID_INPUT),
                         ("llvm-16", Outcome.REPRODUCES), ("llvm-19", Outcome.CLEAN)]).to_json()
    strip = data.release_strip(b, {"llvm-16": {"outcome": "reproduces"}})
    assert [s["verdict"] for s in strip] == ["good", "skip", "bad", "good"]
    # (last good … first bad]: the skipped release may hold the culprit too
    assert [s["toolchain"] for s in strip if s["in_window"]] == ["llvm-15", "llvm-16"]
    assert strip[2]["window"] == "(llvm-14 … llvm-16]" and strip[2]["outcome"] == "reproduces"


def test_release_strip_without_a_good_release_has_no_window_start():
    b = bisect_releases([("llvm-15", Outcome.REPRODUCES), ("llvm-19", Outcome.REPRODUCES)]).to_json()
    strip = data.release_strip(b, {})
    assert strip[0]["window"] == "(oldest … llvm-15]"
    assert data.release_strip(None, {}) == []


def test_reduction_samples_accumulate_tests_and_time_per_pass():
    red = {"before": {"bytes": 254, "lines": 10}, "after": {"bytes": 194, "lines": 10}, "tests_run": 22,
           "wall_s": 7.7, "steps": [{"name": "llvm-reduce", "tests": 16, "wall_s": 7.2, "bytes_after": 194},
                                    {"name": "command line", "tests": 5, "wall_s": 0.1, "bytes_after": 194},
                                    {"name": "verify", "tests": 1, "wall_s": 0.4, "bytes_after": 194}]}
    s = data.reduction_samples(red)
    assert [(x["tests"], x["bytes"], x["label"]) for x in s] == [
        (0, 254, "input"), (16, 194, "llvm-reduce"), (21, 194, "command line"), (22, 194, "verify")]
    assert abs(s[-1]["t_s"] - 7.7) < 1e-9
    svg = plots.reduction_progress(s)
    assert svg.startswith("<svg") and "interestingness tests run" in svg and "llvm-reduce @ 7.2s" in svg
    assert data.reduction_samples(None) == [] and plots.reduction_progress(s[:1]) == ""


def test_throughput_buckets_count_each_finish_once():
    t = datetime(2026, 11, 21, 18, 30, 20, tzinfo=timezone.utc)
    fin = [(t - timedelta(minutes=m), st) for m, st in ((0.5, "succeeded"), (1.5, "failed"), (9, "succeeded"),
                                                        (9.2, "succeeded"))]
    b = data.throughput_buckets(fin, t)
    assert b["bucket_min"] == 1 and len(b["labels"]) == 12
    assert sum(b["succeeded"]) == 3 and sum(b["failed"]) == 1
    # 18:29:50 falls in the 18:29 bucket, 18:28:50 in 18:28; the current minute (18:30) is empty
    assert b["labels"][-1] == "18:30" and b["succeeded"][-1] == 0
    assert b["succeeded"][-2] == 1 and b["failed"][-3] == 1
    wide = data.throughput_buckets([(t - timedelta(hours=5), "succeeded")], t)
    assert wide["bucket_min"] == 60 and sum(wide["succeeded"]) == 1
    assert data.throughput_buckets([], t)["labels"] == []


def test_comment_markdown_keeps_github_markup_and_drops_anything_active():
    md = ("<!-- reprobot:v1 issue=1 -->\n### triage\n\n| a | b |\n|---|---|\n| `x` | y |\n\n"
          "<details><summary>Re-run</summary>\n\n```sh\nreprobot triage\n```\n</details>\n\n"
          "<script>alert(1)</script><img src=x onerror=alert(2)><a href=\"javascript:alert(3)\">j</a>"
          "<sub>note</sub>")
    html = render_markdown(md)
    assert "<table>" in html and "<details>" in html and "<summary>Re-run</summary>" in html
    assert "<sub>note</sub>" in html and "reprobot:v1" not in html
    low = html.lower()
    assert "<script" not in low and "onerror" not in low and "javascript:" not in low and "<img" not in low


def test_side_by_side_escapes_reproducer_text():
    html = data.side_by_side("define void @f() {\n  ret void\n}\n<script>", "define void @f() {\n}\n")
    assert "extracted" in html and "reduced" in html
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_mount_is_idempotent_and_actions_need_a_token_with_the_scope(tmp_path):
    """On a real store (SQLite), with no dashboard token configured: API tokens are the
    credentials. Nothing is sent anywhere here (no scope reaches the broker)."""
    from fastapi.testclient import TestClient

    from service.api import create_app
    from service.dashboard import mount
    from workers.settings import Settings

    settings = Settings(service={"database_url": f"sqlite:///{tmp_path}/r.db", "dashboard_token": None})
    app = create_app(settings)
    counts = []
    for _ in range(2):
        mount(app, settings, lambda: app.state.store)
        counts.append(len(app.router.routes))
    assert counts[0] == counts[1]
    ir = "define void @f() {\n ret void\n}\n"
    with TestClient(app) as c:
        r = c.get("/", follow_redirects=False)
        assert r.status_code == 307 and r.headers["location"] == "/ui/"
        page = c.get("/ui/")
        assert page.status_code == 200 and "No job is waiting." in page.text and "sign in for actions" in page.text
        for path in ("/ui/signatures", "/ui/culprits", "/ui/reduce", "/ui/login"):
            assert c.get(path).status_code == 200, path
        assert c.get("/ui/jobs/nope").status_code == 404
        r = c.post("/ui/reduce", data={"command": "llc", "source": ir, "token": "anything"})
        assert r.status_code == 401
        r = c.post("/ui/issues/llvm/llvm-project/1/wrong", data={"token": "anything"})
        assert r.status_code == 401
        assert c.post("/ui/login", data={"token": "anything"}).status_code == 401
        # a token that may act may not submit, and the other way round: 403, nothing created
        act, _ = app.state.store.create_token("carol", ["act"])
        submit, _ = app.state.store.create_token("dave", ["submit"])
        r = c.post("/ui/reduce", data={"command": "llc", "source": ir, "token": act})
        assert r.status_code == 403 and "submit" in r.text
        r = c.post("/ui/issues/llvm/llvm-project/1/retry", data={"token": submit})
        assert r.status_code == 403 and "act" in r.text
        # a revoked token is no credential at all
        act_id = act.split("_")[1]
        assert app.state.store.revoke_token(act_id)
        r = c.post("/ui/issues/llvm/llvm-project/1/retry", data={"token": act})
        assert r.status_code == 401
        assert app.state.store.list_jobs() == []
        # signing in with a valid token sets the HttpOnly cookie; the pages then show it
        r = c.post("/ui/login", data={"token": submit, "next": "/ui/reduce"}, follow_redirects=False)
        assert r.status_code == 303 and "httponly" in r.headers["set-cookie"].lower()
        assert "samesite=strict" in r.headers["set-cookie"].lower()
        assert "sign out" in c.get("/ui/").text


def test_closed_reads_send_browsers_to_sign_in(tmp_path):
    from fastapi.testclient import TestClient

    from service.api import create_app
    from workers.settings import Settings

    settings = Settings(service={"database_url": f"sqlite:///{tmp_path}/r.db", "public_reads": False})
    app = create_app(settings)
    with TestClient(app) as c:
        r = c.get("/ui/", headers={"Accept": "text/html"}, follow_redirects=False)
        assert r.status_code == 303 and r.headers["location"] == "/ui/login?next=/ui/"
        assert c.get("/ui/signatures", headers={"Accept": "application/json"}).status_code == 401
        assert c.get("/ui/login").status_code == 200
        assert c.get("/jobs").status_code == 401
        tok, _ = app.state.store.create_token("erin", ["act"])  # any scope may read
        assert c.get("/ui/", headers={"Authorization": f"Bearer {tok}"}).status_code == 200
        assert c.get("/jobs", headers={"Authorization": f"Bearer {tok}"}).json() == {"jobs": []}


def test_overview_tells_waiting_from_running_jobs(tmp_path):
    """On a real store (SQLite): a queued job waits, a job whose step a worker claimed runs."""
    from workers.store import Store

    store = Store(f"sqlite:///{tmp_path}/o.db")
    store.migrate()
    try:
        waiting, _ = store.create_job(key="manual:a", kind="reduce", plan=["reduce_job"], trigger="api",
                                      request={"filename": "a.ll", "tool": "llc", "args": []})
        running, _ = store.create_job(key="manual:b", kind="reduce", plan=["reduce_job"], trigger="api",
                                      request={"filename": "b.ll", "tool": "opt", "args": ["-O2"]})
        claim = store.begin_step(running.id, "reduce_job", "manual|b|reduce_job|g0", "reduce", "w1", 60.0)
        assert claim.action == "run"
        v = data.overview(store)
        assert v["by_state"] == {"queued": 1, "running": 1}
        assert v["oldest_job"]["id"] == waiting.id and v["oldest_job"]["subject"] == "manual: a.ll"
        assert v["longest_running"]["id"] == running.id and v["longest_running"]["step"] == "reduce_job"
        assert v["running_steps"] == {"reduce_job": 1}
        assert [r["id"] for r in v["recent"]] == [running.id, waiting.id]
        assert data.overview(store, state="queued")["recent"][0]["id"] == waiting.id
    finally:
        store.dispose()


def test_release_table_shows_grade_evidence_and_variant_basis():
    """The job page's per-release table (_releases.html): the run's graded match, the
    evidence of a non-exact grade, and which release-variant rule gave the verdict."""
    from reducers.grade import Match
    from service.dashboard.routes import _templates

    ev = "SIGSEGV here, without the reported assertion; same pass 'X86 EFLAGS copy lowering'"
    b = bisect_releases([("llvm-16", Outcome.INVALID_INPUT), ("llvm-19", Outcome.REPRODUCES),
                         ("llvm-22", Outcome.CLEAN)], matches={"llvm-19": Match("release-variant", ev)},
                        assertions={"llvm-16": False, "llvm-19": False, "llvm-22": True}).to_json()
    v = {"runs": {"llvm-16": {"outcome": "invalid-input", "reason": "parse error", "wall_s": 0.1, "match": None},
                  "llvm-19": {"outcome": "reproduces", "signature": "signal: SIGSEGV", "wall_s": 0.5,
                              "match": {"grade": "release-variant", "evidence": ev}},
                  "llvm-22": {"outcome": "clean", "reason": "no crash", "wall_s": 0.2, "match": None}},
         "unsupported": {}, "bisection": b}
    html = _templates().get_template("_releases.html").render(v=v)
    row = html[html.index("<code>llvm-19</code>"):html.index("<code>llvm-22</code>")]
    assert 'class="badge g-release-variant"' in row and "(uncontradicted)" in row
    assert "same pass &#39;X86 EFLAGS copy lowering&#39;" in row and ">bad " in row
    assert html.count("—") >= 2  # ungraded runs

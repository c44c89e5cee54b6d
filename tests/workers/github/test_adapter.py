"""GitHubAdapter (real PyGithub over HTTP) against the local GitHub stand-in loaded with corpus issues."""
from __future__ import annotations

import json
import time

import pytest
from github import GithubException

from tests.service.env import CORPUS
from tests.support.github_standin import make_server, violations
from workers.github import GitHubAdapter, is_candidate, parse_issue_ref
from workers.github.ratelimit import WriteLimiter

REPO = "llvm/llvm-project"


@pytest.fixture
def standin():
    s = make_server(corpus=CORPUS, only={200792, 57398, 172049}).start()
    yield s
    s.close()


def adapter(s, **kw):
    kw.setdefault("seconds_between_writes", 1.0)
    return GitHubAdapter(s.url, "reprobot-token", bot_login="reprobot", **kw)


def test_get_issue_dict_has_corpus_shape(standin):
    d = adapter(standin).get_issue_dict(REPO, 200792)
    src = json.loads((CORPUS / "llvm/200792/issue.json").read_text())
    assert d["number"] == 200792 and d["title"] == src["title"] and d["body"] == src["body"]
    assert [c["body"] for c in d["comments"]] == [c["body"] for c in src["comments"]]
    assert [c["user"]["login"] for c in d["comments"]] == [c["user"]["login"] for c in src["comments"]]
    assert {lb["name"] for lb in d["labels"]} == {lb["name"] for lb in src["labels"]}
    assert d["comments_count"] == len(src["comments"])


def test_parse_issue_ref():
    assert parse_issue_ref("llvm/llvm-project#200792") == (REPO, 200792)
    assert parse_issue_ref("https://github.com/llvm/llvm-project/issues/57398") == (REPO, 57398)
    with pytest.raises(ValueError):
        parse_issue_ref("llvm-project 12")


def test_poll_since_and_etag(standin):
    a = adapter(standin, per_page=2)  # 3 issues: two pages, Link rel=next followed
    r1 = a.poll(REPO, state="all")
    assert not r1.not_modified and r1.requests == 2
    assert sorted(i["number"] for i in r1.issues) == [57398, 172049, 200792]
    assert r1.since == max(i["updated_at"] for i in r1.issues)
    # same query, same ETag: 304, nothing transferred
    r2 = a.poll(REPO, state="all", etag=r1.etag)
    assert r2.not_modified and r2.issues == []
    # cursor moved: only the issue updated at/after it
    r3 = a.poll(REPO, state="all", since=r1.since)
    assert [i["number"] for i in r3.issues] == [200792]
    assert a.poll(REPO, state="all", since=r1.since, etag=r3.etag).not_modified
    # a new comment bumps updated_at: the conditional request now returns data
    a.upsert_comment(REPO, 57398, "x <!-- reprobot:v1 repo=llvm/llvm-project issue=57398 -->")
    r4 = a.poll(REPO, state="all", since=r1.since, etag=r3.etag)
    assert not r4.not_modified and 57398 in [i["number"] for i in r4.issues]
    # state filter: corpus issues are closed
    assert a.poll(REPO, state="open").issues == []


def test_upsert_comment_creates_once_then_edits_in_place(standin):
    a = adapter(standin)
    body = "### result\n<!-- reprobot:v1 repo=llvm/llvm-project issue=200792 -->"
    r1 = a.upsert_comment(REPO, 200792, body)
    r2 = a.upsert_comment(REPO, 200792, body)
    r3 = a.upsert_comment(REPO, 200792, body + "\nmore", known_id=r1.comment_id)
    fresh = adapter(standin)  # a restarted process with no memory finds the comment by its marker
    r4 = fresh.upsert_comment(REPO, 200792, body + "\nmore")
    assert (r1.action, r2.action, r3.action, r4.action) == ("created", "unchanged", "updated", "unchanged")
    assert r1.comment_id == r2.comment_id == r3.comment_id == r4.comment_id
    ours = [c for c in standin.comments(REPO, 200792) if "<!-- reprobot:" in c["body"]]
    assert len(ours) == 1 and ours[0]["body"].endswith("more") and ours[0]["user"]["login"] == "reprobot"
    with pytest.raises(ValueError):
        a.upsert_comment(REPO, 200792, "no marker")


def test_marker_in_someone_elses_comment_is_not_ours(standin):
    import httpx
    httpx.post(standin.url + "/_standin/comment", json={"repo": REPO, "number": 57398, "login": "someone",
               "body": "> quoting <!-- reprobot:v1 repo=llvm/llvm-project issue=57398 -->"})
    r = adapter(standin).upsert_comment(REPO, 57398, "mine <!-- reprobot:v1 repo=llvm/llvm-project issue=57398 -->")
    assert r.action == "created"


def test_labels_added_once_and_removed(standin):
    a = adapter(standin)
    assert a.add_labels(REPO, 57398, ["reprobot:reduced", "reprobot:bisected"]) == ["reprobot:reduced", "reprobot:bisected"]
    assert a.add_labels(REPO, 57398, ["reprobot:reduced"], present=["reprobot:reduced"]) == []
    a.remove_label(REPO, 57398, "reprobot:bisected")
    names = [lb["name"] for lb in a.get_issue_dict(REPO, 57398)["labels"]]
    assert "reprobot:reduced" in names and "reprobot:bisected" not in names
    with pytest.raises(GithubException) as e:
        a.remove_label(REPO, 57398, "reprobot:bisected")
    assert e.value.status == 404


def test_writes_need_the_token(standin):
    anon = GitHubAdapter(standin.url, None, retries=0)
    assert anon.get_issue_dict(REPO, 172049)["number"] == 172049  # reads are public
    with pytest.raises(GithubException) as e:
        anon.upsert_comment(REPO, 172049, "x <!-- reprobot:v1 -->")
    assert e.value.status == 401


def test_writes_are_paced_one_second_apart(standin):
    a = adapter(standin, seconds_between_writes=1.0)
    t0 = time.monotonic()
    for i in range(3):
        a.upsert_comment(REPO, 172049, f"v{i} <!-- reprobot:v1 -->")
    assert time.monotonic() - t0 >= 2.0
    log = standin.state.writes
    assert len(log) == 3 and violations(log) == 0


def test_standin_counts_each_kind_of_secondary_limit_violation(standin):
    import threading

    from tests.support.github_standin import violation_kinds

    # two adapters, each paced, writing at the same moment: GitHub wants writes serial, 1 s apart
    start = threading.Barrier(2)

    def write(i):
        a = adapter(standin, seconds_between_writes=1.0)
        start.wait()
        a.upsert_comment(REPO, 172049 if i else 57398, f"w{i} <!-- reprobot:v1 -->")
    ts = [threading.Thread(target=write, args=(i,)) for i in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    kinds = violation_kinds(standin.state.writes, standin.state.max_in_flight)
    assert kinds["interval"] >= 1 and violations(standin.state.writes) >= 1
    synthetic = [{"t": i * 0.5} for i in range(90)]  # 90 writes in 45 s
    k = violation_kinds(synthetic)
    assert k["per_minute"] == 10 and k["interval"] == 89 and k["per_hour"] == 0
    assert violation_kinds([{"t": i * 1.5} for i in range(501)])["per_hour"] == 1
    assert violation_kinds([{"t": 0.0}, {"t": 0.0, "concurrent": True}], 101)["concurrent_writes"] == 1


def test_write_limiter_window_arithmetic():
    now = [0.0]
    slept = []

    def sleep(d):
        slept.append(d)
        now[0] += d
    lim = WriteLimiter(min_interval_s=0.0, per_minute=3, clock=lambda: now[0], sleep=sleep)
    for _ in range(3):
        assert lim.acquire() == 0.0
    assert lim.acquire() == pytest.approx(60.0)  # the 4th write waits for the window
    lim2 = WriteLimiter(min_interval_s=1.0, per_minute=80, clock=lambda: now[0], sleep=sleep)
    lim2.acquire()
    assert lim2.acquire() == pytest.approx(1.0)
    # a write that took 0.7 s: the next one waits a full second from its end, not from its start
    with lim2.write() as waited:
        assert waited == pytest.approx(1.0)
        now[0] += 0.7
    assert lim2.delay() == pytest.approx(1.0)
    now[0] += 0.5
    with lim2.write() as waited:
        assert waited == pytest.approx(0.5)


def test_every_corpus_issue_is_a_candidate():
    files = sorted(CORPUS.glob("*/*/issue.json"))
    assert len(files) >= 20
    missed = [f.parent.name for f in files if not is_candidate(json.loads(f.read_text()))[0]]
    assert missed == []


def test_non_candidates():
    assert is_candidate({"title": "Docs typo", "body": "The manual says foo.", "labels": [{"name": "documentation"}]})[0] is False
    assert is_candidate({"title": "crash", "body": "LLVM ERROR: x", "pull_request": {"url": "u"}})[0] is False
    ok, why = is_candidate({"title": "opt hangs", "body": "```\nAssertion `x' failed.\n```", "labels": []})
    assert ok and "crash output" in why

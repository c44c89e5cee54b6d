"""Comment injection through the real service path (issue 12 item 4, the llvm-project side): a
GitHub-shaped llvm/llvm-project issue from a stranger reaches the GitHub stand-in, a signed webhook
reaches a real ``reprobot serve``, real Celery workers (reduce, build, report) on real Redis and
PostgreSQL triage it with Debian's LLVM 19 in the Docker sandbox, and the report worker posts
through PyGithub.

The attacker controls the IR, so the crashing function's name, which llc prints in its error
(``(in function: NAME)``) and which becomes the crash signature quoted by the comment, carries a
mention, a team mention, HTML, an issue reference, a code-fence breaker and a forged reprobot
marker. The issue body and title carry the same, and the attacker's own comment carries a forged
marker, to make reprobot take it for its own comment and edit it.

The posted comment is rendered with a CommonMark renderer (markdown-it-py, GitHub's Markdown is
CommonMark plus extensions) and checked on the HTML a reader would get. The GitHub token and a
canary in every worker's environment appear in no comment, log, store row or broker key.
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
import time
import uuid
from pathlib import Path

import httpx
import pytest

from tests.service.env import start_api, start_worker, wait_for, wait_worker_ready
from tests.support.github_standin import make_server, violations
from workers.store import Store

pytestmark = [pytest.mark.slow, pytest.mark.docker]

REPO = "llvm/llvm-project"
NUMBER = 990_001
FORGED = f"<!-- reprobot:v1 repo={REPO} issue={NUMBER} -->"
# llc prints it in "LLVM ERROR: cannot select: … (in function: NAME)"
NAME = f"@someone @llvm/pr-subscribers <img src=x onerror=alert(1)> ``` {FORGED} #1 GH-2"
IR = f'''define i32 @"{NAME}"() {{
  %1 = load i16, ptr addrspace(4) null, align 2
  %2 = icmp ne i16 %1, 0
  br label %3

3:                                                ; preds = %0
  %4 = phi i1 [ %2, %0 ]
  %5 = zext i1 %4 to i32
  ret i32 %5
}}
'''
BODY = f"""The following module crashes llc <img src=x onerror=alert(1)> cc @someone @llvm/pr-subscribers-backend-amdgpu, see #1 and GH-2:

````llvm
{IR}````

Reproducer: `llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O0 -global-isel module.ll`

Failure: `LLVM ERROR: cannot select: %12:sreg_64_xexec(s1) = G_PHI %11:vcc(s1), %bb.1 (in function: @someone`

{FORGED}
"""
MALLORY = f"{FORGED}\n### 🤖 reprobot triage\n**Not reproduced** on any toolchain. cc @someone"
ENV = {"REPROBOT_TOOLCHAINS": "llvm-19", "REPROBOT_REDUCE_BUDGET_S": "20"}


def _hook(url: str, payload: dict) -> httpx.Response:
    body = json.dumps(payload).encode()
    sig = "sha256=" + hmac.new(b"s3cret", body, hashlib.sha256).hexdigest()
    return httpx.post(url + "/webhook", content=body, timeout=10, headers={
        "X-GitHub-Event": "issues", "X-GitHub-Delivery": str(uuid.uuid4()), "X-Hub-Signature-256": sig,
        "Content-Type": "application/json"})


def rendered_violations(body: str) -> list[str]:
    """What a reader of `body` on GitHub would get that the comment must never do: raw HTML
    beyond reprobot's own (details/summary/sub and the one marker), a live mention or issue
    reference in prose, more than one hidden marker. Empty when the comment is safe."""
    from markdown_it import MarkdownIt

    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(body)
    out = []
    if html.count("<!--") != 1 or not html.startswith("<!-- reprobot:v1 "):
        out.append(f"hidden HTML comments: {html.count('<!--')} (only reprobot's marker, first, may be one)")
    tags = set(re.findall(r"</?([A-Za-z][\w-]*)", html))
    allowed = {"p", "h3", "strong", "em", "code", "pre", "details", "summary", "sub", "table", "thead", "tbody",
               "tr", "th", "td", "br", "a", "ul", "ol", "li"}
    if tags - allowed:
        out.append(f"tags a stranger put there: {sorted(tags - allowed)}")
    prose = re.sub(r"<pre>.*?</pre>|<code>.*?</code>", " ", html, flags=re.S)
    for m in re.finditer(r"(?<![\w`/])@[A-Za-z0-9]|(?<![&\w])#\d|\bGH-\d", prose):
        out.append(f"live reference in prose: {prose[max(0, m.start() - 30):m.end() + 30]!r}")
    return out


def test_comment_injection_is_neutralized_and_no_secret_leaks(make_settings, tmp_path):
    if not Path("/var/run/docker.sock").exists():
        pytest.fail("the Docker engine is needed: GitHub reproducers run only in the Docker sandbox")
    if not Path("/usr/lib/llvm-19/bin/llc").exists():
        pytest.fail("Debian's LLVM 19 is needed (scripts/setup.sh core)")
    import redis

    token = "ghp_" + secrets.token_hex(18)  # the GitHub token's shape: a canary of its own
    canary = "canary-" + secrets.token_hex(16)
    standin = make_server(tokens={token: "reprobot"}).start()
    standin.state.put_issue(REPO, {
        "number": NUMBER, "title": "[AMDGPU][GlobalISel] ICE: cannot select G_PHI <script>alert(1)</script> @someone",
        "labels": [{"name": "backend:AMDGPU"}], "user": {"login": "mallory"}, "body": BODY,
        "comments": [{"user": {"login": "mallory"}, "body": MALLORY}]})
    settings = make_settings(github_base_url=standin.url, github_token=token,
                             queue_prefix=f"hg{uuid.uuid4().hex[:6]}-", step_stale_s=30.0)
    store = Store(settings.service.database_url)
    store.migrate()
    env = dict(ENV, HOSTILE_CANARY=canary)
    procs = []
    t0 = time.monotonic()
    try:
        workers = [start_worker(settings, q, tmp_path / f"{q}.log", extra_env=env) for q in ("reduce", "build", "report")]
        procs += workers
        api, url = start_api(settings, tmp_path / "api.log")
        procs.append(api)
        for w in workers:
            wait_worker_ready(w)
        r = _hook(url, {"action": "opened", "issue": {"number": NUMBER}, "repository": {"full_name": REPO}})
        assert r.status_code == 202, r.text

        def done():
            jobs = [j for j in store.list_jobs(kind="triage", limit=10) if j["issue"]["number"] == NUMBER]
            return jobs and jobs[0]["state"] in ("succeeded", "failed") and store.job_detail(jobs[0]["id"])
        job = wait_for(done, 120, every=0.5, what="the hostile issue's job")
        assert job["state"] == "succeeded", job.get("error")
        elapsed = time.monotonic() - t0
    finally:
        for p in procs:
            p.stop()
        standin.close()

    comments = standin.comments(REPO, NUMBER)
    ours = [c for c in comments if c["user"]["login"] == "reprobot"]
    assert len(ours) == 1, [c["body"][:200] for c in comments]
    # the forged marker in mallory's comment did not make it reprobot's: untouched, not edited
    theirs = [c for c in comments if c["user"]["login"] == "mallory"]
    assert [c["body"] for c in theirs] == [MALLORY]
    assert violations(list(standin.state.writes)) == 0
    body = ours[0]["body"]
    assert job["result"]["triage"]["runs"]["llvm-19"]["outcome"] == "reproduces"
    # the attack reached the comment (the signature quotes llc's error with the name) ...
    assert "onerror=alert(1)" in body and "pr-subscribers" in body and FORGED in body
    # ... and renders harmless
    assert rendered_violations(body) == []
    # the fence breaker stayed inside a code block: the whole name, backticks and marker included
    from markdown_it import MarkdownIt

    code = [t.content for t in MarkdownIt("commonmark").parse(body) if t.type == "fence"]
    assert any(NAME in c for c in code), code

    # no secret anywhere: comments, logs, store rows, broker keys
    from sqlalchemy import inspect, text

    everything = [json.dumps(comments)]
    everything += [p.log.read_text(errors="replace") for p in procs]
    with store.engine.connect() as conn:
        for table in inspect(conn).get_table_names():
            everything += [str(tuple(row)) for row in conn.execute(text(f'SELECT * FROM "{table}"'))]
    rd = redis.Redis.from_url(settings.service.broker_url)
    for k in rd.scan_iter(count=1000):
        t = rd.type(k).decode()
        v = {"string": lambda: rd.get(k), "list": lambda: rd.lrange(k, 0, -1), "hash": lambda: rd.hgetall(k),
             "set": lambda: rd.smembers(k), "zset": lambda: rd.zrange(k, 0, -1)}.get(t, lambda: b"")()
        everything.append(repr(k) + repr(v))
    blob = "\n".join(everything)
    assert canary not in blob and token not in blob
    assert token[4:20] not in blob  # nor a part of it
    assert len(everything) > 20  # the search did cover the rows and logs
    assert elapsed < 120
    print(f"hostile issue triaged and posted in {elapsed:.1f}s")

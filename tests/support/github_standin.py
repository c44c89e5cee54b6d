"""A local stand-in for the GitHub REST API, for tests and demos (GitHub itself is unreachable).

It answers the calls PyGithub makes for reprobot, with the response shapes of GitHub's REST
docs ("Issues", "Issue comments", "Labels", "Rate limit") and of PyGithub's recorded real
responses (tests/ReplayData/Issue*.txt):

- ``GET  /repos/{o}/{r}``                          repository
- ``GET  /repos/{o}/{r}/issues``                   state, since, sort, direction, labels, per_page,
  page; ``Link`` pagination; ``ETag`` and ``If-None-Match`` → ``304 Not Modified``
- ``GET  /repos/{o}/{r}/issues/{n}``               issue (``ETag``/304 too)
- ``GET  /repos/{o}/{r}/issues/{n}/comments``      comments, paginated
- ``POST /repos/{o}/{r}/issues/{n}/comments``      ``{"body"}`` → 201 + ``Location``
- ``GET|PATCH /repos/{o}/{r}/issues/comments/{id}``
- ``GET|POST /repos/{o}/{r}/issues/{n}/labels``    ``{"labels": [...]}`` or ``[...]``; unknown labels are created
- ``DELETE /repos/{o}/{r}/issues/{n}/labels/{name}``
- ``GET /user``, ``GET /rate_limit``

Writes need ``Authorization: token|Bearer <token>`` (401 otherwise); reads are public. Every
answer carries ``X-RateLimit-*`` headers. Creating or editing a comment bumps the issue's
``updated_at`` and ``comments`` count, as GitHub does.

Test hooks under ``/_standin/``: ``GET /_standin/log`` (every request, the writes with their
start and end times, ``violations`` and ``violation_kinds``: GitHub's documented secondary limits
("Rate limits for the REST API": at most 100 concurrent requests, at most 80 content-creating
requests a minute and 500 an hour; its best practices: writes serially, at least 1 s apart) —
writes closer than 1 s, more than 80 in a minute or 500 in an hour, a write sent while another
was in flight, more than 100 requests in flight),
``POST /_standin/issues`` (add or replace an issue: REST fields plus optional ``comments[]``,
and ``repo``), ``POST /_standin/comment`` (a person comments: ``repo``, ``number``, ``login``, ``body``).

Loaded from the corpus (``DIR/llvm/N/issue.json`` → ``llvm/llvm-project``,
``DIR/triton/N/issue.json`` → ``triton-lang/triton``). Run it alone with
``python -m tests.support.github_standin --port 8765 --corpus /work/shared/corpus [--issues 200792,57398]``.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import re
import threading
import time
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlencode, urlparse

PROJECT_REPOS = {"llvm": "llvm/llvm-project", "triton": "triton-lang/triton"}
DOCS = "https://docs.github.com/rest"


def _now_iso() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _user(login: str, base: str, uid: int | None = None) -> dict[str, Any]:
    uid = uid if uid is not None else int(hashlib.sha1(login.encode()).hexdigest()[:7], 16)
    return {
        "login": login, "id": uid, "node_id": f"MDQ6VXNlcj{uid}", "avatar_url": f"https://avatars.example/u/{uid}",
        "gravatar_id": "", "url": f"{base}/users/{login}", "html_url": f"https://github.com/{login}",
        "type": "Bot" if login.endswith("[bot]") else "User", "user_view_type": "public", "site_admin": False,
    }


class StandinState:
    """All repositories, issues, comments and labels, guarded by one lock."""

    def __init__(self, base_url: str, tokens: dict[str, str]):
        self.base = base_url.rstrip("/")
        self.tokens = tokens  # token -> login
        self.lock = threading.RLock()
        self.issues: dict[str, dict[int, dict[str, Any]]] = {}
        self.comments: dict[str, dict[int, list[dict[str, Any]]]] = {}
        self.comment_index: dict[int, tuple[str, int]] = {}
        self.label_defs: dict[str, dict[str, dict[str, Any]]] = {}
        self.next_comment_id = 3_000_000_000
        self.requests: list[dict[str, Any]] = []
        self.writes: list[dict[str, Any]] = []
        self.in_flight = 0  # requests being answered now
        self.writes_in_flight = 0
        self.max_in_flight = 0
        self.concurrent_writes = 0  # writes that arrived while another write was being answered

    # ---------------------------------------------------------------- loading
    def _label(self, repo: str, name: str) -> dict[str, Any]:
        defs = self.label_defs.setdefault(repo, {})
        if name not in defs:
            lid = int(hashlib.sha1(f"{repo}:{name}".encode()).hexdigest()[:8], 16)
            defs[name] = {"id": lid, "node_id": f"LA_{lid}", "url": f"{self.base}/repos/{repo}/labels/{quote(name)}",
                          "name": name, "color": "ededed", "default": False, "description": None}
        return defs[name]

    def _comment(self, repo: str, number: int, login: str, body: str, created: str) -> dict[str, Any]:
        cid = self.next_comment_id
        self.next_comment_id += 1
        self.comment_index[cid] = (repo, number)
        return {
            "url": f"{self.base}/repos/{repo}/issues/comments/{cid}",
            "html_url": f"https://github.com/{repo}/issues/{number}#issuecomment-{cid}",
            "issue_url": f"{self.base}/repos/{repo}/issues/{number}", "id": cid, "node_id": f"IC_{cid}",
            "user": _user(login, self.base), "created_at": created, "updated_at": created,
            "author_association": "NONE", "body": body,
            "reactions": {"url": f"{self.base}/repos/{repo}/issues/comments/{cid}/reactions", "total_count": 0,
                          "+1": 0, "-1": 0, "laugh": 0, "hooray": 0, "confused": 0, "heart": 0, "rocket": 0,
                          "eyes": 0},
            "performed_via_github_app": None,
        }

    def put_issue(self, repo: str, src: dict[str, Any]) -> dict[str, Any]:
        """Add or replace an issue from a corpus-shaped dict (comments[] optional)."""
        with self.lock:
            number = int(src["number"])
            created = src.get("created_at") or _now_iso()
            comments_src = src.get("comments") if isinstance(src.get("comments"), list) else []
            comments = [self._comment(repo, number, (c.get("user") or {}).get("login", "ghost"), c.get("body") or "",
                                      c.get("created_at") or created) for c in comments_src]
            updated = src.get("updated_at") or max([created] + [c["created_at"] for c in comments])
            iid = int(hashlib.sha1(f"{repo}#{number}".encode()).hexdigest()[:9], 16)
            login = (src.get("user") or {}).get("login", "ghost")
            issue = {
                "url": f"{self.base}/repos/{repo}/issues/{number}",
                "repository_url": f"{self.base}/repos/{repo}",
                "labels_url": f"{self.base}/repos/{repo}/issues/{number}/labels{{/name}}",
                "comments_url": f"{self.base}/repos/{repo}/issues/{number}/comments",
                "events_url": f"{self.base}/repos/{repo}/issues/{number}/events",
                "html_url": src.get("html_url") or f"https://github.com/{repo}/issues/{number}",
                "id": iid, "node_id": f"I_{iid}", "number": number, "title": src.get("title") or "",
                "user": _user(login, self.base),
                "labels": [self._label(repo, lb["name"] if isinstance(lb, dict) else lb) for lb in src.get("labels") or []],
                "state": src.get("state") or "open", "locked": False, "assignee": None, "assignees": [],
                "milestone": None, "comments": len(comments), "created_at": created, "updated_at": updated,
                "closed_at": src.get("closed_at") or (updated if src.get("state") == "closed" else None),
                "author_association": "NONE", "active_lock_reason": None, "body": src.get("body") or "",
                "closed_by": None, "state_reason": "completed" if src.get("state") == "closed" else None,
                "reactions": {"url": f"{self.base}/repos/{repo}/issues/{number}/reactions", "total_count": 0},
                "timeline_url": f"{self.base}/repos/{repo}/issues/{number}/timeline",
                "performed_via_github_app": None,
            }
            self.issues.setdefault(repo, {})[number] = issue
            self.comments.setdefault(repo, {})[number] = comments
            return issue

    def load_corpus(self, corpus: Path, only: set[int] | None = None) -> int:
        n = 0
        for sub, repo in PROJECT_REPOS.items():
            for f in sorted((corpus / sub).glob("*/issue.json")):
                d = json.loads(f.read_text())
                if only and int(d["number"]) not in only:
                    continue
                self.put_issue(repo, d)
                n += 1
        return n

    def touch(self, repo: str, number: int) -> None:
        issue = self.issues[repo][number]
        now = _now_iso()
        issue["updated_at"] = max(now, issue["updated_at"])
        issue["comments"] = len(self.comments[repo][number])


class Handler(BaseHTTPRequestHandler):
    server_version = "github-standin/1.0"
    protocol_version = "HTTP/1.1"
    state: StandinState  # set on the subclass built by `make_server`

    def log_message(self, fmt, *args):  # quiet
        pass

    # ---------------------------------------------------------------- plumbing
    def _send(self, status: int, body: Any = None, headers: dict[str, str] | None = None) -> None:
        raw = b"" if body is None or status == 304 else json.dumps(body).encode()
        self.send_response(status)
        hdrs = {
            "Content-Type": "application/json; charset=utf-8",
            "X-GitHub-Media-Type": "github.v3; format=json",
            "x-github-api-version-selected": "2022-11-28",
            "X-RateLimit-Limit": "5000", "X-RateLimit-Remaining": str(max(0, 5000 - len(self.state.requests))),
            "X-RateLimit-Reset": str(int(time.time()) + 3600), "X-RateLimit-Used": str(len(self.state.requests)),
            "X-RateLimit-Resource": "core", "X-GitHub-Request-Id": hashlib.md5(str(time.time_ns()).encode()).hexdigest()[:20],
            "Content-Length": str(len(raw)),
        }
        hdrs.update(headers or {})
        for k, v in hdrs.items():
            self.send_header(k, v)
        self.end_headers()
        if raw:
            self.wfile.write(raw)

    def _error(self, status: int, message: str) -> None:
        self._send(status, {"message": message, "documentation_url": DOCS, "status": str(status)})

    def _json_body(self) -> Any:
        n = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(n) if n else b""
        return json.loads(raw) if raw else None

    def _login(self) -> str | None:
        auth = self.headers.get("Authorization") or ""
        m = re.match(r"(?i)(?:token|bearer)\s+(\S+)", auth)
        return self.state.tokens.get(m.group(1)) if m else None

    def _with_etag(self, body: Any, extra: dict[str, str] | None = None) -> None:
        etag = 'W/"' + hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest() + '"'
        inm = self.headers.get("If-None-Match")
        headers = {"ETag": etag, "Cache-Control": "private, max-age=60, s-maxage=60",
                   "Vary": "Accept, Authorization, Cookie, X-GitHub-OTP"}
        headers.update(extra or {})
        if inm and inm.strip() == etag:
            self._send(304, None, headers)
        else:
            self._send(200, body, headers)

    def _paginate(self, items: list[Any], q: dict[str, str], path: str) -> tuple[list[Any], dict[str, str]]:
        per_page = max(1, min(100, int(q.get("per_page", 30))))
        page = max(1, int(q.get("page", 1)))
        last = max(1, -(-len(items) // per_page))
        chunk = items[(page - 1) * per_page: page * per_page]
        links = []

        def url(p: int) -> str:
            qq = dict(q, page=str(p), per_page=str(per_page))
            return f"{self.state.base}{path}?{urlencode(qq)}"
        if page < last:
            links += [f'<{url(page + 1)}>; rel="next"', f'<{url(last)}>; rel="last"']
        if page > 1:
            links = [f'<{url(page - 1)}>; rel="prev"', f'<{url(1)}>; rel="first"'] + links
        return chunk, ({"Link": ", ".join(links)} if links else {})

    def _record(self, method: str, path: str) -> dict[str, Any]:
        st = self.state
        with st.lock:
            entry = {"method": method, "path": path, "t": time.time()}
            st.requests.append(entry)
            st.in_flight += 1
            st.max_in_flight = max(st.max_in_flight, st.in_flight)
            if method != "GET" and not path.startswith("/_standin"):
                if st.writes_in_flight:
                    st.concurrent_writes += 1
                    entry["concurrent"] = True
                st.writes_in_flight += 1
                entry["write"] = True
                st.writes.append(entry)
            return entry

    def _done(self, entry: dict[str, Any]) -> None:
        st = self.state
        with st.lock:
            entry["end"] = time.time()
            st.in_flight -= 1
            if entry.get("write"):
                st.writes_in_flight -= 1

    # ---------------------------------------------------------------- dispatch
    def do_GET(self):
        self._dispatch("GET")

    def do_POST(self):
        self._dispatch("POST")

    def do_PATCH(self):
        self._dispatch("PATCH")

    def do_DELETE(self):
        self._dispatch("DELETE")

    def _dispatch(self, method: str) -> None:
        u = urlparse(self.path)
        path = u.path.rstrip("/") or "/"
        entry = self._record(method, path)
        try:
            self._answer(method, path, u)
        finally:
            self._done(entry)

    def _answer(self, method: str, path: str, u: Any) -> None:
        q = {k: v[-1] for k, v in parse_qs(u.query).items()}
        try:
            body = self._json_body() if method in ("POST", "PATCH") else None
        except ValueError:
            return self._error(400, "Problems parsing JSON")
        if method != "GET" and not path.startswith("/_standin") and self._login() is None:
            return self._error(401, "Requires authentication")
        st = self.state
        with st.lock:
            if path.startswith("/_standin/"):
                return self._control(method, path, q, body)
            if path == "/user" and method == "GET":
                login = self._login()
                return self._send(200, _user(login, st.base)) if login else self._error(401, "Requires authentication")
            if path == "/rate_limit":
                core = {"limit": 5000, "remaining": 5000 - len(st.requests), "reset": int(time.time()) + 3600,
                        "used": len(st.requests), "resource": "core"}
                return self._send(200, {"resources": {"core": core}, "rate": core})
            m = re.match(r"^/repos/([^/]+)/([^/]+)(/.*)?$", path)
            if not m:
                return self._error(404, "Not Found")
            repo, rest = f"{m.group(1)}/{m.group(2)}", m.group(3) or ""
            if repo not in st.issues:
                return self._error(404, "Not Found")
            return self._repo_route(method, repo, rest, q, body, path)

    def _repo_route(self, method, repo, rest, q, body, path):
        st = self.state
        if rest == "" and method == "GET":
            owner, name = repo.split("/")
            rid = int(hashlib.sha1(repo.encode()).hexdigest()[:7], 16)
            return self._send(200, {
                "id": rid, "node_id": f"R_{rid}", "name": name, "full_name": repo, "private": False,
                "owner": _user(owner, st.base), "html_url": f"https://github.com/{repo}", "url": f"{st.base}/repos/{repo}",
                "issues_url": f"{st.base}/repos/{repo}/issues{{/number}}", "has_issues": True,
                "default_branch": "main", "open_issues_count": sum(1 for i in st.issues[repo].values() if i["state"] == "open"),
            })
        if rest == "/issues" and method == "GET":
            items = list(st.issues[repo].values())
            state = q.get("state", "open")
            if state != "all":
                items = [i for i in items if i["state"] == state]
            if q.get("since"):
                items = [i for i in items if i["updated_at"] >= q["since"]]
            if q.get("labels"):
                want = {x.strip() for x in q["labels"].split(",") if x.strip()}
                items = [i for i in items if want <= {lb["name"] for lb in i["labels"]}]
            key = {"created": "created_at", "updated": "updated_at", "comments": "comments"}.get(q.get("sort", "created"), "created_at")
            items.sort(key=lambda i: (i[key], i["number"]), reverse=q.get("direction", "desc") == "desc")
            chunk, link = self._paginate(items, q, f"/repos/{repo}/issues")
            return self._with_etag(chunk, link)
        m = re.match(r"^/issues/(\d+)(/.*)?$", rest)
        if m and not rest.startswith("/issues/comments"):
            number, sub = int(m.group(1)), m.group(2) or ""
            issue = st.issues[repo].get(number)
            if issue is None:
                return self._error(404, "Not Found")
            if sub == "" and method == "GET":
                return self._with_etag(issue)
            if sub == "/comments" and method == "GET":
                items = st.comments[repo][number]
                if q.get("since"):
                    items = [c for c in items if c["updated_at"] >= q["since"]]
                chunk, link = self._paginate(items, q, f"/repos/{repo}/issues/{number}/comments")
                return self._with_etag(chunk, link)
            if sub == "/comments" and method == "POST":
                if not isinstance(body, dict) or not isinstance(body.get("body"), str):
                    return self._error(422, "Invalid request.\n\n\"body\" wasn't supplied.")
                c = st._comment(repo, number, self._login(), body["body"], _now_iso())
                st.comments[repo][number].append(c)
                st.touch(repo, number)
                return self._send(201, c, {"Location": c["url"]})
            if sub == "/labels" and method == "GET":
                return self._send(200, issue["labels"])
            if sub == "/labels" and method == "POST":
                names = body.get("labels") if isinstance(body, dict) else body
                if not isinstance(names, list):
                    return self._error(422, "Invalid request.")
                have = {lb["name"] for lb in issue["labels"]}
                for n in names:
                    n = n["name"] if isinstance(n, dict) else str(n)
                    if n not in have:
                        issue["labels"].append(st._label(repo, n))
                        have.add(n)
                st.touch(repo, number)
                return self._send(200, issue["labels"])
            m2 = re.match(r"^/labels/(.+)$", sub)
            if m2 and method == "DELETE":
                name = unquote(m2.group(1))
                before = len(issue["labels"])
                issue["labels"] = [lb for lb in issue["labels"] if lb["name"] != name]
                if len(issue["labels"]) == before:
                    return self._error(404, "Label does not exist")
                st.touch(repo, number)
                return self._send(200, issue["labels"])
            return self._error(404, "Not Found")
        m = re.match(r"^/issues/comments/(\d+)$", rest)
        if m:
            cid = int(m.group(1))
            where = st.comment_index.get(cid)
            if where is None or where[0] != repo:
                return self._error(404, "Not Found")
            c = next((c for c in st.comments[repo][where[1]] if c["id"] == cid), None)
            if c is None:
                return self._error(404, "Not Found")
            if method == "GET":
                return self._with_etag(c)
            if method == "PATCH":
                if not isinstance(body, dict) or not isinstance(body.get("body"), str):
                    return self._error(422, "Invalid request.")
                if c["user"]["login"] != self._login():
                    return self._error(403, "Must have admin rights to Repository.")
                c["body"] = body["body"]
                c["updated_at"] = _now_iso()
                st.touch(repo, where[1])
                return self._send(200, c)
        return self._error(404, "Not Found")

    def _control(self, method, path, q, body):
        st = self.state
        if path == "/_standin/log" and method == "GET":
            return self._send(200, {"requests": st.requests, "writes": st.writes, "violations": violations(st.writes),
                                    "violation_kinds": violation_kinds(st.writes, st.max_in_flight),
                                    "max_in_flight": st.max_in_flight})
        if path == "/_standin/issues" and method == "POST":
            issue = st.put_issue(body.pop("repo"), body)
            return self._send(201, issue)
        if path == "/_standin/comment" and method == "POST":
            repo, number = body["repo"], int(body["number"])
            c = st._comment(repo, number, body["login"], body["body"], _now_iso())
            st.comments[repo][number].append(c)
            st.touch(repo, number)
            return self._send(201, c)
        return self._error(404, "Not Found")


def violation_kinds(writes: list[dict[str, Any]], max_in_flight: int = 0, min_interval_s: float = 1.0,
                    per_minute: int = 80, per_hour: int = 500, max_concurrent: int = 100) -> dict[str, int]:
    """GitHub's secondary limits broken by `writes` (entries with ``t``, the arrival time in
    seconds, and ``concurrent`` when another write was in flight): ``interval`` (closer than
    `min_interval_s` to the previous write; 20 ms tolerance for clock granularity), ``per_minute``
    (beyond `per_minute` within 60 s), ``per_hour`` (beyond `per_hour` within 3600 s),
    ``concurrent_writes`` (not serial), ``concurrent_requests`` (`max_in_flight` above
    `max_concurrent`: 1 when so)."""
    ts = sorted(w["t"] for w in writes)
    out = {"interval": 0, "per_minute": 0, "per_hour": 0,
           "concurrent_writes": sum(1 for w in writes if w.get("concurrent")),
           "concurrent_requests": int(max_in_flight > max_concurrent)}
    for i, t in enumerate(ts):
        if i and t - ts[i - 1] < min_interval_s - 0.02:
            out["interval"] += 1
        if i >= per_minute and t - ts[i - per_minute] < 60.0:
            out["per_minute"] += 1
        if i >= per_hour and t - ts[i - per_hour] < 3600.0:
            out["per_hour"] += 1
    return out


def violations(writes: list[dict[str, Any]], min_interval_s: float = 1.0, per_minute: int = 80) -> int:
    """How many times `writes` broke GitHub's secondary limits (`violation_kinds`, summed)."""
    return sum(violation_kinds(writes, min_interval_s=min_interval_s, per_minute=per_minute).values())


class Standin:
    """A running stand-in: `url` (REST root), `state`; `close()` stops it."""

    def __init__(self, server: ThreadingHTTPServer, state: StandinState):
        self.server, self.state = server, state
        self.url = state.base
        self.thread = threading.Thread(target=server.serve_forever, name="github-standin", daemon=True)

    def start(self) -> "Standin":
        self.thread.start()
        return self

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def comments(self, repo: str, number: int) -> list[dict[str, Any]]:
        with self.state.lock:
            return [dict(c) for c in self.state.comments.get(repo, {}).get(number, [])]

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def make_server(host: str = "127.0.0.1", port: int = 0, *, tokens: dict[str, str] | None = None,
                corpus: Path | None = None, only: set[int] | None = None) -> Standin:
    """Build (not start) a stand-in on host:port (0 = any free port)."""
    handler = type("BoundHandler", (Handler,), {})
    server = ThreadingHTTPServer((host, port), handler)
    server.daemon_threads = True
    state = StandinState(f"http://{host}:{server.server_address[1]}", tokens or {"reprobot-token": "reprobot"})
    handler.state = state
    if corpus:
        state.load_corpus(Path(corpus), only)
    return Standin(server, state)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8765)
    ap.add_argument("--corpus", type=Path, help="corpus directory (llvm/, triton/)")
    ap.add_argument("--issues", default="", help="comma-separated issue numbers to load (default: all)")
    ap.add_argument("--token", action="append", default=[], help="TOKEN:LOGIN accepted for writes (repeatable)")
    a = ap.parse_args(argv)
    tokens = dict(t.split(":", 1) for t in a.token) or {"reprobot-token": "reprobot"}
    only = {int(x) for x in a.issues.split(",") if x.strip()} or None
    s = make_server(a.host, a.port, tokens=tokens, corpus=a.corpus, only=only)
    print(f"github stand-in on {s.url} ({sum(len(v) for v in s.state.issues.values())} issues)", flush=True)
    try:
        s.server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()

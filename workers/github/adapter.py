"""GitHub through PyGithub, with a configurable base URL (api.github.com, GHES, or a stand-in).

`GitHubAdapter(base_url, token)` reads issues in the corpus shape (REST issue fields plus
``comments[]`` as the comments endpoint returns them), polls a repository's issues updated
since a cursor with a conditional request (``If-None-Match`` → ``304 Not Modified`` costs no
rate limit), keeps exactly one reprobot comment per issue (found by its hidden marker
``<!-- reprobot:``, created once, then edited in place), and adds labels.

REST calls used (GitHub REST docs, "Issues" and "Issue comments"):
``GET /repos/{o}/{r}/issues?state&since&sort=updated&direction=asc&per_page`` (paginated with
``Link: <…>; rel="next"``), ``GET /repos/{o}/{r}/issues/{n}``,
``GET /repos/{o}/{r}/issues/{n}/comments``, ``POST /repos/{o}/{r}/issues/{n}/comments``,
``PATCH /repos/{o}/{r}/issues/comments/{id}``, ``POST /repos/{o}/{r}/issues/{n}/labels``.

Writes are paced by `WriteLimiter` (>= 1 s apart, <= 80 a minute). The token is only held
here; construct the adapter only in the process that posts (the report worker).
"""
from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any

import github
from github import Auth, Github, GithubException

from workers.extract.text import BOT_MARKER
from workers.github.ratelimit import WriteLimiter

MARKER_PREFIX = BOT_MARKER  # one marker for the writer and for extraction, which skips it
_LINK_NEXT = re.compile(r'<([^<>]+)>;\s*rel="next"')
_ISSUE_URL = re.compile(r"^(?:https?://[^/]+/)?(?:repos/)?([\w.-]+)/([\w.-]+)/(?:issues|pull)/(\d+)/?$")
_ISSUE_REF = re.compile(r"^([\w.-]+)/([\w.-]+)#(\d+)$")


def parse_issue_ref(ref: str) -> tuple[str, int]:
    """``owner/repo#N`` or ``https://github.com/owner/repo/issues/N`` -> (``owner/repo``, N).
    Raises ValueError on anything else."""
    ref = ref.strip()
    m = _ISSUE_REF.match(ref) or _ISSUE_URL.match(ref)
    if not m:
        raise ValueError(f"not an issue reference: {ref!r} (want owner/repo#N or an issue URL)")
    return f"{m.group(1)}/{m.group(2)}", int(m.group(3))


def body_hash(body: str) -> str:
    return hashlib.sha256(body.encode()).hexdigest()


@dataclass
class PollResult:
    """One poll of a repository. not_modified: GitHub answered 304 to our ETag (nothing new).
    issues: REST issue dicts updated since the cursor (pull requests dropped), oldest update first.
    etag: validator of the first page of *this* query (the `since` that was sent): send it back
    only with the same `since`, since GitHub's ETag covers the whole URL. since: the new cursor
    (max ``updated_at`` seen, ISO 8601), unchanged when nothing came back. `GitHub answers
    ``since`` inclusively, so the newest issue comes back once more on the next poll.`"""

    not_modified: bool
    issues: list[dict[str, Any]] = field(default_factory=list)
    etag: str = ""
    since: str = ""
    requests: int = 0


@dataclass
class UpsertResult:
    """action: ``created`` | ``updated`` | ``unchanged``; comment_id: the marker comment's id."""

    action: str
    comment_id: int
    body_hash: str


class GitHubAdapter:
    """PyGithub wrapper. base_url: REST root (``https://api.github.com``, ``http://127.0.0.1:N``);
    token: a token (None reads anonymously); bot_login: the login the token belongs to, used to
    recognise reprobot's own comment (empty: any comment with the marker counts).
    seconds_between_writes / writes_per_minute: GitHub's secondary limits (see `WriteLimiter`).
    Errors: `github.GithubException` and subclasses (RateLimitExceededException, …) pass through."""

    def __init__(self, base_url: str, token: str | None, *, bot_login: str = "", seconds_between_writes: float = 1.0,
                 writes_per_minute: int = 80, seconds_between_requests: float | None = None, timeout: int = 30,
                 per_page: int = 100, retries: int = 3):
        self.base_url = base_url.rstrip("/")
        self.bot_login = bot_login
        self.per_page = per_page
        self.limiter = WriteLimiter(seconds_between_writes, writes_per_minute)
        self._gh = Github(base_url=self.base_url, auth=Auth.Token(token) if token else None, timeout=timeout,
                          per_page=per_page, seconds_between_requests=seconds_between_requests,
                          seconds_between_writes=None, retry=github.GithubRetry(total=retries), lazy=True)
        self.writes = 0  # content-creating requests sent by this adapter

    @property
    def requester(self):
        return self._gh.requester

    def close(self) -> None:
        self._gh.close()

    def _repo(self, repo: str):
        return self._gh.get_repo(repo)  # lazy: the Github object was built with lazy=True

    # ------------------------------------------------------------ reading
    def get_issue_dict(self, repo: str, number: int) -> dict[str, Any]:
        """The issue as the corpus holds it: the REST issue object, with ``comments`` replaced by
        the list of comment objects (``comments_count`` keeps GitHub's count)."""
        issue = self._repo(repo).get_issue(number)
        raw = dict(issue.raw_data)
        comments = [dict(c.raw_data) for c in issue.get_comments()]
        raw["comments_count"] = raw.get("comments", len(comments))
        raw["comments"] = comments
        raw.setdefault("repository", {"full_name": repo})
        return raw

    def list_comments(self, repo: str, number: int) -> list[dict[str, Any]]:
        return [dict(c.raw_data) for c in self._repo(repo).get_issue(number).get_comments()]

    def poll(self, repo: str, *, since: str = "", etag: str = "", state: str = "open") -> PollResult:
        """Issues of `repo` updated at or after `since` (all when empty), as one conditional request
        for the first page (``If-None-Match: etag``) and plain requests for the following pages."""
        params: dict[str, Any] = {"state": state, "sort": "updated", "direction": "asc", "per_page": self.per_page}
        if since:
            params["since"] = since
        headers = {"If-None-Match": etag} if etag else None
        url = f"/repos/{repo}/issues"
        resp_headers, data = self.requester.requestJsonAndCheck("GET", url, params, headers)
        hdrs = {k.lower(): v for k, v in resp_headers.items()}
        if data is None:  # 304 Not Modified: empty body
            return PollResult(True, etag=hdrs.get("etag", etag), since=since, requests=1)
        pages = [data]
        requests = 1
        nxt = _LINK_NEXT.search(hdrs.get("link", ""))
        while nxt:
            h2, more = self.requester.requestJsonAndCheck("GET", nxt.group(1))
            requests += 1
            pages.append(more or [])
            nxt = _LINK_NEXT.search({k.lower(): v for k, v in h2.items()}.get("link", ""))
        issues = [i for page in pages for i in page if isinstance(i, dict) and not i.get("pull_request")]
        new_since = max([since] + [i.get("updated_at") or "" for i in issues])
        return PollResult(False, issues, etag=hdrs.get("etag", ""), since=new_since, requests=requests)

    # ------------------------------------------------------------ the one comment
    def _is_ours(self, c: dict[str, Any]) -> bool:
        if MARKER_PREFIX not in (c.get("body") or ""):
            return False
        return not self.bot_login or (c.get("user") or {}).get("login") == self.bot_login

    def find_marker_comment(self, repo: str, number: int) -> dict[str, Any] | None:
        """reprobot's comment on the issue (the first one carrying the marker), or None."""
        for c in self.list_comments(repo, number):
            if self._is_ours(c):
                return c
        return None

    def upsert_comment(self, repo: str, number: int, body: str, *, known_id: int | None = None) -> UpsertResult:
        """Create reprobot's comment, or edit it in place when the marker comment exists; no write
        when its body is already `body`. `body` must contain the marker. `known_id` (the id the
        store remembers) is tried first; the marker search covers a lost or stale id."""
        if MARKER_PREFIX not in body:
            raise ValueError("comment body lacks the hidden reprobot marker")
        h = body_hash(body)
        existing = None
        if known_id:
            try:
                _, c = self.requester.requestJsonAndCheck("GET", f"/repos/{repo}/issues/comments/{known_id}")
                if isinstance(c, dict) and self._is_ours(c):
                    existing = c
            except GithubException as e:
                if e.status != 404:
                    raise
        if existing is None:
            existing = self.find_marker_comment(repo, number)
        if existing is not None:
            if (existing.get("body") or "") == body:
                return UpsertResult("unchanged", int(existing["id"]), h)
            with self.limiter.write():
                self.writes += 1
                _, c = self.requester.requestJsonAndCheck("PATCH", f"/repos/{repo}/issues/comments/{existing['id']}",
                                                          input={"body": body})
            return UpsertResult("updated", int(c["id"]), h)
        with self.limiter.write():
            self.writes += 1
            _, c = self.requester.requestJsonAndCheck("POST", f"/repos/{repo}/issues/{number}/comments",
                                                      input={"body": body})
        return UpsertResult("created", int(c["id"]), h)

    def add_labels(self, repo: str, number: int, labels: list[str], *, present: list[str] | None = None) -> list[str]:
        """Add `labels` missing from `present` (the issue's label names when known); returns those added."""
        missing = [lb for lb in labels if lb not in set(present or [])]
        if not missing:
            return []
        with self.limiter.write():
            self.writes += 1
            self.requester.requestJsonAndCheck("POST", f"/repos/{repo}/issues/{number}/labels",
                                               input={"labels": missing})
        return missing

    def remove_label(self, repo: str, number: int, label: str) -> None:
        """``DELETE /repos/{o}/{r}/issues/{n}/labels/{name}``; GithubException(404) when absent."""
        from urllib.parse import quote

        with self.limiter.write():
            self.writes += 1
            self.requester.requestJsonAndCheck("DELETE",
                                               f"/repos/{repo}/issues/{number}/labels/{quote(label, safe='')}")

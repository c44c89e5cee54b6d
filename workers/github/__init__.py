"""GitHub adapter (PyGithub): reading issues, polling, the one reprobot comment, labels."""
from workers.github.adapter import GitHubAdapter, PollResult, UpsertResult, parse_issue_ref
from workers.github.candidates import is_candidate

__all__ = ["GitHubAdapter", "PollResult", "UpsertResult", "parse_issue_ref", "is_candidate"]

"""The pipeline in-process on real corpus issues and real LLVM."""
from __future__ import annotations

from reducers.outcome import Outcome
from tests.conftest import load_issue
from workers.pipeline import TriageError, commit_range, issue_ref, triage
from workers.settings import Settings


def test_triage_without_reduction_keeps_the_contract(corpus):
    s = Settings(pipeline={"reduce": False, "toolchains": ["llvm-14", "llvm-15", "llvm-16"]})
    res = triage(load_issue(corpus, "llvm", "54274"), s)
    d = res.result()
    assert d["issue"]["repo"] == "llvm/llvm-project" and d["issue"]["number"] == 54274
    assert list(d["runs"]) == ["llvm-14", "llvm-15", "llvm-16"]
    assert res.runs["llvm-14"].outcome == Outcome.REPRODUCES and res.runs["llvm-15"].outcome == Outcome.CLEAN
    assert d["bisection"]["first_bad"] == "llvm-14" and d["bisection"]["fixed_in"] == "llvm-15"
    assert d["reduction"] is None and d["comment"].startswith("<!-- reprobot:v1 repo=llvm/llvm-project issue=54274")
    assert "-disable-promote-alloca-to-lds" in d["primary"]["args"]  # from the title


def test_not_an_issue_is_a_clear_error():
    import pytest

    with pytest.raises(TriageError):
        triage({"foo": 1}, Settings(pipeline={"reduce": False}))


def test_issue_ref_and_commit_range():
    assert issue_ref({"html_url": "https://github.com/llvm/llvm-project/issues/5"}) == ("llvm/llvm-project", 5)
    s = Settings()
    assert commit_range({"last_good": "llvm-15", "first_bad": "llvm-16"}, s) == ("llvmorg-15.0.0", "llvmorg-16.0.0")
    assert commit_range({"last_good": None, "first_bad": "llvm-13"}, s) is None
    assert commit_range({"last_good": "llvm-19", "first_bad": "llvm-22"}, s) is None  # llvmlite is not a tag


def test_jobs_from_github_refuse_the_local_sandbox(corpus):
    import pytest

    from workers.sandbox.policy import SandboxPolicyError

    with pytest.raises(SandboxPolicyError):
        triage(load_issue(corpus, "llvm", "57398"), Settings(pipeline={"reduce": False}, sandbox={"kind": "local"}), source="github")


@__import__("pytest").mark.docker
def test_job_from_github_runs_in_the_docker_sandbox(corpus):
    import pytest

    from workers.sandbox.docker import DockerSandbox

    if not DockerSandbox().available():
        pytest.skip("Docker or the runner image is not available")
    s = Settings(pipeline={"reduce": True, "reduce_budget_s": 120, "toolchains": ["llvm-15", "llvm-16", "llvm-19"]},
                 sandbox={"kind": "auto"})
    res = triage(load_issue(corpus, "llvm", "57398"), s, source="github")
    assert "llvm-22" not in res.runs  # llvmlite's LLVM cannot run in the container
    assert res.runs["llvm-16"].outcome == Outcome.REPRODUCES and res.runs["llvm-19"].outcome == Outcome.OTHER_FAILURE
    assert res.reduction is not None and res.reduction.verified  # the whole reduction ran in one container
    assert res.reduction.after.instructions < res.reduction.before.instructions

"""Candidates by what can be run (`workers.jobs.candidates.assess`), on real issue texts, and
intake on real PostgreSQL, Redis and the GitHub stand-in: a non-candidate is stored with its
reason and gets no job unless an allowed user's command forces one."""
from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path

import pytest

_ROOT = Path(__file__).resolve().parents[3]
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

from tests.service.env import make_settings, pg_url, redis_env  # noqa: E402,F401  (fixtures)
from workers.jobs.candidates import PRIORITY_EVIDENCE, PRIORITY_PLAIN, assess  # noqa: E402

BENCH = _ROOT / "bench" / "corpus"
LLVM, TRITON = "llvm/llvm-project", "triton-lang/triton"


def issue(project: str, n: int) -> dict:
    return json.loads((BENCH / project / str(n) / "issue.json").read_text())


def test_amdgpu_global_isel_report_without_crash_words_is_a_candidate():
    # "AMDGPU global-isel doesn't legalize @llvm.amdgcn.if": `Command: llc -global-isel reduced.ll`,
    # an amdgcn IR block, a MIR dump; no crash word, no crash label
    a = assess(issue("llvm", 114819), LLVM)
    assert a.candidate and a.project == "llvm", a
    assert "llc -global-isel" in a.reason and a.priority == PRIORITY_PLAIN and a.evidence == ""


def test_triton_segfault_question_with_kernel_and_launch_is_a_candidate():
    # "Why does the code below give me segmentation faults?" above a @triton.jit kernel and its launch
    a = assess(issue("triton", 4315), TRITON)
    assert a.candidate and a.project == "triton", a
    assert "with its launch" in a.runnable[0]


def test_kernel_without_launch_is_a_candidate():
    body = ("Compiling this fails:\n```python\nimport triton\nimport triton.language as tl\n\n@triton.jit\n"
            "def k(x_ptr, BLOCK: tl.constexpr):\n    o = tl.arange(0, BLOCK)\n    tl.store(x_ptr + o, o)\n```\n")
    a = assess({"title": "question", "body": body}, TRITON)
    assert a.candidate and "without a launch" in a.runnable[0]


def test_triton_opt_module_is_a_candidate():
    # triton#11542: a TTGIR module and `triton-opt ... --tritongpu-global-scratch-memory-allocation`
    a = assess(issue("triton", 11542), TRITON)
    assert a.candidate and "module for triton-opt (tritongpu-global-scratch-memory-allocation)" in a.runnable[0], a
    # triton#10284: its only module is printed inside crash output: not a reproducer
    assert not assess(issue("triton", 10284), TRITON).candidate


def test_crash_words_without_anything_runnable_are_not_a_candidate():
    # a real report whose reproducer is only behind a link: crash words order, they do not decide
    a = assess(issue("llvm", 102981), LLVM)
    assert not a.candidate and a.reason.startswith("nothing runnable")
    assert a.evidence and a.priority == PRIORITY_EVIDENCE
    t = assess({"title": "Segfault", "body": "Segmentation fault (core dumped) when I run my model."}, TRITON)
    assert not t.candidate and "no @triton.jit kernel" in t.reason


def test_bare_ir_without_command_or_target_is_not_a_candidate_but_with_a_triple_it_is():
    ir = "define i32 @f(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
    a = assess({"title": "question about add", "body": f"```llvm\n{ir}```\n"}, LLVM)
    assert not a.candidate and "neither a command nor a target" in a.reason
    b = assess({"title": "question about add", "body": f"```llvm\ntarget triple = \"amdgcn-amd-amdhsa\"\n{ir}```\n"},
               LLVM)
    assert b.candidate, b
    c = assess({"title": "x", "body": f"```llvm\n{ir}```\nRun `opt -passes=instcombine t.ll`"}, LLVM)
    assert c.candidate and "opt" in c.reason


def test_ir_with_an_opt_pass_named_in_the_title_is_a_candidate_118798():
    """llvm#118798 (fresh10): target-less IR and "[InstCombine] hang" in the title; the pipeline
    runs it as `opt -passes=instcombine` (the CLI reproduced it on LLVM 19) and intake must not
    turn it away as "neither a command nor a target": IR passes need no target."""
    issue = json.loads((_ROOT / "bench/corpus/llvm/118798/issue.json").read_text())
    a = assess(issue, LLVM)
    assert a.candidate and "opt -passes=instcombine" in a.reason, a


def test_mlir_with_a_pass_the_prose_names_is_a_candidate_134516():
    """llvm#134516 (mlir62): an MLIR function and "raises the following error when running
    `--canonicalize`": the CLI runs it as `mlir-opt --canonicalize` (Debian 19 clean, the others
    unable to read it); intake took it for IR with neither a command nor a target and ran nothing.
    An mlir-opt pass, like an opt one, needs no target; MLIR with no pass named stays weak."""
    issue = json.loads((_ROOT / "bench/corpus/llvm/134516/issue.json").read_text())
    a = assess(issue, LLVM)
    assert a.candidate and "mlir-opt pass the issue names" in a.reason, a
    body = issue["body"].replace("when running `--canonicalize`", "in our pipeline")
    b = assess(dict(issue, body=body, title="[mlir][vector] vector.extract with an index"), LLVM)
    assert not b.candidate, b


def test_pull_requests_are_never_candidates():
    d = dict(issue("llvm", 114819), pull_request={"url": "u"})
    assert assess(d, LLVM).candidate is False and assess(d, LLVM).reason == "pull request"


def test_hostile_text_never_raises():
    for body in ("```llvm\n" + "define " * 5000, "```python\n@triton.jit\ndef (((\n```", "\x00" * 100):
        assess({"title": "t", "body": body}, LLVM)
        assess({"title": "t", "body": body}, TRITON)


@pytest.fixture
def intake_env(make_settings):
    from tests.support.github_standin import make_server
    from workers.celery_app import create_celery
    from workers.store import Store

    standin = make_server().start()
    standin.state.put_issue(LLVM, issue("llvm", 114819))
    standin.state.put_issue(LLVM, issue("llvm", 102981))
    standin.state.put_issue(TRITON, issue("triton", 4315))
    settings = make_settings(github_base_url=standin.url, queue_prefix=f"cand{uuid.uuid4().hex[:6]}-",
                             repos=[LLVM, TRITON])
    store = Store(settings.service.database_url)
    store.migrate()
    app = create_celery(settings)
    app.test_settings, app.test_standin = settings, standin
    yield app, store
    standin.close()
    store.dispose()
    import redis
    r = redis.Redis.from_url(settings.service.broker_url)
    for k in r.scan_iter(f"{settings.service.queue_prefix}*"):  # the enqueued first steps
        r.delete(k)


def test_intake_stores_reasons_and_a_command_forces_a_non_candidate(intake_env):
    from workers.jobs.intake import intake

    app, store = intake_env
    yes = intake(app, LLVM, 114819, "poll")
    assert yes["candidate"] and yes["created"] and store.get_job(yes["job"]).plan[0] == "extract"
    no = intake(app, LLVM, 102981, "poll")
    assert no["candidate"] is False and "job" not in no
    row = store.get_issue(LLVM, 102981)
    assert row.candidate is False and row.candidate_reason.startswith("nothing runnable")
    assert store.jobs_for_issue(row.id) == []
    seg = intake(app, TRITON, 4315, "poll")  # "Why does the code below give me segmentation faults?"
    assert seg["candidate"] and seg["created"], seg
    again = intake(app, LLVM, 114819, "webhook")  # same content: the same job, nothing new
    assert again["job"] == yes["job"] and again["created"] is False
    forced = intake(app, LLVM, 102981, "webhook", command="reduce", user="maintainer")
    assert forced["created"] and forced["forced"] is True
    assert store.get_job(forced["job"]).trigger == "command:reduce"


def test_intake_bounds_parsing_and_stores_the_timeout_as_the_reason(intake_env):
    # text that parsing cannot finish within `pipeline.extract_timeout_s` (here a bound far below
    # what a real issue takes) makes a non-candidate with the reason, not a stuck report worker
    from workers.jobs.intake import intake

    app, store = intake_env
    n = 600000 + uuid.uuid4().int % 100000
    app.test_standin.state.put_issue(LLVM, dict(issue("llvm", 114819), number=n))
    full = app.reprobot_settings
    app.reprobot_settings = full.override(pipeline={"extract_timeout_s": 1e-4})
    try:
        out = intake(app, LLVM, n, "poll")
    finally:
        app.reprobot_settings = full
    assert out["candidate"] is False and "job" not in out
    row = store.get_issue(LLVM, n)
    assert row.candidate is False
    assert row.candidate_reason.startswith("extraction failed: ExtractionTimeout: parsing the issue's text ran past")
    # nothing is lost: a maintainer's retry parses it again under the configured bound
    again = intake(app, LLVM, n, "webhook", command="retry", user="maintainer")
    assert again["candidate"] is True and again["created"]


def test_crash_labels_only_move_an_issue_ahead_in_the_queue(intake_env):
    import json as _json

    import redis

    from workers.jobs.intake import intake

    app, store = intake_env
    n = 700000 + uuid.uuid4().int % 100000  # new numbers: the module's database keeps earlier jobs
    app.test_standin.state.put_issue(LLVM, dict(issue("llvm", 114819), number=n))
    app.test_standin.state.put_issue(LLVM, dict(issue("llvm", 54339), number=n + 1))  # labelled llvm:crash
    plain = intake(app, LLVM, n, "poll")["job"]
    labelled = intake(app, LLVM, n + 1, "poll")["job"]
    s = app.test_settings.service
    r = redis.Redis.from_url(s.broker_url)
    base = f"{s.queue_prefix}{s.queue('reduce')}"

    def jobs_in(key):
        return [_json.loads(__import__("base64").b64decode(_json.loads(m)["body"]))[0][0] for m in r.lrange(key, 0, -1)]
    # kombu's Redis transport keeps one list per priority step: ``queue:4`` is taken before ``queue:5``
    assert labelled in jobs_in(f"{base}:{PRIORITY_EVIDENCE}") and plain in jobs_in(f"{base}:{PRIORITY_PLAIN}")


def test_bare_ir_with_crash_output_is_tried_with_the_default_command_as_the_cli_does_88647():
    """llvm#88647 (fresh18): target-less IR, the command behind a cut godbolt link, and the
    reporter's "LLVM ERROR: Error while trying to spill X19": `reprobot triage` runs it with the
    default llc, so the bot takes it too (it was turned away, and the two paths differed)."""
    issue = json.loads((_ROOT / "bench/corpus/llvm/88647/issue.json").read_text())
    a = assess(issue, LLVM)
    assert a.candidate and "default command" in a.reason and a.evidence, a


def test_a_failed_assert_in_words_is_crash_evidence_66531():
    """llvm#66531 (fresh21): "If we try to compile the following code with `global-isel=1` then we
    will see a failed assert", the assertion itself cut from the excerpt; `reprobot triage` runs the
    IR with `llc -global-isel`, so the bot takes it too (it was turned away: the two paths differed
    on one issue of fresh21-25)."""
    from workers.github.candidates import is_candidate

    issue = json.loads((_ROOT / "bench/corpus/llvm/66531/issue.json").read_text())
    assert is_candidate(issue)[0]
    a = assess(issue, LLVM)
    assert a.candidate and "-global-isel" in a.reason, a
    # an assert named in words is still no evidence without anything runnable
    assert not is_candidate({"title": "question", "body": "does this assert hold?"})[0]

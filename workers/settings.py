"""reprobot's one settings object (pydantic-settings), in sections.

Every value has one name, read from one environment variable (or a ``.env`` file in the
working directory), with an embedded default that needs no Redis, no Docker and no database
server (the CLI's ``reprobot triage`` runs on those defaults). No other module reads
``REPROBOT_*`` from the environment: they receive a `Settings` (or `get_settings()`).

========  ====================  ==========================================================
section   variables             what
========  ====================  ==========================================================
pipeline  ``REPROBOT_<NAME>``   toolchains, limits of one run, reduction budget, parallelism
triton    ``REPROBOT_TRITON_*`` PyPI releases tested, venv disk bound, warm runners
sandbox   ``REPROBOT_SANDBOX_*`` where reproducers run (local | docker | auto), runner image
bisect    ``REPROBOT_BISECT_*`` commit bisection: repository, parallelism, runs per commit
cache     ``REPROBOT_HOME``     the one cache root: venvs, builds, mirrors, checkpoints
github    ``REPROBOT_GITHUB_*`` API URL, token, bot login, watched repos, write pacing, webhook
service   ``REPROBOT_<NAME>``   job store, broker, queues, retries, HTTP API, dashboard
========  ====================  ==========================================================

Lists are comma lists in the environment (``REPROBOT_TOOLCHAINS=llvm-16,llvm-19``).
Secrets are `SecretStr`: masked in reprs, logs and `Settings.describe`.

Overrides in code: ``Settings(pipeline={"reduce": False})`` (a section given as a dict is
still completed from the environment) or ``settings.override(pipeline={"jobs": 4})``.
"""
from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

CommaList = Annotated[list[str], NoDecode]


def _comma_list(v: Any) -> list[str]:
    return [x.strip() for x in v.split(",") if x.strip()] if isinstance(v, str) else list(v or [])


class _Section(BaseSettings):
    """A settings section: its variables are ``<prefix><FIELD NAME>``."""

    @classmethod
    def env_name(cls, field: str) -> str:
        return f"{cls.model_config.get('env_prefix', '')}{field}".upper()

    @field_validator("*", mode="before")
    @classmethod
    def _lists(cls, v: Any, info: Any) -> Any:
        f = cls.model_fields.get(info.field_name)
        if f is not None and f.annotation == list[str] and isinstance(v, str):
            return _comma_list(v)
        return v


def _config(prefix: str) -> SettingsConfigDict:
    return SettingsConfigDict(env_prefix=prefix, env_file=".env", extra="ignore")


class PipelineSettings(_Section):
    """Triage and reduction (``REPROBOT_TOOLCHAINS``, ``REPROBOT_REDUCE_BUDGET_S`` …)."""

    model_config = _config("REPROBOT_")

    toolchains: CommaList = Field(default_factory=list, description="toolchain ids to test (comma list); empty = all")
    llvm_root: str = Field("/usr/lib", description="where Debian's llvm-N/bin directories are")
    run_timeout_s: float = Field(30.0, description="wall limit of one reproducer run, seconds")
    slow_run_timeout_s: float = Field(120.0, description="wall limit of the one longer run given a run stopped at "
                                      "run_timeout_s that did not reproduce (a slow build finishes, a hang does "
                                      "not), seconds; at or under run_timeout_s = none")
    extract_timeout_s: float = Field(20.0, description="wall limit of parsing one issue's text (intake and the "
                                     "extract step), seconds; 0 = none")
    run_memory_mb: int = Field(4096, description="memory limit of one reproducer run, MiB")
    reduce: bool = Field(True, description="reduce the reproducer after it reproduces")
    reduce_budget_s: float = Field(300.0, description="wall budget of one reduction, seconds")
    jobs: int = Field(2, description="parallel interestingness tests (llvm-reduce -j)")
    max_candidates: int = Field(4, description="reproducer candidates tried per issue")
    flaky_retries: int = Field(2, description="extra runs of a toolchain that ran clean while another crashed "
                               "with a bare signal (an intermittent memory error: ASLR, freed memory)")


class TritonSettings(_Section):
    """Triton releases (``REPROBOT_TRITON_VERSIONS`` …)."""

    model_config = _config("REPROBOT_TRITON_")

    versions: CommaList = Field(default_factory=list, description="PyPI triton releases to test (comma list); "
                                "empty = the installed ones plus the defaults")
    max_gb: float = Field(16.0, description="disk bound of the release venvs, GiB (least recently used removed)")
    max_warm_runners: int = Field(3, description="warm test processes kept per worker (~300 MB each)")
    test_timeout_s: float = Field(60.0, description="wall limit of one Triton test, seconds (at least 60)")


class SandboxSettings(_Section):
    """Where reproducers run (``REPROBOT_SANDBOX_KIND`` …); rules in `workers.sandbox.policy`."""

    model_config = _config("REPROBOT_SANDBOX_")

    kind: str = Field("local", description="local | docker | auto. The CLI's embedded default is local; "
                      "`reprobot worker` uses auto unless set; GitHub jobs always need docker")
    allow_local: bool = Field(True, description="jobs started on this machine's command line may use the "
                              "local sandbox (never jobs from GitHub or HTTP)")
    image: str = Field("reprobot/runner:bookworm", description="the runner image of the Docker sandbox")
    cpus: float = Field(1.0, description="CPU cores per sandbox container")
    runtime: str = Field("runc", description="OCI runtime of the sandbox containers: runc (Docker's default), "
                         "runsc (gVisor, registered by scripts/setup.d/20-docker.sh; refused when missing), auto "
                         "(gVisor where it is registered and starts, else runc), or another registered name. "
                         "gVisor adds a second kernel at a cost: the bot path ran about 5x slower on it "
                         "(docs/security.md)")
    docker_url: str = Field("", description="Docker endpoint (empty: the environment's DOCKER_HOST or the "
                            "local socket)")


class BisectSettings(_Section):
    """Commit bisection (``REPROBOT_BISECT_REPO`` …)."""

    model_config = _config("REPROBOT_BISECT_")

    repo: str = Field("", description="llvm-project URL or local clone; set it to continue into commits")
    k: int = Field(2, description="builds/tests in flight during commit bisection")
    runs: int = Field(3, description="runs per commit (flake rule)")
    release_tag: str = Field("llvmorg-{major}.0.0", description="git tag of release llvm-N")


class CacheSettings(_Section):
    """The one cache root (``REPROBOT_HOME``)."""

    model_config = _config("REPROBOT_")

    home: Path = Field(default_factory=lambda: Path.home() / ".cache" / "reprobot",
                       description="cache root: triton venvs, builds, git mirrors, checkpoints")


class GitHubSettings(_Section):
    """GitHub (``REPROBOT_GITHUB_TOKEN`` …). Only the report worker keeps the token."""

    model_config = _config("REPROBOT_GITHUB_")

    base_url: str = Field("https://api.github.com", description="REST API root (a GitHub Enterprise URL or a "
                          "local stand-in)")
    token: SecretStr | None = Field(None, description="token of the bot account (report worker only)")
    bot_login: str = Field("reprobot", description="login of the account that posts (its comments are ignored)")
    repos: CommaList = Field(default_factory=lambda: ["llvm/llvm-project"],
                             description="repositories watched (comma list)")
    allowed_users: CommaList = Field(default_factory=list,
                                     description="users whose /reprobot commands are obeyed (comma list)")
    seconds_between_writes: float = Field(1.0, description="GitHub secondary limit: >= 1 s between writes")
    writes_per_minute: int = Field(80, description="GitHub secondary limit: <= 80 content-creating requests/min")
    poll_interval_s: float = Field(60.0, description="seconds between polls")
    poll_state: str = Field("open", description="issue state polled: open | closed | all")
    post_unreproducible: bool = Field(False, description="comment on issues nothing reproduces (default: silent)")
    webhook_secret: SecretStr | None = Field(None, description="HMAC secret of the webhook (the API only)")


class ServiceSection(_Section):
    """Job store, broker, queues, HTTP API, dashboard (``REPROBOT_DATABASE_URL`` …)."""

    model_config = _config("REPROBOT_")

    database_url: str = Field("sqlite:///reprobot.db", description="SQLAlchemy URL; SQLite by default, "
                              "postgresql+psycopg://… in compose")
    broker_url: str = Field("redis://127.0.0.1:6379/0", description="Celery broker (Redis)")
    queue_prefix: str = Field("", description="prefix of queue names and Redis keys (test isolation)")
    visibility_timeout_s: int = Field(3600, description="Redis redelivers an unacked message after this")
    heartbeat_s: float = Field(5.0, description="how often a running step refreshes its heartbeat")
    step_stale_s: float = Field(60.0, description="a running step whose heartbeat is older is taken over")
    max_retries: int = Field(5, description="retries for infrastructure errors (exponential backoff)")
    retry_backoff_max_s: int = Field(300, description="longest wait between retries, seconds")
    eager: bool = Field(False, description="run Celery tasks in-process (no broker)")
    host: str = Field("127.0.0.1", description="bind address of `reprobot serve`")
    port: int = Field(8000, description="port of `reprobot serve`")
    max_upload_bytes: int = Field(4 << 20, description="largest reproducer accepted by POST /jobs, bytes "
                                  "(default of each API token's limit)")
    max_jobs_in_flight: int = Field(3, description="manual jobs one API token may have queued or running (default "
                                    "of each token's limit)")
    max_jobs_per_hour: int = Field(20, description="manual jobs one API token may create in any hour (default of "
                                   "each token's limit)")
    max_budget_s: float = Field(1800.0, description="largest reduction budget an HTTP job may ask for, seconds "
                                "(default of each token's limit)")
    public_reads: bool = Field(True, description="job pages, GET /jobs and the dashboard's pages readable without a "
                               "token (false: any valid API token is needed)")
    http_triton: bool = Field(True, description="accept Triton Python reproducers over HTTP. Like every job over "
                              "HTTP they run only in the Docker sandbox (the warm runner's server in a locked-down "
                              "container with the release's venv mounted read-only); false refuses them")
    api_url: str = Field("http://127.0.0.1:8000", description="API root `reprobot submit` talks to")
    api_token: SecretStr | None = Field(None, description="API token `reprobot submit` sends (create one with "
                                        "`reprobot token create`)")
    dashboard_token: SecretStr | None = Field(None, description="the deployment's shared dashboard credential: "
                                              "scopes act and submit, default limits (unset: only API tokens)")
    dashboard_user: str = Field("dashboard", description="name recorded for dashboard actions with no user")
    dashboard_poll_s: float = Field(1.0, description="live-update period of dashboard pages, seconds")
    retriage_interval_s: float = Field(86400.0, description="how often `reprobot beat` looks for open issues a "
                                       "newly installed toolchain could change, seconds (0: never)")

    def queue(self, name: str) -> str:
        """Queue name for `name` in reduce/build/report, with this deployment's prefix."""
        return f"{self.queue_prefix}{name}"


SECTIONS: dict[str, type[_Section]] = {
    "pipeline": PipelineSettings, "triton": TritonSettings, "sandbox": SandboxSettings, "bisect": BisectSettings,
    "cache": CacheSettings, "github": GitHubSettings, "service": ServiceSection,
}


class Settings(BaseModel):
    """All of reprobot's settings; see the module docstring for sections and variables."""

    model_config = {"frozen": False, "extra": "forbid"}

    pipeline: PipelineSettings = Field(default_factory=PipelineSettings)
    triton: TritonSettings = Field(default_factory=TritonSettings)
    sandbox: SandboxSettings = Field(default_factory=SandboxSettings)
    bisect: BisectSettings = Field(default_factory=BisectSettings)
    cache: CacheSettings = Field(default_factory=CacheSettings)
    github: GitHubSettings = Field(default_factory=GitHubSettings)
    service: ServiceSection = Field(default_factory=ServiceSection)

    @field_validator(*SECTIONS, mode="before")
    @classmethod
    def _section_from_dict(cls, v: Any, info: Any) -> Any:
        # a dict goes through the section's constructor, so what it leaves out still comes from
        # the environment (plain model validation would silently use the defaults)
        if isinstance(v, dict):
            return SECTIONS[info.field_name](**v)
        return v

    def override(self, **sections: dict[str, Any]) -> "Settings":
        """A copy with some values replaced, e.g. ``override(pipeline={"jobs": 4})``. Values are
        validated. Raises KeyError for an unknown section, pydantic.ValidationError for bad values."""
        out = self.model_copy()
        for name, changes in sections.items():
            if name not in SECTIONS:
                raise KeyError(f"unknown settings section {name!r}; have {sorted(SECTIONS)}")
            cur: _Section = getattr(self, name)
            # only what was set before stays "set" (describe() tells defaults from choices)
            data = {**cur.model_dump(include=cur.model_fields_set), **changes}
            new = SECTIONS[name].model_validate(data)
            setattr(out, name, new)
        return out

    def describe(self) -> list[dict[str, Any]]:
        """Every setting with where its value came from: rows ``{section, name, env, value,
        source, description}``; value is masked (``**********``) for secrets; source is
        ``env`` (the process environment), ``.env`` (the dotenv file), ``set`` (given in code or
        by a command line option) or ``default``."""
        dotenv = _read_dotenv(Path(".env"))
        rows = []
        for sname, cls in SECTIONS.items():
            sec: _Section = getattr(self, sname)
            for fname, f in cls.model_fields.items():
                env = cls.env_name(fname)
                val = getattr(sec, fname)
                if isinstance(val, SecretStr):
                    shown = "**********" if val.get_secret_value() else ""
                elif isinstance(val, list):
                    shown = ",".join(map(str, val))
                else:
                    shown = "" if val is None else str(val)
                if env in os.environ:
                    source = "env"
                elif env in dotenv:
                    source = ".env"
                elif fname in sec.model_fields_set:
                    source = "set"
                else:
                    source = "default"
                rows.append({"section": sname, "name": fname, "env": env, "value": shown, "source": source,
                             "description": f.description or ""})
        return rows

    def to_env(self, *, secrets: bool = True) -> dict[str, str]:
        """The values that were set (from the environment, a dotenv file or code; defaults are
        left to the child) as ``REPROBOT_*`` variables, for a child process that must see these
        settings. `secrets=False` leaves the secrets out (a process that must not hold them)."""
        env: dict[str, str] = {}
        for sname, cls in SECTIONS.items():
            sec = getattr(self, sname)
            for fname in cls.model_fields:
                if fname not in sec.model_fields_set:
                    continue
                v = getattr(sec, fname)
                if v is None:
                    continue
                if isinstance(v, SecretStr):
                    if not secrets:
                        continue
                    v = v.get_secret_value()
                env[cls.env_name(fname)] = ",".join(v) if isinstance(v, list) else str(v)
        return env


def _read_dotenv(path: Path) -> dict[str, str]:
    try:
        from dotenv import dotenv_values
    except ImportError:  # pragma: no cover - python-dotenv comes with pydantic-settings
        return {}
    if not path.is_file():
        return {}
    return {k.upper(): v or "" for k, v in dotenv_values(path).items()}


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once on first use (not at import). Tests that change the
    environment call ``get_settings.cache_clear()``."""
    return Settings()

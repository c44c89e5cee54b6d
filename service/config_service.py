"""Settings of the service part: store, broker, queues, GitHub intake, webhook.

Read from the environment with prefix ``REPROBOT_`` (e.g. ``REPROBOT_DATABASE_URL``,
``REPROBOT_BROKER_URL``, ``REPROBOT_GITHUB_TOKEN``) or passed explicitly. Lists are given
in the environment as comma lists (``REPROBOT_ALLOWED_USERS=alice,bob``), like
`workers.settings.Settings`, which reads the same ``REPROBOT_`` environment for the pipeline
(``REPROBOT_TOOLCHAINS``, ``REPROBOT_REDUCE_BUDGET_S``…).

Secrets (`github_token`, `webhook_secret`) are `SecretStr`: they do not show in reprs or
logs. Only the report worker (the process that posts comments) needs `github_token`; the
API needs `webhook_secret`; reduce/build workers need neither.
"""
from __future__ import annotations

from typing import Annotated

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


class ServiceSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="REPROBOT_", extra="ignore")

    # --- job store
    database_url: str = Field(
        "sqlite:///reprobot.db",
        description="SQLAlchemy URL; SQLite by default, postgresql+psycopg://… in compose",
    )

    # --- Celery on Redis
    broker_url: str = "redis://127.0.0.1:6379/0"
    queue_prefix: str = Field("", description="prefix of queue names and Redis keys (test isolation)")
    visibility_timeout_s: int = Field(3600, description="Redis redelivers an unacked message after this")
    heartbeat_s: float = Field(5.0, description="how often a running step refreshes its heartbeat")
    step_stale_s: float = Field(60.0, description="a running step whose heartbeat is older is taken over")
    max_retries: int = Field(5, description="retries for infrastructure errors (exponential backoff)")
    retry_backoff_max_s: int = 300
    eager: bool = Field(False, description="run tasks in-process (CLI without a broker)")

    # --- GitHub
    github_base_url: str = "https://api.github.com"
    github_token: SecretStr | None = None
    bot_login: str = Field("reprobot", description="login of the account that posts (its comments are ignored)")
    repos: Annotated[list[str], NoDecode] = Field(default_factory=lambda: ["llvm/llvm-project"],
                                                  description="repositories watched (comma list)")
    allowed_users: Annotated[list[str], NoDecode] = Field(default_factory=list,
                                                          description="users whose /reprobot commands are obeyed (comma list)")
    seconds_between_writes: float = Field(1.0, description="GitHub secondary limit: >=1 s between writes")
    writes_per_minute: int = Field(80, description="GitHub secondary limit: <=80 content-creating requests/min")
    poll_interval_s: float = 60.0
    poll_state: str = Field("open", description="issue state polled: open | closed | all")
    post_unreproducible: bool = Field(False, description="comment on issues nothing reproduces (default: silent)")

    # --- webhook
    webhook_secret: SecretStr | None = None

    # --- manual jobs (pipeline knobs such as REPROBOT_TOOLCHAINS belong to workers.settings.Settings)
    reduce_budget_s: float = 300.0

    # --- API
    host: str = "127.0.0.1"
    port: int = 8000
    max_upload_bytes: int = 4 << 20

    @field_validator("repos", "allowed_users", mode="before")
    @classmethod
    def _comma_list(cls, v):
        return [x.strip() for x in v.split(",") if x.strip()] if isinstance(v, str) else list(v)

    def queue(self, name: str) -> str:
        """Queue name for `name` in reduce/build/report, with this deployment's prefix."""
        return f"{self.queue_prefix}{name}"


def get_service_settings(**overrides) -> ServiceSettings:
    """Settings from the environment, with explicit overrides."""
    return ServiceSettings(**overrides)

"""reprobot's configuration (pydantic-settings): environment variables ``REPROBOT_*`` or a
``.env`` file, with embedded defaults that need no Redis, no Docker and no database server.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Annotated

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict


class Settings(BaseSettings):
    """All fields can be set as ``REPROBOT_<NAME>`` (e.g. ``REPROBOT_TOOLCHAINS=llvm-16,llvm-19``)."""

    model_config = SettingsConfigDict(env_prefix="REPROBOT_", env_file=".env", extra="ignore")

    home: Path = Field(default=Path.home() / ".cache" / "reprobot", description="caches: venvs, builds, mirrors")
    toolchains: Annotated[list[str], NoDecode] = Field(default_factory=list,
                                                       description="toolchain ids to test (comma list); empty = all")
    llvm_root: str = "/usr/lib"
    run_timeout_s: float = Field(30.0, description="wall limit of one reproducer run, seconds")
    run_memory_mb: int = 4096
    reduce: bool = True
    reduce_budget_s: float = Field(300.0, description="wall budget of one reduction, seconds")
    jobs: int = Field(2, description="parallel interestingness tests (llvm-reduce -j)")
    max_candidates: int = 4
    triton_versions: Annotated[list[str], NoDecode] = Field(default_factory=list,
                                                            description="PyPI triton releases to test (comma list)")
    sandbox: str = Field("local", description="local | docker | auto (workers.sandbox.policy); the CLI's "
                         "embedded default is the local sandbox, the service sets auto")
    allow_local_sandbox: bool = Field(True, description="manual jobs may opt in to the local sandbox")
    bisect_repo: str = Field("", description="llvm-project URL or local clone; set it to continue into commits")
    bisect_k: int = Field(2, description="builds/tests in flight during commit bisection")
    bisect_runs: int = Field(3, description="runs per commit (flake rule)")
    release_tag: str = Field("llvmorg-{major}.0.0", description="git tag of release llvm-N")
    github_base_url: str = "https://api.github.com"
    github_token: str = Field("", repr=False)
    database_url: str = "sqlite:///reprobot.db"
    redis_url: str = "redis://127.0.0.1:6379/0"

    @field_validator("toolchains", "triton_versions", mode="before")
    @classmethod
    def _comma_list(cls, v: str | list[str]) -> list[str]:
        return [x.strip() for x in v.split(",") if x.strip()] if isinstance(v, str) else list(v)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """The process-wide settings, read once on first use (not at import)."""
    return Settings()

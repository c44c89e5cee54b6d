"""Errors the pipeline and the job drivers tell apart: infrastructure trouble (retried with
backoff) versus anything a reproducer or an issue does (recorded as the step's outcome)."""
from __future__ import annotations


class InfrastructureError(Exception):
    """The step could not run for reasons outside the reproducer (broker, database, GitHub 5xx,
    sandbox or docker failure). Retried with backoff; anything else fails the step."""


def is_infrastructure_error(exc: BaseException) -> bool:
    """True for errors worth retrying: our InfrastructureError, lost connections, timeouts,
    database connectivity, GitHub 5xx / rate limiting."""
    if isinstance(exc, (InfrastructureError, ConnectionError, TimeoutError)):
        return True
    from workers.sandbox.docker import SandboxError  # the sandbox itself failed, not the reproducer

    if isinstance(exc, SandboxError):
        return True
    try:
        from sqlalchemy.exc import DisconnectionError, InterfaceError, OperationalError
        if isinstance(exc, (OperationalError, InterfaceError, DisconnectionError)):
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        import redis
        if isinstance(exc, (redis.ConnectionError, redis.TimeoutError)):
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        import requests
        if isinstance(exc, (requests.ConnectionError, requests.Timeout)):
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        from github import GithubException, RateLimitExceededException
        if isinstance(exc, RateLimitExceededException):
            return True
        if isinstance(exc, GithubException) and (exc.status or 0) >= 500:
            return True
    except ImportError:  # pragma: no cover
        pass
    try:
        import docker.errors
        if isinstance(exc, (docker.errors.APIError, docker.errors.DockerException)) and \
                not isinstance(exc, docker.errors.ContainerError):
            return True
    except ImportError:  # pragma: no cover
        pass
    return False

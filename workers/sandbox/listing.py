"""List and remove labelled containers without racing their removal.

``DockerClient.containers.list`` inspects every container it lists, one request each; a
container that goes away in between (``auto_remove``, another reaper, a job finishing) makes
the whole listing raise ``NotFound``. The low-level ``/containers/json`` answer already holds
what the reapers need (id, names, labels, creation time), so they read that instead.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ContainerRow:
    """One row of ``GET /containers/json``: ``created`` in Unix seconds, ``name`` without
    the leading slash, ``mounts``: the host paths mounted (``Source``)."""

    id: str
    name: str
    labels: dict[str, str]
    created: float
    mounts: tuple[str, ...] = ()


def labelled_containers(client: Any, labels: str | list[str]) -> list[ContainerRow]:
    """Containers (running or not) carrying every label in `labels` (``key`` or ``key=value``).

    `client` is a ``docker.DockerClient``. Raises ``docker.errors.APIError`` only when the
    daemon fails the listing itself."""
    rows = client.api.containers(all=True, filters={"label": labels})
    return [ContainerRow(id=r["Id"], name=(r.get("Names") or ["/"])[0].lstrip("/"),
                         labels=dict(r.get("Labels") or {}), created=float(r.get("Created") or 0),
                         mounts=tuple(m.get("Source", "") for m in r.get("Mounts") or ()))
            for r in rows]


def remove_container(client: Any, container_id: str) -> bool:
    """Force-remove a container; False when it was already gone (not an error: someone else
    removed it first)."""
    import docker

    try:
        client.api.remove_container(container_id, force=True)
        return True
    except docker.errors.NotFound:
        return False
    except docker.errors.APIError as e:  # "removal already in progress" is a 409
        if e.status_code == 409:
            return False
        raise

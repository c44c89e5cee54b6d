"""workers.sandbox.listing against a real Docker engine: the reapers list containers that
vanish while they look (auto_remove, another reaper), which made the SDK's per-container
inspect raise NotFound mid-listing."""
from __future__ import annotations

import time
import uuid

import pytest

from workers.sandbox.listing import labelled_containers, remove_container

pytestmark = pytest.mark.docker


def test_rows_carry_name_labels_and_age(docker_sandbox):
    client, tag = docker_sandbox.client, uuid.uuid4().hex
    name = f"reprobot-listing-{tag[:12]}"
    c = client.containers.create(docker_sandbox.image, ["true"], name=name,
                                 labels={"reprobot.test": tag, "other": "x"})
    try:
        rows = labelled_containers(client, f"reprobot.test={tag}")
        assert [(r.id, r.name) for r in rows] == [(c.id, name)]
        assert rows[0].labels["other"] == "x"
        assert 0 <= time.time() - rows[0].created < 120
        assert labelled_containers(client, [f"reprobot.test={tag}", "other=y"]) == []
        assert remove_container(client, c.id) is True
        assert remove_container(client, c.id) is False  # already gone: not an error
        assert labelled_containers(client, f"reprobot.test={tag}") == []
    finally:
        remove_container(client, c.id)


def test_listing_survives_containers_that_vanish(docker_sandbox):
    client, tag = docker_sandbox.client, uuid.uuid4().hex
    for i in range(8):  # staggered exits, so removals overlap the listings below
        client.containers.run(docker_sandbox.image, ["sleep", f"{1 + i / 4}"], detach=True, auto_remove=True,
                              labels={"reprobot.test": tag}, network_mode="none")
    seen, deadline = set(), time.monotonic() + 60
    while time.monotonic() < deadline:
        rows = labelled_containers(client, f"reprobot.test={tag}")  # must never raise
        seen |= {r.id for r in rows}
        if not rows:
            break
    assert not labelled_containers(client, f"reprobot.test={tag}")
    assert seen  # it did look while they were there

"""Gameplay fixtures: API clients, on-commit callbacks and an inline simulation pool.

The cast and the Starter deck come from tests/conftest.py.
"""

import pytest
from rest_framework.test import APIClient


@pytest.fixture
def client_of():
    def make(user=None):
        client = APIClient()
        if user is not None:
            client.force_authenticate(user)
            client.force_login(user)
        return client

    return make


@pytest.fixture
def api(client_of, owner):
    """The deck owner's API client."""
    return client_of(owner)


@pytest.fixture
def run_on_commit(django_capture_on_commit_callbacks):
    """Run the callbacks queued with transaction.on_commit (the test transaction never commits)."""

    def run(callable_, *args, **kwargs):
        with django_capture_on_commit_callbacks(execute=True):
            return callable_(*args, **kwargs)

    return run


class InlinePool:
    """Stands in for the simulation pool's threads: `wake()` is counted and, once `inline()`, plays
    the queue at once in this test's transaction; `dead()` is a process that dies before it plays."""

    def __init__(self, pool):
        self.pool, self.wakes, self.plays = pool, 0, False

    def wake(self):
        self.wakes += 1
        if self.plays:
            self.drain()

    def drain(self):
        self.pool.drain()

    def inline(self):
        self.plays = True

    def dead(self):
        self.plays = False


@pytest.fixture
def pool(monkeypatch):
    from gameplay import simulations

    # Run inline, the pool shares the test's connection: it must stay open.
    monkeypatch.setattr(simulations, "close_thread_connections", lambda: None)
    stand_in = InlinePool(simulations.pool)
    monkeypatch.setattr(simulations.pool, "wake", stand_in.wake)
    return stand_in

"""Gameplay fixtures: API clients (the cast and the Starter deck come from tests/conftest.py)."""

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

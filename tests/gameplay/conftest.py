"""Gameplay fixtures: the cast, a legal deck of real Starter cards, API clients."""

import pytest
from rest_framework.test import APIClient

from tests.factories import DeckFactory, UserFactory

# A legal standard deck (RULES 2.2) of real Starter cards: 9 Level III, 9 IV, 4 Perfect, 8 options.
STARTER_DECK = [
    ("St-1", 3),  # Agumon, III
    ("St-5", 3),  # Gabumon, III
    ("St-7", 3),  # Tentomon, III
    ("St-2", 3),  # Greymon, IV: Agumon + ●●
    ("St-6", 3),  # Garurumon, IV: Gabumon + ××
    ("St-8", 3),  # Kabuterimon, IV
    ("St-29", 2),  # Triceramon, Perfect
    ("St-28", 2),  # Atlur Kabuterimon, Perfect
    ("St-59", 3),  # Winning Percentage: 40%!
    ("St-49", 3),  # Offense Plug-In A
    ("St-50", 2),  # Defense Plug-In C
]
STARTER_TEXT = "\n".join(f"{count} {number}" for number, count in STARTER_DECK)


@pytest.fixture
def owner(db):
    return UserFactory(username="owner")


@pytest.fixture
def outsider(db):
    return UserFactory(username="outsider")


@pytest.fixture
def deck(owner, catalog):
    entries = [(catalog.get(number=number), count) for number, count in STARTER_DECK]
    return DeckFactory(
        owner=owner, name="Starter Greymon", entries=entries, partner=catalog.get(number="St-1")
    )


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

"""Deck-site fixtures: the named cast and a legal 30-card deck of real Starter cards."""

import pytest

from tests.factories import DeckFactory, UserFactory

# A legal standard deck (RULES 2.2): 9 Level III, 9 Level IV, 4 Perfect, 8 options = 30 cards.
STARTER_DECK = [
    ("St-1", 3),  # Agumon, III
    ("St-5", 3),  # Gabumon, III
    ("St-7", 3),  # Tentomon, III
    ("St-2", 3),  # Greymon, IV: Agumon + ●●
    ("St-6", 3),  # Garurumon, IV: Gabumon + ××
    ("St-8", 3),  # Kabuterimon, IV: Tentomon + ●● or Gabumon + ●●
    ("St-29", 2),  # Triceramon, Perfect: Greymon + 40%
    ("St-28", 2),  # Atlur Kabuterimon, Perfect: Kabuterimon + 40%
    ("St-59", 3),  # Winning Percentage: 40%!
    ("St-49", 3),  # Offense Plug-In A
    ("St-50", 2),  # Defense Plug-In C
]


@pytest.fixture
def owner(db):
    return UserFactory(username="owner")


@pytest.fixture
def friend(db):
    return UserFactory(username="friend")


@pytest.fixture
def outsider(db):
    return UserFactory(username="outsider")


@pytest.fixture
def card(catalog):
    """card("St-1") -> the real catalog card with that number."""
    return lambda number: catalog.get(number=number)


@pytest.fixture
def starter_entries(card):
    return [(card(number), count) for number, count in STARTER_DECK]


@pytest.fixture
def deck(owner, starter_entries, card):
    return DeckFactory(owner=owner, name="Starter Greymon", entries=starter_entries, partner=card("St-1"))

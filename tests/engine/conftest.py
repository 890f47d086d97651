"""Engine test helpers: real decks from fixtures/decks built through gameplay.records."""

from pathlib import Path

import pytest

DECKS = Path(__file__).resolve().parents[2] / "fixtures" / "decks"


@pytest.fixture
def real_decks(catalog):
    """The two sample decks as engine card records, built from the real catalog."""
    from gameplay.records import deck_records

    return [
        deck_records((DECKS / name).read_text()) for name in ("agumon-gabumon.txt", "gomamon-tentomon.txt")
    ]

"""The gauntlet of reference decks (fixtures/decks/gauntlet.json) the bots are measured with: each
is legal under `standard` with the real catalog (D-1..D-6) and says its plan on its first line."""

import json

from django.conf import settings

from decks import legality
from decks.decklists import load_text
from decks.records import DeckCard

GAUNTLET = settings.BASE_DIR / "fixtures" / "decks" / "gauntlet.json"


def gauntlet():
    return json.loads(GAUNTLET.read_text())["decks"]


def test_the_gauntlet_has_eight_decks_of_distinct_strategies():
    entries = gauntlet()
    assert len(entries) >= 8
    assert len({entry["strategy"] for entry in entries}) == len(entries)


def test_every_reference_deck_is_legal_under_standard_with_the_real_catalog(catalog):
    for entry in gauntlet():
        text = (GAUNTLET.parent / entry["file"]).read_text()
        result = legality.check(
            [(DeckCard.from_card(card), count) for card, count in load_text(text)], "standard"
        )
        assert result.legal, (entry["file"], result.codes())
        assert result.count == 30


def test_every_reference_deck_states_its_plan_in_a_header_comment():
    for entry in gauntlet():
        first = (GAUNTLET.parent / entry["file"]).read_text().splitlines()[0]
        assert first.startswith("# ") and len(first) > 40, entry["file"]

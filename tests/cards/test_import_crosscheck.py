"""The imported starter cards against the independent Wikimon transcription (St-1..St-111).

../shared/data/README.md records how the two sources agree on the 87 starter Digimon: battle
type and field 87/87, attacks and level 86/87 (St-44, St-27, St-3, St-64 differ). The importer
must not lose that agreement.
"""

import csv

import pytest
from django.conf import settings

from cards.models import Card


def wikimon_rows(name: str) -> dict[str, dict[str, str]]:
    path = settings.JAPANESE_NAMES_DIR / name
    if not path.is_file():
        pytest.skip(f"{path} is not there")
    with path.open(encoding="utf-8", newline="") as handle:
        return {row["id"]: row for row in csv.DictReader(handle)}


@pytest.fixture
def starters(catalog):
    stats = wikimon_rows("starter_cards.csv")
    meta = wikimon_rows("starter_card_metadata.csv")
    digimon = {number: row for number, row in stats.items() if row["kind"] == "Digimon"}
    cards = Card.objects.in_bulk(list(digimon), field_name="number")
    return [(cards[number], row, meta[number]) for number, row in digimon.items()]


def test_all_87_starter_digimon_are_digimon_in_the_catalog(starters):
    assert len(starters) == 87
    assert {card.kind for card, _, _ in starters} == {"digimon"}


def test_battle_type_and_field_agree_on_every_starter_digimon(starters):
    assert [card.number for card, row, _ in starters if card.battle_type != row["battle_type"]] == []
    assert [card.number for card, _, meta in starters if card.fields != [meta["field_code"]]] == []


def test_attacks_and_level_agree_on_all_but_one_starter_digimon(starters):
    attacks = [
        card.number
        for card, row, _ in starters
        if (card.attack_a, card.attack_b, card.attack_c)
        != (int(row["attack_a"]), int(row["attack_b"]), int(row["attack_c"]))
    ]
    levels = [card.number for card, row, _ in starters if card.level != row["level"]]
    assert len(attacks) == 1 and len(levels) == 1
    assert set(attacks + levels) <= {"St-44", "St-27", "St-3", "St-64"}


def test_every_starter_card_has_its_japanese_name(catalog):
    meta = wikimon_rows("starter_card_metadata.csv")
    cards = Card.objects.in_bulk(list(meta), field_name="number")
    assert {number: cards[number].name_ja for number in meta} == {
        number: row["name_jp"] for number, row in meta.items()
    }

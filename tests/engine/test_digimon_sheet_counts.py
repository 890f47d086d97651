"""Counting alternatives on the sheets (B-8 step 5, patterns/digimon_sheet_counts.py), played from the
real catalog: each card battles once with one counted Digimon in its Support Box (cards there are on
the sheet, B-10.10) and once without, and for the cards that count both sheets, once more against a
counted opponent. A card that fits two alternatives counts once (St-916 against Ikkakumon, a Deep
Saver with the ability "underwater")."""

from __future__ import annotations

import pytest

from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from .helpers import BOOSTER_CHIP, CINDERHOUND, REEFCRAB, SHELLKIT, compiled_record, record
from .test_battle import battle_start


def attack_in_battle(top, *, supported_by=None, top_b=None, support_b=None):
    """Player A's attack power once the battle has started with `top` battling against `top_b`
    (both sides hold an option in slot 1, so the battle has windows, B-4). `supported_by` is in A's
    Support Box and `support_b` in B's; without them A's card 1 is a Pebble-like filler in hand."""

    def supports(state):
        for player, card in ((0, supported_by), (1, support_b)):
            if card is not None:
                remove_from_zones(state, player, 1)
                state.players[player].support_other.append(1)

    state = battle_start(
        (supported_by or BOOSTER_CHIP, BOOSTER_CHIP),
        hand_a=(1,),
        slots_a=(2,),
        cards_b=(support_b or BOOSTER_CHIP, BOOSTER_CHIP),
        hand_b=(1,),
        slots_b=(2,),
        top_a=top,
        top_b=top_b,
        pre=supports,
    )
    assert state.phase == "battle"
    return attack_value(state, 0)


# number, a counted Digimon for the Support Box, what one such card adds.
OWN_SHEET = [
    ("St-901", "Bo-1034", 200),  # Depthmon: a Deep Saver (Ikkakumon)
    ("St-899", "Bo-1016", 200),  # Tankmon: Metal Empire (Ankylomon)
    ("St-898", "Bo-10", 200),  # Sheepmon: a card belonging to Nature Spirits (Drimogemon)
    ("St-855", "Bo-1006", 250),  # Knightmon: a Gladimon
    ("St-855", "Bo-11t", 250),  # … or a Maildramon
    ("St-878", "Bo-1156", 200),  # Wisemon: a Wizarmon
    ("St-402", "Bo-275", 150),  # Siesamon: a Galgomon
    ("St-914", "Bo-1034", 300),  # Ancient Mermaimon: a Deep Saver …
    ("St-914", "Bo-100t", 300),  # … or a Hybrid level (Garummon)
    ("St-913", "Bo-1014", 300),  # Ancient Irismon: a Wind Guardian (Aquilamon)
    ("St-913", "Bo-100t", 300),
    ("St-890", "Bo-1003", 200),  # Ancient Sphinxmon: a Nightmare Soldier (Witchmon)
    ("St-890", "Bo-100t", 200),
    ("St-912", "Bo-1047", 300),  # Ancient Volcamon: "grappling" (Gorimon)
    ("St-912", "Bo-100t", 300),
    ("St-892", "Bo-1042", 300),  # Ancient Garurumon: 'Beast' in its type (Orcamon, Aquatic Beast)
    ("St-892", "Bo-100t", 300),
    ("St-866", "Bo-1027", 300),  # Ancient Greymon: 'Dragon' in its type (Strikedramon)
    ("St-866", "Bo-100t", 300),
    ("St-891", "Bo-1053", 200),  # Aldamon: a Warrior Ten (Ancient Garurumon)
    ("St-917", "Bo-1053", 300),  # Beowolfmon
    ("St-916", "Bo-1034", 200),  # Ancient Megatheriumon: Deep Saver and "underwater", counted once
    ("St-916", "Bo-100t", 200),
    ("St-907", "Bo-1034", 200),  # Mermaimon: a Deep Saver
    ("St-908", "Bo-1035", 250),  # Dagomon: 'Aquatic' in its type (Ebidramon)
    ("St-909", "Bo-1034", 200),  # Zudomon: "underwater" (Ikkakumon)
    ("St-882", "Bo-1017", 200),  # Okuwamon: an Insect (Butterflamon)
]


@pytest.mark.parametrize(("number", "counted", "amount"), OWN_SHEET)
def test_b8_5_a_counted_digimon_in_the_support_box_adds_its_amount(catalog, number, counted, amount):
    top = compiled_record(number)
    assert attack_in_battle(top, supported_by=record(counted)) == attack_in_battle(top) + amount


@pytest.mark.parametrize("number", ["St-901", "St-914", "St-878", "St-866"])
def test_b8_5_a_digimon_outside_the_alternatives_adds_nothing(catalog, number):
    top = compiled_record(number)
    # Bo-82t prints no field and no attribute, is not a Hybrid, and has no counted name or type.
    assert attack_in_battle(top, supported_by=record("Bo-82t")) == attack_in_battle(top)


# number, a counted opponent, what it adds.
BOTH_SHEETS = [
    ("St-916", "Bo-1034", 200),
    ("St-907", "Bo-1040", 200),  # Octmon, a Deep Saver
    ("St-908", "Bo-1041", 250),  # Shellmon, 'Aquatic' in its type
    ("St-909", "Bo-1034", 200),
    ("St-882", "Bo-1076", 200),  # Stingmon, an Insect
]


@pytest.mark.parametrize(("number", "counted", "amount"), BOTH_SHEETS)
def test_b8_5_a_counted_opponent_adds_too_when_both_sheets_count(catalog, number, counted, amount):
    top, opponent = compiled_record(number), record(counted)
    # An invented opponent of the same battle type, with no field, attribute, type or ability: A
    # attacks with the same column against both (B-3), and only the counted one adds.
    plain = {"A": CINDERHOUND, "B": SHELLKIT, "C": REEFCRAB}[opponent.battle_type]
    assert attack_in_battle(top, top_b=opponent) == attack_in_battle(top, top_b=plain) + amount

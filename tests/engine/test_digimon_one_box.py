"""Digimon (St-) whose ability names a Digimon Box 2 or 3, which a sheet with one Digimon Box (RULES
1.1) never has: played from the real catalog, the ability changes nothing at attack confirmation (B-3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start


@pytest.mark.parametrize(
    "number",
    [
        # "When you are in Digimon Box 2, add 200 to your attack power."
        "St-549",
        # "When there is a Digimon in the opponent's Digimon Box 3, add 200 to your attack power."
        "St-514",
    ],
)
def test_b3_a_box_2_or_3_bonus_adds_nothing_with_one_digimon_box(catalog, number):
    card = record(number)
    assert card.text.status == "compiled", card.text.manual
    assert not any(ability.effects[0].kind == "add_attack" for ability in card.text.abilities)
    plain = replace(card, text=replace(card.text, abilities=()))
    printed, bare = (
        battle_start((), top_a=top, cards_b=(BOOSTER_CHIP,), slots_b=(1,)) for top in (card, plain)
    )
    assert printed.phase == bare.phase == "battle"
    assert attack_value(printed, 0) == attack_value(bare, 0)

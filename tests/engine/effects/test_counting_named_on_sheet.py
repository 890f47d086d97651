"""Counting Digimon on a sheet by a part of their name (B-8 step 5), played from the real catalog:
St-575 Tekkamon ("During battle, for every Digimon on your sheet with 'Mamemon' in its name, add 100
to your attack power"), St-556 Giromon (the same with "Digimon card") and St-943 Cyclomon ("For every
Digimon on the opponent's sheet with 'Leomon' in its name, add 400 to your attack power")."""

from __future__ import annotations

import pytest

from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from ..helpers import BOOSTER_CHIP, CINDERHOUND, record
from ..test_battle import battle_start


def _attack(top, *, mamemon_in_support_box=False, top_b=None):
    """A's attack power once the battle has started with `top` battling (each side has an option in
    slot 1, so the battle has windows, B-4); A's card 1 is Mamemon (Bo-64), in hand or in A's Support
    Box."""

    def support(state):
        if mamemon_in_support_box:
            remove_from_zones(state, 0, 1)
            state.players[0].support_other.append(1)

    state = battle_start(
        (record("Bo-64"), BOOSTER_CHIP),
        hand_a=(1,),
        slots_a=(2,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=top,
        top_b=top_b,
        pre=support,
    )
    assert state.phase == "battle"
    return attack_value(state, 0)


@pytest.mark.parametrize("number", ["St-575", "St-556"])
def test_b8_5_a_mamemon_on_your_sheet_adds_100_and_one_in_hand_does_not(catalog, number):
    top = record(number)
    assert _attack(top, mamemon_in_support_box=True) == _attack(top) + 100


def test_b8_5_a_leomon_battling_for_the_opponent_adds_400_to_cyclomon(catalog):
    cyclomon = record("St-943")
    # Bo-3 Leomon against Cinderhound, both type A (B-3: Cyclomon attacks with A either way): the
    # opponent's sheet holds one Leomon, Pebble under it is none.
    assert _attack(cyclomon, top_b=record("Bo-3")) == _attack(cyclomon, top_b=CINDERHOUND) + 400 == 500 + 400

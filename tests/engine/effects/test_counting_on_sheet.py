"""Counting Digimon on a sheet (B-8 step 5), played from the real catalog: by a part of their name
printed after the place (St-575 Tekkamon: "During battle, for every Digimon on your sheet with
'Mamemon' in its name, add 100 to your attack power"; St-556 Giromon, the same with "Digimon card";
St-943 Cyclomon: "For every Digimon on the opponent's sheet with 'Leomon' in its name, add 400 …"), by
an ability printed there (St-949 Meramon: "For every Digimon on the opponent's sheet with the ability
"flame", add 200 …"), and on both sheets (St-728 Dinohumon: "For every Reptile type Digimon on your
and your opponent's sheet, add 100 …"; Bx-116 Ulforce V-dramon X-Antibody, "… Holy Knight type …
sheets, add 300 …")."""

from __future__ import annotations

import pytest

from gameplay.engine.attack import attack_value
from gameplay.engine.moves import remove_from_zones

from ..helpers import BOOSTER_CHIP, CINDERHOUND, REEFCRAB, record
from ..test_battle import battle_start


def _attack(top, *, supported_by=None, top_b=None):
    """A's attack power once the battle has started with `top` battling against `top_b` (each side
    has an option in slot 1, so the battle has windows, B-4). A's card 1 is `supported_by`, in A's
    Support Box, or else a Mamemon (Bo-64) in hand."""

    def support(state):
        if supported_by is not None:
            remove_from_zones(state, 0, 1)
            state.players[0].support_other.append(1)

    state = battle_start(
        (supported_by or record("Bo-64"), BOOSTER_CHIP),
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
    assert _attack(top, supported_by=record("Bo-64")) == _attack(top) + 100


def test_b8_5_a_leomon_battling_for_the_opponent_adds_400_to_cyclomon(catalog):
    cyclomon = record("St-943")
    # Bo-3 Leomon against Cinderhound, both type A (B-3: Cyclomon attacks with A either way): the
    # opponent's sheet holds one Leomon, Pebble under it is none.
    assert _attack(cyclomon, top_b=record("Bo-3")) == _attack(cyclomon, top_b=CINDERHOUND) + 400 == 500 + 400


def test_b8_5_meramon_adds_200_for_an_opponent_printed_with_flame(catalog):
    meramon = record("St-949")
    # Bo-983 Devidramon ("flame") and Cinderhound are both type A: Meramon attacks with A (470).
    assert _attack(meramon, top_b=record("Bo-983")) == _attack(meramon, top_b=CINDERHOUND) + 200 == 470 + 200


def test_b8_5_dinohumon_counts_reptiles_on_both_sheets(catalog):
    dinohumon = record("St-728")
    # Bo-242 Tortamon and Reefcrab are type C (Dinohumon attacks with C, 250); Tortamon and Bo-518
    # Archelomon are Reptiles, one battling for the opponent and one in A's Support Box.
    plain = _attack(dinohumon, top_b=REEFCRAB)
    assert plain == 250
    assert _attack(dinohumon, top_b=record("Bo-242")) == plain + 100
    assert _attack(dinohumon, top_b=record("Bo-242"), supported_by=record("Bo-518")) == plain + 200


def test_b8_5_ulforce_v_dramon_counts_itself_and_a_holy_knight_opponent(catalog):
    ulforce = record("Bx-116")
    # It is a Holy Knight itself; Bo-3v Ulforce V-dramon Zero (a Holy Knight) and Cinderhound are
    # type A (910).
    alone = _attack(ulforce, top_b=CINDERHOUND)
    assert alone == 910 + 300
    assert _attack(ulforce, top_b=record("Bo-3v")) == alone + 300

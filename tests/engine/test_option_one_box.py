"""Real Option cards with a sentence that acts only with several Digimon Boxes on a sheet
(patterns/option_one_box.py): RULES 1.1 gives each sheet one Digimon Box, so in a game the rest of
the card acts and that sentence changes nothing."""

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.attack import attack_value

from .helpers import SHELLKIT, digimon, record
from .test_battle import battle_start

LOST = (40, 30, 20, 20)


def _used_in_battle(number, top_a):
    """Aki's `top_a` uses the card `number` from slot 1 against Shellkit (type B), and the battle runs
    at once (nobody has anything else to do): her attack before the use and in the battle."""
    state = battle_start((record(number),), slots_a=(1,), top_a=top_a, top_b=SHELLKIT)
    assert state.actor == 0
    before = attack_value(state, 0)
    apply(state, Use(1))
    return before, state.last_battle[0], state


@pytest.mark.parametrize(("level", "added"), [("Ultimate", 150), ("Perfect", 0)])
def test_b8_dw_5_adds_150_once_with_an_ultimate_on_the_sheet(catalog, level, added):
    # Dw-5 The Ultimate Feast: "When you have an Ultimate level Digimon on your sheet, add 150 to your
    # Digimon's attack power. When you have Digimon in multiple Digimon boxes, for every Ultimate level
    # Digimon you have, add 150 to the attack power of all of your Digimon."
    knight = digimon("EXAMPLE-M1", "Knight", level, "A", (500, 400, 300), LOST)
    before, after, _ = _used_in_battle("Dw-5", knight)
    assert after == before + added


@pytest.mark.parametrize(
    ("number", "keyword_card", "other_card"),
    [("St-588", "Bo-10t", "St-462"), ("St-594", "St-462", "Bo-10t")],
)
def test_b8_st_588_and_st_594_add_50_to_a_digimon_with_their_ability_and_move_nothing(
    catalog, number, keyword_card, other_card
):
    # St-588 Chainsaw / St-594 Gatling Arm: "Add 50 to the attack power of your Digimon with the
    # ability "grappling"/"flame". After the raising of attack power, you can move that Digimon to
    # another Digimon box on your sheet. …"
    before, after, state = _used_in_battle(number, record(keyword_card))
    assert after == before + 50
    assert state.players[0].digimon == [0, 29]
    before, after, _ = _used_in_battle(number, record(other_card))
    assert after == before

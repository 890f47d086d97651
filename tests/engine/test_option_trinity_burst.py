"""Trinity Burst!! (St-424) with real catalog cards: "Add 100 to the attack power of your Megalo
Growmon, Taomon, and Rapidmon (Perfect)" reaches a Rapidmon of the Perfect level only (RULES 1.3),
and its quintuple for "all three Digimon … in your Digimon box" never applies to the one battling
Digimon (RULES 1.1)."""

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import compiled_record, record
from .test_battle import battle_start


def _added_by_trinity_burst(top_number):
    # A spare Item (St-485) in slot 2 keeps Aki's window open after the use.
    cards = (compiled_record("St-424"), compiled_record("St-485"))
    state = battle_start(cards, slots_a=(1, 2), top_a=record(top_number))
    if state.actor == 1:
        apply(state, Pass())
    before = attack_value(state, 0)
    apply(state, Use(1))
    return attack_value(state, 0) - before


@pytest.mark.parametrize(("top", "added"), [("St-348", 100), ("Bo-16t", 100), ("Bo-273", 0), ("Bo-838", 0)])
def test_trinity_burst_adds_100_to_a_perfect_rapidmon_or_taomon_and_never_quintuples(catalog, top, added):
    # St-348 Rapidmon and Bo-16t Taomon are Perfect; Bo-273 Rapidmon is Armor, Bo-838 Rapidmon Ultimate.
    assert _added_by_trinity_burst(top) == added

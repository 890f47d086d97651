"""Use requirements compiled from real Option cards are enforced by the engine (RULES 7.3).

O-N1: a level limit stops the card being turned face-up at all. O-N2: any other situation lets the
card be turned face-up, but its effect applies only while the situation holds.
"""

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.attack import attack_value
from gameplay.engine.options import option_actions

from .helpers import BOOSTER_CHIP
from .test_battle import battle_start
from .test_option_limits_enforced import record

# The default battle of test_battle: Cinderhound (type A) attacks Shellkit (type B) with its B column.
CINDERHOUND_B = 420


def _used(card, top, **extra):
    """The battle of `top` (player 0) once it has used `card` from slot 1."""
    state = battle_start((card, BOOSTER_CHIP), slots_a=(1, 2), top_a=top, **extra)
    assert state.actor == 0 and Use(1) in option_actions(state, 0, "battle")
    apply(state, Use(1))
    return state


def test_o_n2_rainbow_flute_adds_300_to_a_dramon_of_aquatic_type(catalog):
    # St-583: "(O)Add 300 to your Digimon's attack power. (O)This card can only be used by Digimon with
    # 'dramon' in their name, and have the word 'aquatic' in their type."
    flute, seadramon = record("St-583"), record("Bo-230")
    assert flute.text.status == "compiled"
    state = battle_start((flute, BOOSTER_CHIP), slots_a=(1, 2), top_a=seadramon)
    before = attack_value(state, 0)
    apply(state, Use(1))
    assert attack_value(state, 0) == before + 300


def test_o_n2_rainbow_flute_does_nothing_for_a_digimon_without_dramon_in_its_name(catalog):
    # The invented Cinderhound has neither 'dramon' in its name nor an Aquatic type.
    state = _used(record("St-583"), None)
    assert attack_value(state, 0) == CINDERHOUND_B

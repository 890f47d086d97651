"""Immunities stated in Digimon wordings of their own (patterns/digimon_immunity_statements.py; the
Bx-173 override), played from the real catalog: once the battle has started, an effect of the
opponent's named card does not reach the battling Digimon while an effect of another card does, and
a protected column keeps its value when the opponent zeroes it (RULES 1.5, B-8 step 3)."""

from __future__ import annotations

import pytest

from gameplay.engine.attack import attack_value
from gameplay.engine.cards import OPTION
from gameplay.engine.effect_context import EngineContext
from gameplay.engine.effects.families import attack as attack_effects
from gameplay.engine.effects.zero_column import ZeroColumn

from .helpers import BOOSTER_CHIP, CINDERHOUND, REEFCRAB, SHELLKIT, compiled_record, record
from .test_battle import battle_start


@pytest.mark.parametrize("number", ["Bx-141", "Bx-150", "Bx-173", "Bo-1143"])
def test_the_opponents_revelation_of_hidden_power_does_not_reach_the_digimon(catalog, number):
    # Bea holds St-609 "The Revelation of Hidden Power!!" (card 1) and a Booster Chip (card 2).
    state = battle_start(
        (BOOSTER_CHIP,),
        slots_a=(1,),
        cards_b=(record("St-609"), BOOSTER_CHIP),
        slots_b=(1, 2),
        top_a=compiled_record(number),
    )
    base = attack_value(state, 0)
    attack_effects.add_attack(EngineContext(state, 1, 1, OPTION, "source"), "opponent", -100)
    assert attack_value(state, 0) == base
    attack_effects.add_attack(EngineContext(state, 1, 2, OPTION, "source"), "opponent", -100)
    assert attack_value(state, 0) == base - 100


@pytest.mark.parametrize(
    ("foe", "column", "kept"), [(CINDERHOUND, "A", True), (REEFCRAB, "C", True), (SHELLKIT, "B", False)]
)
def test_b8_3_nanomon_keeps_a_and_c_but_not_b_when_the_opponent_zeroes_them(catalog, foe, column, kept):
    # St-578: "A or C will not go to zero due to the effects of an attack C or A." Against a type A,
    # B or C opponent Nanomon attacks with that column (B-3), and the opponent zeroes it.
    state = battle_start(
        (BOOSTER_CHIP,),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP,),
        slots_b=(1,),
        top_a=compiled_record("St-578"),
        top_b=foe,
    )
    base = attack_value(state, 0)
    assert base > 0
    ZeroColumn("opponent", column).apply(EngineContext(state, 1, 1, OPTION, "source"))
    assert (attack_value(state, 0) == base) is kept

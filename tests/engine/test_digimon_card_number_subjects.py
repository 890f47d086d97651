"""Digimon (Re-) whose support ability describes the Digimon it raises by the letters of its card
number (RULES 7.3), played from the real catalog as a support (B-10)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Support
from gameplay.engine.attack import attack_value

from .helpers import REEFCRAB, record
from .test_battle import battle_start


@pytest.mark.parametrize(("battler", "added"), [("Re-54t", 580), ("St-549", 0)])
def test_b10_zubamon_2_adds_580_to_a_digimon_whose_card_number_contains_re(catalog, battler, added):
    # Re-109 ■: "Add 580 to the attack power of your Digimon whose card number contains 'Re'."
    # Bakumon is Re-54t; Revolmon, St-549, is not a Re card.
    zubamon = record("Re-109")
    assert zubamon.support_text is not None and zubamon.support_text.status == "compiled"
    state = battle_start((zubamon,), hand_a=(1,), top_a=record(battler), top_b=REEFCRAB)
    assert state.phase == "battle" and state.actor == 0
    before = attack_value(state, 0)
    apply(state, Support(1))
    assert state.last_battle[0] == before + added

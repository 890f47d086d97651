"""Digimon (St-, Bx-, Re-) whose win sends the opponent's cards away, read by an override
(fixtures/effects/overrides), played from the real catalog in a battle (P-5)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start


def _after_the_battle(state):
    while state.phase == "battle" and state.result is None:
        apply(state, Pass())


@pytest.mark.parametrize("printed", [True, False])
def test_p5_omegamon_2_winning_sends_the_opponents_hand_and_slots_to_the_dark_area(catalog, printed):
    # Re-125: "When you win the battle, send all of the cards in the opponent's hand and slots to
    # the Dark Area." Omegamon (2) beats the example Shellkit; without its abilities Bea keeps her hand.
    omegamon = record("Re-125")
    assert omegamon.text.status == "compiled", omegamon.text.manual
    if not printed:
        omegamon = replace(omegamon, text=replace(omegamon.text, abilities=()))
    state = battle_start(
        (), cards_b=(BOOSTER_CHIP, BOOSTER_CHIP, BOOSTER_CHIP), hand_b=(1, 2), slots_b=(3,), top_a=omegamon
    )
    bea = state.players[1]
    assert bea.slots[0] == 3 and {1, 2} <= set(bea.hand)
    _after_the_battle(state)
    assert bea.points < 100
    assert ({1, 2} <= set(bea.dark_area), bool(bea.hand)) == (printed, not printed)
    if printed:
        assert 3 in bea.dark_area and all(card < 0 for card in bea.slots)

"""Digimon (St-) that count the Option cards a side has face up, played from the real catalog at
attack confirmation (B-3)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start


@pytest.mark.parametrize(("flipped", "added"), [(0, 0), (1, 200)])
def test_b3_agnimon_adds_200_for_each_option_card_the_opponent_has_face_up(catalog, flipped, added):
    # St-701: "During battle, for every Option card that the opponent has face up, add 200 to your
    # attack power." Bea sets two Booster Chips and turns `flipped` of them face-up in her window.
    agnimon = record("St-701")
    assert agnimon.text.status == "compiled", agnimon.text.manual
    state = battle_start((), top_a=agnimon, cards_b=(BOOSTER_CHIP, BOOSTER_CHIP), slots_b=(1, 2))
    assert state.phase == "battle" and state.actor == 1
    before = attack_value(state, 0)
    for slot in range(1, flipped + 1):
        apply(state, Use(slot))
    bea = state.players[1]
    assert sum(bea.face_up) == flipped
    assert attack_value(state, 0) == before + added

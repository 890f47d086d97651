"""Digimon (Bx-) whose ability holds only while it attacks last, as the second player of the turn
(RULES 0.3, 4.0), played from the real catalog at attack confirmation (B-3)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start


@pytest.mark.parametrize(("player", "added"), [(0, 0), (1, 200)])
def test_b3_dorugamon_adds_200_only_as_the_second_player(catalog, player, added):
    # Bx-9: "When your Digimon is last to attack, add 200 to your attack power." Aki (0) is the first
    # player of turn 1, Bea (1) the second.
    dorugamon = record("Bx-9")
    assert dorugamon.text.status == "compiled", dorugamon.text.manual
    plain = replace(dorugamon, text=replace(dorugamon.text, abilities=()))
    values = []
    for card in (dorugamon, plain):
        tops = {"top_a": card} if player == 0 else {"top_b": card}
        state = battle_start((), cards_b=(BOOSTER_CHIP,), slots_b=(1,), **tops)
        assert state.phase == "battle" and state.fp == 0
        values.append(attack_value(state, player))
    assert values[0] == values[1] + added

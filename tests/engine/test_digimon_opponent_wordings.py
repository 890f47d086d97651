"""Clauses on the opponent in Digimon wordings of their own (patterns/digimon_opponent_wordings.py),
played from the real catalog in a battle (B-8)."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, compiled_record, record, text
from .test_battle import battle_start


def _battle(top_a, top_b):
    return battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=top_a, top_b=top_b
    )


def test_b8_craniummon_lowers_the_opponent_by_500_during_battle(catalog):
    # Re-120: "During battle, reduce the attack power of the opponent Digimon by 500."
    craniummon = compiled_record("Re-120")
    plain = replace(craniummon, number="EXAMPLE-T3", text=text())
    foe = record("Bo-1040")
    assert attack_value(_battle(craniummon, foe), 1) == attack_value(_battle(plain, foe), 1) - 500


def test_b8_3_grademon_zeroes_the_b_attack_of_a_grappling_opponent_only(catalog):
    # Sx-101 (type B, so the opponent attacks with B, B-3): "When the opponent has the ability
    # "grappling", the opponent's attack B goes to zero." Gorimon (Bo-1047) prints "grappling",
    # Octmon (Bo-1040) does not.
    grademon = compiled_record("Sx-101")
    assert attack_value(_battle(grademon, record("Bo-1047")), 1) == 0
    assert attack_value(_battle(grademon, record("Bo-1040")), 1) > 0

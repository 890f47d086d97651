"""Digimon (Re-) whose ability compares the two battling Digimon's attributes (RULES 1.9), played
from the real catalog at attack confirmation (B-3)."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, CINDERHOUND, record
from .test_battle import battle_start


def _at_attack_confirmation(top_a, top_b):
    """The battle after attack confirmation (B-3), waiting for Bea, who keeps a Booster Chip set."""
    state = battle_start((), top_a=top_a, cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_b=top_b)
    assert state.phase == "battle"
    return state


def test_b3_bakumon_adds_300_against_a_digimon_of_its_own_attribute(catalog):
    # Re-54t: "If the opponent's attribute matches yours, add 300 to your attack power."
    bakumon = record("Re-54t")
    assert bakumon.text.status == "compiled", bakumon.text.manual
    (own,) = bakumon.attributes
    other = next(a for a in ("Vaccine", "Virus", "Data") if a != own)
    same, apart = (
        _at_attack_confirmation(bakumon, replace(CINDERHOUND, attributes=frozenset({a})))
        for a in (own, other)
    )
    assert attack_value(same, 0) == attack_value(apart, 0) + 300

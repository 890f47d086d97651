"""A Field named after a field (RULES 1.8) raising the Digimon that shares its background, played from
the real catalog: Bo-256 Nightmare Soldiers, "Add 50 to the attack power of your Digimon with the same
background as this card" (read as the leading condition "For your Digimon with the same background as
this card, …", patterns/option_rewrites.py)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from ..helpers import BOOSTER_CHIP, SHELLKIT, arrange, game, record, set_in_slot
from ..test_battle import put_tops, sheet


def _attack(top, *, use_field):
    """A's attack power in battle with `top` battling and Bo-256 set in slot 1; A turns it face-up in
    her Evolution Phase (E-3 (d)) when `use_field`, else leaves it face down."""
    state = game(sheet(top, (record("Bo-256"),)), sheet(SHELLKIT, (BOOSTER_CHIP,)), first=0)
    put_tops(state)
    arrange(state, 0, hand=[])
    arrange(state, 1, hand=[])
    set_in_slot(state, 0, 1)
    set_in_slot(state, 1, 1)  # a battle window for B either way (B-4)
    while state.step != "evolve" or state.actor != 0:
        apply(state, Pass())
    if use_field:
        apply(state, Use(1))
    while state.phase != "battle":
        apply(state, Pass())
    return attack_value(state, 0)


@pytest.mark.parametrize(("number", "added"), [("Bo-4", 50), ("St-2", 0)])
def test_o3_nightmare_soldiers_adds_50_only_to_a_nightmare_soldiers_digimon(catalog, number, added):
    # Bo-4 Orgemon belongs to Nightmare Soldiers; St-2 Greymon does not.
    top = record(number)
    assert _attack(top, use_field=True) == _attack(top, use_field=False) + added

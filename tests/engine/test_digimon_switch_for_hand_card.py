"""Digimon that make way for a card from the hand (patterns/digimon_switch_for_hand_card.py), played from
the real catalog: Bo-1s Belphemon Sleep Mode ("During battle, you may send this Digimon to the Dark
Area, and send one Belphemon card from your hand to your Digimon box") and Bo-9v Holy Angemon ("During
battle, only when the opponent Digimon is Ultimate level, send this Digimon to the Dark Area and send
one Seraphimon card from your hand to the Digimon Box"). The switch is no evolution (E-6.5)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import UseAbility

from .helpers import BOOSTER_CHIP, SHELLKIT, compiled_record, record
from .test_battle import battle_start


def _switch_index(card):
    (index,) = [
        i for i, a in enumerate(card.text.abilities) if any(e.kind == "switch_from_hand" for e in a.effects)
    ]
    return index


@pytest.mark.parametrize(
    ("number", "in_hand", "foe", "usable"),
    [
        # Bo-1146 is a Belphemon, Bo-284 a Seraphimon; Bo-138t Dynasmon is an Ultimate.
        ("Bo-1s", "Bo-1146", SHELLKIT, True),
        ("Bo-1s", "Bo-284", SHELLKIT, False),
        ("Bo-9v", "Bo-284", "Bo-138t", True),
        # Bo-9v against a Level III: "only when the opponent Digimon is Ultimate level".
        ("Bo-9v", "Bo-284", SHELLKIT, False),
        ("Bo-9v", "Bo-1146", "Bo-138t", False),
    ],
)
def test_b4_the_digimon_goes_to_the_dark_area_and_the_named_card_battles_in_its_place(
    catalog, number, in_hand, foe, usable
):
    card = compiled_record(number)
    top_b = record(foe) if isinstance(foe, str) else foe
    # Aki keeps a chip set (card 2), so that the battle waits for her window.
    state = battle_start((record(in_hand), BOOSTER_CHIP), hand_a=(1,), slots_a=(2,), top_a=card, top_b=top_b)
    while state.actor == 1:
        apply(state, legal_actions(state)[0])
    assert state.phase == "battle" and state.actor == 0
    index = _switch_index(card)
    assert (UseAbility(index) in legal_actions(state)) is usable
    if usable:
        aki = state.players[0]
        apply(state, UseAbility(index))
        assert aki.digimon[-1] == 1 and 29 in aki.dark_area and 1 not in aki.hand

""" "Cannot be sent to the Dark Area due to the effects of the opponent's Option cards" (Bx-80, Bx-92,
Bx-96, Bx-112, Bx-124; patterns/statements.py), played from the real catalog: the opponent's St-920
Blutgang, which sends any Digimon of a full sheet to the Dark Area, leaves Gottsumon X-Antibody in its
box, while a Digimon's own effect still sends it (only the opponent's Option cards are named)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.cards import DIGIMON
from gameplay.engine.effect_context import EngineContext
from gameplay.engine.effects.families import cards as cards_family

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start
from .test_option_conditional_effects import _my_window


def _blutgang_against(top_b):
    """Aki's Dukemon: Crimson Mode (Bo-654) uses St-920 Blutgang (card 1) in battle against Bea's
    `top_b`, her three slots full (O-N1, its condition)."""
    state = battle_start(
        (record("St-920"),),
        slots_a=(1,),
        top_a=record("Bo-654"),
        cards_b=(BOOSTER_CHIP,) * 3,
        slots_b=(1, 2, 3),
        top_b=top_b,
    )
    _my_window(state)
    apply(state, Use(1))
    return state


@pytest.mark.parametrize(("number", "stays"), [("Bx-80", True), ("Bx-124", True), ("St-23", False)])
def test_the_opponents_option_cannot_send_gottsumon_x_antibody_to_the_dark_area(catalog, number, stays):
    # Bx-80 Gottsumon X-Antibody prints the immunity, as Bx-124 Hagurumon X-Antibody does; St-23
    # Gottsumon does not.
    state = _blutgang_against(record(number))
    bea = state.players[1]
    assert (bea.digimon == [0] and 0 not in bea.dark_area) is stays
    assert (0 in bea.dark_area) is not stays


def test_a_digimons_effect_still_sends_gottsumon_x_antibody_to_the_dark_area(catalog):
    state = _blutgang_against(record("Bx-80"))
    # The same send from Aki's battling Digimon's text, not from an Option card.
    dukemon = EngineContext(state, 0, state.players[0].top, DIGIMON, "phase")
    cards_family.send_digimon_to_dark_area(dukemon, "opponent")
    assert state.players[1].digimon == [] and 0 in state.players[1].dark_area

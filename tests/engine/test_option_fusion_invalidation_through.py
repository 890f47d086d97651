"""Bo-858 and Bo-859, the Hybrid fusion cards of the Warriors: paid into the Power Box (EC-5), they fuse
the Digimon and give it immunity to the opponent's zeroing attacks and the invalidation of the
opponent's Option cards during battle, which reaches a card protected from invalidation too
(effects.grant_invalidation_through, engine.invalidation)."""

from dataclasses import replace

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Use
from gameplay.engine.cards import Requirement
from gameplay.engine.state import NONE

from .helpers import (
    BOOSTER_CHIP,
    CINDERHOUND,
    LEAF,
    OVERCLOCK,
    SHELLKIT,
    digimon,
    fuse_against_two_set_options,
    game,
    record,
)
from .test_battle import put_tops, sheet

GUARDED_PROGRAM = replace(
    OVERCLOCK, option_type="Program", text=replace(OVERCLOCK.text, protections=("invalidation",))
)


def _fusion(requirement):
    """A Hybrid reached by fusing Cinderhound with the card named `requirement`."""
    return digimon(
        "EXAMPLE-H1",
        "Cinderhound Warrior",
        "Hybrid",
        "A",
        (900, 850, 800),
        (30, 20, 10, 10),
        evolution=((Requirement("fusion", names=("Cinderhound", requirement)),),),
    )


def _fused_with(number):
    """Aki fuses Cinderhound paying the real card `number` from slot 1 (EC-5); Bea holds a Program
    protected from invalidation and a Booster Chip in her slots, and a hand card to pay with."""
    card = record(number)
    state = game(
        sheet(CINDERHOUND, (_fusion(card.name), card)),
        sheet(SHELLKIT, (GUARDED_PROGRAM, BOOSTER_CHIP, LEAF)),
        first=0,
    )
    put_tops(state)
    fuse_against_two_set_options(state)
    return state


@pytest.mark.parametrize("number", ["Bo-858", "Bo-859"])
def test_ec_5_the_fused_hybrid_invalidates_even_a_protected_program_during_battle(catalog, number):
    # Bo-858: "The Digimon that fused with the use of its card cannot have its attack A, B and C go to
    # zero due to the effects of the opponent's attack C or A, and during battle, can invalidate your
    # opponent's Option cards before they take effect (this effect still stands even if 'cannot be
    # invalidated' is written on the opponent's card)."
    state = _fused_with(number)
    aki, bea = state.players
    assert aki.digimon == [0, 1]
    assert {"zero_by_attack:A", "zero_by_attack:B", "zero_by_attack:C"} <= set(aki.immunities)
    assert state.phase == "battle" and state.actor == 1
    apply(state, Use(1, (3,)))
    assert 1 in bea.dark_area and bea.slots[0] == NONE
    # The Item card is invalidated as well: "your opponent's Option cards".
    apply(state, Use(2))
    assert 2 in bea.dark_area


def test_ec_5_bo_859_also_keeps_the_opponents_direct_point_reductions_off(catalog):
    # Bo-859: "… Also, your points will not be reduced by the effects of the opponent's direct
    # attacks or 'directly reduce the opponent's points' effects used against your sheet."
    assert "direct_point_reduction" in _fused_with("Bo-859").players[0].immunities
    assert "direct_point_reduction" not in _fused_with("Bo-858").players[0].immunities


def test_ec_5_an_ordinary_invalidation_grant_leaves_a_protected_card_alone(catalog):
    # Bo-252's grant (effects.grant_invalidation) stops at a card protected from invalidation (RULES 7.8).
    state = _fused_with("Bo-858")
    aki, bea = state.players
    aki.immunities[:] = [grant.replace("invalidates_through:", "invalidates:") for grant in aki.immunities]
    apply(state, Use(1, (3,)))
    assert bea.slots[0] == 1

"""The look at the top card of the Net Ocean printed over two sentences (patterns/digimon_check_top.py),
played from the real catalog in a battle window (B-4): the card goes to the Dark Area either way, and
the effect acts only when it is a Digimon card."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, UseAbility

from .helpers import BOOSTER_CHIP, LEAF, PEBBLE, compiled_record
from .test_battle import battle_start


def _looked(number, top_card):
    """Aki's `number` battles; Bea has three options set; Aki's Net Ocean top is `top_card` (card 2)
    and Aki uses the ability in her window. The state, and the size of Bea's Net Ocean before."""
    state = battle_start(
        (BOOSTER_CHIP, top_card),
        slots_a=(1,),
        cards_b=(BOOSTER_CHIP, BOOSTER_CHIP, BOOSTER_CHIP),
        slots_b=(1, 2, 3),
        top_a=compiled_record(number),
    )
    aki = state.players[0]
    for zone in (aki.hand, aki.dark_area, aki.net_ocean):
        if 2 in zone:
            zone.remove(2)
    aki.net_ocean.append(2)
    if state.actor == 1:
        apply(state, Pass())
    uses = [action for action in legal_actions(state) if isinstance(action, UseAbility)]
    assert len(uses) == 1
    before = len(state.players[1].net_ocean)
    apply(state, uses[0])
    assert 2 in aki.dark_area and 2 not in aki.net_ocean
    return state, before


@pytest.mark.parametrize(("top_card", "cleared"), [(PEBBLE, True), (LEAF, False)])
def test_blitzmon_clears_the_opponents_slots_when_the_card_is_a_digimon(catalog, top_card, cleared):
    # St-620: "… If it is a Digimon card, send all of the cards in the opponent's slots to the Dark Area."
    bea = _looked("St-620", top_card)[0].players[1]
    assert (bea.slots == [-1, -1, -1]) is cleared


@pytest.mark.parametrize(("top_card", "sent"), [(PEBBLE, 6), (LEAF, 0)])
def test_duskmon_sends_six_of_the_opponents_net_ocean_when_the_card_is_a_digimon(catalog, top_card, sent):
    # St-665: "… If it was a Digimon card, send the top six cards of the opponent's Net Ocean to the
    # Dark Area."
    state, before = _looked("St-665", top_card)
    assert len(state.players[1].net_ocean) == before - sent

"""A printed duration outlasts its Option card (RULES O-L2): "add 50 to your attack power just for
this turn" on a card sent to the Dark Area immediately after use (St-319, St-320 Change Up!) lasts
through the turn's battle, the card long gone."""

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import EMBERPUP, SHELLKIT, arrange, deck, game, record, set_in_slot


def _change_up_used(number):
    """Aki (FP) has Emberpup against Shellkit (type B: her B attack, 320), Change Up! `number` (id 1)
    in slot 1 and two cards in hand; she prepares nothing, so her evolution is decided, and uses the
    card at the end of her Evolution Phase (E-3 (d)). Her attack before the use is returned too."""
    state = game(deck(EMBERPUP, record(number)), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[2, 3])
    set_in_slot(state, 0, 1)
    while state.step != "evolve":
        apply(state, Pass())
    before = attack_value(state, 0)
    apply(state, Use(1))
    return state, state.players[0], before


@pytest.mark.parametrize("number", ["St-319", "St-320"])
def test_o_l2_change_up_adds_50_through_the_battle_after_the_card_has_left_its_slot(catalog, number):
    # St-319 / St-320: "(O)Send two cards from your hand to the Dark Area, and add 50 to your attack
    # power just for this turn. … (O)Immediately after this card is used, send it to the Dark Area."
    state, me, before = _change_up_used(number)
    # Neither player has anything left to use: the battle (B-7) is fought at once and the turn ends.
    assert state.turn == 2
    assert 1 in me.dark_area and 1 not in me.slots
    assert state.last_battle[0] == before + 50
    # The printed duration ended with the turn.
    assert attack_value(state, 0) == before

"""A printed duration outlasts its Option card (RULES O-L2): "add 50 to your attack power just for
this turn" on a card sent to the Dark Area immediately after use (St-319, St-320 Change Up!) lasts
through the turn's battle, the card long gone. Their "move the Digimon in your Digimon Box to a box of
your choice" acts only with several boxes (RULES 1.1, patterns/option_one_box.py)."""

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import EMBERPUP, SHELLKIT, arrange, compiled_record, deck, game, set_in_slot


def _change_up_used(number):
    """Aki (FP) has Emberpup against Shellkit (type B: her B attack, 320), Change Up! `number` (id 1)
    in slot 1 and two cards in hand; she prepares nothing, so her evolution is decided, and uses the
    card at the end of her Evolution Phase (E-3 (d)). Her attack and hand before the use are returned too."""
    state = game(deck(EMBERPUP, compiled_record(number)), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[2, 3])
    set_in_slot(state, 0, 1)
    while state.step != "evolve":
        apply(state, Pass())
    before, hand = attack_value(state, 0), list(state.players[0].hand)
    apply(state, Use(1))
    return state, state.players[0], before, hand


@pytest.mark.parametrize("number", ["St-319", "St-320"])
def test_o_l2_change_up_adds_50_through_the_battle_after_the_card_has_left_its_slot(catalog, number):
    # St-319 / St-320: "(O)Send two cards from your hand to the Dark Area, and add 50 to your attack
    # power just for this turn. … (O)Immediately after this card is used, send it to the Dark Area."
    state, me, before, hand = _change_up_used(number)
    # Neither player has anything left to use: the battle (B-7) is fought at once and the turn ends.
    assert state.turn == 2
    assert 1 in me.dark_area and 1 not in me.slots
    assert state.last_battle[0] == before + 50
    # The printed duration ended with the turn.
    assert attack_value(state, 0) == before


@pytest.mark.parametrize("number", ["St-319", "St-320"])
def test_st_319_and_st_320_send_two_hand_cards_away_and_move_nothing_with_one_box(catalog, number):
    # "(O)Send two cards from your hand to the Dark Area, … (O)After raising your attack power, you can
    # move the Digimon in your Digimon Box to a box of your choice and switch it with a Level III
    # Digimon in that box."
    state, me, _, hand = _change_up_used(number)
    sent = [card for card in hand if card in me.dark_area]
    assert len(sent) == 2
    # Emberpup, the one Digimon Box's only Digimon, is still there (RULES 1.1).
    assert me.digimon == [0]

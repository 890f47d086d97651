"""Crest of Hope (Bo-148) with real catalog cards: "This card cannot be used when it is not stacked on
top of a 'Tag' Item card placed in your slot" is its use requirement (O-N1); used, it lies on the Tag
(Bo-98) and sends the top two cards of its owner's Net Ocean and one card of the opponent's hand to
the Dark Area."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use
from gameplay.engine.beside import is_stacked
from gameplay.engine.options import why_not_usable

from .helpers import compiled_record, record
from .test_battle import battle_start

CREST_OF_HOPE, TAG = "Bo-148", "Bo-98"


def _aki_to_act(state):
    if state.actor == 1:
        apply(state, Pass())
    return state


def test_crest_of_hope_without_a_tag_in_the_slots_cannot_be_used(catalog):
    state = _aki_to_act(battle_start((compiled_record(CREST_OF_HOPE),), slots_a=(1,)))
    assert Use(1) not in legal_actions(state)
    assert "use condition" in why_not_usable(state, 0, 0, "battle")


def test_crest_of_hope_lies_on_the_tag_and_sends_net_ocean_and_hand_cards_to_the_dark_area(catalog):
    # A spare Item (St-485) in slot 3 keeps Aki's window open after the use.
    cards = (compiled_record(CREST_OF_HOPE), record(TAG), compiled_record("St-485"))
    state = battle_start(cards, slots_a=(1, 2, 3), hand_b=(1,), cards_b=(record(TAG),))
    _aki_to_act(state)
    aki, bea = state.players
    ocean, hand = len(aki.net_ocean), len(bea.hand)
    apply(state, Use(1))
    assert is_stacked(state, 0, 1)
    assert len(aki.net_ocean) == ocean - 2 and len(bea.hand) == hand - 1

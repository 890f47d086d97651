"""Bo-499 Search Engine, played from the real catalog: "Draw 5 cards from the top of the opponent's Net
Ocean and let only yourself see the contents. If there are any Program Option cards among those 5
cards, choose one of them and send it to the Dark Area. Return the remaining cards that you checked to
the top of the opponent's Net Ocean, retaining the order that they were in. This card can only be
used when your Digimon is Level IV or Perfect level, and when you have 4 cards in your hand when this
card is activated." (a Point Calculation card, P-2)"""

from gameplay.engine import apply
from gameplay.engine.actions import Use

from .helpers import PEBBLE, arrange, compiled_record, record
from .test_battle import battle_start
from .test_option_draws import _pass_until

# Bea's cards: two Program cards (ids 1 and 3), an Item (id 2) and Pebbles (ids 4 and 5).
I_TAKE_THAT_BACK, TAG, FIREWALL = "Bo-161", "Bo-98", "Bo-304"
# Her Net Ocean's top five, the last on top: the Item, then the first Program card drawn.
TOP_FIVE = [5, 3, 4, 1, 2]


def _search(hand_size):
    """Aki's Cinderhound (Level IV) in her P-2 window with Bo-499 in slot 1 and `hand_size` cards in
    hand; Bea's Net Ocean has TOP_FIVE on top."""
    bea_cards = (record(I_TAKE_THAT_BACK), record(TAG), record(FIREWALL), PEBBLE, PEBBLE)
    state = battle_start((compiled_record("Bo-499"),), slots_a=(1,), cards_b=bea_cards)
    _pass_until(state, lambda s: s.phase == "point_calculation")
    assert state.actor == 0
    bea = state.players[1]
    arrange(state, 1, net_ocean_top=TOP_FIVE)
    arrange(state, 0, hand=list(range(10, 10 + hand_size)))
    return state, bea


def test_bo_499_sends_the_first_program_of_the_top_five_away_and_keeps_the_rest_in_order(catalog):
    state, bea = _search(4)
    apply(state, Use(1))
    assert 1 in bea.dark_area and 3 not in bea.dark_area
    assert bea.net_ocean[-4:] == [5, 3, 4, 2]


def test_bo_499_does_nothing_with_a_hand_of_five(catalog):
    state, bea = _search(5)
    apply(state, Use(1))
    assert 1 not in bea.dark_area and bea.net_ocean[-5:] == TOP_FIVE

"""Bx-170 The Fight to Defend Comrades, played from the real catalog: "Send 1 card from your Net Ocean
to the Dark Area. You can use this card when you have a support Digimon. Send all of the Digimon in the
opponent's support box to the Dark Area. After that, both players draw the amount of cards that were
sent to the Dark Area from their Net Ocean and add them to their hand." (B-10.5: the Support Box holds
one support Digimon.)"""

from gameplay.engine import apply
from gameplay.engine.actions import Use

from .helpers import BOOSTER_CHIP, PEBBLE, compiled_record
from .test_battle import battle_start
from .test_option_outcome import _first_window

NONE = -1


def _comrades(*, bea_supported, aki_supported=True):
    """Aki flips Bx-170 (slot 1, id 1) with a Pebble as her support Digimon (id 2) or none and a
    Booster Chip in slot 2 (so her battle window stays open); Bea has a Pebble support Digimon (id 1)
    or none."""

    def supports(state):
        supported = ((0, 2),) if aki_supported else ()
        for player, card in (*supported, *(((1, 1),) if bea_supported else ())):
            me = state.players[player]
            me.net_ocean.remove(card)
            me.support = card

    cards = (compiled_record("Bx-170"), PEBBLE, BOOSTER_CHIP)
    state = battle_start(cards, slots_a=(1, 3), cards_b=(PEBBLE,), pre=supports)
    _first_window(state)
    return state


def _sizes(state):
    return [(len(me.hand), len(me.net_ocean)) for me in state.players]


def test_bx_170_sends_the_opponents_support_digimon_away_and_both_players_draw_one(catalog):
    state = _comrades(bea_supported=True)
    (aki_hand, aki_ocean), (bea_hand, bea_ocean) = _sizes(state)
    apply(state, Use(1))
    aki, bea = state.players
    assert bea.support == NONE and 1 in bea.dark_area
    # Aki paid the top card of her Net Ocean (O-C1), then each player drew one card.
    assert _sizes(state) == [(aki_hand + 1, aki_ocean - 2), (bea_hand + 1, bea_ocean - 1)]
    # Aki's own support Digimon stays.
    assert aki.support == 2


def test_bx_170_draws_nothing_when_the_opponent_has_no_support_digimon(catalog):
    state = _comrades(bea_supported=False)
    (aki_hand, aki_ocean), (bea_hand, bea_ocean) = _sizes(state)
    apply(state, Use(1))
    assert _sizes(state) == [(aki_hand, aki_ocean - 1), (bea_hand, bea_ocean)]


def test_o_n2_bx_170_leaves_the_opponents_support_alone_while_its_user_has_no_support_digimon(catalog):
    # "You can use this card when you have a support Digimon."
    state = _comrades(bea_supported=True, aki_supported=False)
    apply(state, Use(1))
    assert state.players[1].support == 1

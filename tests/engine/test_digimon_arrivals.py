"""E-6.5: what a Digimon does when it arrives by evolving or fusing (fusion fires the same "on_evolve"
abilities), played from the real catalog in a game position: the Digimon (card 29) is on top of the
Pebble partner, and its abilities fire as the engine fires them when it is put on top
(options._arrived)."""

from __future__ import annotations

from gameplay.engine.cards import DIGIMON
from gameplay.engine.effect_firing import fire

from .helpers import PEBBLE, compiled_record, deck, game, record
from .test_battle import put_tops, sheet


def _on_top(top, *cards):
    """Player A with `top` battling and `cards` (ids 1, 2, …) in its Net Ocean."""
    state = game(sheet(top, cards), deck(PEBBLE), first=0)
    put_tops(state)
    me = state.players[0]
    for card in range(1, 1 + len(cards)):
        for zone in (me.hand, me.dark_area):
            if card in zone:
                zone.remove(card)
                me.net_ocean.insert(0, card)
    return state


def _arrive(state):
    me = state.players[0]
    fire(state, 0, 29, me.deck[29].text, ("on_evolve",), DIGIMON, "turn")
    return me


def test_e6_5_tailmon_takes_a_wizarmon_from_the_bottom_of_the_net_ocean(catalog):
    # G.E.M.-4 / Bx-180: "When you evolve into this Digimon, search your Net Ocean for one Wizarmon
    # card and add it to your hand (shuffle your Net Ocean afterwards)." Two Wizarmon (Bo-1156) lie at
    # the bottom of the Net Ocean: one comes to the hand, the other stays.
    for number in ("G.E.M.-4", "Bx-180"):
        state = _on_top(compiled_record(number), record("Bo-1156"), record("Bo-1156"))
        hand = list(state.players[0].hand)
        me = _arrive(state)
        assert len(me.hand) == len(hand) + 1 and me.hand[-1] in (1, 2)
        assert len([card for card in me.net_ocean if card in (1, 2)]) == 1


def test_e6_5_omegamon_alter_s_regains_30_points_when_fused_into(catalog):
    # Re-98: "Regain 30 points when you fuse into this Digimon."
    state = _on_top(compiled_record("Re-98"))
    state.players[0].points = 60
    assert _arrive(state).points == 90


def test_e6_5_omegamon_alter_s_shuffles_the_dark_area_back_when_fused_into(catalog):
    # Re-127: "After fusing into this Digimon, shuffle your Dark Area back into your Net Ocean."
    state = _on_top(compiled_record("Re-127"))
    me = state.players[0]
    sent = me.net_ocean[:5]
    del me.net_ocean[:5]
    me.dark_area.extend(sent)
    _arrive(state)
    assert me.dark_area == [] and set(sent) <= set(me.net_ocean)

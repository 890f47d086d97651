"""Re-15 Motomiya Daisuke, read by an override (fixtures/effects/overrides), played in a battle: "Send 2
cards from your Net Ocean to the Dark Area. You can use this card when your Digimon is Level III or Level
IV. Draw 6 cards from the top of your Net Ocean. If any of the cards are a Level IV Digimon with Armor
Evolution in its Fusion Requirements, a Perfect level Digimon with Jogress Evolution in its evolution
requirements, or an Item Option card belonging to the Digimental category, you may add them to your hand.
Shuffle the remaining cards back into your deck."""

from gameplay.engine import apply
from gameplay.engine.actions import Use

from .helpers import PEBBLE, arrange, compiled_record, record
from .test_battle import battle_start
from .test_option_outcome import _first_window

# Bo-217 (Armor level, "Armor Evolution V-mon + Digimental of Love"), Bo-8 (Perfect, a Jogress),
# Bo-272 (an Item named Digimental), St-14 Angemon (Level IV, no armor route), St-77 Angewomon (Perfect,
# no Jogress route).
FOUND = ("Bo-217", "Bo-8", "Bo-272")
LEFT = ("St-14", "St-77")


def test_o_c1_re_15_pays_two_net_ocean_cards_then_takes_the_armor_jogress_and_digimental_cards(catalog):
    cards = (compiled_record("Re-15"), *(record(n) for n in FOUND + LEFT), PEBBLE, PEBBLE)
    state = battle_start(cards, slots_a=(1,))
    _first_window(state)
    me = state.players[0]
    # Top of the Net Ocean (last = top): the two Pebbles pay for the card, then the six drawn.
    arrange(state, 0, net_ocean_top=[me.net_ocean[0], 2, 4, 3, 5, 6, 7, 8])
    hand = set(me.hand)
    apply(state, Use(1))
    assert {7, 8} <= set(me.dark_area)
    assert set(me.hand) - hand == {2, 3, 4}
    assert {5, 6} <= set(me.net_ocean)


def test_o_c1_re_17_takes_the_spirit_route_variable_and_spirit_cards_and_puts_the_rest_back_on_top(catalog):
    # Re-17 Kanbara Takuya: "Send 3 cards from your Net Ocean to the Dark Area. You can use this card when
    # your Digimon is Hybrid level. Draw 5 cards from the top of your Net Ocean. If any of the cards are a
    # Hybrid level Digimon with Spirit Evolution in its Fusion/Appearance Requirements, a Variable attribute
    # Digimon, or an Item Option card belonging to the Spirit category, you may add them to your hand. Place
    # the rest of the cards back on top of your Net Ocean in any order you want."
    # Bo-91t (Hybrid, a Spirit Evolution), Bo-13L (Variable), St-676 (the Item Spirit of Fire H).
    found = ("Bo-91t", "Bo-13L", "St-676")
    cards = (compiled_record("Re-17"), *(record(n) for n in found + LEFT), PEBBLE, PEBBLE, PEBBLE)
    # Bo-14L Wolfmon: Hybrid level.
    state = battle_start(cards, slots_a=(1,), top_a=record("Bo-14L"))
    _first_window(state)
    me = state.players[0]
    arrange(state, 0, net_ocean_top=[2, 5, 3, 6, 4, 7, 8, 9])
    hand = set(me.hand)
    apply(state, Use(1))
    assert {7, 8, 9} <= set(me.dark_area)
    assert set(me.hand) - hand == {2, 3, 4}
    # Not shuffled: the two left are the top two cards again.
    assert set(me.net_ocean[-2:]) == {5, 6}

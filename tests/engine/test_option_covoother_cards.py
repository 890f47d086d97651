"""Real Option cards whose printed text only one card says, read by an override
(fixtures/effects/overrides), played in games: each asserts the printed effect."""

from gameplay.engine import apply, evolution, legal_actions
from gameplay.engine.actions import Discard, Pass, Prepare, Use
from gameplay.engine.modifiers.points import LostMultiply

from .helpers import EMBERPUP, SHELLKIT, arrange, compiled_record, deck, game, record, set_in_slot


def _net_power_evolution(points):
    """Aki (at `points`) evolves her Emberpup into the real Metal Garurumon (Bo-109, "Regain 30
    points when you evolve into this Digimon") paying Ta-1 from her hand into the Power Box."""
    state = game(deck(EMBERPUP, record("Bo-109"), compiled_record("Ta-1")), deck(SHELLKIT), first=0)
    arrange(state, 0, hand=[1, 2])
    me = state.players[0]
    me.points = points
    apply(state, Pass())
    apply(state, Prepare(1, -1, (2,)))
    while state.phase == "preparation":
        apply(state, Pass())
    ocean = len(me.net_ocean)
    evolution.carry_out(state, 0)
    return state, ocean


def test_e6_ta_1_evolves_into_an_ultimate_sends_ten_net_ocean_cards_and_blocks_the_regain(catalog):
    # Ta-1 Evolve to Ultimate with the Power of the Net!!!: "Ignore all evolution requirements and
    # evolve your Digimon into an Ultimate level Digimon … After that, send the top 10 cards of your
    # Net Ocean to the Dark Area. You may triple the opponent's lost points for the turn during which
    # evolution occurred. You do not regain any points from evolving to Ultimate level using this card."
    state, ocean = _net_power_evolution(50)
    me = state.players[0]
    assert me.digimon == [0, 1]
    assert len(me.net_ocean) == ocean - 10
    # Metal Garurumon's "Regain 30 points when you evolve into this Digimon" gives nothing.
    assert me.points == 50
    # P-3: Bea's lost points are tripled for the rest of the turn.
    assert [(m.player, m.factor, m.lifetime) for m in state.modifiers if type(m) is LostMultiply] == [
        (1, 3, "turn")
    ]


def _play_until(state, done):
    """Aki and Bea pass (Aki discarding down to her hand limit when asked) until `done(state)`."""
    while not done(state):
        legal = legal_actions(state)
        apply(state, Pass() if Pass() in legal else next(a for a in legal if isinstance(a, Discard)))


def test_o_l3_re_35t_adds_two_net_ocean_cards_at_each_battle_start_then_goes_to_the_point_gauge(catalog):
    # Re-35t Mochizuki Meiko: "At the start of the battle phase, draw the top 10 cards of your Net
    # Ocean, and choose any 2 cards to add to your hand. Shuffle the rest of the cards back into your
    # Net Ocean. After 2 turns, stack this card face-up onto your point gauge."
    state = game(deck(EMBERPUP, compiled_record("Re-35t")), deck(SHELLKIT), first=0)
    set_in_slot(state, 0, 1)
    me = state.players[0]
    _play_until(state, lambda s: s.phase == "evolution" and s.actor == 0)
    hand, ocean = len(me.hand), len(me.net_ocean)
    apply(state, Use(1))
    # Turn 2 begins with Bea (FP alternates): Aki's zones are as turn 1 left them.
    _play_until(state, lambda s: s.turn == 2)
    assert (len(me.hand), len(me.net_ocean)) == (hand + 2, ocean - 2)
    # O-L3: the turn of use is turn 1, so it stays in its slot through turn 2 and searches again
    # (Aki first discards down to her hand limit of 6, T-P1, so no refill draws in between).
    assert me.slots[0] == 1 and me.active[0]
    _play_until(state, lambda s: s.turn == 3)
    assert (len(me.hand), len(me.net_ocean)) == (hand + 2, ocean - 4)
    assert me.slots[0] != 1 and 1 in me.gauge_cards

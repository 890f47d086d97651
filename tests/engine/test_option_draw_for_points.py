"""Bx-68 Aegis played in a real game: the opponent draws the top two cards of their Net Ocean, each
red frame Option card costs them 20 points and each blue frame one 10 (P-7), the drawn cards go to
their Dark Area, and the card is sent to the Dark Area as their points are reduced."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use

from .helpers import BOOSTER_CHIP, arrange, compiled_record, game, record
from .test_battle import put_tops, sheet
from .test_option_evolution_cards import CINDERHOUND, _hold_in_slot


def _battle(top_of_ocean_b, points_a=30):
    """Aki (FP, `points_a` points) holds Bx-68 in slot 1; the top of Bea's Net Ocean is the cards
    `top_of_ocean_b` (ids 2, 3, …; last on top); Bea holds a Booster Chip (id 1) in slot 1."""
    card = compiled_record("Bx-68")
    state = game(sheet(CINDERHOUND, (card,)), sheet(record("St-1"), (BOOSTER_CHIP, *top_of_ocean_b)), first=0)
    put_tops(state)
    _hold_in_slot(state, 0, 1)
    _hold_in_slot(state, 1, 1)
    state.players[0].points = points_a
    while state.phase != "battle":
        apply(state, Pass())
    arrange(state, 1, net_ocean_top=list(range(2, 2 + len(top_of_ocean_b))))
    if state.actor == 1:
        apply(state, Pass())
    return state


def test_bx_68_costs_20_for_a_red_frame_and_10_for_a_blue_frame_option_drawn(catalog):
    # Bx-68 Aegis: "You can use this card when your points are 30 and below. Have the opponent draw two
    # cards from the top of their Net Ocean, and for every blue frame Option card drawn, reduce the
    # opponent's points by 10. When red frame Option cards are drawn, instead of 10, reduce the
    # opponent's points by 20 (the drawn cards are sent to the Dark Area). Send this card to the Dark
    # Area when the opponent's points are reduced."
    red, blue = record("Sp-27"), record("Bo-441")
    assert (red.frame, blue.frame) == ("Red", "Blue")
    state = _battle((red, blue))
    aki, bea = state.players
    assert Use(1) in legal_actions(state)
    apply(state, Use(1))
    assert bea.points == 100 - 20 - 10
    assert {2, 3} <= set(bea.dark_area) and 2 not in bea.hand and 3 not in bea.hand
    # The card leaves its slot as the points are reduced.
    assert aki.slots[0] == -1 and 1 in aki.dark_area


def test_bx_68_costs_nothing_for_a_digimon_card_drawn(catalog):
    state = _battle((record("St-2"), record("Bo-441")))
    bea = state.players[1]
    apply(state, Use(1))
    assert bea.points == 100 - 10
    assert {2, 3} <= set(bea.dark_area)


def test_bx_68_cannot_be_used_above_30_points(catalog):
    state = _battle((record("Sp-27"), record("Bo-441")), points_a=40)
    assert Use(1) not in legal_actions(state)

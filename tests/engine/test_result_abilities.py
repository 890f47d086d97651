"""P-2 / P-3: a priced "when you lose the battle, you may …" ability is offered to its owner once the
result is known, and acts before the points when the owner chooses it; "when the battle ends in a
draw, further reduce …" adds to the draw's cost."""

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Pass, Use, UseAbility

from .helpers import BOOSTER_CHIP, digimon, record
from .test_battle import battle_start

# A Perfect that beats Coatlmon's 450, evolved from the Pebble partner (id 0) that stays below it.
BRUTE = digimon("EXAMPLE-81", "Brute", "Perfect", "A", (900, 900, 900), (40, 30, 20, 20))


def _lost_battle(catalog_card, hand=(2, 3)):
    state = battle_start(
        (BOOSTER_CHIP, BOOSTER_CHIP, BOOSTER_CHIP), hand_a=hand, top_a=catalog_card, top_b=BRUTE
    )
    while state.phase == "battle":
        apply(state, Pass())
    assert state.phase == "point_calculation" and state.battle_result == 1
    return state


def test_coatlmon_offers_its_whole_hand_price_to_its_owner_when_it_loses(catalog):
    # Bo-292 Coatlmon: "When you lose the battle, you may discard your whole hand and send the
    # opponent's non-Level III Digimon to the Dark Area."
    coatlmon = record("Bo-292")
    assert coatlmon.text.status == "compiled"
    state = _lost_battle(coatlmon)
    assert state.actor == 0
    assert UseAbility(0) in legal_actions(state)
    apply(state, UseAbility(0))
    aki, bea = state.players
    assert aki.hand == [] and {2, 3} <= set(aki.dark_area)
    # Brute goes to the Dark Area; the Pebble Level III under it stays (P-5 (a), A-26).
    assert bea.digimon == [0] and 29 in bea.dark_area
    # Once: the battle is lost once.
    assert UseAbility(0) not in legal_actions(state)


def test_coatlmon_keeps_its_hand_when_its_owner_passes(catalog):
    state = _lost_battle(record("Bo-292"))
    apply(state, Pass())
    # The turn ends (Bea has nothing to use at P-2): Aki kept both cards, Brute won and stays.
    assert {2, 3} <= set(state.players[0].hand)
    assert state.players[1].digimon[-1] == 29


def test_a_draw_costs_the_opponent_the_further_points_printed_for_a_draw(catalog):
    # Bo-1138: "When the battle ends in a draw, further reduce the opponent's points by 10." The draw
    # is forced with Bo-51 Let's Stop Fighting ("The battle ends in a draw").
    state = battle_start((record("Bo-51"),), slots_a=(1,), top_a=record("Bo-1138"))
    points = [me.points for me in state.players]
    if state.actor == 1:
        apply(state, Pass())
    apply(state, Use(1))
    while state.turn == 1:
        apply(state, Pass())
    penalty = state.draw_penalty
    assert [me.points for me in state.players] == [points[0] - penalty, points[1] - penalty - 10]

"""Digimon abilities on the battle's result (P-1, P-3, P-5; patterns/digimon_battle_result.py and the
Re-61 rewording in patterns/digimon_rewrites.py), played from the real catalog: each card battles a
twin without abilities (same attacks and battle type, so the battle is a draw on equal values, P-1)
or a weaker Digimon, and turn 1 plays out."""

from __future__ import annotations

from dataclasses import replace

from gameplay.engine import apply
from gameplay.engine.actions import Pass

from .helpers import BOOSTER_CHIP, CINDERHOUND, compiled_record, text
from .test_battle import battle_start


def _twin(card):
    """`card` with another number and no abilities: the same attack in the same column (B-3)."""
    return replace(card, number="EXAMPLE-T1", text=text())


def _played(top_a, top_b):
    """Turn 1 with `top_a` against `top_b` (both hold an option in slot 1, so the battle has
    windows, B-4), passing to the end; the points before the battle and the state after it."""
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=top_a, top_b=top_b
    )
    points = [me.points for me in state.players]
    while state.turn == 1 and state.result is None:
        apply(state, Pass())
    return points, state


def test_p3_shamamon_costs_the_opponent_a_further_10_on_a_draw(catalog):
    # St-988: "When the battle ends in a draw, the opponent loses a further 10 points."
    shamamon = compiled_record("St-988")
    (aki, bea), state = _played(shamamon, _twin(shamamon))
    assert state.last_battle[0] == state.last_battle[1]
    penalty = state.draw_penalty
    assert [me.points for me in state.players] == [aki - penalty, bea - penalty - 10]


def test_p3_p5_angewomon_and_paildramon_lose_nothing_on_a_draw_and_send_the_opponent_away(catalog):
    # Re-54 / St-992: "When the battle ends in a draw, you do not lose any points (your points do
    # not get reduced), and the opponent's Digimon is sent to the Dark Area."
    for number in ("Re-54", "St-992"):
        card = compiled_record(number)
        (aki, bea), state = _played(card, _twin(card))
        assert [me.points for me in state.players] == [aki, bea - state.draw_penalty]
        # The twin (card 29) is in the Dark Area; Angewomon stays in its box (P-5: nothing else moves).
        assert 29 in state.players[1].dark_area and 29 not in state.players[1].digimon
        assert state.players[0].digimon[-1] == 29


def test_p5a_jupitermon_stacks_the_defeated_digimon_onto_its_owners_point_gauge(catalog):
    # Re-61: "When you win the battle, stack the opponent's Digimon (excluding Level III) onto the
    # Point Gauge." Jupitermon (Ultimate) beats Cinderhound (Level IV).
    _, state = _played(compiled_record("Re-61"), CINDERHOUND)
    bea = state.players[1]
    assert 29 in bea.gauge_cards and 29 not in bea.dark_area and 29 not in bea.digimon

"""An ability that holds while the opponent's points lie in a range (points run 0-100, P-7), played
from the real catalog: St-279 Mugendramon ("If your opponent has between 50 and 90 points, add 100 to
your attack power") and St-297 War Greymon ("When the opponent has 10 to 40 points remaining, add 100
to your attack power"); both ends of the range count."""

from __future__ import annotations

import pytest

from gameplay.engine.attack import attack_value

from ..helpers import BOOSTER_CHIP, record
from ..test_battle import battle_start


def _attack(number, opponent_points):
    """A's attack power (B-8) once the battle has started with `number` battling and the opponent at
    `opponent_points` (each side has an option in slot 1, so the battle has windows, B-4)."""

    def points(state):
        state.players[1].points = opponent_points

    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), cards_b=(BOOSTER_CHIP,), slots_b=(1,), top_a=record(number), pre=points
    )
    assert state.phase == "battle"
    return attack_value(state, 0)


@pytest.mark.parametrize(
    ("number", "inside", "outside"),
    [("St-279", (50, 70, 90), (40, 100)), ("St-297", (10, 40), (50, 100))],
)
def test_the_ability_adds_100_exactly_while_the_opponents_points_are_in_the_printed_range(
    catalog, number, inside, outside
):
    base = _attack(number, outside[0])
    assert all(_attack(number, points) == base + 100 for points in inside)
    assert all(_attack(number, points) == base for points in outside)

"""A battling Digimon that watches the opponent's Option cards, played from the real catalog
(patterns/digimon_option_watch.py): "During battle, for every Option card that the opponent uses, add
100 to your attack power." (Bo-286) fires each time the opponent turns an Option card face-up in the
battle (options.use_option), as often as it happens."""

from __future__ import annotations

import pytest

from gameplay.engine import apply
from gameplay.engine.actions import Pass, Use
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, record
from .test_battle import battle_start


def _watched(number, used):
    """Aki's `number` battles; Bea (SP, the first window, B-4) uses `used` of her two Booster Chips.
    Aki keeps a chip set, so that the battle waits for her window."""
    watcher = record(number)
    assert watcher.text.status == "compiled", watcher.text.manual
    state = battle_start(
        (BOOSTER_CHIP,), slots_a=(1,), top_a=watcher, cards_b=(BOOSTER_CHIP, BOOSTER_CHIP), slots_b=(1, 2)
    )
    for slot in range(1, used + 1):
        assert state.actor == 1
        apply(state, Use(slot))
    if state.actor == 1:
        apply(state, Pass())
    return state


@pytest.mark.parametrize(("number", "each"), [("Bo-286", 100), ("Bo-1209", 300)])
@pytest.mark.parametrize("used", [1, 2])
def test_b4_each_option_the_opponent_uses_adds_to_the_watchers_attack(catalog, number, each, used):
    state = _watched(number, used)
    alone = _watched(number, 0)
    assert attack_value(state, 0) == attack_value(alone, 0) + each * used


def test_b4_each_option_the_opponent_uses_costs_them_10_points(catalog):
    # Re-106: "During battle, for every Option card that the opponent uses, immediately reduce the
    # opponent's points by 10."
    state = _watched("Re-106", 2)
    assert state.players[1].points == 80 and state.players[0].points == 100

"""Bo-55t Dogmon and Bo-56t Tuchidarumon (■): "When your points are 80 and below, send this card from
your hand to your support box and add 350 to the attack power of a Digimon with the same background as
this card", read by overrides (fixtures/effects/overrides) and played from the real catalog: both are
Nature Spirits Digimon, so the supported Digimon gains 350 when it belongs to Nature Spirits (RULES
1.8, O-F2, B-10.3, B-10.4)."""

from __future__ import annotations

import pytest

from gameplay.engine import apply, legal_actions
from gameplay.engine.actions import Support
from gameplay.engine.attack import attack_value

from .helpers import BOOSTER_CHIP, CINDERHOUND, record
from .test_battle import battle_start


def _supporting(support, top_a, points):
    def prepare(state):
        state.players[0].points = points

    # Aki keeps a chip set (card 2), so that the battle waits for her window after the support.
    state = battle_start((support, BOOSTER_CHIP), hand_a=(1,), slots_a=(2,), top_a=top_a, pre=prepare)
    assert state.phase == "battle" and state.actor == 0
    return state


@pytest.mark.parametrize(
    ("number", "top", "points", "added"),
    [
        # Bo-56t and Bo-55t are Nature Spirits Digimon; Cinderhound belongs to no family.
        ("Bo-55t", "Bo-56t", 80, 350),
        ("Bo-56t", "Bo-55t", 70, 350),
        ("Bo-55t", None, 80, 0),
    ],
)
def test_b10_4_the_support_adds_350_to_a_digimon_of_its_background(catalog, number, top, points, added):
    support = record(number)
    assert support.support_text is not None and support.support_text.status == "compiled"
    state = _supporting(support, record(top) if top else CINDERHOUND, points)
    before = attack_value(state, 0)
    apply(state, Support(1))
    assert attack_value(state, 0) == before + added


def test_b10_3_the_support_waits_for_points_of_80_and_below(catalog):
    state = _supporting(record("Bo-55t"), record("Bo-56t"), 90)
    assert Support(1) not in legal_actions(state)
